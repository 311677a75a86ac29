// SPDX-License-Identifier: GPL-3.0-or-later
// gta-objects.md "Quirks kept" and "Port deviations": the bullets not already pinned by a
// test of their own in obj_update_test / expl_test / fire_test / mapedit_test /
// powerup_blockanim_test (each of those is named Quirk... / Deviation...).
#include <gtest/gtest.h>

#include "gta/sim/expl.hpp"
#include "gta/sim/mapedit.hpp"
#include "gta/sim/obj.hpp"
#include "gta/world_fixture.hpp"

namespace gta {
namespace {

using test::Col;
using test::kGround5;
using test::P;
using test::TestCity;

TEST(GtaObjectsQuirks, QuirkKickComparesTheAngleWithItselfPlusMinus0x20) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  for (int a : {0, 0x20, 0x1e0, 0x3e0}) {
    const int o = objCreate(s, 0x0b, P(1000), P(1000 + a), kGround5, a);
    objKick(s, o, 4, 0x200);
    EXPECT_EQ(s.entities.objs[size_t(o)].sprite.angle, a);  // never turned by 0x40
  }
}

TEST(GtaObjectsQuirks, QuirkCreateAttachedTestsTheAttachKindForBlending) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int car = test::placeCar(s, 3, 1000, 1000, kGround5);
  for (int type : {objtype::kCarLight, objtype::kJet, objtype::kJetEnd}) {
    const int o = objCreateAttached(s, type, car, 1, 0, 0);  // blended types, attach kind 1
    EXPECT_EQ(s.entities.objs[size_t(o)].sprite.unk_13, 0) << type;
  }
}

TEST(GtaObjectsQuirks, QuirkAtFaceIfSolidOutsideBlocks1To255DoesNotTestTheFace) {
  Game g = TestCity().start();  // pavement everywhere: no side faces
  GameState& s = g.mutableState();
  explAtFaceIfSolid(s, 5, 5, 5, Face::Left, -1);
  EXPECT_EQ(s.expl.slots[0].frame, 0);
  explAtFaceIfSolid(s, 0, 5, 5, Face::Right, -1);  // x = 0: exploded untested
  EXPECT_EQ(s.expl.slots[0].frame, 1);
}

// gta-game-core.md "Quirks kept": "Object types 0x40 / 0x4d created by Obj_Create turn
// their shared object_info record animated for good" (0x40 is pinned with the 0x3f spawner
// in obj_update_test).
TEST(GtaObjectsQuirks, QuirkObjCreateOf0x4dTurnsItsSharedRecordAnimatedForGood) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const auto status = [&s] { return s.entities.objInfos[objtype::kPedMarker4d].status; };
  EXPECT_EQ(status(), kObjStatusNormal);  // the style's record: not animated
  test::placePed(s, 5, 900, 900, kGround5);
  const int a = objCreate(s, objtype::kPedMarker4d, P(1000), P(1000), kGround5, 0);
  ASSERT_GE(a, 0);
  EXPECT_EQ(status(), kObjStatusAnimated5);  // the shared record changed
  EXPECT_EQ(s.entities.objs[size_t(a)].inList, kObjListAnimated);
  objDelete(s, a);
  EXPECT_EQ(status(), kObjStatusAnimated5);  // for good: its object has gone, the record stays
  // the next 0x4d is animated, so the animated list runs it: it lives while its ped does,
  // then 1000 frames
  const int b = objCreate(s, objtype::kPedMarker4d, P(1200), P(1000), kGround5, 0);
  ASSERT_GE(b, 0);
  s.entities.objs[size_t(b)].param = 5;
  for (int i = 0; i < 50; ++i) g.step();
  EXPECT_FALSE(g.state().entities.objs[size_t(b)].free());
  g.mutableState().entities.peds[5].health = 0;
  for (int i = 0; i < 999; ++i) g.step();
  EXPECT_FALSE(g.state().entities.objs[size_t(b)].free());
  g.step();
  EXPECT_TRUE(g.state().entities.objs[size_t(b)].free());
  // another type of the same record status is left alone
  const int c = objCreate(g.mutableState(), 0x0b, P(1400), P(1000), kGround5, 0);
  EXPECT_EQ(g.state().entities.objInfos[0x0b].status, kObjStatusNormal);
  EXPECT_EQ(g.state().entities.objs[size_t(c)].inList, kObjListNone);
}

TEST(GtaObjectsQuirks, DeviationIsCoveredAnswersFalseOutsideTheMap) {
  Game g = TestCity().fill(0, 0, 255, 0, Col::Building).start();
  const GameState& s = g.state();
  EXPECT_TRUE(mapIsCovered(s, 0, 0, 5));
  EXPECT_FALSE(mapIsCovered(s, -1, 0, 5));
  EXPECT_FALSE(mapIsCovered(s, 0, -1, 5));
  EXPECT_FALSE(mapIsCovered(s, 256, 0, 5));
}

}  // namespace
}  // namespace gta
