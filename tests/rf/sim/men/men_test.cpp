// SPDX-License-Identifier: GPL-3.0-or-later
// Soldiers, class 14 MAN (rf-simulation.md §10 "MAN"): SpawnMenFromBuilding 0x4071f0 with
// its counts and the y-line quirk, ManInit 0x4062c0, the walk-out 0x406cd0, the frame
// animation of ManUpdate 0x406320, run away 0x4065f0, throw 0x406a90, the crush by a vehicle
// and damage 0x406550 (dead-man Stay), SpawnMan 0x4071c0 (the wreck's crew) and the removal
// of men not drawn for 120 ticks. Playable test map, dt = 2.
#include <gtest/gtest.h>

#include <vector>

#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/damage.hpp"
#include "rf/sim/man.hpp"
#include "rf/sim/stay.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf::test {
namespace {

constexpr int32_t kNorth = 0;

int32_t cellAt(int x, int y) {
  return y * kMapCells + x;
}
void place(Game& g, int x, int y, Bno b, uint32_t team) {
  g.mutableState().world.setCell(x, y, 0);
  g.mutableState().world.setCellStaticObject(x, y, bnoId(b), team);
}
std::vector<const Obj*> men(const Game& g) {
  std::vector<const Obj*> out;
  for (const Obj& o : g.state().objs) {
    if (o.alive() && o.objClass() == ObjClass::Man) out.push_back(&o);
  }
  return out;
}
Obj& manObj(Game& g, ObjSlot s) {
  return g.mutableState().obj(s);
}
// A man placed out in the open, done walking out, with a think.
ObjSlot openMan(Game& g, int32_t team, Fixed x, Fixed y, uint16_t think) {
  const ObjSlot s = spawnMan(g.mutableState(), team, x, y);
  Obj& o = manObj(g, s);
  o.flags &= ~kObjEngineSound;
  o.think = think;
  return s;
}
bool seen(const std::vector<Event>& events, EventId name) {
  for (const Event& e : events) {
    if (e.id == name) return true;
  }
  return false;
}
// Steps frames and keeps every event.
std::vector<Event> stepKeep(Game& g, int frames, uint32_t word = raw::kNone) {
  std::vector<Event> all;
  for (int i = 0; i < frames; ++i) {
    stepFrames(g, 1, word);
    all.insert(all.end(), g.events().begin(), g.events().end());
  }
  return all;
}

// "buildings/factories 2, bunkers 4, outpost 3, hospitals 5, prisons 4": d + RandRange(d)
// men when the hit points drop to 1 from > 1, of the cell's side (prisons: the other side).
struct MenCase {
  Bno bno;
  int32_t d;
  bool prison;
};
TEST(Men, BuildingsAndPrisonsLetMenOutInTheSpecCounts) {
  const MenCase cases[] = {{Bno::BldgS, 2, false},   {Bno::FactE, 2, false}, {Bno::BnkrN, 4, false},
                           {Bno::Outpost, 3, false}, {Bno::HospS, 5, false}, {Bno::PrisonS, 4, true}};
  for (const MenCase& c : cases) {
    SCOPED_TRACE(std::string(bnoDef(c.bno).name));
    Game g = vehicleGame();
    place(g, 40, 40, c.bno, 0);
    ASSERT_EQ(bnoMenDelta(bnoDef(c.bno).flags), c.d);
    for (int hit = 0; hit < 3; ++hit) bnoDamage(g.mutableState(), cellAt(40, 40), core::kOne);  // 5 -> 2
    ASSERT_EQ(cell::hp(g.state().world.cell(40, 40)), 2u);
    EXPECT_TRUE(men(g).empty());
    core::MsvcRand r = g.state().rand;
    const auto expected =
        static_cast<size_t>(c.d + static_cast<int32_t>(r.range(static_cast<uint32_t>(c.d))));
    bnoDamage(g.mutableState(), cellAt(40, 40), core::kOne);  // 2 -> 1: the men
    const auto out = men(g);
    EXPECT_EQ(out.size(), expected);
    EXPECT_GE(out.size(), static_cast<size_t>(c.d));
    EXPECT_LE(out.size(), static_cast<size_t>(2 * c.d - 1));
    for (const Obj* m : out) EXPECT_EQ(m->team, c.prison ? 1 : 0);
    bnoDamage(g.mutableState(), cellAt(40, 40), core::kOne);  // 1 -> 0: no more
    EXPECT_EQ(men(g).size(), expected);
  }
}

TEST(Men, TentsAndWatchTowersNeverLetMenOut) {
  for (Bno b : {Bno::TentV, Bno::TentH, Bno::WtowerNE, Bno::WtowerSW}) {
    Game g = vehicleGame();
    place(g, 40, 40, b, 0);
    for (int hit = 0; hit < 6; ++hit) bnoDamage(g.mutableState(), cellAt(40, 40), core::kOne);
    stepFrames(g, 60);
    EXPECT_TRUE(men(g).empty()) << bnoDef(b).name;
  }
}

// quirk: y = centre - (RandRange(-y0) & ~0xffff) with -y0 a 16.16 extent: RandRange wraps
// below 0x10000, so every man starts on the centre line; x is in the west half.
TEST(Men, QuirkEveryManStartsOnTheCentreLine) {
  // The wrap itself: RandRange(12 px in 16.16) is below one pixel for every rand value.
  core::MsvcRand r;
  for (int i = 0; i < 1000; ++i) EXPECT_LT(r.range(0xc0000), 0x10000u);
  Game g = vehicleGame();
  int total = 0;
  for (int i = 0; i < 10; ++i) {
    const int x = 30 + 2 * i;
    place(g, x, 40, Bno::HospS, 1);
    EXPECT_EQ(spawnMenFromBuilding(g.mutableState(), cellAt(x, 40)), 5);
    for (const Obj* m : men(g)) {
      if (m->x < centre(x) - core::px(16) || m->x >= centre(x) + core::px(16)) continue;
      ++total;
      EXPECT_EQ(m->y, centre(40));
      EXPECT_GE(m->x, centre(x) - core::px(13));  // the hospital's box: +-13 px
      EXPECT_LT(m->x, centre(x));
      EXPECT_EQ(m->x & 0xffff, 0);
      EXPECT_EQ(m->team, 1);
    }
  }
  EXPECT_GE(total, 50);
}

TEST(Men, ManInitValues) {
  Game g = vehicleGame();
  stepFrames(g, 3);
  core::MsvcRand r = g.state().rand;
  const int32_t grenades = kManGrenadeTable[r.range(16)];
  const int32_t heading = ((static_cast<int32_t>(r.range(8)) - 4) & 63) << 16;
  const ObjSlot s = spawnMan(g.mutableState(), 0, centre(40), centre(40));
  ASSERT_NE(s, kNoObj);
  const Obj& o = g.state().obj(s);
  EXPECT_EQ(o.local[kManFrame], 0x60000);  // frame 6
  EXPECT_EQ(o.local[kManDrawn], g.state().tick);
  EXPECT_EQ(o.local[kManGrenades], grenades);
  EXPECT_EQ(o.heading, heading);
  EXPECT_TRUE(o.heading <= 0x40000 || o.heading >= 0x3c0000);  // north +- 4 steps
  EXPECT_EQ(o.think, kManWalkOut);
  EXPECT_NE(o.flags & kObjEngineSound, 0u);
  EXPECT_EQ(o.gfx, static_cast<int32_t>(GfxId::ManWalk));
  EXPECT_EQ(g.state().rand, r);
  // The table: 16 entries of 0..4.
  for (int32_t n : kManGrenadeTable) {
    EXPECT_GE(n, 0);
    EXPECT_LE(n, 4);
  }
  // The man's shape: 4 x 1.5 px, solid 1.
  const Shape shape = gfxShape(static_cast<int32_t>(GfxId::ManWalk));
  ASSERT_EQ(shape.size(), 1u);
  EXPECT_EQ(shape[0].bbox.x1 - shape[0].bbox.x0, core::px(4));
  EXPECT_EQ(shape[0].bbox.y1 - shape[0].bbox.y0, 0x18000);
  EXPECT_EQ(shape[0].solid, kSolidStatic);
  EXPECT_TRUE(gfxShape(static_cast<int32_t>(GfxId::ManDead)).empty());
}

// 4 px steps along the heading, one per update, until nothing is touched: out of a building
// (+-12 px) heading north from its centre after 4 steps.
TEST(Men, WalkOutOfTheBuildingInFourPixelSteps) {
  Game g = vehicleGame();
  place(g, 40, 40, Bno::BldgS, 0);
  const ObjSlot s = objCreate(g.mutableState(), ObjClass::Man, 0, centre(40), centre(40), 0, cellAt(40, 40));
  manObj(g, s).heading = kNorth;
  for (int i = 1; i <= 3; ++i) {
    stepFrames(g, 1);
    EXPECT_EQ(g.state().obj(s).y, centre(40) - core::px(4 * i));
    EXPECT_EQ(g.state().obj(s).x, centre(40));
    EXPECT_EQ(g.state().obj(s).think, kManWalkOut);
  }
  stepFrames(g, 1);
  const Obj& o = g.state().obj(s);
  ASSERT_TRUE(o.alive());
  EXPECT_EQ(o.y, centre(40) - core::px(16));
  EXPECT_EQ(o.flags & kObjEngineSound, 0u);
  EXPECT_EQ(o.think, kManStand);  // no vehicle anywhere: stand
  EXPECT_EQ(o.parent, kNoObj);
}

// Stuck in something other than a man: a man of the crew (no home building) who starts
// inside a building is removed at his first step.
TEST(Men, WalkOutStuckInAnotherBuildingIsRemoved) {
  Game g = vehicleGame();
  place(g, 40, 40, Bno::BldgS, 0);
  const ObjSlot s = spawnMan(g.mutableState(), 0, centre(40), centre(40));
  manObj(g, s).heading = kNorth;
  stepFrames(g, 1);
  EXPECT_TRUE(men(g).empty());
  // The same man with the building as his home walks out.
  const ObjSlot h = objCreate(g.mutableState(), ObjClass::Man, 0, centre(40), centre(40), 0, cellAt(40, 40));
  manObj(g, h).heading = kNorth;
  stepFrames(g, 4);
  EXPECT_EQ(men(g).size(), 1u);
}

// Out of the building into a man: the first free of the 8 spots round him (north, 6 px).
TEST(Men, WalkOutIntoAManTakesASpotRoundHim) {
  Game g = vehicleGame();
  place(g, 40, 40, Bno::BldgS, 0);
  const ObjSlot other = openMan(g, 0, centre(40), centre(40) - core::px(16), kManWait);
  manObj(g, other).local[kManTimer] = 100000;
  const ObjSlot s = objCreate(g.mutableState(), ObjClass::Man, 0, centre(40), centre(40), 0, cellAt(40, 40));
  manObj(g, s).heading = kNorth;
  stepFrames(g, 4);
  const Obj& o = g.state().obj(s);
  ASSERT_TRUE(o.alive());
  EXPECT_EQ(o.flags & kObjEngineSound, 0u);
  EXPECT_EQ(o.x, centre(40));
  EXPECT_EQ(o.y, centre(40) - core::px(22));  // 6 px north of the other man
  EXPECT_EQ(g.state().obj(other).y, centre(40) - core::px(16));
}

// +0x64 by 0x3333 * dt: walk loops 0..5, stand -> 9, throw -> 6, swim 10..17, tread 18..19.
TEST(Men, FrameAnimationPerState) {
  Obj o;
  o.local[kManState] = static_cast<int32_t>(ManAnim::Walk);
  o.local[kManFrame] = 0;
  for (int i = 0; i < 15; ++i) manAnimate(o, 2);
  EXPECT_EQ(o.local[kManFrame], 15 * 0x6666);  // 5.9999
  manAnimate(o, 2);
  EXPECT_EQ(o.local[kManFrame], 16 * 0x6666 - 0x60000);  // wrapped to 0.4
  EXPECT_EQ(o.gfx, static_cast<int32_t>(GfxId::ManWalk));

  o.local[kManState] = static_cast<int32_t>(ManAnim::Stand);
  o.local[kManFrame] = 0x60000;
  for (int i = 0; i < 7; ++i) manAnimate(o, 2);
  EXPECT_EQ(o.local[kManFrame], 0x60000 + 7 * 0x6666);
  manAnimate(o, 2);
  EXPECT_EQ(o.local[kManFrame], 0x90000);
  manAnimate(o, 2);
  EXPECT_EQ(o.local[kManFrame], 0x90000);

  o.local[kManState] = static_cast<int32_t>(ManAnim::Throw);
  for (int i = 0; i < 8; ++i) manAnimate(o, 2);
  EXPECT_EQ(o.local[kManFrame], 0x60000);

  o.local[kManState] = static_cast<int32_t>(ManAnim::Swim);
  manAnimate(o, 2);
  EXPECT_EQ(o.local[kManFrame], 0xa0000);  // into the loop at 10
  EXPECT_EQ(o.gfx, static_cast<int32_t>(GfxId::ManSwim));
  for (int i = 0; i < 20; ++i) manAnimate(o, 2);
  EXPECT_EQ(o.local[kManFrame], 0xa0000 + 20 * 0x6666);  // 17.9999
  manAnimate(o, 2);
  EXPECT_EQ(o.local[kManFrame], 0xa0000 + 21 * 0x6666 - 0x80000);  // wrapped to 10.4

  o.local[kManState] = static_cast<int32_t>(ManAnim::Tread);
  manAnimate(o, 2);
  EXPECT_EQ(o.local[kManFrame], 0x120000);
  for (int i = 0; i < 5; ++i) manAnimate(o, 2);
  EXPECT_EQ(o.local[kManFrame], 0x120000 + 5 * 0x6666);  // 19.9999
  manAnimate(o, 2);
  EXPECT_EQ(o.local[kManFrame], 0x120000 + 6 * 0x6666 - 0x20000);  // wrapped to 18.4
  EXPECT_EQ(o.gfx, static_cast<int32_t>(GfxId::ManSwim));
}

// A tank within 256 px: the man runs away from it at 0.2 px/tick (0.4 px a frame at dt 2);
// the +-2 steps offset of the pick is used for the first step only.
TEST(Men, RunsAwayFromAVehicleAtPointTwoPixelsPerTick) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 1, centre(40), centre(40), 0);
  stepFrames(g, 1);
  const ObjSlot s = openMan(g, 0, centre(40) + core::px(100), centre(40), kManPick);
  stepFrames(g, 1);  // pick -> run, the first (offset) step
  const Obj& o = g.state().obj(s);
  EXPECT_EQ(o.think, kManRun);
  EXPECT_EQ(o.parent, g.state().team[1].vehicle);
  EXPECT_EQ(o.local[kManState], static_cast<int32_t>(ManAnim::Walk));
  const Obj& tank = *vehicleOf(g, 1);
  for (int i = 0; i < 10; ++i) {
    const Fixed x0 = o.x;
    const Fixed y0 = o.y;
    const int32_t away = core::AngleBetweenPoints(tank.x, tank.y, x0, y0);
    stepFrames(g, 1);
    const core::Vec2 d = core::MoveDelta(away, 0x6666);
    EXPECT_EQ(o.x - x0, d.x);
    EXPECT_EQ(o.y - y0, d.y);
    EXPECT_EQ(o.heading, away);
  }
  // East of the tank: away = east (+- the first step's offset), 0.4 px a frame.
  EXPECT_NEAR(o.heading, 0x100000, 0x10000);
}

// Running into a static part: inside its x range and below it, the man goes east / west
// (east for a flight straight north) along it at the same speed.
TEST(Men, RunningIntoAWallGoesAlongIt) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 1, centre(40), centre(44), 0);
  stepFrames(g, 1);
  place(g, 40, 40, Bno::WallH, 0);  // +-16 x +-4 px round the centre
  const ObjSlot s = openMan(g, 0, centre(40), centre(40) + core::px(6), kManRun);
  Obj& m = manObj(g, s);
  objSetParent(g.mutableState(), s, g.state().team[1].vehicle);
  m.local[kManTimer] = g.state().tick + 1000;
  stepFrames(g, 3);  // 1.2 px north: the man (+-0.75 px) 0.05 px short of the wall (+4 px)
  const Fixed y = m.y;
  const Fixed x = m.x;
  EXPECT_EQ(y, centre(40) + core::px(6) - 3 * 0x6666);
  stepFrames(g, 1);
  EXPECT_EQ(m.y, y);
  EXPECT_EQ(m.x, x + 0x6666);
  EXPECT_EQ(m.heading, 0x100000);
}

// Standing at frame 9 next to an enemy tank (< 96 px) with grenades: the frame goes down to
// 6, then a grenade at the tank +- RandRange(d / 4 px) twice per axis, and a wait of
// 120 + RandRange(60) ticks.
TEST(Men, ThrowsAGrenadeAtATankWithin96Px) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 1, centre(40), centre(40), 0);
  stepFrames(g, 1);
  const ObjSlot s = openMan(g, 0, centre(40) + core::px(80), centre(40), kManStand);
  Obj& m = manObj(g, s);
  objSetParent(g.mutableState(), s, g.state().team[1].vehicle);
  m.local[kManTimer] = g.state().tick + 1000;
  m.local[kManGrenades] = 2;
  m.local[kManFrame] = 0x90000;
  stepFrames(g, 1);
  EXPECT_EQ(m.think, kManThrow);
  EXPECT_EQ(m.local[kManState], static_cast<int32_t>(ManAnim::Throw));
  const Fixed tx = m.local[kManTargetX];
  const Fixed ty = m.local[kManTargetY];
  EXPECT_LE(std::abs(tx - centre(40)), core::px(20));  // d / 4 = 20 px
  EXPECT_LE(std::abs(ty - centre(40)), core::px(20));
  int frames = 1;
  while (m.think == kManThrow && frames < 20) {
    EXPECT_EQ(countClass(g, ObjClass::Grenade), 0);
    stepFrames(g, 1);
    ++frames;
  }
  EXPECT_EQ(frames, 9);  // 9 -> 6 at 0.4 a frame: 8 frames, thrown on the 9th
  EXPECT_EQ(m.think, kManWait);
  EXPECT_EQ(m.local[kManGrenades], 1);
  EXPECT_GE(m.local[kManTimer], g.state().tick + 120);
  EXPECT_LT(m.local[kManTimer], g.state().tick + 180);
  ASSERT_EQ(countClass(g, ObjClass::Grenade), 1);
  for (const Obj& o : g.state().objs) {
    if (o.alive() && o.objClass() == ObjClass::Grenade) {
      EXPECT_EQ(o.parent, s);
      EXPECT_EQ(o.heading, core::AngleBetweenPoints(m.x, m.y, tx, ty));
    }
  }
}

// A tank drives through a man: "ManCrush", a dead-man Stay (graphic 0x43fa30, sprite 806 +
// RandRange(3) * 2 + team, 60 / 120 ticks); the tank is never blocked.
TEST(Men, ATankCrushesAMan) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), kNorth);
  stepFrames(g, 1);
  const ObjSlot s = openMan(g, 1, centre(40), centre(100) - core::px(30), kManWait);
  manObj(g, s).local[kManTimer] = 100000;
  const auto events = stepKeep(g, 40, drive(true));
  EXPECT_TRUE(seen(events, EventId::ManCrush));
  EXPECT_TRUE(men(g).empty());
  int stays = 0;
  for (const Obj& o : g.state().objs) {
    if (!o.alive() || o.objClass() != ObjClass::Stay) continue;
    ++stays;
    EXPECT_EQ(o.gfx, static_cast<int32_t>(GfxId::ManDead));
    EXPECT_EQ(o.local[kStayLife], kDeadManLife);
    EXPECT_EQ(o.local[kStayLinger], kDeadManLinger);
    const int32_t sprite = o.local[kDeadManSprite];
    EXPECT_TRUE(sprite == 807 || sprite == 809 || sprite == 811) << sprite;  // team 1
    EXPECT_EQ(o.x, centre(40));
  }
  EXPECT_EQ(stays, 1);
  EXPECT_LT(vehicleOf(g)->y, centre(100) - core::px(32));  // drove on through
  EXPECT_GT(vehicleOf(g)->speed, 0);
}

// damage 0x406550 kills the same way; in water no dead man is left.
TEST(Men, AManKilledByDamage) {
  Game g = vehicleGame();
  const ObjSlot s = openMan(g, 0, centre(40), centre(40), kManWait);
  EXPECT_EQ(objDamage(g.mutableState(), manObj(g, s), core::kOne, nullptr), 1);
  EXPECT_TRUE(seen(g.state().events, EventId::ManCrush));
  stepFrames(g, 1);
  EXPECT_TRUE(men(g).empty());
  EXPECT_EQ(countClass(g, ObjClass::Stay), 1);

  g.mutableState().world.setCell(50, 40, cell::make(kDeep));
  const ObjSlot w = openMan(g, 0, centre(50), centre(40), kManWait);
  objDamage(g.mutableState(), manObj(g, w), core::kOne, nullptr);
  EXPECT_TRUE(seen(g.state().events, EventId::ManCrush));
  stepFrames(g, 1);
  EXPECT_TRUE(men(g).empty());
  EXPECT_EQ(countClass(g, ObjClass::Stay), 1);  // still only the first
}

// A shell kills a man in its way.
TEST(Men, AShellKillsAMan) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), kNorth);
  stepFrames(g, 1);
  const ObjSlot s = openMan(g, 1, centre(40), centre(100) - core::px(60), kManWait);
  manObj(g, s).local[kManTimer] = 100000;
  const auto events = stepKeep(g, 30, buttons(true));
  EXPECT_TRUE(seen(events, EventId::ManCrush));
  EXPECT_TRUE(men(g).empty());
}

// The wreck's crew bail-out (SpawnMan 0x4071c0): a tank out of fuel lets 1 man out.
TEST(Men, ATankOutOfFuelLetsOneManOut) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), kNorth);
  stepFrames(g, 1);
  g.mutableState().team[0].veh.fuel = 1;
  const auto events = stepKeep(g, 40, drive(true));
  EXPECT_TRUE(seen(events, EventId::SpawnMan));
  const auto out = men(g);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0]->team, 0);
  EXPECT_EQ(out[0]->flags & kObjEngineSound, 0u);  // out of the wreck's place
  EXPECT_EQ(countClass(g, ObjClass::Stay), 1);     // the hulk
}

// Not drawn for 120 ticks: removed by the update; the headless frame draws every man.
TEST(Men, RemovedAfter120UndrawnTicks) {
  Game g = vehicleGame();
  const ObjSlot a = openMan(g, 0, centre(40), centre(40), kManWait);
  const ObjSlot b = openMan(g, 0, centre(44), centre(40), kManWait);
  manObj(g, a).local[kManTimer] = 100000;
  manObj(g, b).local[kManTimer] = 100000;
  Sim& sim = g.mutableState();
  const int32_t t0 = sim.tick;
  for (int i = 0; i < 70; ++i) {
    sim.dt = 2;
    sim.tick += 2;
    objUpdateAll(sim);
    manDrawn(sim, b);  // only b is drawn
    const bool aAlive = sim.obj(a).alive() && sim.obj(a).objClass() == ObjClass::Man;
    EXPECT_EQ(aAlive, sim.tick - t0 < 120) << sim.tick - t0;
  }
  EXPECT_TRUE(sim.obj(b).alive());
  // The frame's view pass draws the men in the camera's area: b, next to the tank the
  // camera follows, stays; c, 40 cells east, is not drawn and goes after 120 ticks.
  const ObjSlot c = openMan(g, 0, centre(84), centre(40), kManWait);
  manObj(g, c).local[kManTimer] = 100000;
  spawnVehicle(sim, VehicleType::Tank, 0, centre(44), centre(43), 0);
  stepFrames(g, 200);
  EXPECT_TRUE(sim.obj(b).alive());
  EXPECT_FALSE(sim.obj(c).alive() && sim.obj(c).objClass() == ObjClass::Man);
  EXPECT_EQ(men(g).size(), 1u);
}

}  // namespace
}  // namespace rf::test
