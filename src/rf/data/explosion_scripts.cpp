// SPDX-License-Identifier: GPL-3.0-or-later
// Retrosim's own explosion descriptors (explosion_scripts.hpp) and the two BNO explosion
// columns (BNO +0x2c destroy, +0x28 crush) of the object table 0x451438.
//
// designed: every script, timing, sound and quad below (the original descriptors are read
// from RFIRE.BIN in the notes' port and are not in the notes). What they must do:
// - the §7 combat outcomes when BnoDestroy / the crush spawn them: "bush: 1 shell ->
//   BNO_DEST_BUSH_1 (2 debris)" (op 17 with set Bushes on the bush model, op 4), "wall
//   column WALL_V: 5 shells, neighbours -> RDMG/LDMG_WALL_V, cell -> terrain 0x6a" (op 5 on
//   the north and south neighbours, op 4), "BLDG_S: 5 shells -> BNO_STD_DEST" (op 21: the
//   rubble after 20 ticks), "tower -> BNO_DMG_TOWER" (op 4; the turret debris is the
//   TowerDestroyed hook's);
// - a destroyed state is applied before the script's first yield (op 4) or the BNO is
//   removed at once (op 21), so nothing shoots or crushes the same object twice;
// - walls: L = the west / north end damaged, R = the east / south end (shapes.cpp's damaged
//   wall parts). A vertical wall cell destroyed: its north neighbour loses its south end
//   (WALL_V 45 -> RDMG 52, LDMG 51 -> BDMG 53), its south neighbour its north end (45 ->
//   LDMG 51, RDMG 52 -> BDMG 53). Horizontal: the west neighbour 46 -> RDMG 55 (LDMG 54 ->
//   BDMG 56), the east neighbour 46 -> LDMG 54 (RDMG 55 -> BDMG 56);
// - op 22 (bno team) sets the side bits when the BNO the explosion was spawned on is `bno`
//   (0 = any): the destroyed fuel's orientation N/S/E/W = 0..3, the crush's side bits 1;
// - impacts last 8..16 frames at 0.5..1 frame per tick (4..8 updates at dt = 2); big
//   blasts 16..24 frames; muzzle flashes 4 frames at 1 per tick (2 updates at dt = 2).
#include "rf/data/explosion_scripts.hpp"

#include "rf/data/bno_ids.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/data/shapes.hpp"

namespace rf {
namespace {

using core::Fixed;
using core::Vec3;

constexpr uint8_t op(ExplOp o) {
  return static_cast<uint8_t>(o);
}
constexpr uint8_t s8(int v) {
  return static_cast<uint8_t>(v & 0xff);
}
constexpr uint8_t snd(ExplSound s) {
  return static_cast<uint8_t>(s);
}
constexpr uint8_t set(DebrisSetId s) {
  return static_cast<uint8_t>(s);
}
constexpr uint8_t b(Bno id) {
  return bnoId(id);
}

constexpr uint8_t kEnd = op(ExplOp::End);
constexpr uint8_t kYield = op(ExplOp::Yield);
constexpr uint8_t kWait = op(ExplOp::WaitFrame);
constexpr uint8_t kSound = op(ExplOp::Sound);
constexpr uint8_t kDestroyed = op(ExplOp::DestroyedState);
constexpr uint8_t kNeighbour = op(ExplOp::NeighbourBno);
constexpr uint8_t kPart = op(ExplOp::GfxPart);
constexpr uint8_t kSprites = op(ExplOp::GfxSprites);
constexpr uint8_t kSkip = op(ExplOp::SkipRandom);
constexpr uint8_t kGotoEven = op(ExplOp::GotoEvenId);
constexpr uint8_t kGfxLabel = op(ExplOp::GfxLabel);
constexpr uint8_t kBox = op(ExplOp::DamageBox);
constexpr uint8_t kBoxSize = op(ExplOp::BoxSize);
constexpr uint8_t kDetach = op(ExplOp::Detach);
constexpr uint8_t kDebris = op(ExplOp::Debris);
constexpr uint8_t kOneOf = op(ExplOp::OneOf);
constexpr uint8_t kRemove = op(ExplOp::RemoveBno);
constexpr uint8_t kSide = op(ExplOp::SideBits);

constexpr uint8_t kSmall = snd(ExplSound::Small);
constexpr uint8_t kBig = snd(ExplSound::Big);
constexpr uint8_t kSplash = snd(ExplSound::Splash);
constexpr uint8_t kCrumble = snd(ExplSound::Crumble);

// ---- scripts ----
constexpr auto kNoScript = std::to_array<uint8_t>({kEnd});
// impacts: ground flash (part 0 / 1 / 2), then the sprites
constexpr auto kDustScript = std::to_array<uint8_t>({kSound, kSmall, kPart, 0, kYield, kSprites, kEnd});
constexpr auto kSplashScript = std::to_array<uint8_t>({kSound, kSplash, kSprites, kEnd});
constexpr auto kRoadScript = std::to_array<uint8_t>({kSound, kSmall, kPart, 1, kYield, kSprites, kEnd});
constexpr auto kHitObjectScript = std::to_array<uint8_t>({kSound, kSmall, kSprites, kEnd});
// a static hit: even ids flash part 2, odd ids the label graphic (a second flash)
constexpr auto kHitStaticScript = std::to_array<uint8_t>(
    {kSound, kSmall, kGotoEven, 0, kGfxLabel, 1, kYield, kSprites, kEnd,  // 0..8: odd ids
     kPart, 2, kYield, kSprites, kEnd});                                  // 9..: even ids
constexpr auto kHitStaticLabels = std::to_array<int32_t>({9, static_cast<int32_t>(GfxId::ExplPart3)});
constexpr auto kDustBigScript =
    std::to_array<uint8_t>({kSound, kBig, kPart, 0, kYield, kSprites, kWait, 8, kSound, kSmall, kEnd});
constexpr auto kSplashBigScript = std::to_array<uint8_t>({kSound, kSplash, kSprites, kWait, 6, kSound, kSplash, kEnd});
constexpr auto kRoadBigScript = std::to_array<uint8_t>({kSound, kBig, kPart, 1, kYield, kSprites, kEnd});
// buildings: debris, the BNO gone at once, the rubble after 20 ticks
constexpr auto kBuildingScript = std::to_array<uint8_t>({kSound, kBig, kDebris, set(DebrisSetId::Set2), kRemove, 20,
                                                         kPart, 3, kWait, 4, kSprites, kSound, kCrumble, kEnd});
constexpr auto kWallVScript = std::to_array<uint8_t>({
    kSound, kBig, kDebris, set(DebrisSetId::Set3),
    kNeighbour, 0, s8(-1), b(Bno::WallV), b(Bno::RdmgWallV),     // north: south end lost
    kNeighbour, 0, s8(-1), b(Bno::LdmgWallV), b(Bno::BdmgWallV),
    kNeighbour, 0, 1, b(Bno::WallV), b(Bno::LdmgWallV),          // south: north end lost
    kNeighbour, 0, 1, b(Bno::RdmgWallV), b(Bno::BdmgWallV),
    kDestroyed, kPart, 3, kYield, kSprites, kSound, snd(ExplSound::WallFall), kEnd});
constexpr auto kWallHScript = std::to_array<uint8_t>({
    kSound, kBig, kDebris, set(DebrisSetId::Set3),
    kNeighbour, s8(-1), 0, b(Bno::WallH), b(Bno::RdmgWallH),     // west: east end lost
    kNeighbour, s8(-1), 0, b(Bno::LdmgWallH), b(Bno::BdmgWallH),
    kNeighbour, 1, 0, b(Bno::WallH), b(Bno::LdmgWallH),          // east: west end lost
    kNeighbour, 1, 0, b(Bno::RdmgWallH), b(Bno::BdmgWallH),
    kDestroyed, kPart, 3, kYield, kSprites, kSound, snd(ExplSound::WallFall), kEnd});
constexpr auto kTowerScript =
    std::to_array<uint8_t>({kSound, kBig, kDestroyed, kPart, 3, kWait, 3, kSprites, kSound, kCrumble, kEnd});
constexpr auto kBridgeScript = std::to_array<uint8_t>({kSound, kBig, kDestroyed, kSprites, kYield, kSound, kSplash, kEnd});
constexpr auto kFlagBuildingScript = std::to_array<uint8_t>(
    {kSound, kBig, kDebris, set(DebrisSetId::Set2), kDestroyed, kPart, 3, kYield, kSprites, kEnd});
// 0x4545d0: the crush; the destroyed state and side bits 1 before anything yields
constexpr auto kBushCrushedScript = std::to_array<uint8_t>(
    {kDebris, set(DebrisSetId::Bushes), kDestroyed, kSide, 0, 1, kSound, kCrumble, kSprites, kEnd});
constexpr auto kPlantScript = std::to_array<uint8_t>(
    {kSound, snd(ExplSound::TreeFall), kDebris, set(DebrisSetId::Bushes), kDestroyed, kSprites, kEnd});
constexpr auto kTentScript =
    std::to_array<uint8_t>({kSound, kSmall, kDebris, set(DebrisSetId::Set4), kDestroyed, kSprites, kEnd});
// fuel: rubble turned to the depot's side, a fire box (+-12 px, then +-20) that burns
// vehicles in it for 0.25 per tick
constexpr auto kFuelScript = std::to_array<uint8_t>({
    kSound, snd(ExplSound::FuelBlast), kDestroyed,
    kSide, b(Bno::FuelN), 0, kSide, b(Bno::FuelS), 1, kSide, b(Bno::FuelE), 2, kSide, b(Bno::FuelW), 3,
    kBox, 0, 16, 12, 12, 0x02, s8(-1),
    kPart, 3, kYield, kBoxSize, 20, kSprites, kOneOf, 2, kSound, kBig, kSound, kCrumble, kEnd});
// vehicle wrecks (the wreck spawns its own debris)
constexpr auto kWreckScript = std::to_array<uint8_t>({kSound, kBig, kPart, 4, kYield, kSprites, kEnd});
constexpr auto kSinkingScript = std::to_array<uint8_t>({kSound, kSplash, kSprites, kWait, 8, kSound, kSplash, kEnd});
// 0x454470: the mine's box (+-20 px, 0..12 px, vehicles, 30.0 once: a tank's 22 hp gone)
constexpr auto kMineScript = std::to_array<uint8_t>(
    {kSound, snd(ExplSound::MineBlast), kBox, 0, 12, 20, 20, 0x02, 120, kPart, 3, kYield, kSprites, kEnd});
constexpr auto kDroneScript = std::to_array<uint8_t>({kSound, kBig, kPart, 4, kYield, kSprites, kEnd});
constexpr auto kMuzzleScript = std::to_array<uint8_t>({kSprites, kEnd});
// the back-blast leaves the launcher (detach) and sometimes skips its second puff
constexpr auto kBackBlastScript =
    std::to_array<uint8_t>({kSprites, kDetach, kSkip, 1, 0x80, 0xff, kSound, snd(ExplSound::Rocket), kEnd});
constexpr auto kLandingScript = std::to_array<uint8_t>({kSprites, kEnd});

// ---- quads: 0..3 a standing billboard 16 x 16 px, 4..7 a ground quad 16 x 16 px ----
constexpr Fixed p(int pixels) {
  return core::px(pixels);
}
constexpr auto kVerts = std::to_array<Vec3>({
    {p(-8), 0, p(16)}, {p(8), 0, p(16)}, {p(8), 0, 0}, {p(-8), 0, 0},  // billboard
    {p(-8), p(-8), 0}, {p(8), p(-8), 0}, {p(8), p(8), 0}, {p(-8), p(8), 0},  // ground
});
constexpr std::array<uint8_t, 4> kStand = {0, 1, 2, 3};
constexpr std::array<uint8_t, 4> kFlat = {4, 5, 6, 7};
constexpr auto kSmallFaces = std::to_array<ExplFace>({{1080, 1, 8, 6, 0, kStand}});
constexpr auto kBigFaces = std::to_array<ExplFace>({{1200, 1, 16, 12, 1, kStand}, {1216, 1, 16, 12, 1, kStand}});
constexpr auto kSplashFaces = std::to_array<ExplFace>({{1320, 1, 10, 8, 0, kStand}});
constexpr auto kSmokeFaces = std::to_array<ExplFace>({{1440, 1, 24, 16, 0, kStand}, {1100, 1, 4, 3, 0, kFlat}});
constexpr auto kFlashFaces = std::to_array<ExplFace>({{1560, 1, 4, 3, 0, kStand}});
constexpr auto kPuffFaces = std::to_array<ExplFace>({{1700, 1, 6, 4, 0, kFlat}});

constexpr Fixed kRateHalf = 0x8000;
constexpr Fixed kRateOne = core::kOne;
constexpr Fixed kScale1 = core::kOne;
constexpr Fixed kScale2 = 2 * core::kOne;

constexpr ExplDesc desc(std::span<const uint8_t> script, int32_t frames, Fixed rate, Fixed scale,
                        std::span<const ExplFace> faces, uint32_t flags = 0, int32_t zBias = 0,
                        std::span<const int32_t> labels = {}) {
  return {script, labels, flags, frames, zBias, rate, scale, kVerts, faces};
}

// designed: the descriptors by ExplId (explosion_ids.hpp; the original addresses there).
// clang-format off
constexpr auto kDescs = std::to_array<ExplDesc>({
    desc(kNoScript, 1, kRateOne, kScale1, {}),                                       // 0 None
    desc(kDustScript, 8, kRateHalf, kScale1, kSmallFaces, kExplOnGround),            // 1 Dust 0x453b58
    desc(kSplashScript, 10, kRateHalf, kScale1, kSplashFaces, kExplOnGround),        // 2 Splash 0x4539d0
    desc(kRoadScript, 8, kRateHalf, kScale1, kSmallFaces, kExplOnGround),            // 3 Road 0x453d80
    desc(kHitObjectScript, 6, 0xc000, kScale1, kSmallFaces),                         // 4 HitObject 0x453f80
    desc(kHitStaticScript, 8, kRateHalf, kScale1, kSmallFaces, 0, 0, kHitStaticLabels),  // 5 HitStatic 0x453ee0
    desc(kDustBigScript, 16, kRateHalf, kScale2, kBigFaces, kExplOnGround),          // 6 DustBig 0x453c58
    desc(kSplashBigScript, 16, kRateHalf, kScale2, kSplashFaces, kExplOnGround),     // 7 SplashBig 0x453a00
    desc(kRoadBigScript, 16, kRateHalf, kScale2, kBigFaces, kExplOnGround),          // 8 RoadBig 0x453e48
    desc(kBuildingScript, 24, kRateHalf, kScale2, kSmokeFaces, kExplOnGround, 4),    // 9 Building
    desc(kWallVScript, 16, kRateHalf, kScale2, kSmokeFaces, kExplOnGround, 4),       // 10 WallV
    desc(kWallHScript, 16, kRateHalf, kScale2, kSmokeFaces, kExplOnGround, 4),       // 11 WallH
    desc(kTowerScript, 24, kRateHalf, kScale2, kSmokeFaces, kExplOnGround, 4),       // 12 Tower 0x453228
    desc(kBridgeScript, 16, kRateHalf, kScale2, kSplashFaces, kExplOnGround),        // 13 Bridge
    desc(kFlagBuildingScript, 24, kRateHalf, kScale2, kSmokeFaces, kExplOnGround, 4),  // 14 FlagBuilding
    desc(kBushCrushedScript, 8, kRateHalf, kScale1, kPuffFaces, kExplOnGround),      // 15 BushCrushed 0x4545d0
    desc(kPlantScript, 12, kRateHalf, kScale1, kSmokeFaces, kExplOnGround),          // 16 Plant
    desc(kTentScript, 12, kRateHalf, kScale1, kSmokeFaces, kExplOnGround),           // 17 Tent
    desc(kFuelScript, 24, kRateHalf, kScale2, kBigFaces, kExplOnGround, 4),          // 18 FuelDepot
    desc(kWreckScript, 16, kRateHalf, kScale2, kBigFaces),                           // 19 WreckTank 0x44b0c8[0]
    desc(kWreckScript, 12, kRateHalf, kScale1, kBigFaces),                           // 20 WreckJeep [1]
    desc(kWreckScript, 16, kRateHalf, kScale2, kBigFaces),                           // 21 WreckMsv [2]
    desc(kWreckScript, 20, kRateHalf, kScale2, kBigFaces),                           // 22 WreckHeli [3]
    desc(kSinkingScript, 16, kRateHalf, kScale1, kSplashFaces, kExplOnGround),       // 23 Sinking 0x454300
    desc(kMineScript, 16, kRateHalf, kScale2, kBigFaces, kExplOnGround),             // 24 Mine 0x454470
    desc(kDroneScript, 16, kRateHalf, kScale1, kBigFaces),                           // 25 Drone 0x454098
    desc(kMuzzleScript, 4, kRateOne, kScale1, kFlashFaces),                          // 26 TankMuzzle 0x454550
    desc(kBackBlastScript, 6, kRateOne, kScale1, kPuffFaces),                        // 27 MsvBackBlast 0x4544f0
    desc(kMuzzleScript, 4, kRateOne, kScale1, kFlashFaces),                          // 28 HeliMuzzle 0x454580
    desc(kLandingScript, 6, kRateOne, kScale1, kPuffFaces, kExplOnGround),           // 29 GroundDust
    desc(kLandingScript, 8, kRateHalf, kScale1, kSplashFaces, kExplOnGround),        // 30 GroundSplash
});
// clang-format on
static_assert(kDescs.size() == kExplIds, "one descriptor per ExplId");

// Every script is well formed: ops 0..22 whose arguments fit, ending with op 0.
constexpr bool scriptsWellFormed() {
  for (const ExplDesc& d : kDescs) {
    size_t pc = 0;
    while (pc < d.script.size() && d.script[pc] != kEnd) {
      if (d.script[pc] >= kExplOps) return false;
      pc += static_cast<size_t>(explOpLength(d.script[pc]));
    }
    if (pc >= d.script.size()) return false;
    if (d.frames < 1 || d.rate <= 0) return false;
    for (const ExplFace& f : d.faces) {
      for (uint8_t v : f.v) {
        if (v >= d.verts.size()) return false;
      }
    }
  }
  return true;
}
static_assert(scriptsWellFormed(), "every script ends with op 0 and every face names its vertices");

// The sound table 0x43ede0 (designed names).
constexpr auto kSoundEvents = std::to_array<EventId>({
    EventId::ExplSmall,  // 0
    EventId::ExplBig,    // 1
    EventId::Splash,     // 2
    EventId::Crumble,    // 3
    EventId::WallFall,   // 4
    EventId::FuelBlast,  // 5
    EventId::TreeFall,   // 6
    EventId::Cannon,     // 7
    EventId::Rocket,     // 8
    EventId::MineBlast,  // 9
});
static_assert(kSoundEvents.size() == kExplSounds);

// ---- the BNO columns (OBJ table 0x451438 +0x2c destroy / +0x28 crush) ----
struct BnoExpl {
  ExplId destroy;  // +0x2c
  ExplId crush;    // +0x28
};
using enum ExplId;
// designed: consistent with bno_table.cpp: every damageable id has a destroy explosion
// whose script applies its destroyed state (op 4 / 21) or hands it to the hook's
// BnoDestroy; every crushable one (bushes, cactus, planters, tents) the crush 0x4545d0.
// Rocks, rubble and the unknown ids: None.
// clang-format off
constexpr auto kBnoExpl = std::to_array<BnoExpl>({
    {None, None},                 // 0 BNO_NONE
    {Plant, BushCrushed},         // 1 BNO_BUSH_1S
    {Plant, BushCrushed},         // 2 BNO_BUSH_2S
    {Plant, None},                // 3 BNO_PALM_1S
    {Plant, None},                // 4 BNO_PALM_2S
    {Plant, None},                // 5 BNO_TREE_S
    {Plant, BushCrushed},         // 6 BNO_CACTUS
    {None, None},                 // 7 BNO_ROCK_1S
    {None, None},                 // 8 BNO_ROCK_2S
    {None, None},                 // 9 BNO_ROCK_1T
    {None, None},                 // 10 BNO_ROCK_2T
    {Plant, BushCrushed},         // 11 BNO_PLANTER_BUSH
    {Plant, BushCrushed},         // 12 BNO_PLANTER_BERRY
    {Plant, BushCrushed},         // 13 BNO_PLANTER_STONE
    {Building, None},             // 14 BNO_AMMO
    {Building, None},             // 15 BNO_PRISON_S
    {Building, None},             // 16 BNO_PRISON_E
    {Building, None},             // 17 BNO_PRISON_W
    {None, None},                 // 18 BNO_WATCHTOWER_NE
    {None, None},                 // 19 BNO_WATCHTOWER_NW
    {None, None},                 // 20 BNO_WATCHTOWER_SE
    {None, None},                 // 21 BNO_WATCHTOWER_SW
    {FlagBuilding, None},         // 22 BNO_FLAG
    {Building, None},             // 23 BNO_BLDG_N
    {Building, None},             // 24 BNO_BLDG_S
    {Building, None},             // 25 BNO_BLDG_E
    {Building, None},             // 26 BNO_BLDG_W
    {Building, None},             // 27 BNO_FACT_N
    {Building, None},             // 28 BNO_FACT_S
    {Building, None},             // 29 BNO_FACT_E
    {Building, None},             // 30 BNO_FACT_W
    {Building, None},             // 31 BNO_BNKR_N
    {Building, None},             // 32 BNO_BNKR_S
    {Building, None},             // 33 BNO_BNKR_E
    {Building, None},             // 34 BNO_BNKR_W
    {Building, None},             // 35 BNO_OUTPOST
    {Building, None},             // 36 BNO_HOSP_S
    {Building, None},             // 37 BNO_HOSP_E
    {Building, None},             // 38 BNO_HOSP_W
    {FuelDepot, None},            // 39 BNO_FUEL_N
    {FuelDepot, None},            // 40 BNO_FUEL_S
    {FuelDepot, None},            // 41 BNO_FUEL_E
    {FuelDepot, None},            // 42 BNO_FUEL_W
    {Building, None},             // 43 BNO_GATE_H
    {Building, None},             // 44 BNO_GATE_V
    {WallV, None},                // 45 BNO_WALL_V
    {WallH, None},                // 46 BNO_WALL_H
    {Tent, BushCrushed},          // 47 BNO_TENT_V (designed: crushed like a bush)
    {Tent, BushCrushed},          // 48 BNO_TENT_H
    {Tower, None},                // 49 BNO_TOWER
    {Tower, None},                // 50 BNO_LARGE_TOWER
    {None, None},                 // 51 BNO_STD_DEST
    {None, None},                 // 52 BNO_DEST_JAIL
    {None, None},                 // 53 BNO_DEST_HOSP
    {WallH, None},                // 54 BNO_LDMG_WALL_H
    {WallH, None},                // 55 BNO_RDMG_WALL_H
    {WallH, None},                // 56 BNO_BDMG_WALL_H
    {WallV, None},                // 57 BNO_LDMG_WALL_V
    {WallV, None},                // 58 BNO_RDMG_WALL_V
    {WallV, None},                // 59 BNO_BDMG_WALL_V
    {None, None},                 // 60 BNO_DMG_TOWER
    {None, None},                 // 61 BNO_DESTROYED_TOWER
    {Building, None},             // 62 BNO_DMG_FLAG (hp 6 -> BNO_DEST_FLAG)
    {None, None},                 // 63 BNO_DEST_FLAG
    {None, None},                 // 64 BNO_DEST_TENT
    {None, None},                 // 65 BNO_DEST_AMMO
    {None, None},                 // 66 BNO_DEST_GATE_H
    {None, None},                 // 67 BNO_DEST_GATE_V
    {None, None},                 // 68 BNO_READY_TOWER
    {Tent, None},                 // 69 BNO_WTOWER_NE
    {Tent, None},                 // 70 BNO_WTOWER_NW
    {Tent, None},                 // 71 BNO_WTOWER_SE
    {Tent, None},                 // 72 BNO_WTOWER_SW
    {None, None},                 // 73 BNO_DEST_PRISON
    {Bridge, None},               // 74 BNO_BRIGE_H
    {Bridge, None},               // 75 BNO_BRIGE_V
    {None, None},                 // 76 BNO_DEST_BRIGE
    {None, None},                 // 77 BNO_DEST_FUEL
    {None, None},                 // 78 BNO_DEST_WTOWER_NE
    {None, None},                 // 79 BNO_DEST_WTOWER_NW
    {None, None},                 // 80 BNO_DEST_WTOWER_SE
    {None, None},                 // 81 BNO_DEST_WTOWER_SW
    {None, None},                 // 82 BNO_DEST_OUTPOST
    {None, None},                 // 83 BNO_DEST_PLANTER
    {None, None},                 // 84 BNO_DEST_TREE_S
    {None, None},                 // 85 BNO_DEST_TREE_D
    {None, None},                 // 86 BNO_DEST_TREE
    {None, None},                 // 87 BNO_DEST_BUSH_1
    {None, None},                 // 88 BNO_DEST_BUSH_2
    {None, None},                 // 89 BNO_STORAGE_LIGHT
    {Tower, None},                // 90 BNO_ACTIVE_TOWER
});
// clang-format on
static_assert(kBnoExpl.size() == kBnoCount, "one row per id of the object table 0x451438 (91)");

}  // namespace

std::span<const ExplDesc> explDescriptors() {
  return kDescs;
}

EventId explSoundEvent(uint32_t s) {
  return s < kSoundEvents.size() ? kSoundEvents[s] : EventId::None;
}

ExplId bnoDestroyExpl(uint32_t bno) {
  return bno < kBnoExpl.size() ? kBnoExpl[bno].destroy : ExplId::None;
}
ExplId bnoCrushExpl(uint32_t bno) {
  return bno < kBnoExpl.size() ? kBnoExpl[bno].crush : ExplId::None;
}

}  // namespace rf
