// SPDX-License-Identifier: GPL-3.0-or-later
// The object module (gta-objects.md "Obj_UpdateAll" and the object record): kicks and the
// moving list, timers, the animated and attached lists, the creators and the quirks.
#include <gtest/gtest.h>

#include "gta/sim/obj.hpp"
#include "gta/world_fixture.hpp"

namespace gta {
namespace {

using test::Col;
using test::kGround4;
using test::kGround5;
using test::P;
using test::TestCity;

constexpr int kPlain = 0x0b;  // a default row: 16 x 16, weight 1, status 0

Obj& obj(Game& g, int slot) {
  return g.mutableState().entities.objs[size_t(slot)];
}

int countType(const Game& g, int type) {
  int n = 0;
  for (const Obj& o : g.state().entities.objs) n += !o.free() && o.type == type ? 1 : 0;
  return n;
}

TEST(GtaObj, FrameOfStateMapping) {
  for (int s = 1; s <= 8; ++s) EXPECT_EQ(objFrameOfState(100, s), 100 + s - 1);
  EXPECT_EQ(objFrameOfState(100, 9), 101);
  EXPECT_EQ(objFrameOfState(100, 14), 106);
  EXPECT_EQ(objFrameOfState(100, 15), 101);
  EXPECT_EQ(objFrameOfState(100, 20), 106);
  EXPECT_EQ(objFrameOfState(100, 21), 101);
  EXPECT_EQ(objFrameOfState(100, 26), 106);
  EXPECT_EQ(objFrameOfState(100, 27), 108);
  EXPECT_EQ(objFrameOfState(100, 31), 112);
}

TEST(GtaObj, StateTable) {
  EXPECT_EQ(objNextState(2), 3);
  EXPECT_EQ(objNextState(6), 2);
  EXPECT_EQ(objNextState(7), 7);
  EXPECT_EQ(objNextState(13), 14);
  EXPECT_EQ(objNextState(19), 20);
  EXPECT_EQ(objNextState(25), 2);
  EXPECT_EQ(objNextState(26), 27);
  EXPECT_EQ(objNextState(31), 31);
}

TEST(GtaObj, KickSpeedFollowsTheWeight) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  for (int w = 0; w <= 3; ++w) {
    const int o = objCreate(s, kPlain, P(1000 + 100 * w), P(1000), kGround5, 0);
    obj(g, o).weight = static_cast<int16_t>(w);
    objKick(s, o, 10, 0x100);
    EXPECT_EQ(obj(g, o).speed, w == 3 ? 0 : (2 * 10) >> w) << w;
    EXPECT_EQ(obj(g, o).inList, w == 3 ? kObjListNone : kObjListMoving) << w;
  }
}

TEST(GtaObj, KickOnlyStatuses0_8_9_BombExplodesSignsStay) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int timer = objCreate(s, objtype::kTimer, P(500), P(500), kGround5, 0);
  const int anim5 = objCreate(s, 0x05, P(600), P(500), kGround5, 0);
  const int floater = objCreate(s, objtype::kFloater, P(700), P(500), kGround5, 0);
  const int anim9 = objCreate(s, 0x59, P(800), P(500), kGround5, 0);
  const int sign = objCreate(s, objtype::kSignA, P(900), P(500), kGround5, 0);
  obj(g, anim9).weight = 1;
  for (int o : {timer, anim5, floater, anim9, sign}) objKick(s, o, 4, 0);
  EXPECT_EQ(obj(g, timer).inList, kObjListTimers);
  EXPECT_EQ(obj(g, anim5).inList, kObjListAnimated);
  EXPECT_EQ(obj(g, floater).inList, kObjListMoving);
  EXPECT_EQ(obj(g, anim9).inList, kObjListMoving);  // out of the animated list
  EXPECT_EQ(obj(g, sign).inList, kObjListNone);
  EXPECT_EQ(obj(g, sign).speed, 0);
  const int bomb = objCreate(s, objtype::kBomb, P(1000), P(500), kGround5, 0);
  objKick(s, bomb, 4, 0);
  EXPECT_TRUE(obj(g, bomb).free());
  EXPECT_EQ(s.expl.slots[0].frame, 1);
  EXPECT_EQ(s.expl.slots[3].frame, 37);
}

TEST(GtaObj, MovingSlidesAlongItsHeadingLosing2AFrameThenSettles) {
  Game g = TestCity().start();
  const int o = objCreate(g.mutableState(), kPlain, P(1000), P(1000), kGround5, 0);
  objKick(g.mutableState(), o, 5, 0x100);  // east, 2 * 5 >> 1 = 5
  EXPECT_EQ(obj(g, o).state, kObjStateSlide);
  EXPECT_EQ(obj(g, o).sprite.angle, 0);  // quirk: the +-0x20 comparison never turns it
  g.step();
  EXPECT_EQ(obj(g, o).sprite.x, P(1005));
  EXPECT_EQ(obj(g, o).speed, 3);
  EXPECT_EQ(obj(g, o).sprite.angle, 0x40);  // spins 0x40 a frame
  EXPECT_EQ(obj(g, o).state, 3);
  g.step();
  EXPECT_EQ(obj(g, o).sprite.x, P(1008));
  g.step();
  EXPECT_EQ(obj(g, o).sprite.x, P(1009));
  EXPECT_EQ(obj(g, o).speed, 0);
  EXPECT_EQ(obj(g, o).inList, kObjListNone);  // settled, off the list
  EXPECT_EQ(g.state().entities.objMovingHead, kObjNoLink);
  EXPECT_EQ(obj(g, o).sprite.y, P(1000));
  EXPECT_EQ(obj(g, o).sprite.collX, P(1009));  // the grid follows
}

TEST(GtaObj, SpeedIsCappedAt48) {
  Game g = TestCity().start();
  const int o = objCreate(g.mutableState(), kPlain, P(1000), P(1000), kGround5, 0);
  obj(g, o).weight = 0;
  objKick(g.mutableState(), o, 30, 0x100);
  EXPECT_EQ(obj(g, o).speed, 60);
  EXPECT_EQ(obj(g, o).state, kObjStateTumble);  // fast: tumbling
  g.step();
  EXPECT_EQ(obj(g, o).sprite.x, P(1048));
  EXPECT_EQ(obj(g, o).speed, 58);
}

TEST(GtaObj, QuirkSettlingUnlinksThroughANullPrevDroppingTheObjectsBefore) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int a = objCreate(s, kPlain, P(1000), P(1000), kGround5, 0);
  const int b = objCreate(s, kPlain, P(1000), P(1200), kGround5, 0);
  const int c = objCreate(s, kPlain, P(1000), P(1400), kGround5, 0);
  objKick(s, a, 10, 0x100);
  objKick(s, b, 1, 0x100);
  objKick(s, c, 10, 0x100);
  EXPECT_EQ(s.entities.objMovingHead, c);
  EXPECT_EQ(obj(g, c).listNext, b);
  EXPECT_EQ(obj(g, a).listPrev, kObjNoLink);  // prev never set
  EXPECT_EQ(obj(g, b).listPrev, kObjNoLink);
  g.step();  // c moves, b settles: the head becomes b's next (a), c is dropped
  EXPECT_EQ(g.state().entities.objMovingHead, a);
  EXPECT_EQ(obj(g, c).sprite.x, P(1010));
  EXPECT_EQ(obj(g, c).speed, 8);
  EXPECT_EQ(obj(g, c).inList, kObjListMoving);
  g.step();
  EXPECT_EQ(obj(g, c).sprite.x, P(1010));  // never moved again
  EXPECT_EQ(obj(g, a).sprite.x, P(1018));
}

TEST(GtaObj, ABuildingCornerStopsItInStateBounce) {
  Game g = TestCity().fill(20, 15, 20, 15, Col::Building).start();
  const int o = objCreate(g.mutableState(), kPlain, P(20 * 64 - 10), P(15 * 64 + 32), kGround5, 0);
  objKick(g.mutableState(), o, 10, 0x100);
  g.step();
  EXPECT_EQ(obj(g, o).sprite.x, P(20 * 64 - 10));
  EXPECT_EQ(obj(g, o).state, kObjStateBounce);
  EXPECT_EQ(obj(g, o).speed, 0);
  EXPECT_EQ(obj(g, o).inList, kObjListNone);
}

// An object on raised ground (blocks 20..22, layer 4) kicked east over the edge onto block
// 23.. of `below` (layer 5).
Game roofKick(Col below, int type, int* slot) {
  Game g = TestCity().fill(20, 15, 22, 15, Col::Raised).fill(23, 15, 30, 15, below).start();
  *slot = objCreate(g.mutableState(), type, P(22 * 64 + 60), P(15 * 64 + 32), kGround4, 0);
  objKick(g.mutableState(), *slot, 6, 0x100);  // speed 6
  return g;
}

TEST(GtaObj, OverAnEdgeItFalls5AFrameAndLandsInStateBounce) {
  int o = 0;
  Game g = roofKick(Col::Pavement, kPlain, &o);
  int frames = 0;
  while (obj(g, o).sprite.z < kGround5 && frames < 100) {
    g.step();
    ++frames;
    if (obj(g, o).sprite.z > kGround4 && obj(g, o).sprite.z < kGround5) {
      EXPECT_EQ((obj(g, o).sprite.z - kGround4) % P(5), 0);
    }
  }
  EXPECT_EQ(frames, 13);  // over the edge in the first frame, 13 frames of 5 pixels (64)
  EXPECT_EQ(obj(g, o).sprite.z, kGround5);
  EXPECT_EQ(obj(g, o).state, kObjStateBounce);
}

TEST(GtaObj, LandingOnWaterSinksIt) {
  int o = 0;
  Game g = roofKick(Col::Water, kPlain, &o);
  int frames = 0;
  while (obj(g, o).state < kObjStateSink && frames < 100) {
    g.step();
    ++frames;
  }
  EXPECT_EQ(obj(g, o).state, kObjStateSink);
  for (int s = 27; s < 31; ++s) {
    g.step();
    EXPECT_EQ(obj(g, o).state, s);
  }
  g.step();  // 31: gone
  EXPECT_TRUE(obj(g, o).free());
}

TEST(GtaObj, Status8FloatsAt26) {
  int o = 0;
  Game g = roofKick(Col::Water, objtype::kFloater, &o);
  for (int i = 0; i < 40; ++i) g.step();
  EXPECT_FALSE(obj(g, o).free());
  EXPECT_EQ(obj(g, o).state, kObjStateSink);
  EXPECT_EQ(obj(g, o).inList, kObjListNone);
}

TEST(GtaObj, LandingBreaksItIntoItsIntoObjectsKickedWithSpeed3) {
  int o = 0;
  Game g = roofKick(Col::Pavement, objtype::kBreakable, &o);
  EXPECT_EQ(g.state().entities.smashable, 1);
  int frames = 0;
  while (countType(g, objtype::kBreakable) == 1 && frames < 100) {
    g.step();
    ++frames;
  }
  EXPECT_EQ(frames, 13);
  EXPECT_EQ(g.state().entities.smashable, 0);
  EXPECT_EQ(countType(g, objtype::kPiece), 2);
  for (const Obj& p : g.state().entities.objs) {
    if (p.free() || p.type != objtype::kPiece) continue;
    EXPECT_EQ(p.speed, 3);  // 2 * 3 >> weight 1
    EXPECT_EQ(p.state, kObjStateSlide);
    EXPECT_EQ(p.inList, kObjListMoving);
    EXPECT_EQ(p.sprite.z, kGround5);
  }
}

TEST(GtaObj, QuirkStatus4TurnsItsHeadingOnLandingWithoutWrapping) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int o = objCreate(s, objtype::kDebris, P(1000), P(1000), kGround5 - P(20), 0);
  Obj& d = obj(g, o);
  d.speed = 40;
  d.heading = 0x300;  // west
  d.listNext = s.entities.objMovingHead;
  d.inList = kObjListMoving;
  s.entities.objMovingHead = o;
  for (int i = 0; i < 4; ++i) g.step();  // 20 pixels at 5 a frame
  EXPECT_EQ(obj(g, o).sprite.z, kGround5);
  EXPECT_EQ(obj(g, o).heading, 0x500);  // not wrapped to 0x100
  const core::Fixed x = obj(g, o).sprite.x;
  g.step();  // port deviation: the sine wraps it: east
  EXPECT_EQ(obj(g, o).sprite.x, x + P(40));
}

TEST(GtaObj, QuirkSlopesDoNotSpeedMovingObjectsUp) {
  EXPECT_EQ(mapSlopeDelta(test::kTmSlope), 2);             // with the type map a slope would
  EXPECT_EQ(mapSlopeDelta((test::kTmSlope >> 4) & 7), 0);  // with the kind: never
  Game g = TestCity().fill(10, 10, 30, 20, Col::Slope).start();
  const int o = objCreate(g.mutableState(), kPlain, P(1000), P(1000), kGround5, 0);
  objKick(g.mutableState(), o, 5, 0x100);
  for (int i = 0; i < 3; ++i) g.step();
  EXPECT_EQ(obj(g, o).sprite.x, P(1009));  // 5 + 3 + 1, as on the flat
}

TEST(GtaObj, TumblingObjectsKnockPedsDown) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  test::placePed(s, 5, 1020, 1000, kGround5);
  const int o = objCreate(s, kPlain, P(1000), P(1000), kGround5, 0);
  objKick(s, o, 10, 0x100);
  g.step();
  EXPECT_EQ(g.state().entities.peds[5].anim, kPedAnimKnockedDown);
}

TEST(GtaObj, Status7TimerExplodesAfterDepthStepsOfHFramesBlamedOnItsPed) {
  Game g = TestCity().start();
  const int o = objCreate(g.mutableState(), objtype::kTimer, P(1000), P(1000), kGround5, 0);
  obj(g, o).u1e = 5;
  for (int i = 0; i < 49; ++i) g.step();
  EXPECT_FALSE(obj(g, o).free());
  EXPECT_EQ(obj(g, o).u10, 4);
  g.step();  // 5 steps of 10 frames
  EXPECT_TRUE(obj(g, o).free());
  EXPECT_EQ(g.state().expl.slots[0].frame, 1);
  EXPECT_EQ(g.state().expl.slots[0].owner, 5);
}

TEST(GtaObj, SmokeRisesDriftsAndGoesAfterItsCycle) {
  Game g = TestCity().start();
  const int o = objCreate(g.mutableState(), objtype::kSmoke, P(1000), P(1000), kGround5, 0);
  for (int i = 0; i < 23; ++i) g.step();
  EXPECT_EQ(obj(g, o).sprite.z, kGround5 - P(23));
  EXPECT_EQ(obj(g, o).sprite.x, P(1000) + 23 * core::kHalf);
  EXPECT_EQ(obj(g, o).sprite.y, P(1000) - 23 * core::kHalf);
  EXPECT_EQ(obj(g, o).state, 6);
  g.step();  // 6 frames of 4, one cycle: gone (aux 1)
  EXPECT_TRUE(obj(g, o).free());
  EXPECT_EQ(g.state().entities.objAnimHead, kObjNoLink);
}

TEST(GtaObj, AFireLeavesSmokeOnFrame1AndDiesIntoADyingFire) {
  Game g = TestCity().start();
  const int o = objCreate(g.mutableState(), objtype::kFire, P(1000), P(1000), kGround5, 0);
  obj(g, o).state = 1;
  g.step();
  EXPECT_EQ(countType(g, objtype::kSmoke), 1);
  for (int i = 1; i < 639; ++i) g.step();
  EXPECT_EQ(obj(g, o).type, objtype::kFire);
  EXPECT_FALSE(obj(g, o).free());
  g.step();  // 40 cycles of 8 frames of 2
  EXPECT_EQ(countType(g, objtype::kFire), 0);
  EXPECT_EQ(countType(g, objtype::kDyingFire), 1);
}

TEST(GtaObj, ARecordedFireBurnsOn) {
  Game g = TestCity().start();
  const int o = objCreate(g.mutableState(), objtype::kFire, P(1000), P(1000), kGround5, 0);
  obj(g, o).u12 = 1;
  for (int i = 0; i < 1000; ++i) g.step();
  EXPECT_EQ(obj(g, o).type, objtype::kFire);
  EXPECT_FALSE(obj(g, o).free());
}

TEST(GtaObj, ALooseFireSetsAPedOnFireAndDamagesACarOnIt) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  test::placePed(s, 5, 1004, 1000, kGround5);
  const int car = test::placeCar(s, 3, 1010, 1000, kGround5);
  const int o = objCreate(s, objtype::kFire, P(1000), P(1000), kGround5, 0);
  obj(g, o).owner = -1;
  g.step();
  const Ped& p = g.state().entities.peds[5];
  ASSERT_GE(p.fireObj, 0);
  EXPECT_EQ(g.state().entities.objs[size_t(p.fireObj)].type, objtype::kPedFire);
  EXPECT_EQ(g.state().entities.objs[size_t(p.fireObj)].owner, 5);
  EXPECT_EQ(p.health, 90);
  EXPECT_EQ(test::countEvents(g.state(), EventId::Sound, 0x18), 1);
  EXPECT_EQ(g.state().entities.cars[size_t(car)].damage, 5);
  EXPECT_EQ(p.panic, 40);
  g.step();
  EXPECT_EQ(g.state().entities.cars[size_t(car)].damage, 10);
  EXPECT_EQ(g.state().entities.peds[5].health, 90);  // once
}

TEST(GtaObj, AFireFollowsItsCarAndGoesWhenTheCarIsParkedAtTheCorner) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int car = test::placeCar(s, 3, 1010, 1000, kGround5);
  const int o = objCreateAnimated(s, objtype::kFire, P(1010), P(1000), kGround5, car, 1);
  s.entities.cars[size_t(car)].sprite.x = P(1100);
  g.step();
  EXPECT_EQ(obj(g, o).sprite.x, P(1100));
  GameState& t = g.mutableState();
  t.grid.remove(static_cast<int>(CollKind::Car), car, t.entities.cars[size_t(car)].sprite);
  t.entities.cars[size_t(car)].sprite.x = P(10);
  t.entities.cars[size_t(car)].sprite.y = P(10);
  g.step();
  EXPECT_TRUE(obj(g, o).free());
}

TEST(GtaObj, Status9CyclesOneToAuxAFrameEvery3) {
  Game g = TestCity().start();
  const int o = objCreate(g.mutableState(), 0x59, P(1000), P(1000), kGround5, 0);
  for (int i = 0; i < 3; ++i) g.step();
  EXPECT_EQ(obj(g, o).state, 2);
  for (int i = 0; i < 15; ++i) g.step();
  EXPECT_EQ(obj(g, o).state, 1);  // 6 frames of 3
}

TEST(GtaObj, Type3fSpawnsA40InState5WhichLivesUntilItsPedDiesThen1000Frames) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  test::placePed(s, 5, 900, 900, kGround5);
  const int o = objCreate(s, objtype::kSpawner3f, P(1000), P(1000), kGround5, 0);
  obj(g, o).param = 5;
  for (int i = 0; i < 8; ++i) g.step();  // state 5 after 4 steps of 2 frames
  EXPECT_EQ(countType(g, objtype::kPedMarker40), 1);
  // quirk (core): Obj_Create turned the shared record animated for good
  EXPECT_EQ(g.state().entities.objInfos[objtype::kPedMarker40].status, kObjStatusAnimated5);
  int m = -1;
  for (int i = 0; i < kObjSlots; ++i)
    if (!g.state().entities.objs[size_t(i)].free() &&
        g.state().entities.objs[size_t(i)].type == objtype::kPedMarker40)
      m = i;
  ASSERT_GE(m, 0);
  EXPECT_EQ(obj(g, m).param, 5);
  for (int i = 0; i < 2000; ++i) g.step();
  EXPECT_FALSE(obj(g, m).free());
  g.mutableState().entities.peds[5].health = 0;
  for (int i = 0; i < 999; ++i) g.step();
  EXPECT_FALSE(obj(g, m).free());
  g.step();
  EXPECT_TRUE(obj(g, m).free());
}

TEST(GtaObj, AttachedObjectsRideTheirOwner) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int car = test::placeCar(s, 3, 1000, 1000, kGround5);
  const int light = objCreateAttached(s, objtype::kCarLight, car, 5, 10, 0);
  const int hose = objCreateAttached(s, objtype::kHose, car, 1, -6, -1);
  EXPECT_EQ(obj(g, light).sprite.unk_13, 0);  // quirk: the kind, not the type, is tested for blending
  g.step();
  EXPECT_EQ(obj(g, light).sprite.x, P(1000));
  EXPECT_EQ(obj(g, light).sprite.y, P(990));           // 10 ahead (north)
  EXPECT_EQ(obj(g, light).sprite.z, kGround5 + P(2));  // cars: 2 pixels under
  EXPECT_EQ(obj(g, hose).sprite.x, P(999));            // 1 left
  EXPECT_EQ(obj(g, hose).sprite.y, P(1006));           // 6 back
  EXPECT_EQ(obj(g, light).state, 2);
  g.mutableState().entities.cars[size_t(car)].sprite.angle = 0x100;  // east
  for (int i = 0; i < 10; ++i) g.step();
  EXPECT_EQ(obj(g, light).sprite.x, P(1010));
  EXPECT_EQ(obj(g, light).sprite.y, P(1000));
  EXPECT_EQ(obj(g, light).sprite.angle, 0x100);  // kind 5 turns it
  EXPECT_EQ(obj(g, hose).sprite.angle, 0);       // kind 1 doesn't
  EXPECT_EQ(obj(g, light).state, 1);             // 1..11
  objOnCarWrecked(g.mutableState(), car);
  EXPECT_TRUE(obj(g, light).free());
  EXPECT_FALSE(obj(g, hose).free());
}

TEST(GtaObj, QuirkCreateAnimatedTakesTheLastArgumentAsAttachKind) {
  Game g = TestCity().start();
  const int o = objCreateAnimated(g.mutableState(), objtype::kFire, P(1000), P(1000), kGround5, 123, 0x180);
  EXPECT_EQ(obj(g, o).sprite.angle, 0);
  EXPECT_EQ(obj(g, o).attachKind, 0x180);
  EXPECT_EQ(obj(g, o).owner, 123);
}

TEST(GtaObj, ListRotateMovesTheSecondEntryToTheHead) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int a = objCreate(s, 0x05, P(100), P(100), kGround5, 0);
  const int b = objCreate(s, 0x05, P(200), P(100), kGround5, 0);
  const int c = objCreate(s, 0x05, P(300), P(100), kGround5, 0);  // list c b a
  objListRotate(s.entities, s.entities.objAnimHead);
  EXPECT_EQ(s.entities.objAnimHead, b);
  EXPECT_EQ(obj(g, b).listNext, c);
  EXPECT_EQ(obj(g, c).listNext, a);
  EXPECT_EQ(obj(g, c).listPrev, b);
  EXPECT_EQ(obj(g, a).listPrev, c);
}

TEST(GtaObj, QuirkDeleteByOwnerDeletesFreeSlotsAgain) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int o = objCreate(s, objtype::kBreakable, P(1000), P(1000), kGround5, 0);
  obj(g, o).owner = 77;
  EXPECT_EQ(s.entities.smashable, 1);
  objDeleteByOwner(s, 77);
  EXPECT_TRUE(obj(g, o).free());
  EXPECT_EQ(s.entities.smashable, 0);
  objDeleteByOwner(s, 77);  // the free slot's stale owner matches again
  EXPECT_EQ(s.entities.smashable, -1);
}

TEST(GtaObj, IsOnScreenOverThePlayersViewRectangle) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  s.entities.players[0].viewRect = {0, 0, 640, 480};
  const int a = objCreate(s, kPlain, P(100), P(100), kGround5, 0);
  const int b = objCreate(s, kPlain, P(700), P(100), kGround5, 0);
  EXPECT_TRUE(objIsOnScreen(s, a, 0));
  EXPECT_FALSE(objIsOnScreen(s, b, 0));
}

TEST(GtaObj, UpdateAllIsDeterministic) {
  auto run = [] {
    Game g = TestCity().fill(20, 15, 22, 15, Col::Building).start();
    GameState& s = g.mutableState();
    for (int i = 0; i < 50; ++i) {
      const int o = objCreate(s, i % 2 != 0 ? objtype::kBreakable : kPlain, P(1300 + 7 * i), P(980 + 3 * i),
                              kGround5, 0);
      objKick(s, o, 8 + i % 5, (i * 97) & 0x3ff);
    }
    for (int i = 0; i < 60; ++i) g.step();
    return g.hash();
  };
  EXPECT_EQ(run(), run());
}

}  // namespace
}  // namespace gta
