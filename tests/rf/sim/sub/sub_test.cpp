// SPDX-License-Identifier: GPL-3.0-or-later
// The submarine (rf-simulation.md §9 "Submarine"): the ai_test outcome with its tick counts
// (the heli off the west edge: SpawnSub at once, surfaced 341 ticks later, the Death Missle
// 181 ticks after that, 25 damage destroy the heli, the sub dives and is removed), one sub at
// a time, the frame animation, nobody out -> removed, the quirk of the surface think, and the
// homing Death Missle against a moving heli. Frames at dt = 1 so that every tick is seen.
#include <gtest/gtest.h>

#include "rf/data/projectile_types.hpp"
#include "rf/data/shapes.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/projectile.hpp"
#include "rf/sim/sub.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/weapon.hpp"

namespace rf::test {
namespace {

void step1(Game& g, int frames, uint32_t word = raw::kNone) {
  for (int i = 0; i < frames; ++i) {
    Inputs in;
    in.words = {word, raw::kNone};
    in.dt = 1;
    g.step(in);
  }
}

const Obj* sub(const Game& g) {
  return g.object(g.state().subId);
}

const Obj* findClass(const Game& g, ObjClass cls) {
  for (const Obj& o : g.state().objs) {
    if (o.alive() && o.objClass() == cls) return &o;
  }
  return nullptr;
}

// A heli at cruise height near the west edge, heading west.
Game heliNearTheWestEdge() {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Heli, 0, centre(1), centre(40), 0x300000);
  step1(g, 120);  // up to 50 px
  return g;
}

// Flies west until the SUB appears; returns the frames flown (the sub's first frame included).
int flyOffTheEdge(Game& g) {
  int frames = 0;
  while (sub(g) == nullptr && frames < 400) {
    step1(g, 1, drive(true));
    ++frames;
  }
  return frames;
}

// The ai_test outcome.
TEST(SubAi, HeliOffTheWestEdgeSurfaceMissileDeathDiveRemoved) {
  Game g = heliNearTheWestEdge();
  ASSERT_EQ(vehicleOf(g)->z, core::px(50));
  Fixed start = vehicleOf(g)->x;  // the heli's x at the start of the frame (what Heli_Move tests)
  Fixed startBefore = start;
  for (int i = 0; i < 400 && sub(g) == nullptr; ++i) {
    startBefore = start;
    start = vehicleOf(g)->x;
    step1(g, 1, drive(true));
  }
  const Obj* s = sub(g);
  ASSERT_NE(s, nullptr);
  // SpawnSub at once: in the first frame whose Heli_Move finds the heli more than a cell
  // (32 px) off the map.
  EXPECT_LT(start >> 21, -1);
  EXPECT_GE(startBefore >> 21, -1);
  EXPECT_EQ(countEvents(g, EventId::SpawnSub), 1);
  EXPECT_EQ(s->team, 0);
  EXPECT_EQ(s->think, kSubIdle);
  EXPECT_EQ(s->local[kSubTimer], 0);  // the heli is the list's tail: the sub's first update is next frame
  const int32_t spawnTick = g.state().tick;
  const uint32_t subId = s->id;
  // Hover off the map (no input) and watch the thinks.
  int32_t jumpTick = -1;
  int32_t surfaceTick = -1;
  int32_t missileTick = -1;
  Fixed heliX = 0;
  Fixed heliY = 0;
  while (g.state().tick - spawnTick < 600 && missileTick < 0) {
    step1(g, 1);
    const Obj* o = sub(g);
    ASSERT_NE(o, nullptr);
    if (jumpTick < 0 && o->think == kSubSurface) {
      jumpTick = g.state().tick;
      heliX = vehicleOf(g)->x;
      heliY = vehicleOf(g)->y;
      EXPECT_EQ(o->x, heliX + core::px(32));  // 32 px east of the target, z 0
      EXPECT_EQ(o->y, heliY);
      EXPECT_EQ(o->z, 0);
      EXPECT_EQ(o->parent, vehicleOf(g)->slot());
      EXPECT_EQ(o->local[kSubFrame], kSubFrameRate);  // rising in the same update
    }
    if (surfaceTick < 0 && o->think == kSubFire) surfaceTick = g.state().tick;
    if (findClass(g, ObjClass::DeathMissle) != nullptr) missileTick = g.state().tick;
  }
  EXPECT_EQ(jumpTick - spawnTick, 240);     // the idle wait: 240 ticks counted
  EXPECT_EQ(surfaceTick - spawnTick, 341);  // + 101 ticks of 0x3333 to frame 0x14
  EXPECT_EQ(missileTick - surfaceTick, 181);
  // The missile: from 32 px west of the sub, heading 0, pitch 0x355555, team 0, parent = the heli;
  // the sub's parent is the missile.
  const Obj* m = findClass(g, ObjClass::DeathMissle);
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->team, 0);
  EXPECT_EQ(m->local[kProjType], kProjDeathMissile);
  EXPECT_EQ(m->parent, vehicleOf(g)->slot());
  EXPECT_EQ(sub(g)->parent, m->slot());
  EXPECT_EQ(sub(g)->think, kSubStay);
  // It homes on the heli and hits it: 25 damage destroy the heli (15 hp, armour 0.2).
  const VehicleDef& def = vehicleDef(VehicleType::Heli);
  EXPECT_EQ(vehOf(g).hp, def.hp);
  const uint32_t heliId = g.state().team[0].vehicleId;
  int hitFrames = 0;
  while (g.object(heliId) != nullptr && hitFrames < 90) {
    step1(g, 1);
    ++hitFrames;
  }
  EXPECT_EQ(hitFrames, 17);  // straight up from under it, well within the missile's 90-tick life
  EXPECT_EQ(g.object(heliId), nullptr);
  EXPECT_EQ(vehOf(g).hp, def.hp - (projectileType(kProjDeathMissile).damage - def.armour));
  EXPECT_NE(g.state().team[0].launch.wreckId, 0u);
  // The missile is gone: the sub dives (state 2), is down at frame 0 and, nobody being out, removed.
  step1(g, 1);
  ASSERT_NE(sub(g), nullptr);
  EXPECT_EQ(findClass(g, ObjClass::DeathMissle), nullptr);
  EXPECT_EQ(sub(g)->think, kSubDive);
  EXPECT_EQ(sub(g)->local[kSubState], static_cast<int32_t>(SubAnim::Dive));
  int diveFrames = 0;
  while (g.object(subId) != nullptr && diveFrames < 200) {
    step1(g, 1);
    ++diveFrames;
  }
  EXPECT_LT(diveFrames, 200);
  EXPECT_EQ(g.object(subId), nullptr);
  EXPECT_EQ(g.state().subId, 0u);
  EXPECT_EQ(countClass(g, ObjClass::Sub), 0);
}

// The same story at the games' dt = 2: every step lands on an even tick, so the sub is up at
// 342 (51 steps of 0x6666 from the jump at 240) and fires at the first even tick past
// surfaced + 180 (182 later); the missile still destroys the heli and the sub is removed.
TEST(SubAi, AtDt2) {
  Game g = heliNearTheWestEdge();
  int frames = 0;
  while (sub(g) == nullptr && frames < 400) {
    stepFrames(g, 1, drive(true));
    ++frames;
  }
  ASSERT_NE(sub(g), nullptr);
  const int32_t spawnTick = g.state().tick;
  const uint32_t subId = g.state().subId;
  const uint32_t heliId = g.state().team[0].vehicleId;
  int32_t surfaceTick = -1;
  int32_t missileTick = -1;
  while (missileTick < 0 && g.state().tick - spawnTick < 700) {
    stepFrames(g, 1);
    if (surfaceTick < 0 && sub(g)->think == kSubFire) surfaceTick = g.state().tick;
    if (findClass(g, ObjClass::DeathMissle) != nullptr) missileTick = g.state().tick;
  }
  EXPECT_EQ(surfaceTick - spawnTick, 342);
  EXPECT_EQ(missileTick - surfaceTick, 182);
  stepFrames(g, 45);
  EXPECT_EQ(g.object(heliId), nullptr);
  stepFrames(g, 100);
  EXPECT_EQ(g.object(subId), nullptr);
}

// One at a time: a heli hovering off the map keeps calling SpawnSub; only one sub lives, and
// a new one comes once it is gone.
TEST(SubSpawn, OneAtATime) {
  Game g = heliNearTheWestEdge();
  flyOffTheEdge(g);
  for (int i = 0; i < 300; ++i) {
    step1(g, 1);
    ASSERT_EQ(countClass(g, ObjClass::Sub), 1);
  }
  EXPECT_EQ(spawnSub(g.mutableState()), kNoObj);
  const uint32_t first = g.state().subId;
  objDestroyNow(g.mutableState(), sub(g)->slot());
  EXPECT_EQ(g.state().subId, 0u);
  step1(g, 1);  // still off the map: SpawnSub again
  ASSERT_NE(sub(g), nullptr);
  EXPECT_NE(g.state().subId, first);
  EXPECT_EQ(countClass(g, ObjClass::Sub), 1);
}

// SpawnSub with nobody off the map: team 0 at (0, 0, 0); the idle think finds nobody, the frame
// is 0, think 0: removed by its first update.
TEST(SubIdle, NobodyOutRemoved) {
  Game g = vehicleGame();
  const ObjSlot s = spawnSub(g.mutableState());
  ASSERT_NE(s, kNoObj);
  const Obj& o = g.state().obj(s);
  EXPECT_EQ(o.team, 0);
  EXPECT_EQ(o.x, 0);
  EXPECT_EQ(o.y, 0);
  EXPECT_EQ(o.z, 0);
  EXPECT_EQ(o.gfx, static_cast<int32_t>(GfxId::Sub));
  step1(g, 1);
  EXPECT_EQ(countClass(g, ObjClass::Sub), 0);
  EXPECT_EQ(g.state().subId, 0u);
}

// A vehicle on the map is not "out": the sub is removed too.
TEST(SubIdle, AVehicleOnTheMapIsNotOut) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(40), 0);
  spawnSub(g.mutableState());
  step1(g, 1);
  EXPECT_EQ(countClass(g, ObjClass::Sub), 0);
}

// The farthest out of the two sides' vehicles is the target.
TEST(SubIdle, FarthestOutIsTheTarget) {
  Game g = vehicleGame();
  Sim& sim = g.mutableState();
  Obj& a = spawnVehicle(sim, VehicleType::Heli, 0, centre(1), centre(40), 0);
  Obj& b = spawnVehicle(sim, VehicleType::Heli, 1, centre(120), centre(40), 0);
  for (Obj* o : {&a, &b}) objUnlinkCell(sim, o->slot());
  a.x = -core::px(40);
  b.x = core::px(128 * 32 + 60);  // 60 px out on the east
  for (Obj* o : {&a, &b}) objLinkCell(sim, o->slot());
  EXPECT_EQ(subFarthestOut(sim), &b);
  a.y = -core::px(100);
  EXPECT_EQ(subFarthestOut(sim), &a);
}

// The frame animation +0x5c by 0x3333 * dt.
TEST(SubAnim, RiseLoopAndFall) {
  Obj o;
  o.local[kSubState] = static_cast<int32_t>(SubAnim::Surface);
  subAnimate(o, 1);
  EXPECT_EQ(o.local[kSubFrame], 0x3333);
  for (int i = 1; i < 100; ++i) subAnimate(o, 1);
  EXPECT_EQ(o.local[kSubFrame], 100 * 0x3333);  // 0x13ffec: still below 0x14
  EXPECT_LT(o.local[kSubFrame], kSubUpFrame);
  subAnimate(o, 1);
  EXPECT_EQ(o.local[kSubFrame], 101 * 0x3333);  // the 101st tick reaches 0x14
  EXPECT_GE(o.local[kSubFrame], kSubUpFrame);
  // Loops 0x14..0x19: 0x19.f + 0.2 wraps to 0x14.x.
  o.local[kSubFrame] = 0x19f000;
  subAnimate(o, 1);
  EXPECT_EQ(o.local[kSubFrame], 0x19f000 + 0x3333 - 0x60000);
  o.local[kSubFrame] = 0x150000;
  subAnimate(o, 2);  // dt 2
  EXPECT_EQ(o.local[kSubFrame], 0x150000 + 2 * 0x3333);
  // Dive (state 2): from the loop it wraps below 0x14 first (- 6), then falls to 0.
  o.local[kSubState] = static_cast<int32_t>(SubAnim::Dive);
  o.local[kSubFrame] = 0x170000;
  subAnimate(o, 1);
  EXPECT_EQ(o.local[kSubFrame], 0x110000 - 0x3333);
  subAnimate(o, 1);
  EXPECT_EQ(o.local[kSubFrame], 0x110000 - 2 * 0x3333);
  o.local[kSubFrame] = 0x2000;
  subAnimate(o, 1);
  EXPECT_EQ(o.local[kSubFrame], 0);
  // State 0 falls back to 0 as well.
  o.local[kSubState] = static_cast<int32_t>(SubAnim::Down);
  o.local[kSubFrame] = 0x50000;
  subAnimate(o, 3);
  EXPECT_EQ(o.local[kSubFrame], 0x50000 - 3 * 0x3333);
}

// quirk: the surface think's "drawn <= tick + 60" is always true: a sub nobody draws
// surfaces too.
TEST(SubQuirk, UndrawnSubStillSurfaces) {
  Game g = heliNearTheWestEdge();
  flyOffTheEdge(g);
  while (sub(g)->think != kSubSurface) step1(g, 1);
  for (int i = 0; i < 150; ++i) {
    g.mutableState().obj(sub(g)->slot()).local[kSubDrawn] = g.state().tick - 10000;  // never drawn
    step1(g, 1);
    if (sub(g)->think != kSubSurface) break;
  }
  EXPECT_EQ(sub(g)->think, kSubFire);
}

// The drawn hook stamps +0x64 with the tick once the sub is in the view (the off-map chain).
TEST(SubDraw, TheViewStampsTheDrawnTick) {
  Game g = heliNearTheWestEdge();
  flyOffTheEdge(g);
  const int32_t born = g.state().tick;
  step1(g, 5);                                // at (0, 0): outside the view round the heli
  EXPECT_EQ(sub(g)->local[kSubDrawn], born);  // the init's stamp
  while (sub(g)->think != kSubSurface) step1(g, 1);
  step1(g, 5);  // off the map next to the heli: the off-map chain is drawn
  EXPECT_EQ(sub(g)->local[kSubDrawn], g.state().tick);
}

// The target back on the map before the missile: the sub dives and waits again.
TEST(SubSurface, TargetBackOnTheMapDives) {
  Game g = heliNearTheWestEdge();
  flyOffTheEdge(g);
  while (sub(g)->think != kSubSurface) step1(g, 1);
  step1(g, 10);
  Sim& sim = g.mutableState();
  Obj& heli = sim.obj(sim.team[0].vehicle);
  objUnlinkCell(sim, heli.slot());
  heli.x = centre(2);
  objLinkCell(sim, heli.slot());
  step1(g, 1);
  EXPECT_EQ(sub(g)->think, kSubDive);
  EXPECT_EQ(sub(g)->local[kSubState], static_cast<int32_t>(SubAnim::Dive));
}

// The homing Death Missle hits a heli flying east at full speed (1.8 px/tick) from a launch
// 60 px behind it on the ground (the straight flight of the type would miss: it climbs north).
TEST(DeathMissle, HomesOnAMovingHeli) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Heli, 0, centre(20), centre(60), 0x100000);  // east
  step1(g, 120);
  step1(g, 80, drive(true));
  const Obj* heli = vehicleOf(g);
  ASSERT_EQ(heli->z, core::px(50));
  ASSERT_GT(heli->speed, 0x18000);
  const uint32_t heliId = heli->id;
  ProjectileLaunch l;
  l.type = kProjDeathMissile;
  l.x = heli->x - core::px(60);
  l.y = heli->y;
  l.z = 0;
  l.heading = 0;
  l.pitch = kSubMissilePitch;
  const ObjSlot m = fireProjectile(g.mutableState(), *heli, l);
  ASSERT_NE(m, kNoObj);
  const uint32_t missileId = g.state().obj(m).id;
  int frames = 0;
  while (g.object(heliId) != nullptr && frames < 90) {
    step1(g, 1, drive(true));
    ++frames;
  }
  EXPECT_EQ(frames, 59);                 // closing at 1.2 px/tick, within the 90-tick life
  EXPECT_EQ(g.object(heliId), nullptr);  // destroyed by the 25 damage
  EXPECT_EQ(g.object(missileId), nullptr);
}

}  // namespace
}  // namespace rf::test
