// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/shapes.hpp"

#include <stdexcept>
#include <string>

#include "rf/data/bno_ids.hpp"

namespace rf {
namespace {

using core::Fixed;
using core::Vec2;

// Half pixels as 16.16 (so 22.5 px is hp(45)).
constexpr Fixed hp(int halfPixels) {
  return halfPixels * core::kHalf;
}
constexpr Fixed px(int pixels) {
  return core::px(pixels);
}

// The outward normals (ey, -ex) of a clockwise polygon (y down).
template <size_t N>
constexpr std::array<Vec2, N> edgeNormals(const std::array<Vec2, N>& v) {
  std::array<Vec2, N> e{};
  for (size_t i = 0; i < N; ++i) {
    const Vec2 a = v[i];
    const Vec2 b = v[(i + 1) % N];
    e[i] = {b.y - a.y, -(b.x - a.x)};
  }
  return e;
}

template <size_t N>
constexpr PartBox boundsOf(const std::array<Vec2, N>& v) {
  PartBox b{v[0].x, v[0].y, v[0].x, v[0].y};
  for (const Vec2& p : v) {
    b.x0 = p.x < b.x0 ? p.x : b.x0;
    b.y0 = p.y < b.y0 ? p.y : b.y0;
    b.x1 = p.x > b.x1 ? p.x : b.x1;
    b.y1 = p.y > b.y1 ? p.y : b.y1;
  }
  return b;
}

template <size_t N>
constexpr bool convexClockwise(const std::array<Vec2, N>& v) {
  for (size_t i = 0; i < N; ++i) {
    const Vec2 a = v[i];
    const Vec2 b = v[(i + 1) % N];
    const Vec2 c = v[(i + 2) % N];
    const int64_t cross =
        static_cast<int64_t>(b.x - a.x) * (c.y - b.y) - static_cast<int64_t>(b.y - a.y) * (c.x - b.x);
    if (cross <= 0) return false;
  }
  return true;
}

// A vehicle hull: one polygon part, solid 2, mask 0x27.
template <size_t N>
constexpr ShapePart hull(const std::array<Vec2, N>& verts, const std::array<Vec2, N>& edges, int zhiPx) {
  ShapePart p;
  p.type = PartType::Polygon;
  p.solid = kSolidVehicle;
  p.mask = kMaskVehicle;
  p.zlo = 0;
  p.zhi = px(zhiPx);
  p.bbox = boundsOf(verts);
  p.verts = verts;
  p.edges = edges;
  return p;
}

// A static box part (solid 1, mask 0xff) from pixel bounds around the origin.
constexpr ShapePart box(int x0, int y0, int x1, int y1, int zhiPx, int dxPx = 0, int dyPx = 0) {
  ShapePart p;
  p.type = PartType::Box;
  p.solid = kSolidStatic;
  p.mask = kMaskStatic;
  p.zlo = 0;
  p.zhi = px(zhiPx);
  p.dx = px(dxPx);
  p.dy = px(dyPx);
  p.bbox = {px(x0), px(y0), px(x1), px(y1)};
  return p;
}
// A square box of half size h.
constexpr ShapePart square(int h, int zhiPx, int dxPx = 0, int dyPx = 0) {
  return box(-h, -h, h, h, zhiPx, dxPx, dyPx);
}
// A pad part (b8 & 2) of a kind: recorded by the pickup handler, never blocking.
constexpr ShapePart pad(int h, int zhiPx, PadKind kind) {
  ShapePart p = square(h, zhiPx);
  p.pickup = kPartPad;
  p.kind = static_cast<uint8_t>(kind);
  return p;
}

// ---- vehicle hulls (the notes: Tank/MSV 16x24 px, Jeep 10x16 px, Heli pentagon 22x45 px) ----
constexpr auto kTankVerts =
    std::to_array<Vec2>({{px(-8), px(-12)}, {px(8), px(-12)}, {px(8), px(12)}, {px(-8), px(12)}});
constexpr auto kJeepVerts =
    std::to_array<Vec2>({{px(-5), px(-8)}, {px(5), px(-8)}, {px(5), px(8)}, {px(-5), px(8)}});
// designed: the pentagon's outline (a 22 px wide cabin / rotor front, the tail boom tapering
// to a point behind); 22 x 45 px as the notes give it, centred on the object position.
constexpr auto kHeliVerts =
    std::to_array<Vec2>({{px(-11), hp(-45)}, {px(11), hp(-45)}, {px(11), 0}, {0, hp(45)}, {px(-11), 0}});
static_assert(kTankVerts.size() == 4 && kJeepVerts.size() == 4, "the tank and jeep hulls are rectangles");
static_assert(kHeliVerts.size() == 5, "the heli hull is a pentagon");
static_assert(convexClockwise(kTankVerts) && convexClockwise(kJeepVerts) && convexClockwise(kHeliVerts));
constexpr auto kTankEdges = edgeNormals(kTankVerts);
constexpr auto kJeepEdges = edgeNormals(kJeepVerts);
constexpr auto kHeliEdges = edgeNormals(kHeliVerts);

constexpr auto kTankHull = std::to_array({hull(kTankVerts, kTankEdges, 10)});
constexpr auto kJeepHull = std::to_array({hull(kJeepVerts, kJeepEdges, 10)});
constexpr auto kMsvHull = std::to_array({hull(kTankVerts, kTankEdges, 12)});
constexpr auto kHeliHull = std::to_array({hull(kHeliVerts, kHeliEdges, 10)});

// ---- static shapes ----
// From the notes: solid 1 / mask 0xff, walls z 0..19 px, towers 0..24, bushes 0..7, the
// lift 0..32, bridge decks solid 0x40 z -50..0.5, the gate zone +-32 px (kind 3).
// designed (the original shape tables are not in the notes): every footprint below, and
// the heights of everything else, chosen so that
// - every height stays below the lift's 32 px (the heli at 50 px clears everything);
// - vegetation and rocks are small parts that sit at the cell centre + jitter, so a
//   vehicle can pass beside them within the cell (the sim test is blocked by a palm);
// - walls span the whole cell along their direction (+-16 px) so that wall rows are
//   closed, 8 px thick; a damaged wall end (L = west/north, R = east/south) loses 8 px;
// - buildings fill most of the cell (20..28 px) and block;
// - fuel depots / ammo dumps are a block part (the tank / crates, 8 px toward the named
//   side for fuel, the north edge for ammo) listed before a low whole-cell pad (z 0..2 px,
//   kind 1 fuel / 2 ammo), so the first pair found is the block part when both touch;
// - gates are two door parts of 16 x 6 px at dx = -16 / +16 with their boxes reaching to
//   the centre (closed: -16..16; the Gate object moves them to -(16 + opening)), then
//   the gate zone pad;
// - rubble (destroyed buildings, fuel, ammo, gates, tents, watch towers, vegetation,
//   planters, bridges) is flat and has no shape; the tower base (60) and the flag building
//   states (62 DMG_FLAG, 63 DEST_FLAG, "the rubble still blocks") keep a low part;
// - the awake tower 90 has no shape (the notes: shots hit the turret object).
constexpr auto kBush = std::to_array({square(5, 7)});
constexpr auto kPalm = std::to_array({square(3, 20)});
constexpr auto kTree = std::to_array({square(5, 20)});
constexpr auto kCactus = std::to_array({square(3, 7)});
constexpr auto kRock = std::to_array({square(6, 5)});
constexpr auto kPlanter = std::to_array({square(8, 7)});
constexpr auto kAmmo = std::to_array({box(-8, -14, 8, -4, 12), pad(16, 2, PadKind::Ammo)});
constexpr auto kPrison = std::to_array({square(12, 18)});
constexpr auto kWtowerNE = std::to_array({square(5, 24, 9, -9)});
constexpr auto kWtowerNW = std::to_array({square(5, 24, -9, -9)});
constexpr auto kWtowerSE = std::to_array({square(5, 24, 9, 9)});
constexpr auto kWtowerSW = std::to_array({square(5, 24, -9, 9)});
constexpr auto kFlagBuilding = std::to_array({square(10, 16)});
constexpr auto kBuilding = std::to_array({square(12, 20)});
constexpr auto kFactory = std::to_array({square(14, 22)});
constexpr auto kBunker = std::to_array({square(12, 12)});
constexpr auto kOutpost = std::to_array({square(10, 16)});
constexpr auto kHospital = std::to_array({square(13, 18)});
constexpr auto kFuelN = std::to_array({square(6, 14, 0, -8), pad(16, 2, PadKind::Fuel)});
constexpr auto kFuelS = std::to_array({square(6, 14, 0, 8), pad(16, 2, PadKind::Fuel)});
constexpr auto kFuelE = std::to_array({square(6, 14, 8, 0), pad(16, 2, PadKind::Fuel)});
constexpr auto kFuelW = std::to_array({square(6, 14, -8, 0), pad(16, 2, PadKind::Fuel)});
constexpr ShapePart kGateZone = pad(32, 10, PadKind::GateZone);
constexpr auto kGateH =
    std::to_array({box(0, -3, 16, 3, 19, -16, 0), box(-16, -3, 0, 3, 19, 16, 0), kGateZone});
constexpr auto kGateV =
    std::to_array({box(-3, 0, 3, 16, 19, 0, -16), box(-3, -16, 3, 0, 19, 0, 16), kGateZone});
constexpr auto kWallV = std::to_array({box(-4, -16, 4, 16, 19)});
constexpr auto kWallH = std::to_array({box(-16, -4, 16, 4, 19)});
constexpr auto kLdmgWallV = std::to_array({box(-4, -8, 4, 16, 19)});
constexpr auto kRdmgWallV = std::to_array({box(-4, -16, 4, 8, 19)});
constexpr auto kBdmgWallV = std::to_array({box(-4, -8, 4, 8, 19)});
constexpr auto kLdmgWallH = std::to_array({box(-8, -4, 16, 4, 19)});
constexpr auto kRdmgWallH = std::to_array({box(-16, -4, 8, 4, 19)});
constexpr auto kBdmgWallH = std::to_array({box(-8, -4, 8, 4, 19)});
constexpr auto kTentV = std::to_array({box(-6, -10, 6, 10, 10)});
constexpr auto kTentH = std::to_array({box(-10, -6, 10, 6, 10)});
constexpr auto kTower = std::to_array({square(10, 24)});
constexpr auto kLargeTower = std::to_array({square(12, 24)});
constexpr auto kTowerBase = std::to_array({square(10, 10)});
constexpr auto kDmgFlag = std::to_array({square(10, 10)});
constexpr auto kDestFlag = std::to_array({square(10, 4)});

constexpr ShapePart bridgeDeck() {
  ShapePart p = square(16, 0);
  p.solid = kSolidBridge;
  p.zlo = px(-50);
  p.zhi = hp(1);  // 0.5 px
  return p;
}
constexpr auto kBridgeDeck = std::to_array({bridgeDeck()});

constexpr auto kLift = std::to_array({square(16, 32)});

// The projectile swept part 0x4494c0: type 4 (segment from the old position to the new
// one), solid 4, mask 0x43 (statics, vehicles, bridge decks).
// designed: z 0..0 (a line at the projectile's height): a tank shell at 7 px still hits a
// 7 px bush (the combat test: 1 shell destroys it), a rocket above 7 px flies over it.
constexpr ShapePart sweptPart() {
  ShapePart p;
  p.type = PartType::Swept;
  p.solid = kSolidProjectile;
  p.mask = kMaskProjectile;
  return p;
}
constexpr auto kProjectile = std::to_array({sweptPart()});

// designed: a mine is a 6 x 6 px box, z 0..2 px, solid 2 (like a hull: vehicles' mask
// 0x27 and projectiles' 0x43 meet it; a heli at 50 px never does), mask 0 (it never moves).
constexpr ShapePart minePart() {
  ShapePart p = square(3, 2);
  p.solid = kSolidVehicle;
  p.mask = 0;
  return p;
}
constexpr auto kMine = std::to_array({minePart()});

// designed: the lying flag is a 4 x 4 px box, z 0..8 px, solid 4 (vehicles' mask 0x27 meets
// it, projectiles' 0x43 does not: shots pass it), mask 2 (its own test finds the hulls).
constexpr ShapePart flagPart() {
  ShapePart p = square(2, 8);
  p.solid = kSolidProjectile;
  p.mask = kSolidVehicle;
  return p;
}
constexpr auto kFlag = std::to_array({flagPart()});
// The man (class 14): "shape 4 x 1.5 px solid 1" (the notes): a box 4 px wide (x) and 1.5 px
// deep (y). designed: z 0..8 px (a tank shell at 7 px hits a man, a heli at 50 px never
// does) and mask 3 (statics, men and vehicle hulls; mines, solid 2, answer 0 and never
// block; projectiles and explosions decide with their own hooks).
constexpr ShapePart manPart() {
  ShapePart p;
  p.type = PartType::Box;
  p.solid = kSolidStatic;
  p.mask = kSolidStatic | kSolidVehicle;
  p.zlo = 0;
  p.zhi = px(8);
  p.bbox = {px(-2), -0xc000, px(2), 0xc000};
  return p;
}
constexpr auto kMan = std::to_array({manPart()});

// The drone (class 9, graphic 0x455680): the body, then the 64-px proximity part 0x455600.
// designed: the body is a 16 x 16 px box, z -6..6 px round the drone (at 50 px: 44..56, so
// a heli's guns at 50 px and a raised tank shell at the 55 px ceiling hit it), solid 2 | 0x80
// (projectiles' mask 0x43 and the hulls' 0x27 meet it) and mask 0x80 (it only tests other
// drones: it never meets a static part or a hull while it moves); the proximity part is a
// 64 x 64 px box of the same height, solid 0x80 / mask 0x80: only drones meet it. Body first:
// touching bodies block (hit_object 0x435900 answers 5), a body inside another drone's 64-px
// box is the proximity pair (recorded for the push-apart, no block).
constexpr ShapePart droneBody() {
  ShapePart p = square(8, 6);
  p.zlo = px(-6);
  p.solid = kSolidVehicle | kSolidDrone;
  p.mask = kSolidDrone;
  return p;
}
constexpr ShapePart droneProximity() {
  ShapePart p = square(32, 6);
  p.zlo = px(-6);
  p.solid = kSolidDrone;
  p.mask = kSolidDrone;
  return p;
}
constexpr auto kDrone = std::to_array({droneBody(), droneProximity()});
static_assert(kDroneBodyPart == 0 && kDroneProximityPart == 1 && kDrone.size() == 2);
// designed: the SUB (graphic 0x43fbb0) is a small hull, 8 x 28 px (a pointed bow north, the
// body's forward), z 0..8 px, solid 2 (shots meet it like a hull and burst on it: the SUB has
// no damage hook), mask 0 (it never tests itself: it jumps, it does not move). A submerged
// SUB (frame 0) has flag 0x100 and is not met at all (sub.cpp).
constexpr auto kSubVerts =
    std::to_array<Vec2>({{0, px(-14)}, {px(4), px(-8)}, {px(4), px(14)}, {px(-4), px(14)}, {px(-4), px(-8)}});
static_assert(convexClockwise(kSubVerts));
constexpr auto kSubEdges = edgeNormals(kSubVerts);
constexpr ShapePart subPart() {
  ShapePart p = hull(kSubVerts, kSubEdges, 8);
  p.mask = 0;
  return p;
}
constexpr auto kSub = std::to_array({subPart()});

constexpr StaticShape fixed(Shape s) {
  return {s, false};
}
constexpr StaticShape jittered(Shape s) {
  return {s, true};
}

// The static shape of every BNO id (the object table 0x451438's order; {} = no shape).
constexpr auto kStaticShapes = std::to_array<StaticShape>({
    {},                    // 0 BNO_NONE
    jittered(kBush),       // 1 BNO_BUSH_1S
    jittered(kBush),       // 2 BNO_BUSH_2S
    jittered(kPalm),       // 3 BNO_PALM_1S
    jittered(kPalm),       // 4 BNO_PALM_2S
    jittered(kTree),       // 5 BNO_TREE_S
    jittered(kCactus),     // 6 BNO_CACTUS
    jittered(kRock),       // 7 BNO_ROCK_1S
    jittered(kRock),       // 8 BNO_ROCK_2S
    jittered(kRock),       // 9 BNO_ROCK_1T
    jittered(kRock),       // 10 BNO_ROCK_2T
    fixed(kPlanter),       // 11 BNO_PLANTER_BUSH
    fixed(kPlanter),       // 12 BNO_PLANTER_BERRY
    fixed(kPlanter),       // 13 BNO_PLANTER_STONE
    fixed(kAmmo),          // 14 BNO_AMMO
    fixed(kPrison),        // 15 BNO_PRISON_S
    fixed(kPrison),        // 16 BNO_PRISON_E
    fixed(kPrison),        // 17 BNO_PRISON_W
    {},                    // 18 BNO_WATCHTOWER_NE
    {},                    // 19 BNO_WATCHTOWER_NW
    {},                    // 20 BNO_WATCHTOWER_SE
    {},                    // 21 BNO_WATCHTOWER_SW
    fixed(kFlagBuilding),  // 22 BNO_FLAG
    fixed(kBuilding),      // 23 BNO_BLDG_N
    fixed(kBuilding),      // 24 BNO_BLDG_S
    fixed(kBuilding),      // 25 BNO_BLDG_E
    fixed(kBuilding),      // 26 BNO_BLDG_W
    fixed(kFactory),       // 27 BNO_FACT_N
    fixed(kFactory),       // 28 BNO_FACT_S
    fixed(kFactory),       // 29 BNO_FACT_E
    fixed(kFactory),       // 30 BNO_FACT_W
    fixed(kBunker),        // 31 BNO_BNKR_N
    fixed(kBunker),        // 32 BNO_BNKR_S
    fixed(kBunker),        // 33 BNO_BNKR_E
    fixed(kBunker),        // 34 BNO_BNKR_W
    fixed(kOutpost),       // 35 BNO_OUTPOST
    fixed(kHospital),      // 36 BNO_HOSP_S
    fixed(kHospital),      // 37 BNO_HOSP_E
    fixed(kHospital),      // 38 BNO_HOSP_W
    fixed(kFuelN),         // 39 BNO_FUEL_N
    fixed(kFuelS),         // 40 BNO_FUEL_S
    fixed(kFuelE),         // 41 BNO_FUEL_E
    fixed(kFuelW),         // 42 BNO_FUEL_W
    fixed(kGateH),         // 43 BNO_GATE_H
    fixed(kGateV),         // 44 BNO_GATE_V
    fixed(kWallV),         // 45 BNO_WALL_V
    fixed(kWallH),         // 46 BNO_WALL_H
    fixed(kTentV),         // 47 BNO_TENT_V
    fixed(kTentH),         // 48 BNO_TENT_H
    fixed(kTower),         // 49 BNO_TOWER
    fixed(kLargeTower),    // 50 BNO_LARGE_TOWER
    {},                    // 51 BNO_STD_DEST
    {},                    // 52 BNO_DEST_JAIL
    {},                    // 53 BNO_DEST_HOSP
    fixed(kLdmgWallH),     // 54 BNO_LDMG_WALL_H
    fixed(kRdmgWallH),     // 55 BNO_RDMG_WALL_H
    fixed(kBdmgWallH),     // 56 BNO_BDMG_WALL_H
    fixed(kLdmgWallV),     // 57 BNO_LDMG_WALL_V
    fixed(kRdmgWallV),     // 58 BNO_RDMG_WALL_V
    fixed(kBdmgWallV),     // 59 BNO_BDMG_WALL_V
    fixed(kTowerBase),     // 60 BNO_DMG_TOWER
    fixed(kTowerBase),     // 61 BNO_DESTROYED_TOWER
    fixed(kDmgFlag),       // 62 BNO_DMG_FLAG
    fixed(kDestFlag),      // 63 BNO_DEST_FLAG
    {},                    // 64 BNO_DEST_TENT
    {},                    // 65 BNO_DEST_AMMO
    {},                    // 66 BNO_DEST_GATE_H
    {},                    // 67 BNO_DEST_GATE_V
    fixed(kTowerBase),     // 68 BNO_READY_TOWER
    fixed(kWtowerNE),      // 69 BNO_WTOWER_NE
    fixed(kWtowerNW),      // 70 BNO_WTOWER_NW
    fixed(kWtowerSE),      // 71 BNO_WTOWER_SE
    fixed(kWtowerSW),      // 72 BNO_WTOWER_SW
    {},                    // 73 BNO_DEST_PRISON
    fixed(kBridgeDeck),    // 74 BNO_BRIGE_H
    fixed(kBridgeDeck),    // 75 BNO_BRIGE_V
    {},                    // 76 BNO_DEST_BRIGE
    {},                    // 77 BNO_DEST_FUEL
    {},                    // 78 BNO_DEST_WTOWER_NE
    {},                    // 79 BNO_DEST_WTOWER_NW
    {},                    // 80 BNO_DEST_WTOWER_SE
    {},                    // 81 BNO_DEST_WTOWER_SW
    {},                    // 82 BNO_DEST_OUTPOST
    {},                    // 83 BNO_DEST_PLANTER
    {},                    // 84 BNO_DEST_TREE_S
    {},                    // 85 BNO_DEST_TREE_D
    {},                    // 86 BNO_DEST_TREE
    {},                    // 87 BNO_DEST_BUSH_1
    {},                    // 88 BNO_DEST_BUSH_2
    {},                    // 89 BNO_STORAGE_LIGHT
    {},                    // 90 BNO_ACTIVE_TOWER
});
static_assert(kStaticShapes.size() == kBnoCount, "one entry per id of the object table 0x451438 (91)");

constexpr Fixed tallest() {
  Fixed top = kLift[0].zhi;
  for (const StaticShape& s : kStaticShapes) {
    for (const ShapePart& p : s.shape) top = p.zhi > top ? p.zhi : top;
  }
  return top;
}
static_assert(tallest() == px(32), "the lift (32 px) is the tallest static part");

}  // namespace

Shape vehicleHull(VehicleKind kind) {
  switch (kind) {
    case VehicleKind::Tank:
      return kTankHull;
    case VehicleKind::Jeep:
      return kJeepHull;
    case VehicleKind::Msv:
      return kMsvHull;
    case VehicleKind::Heli:
      return kHeliHull;
    case VehicleKind::Other:
      break;
  }
  throw std::out_of_range("vehicle kind " + std::to_string(static_cast<int>(kind)) + " has no hull (0..3)");
}

const StaticShape& bnoShape(uint32_t bno) {
  if (bno >= kStaticShapes.size()) {
    throw std::out_of_range("BNO id " + std::to_string(bno) + " has no static shape entry (0.." +
                            std::to_string(kBnoCount - 1) + ")");
  }
  return kStaticShapes[bno];
}

Shape liftShape() {
  return kLift;
}

const ShapePart& projectileSweptPart() {
  return kProjectile[0];
}

const ShapePart& gateZonePart() {
  return kGateH[2];
}

Shape gateDoorShape(bool vertical) {
  return Shape(vertical ? kGateV : kGateH).first(2);
}

namespace {

// The shape of each graphic id (GfxId), the table kGfxShapes is made of.
constexpr Shape shapeOfGfx(int32_t gfx) {
  switch (static_cast<GfxId>(gfx)) {
    case GfxId::Tank:
      return kTankHull;
    case GfxId::Jeep:
      return kJeepHull;
    case GfxId::Msv:
      return kMsvHull;
    case GfxId::Heli:
      return kHeliHull;
    case GfxId::Lift:
      return kLift;
    case GfxId::Projectile:
    case GfxId::Grenade:
      return kProjectile;
    case GfxId::MineArming:
    case GfxId::Mine:
      return kMine;
    case GfxId::ManWalk:
    case GfxId::ManSwim:
      return kMan;
    case GfxId::FlagLying:
      return kFlag;
    case GfxId::TurretTower:  // ActivateTurret: BNO 90 has no shape, the object has the tower's
      return kTower;
    case GfxId::TurretLargeTower:
      return kLargeTower;
    case GfxId::Sub:
      return kSub;
    case GfxId::GateH:  // the closed doors (a live Gate's own doors: collide.cpp objShape)
      return Shape(kGateH).first(2);
    case GfxId::GateV:
      return Shape(kGateV).first(2);
    case GfxId::Drone:
      return kDrone;
    case GfxId::DroneShadow:  // the drone's shadow and the radar blips have no shape
    case GfxId::RadarDrone:
    case GfxId::RadarFlag:
    case GfxId::RadarFlagEmpty:
    case GfxId::FlagCarried:  // the carried flag rides the jeep: no shape
    case GfxId::ShadowSmall:
    case GfxId::ShadowMissile:
    case GfxId::Debris:  // designed: debris pieces and burnt hulks have no shape
    case GfxId::TankHulk:
    case GfxId::JeepHulk:
    case GfxId::MsvHulk:
    case GfxId::HeliHulk:
    case GfxId::ManDead:  // the dead man's Stay
    default:  // none, the explosion graphics
      break;
  }
  return {};
}

constexpr std::array<Shape, kGfxShapeIds> makeGfxShapes() {
  std::array<Shape, kGfxShapeIds> t{};
  for (size_t i = 0; i < t.size(); ++i) t[i] = shapeOfGfx(static_cast<int32_t>(i));
  return t;
}

}  // namespace

constexpr std::array<Shape, kGfxShapeIds> kGfxShapes = makeGfxShapes();
constexpr bool noShapePast(int32_t first, int32_t last) {
  for (int32_t i = first; i <= last; ++i) {
    if (!shapeOfGfx(i).empty()) return false;
  }
  return true;
}
static_assert(noShapePast(kGfxShapeIds, 1023), "every graphic id with a shape is below kGfxShapeIds");

VehicleKind vehicleKindOfGfx(int32_t gfx) {
  switch (static_cast<GfxId>(gfx)) {
    case GfxId::Tank:
      return VehicleKind::Tank;
    case GfxId::Jeep:
      return VehicleKind::Jeep;
    case GfxId::Msv:
      return VehicleKind::Msv;
    case GfxId::Heli:
      return VehicleKind::Heli;
    default:
      return VehicleKind::Other;
  }
}

Fixed tallestStaticPart() {
  return tallest();
}

}  // namespace rf
