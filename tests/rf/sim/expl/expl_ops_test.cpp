// SPDX-License-Identifier: GPL-3.0-or-later
// ExplUpdate 0x4204c0 and one test per script op (0..22, the op table 0x44a9c0) on test
// scripts, dt = 2.
#include <gtest/gtest.h>

#include "core/rand.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/damage.hpp"
#include "rf/sim/expl/expl_test_util.hpp"

namespace rf::test {
namespace {

using core::kOne;
using core::px;
using Op = ExplOp;

// ---- ExplUpdate: frame 1.0 on the first update, then += rate * dt; deleted at frames ----
TEST_F(ExplTest, FrameCountsFromOneAndTheExplosionGoesAtItsFrames) {
  Obj& o = spawn({op(Op::End)}, {}, 4, 0x8000);  // 4 frames at 0.5 per tick
  const ObjSlot s = o.slot();
  EXPECT_EQ(o.local[expl::kFrame], 0);
  EXPECT_EQ(o.local[expl::kId], 1);
  EXPECT_EQ(o.gfx, static_cast<int32_t>(GfxId::ExplSprites));  // the class graphic 0x44aa20
  update();
  EXPECT_EQ(sim_.obj(s).local[expl::kFrame], kOne);
  update();
  EXPECT_EQ(sim_.obj(s).local[expl::kFrame], 2 * kOne);  // + 0.5 * 2
  update();
  EXPECT_EQ(sim_.obj(s).local[expl::kFrame], 3 * kOne);
  EXPECT_TRUE(sim_.obj(s).alive());
  update();  // frame 4.0 = frames: deleted (reaped by the next walk)
  objReapDeleted(sim_);
  EXPECT_FALSE(sim_.obj(s).alive());
}

TEST_F(ExplTest, RateTimesDtWithAFractionalRate) {
  Obj& o = spawn({op(Op::End)}, {}, 10, 0x4000);  // 0.25 per tick
  sim_.dt = 3;
  update();
  update();
  EXPECT_EQ(o.local[expl::kFrame], kOne + 3 * 0x4000);
}

TEST_F(ExplTest, NoneAndUnknownIdsSpawnNothing) {
  describe({op(Op::End)});
  EXPECT_EQ(spawnExplosion(sim_, ExplId::None, px(10), px(10), 0), kNoObj);
  EXPECT_EQ(spawnExplosion(sim_, static_cast<ExplId>(7), px(10), px(10), 0), kNoObj);  // past the table
  EXPECT_TRUE(objectsOf(sim_, ObjClass::Expl).empty());
}

// ---- op 0 end ----
TEST_F(ExplTest, Op0EndStopsTheScriptWhereItIs) {
  Obj& o = spawn({op(Op::End), op(Op::Sound), 0});
  update();
  update();
  EXPECT_EQ(o.local[expl::kPc], 0);
  EXPECT_TRUE(eventNames(sim_).empty());
  EXPECT_TRUE(o.alive());  // it lives on until its frames
}

// ---- op 1 yield ----
TEST_F(ExplTest, Op1YieldGoesOnAtTheNextUpdate) {
  Obj& o = spawn({op(Op::Sound), 0, op(Op::Yield), op(Op::Sound), 1, op(Op::End)});
  update();
  EXPECT_EQ(eventNames(sim_), std::vector<std::string>{"ExplSmall"});
  EXPECT_EQ(o.local[expl::kPc], 3);
  update();
  EXPECT_EQ(eventNames(sim_), std::vector<std::string>{"ExplBig"});
  EXPECT_EQ(o.local[expl::kPc], 5);
}

// ---- op 2 wait-frame n ----
TEST_F(ExplTest, Op2WaitsUntilTheFrameReachesN) {
  Obj& o = spawn({op(Op::WaitFrame), 3, op(Op::Sound), 0, op(Op::End)}, {}, 100, 0x8000);
  update();  // 1.0
  update();  // 2.0
  EXPECT_TRUE(eventNames(sim_).empty());
  EXPECT_EQ(o.local[expl::kPc], 0);
  update();  // 3.0
  EXPECT_EQ(eventNames(sim_), std::vector<std::string>{"ExplSmall"});
  EXPECT_EQ(o.local[expl::kPc], 4);
}

// ---- op 3 sound ----
TEST_F(ExplTest, Op3SoundIsAnEventNamedByTheTable) {
  Obj& o = spawn({op(Op::Sound), 2, op(Op::Sound), 9, op(Op::Sound), 200, op(Op::End)});
  update();
  ASSERT_EQ(sim_.events.size(), 2u);  // 200 is past the table: silent
  EXPECT_EQ(sim_.events[0].kind(), EventKind::Sound);
  EXPECT_EQ(sim_.events[0].id, EventId::Splash);
  EXPECT_EQ(sim_.events[0].words()[0], static_cast<int32_t>(o.id));
  EXPECT_EQ(sim_.events[1].id, EventId::MineBlast);
  EXPECT_EQ(explSoundEvent(kExplSounds), EventId::None);
}

// ---- op 4 destroyed state ----
TEST_F(ExplTest, Op4AppliesTheCellsDestroyedState) {
  put(kC, kC, Bno::BldgS);
  Sim want = sim_;
  applyDestroyedState(want, cellIndex(kC, kC));
  spawn({op(Op::DestroyedState), op(Op::End)});
  spawnAt(kC, kC);  // a second explosion on the same building
  update();
  const uint32_t noChain = ~(cell::kChainMask << cell::kChainShift);
  EXPECT_EQ(sim_.world.cell(kC, kC) & noChain, want.world.cell(kC, kC));
  EXPECT_EQ(bnoAt(kC, kC), bnoId(Bno::StdDest));  // once: the second leaves the rubble alone
}

// ---- op 5 dx dy bno new ----
TEST_F(ExplTest, Op5TheNeighbourWithTheBnoGetsTheNewOne) {
  put(kC, kC - 1, Bno::WallV, 98);
  put(kC, kC + 1, Bno::WallH, 99);
  spawn({op(Op::NeighbourBno), 0, s8(-1), bnoId(Bno::WallV), bnoId(Bno::RdmgWallV),  //
         op(Op::NeighbourBno), 0, 1, bnoId(Bno::WallV), bnoId(Bno::LdmgWallV), op(Op::End)});
  sim_.world.setCell(kC, kC - 1, cell::withHp(sim_.world.cell(kC, kC - 1), 2));  // shot twice
  update();
  const uint32_t north = sim_.world.cell(kC, kC - 1);
  EXPECT_EQ(cell::bno(north), bnoId(Bno::RdmgWallV));
  EXPECT_EQ(cell::hp(north), cell::hpFromStrength(bnoDef(Bno::RdmgWallV).strength));  // 5
  EXPECT_EQ(cell::terrain(north), 98u);
  EXPECT_EQ(bnoAt(kC, kC + 1), bnoId(Bno::WallH));  // not the BNO named: unchanged
}

// ---- op 6 part i ----
TEST_F(ExplTest, Op6GraphicIsExplosionPartI) {
  Obj& o = spawn({op(Op::GfxPart), 2, op(Op::End)});
  update();
  EXPECT_EQ(o.gfx, static_cast<int32_t>(GfxId::ExplPart2));
  Obj& past = spawn({op(Op::GfxPart), kExplParts, op(Op::End)});
  update();
  EXPECT_EQ(past.gfx, static_cast<int32_t>(GfxId::ExplSprites));  // no part 8: unchanged
}

// ---- op 7 sprites ----
TEST_F(ExplTest, Op7GraphicIsTheSpritesOnly) {
  Obj& o = spawn({op(Op::GfxPart), 0, op(Op::Yield), op(Op::GfxSprites), op(Op::End)});
  update();
  EXPECT_EQ(o.gfx, static_cast<int32_t>(GfxId::ExplPart0));
  update();
  EXPECT_EQ(o.gfx, static_cast<int32_t>(GfxId::ExplSprites));
}

// ---- op 8 frame = f ----
TEST_F(ExplTest, Op8SetsTheFrame) {
  Obj& o = spawn({op(Op::SetFrame), 5, op(Op::End)}, {}, 10, 0x8000);
  update();
  EXPECT_EQ(o.local[expl::kFrame], 5 * kOne);
  update();
  EXPECT_EQ(o.local[expl::kFrame], 6 * kOne);  // counting on from there
}

// ---- op 9 n thr rng ----
TEST_F(ExplTest, Op9SkipsTheNextNOpsWhenRandRangeIsBelowThr) {
  // RandRange(1) is always 0 < 1: the next op is skipped.
  spawn({op(Op::SkipRandom), 1, 1, 1, op(Op::Sound), 0, op(Op::Sound), 1, op(Op::End)});
  core::MsvcRand r = sim_.rand;
  update();
  EXPECT_EQ(eventNames(sim_), std::vector<std::string>{"ExplBig"});
  r.next();
  EXPECT_EQ(sim_.rand, r);  // one RandRange call
  // thr 0 never skips.
  spawn({op(Op::SkipRandom), 2, 0, 0xff, op(Op::Sound), 0, op(Op::Sound), 1, op(Op::End)});
  update();
  EXPECT_EQ(eventNames(sim_), (std::vector<std::string>{"ExplSmall", "ExplBig"}));
  // A real draw: skipped exactly when RandRange(0xff) < 0x80.
  for (int i = 0; i < 4; ++i) {
    core::MsvcRand copy = sim_.rand;
    const bool skip = copy.range(0xff) < 0x80;
    spawn({op(Op::SkipRandom), 1, 0x80, 0xff, op(Op::Sound), 0, op(Op::Sound), 1, op(Op::End)});
    update();
    const std::vector<std::string> want =
        skip ? std::vector<std::string>{"ExplBig"} : std::vector<std::string>{"ExplSmall", "ExplBig"};
    EXPECT_EQ(eventNames(sim_), want);
    EXPECT_EQ(sim_.rand, copy);
  }
}

// ---- op 10 goto label l for even ids ----
TEST_F(ExplTest, Op10GoesToTheLabelForEvenIdsOnly) {
  describe({op(Op::GotoEvenId), 0, op(Op::Sound), 0, op(Op::End), op(Op::Sound), 1, op(Op::End)}, {5});
  Obj& a = spawnAt(kC, kC);
  Obj& b = spawnAt(kC, kC);
  Obj& even = (a.id & 1) == 0 ? a : b;
  Obj& odd = (a.id & 1) == 0 ? b : a;
  update();
  ASSERT_EQ(sim_.events.size(), 2u);
  for (const Event& e : sim_.events) {
    EXPECT_EQ(e.id,
              e.sound().source == static_cast<int32_t>(even.id) ? EventId::ExplBig : EventId::ExplSmall);
  }
  EXPECT_EQ(even.local[expl::kPc], 7);
  EXPECT_EQ(odd.local[expl::kPc], 4);
}

// ---- op 11 delete ----
TEST_F(ExplTest, Op11DeletesTheExplosionAndStops) {
  Obj& o = spawn({op(Op::Delete), op(Op::Sound), 0, op(Op::End)});
  const ObjSlot s = o.slot();
  explUpdate(sim_, o);
  EXPECT_TRUE(eventNames(sim_).empty());
  EXPECT_NE(sim_.obj(s).flags & kObjDeleteQueued, 0u);
  objReapDeleted(sim_);
  EXPECT_FALSE(sim_.obj(s).alive());
}

// ---- op 12 graphic = label l ----
TEST_F(ExplTest, Op12GraphicIsTheLabel) {
  Obj& o = spawn({op(Op::GfxLabel), 1, op(Op::End)}, {0, static_cast<int32_t>(GfxId::ExplPart5)});
  update();
  EXPECT_EQ(o.gfx, static_cast<int32_t>(GfxId::ExplPart5));
}

// ---- op 13 zlo zhi w h mask dmg ----
TEST_F(ExplTest, Op13ArmsTheDamageBoxAsAShapePart) {
  Obj& o = spawn({op(Op::DamageBox), s8(-2), 12, 20, 10, 0x03, s8(-4), op(Op::End)});
  ObjShapeBuf shapeBuf;
  EXPECT_TRUE(objShape(sim_, o, shapeBuf).empty());  // no box yet, the sprites have no shape
  update();
  EXPECT_EQ(o.local[expl::kBoxDmg], -kOne);  // -4 quarters: 1.0 per tick
  ObjShapeBuf shapeBuf2;
  const Shape s = objShape(sim_, o, shapeBuf2);
  ASSERT_EQ(s.size(), 1u);
  EXPECT_EQ(s[0].type, PartType::Box);
  EXPECT_EQ(s[0].solid, kSolidDamageBox);
  EXPECT_EQ(s[0].mask, 0x03u);
  EXPECT_EQ(s[0].zlo, px(-2));
  EXPECT_EQ(s[0].zhi, px(12));
  EXPECT_EQ(s[0].bbox.x0, px(-20));
  EXPECT_EQ(s[0].bbox.x1, px(20));
  EXPECT_EQ(s[0].bbox.y0, px(-10));
  EXPECT_EQ(s[0].bbox.y1, px(10));
  // A one-shot box (dmg >= 0) is spent by its first collision.
  Obj& once = spawn({op(Op::DamageBox), 0, 12, 20, 10, 0x03, 8, op(Op::End)});
  update();
  EXPECT_EQ(once.local[expl::kBoxDmg], 2 * kOne);
  ObjShapeBuf shapeBuf3;
  EXPECT_TRUE(objShape(sim_, once, shapeBuf3).empty());
}

// ---- op 14 box = +-a ----
TEST_F(ExplTest, Op14ResizesTheBox) {
  Obj& o = spawn({op(Op::DamageBox), 0, 12, 20, 10, 0x03, s8(-1), op(Op::Yield), op(Op::BoxSize), 30, op(Op::End)});
  update();
  update();
  ObjShapeBuf shapeBuf4;
  const Shape s = objShape(sim_, o, shapeBuf4);
  ASSERT_EQ(s.size(), 1u);
  EXPECT_EQ(s[0].bbox.x0, px(-30));
  EXPECT_EQ(s[0].bbox.y1, px(30));
  EXPECT_EQ(s[0].zhi, px(12));
}

// ---- op 15 two bytes nop ----
TEST_F(ExplTest, Op15SkipsTwoBytes) {
  Obj& o = spawn({op(Op::Nop), op(Op::Delete), op(Op::Delete), op(Op::Sound), 0, op(Op::End)});
  const Sim before = sim_;
  update();
  EXPECT_EQ(eventNames(sim_), std::vector<std::string>{"ExplSmall"});
  EXPECT_TRUE(o.alive());
  EXPECT_EQ(o.local[expl::kPc], 5);
  EXPECT_EQ(sim_.rand, before.rand);
}

// ---- op 16 detach ----
TEST_F(ExplTest, Op16DetachesFromTheParent) {
  const ObjSlot p = objCreate(sim_, kParentClass, 0, cell::centreFixed(kC), cell::centreFixed(kC), 0, 0);
  describe({op(Op::Yield), op(Op::Detach), op(Op::End)});
  Obj& o = spawnAt(kC, kC, ExplSpawn{.parent = p});
  EXPECT_EQ(o.parent, p);
  EXPECT_EQ(sim_.obj(p).firstChild, o.slot());
  update();
  EXPECT_EQ(o.parent, p);
  update();
  EXPECT_EQ(o.parent, kNoObj);
  EXPECT_EQ(sim_.obj(p).firstChild, kNoObj);
  // Detached, it stays where it is while the parent moves.
  const core::Fixed x = o.x;
  sim_.obj(p).x += px(10);
  update();
  EXPECT_EQ(o.x, x);
}

// ---- op 17 debris ----
// spawnDebrisBurst is the debris module's: with its placeholder the call is a "DebrisBurst"
// note (a = set, b = part); with the real one pieces (FWall) appear.
TEST_F(ExplTest, Op17BurstsTheCellsBnoModelWithTheSet) {
  put(kC, kC, Bno::Bush1S);
  spawn({op(Op::Debris), 6, op(Op::Debris), s8(-1), op(Op::End)}, {(2 << 8) | 5});
  update();
  const std::vector<std::string> notes = eventNames(sim_, EventKind::Note);
  if (!notes.empty()) {
    ASSERT_EQ(sim_.events.size(), 2u);
    EXPECT_EQ(sim_.events[0].words()[0], 6);  // set 6 (bushes), every part
    EXPECT_EQ(sim_.events[0].words()[1], -1);
    EXPECT_EQ(sim_.events[1].words()[0], 5);  // from label 0: set 5, part 2
    EXPECT_EQ(sim_.events[1].words()[1], 2);
  } else {
    EXPECT_FALSE(objectsOf(sim_, ObjClass::FWall).empty());
  }
  EXPECT_EQ(bnoAt(kC, kC), bnoId(Bno::Bush1S));  // debris only
}

// ---- op 18 dx dy bno ----
TEST_F(ExplTest, Op18DestroysTheNeighbourHoldingTheBno) {
  put(kC + 1, kC, Bno::BldgS);
  put(kC - 1, kC, Bno::BldgN);
  spawn({op(Op::DamageNeighbourBno), 1, 0, bnoId(Bno::BldgS),  //
         op(Op::DamageNeighbourBno), s8(-1), 0, bnoId(Bno::BldgS), op(Op::End)});
  update();
  objUpdateAll(sim_);  // the neighbour's own destroy explosion, if any
  EXPECT_NE(bnoAt(kC + 1, kC), bnoId(Bno::BldgS));  // BnoDamage(255): destroyed
  EXPECT_EQ(bnoAt(kC - 1, kC), bnoId(Bno::BldgN));  // not the BNO named
  EXPECT_EQ(cell::hp(sim_.world.cell(kC - 1, kC)), 5u);
}

// ---- op 19 dx dy terrain ----
TEST_F(ExplTest, Op19DestroysTheNeighbourOnTheTerrain) {
  put(kC, kC + 1, Bno::BldgS, 0x49);
  put(kC, kC - 1, Bno::BldgS, 0x4a);
  spawn({op(Op::DamageNeighbourTerrain), 0, 1, 0x49, op(Op::DamageNeighbourTerrain), 0, s8(-1), 0x49, op(Op::End)});
  update();
  objUpdateAll(sim_);
  EXPECT_NE(bnoAt(kC, kC + 1), bnoId(Bno::BldgS));
  EXPECT_EQ(bnoAt(kC, kC - 1), bnoId(Bno::BldgS));
  EXPECT_EQ(cell::hp(sim_.world.cell(kC, kC - 1)), 5u);
}

// ---- op 20 one of n ----
TEST_F(ExplTest, Op20RunsOneOfTheNextNOpsAtRandom) {
  const std::vector<std::string> names = {"ExplSmall", "ExplBig", "Splash"};
  for (int i = 0; i < 4; ++i) {
    core::MsvcRand copy = sim_.rand;
    const uint32_t pick = copy.range(3);
    spawn({op(Op::OneOf), 3, op(Op::Sound), 0, op(Op::Sound), 1, op(Op::Sound), 2, op(Op::Sound), 3, op(Op::End)});
    update();
    EXPECT_EQ(eventNames(sim_), (std::vector<std::string>{names[pick], "Crumble"}));
    EXPECT_EQ(sim_.rand, copy);
  }
}

// ---- op 21 t ----
TEST_F(ExplTest, Op21RemovesTheBnoNowAndPutsItsDestroyedStateAfterT) {
  put(kC, kC, Bno::BldgS);
  Sim want = sim_;
  applyDestroyedState(want, cellIndex(kC, kC));
  spawn({op(Op::RemoveBno), 20, op(Op::End)});
  update();
  EXPECT_EQ(bnoAt(kC, kC), 0u);
  ASSERT_EQ(sim_.timers.size(), 1u);
  EXPECT_EQ(sim_.timers.entries()[0].fnId, timerIndex(TimerId::ExplDestroyedState));
  advanceTimers(sim_, 19);
  EXPECT_EQ(bnoAt(kC, kC), 0u);
  advanceTimers(sim_, 1);
  EXPECT_EQ(bnoAt(kC, kC), bnoId(Bno::StdDest));
  const uint32_t noChain = ~(cell::kChainMask << cell::kChainShift);
  EXPECT_EQ(sim_.world.cell(kC, kC) & noChain, want.world.cell(kC, kC));
  EXPECT_TRUE(sim_.timers.empty());
}

// ---- op 22 bno team ----
TEST_F(ExplTest, Op22SetsTheSideBitsForTheSpawnBno) {
  put(kC, kC, Bno::FuelE, 101, 0);
  spawn({op(Op::SideBits), bnoId(Bno::FuelN), 1, op(Op::SideBits), bnoId(Bno::FuelE), 2, op(Op::End)});
  update();
  EXPECT_EQ(cell::team(sim_.world.cell(kC, kC)), 2u);  // FUEL_E's
  // bno 0: any.
  spawn({op(Op::SideBits), 0, 1, op(Op::End)});
  update();
  EXPECT_EQ(cell::team(sim_.world.cell(kC, kC)), 1u);
  EXPECT_EQ(bnoAt(kC, kC), bnoId(Bno::FuelE));
}

TEST_F(ExplTest, AGotoLoopEndsAfterTheOpLimit) {
  describe({op(Op::GotoEvenId), 0, op(Op::Nop), 0, 0}, {0});
  Obj& a = spawnAt(kC, kC);
  Obj& b = spawnAt(kC, kC);
  update();  // the even one loops kMaxOpsPerUpdate ops, the odd one runs off the end
  EXPECT_TRUE(a.alive());
  EXPECT_TRUE(b.alive());
  EXPECT_EQ(((a.id & 1) == 0 ? a : b).local[expl::kPc], 0);
  EXPECT_EQ(((a.id & 1) == 0 ? b : a).local[expl::kPc], 5);
}

}  // namespace
}  // namespace rf::test
