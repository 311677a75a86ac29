// SPDX-License-Identifier: GPL-3.0-or-later
// Tower turrets (rf-simulation.md §9 "Turrets", the ai_test lines): a tower drawn in the
// enemy's view wakes (165 px), reacts, turns, fires shells of 1.5 (-1.2 hp on a tank) every
// 60 ticks, holds fire when its own side is in the line, rests when the target is gone,
// is static again after 300 unseen ticks, and 5 tank shells bring it down in its live pose.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "rf/data/bno_ids.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/turret.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf::test {
namespace {

constexpr int kTowerX = 40;
constexpr int kTowerY = 60;

void placeTower(Game& g, Bno b = Bno::LargeTower, uint32_t team = 1) {
  g.mutableState().world.setCell(kTowerX, kTowerY, cell::make(kGrass));
  g.mutableState().world.setCellStaticObject(kTowerX, kTowerY, bnoId(b), team);
}
uint32_t towerWord(const Game& g) {
  return g.state().world.cell(kTowerX, kTowerY);
}
const Obj* turret(const Game& g) {
  for (const Obj& o : g.state().objs) {
    if (o.alive() && (o.objClass() == ObjClass::TurretGun || o.objClass() == ObjClass::TurretGunLarge)) return &o;
  }
  return nullptr;
}
bool seen(const Game& g, EventId name) {
  return std::any_of(g.events().begin(), g.events().end(), [&](const Event& e) { return e.id == name; });
}
Fixed tankY(const Game& g) {
  return g.state().obj(g.state().team[0].vehicle).y;
}

// The ai_test run's dt (docs/fidelity.md: its 175, 341 and 181 are odd counts): the tests of
// its outcomes (A1, A2, A3, A4, A5) step at dt 1.
constexpr int32_t kAiDt = 1;
void stepAi(Game& g, int frames, uint32_t word = raw::kNone) {
  for (int i = 0; i < frames; ++i) {
    Inputs in;
    in.words = {word, raw::kNone};
    in.dt = kAiDt;
    g.step(in);
  }
}

// The ai_test line "wakes with the tank 165 px away": the tank drives north at the tower;
// the frame its cell enters the view's area (165 px on y) the turret object appears.
TEST(Turret, ALargeTowerWakesWithTheTank165PxAway) {
  Game g = vehicleGame();
  placeTower(g);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kTowerX), centre(kTowerY + 10), 0);
  Fixed wokeAt = 0;
  for (int f = 0; f < 800 && wokeAt == 0; ++f) {
    stepAi(g, 1, drive(true));
    if (seen(g, EventId::TurretAwake)) wokeAt = tankY(g) - centre(kTowerY);
  }
  ASSERT_NE(wokeAt, 0);
  // at dt 1 (the tank 1.05 px a frame on grass): 165 whole px (at dt 2: 162..165)
  EXPECT_EQ(wokeAt >> 16, 165);
  const Obj* t = turret(g);
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->objClass(), ObjClass::TurretGunLarge);
  EXPECT_EQ(cell::bno(towerWord(g)), bnoId(Bno::ActiveTower));
  EXPECT_EQ(t->local[kTurretBno], bnoId(Bno::LargeTower));
  EXPECT_EQ(t->parent, g.state().team[0].vehicle);
  EXPECT_EQ(g.state().turretCount[1], 1);
  // its own side's vehicle never wakes it
  Game own = vehicleGame();
  placeTower(own, Bno::LargeTower, 0);
  spawnVehicle(own.mutableState(), VehicleType::Tank, 0, centre(kTowerX), centre(kTowerY + 3), 0);
  stepAi(own, 100);
  EXPECT_EQ(turret(own), nullptr);
}

// A2 at dt 1: after the reaction delay (RandRange(300) & 0xff) the turret turns at 0x3333 a
// tick to the tank, aims and fires type-4 shells every 60 ticks; each hit takes 1.5 - 0.3
// armour = 1.2.
TEST(Turret, ShellsEvery60TicksTake1Point2FromTheTank) {
  Game g = vehicleGame();
  placeTower(g);
  // the tank stands 4 cells south of the tower (128 px: in range, in view)
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kTowerX) + core::px(40), centre(kTowerY + 4), 0);
  stepAi(g, 1);
  const Obj* t = turret(g);
  ASSERT_NE(t, nullptr);
  const int32_t wake = t->local[kTurretWake];
  EXPECT_LE(wake - g.state().tick, 255);
  const Fixed hp0 = vehOf(g).hp;
  std::vector<int32_t> shots;
  std::vector<Fixed> hps;
  for (int f = 0; f < 800; ++f) {
    stepAi(g, 1);
    if (seen(g, EventId::Missle)) shots.push_back(g.state().tick);
    if (vehOf(g).hp != (hps.empty() ? hp0 : hps.back())) hps.push_back(vehOf(g).hp);
  }
  ASSERT_GE(shots.size(), 3u);
  EXPECT_GT(shots[0], wake);  // only after the reaction delay (and the turn)
  for (size_t i = 1; i < shots.size(); ++i) EXPECT_EQ(shots[i] - shots[i - 1], 61);  // > next shot: 60 + one frame (one tick at dt 1; 62 at dt 2)
  ASSERT_GE(hps.size(), 2u);
  EXPECT_EQ(hp0 - hps[0], 0x18000 - 0x4ccc);  // 1.5 - the tank's armour 0.3
  EXPECT_EQ(hps[0] - hps[1], 0x18000 - 0x4ccc);
}

// The TRACER probe meets the turret's own side first (an own-team building in the line):
// no shell, another try in 30 ticks.
TEST(Turret, HoldsFireWhenItsOwnSideIsInTheLine) {
  Game g = vehicleGame();
  placeTower(g);
  g.mutableState().world.setCell(kTowerX, kTowerY + 2, cell::make(kGrass));
  g.mutableState().world.setCellStaticObject(kTowerX, kTowerY + 2, bnoId(Bno::BldgS), 1);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kTowerX), centre(kTowerY + 4), 0);
  int shells = 0;
  for (int f = 0; f < 300; ++f) {
    stepFrames(g, 1);
    shells += countClass(g, ObjClass::Missle);
  }
  EXPECT_EQ(shells, 0);
  const Obj* t = turret(g);
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->think, kTurretAim);
  EXPECT_EQ(g.state().tracer.friendly, 1);
  EXPECT_LE(t->local[kTurretNextShot] - g.state().tick, 30);
}

// The gun pitch: Atan2(dist, muzzle z - target z), beyond +-33.75 deg snapped to the limit.
TEST(Turret, PitchSnapsToTheLimits) {
  Game g = vehicleGame();
  placeTower(g, Bno::Tower);
  // 28 px south: atan(24.5 / 28) = 41 deg down -> 0x60000
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kTowerX), centre(kTowerY) + core::px(28), 0);
  Obj* t = nullptr;
  for (int f = 0; f < 400; ++f) {
    stepFrames(g, 1);
    t = const_cast<Obj*>(turret(g));
    if (t != nullptr && t->think == kTurretAim && t->local[kTurretPitch] == kTurretPitchDown) break;
  }
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->local[kTurretPitch], kTurretPitchDown);
  // 100 px: atan(24.5 / 100) = 13.8 deg, not snapped
  Game far = vehicleGame();
  placeTower(far, Bno::Tower);
  spawnVehicle(far.mutableState(), VehicleType::Tank, 0, centre(kTowerX), centre(kTowerY) + core::px(100), 0);
  stepFrames(far, 300);
  const Obj* tf = turret(far);
  ASSERT_NE(tf, nullptr);
  EXPECT_EQ(tf->local[kTurretPitch], core::Atan2Fixed(core::px(100), core::px(24) + 0x8000));
}

// The target gone (here: the tank docked away, its object removed): the turret turns back
// to its rest pose at the same rates, then has no think and becomes the static tower.
TEST(Turret, RestsWhenTheTargetIsGoneThenIsStaticAgain) {
  Game g = vehicleGame();
  placeTower(g);
  const ObjSlot tank = spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kTowerX) + core::px(60), centre(kTowerY + 4), 0).slot();
  const Obj* t = nullptr;
  for (int f = 0; f < 400; ++f) {
    stepFrames(g, 1);
    t = turret(g);
    if (t != nullptr && t->think == kTurretAim && t->local[kTurretNextShot] > 0) break;
  }
  ASSERT_NE(t, nullptr);
  const int32_t restYaw = t->local[kTurretRestYaw];
  const int32_t yawTicks = (std::abs(core::HeadingDelta(t->heading, restYaw)) + kTurretYawRate - 1) / kTurretYawRate;
  const int32_t pitchTicks = (std::abs(core::HeadingDelta(t->local[kTurretPitch], 0)) + kTurretPitchRate - 1) / kTurretPitchRate;
  const int32_t restTicks = yawTicks + pitchTicks;  // yaw, then pitch (kTurretRestReading)
  objDestroyNow(g.mutableState(), tank);  // the target is gone
  const int32_t t0 = g.state().tick;
  int32_t restedAt = -1;
  int32_t staticAt = -1;
  for (int f = 0; f < 400 && staticAt < 0; ++f) {
    stepFrames(g, 1);
    const Obj* now = turret(g);
    if (now != nullptr && now->think == 0 && restedAt < 0) restedAt = g.state().tick - t0;
    if (now == nullptr) staticAt = g.state().tick - t0;
  }
  // the update that finds the target gone switches to the rest think (one frame, no turn),
  // then the pose arrives on the first frame at or after the per-tick count
  EXPECT_EQ(restedAt, 2 + (yawTicks + 1) / 2 * 2 + (pitchTicks + 1) / 2 * 2);
  EXPECT_GT(restTicks, 0);
  EXPECT_EQ(staticAt, restedAt + 2);  // the next update removes it
  EXPECT_EQ(cell::bno(towerWord(g)), bnoId(Bno::LargeTower));
  EXPECT_EQ(cell::hp(towerWord(g)), 5u);
  EXPECT_EQ(g.state().turretCount[1], 0);
}

// A4, ai_test "Target gone -> rest in 175 ticks". The rest turns the yaw at 0x3333 and the
// pitch at 0xa3d a tick (the aim's rates) after the one update that finds the target gone;
// the notes do not say whether both turn at once or one after the other. Both readings, at
// dt 1 and dt 2, from the pose of a turret that shot at a close tank (the gun at the 33.75
// deg down limit: 0x60000 / 0xa3d -> 151 ticks) with its yaw 23 ticks (22 x 0x3333 + 0x2000)
// from the rest yaw, and from the longest pose there is (the yaw 180 deg away: 161 ticks).
namespace {
int32_t restTicksOf(TurretRestReading r, int32_t yawAway, int32_t pitch, int32_t dt) {
  const int32_t restYaw = 0x150000;
  int32_t yaw = core::WrapHeading(static_cast<int64_t>(restYaw) + yawAway);
  int32_t ticks = dt;  // the update that finds the target gone (the aim's switch to the rest)
  for (int f = 0; f < 1000; ++f) {
    const TurretRestStep s = turretRestStep(r, yaw, pitch, restYaw, dt);
    yaw = s.yaw;
    pitch = s.pitch;
    ticks += dt;
    if (s.atRest) return ticks;
  }
  return -1;
}
constexpr int32_t kNotesYawAway = 22 * kTurretYawRate + 0x2000;  // 23 ticks of turn
}  // namespace

TEST(Turret, RestReadingsAtDt1AndDt2) {
  using R = TurretRestReading;
  // yaw then pitch: 1 + 23 + 151 = 175 at dt 1 (the notes' count); at dt 2 each phase ends on
  // the first frame at or after it: 2 + 24 + 152 = 178 (every count even: never 175)
  EXPECT_EQ(restTicksOf(R::YawThenPitch, kNotesYawAway, kTurretPitchDown, 1), 175);
  EXPECT_EQ(restTicksOf(R::YawThenPitch, kNotesYawAway, kTurretPitchDown, 2), 178);
  // together the same pose rests with the pitch: 1 + 151 = 152 at dt 1, 2 + 152 = 154 at dt 2
  EXPECT_EQ(restTicksOf(R::Together, kNotesYawAway, kTurretPitchDown, 1), 152);
  EXPECT_EQ(restTicksOf(R::Together, kNotesYawAway, kTurretPitchDown, 2), 154);
  // the longest rest together: 1 + 161 = 162 at dt 1, 164 at dt 2: 175 cannot happen
  EXPECT_EQ(restTicksOf(R::Together, 0x200000, kTurretPitchDown, 1), 162);
  EXPECT_EQ(restTicksOf(R::Together, 0x200000, kTurretPitchDown, 2), 164);
  for (int32_t yawAway = 0; yawAway <= 0x200000; yawAway += 0x1000) {
    for (int32_t pitch : {0, 0x20000, kTurretPitchDown}) {
      EXPECT_NE(restTicksOf(R::Together, yawAway, pitch, 1), 175);
    }
  }
  // yaw then pitch, the longest: 1 + 161 + 151 = 313
  EXPECT_EQ(restTicksOf(R::YawThenPitch, 0x200000, kTurretPitchDown, 1), 313);
  // the one the simulation uses is the one the notes' number supports
  EXPECT_EQ(kTurretRestReading, R::YawThenPitch);
}

// A4 in the game at the ai_test run's dt (1): the turret that shot at a close tank (its gun
// at the down limit), the yaw 23 ticks from its rest pose, the tank gone: at rest in 175 ticks.
TEST(Turret, RestsIn175TicksAtDt1) {
  const auto restTicks = [](int32_t dt) {
    Game g = vehicleGame();
    placeTower(g);
    const ObjSlot tank =
        spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kTowerX), centre(kTowerY + 4), 0).slot();
    stepFrames(g, 1);
    const Obj* t = turret(g);
    EXPECT_NE(t, nullptr);
    if (t == nullptr) return -1;
    Obj& o = g.mutableState().obj(t->slot());
    o.heading = core::WrapHeading(static_cast<int64_t>(o.local[kTurretRestYaw]) + kNotesYawAway);
    o.local[kTurretPitch] = kTurretPitchDown;
    o.think = kTurretAim;
    objDestroyNow(g.mutableState(), tank);
    const int32_t t0 = g.state().tick;
    Inputs in;
    in.dt = dt;
    for (int f = 0; f < 400; ++f) {
      g.step(in);
      const Obj* now = turret(g);
      if (now == nullptr || now->think == 0) break;
    }
    return g.state().tick - t0;
  };
  EXPECT_EQ(restTicks(1), 175);
  EXPECT_EQ(restTicks(2), 178);
}

// Not drawn: (short)(+0x62 += dt) reaches 301 -> the turret goes, the tower is static.
TEST(Turret, StaticAgainAfter300UnseenTicks) {
  Game g = vehicleGame();
  placeTower(g);
  const ObjSlot tank = spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kTowerX), centre(kTowerY + 4), 0).slot();
  stepAi(g, 1);
  ASSERT_NE(turret(g), nullptr);
  // the tank (still its target) is moved 20 cells east: the tower leaves the view
  Sim& sim = g.mutableState();
  objUnlinkCell(sim, tank);
  sim.obj(tank).x = centre(kTowerX + 20);
  objLinkCell(sim, tank);
  int frames = 0;
  while (turret(g) != nullptr && frames < 400) {
    stepAi(g, 1);
    ++frames;
  }
  EXPECT_EQ(frames, 301);  // A5 at dt 1: unseen 1, 2, .. 301 >= 301 (151 frames, 302 ticks at dt 2)
  EXPECT_EQ(cell::bno(towerWord(g)), bnoId(Bno::LargeTower));
}

// ai_test: 5 tank shells destroy the awake large tower: 5 turret debris, BNO 60; the
// turret part flies off in the live pose.
TEST(Turret, FiveTankShellsDestroyTheAwakeTower) {
  Game g = vehicleGame();
  placeTower(g);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kTowerX), centre(kTowerY + 4), 0);
  int debris = 0;
  bool awakeWhenHit = false;
  for (int f = 0; f < 400 && cell::bno(towerWord(g)) != bnoId(Bno::DmgTower); ++f) {
    const int before = countClass(g, ObjClass::FWall);
    const bool press = f % 24 == 0 && f < 120;  // A3 at dt 1: five shells, 24 ticks apart
    if (press) awakeWhenHit = awakeWhenHit || turret(g) != nullptr;
    stepAi(g, 1, press ? buttons(true) : raw::kNone);
    debris += std::max(0, countClass(g, ObjClass::FWall) - before);
  }
  EXPECT_TRUE(awakeWhenHit);
  EXPECT_EQ(vehOf(g).slots[0].ammo, 150 - 5);  // 5 shells
  EXPECT_EQ(cell::bno(towerWord(g)), bnoId(Bno::DmgTower));
  EXPECT_EQ(turret(g), nullptr);
  EXPECT_EQ(g.state().turretCount[1], 0);
  EXPECT_EQ(debris, 5);
}

// DAT_00471458: the enemy turrets the view drew this frame (VehicleUpdate's idle rule reads
// it next frame: no drone with 3 or more).
TEST(Turret, TheViewCountsTheEnemyTurretsItDrew) {
  Game g = vehicleGame();
  for (int i = 0; i < 3; ++i) {
    g.mutableState().world.setCell(kTowerX - 3 + 3 * i, kTowerY, cell::make(kGrass));
    g.mutableState().world.setCellStaticObject(kTowerX - 3 + 3 * i, kTowerY, bnoId(Bno::Tower), 1);
  }
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kTowerX), centre(kTowerY + 4), 0);
  stepFrames(g, 1);
  EXPECT_EQ(g.state().turretsInView, 3);
  EXPECT_EQ(g.state().player[0].camera.turrets, 3);
  EXPECT_EQ(g.state().turretCount[1], 3);
}

}  // namespace
}  // namespace rf::test
