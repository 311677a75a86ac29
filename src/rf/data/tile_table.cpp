// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/tile_table.hpp"

#include "rf/data/data_tables.hpp"

#include "rf/data/bno_ids.hpp"

namespace rf {
namespace {

// designed: the team byte of an entry without object or handler is never read (team bits
// are only set when a BNO is placed); such entries carry 0.
constexpr TileEntry T(uint8_t terrain) {
  return {terrain, 0, 0, TileHandler::None};
}
// An unused slot: the loader clears the cell to terrain 0.
constexpr TileEntry U() {
  return {kUnusedTerrain, 0, 0, TileHandler::None};
}
// A neutral (team 2) object on `terrain`.
constexpr TileEntry N(Bno b, uint8_t terrain = 0) {
  return {terrain, bnoId(b), 2, TileHandler::None};
}
// A bridge deck piece on grass. designed: team 0, the team the bridge fill gives the decks
// it places (the abutment cells carry no object, so their team bits are 0).
constexpr TileEntry D(Bno b) {
  return {0, bnoId(b), 0, TileHandler::None};
}
// A home pad of `team` on its pad terrain (90 / 91).
constexpr TileEntry P(uint8_t terrain, uint8_t team) {
  return {terrain, 0, team, TileHandler::HomePad};
}
// A team building on grass (the object's terrain override sets the ground under it).
constexpr TileEntry B(Bno b, uint8_t team) {
  return {0, bnoId(b), team, TileHandler::None};
}
// A flag site of `team`.
constexpr TileEntry F(uint8_t team) {
  return {0, bnoId(Bno::Flag), team, TileHandler::FlagSite};
}
// Offset +28 of the building list: no object, terrain 0.
constexpr TileEntry E(uint8_t team) {
  return {0, 0, team, TileHandler::None};
}

using enum Bno;

// TILE_TABLE 0x452858: an editor palette in rows of 20 bytes.
// clang-format off
constexpr auto kTileTableData = std::to_array<TileEntry>({
    // 0-19: grass, deep water, shore pieces
    T(0), T(2), T(4), T(5), T(6), T(7), T(8), T(9), T(16), T(17),        // 0-9
    T(18), T(19), T(24), T(25), T(28), T(29), T(40), T(41), T(44), T(45),  // 10-19
    // 20-39: shallow water, dry land, shore pieces
    T(1), T(3), T(10), T(11), T(12), T(13), T(14), T(15), T(20), T(21),    // 20-29
    T(22), T(23), T(26), T(27), T(30), T(31), T(42), T(43), T(46), T(47),  // 30-39
    // 40-59: transitions, H-bridge, roads, team-0 pad
    T(32), T(33), T(52), T(53), T(56), T(57), T(61), T(62), D(BrigeH), T(84),  // 40-49
    T(85), U(), T(73), T(80), T(75), T(81), U(), P(90, 0), U(), U(),         // 50-59
    // 60-79: transitions, V-bridge, roads, team-1 pad
    T(34), T(35), T(54), T(55), T(58), T(59), T(63), T(64), D(BrigeV), T(86),  // 60-69
    T(87), U(), T(79), T(74), T(78), T(77), U(), P(91, 1), U(), U(),         // 70-79
    // 80-99: transitions, roads
    T(36), T(37), T(48), T(49), T(65), T(66), T(67), T(68), T(60), U(),  // 80-89
    U(), U(), U(), T(82), T(76), T(83), U(), U(), U(), U(),              // 90-99
    // 100-119: transitions
    T(38), T(39), T(50), T(51), T(69), T(70), T(71), T(72), U(), U(),  // 100-109
    U(), U(), U(), U(), U(), U(), U(), U(), U(), U(),                  // 110-119
    // 120-139: neutral objects (team 2)
    N(Bush1S), N(Palm1S), N(Bush2S), N(Palm2S), N(TreeS),                     // 120-124
    N(Rock1S), N(Rock2S), N(Rock1T, 1), N(Rock2T, 1), N(Bush1S, 60),          // 125-129
    N(Palm1S, 60), N(Bush2S, 60), N(Palm2S, 60), N(Cactus), N(TreeS, 93),     // 130-134
    N(PlanterBush), N(PlanterBerry), N(PlanterStone), U(), U(),               // 135-139
    // 140-159: unused
    U(), U(), U(), U(), U(), U(), U(), U(), U(), U(),  // 140-149
    U(), U(), U(), U(), U(), U(), U(), U(), U(), U(),  // 150-159
    // 160-199: team-0 buildings (the team building list)
    B(PrisonS, 0), B(BldgS, 0), B(BldgW, 0), B(FactS, 0), B(FactW, 0),          // 160-164 (+0..+4)
    B(BnkrS, 0), B(BnkrW, 0), B(HospS, 0), B(HospW, 0), B(FuelS, 0),            // 165-169 (+5..+9)
    B(FuelW, 0), B(GateV, 0), B(WallV, 0), B(TentV, 0), B(Tower, 0),            // 170-174 (+10..+14)
    B(WtowerNE, 0), B(WtowerNW, 0), B(Outpost, 0), U(), U(),                    // 175-179 (+15..+19)
    F(0), B(BldgE, 0), B(BldgN, 0), B(FactE, 0), B(FactN, 0),                   // 180-184 (+20..+24)
    B(BnkrE, 0), B(BnkrN, 0), B(HospE, 0), E(0), B(FuelE, 0),                   // 185-189 (+25..+29)
    B(FuelN, 0), B(GateH, 0), B(WallH, 0), B(TentH, 0), B(Ammo, 0),             // 190-194 (+30..+34)
    B(LargeTower, 0), B(WtowerSE, 0), B(WtowerSW, 0), U(), U(),                 // 195-199 (+35..+39)
    // 200-239: team-1 buildings, the same list
    B(PrisonS, 1), B(BldgS, 1), B(BldgW, 1), B(FactS, 1), B(FactW, 1),          // 200-204
    B(BnkrS, 1), B(BnkrW, 1), B(HospS, 1), B(HospW, 1), B(FuelS, 1),            // 205-209
    B(FuelW, 1), B(GateV, 1), B(WallV, 1), B(TentV, 1), B(Tower, 1),            // 210-214
    B(WtowerNE, 1), B(WtowerNW, 1), B(Outpost, 1), U(), U(),                    // 215-219
    F(1), B(BldgE, 1), B(BldgN, 1), B(FactE, 1), B(FactN, 1),                   // 220-224
    B(BnkrE, 1), B(BnkrN, 1), B(HospE, 1), E(1), B(FuelE, 1),                   // 225-229
    B(FuelN, 1), B(GateH, 1), B(WallH, 1), B(TentH, 1), B(Ammo, 1),             // 230-234
    B(LargeTower, 1), B(WtowerSE, 1), B(WtowerSW, 1), U(), U(),                 // 235-239
});
// clang-format on
static_assert(kTileTableData.size() == kTileTableSize, "TILE_TABLE 0x452858 has 240 entries");

}  // namespace

const std::array<TileEntry, kTileTableSize> kTileTable = kTileTableData;

const TileEntry& tileEntry(uint8_t tileByte) {
  return tileEntry(designedTables(), tileByte);
}

}  // namespace rf
