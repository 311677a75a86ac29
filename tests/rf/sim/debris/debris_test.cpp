// SPDX-License-Identifier: GPL-3.0-or-later
// Debris (class FWall): one test per program op, SpawnDebrisBurst, settling, the draw rule.
#include "rf/sim/debris.hpp"

#include <gtest/gtest.h>

#include "rf/data/bno_ids.hpp"
#include "rf/data/debris_programs.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/data/models.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/sim_test_util.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"

namespace rf {
namespace {

using core::Fixed;
using core::kOne;
using core::px;
using core::Vec3;
using test::listSlots;

constexpr int kAll = 1000;

DebrisDef oneStep(DebrisOp op, int32_t a0 = 0, int32_t a1 = 0, int32_t a2 = 0, Fixed from = 0,
                  Fixed to = px(kAll)) {
  DebrisDef d;
  d.rate = kOne;
  d.frames = px(kAll);
  d.steps[0] = DebrisStep{op, from, to, {a0, a1, a2, 0, 0}};
  return d;
}

struct OpTest : ::testing::Test {
  Sim sim = test::testSim();
  ObjSlot s = kNoObj;
  void SetUp() override {
    sim.dt = 2;
    sim.tick = 100;
    s = objCreate(sim, ObjClass::FWall, 1, cell::centreFixed(20), cell::centreFixed(30), px(10),
                  static_cast<int32_t>(DebrisDefId::Stone));
    ASSERT_NE(s, kNoObj);
    o().local[kDebrisDirX] = kOne;  // flying east
    o().local[kDebrisDirZ] = 0;
  }
  Obj& o() { return sim.objs[s]; }
  int explosions(ExplId id) const {
    int n = 0;
    for (const Event& e : sim.events)
      n += e.id == EventId::Explosion && e.words()[0] == static_cast<int32_t>(id) ? 1 : 0;
    return n;
  }
};

TEST_F(OpTest, InitLinksThePieceWithItsProgram) {
  EXPECT_EQ(o().cell, 30 * 128 + 20);
  EXPECT_EQ(o().gfx, static_cast<int32_t>(GfxId::Debris));
  EXPECT_EQ(o().team, 1);
  EXPECT_EQ(debrisProgram(o()), static_cast<int32_t>(DebrisDefId::Stone));
  EXPECT_EQ(o().local[kDebrisSquash], kOne);
  EXPECT_EQ(o().local[kDebrisDrawn], 100);
  EXPECT_EQ(objCreate(sim, ObjClass::FWall, 0, 0, 0, 0, kDebrisDefs), kNoObj);  // no such program
}

TEST_F(OpTest, Op0EndStopsTheSteps) {
  DebrisDef d = oneStep(DebrisOp::End);
  d.steps[1] = DebrisStep{DebrisOp::Speed, 0, px(kAll), {0x30000, 0, 0, 0, 0}};
  const Obj before = o();
  debrisRun(sim, o(), d);
  EXPECT_EQ(o().speed, 0);
  EXPECT_EQ(o().x, before.x);
  EXPECT_EQ(o().local[kDebrisFrame], 2 * kOne);  // frame += rate * dt
}

TEST_F(OpTest, Op1PlutFadeIsANoOpOnPc) {
  o().speed = 0;
  Obj before = o();
  debrisRun(sim, o(), oneStep(DebrisOp::PlutFade, 0x7fff, 0));
  before.local[kDebrisFrame] = 2 * kOne;
  EXPECT_EQ(o(), before);  // only the frame moved on (step 0 ran)
}

TEST_F(OpTest, Op2SetsTheSpeedAlongTheDirection) {
  const Fixed x0 = o().x;
  debrisRun(sim, o(), oneStep(DebrisOp::Speed, 0x18000));
  EXPECT_EQ(o().speed, 0x18000);
  EXPECT_EQ(o().x, x0 + 0x30000);  // 1.5 px/tick * 2 ticks east
  EXPECT_EQ(o().y, cell::centreFixed(30));
  EXPECT_EQ(o().z, px(10));
}

TEST_F(OpTest, Op3SpinsTheYaw) {
  o().heading = 0x3ff000;
  debrisRun(sim, o(), oneStep(DebrisOp::YawSpin, 0x10000));
  EXPECT_EQ(o().heading, 0x1f000);  // + 0x20000, wrapped
}

TEST_F(OpTest, Op4SpinsThePitch) {
  o().local[kDebrisPitch] = 0x3ff000;
  debrisRun(sim, o(), oneStep(DebrisOp::PitchSpin, 0x1000));
  EXPECT_EQ(o().local[kDebrisPitch], 0x1000);
  EXPECT_EQ(o().heading, 0);
}

TEST_F(OpTest, Op5AnimatesTheSprite) {
  const DebrisDef d = oneStep(DebrisOp::Sprite, 0xa6, 3, 2 * kOne, 2 * kOne);  // from frame 2
  debrisRun(sim, o(), d);                                                      // frame 0: outside the window
  EXPECT_EQ(o().local[kDebrisSprite], 0);
  debrisRun(sim, o(), d);  // frame 2
  EXPECT_EQ(o().local[kDebrisSprite], 0xa6);
  debrisRun(sim, o(), d);  // frame 4: (4 - 2) / 2 = 1
  EXPECT_EQ(o().local[kDebrisSprite], 0xa7);
  debrisRun(sim, o(), d);  // frame 6
  EXPECT_EQ(o().local[kDebrisSprite], 0xa8);
  debrisRun(sim, o(), d);  // frame 8: 3 % 3
  EXPECT_EQ(o().local[kDebrisSprite], 0xa6);
}

TEST_F(OpTest, Op6Gravity) {
  debrisRun(sim, o(), oneStep(DebrisOp::Gravity));
  EXPECT_EQ(o().local[kDebrisVz], -0x2000);  // 0x1000 * 2
  EXPECT_EQ(o().z, px(10) - 0x4000);         // moved with the new vz for 2 ticks
  o().local[kDebrisVz] = -0x3f000;
  debrisRun(sim, o(), oneStep(DebrisOp::Gravity));
  EXPECT_EQ(o().local[kDebrisVz], kDebrisMaxFall);
}

TEST_F(OpTest, Op7SettlesOnTheFloor) {
  o().speed = kOne;
  o().local[kDebrisVz] = -0x10000;
  o().z = px(3);
  const DebrisDef d = oneStep(DebrisOp::Floor, 0, kDebrisSettledZBias);
  debrisRun(sim, o(), d);  // z 3 -> 1: still above
  EXPECT_FALSE(debrisSettled(o()));
  EXPECT_EQ(o().z, px(1));
  debrisRun(sim, o(), d);  // z 1 -> -1: on the floor
  EXPECT_TRUE(debrisSettled(o()));
  EXPECT_EQ(o().z, 0);
  EXPECT_EQ(o().speed, 0);
  EXPECT_EQ(o().local[kDebrisVz], 0);
  EXPECT_EQ(debrisZBias(o()), -400);
  EXPECT_EQ(o().local[kDebrisFrame], 2 * kOne);  // the settling frame does not count
  EXPECT_EQ(listSlots(sim, ObjListId::Active), std::vector<int>{});
  EXPECT_EQ(listSlots(sim, ObjListId::Useless), std::vector<int>{s});
  const Obj settled = o();
  debrisRun(sim, o(), oneStep(DebrisOp::Speed, kOne));  // a settled piece does nothing
  EXPECT_EQ(o(), settled);
}

TEST_F(OpTest, Op8Damps) {
  o().speed = kOne;
  debrisRun(sim, o(), oneStep(DebrisOp::Damp, 0x8000));
  EXPECT_EQ(o().speed, 0x4000);  // halved once per tick
  EXPECT_EQ(o().x, cell::centreFixed(20) + 0x8000);
}

TEST_F(OpTest, Op9GravityThenSquashOnTheGround) {
  const DebrisDef d = oneStep(DebrisOp::GravitySquash, 0x800);
  debrisRun(sim, o(), d);
  EXPECT_EQ(o().local[kDebrisVz], -0x2000);
  EXPECT_EQ(o().local[kDebrisSquash], kOne);
  o().z = 0x1000;
  o().speed = kOne;
  debrisRun(sim, o(), d);  // lands
  EXPECT_EQ(o().z, 0);
  EXPECT_EQ(o().speed, 0);
  EXPECT_EQ(o().local[kDebrisVz], 0);
  EXPECT_EQ(o().local[kDebrisSquash], kOne - 0x1000);
  EXPECT_FALSE(debrisSettled(o()));
  for (int i = 0; i < 40; ++i) debrisRun(sim, o(), d);
  EXPECT_EQ(o().local[kDebrisSquash], 0);
  EXPECT_EQ(o().z, 0);
}

TEST_F(OpTest, Op10DustOnLand) {
  const DebrisDef d = oneStep(DebrisOp::Splash);
  debrisRun(sim, o(), d);
  EXPECT_EQ(sim.events.size(), 0u);  // z 10: in the air
  o().z = 0;
  debrisRun(sim, o(), d);
  EXPECT_EQ(explosions(ExplId::GroundDust), 1);
  EXPECT_EQ(explosions(ExplId::GroundSplash), 0);
  EXPECT_TRUE(o().alive());
  EXPECT_EQ(o().flags & kObjDeleteQueued, 0u);
  debrisRun(sim, o(), d);  // once only
  EXPECT_EQ(explosions(ExplId::GroundDust), 1);
}

TEST_F(OpTest, Op10SplashInWaterSinksThePiece) {
  sim.world.setCell(20, 30, cell::make(test::kDeep));
  o().z = -0x100;
  debrisRun(sim, o(), oneStep(DebrisOp::Splash));
  EXPECT_EQ(explosions(ExplId::GroundSplash), 1);
  EXPECT_EQ(explosions(ExplId::GroundDust), 0);
  EXPECT_NE(o().flags & kObjDeleteQueued, 0u);
  sim.world.setCell(21, 30, cell::make(test::kShallow));
  const ObjSlot t = objCreate(sim, ObjClass::FWall, 1, cell::centreFixed(21), cell::centreFixed(30), 0, 0);
  debrisRun(sim, sim.objs[t], oneStep(DebrisOp::Splash));
  EXPECT_EQ(explosions(ExplId::GroundSplash), 2);  // shallow water splashes too
}

TEST_F(OpTest, StepsRunOnlyInTheirWindowAndTheProgramEndsAtItsFrames) {
  DebrisDef d = oneStep(DebrisOp::YawSpin, 0x100, 0, 0, 2 * kOne, 4 * kOne);
  d.frames = 8 * kOne;
  debrisRun(sim, o(), d);  // frame 0
  EXPECT_EQ(o().heading, 0);
  debrisRun(sim, o(), d);  // frame 2
  debrisRun(sim, o(), d);  // frame 4
  EXPECT_EQ(o().heading, 0x400);
  EXPECT_EQ(debrisStepIndex(o()), 0);
  EXPECT_EQ(o().flags & kObjDeleteQueued, 0u);
  debrisRun(sim, o(), d);  // frame 6: out of the window; then frame 8 = frames
  EXPECT_EQ(o().heading, 0x400);
  EXPECT_NE(o().flags & kObjDeleteQueued, 0u);
}

// ---- SpawnDebrisBurst ----

DebrisBurst burstOf(ModelId m, DebrisSetId set, int32_t part = -1, int32_t heading = 0, int32_t pitch = 0) {
  DebrisBurst b;
  b.x = cell::centreFixed(40);
  b.y = cell::centreFixed(40);
  b.z = 0;
  b.team = 0;
  b.model = m;
  b.part = part;
  b.set = set;
  b.heading = heading;
  b.pitch = pitch;
  return b;
}

std::vector<ObjSlot> pieces(const Sim& sim) {
  std::vector<ObjSlot> out;
  for (ObjSlot s = 1; s < kObjSlots; ++s) {
    if (sim.objs[s].alive() && sim.objs[s].objClass() == ObjClass::FWall) out.push_back(s);
  }
  return out;
}

int64_t lengthOf(const Obj& o) {
  const auto sq = [](int32_t a) { return static_cast<uint64_t>(static_cast<int64_t>(a) * a); };
  return static_cast<int64_t>(
      core::ISqrt64(sq(o.local[kDebrisDirX]) + sq(o.local[kDebrisDirY]) + sq(o.local[kDebrisDirZ])));
}

TEST(DebrisBurst, APiecePerClassedFaceAtTheFaceMean) {
  Sim sim = test::testSim();
  const DebrisBurst b = burstOf(mdl::Building, DebrisSetId::Set2);
  const Model& m = modelDef(mdl::Building);
  const int n = spawnDebrisBurst(sim, b);
  EXPECT_EQ(n, modelDebrisFaces(m, -1));
  EXPECT_EQ(n, 8);  // 4 walls, 2 gables, 2 roof slopes (not the flat top under the roof)
  const std::vector<ObjSlot> ps = pieces(sim);
  ASSERT_EQ(static_cast<int>(ps.size()), n);
  for (ObjSlot s : ps) {
    const Obj& o = sim.objs[s];
    const ModelPart& p = m.part[static_cast<size_t>(debrisPart(o))];
    const ModelFace& f = p.face[static_cast<size_t>(debrisFace(o))];
    EXPECT_EQ(debrisModel(o), mdl::Building);
    EXPECT_EQ(debrisClass(o), f.debrisClass());
    EXPECT_EQ(debrisProgram(o), debrisSetDef(DebrisSetId::Set2, f.debrisClass()));
    EXPECT_EQ(o.team, 0);
    const Vec3 mean = faceMean(p, f);
    EXPECT_EQ(o.x, b.x + mean.x);
    EXPECT_EQ(o.y, b.y + mean.y);
    EXPECT_EQ(o.z, b.z + mean.z);
    EXPECT_LE(std::abs(lengthOf(o) - kOne), 1);
    // the direction is the mean's: dir * |mean| ~ mean
    const int64_t len = static_cast<int64_t>(core::ISqrt64(static_cast<uint64_t>(
        int64_t{mean.x} * mean.x + int64_t{mean.y} * mean.y + int64_t{mean.z} * mean.z)));
    EXPECT_NEAR(core::FixMul(o.local[kDebrisDirX], static_cast<Fixed>(len)), mean.x, 64);
    EXPECT_NEAR(core::FixMul(o.local[kDebrisDirZ], static_cast<Fixed>(len)), mean.z, 64);
    // the cel: the corners centred on their mean
    const auto cel = debrisCel(designedTables(), o);
    for (size_t i = 0; i < 4; ++i) {
      EXPECT_EQ(cel[i].x, p.vert[f.v[i]].x - mean.x);
      EXPECT_EQ(cel[i].z, p.vert[f.v[i]].z - mean.z);
    }
  }
}

TEST(DebrisBurst, TheHeadingAndPitchTurnTheFaces) {
  Sim sim = test::testSim();
  const DebrisBurst b = burstOf(mdl::WallV, DebrisSetId::Set3, 0, 0x100000);  // east
  EXPECT_EQ(spawnDebrisBurst(sim, b), 5);
  const std::vector<ObjSlot> ps = pieces(sim);
  const ModelPart& p = modelDef(mdl::WallV).part[0];
  for (ObjSlot s : ps) {
    const Obj& o = sim.objs[s];
    const Vec3 mean = faceMean(p, p.face[static_cast<size_t>(debrisFace(o))]);
    const core::Vec2 r = core::RotateByHeading(0x100000, mean.x, mean.y);
    EXPECT_EQ(o.x, b.x + r.x);
    EXPECT_EQ(o.y, b.y + r.y);
    EXPECT_EQ(o.heading, 0x100000);
    EXPECT_LE(std::abs(lengthOf(o) - kOne), 1);
  }
  // the east side (face 2, mean x +4) now faces south
  const Obj& east = sim.objs[ps[2]];
  EXPECT_EQ(debrisFace(east), 2);
  EXPECT_EQ(east.x, b.x);
  EXPECT_EQ(east.y, b.y + px(4));
  EXPECT_EQ(east.local[kDebrisDirX], 0);
  EXPECT_GT(east.local[kDebrisDirY], 0);
  // pitched a quarter turn down: the top (0, 0, 19) tips forward (-y at heading 0)
  Sim sim2 = test::testSim();
  ASSERT_EQ(spawnDebrisBurst(sim2, burstOf(mdl::WallV, DebrisSetId::Set3, 0, 0, 0x100000)), 5);
  const Obj& top = sim2.objs[pieces(sim2)[0]];
  EXPECT_EQ(debrisFace(top), 0);
  EXPECT_EQ(top.y, cell::centreFixed(40) - px(19));
  EXPECT_EQ(top.z, 0);
  EXPECT_EQ(top.local[kDebrisPitch], 0x100000);
  EXPECT_EQ(top.local[kDebrisDirY], -kOne);
  EXPECT_EQ(top.local[kDebrisDirZ], 0);
}

TEST(DebrisBurst, EveryDirectionHasUnitLength) {
  for (ModelId m = 1; m < mdl::Count; ++m) {
    for (int32_t heading : {0, 0x80000, 0x1c0000, 0x3f0000}) {
      for (int32_t pitch : {0, 0x38e38f}) {
        Sim sim = test::testSim();
        for (DebrisSetId set : {DebrisSetId::Set2, DebrisSetId::WreckHigh}) {
          spawnDebrisBurst(sim, burstOf(m, set, -1, heading, pitch));
        }
        for (ObjSlot s : pieces(sim)) {
          EXPECT_LE(std::abs(lengthOf(sim.objs[s]) - kOne), 1) << "model " << m << " heading " << heading;
        }
      }
    }
  }
}

TEST(DebrisBurst, BushGivesTwoPieces) {
  Sim sim = test::testSim();
  EXPECT_EQ(spawnDebrisBurst(sim, burstOf(bnoModel(bnoId(Bno::Bush1S)), DebrisSetId::Bushes)), 2);
  for (ObjSlot s : pieces(sim))
    EXPECT_EQ(debrisProgram(sim.objs[s]), static_cast<int32_t>(DebrisDefId::Leaf));
}

TEST(DebrisBurst, TowerTurretPartGivesFivePieces) {
  Sim sim = test::testSim();
  const ModelId tower = bnoModel(bnoId(Bno::Tower));
  EXPECT_EQ(spawnDebrisBurst(sim, burstOf(tower, DebrisSetId::TowerTurret, kTowerTurretPart, 0x80000)), 5);
  for (ObjSlot s : pieces(sim)) {
    EXPECT_EQ(debrisPart(sim.objs[s]), kTowerTurretPart);
    EXPECT_EQ(debrisProgram(sim.objs[s]), static_cast<int32_t>(DebrisDefId::TurretPlate));
  }
  // the destroy burst (set TowerBase, every part) throws the base only
  Sim sim2 = test::testSim();
  EXPECT_EQ(spawnDebrisBurst(sim2, burstOf(tower, DebrisSetId::TowerBase)), 5);
  for (ObjSlot s : pieces(sim2)) EXPECT_EQ(debrisPart(sim2.objs[s]), kTowerBasePart);
}

TEST(DebrisBurst, BridgePlanksOneByOne) {
  Sim sim = test::testSim();
  sim.dt = 2;
  const DebrisBurst b = burstOf(bnoModel(bnoId(Bno::BrigeH)), DebrisSetId::BridgePlanks, kBridgePlankPart);
  for (int f = 0; f < kBridgePlanks; ++f) {
    const ObjSlot s = spawnDebrisPiece(sim, b, f);
    ASSERT_NE(s, kNoObj) << f;
    EXPECT_EQ(debrisFace(sim.objs[s]), f);
    EXPECT_EQ(debrisProgram(sim.objs[s]), static_cast<int32_t>(DebrisDefId::Plank));
    debrisUpdate(sim, sim.objs[s]);
    EXPECT_EQ(sim.objs[s].local[kDebrisSprite], kPlankSprite);
  }
  EXPECT_EQ(spawnDebrisPiece(sim, b, kBridgePlanks), kNoObj);  // no such face
  DebrisBurst beams = b;
  beams.part = 1;
  EXPECT_EQ(spawnDebrisPiece(sim, beams, 0), kNoObj);  // class 0
  DebrisBurst every = b;
  every.part = -1;
  EXPECT_EQ(spawnDebrisPiece(sim, every, 0), kNoObj);  // one face needs a part
}

TEST(DebrisBurst, FacesWithoutAProgramInTheSetAreSkipped) {
  Sim sim = test::testSim();
  // the factory has classes 1..3, set 3 (stone) only a class-1 program
  EXPECT_EQ(spawnDebrisBurst(sim, burstOf(mdl::Factory, DebrisSetId::Set3)),
            modelDebrisFaces(modelDef(mdl::Factory), -1, 1));
  EXPECT_EQ(spawnDebrisBurst(sim, burstOf(kNoModel, DebrisSetId::Set2)), 0);
  EXPECT_EQ(spawnDebrisBurst(sim, burstOf(mdl::Factory, DebrisSetId::None)), 0);
}

// ---- settling and the draw rule (a game at dt = 2) ----

TEST(DebrisSettle, BuildingPiecesSettleWithinTwoSeconds) {
  Game g = test::vehicleGame();
  Sim& sim = g.mutableState();
  const int n = spawnDebrisBurst(sim, burstOf(mdl::Building, DebrisSetId::Set2));
  ASSERT_EQ(n, 8);
  const std::vector<ObjSlot> ps = pieces(sim);
  int frames = 0;
  int dust = 0;
  auto flying = [&] {
    for (ObjSlot s : ps) {
      if (sim.objs[s].alive() && !debrisSettled(sim.objs[s])) return true;
    }
    return false;
  };
  while (flying() && frames < 200) {
    test::stepFrames(g, 1);
    dust += test::countEvents(g, EventId::Explosion);
    ++frames;
  }
  EXPECT_LE(frames * 2, 120) << "settled within 2 s (120 ticks)";
  EXPECT_GE(frames * 2, 20);
  EXPECT_EQ(dust, n);  // one puff each
  EXPECT_EQ(listSlots(sim, ObjListId::Useless).size(), ps.size());
  for (ObjSlot s : ps) {
    const Obj& o = sim.objs[s];
    EXPECT_TRUE(debrisSettled(o));
    EXPECT_EQ(o.z, 0);
    EXPECT_EQ(debrisZBias(o), kDebrisSettledZBias);
    EXPECT_EQ(o.cell, cellOfPos(o.x, o.y));
    // flew out of the building's cell footprint or at least away from the centre
    EXPECT_GT(std::abs(o.x - cell::centreFixed(40)) + std::abs(o.y - cell::centreFixed(40)), px(4));
  }
  test::stepFrames(g, 100);  // settled pieces stay (headless: drawn every frame)
  for (ObjSlot s : ps) EXPECT_TRUE(sim.objs[s].alive());
}

TEST(DebrisSettle, LeavesSquashAndGo) {
  Game g = test::vehicleGame();
  Sim& sim = g.mutableState();
  ASSERT_EQ(spawnDebrisBurst(sim, burstOf(mdl::Bush, DebrisSetId::Bushes)), 2);
  const std::vector<ObjSlot> ps = pieces(sim);
  test::stepFrames(g, 44);  // 88 ticks: flat on the ground
  for (ObjSlot s : ps) {
    EXPECT_EQ(sim.objs[s].z, 0);
    EXPECT_EQ(sim.objs[s].local[kDebrisSquash], 0);
  }
  test::stepFrames(g, 2);  // frame 90 reached
  for (ObjSlot s : ps) EXPECT_FALSE(sim.objs[s].alive());
}

ObjSlot settledPiece(Sim& sim) {
  sim.dt = 2;
  const ObjSlot s = objCreate(sim, ObjClass::FWall, 0, cell::centreFixed(5), cell::centreFixed(5), 0,
                              static_cast<int32_t>(DebrisDefId::Stone));
  debrisRun(sim, sim.objs[s], oneStep(DebrisOp::Floor, 0, kDebrisSettledZBias));
  return s;
}

TEST(DebrisSettle, ADrawAfterSixtyIdleTicksRemovesASettledPiece) {
  Sim sim = test::testSim();
  sim.tick = 10;
  const ObjSlot a = settledPiece(sim);
  const ObjSlot b = settledPiece(sim);
  ASSERT_TRUE(debrisSettled(sim.objs[a]));
  EXPECT_EQ(sim.objs[a].local[kDebrisDrawn], 10);
  EXPECT_EQ(listSlots(sim, ObjListId::Useless), (std::vector<int>{a, b}));
  sim.tick = 69;
  debrisDrawn(sim, a);  // 59 idle ticks: kept, to the useless tail (recycled last)
  EXPECT_TRUE(sim.objs[a].alive());
  EXPECT_EQ(sim.objs[a].flags & kObjDeleteQueued, 0u);
  EXPECT_EQ(sim.objs[a].local[kDebrisDrawn], 69);
  EXPECT_EQ(listSlots(sim, ObjListId::Useless), (std::vector<int>{b, a}));
  sim.tick = 129;
  debrisDrawn(sim, a);  // 60 idle ticks: removed
  EXPECT_NE(sim.objs[a].flags & kObjDeleteQueued, 0u);
  objReapDeleted(sim);
  EXPECT_FALSE(sim.objs[a].alive());
  // a flying piece is never removed by a draw
  const ObjSlot c = objCreate(sim, ObjClass::FWall, 0, px(100), px(100), px(10), 0);
  sim.tick = 500;
  debrisDrawn(sim, c);
  EXPECT_TRUE(sim.objs[c].alive());
  EXPECT_EQ(sim.objs[c].flags & kObjDeleteQueued, 0u);
  EXPECT_EQ(sim.objs[c].local[kDebrisDrawn], 500);
}

TEST(DebrisSettle, ThePoolRecyclesTheOldestSettledPiece) {
  Sim sim = test::testSim();
  const ObjSlot first = settledPiece(sim);
  const ObjSlot second = settledPiece(sim);
  while (listSlots(sim, ObjListId::Free).size() > 0)
    ASSERT_NE(objCreate(sim, test::kProbe, 0, 0, 0, 0, -1), kNoObj);
  const uint32_t secondId = sim.objs[second].id;
  const ObjSlot s = objCreate(sim, test::kProbe, 0, 0, 0, 0, -1);
  EXPECT_EQ(s, first);
  EXPECT_EQ(sim.objs[first].objClass(), test::kProbe);
  EXPECT_EQ(sim.objs[second].id, secondId);
  EXPECT_EQ(objCreate(sim, test::kProbe, 0, 0, 0, 0, -1), second);
  EXPECT_EQ(objCreate(sim, test::kProbe, 0, 0, 0, 0, -1), kNoObj);
}

TEST(DebrisSettle, TraceFields) {
  Sim sim = test::testSim();
  const ObjSlot s = settledPiece(sim);
  std::array<ObjField, kMaxObjFields> f{};
  const int n = debrisFields(sim, sim.objs[s], f);
  ASSERT_EQ(n, 4);
  EXPECT_STREQ(f[0].name, "set");
  EXPECT_STREQ(f[1].name, "step");
  EXPECT_STREQ(f[2].name, "settled");
  EXPECT_EQ(f[2].value, 1);
}

}  // namespace
}  // namespace rf
