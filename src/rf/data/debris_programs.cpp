// SPDX-License-Identifier: GPL-3.0-or-later
// The debris programs 0x454ee8 and the debris sets 0x454e18 / 0x454730 / 0x44a0a0
// (debris_programs.hpp). designed: every value (the tables are not in the notes), so that
// - pieces fly up and out along their face's direction (op 2, 1.0..2.2 px/tick), tumble
//   (ops 3 / 4), slow down (op 8), fall (op 6 / 9: 1/16 px/tick^2) and settle on the ground
//   (op 7) within about 20..60 ticks ("within ~1-2 s"), with a dust puff where they land or
//   a splash where they sink (op 10);
// - wreck pieces thrown high (set 1) fly faster and farther than low ones (set 5);
// - leaves (set 6 k1) do not settle: they squash flat (op 9) and go when their frames end;
// - bridge planks (0x44a0a0) are sprite 0xa6 (op 5) and usually fall into the water.
#include "rf/data/debris_programs.hpp"

#include "rf/data/data_tables.hpp"

#include <stdexcept>
#include <string>

namespace rf {
namespace {

using core::Fixed;
using O = DebrisOp;

constexpr Fixed F(int frames) {
  return core::px(frames);  // whole frames as 16.16
}
constexpr int kAll = 1000;  // a window to the end of any program

constexpr DebrisStep step(DebrisOp op, int from, int to, int32_t a0 = 0, int32_t a1 = 0, int32_t a2 = 0) {
  return DebrisStep{op, F(from), F(to), {a0, a1, a2, 0, 0}};
}

// A thrown piece: speed, tumble, damping, gravity, dust / splash, floor; the PLUT fade
// from the fade frame on (a no-op on PC).
constexpr DebrisDef thrown(Fixed speed, int32_t yaw, int32_t pitch, Fixed damp, int frames, int fade) {
  return DebrisDef{
      0x10000,
      F(frames),
      F(fade),
      {step(O::Speed, 0, 0, speed), step(O::YawSpin, 0, kAll, yaw), step(O::PitchSpin, 0, kAll, pitch),
       step(O::Damp, 0, kAll, damp), step(O::Gravity, 0, kAll), step(O::Splash, 0, kAll),
       step(O::Floor, 0, kAll, 0, kDebrisSettledZBias), step(O::PlutFade, fade, kAll, 0x7fff, 0)}};
}

// 0x454ee8 (designed)
// clang-format off
constexpr auto kDefs = std::to_array<DebrisDef>({
    thrown(0x20000, 0x18000, 0x20000, 0xfae1, 240, 180),   // 0 WreckHighTop: 2.0 px/t, damp 0.98
    thrown(0x18000, 0x10000, 0x18000, 0xfae1, 240, 180),   // 1 WreckHighSide: 1.5
    thrown(0x16666, 0x8000, 0x10000, 0xf5c2, 240, 180),    // 2 BuildingWall: 1.4, damp 0.96
    thrown(0x1cccc, 0x14000, 0x20000, 0xf5c2, 240, 180),   // 3 BuildingRoof: 1.8
    thrown(0x23333, 0x20000, 0x28000, 0xf5c2, 240, 180),   // 4 BuildingBit: 2.2
    thrown(0x13333, 0x4000, 0x18000, 0xf0a3, 240, 180),    // 5 Stone: 1.2, damp 0.94
    thrown(0x19999, 0x20000, 0x20000, 0xf333, 240, 180),   // 6 Light: 1.6, damp 0.95
    thrown(0x13333, 0x10000, 0x10000, 0xf5c2, 240, 180),   // 7 WreckLowTop: 1.2
    thrown(0xcccc, 0x8000, 0x8000, 0xf5c2, 240, 180),      // 8 WreckLowSide: 0.8
    DebrisDef{0x10000, F(90), F(60),                        // 9 Leaf: 0.75, spin, squash 1/32 per tick
              {step(O::Speed, 0, 0, 0xc000), step(O::YawSpin, 0, kAll, 0x30000), step(O::Damp, 0, kAll, 0xf000),
               step(O::GravitySquash, 0, kAll, 0x800), step(O::Splash, 0, kAll),
               step(O::PlutFade, 60, kAll, 0x7fff, 0)}},
    thrown(0x9999, 0x4000, 0x28000, 0xf0a3, 240, 180),     // 10 Trunk: 0.6
    thrown(0x20000, 0x20000, 0x30000, 0xfae1, 240, 180),   // 11 TurretPlate: 2.0
    DebrisDef{0x10000, F(240), F(180),                      // 12 Plank: 1.0, sprite 0xa6
              {step(O::Speed, 0, 0, 0x10000), step(O::Sprite, 0, kAll, kPlankSprite, 1, 0x10000),
               step(O::PitchSpin, 0, kAll, 0x20000), step(O::Gravity, 0, kAll), step(O::Splash, 0, kAll),
               step(O::Floor, 0, kAll, 0, kDebrisSettledZBias)}},
});
// clang-format on
static_assert(kDefs.size() == kDebrisDefs, "one program per DebrisDefId");

struct SetRow {
  std::array<int8_t, 3> def;  // by face class k - 1; -1 none
};
constexpr int8_t d(DebrisDefId id) {
  return static_cast<int8_t>(id);
}
constexpr int8_t kNone = -1;
using D = DebrisDefId;

// 0x454e18 (sets 1..7), 0x454730 (16), 0x44a0a0 (17); designed contents
// clang-format off
constexpr auto kSets = std::to_array<SetRow>({
    {{kNone, kNone, kNone}},                                          // 0 None
    {{d(D::WreckHighTop), d(D::WreckHighSide), kNone}},               // 1 WreckHigh
    {{d(D::BuildingWall), d(D::BuildingRoof), d(D::BuildingBit)}},    // 2 buildings
    {{d(D::Stone), kNone, kNone}},                                    // 3 stone
    {{d(D::Light), kNone, kNone}},                                    // 4 light things
    {{d(D::WreckLowTop), d(D::WreckLowSide), kNone}},                 // 5 WreckLow
    {{d(D::Leaf), d(D::Trunk), kNone}},                               // 6 Bushes
    {{kNone, d(D::Stone), kNone}},                                    // 7 TowerBase
    {{kNone, kNone, kNone}},                                          // 8
    {{kNone, kNone, kNone}},                                          // 9
    {{kNone, kNone, kNone}},                                          // 10
    {{kNone, kNone, kNone}},                                          // 11
    {{kNone, kNone, kNone}},                                          // 12
    {{kNone, kNone, kNone}},                                          // 13
    {{kNone, kNone, kNone}},                                          // 14
    {{kNone, kNone, kNone}},                                          // 15
    {{d(D::TurretPlate), kNone, kNone}},                              // 16 TowerTurret 0x454730
    {{d(D::Plank), kNone, kNone}},                                    // 17 BridgePlanks 0x44a0a0
});
// clang-format on
static_assert(kSets.size() == kDebrisSetSlots, "set ids 0..17");

}  // namespace

namespace {
void checkDebrisId(int32_t id) {
  if (id < 0 || id >= kDebrisDefs) {
    throw std::out_of_range("debris program " + std::to_string(id) + " (0.." +
                            std::to_string(kDebrisDefs - 1) + ")");
  }
}
}  // namespace

const DebrisDef& designedDebrisDef(int32_t id) {
  checkDebrisId(id);
  return kDefs[static_cast<size_t>(id)];
}

const DebrisDef& debrisDef(int32_t id) {
  return debrisDef(designedTables(), id);
}

int32_t debrisSetDef(DebrisSetId set, int k) {
  const auto s = static_cast<size_t>(set);
  if (s >= kSets.size() || k < 1 || k > 3) return -1;
  return kSets[s].def[static_cast<size_t>(k - 1)];
}

}  // namespace rf
