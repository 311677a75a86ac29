// SPDX-License-Identifier: GPL-3.0-or-later
// The explosions (gta-objects.md "Explosions"): slots and quarters, Expl_DamageArea's
// distances over peds, objects and cars, the delayed gas tanks, Expl_CarExplode,
// Expl_AtFaceIfSolid and the block-face explosions.
#include "gta/sim/expl.hpp"

#include <gtest/gtest.h>

#include "gta/gta_data.hpp"
#include "gta/sim/obj.hpp"
#include "gta/world_fixture.hpp"

namespace gta {
namespace {

using test::Col;
using test::countEvents;
using test::kGround4;
using test::kGround5;
using test::P;
using test::placeCar;
using test::placePed;
using test::TestCity;

int countType(const GameState& s, int type) {
  int n = 0;
  for (const Obj& o : s.entities.objs) n += !o.free() && o.type == type ? 1 : 0;
  return n;
}

TEST(GtaExpl, CreateTakesAGroupOfFourAndPlacesTheQuarters) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  EXPECT_EQ(explCreate(s, P(1000), P(1000), kGround5, -1), 0);
  const std::array<int, 4> frames = {1, 13, 25, 37};
  const core::Fixed z = s.expl.slots[0].sprite.z;
  EXPECT_GE(kGround5 - z, P(16));  // 16..31 pixels above
  EXPECT_LE(kGround5 - z, P(31));
  for (int k = 0; k < 4; ++k) {
    const ExplSlot& q = s.expl.slots[size_t(k)];
    EXPECT_EQ(q.frame, frames[size_t(k)]);
    EXPECT_EQ(q.sprite.x, P(k % 2 == 0 ? 984 : 1016));
    EXPECT_EQ(q.sprite.y, P(k < 2 ? 984 : 1016));
    EXPECT_EQ(q.sprite.z, z);
    EXPECT_EQ(q.sprite.depthKey, z - 0x400000);  // a layer higher
  }
  EXPECT_EQ(countEvents(s, EventId::Sound, 0x27), 1);
  EXPECT_EQ(explCreate(s, P(2000), P(1000), kGround5, -1), 4);
  // a gap of two free slots is not a group
  s.expl.slots[8].frame = 5;
  s.expl.slots[11].frame = 5;
  EXPECT_EQ(explCreate(s, P(3000), P(1000), kGround5, -1), 12);
  for (ExplSlot& q : s.expl.slots) q.frame = 9;
  EXPECT_EQ(explCreate(s, P(3000), P(1000), kGround5, -1), -1);
}

TEST(GtaExpl, SlotsStepEvery2FramesSmokeOnFrame10QuartersFreeAt12_24_36_48) {
  Game g = TestCity().start();
  explCreate(g.mutableState(), P(1000), P(1000), kGround5, -1);
  g.step();
  EXPECT_EQ(g.state().expl.slots[0].frame, 1);
  g.step();
  EXPECT_EQ(g.state().expl.slots[0].frame, 2);
  for (int i = 2; i < 18; ++i) g.step();
  EXPECT_EQ(g.state().expl.slots[0].frame, 10);
  EXPECT_EQ(countType(g.state(), objtype::kBlastSmoke), 1);
  for (int i = 18; i < 21; ++i) g.step();
  EXPECT_EQ(g.state().expl.slots[0].frame, 11);
  EXPECT_EQ(g.state().expl.slots[3].frame, 47);
  g.step();  // 22 frames: every quarter reached 12 / 24 / 36 / 48
  for (int k = 0; k < 4; ++k) EXPECT_EQ(g.state().expl.slots[size_t(k)].frame, 0) << k;
}

TEST(GtaExpl, QuirkQuartersCopyZFromTheFirstSlotEvenOutsideTheWorld) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  s.expl.slots[0].sprite.z = P(77);            // what an earlier explosion left
  explCreate(s, P(8), P(1000), kGround5, -1);  // the first quarter is at x = -8
  for (int k = 0; k < 4; ++k) EXPECT_EQ(s.expl.slots[size_t(k)].sprite.z, P(77)) << k;
}

TEST(GtaExpl, DamageAreaPedsDieWithin35BurnWithin60) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  placePed(s, 1, 1030, 1000, kGround5);  // 30: dies
  placePed(s, 2, 1035, 1000, kGround5);  // 35: dies
  placePed(s, 3, 1036, 1000, kGround5);  // 36: burns
  placePed(s, 4, 1060, 1000, kGround5);  // 60: burns
  placePed(s, 5, 1061, 1000, kGround5);  // 61: nothing
  placePed(s, 6, 1000, 1030, kGround4);  // a layer above the blast's: nothing
  explDamageArea(s, P(1000), P(1000), kGround5, -1);
  const auto& p = s.entities.peds;
  for (int i : {1, 2}) {
    EXPECT_EQ(p[size_t(i)].anim, kPedAnimDying) << i;
    EXPECT_EQ(p[size_t(i)].health, 0) << i;
    EXPECT_EQ(p[size_t(i)].thrownSpeed, 16) << i;
    EXPECT_EQ(p[size_t(i)].thrownHeading, 0x180) << i;  // away: +x, +y quadrant
  }
  for (int i : {3, 4}) {
    EXPECT_EQ(p[size_t(i)].health, 90) << i;
    ASSERT_GE(p[size_t(i)].fireObj, 0) << i;
    EXPECT_EQ(s.entities.objs[size_t(p[size_t(i)].fireObj)].type, objtype::kPedFire);
    EXPECT_EQ(p[size_t(i)].thrownSpeed, 16) << i;
  }
  for (int i : {5, 6}) {
    EXPECT_EQ(p[size_t(i)].health, 100) << i;
    EXPECT_EQ(p[size_t(i)].thrownSpeed, 0) << i;
  }
  EXPECT_EQ(countEvents(s, EventId::ScorePedKilled, -1), 2);
  EXPECT_EQ(countEvents(s, EventId::Crime, kCrimeBlastKill), 2);
  EXPECT_EQ(countEvents(s, EventId::Sound, 0x18), 2);
}

TEST(GtaExpl, DamageAreaHitsPedsAtMostALayerBelow) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  placePed(s, 1, 1010, 1000, kGround5);
  explDamageArea(s, P(1000), P(1000), kGround4, -1);  // one layer below: hit
  EXPECT_EQ(s.entities.peds[1].health, 0);
  placePed(s, 2, 1010, 1010, kGround5);
  explDamageArea(s, P(1000), P(1000), kGround4 - 0x400000, -1);  // two layers: not
  EXPECT_EQ(s.entities.peds[2].health, 100);
}

TEST(GtaExpl, DamageAreaKicksLooseObjectsWithin75) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int near = objCreate(s, 0x0b, P(1075), P(1000), kGround5, 0);
  const int far = objCreate(s, 0x0b, P(1076), P(1000), kGround5, 0);
  const int owned = objCreate(s, 0x0b, P(1000), P(1050), kGround5, 0);
  s.entities.objs[size_t(owned)].owner = 3;
  explDamageArea(s, P(1000), P(1000), kGround5, -1);
  EXPECT_EQ(s.entities.objs[size_t(near)].speed, 10);       // 2 * 10 >> 1
  EXPECT_EQ(s.entities.objs[size_t(near)].heading, 0x100);  // away (east)
  EXPECT_EQ(s.entities.objs[size_t(far)].speed, 0);
  EXPECT_EQ(s.entities.objs[size_t(owned)].speed, 0);
}

TEST(GtaExpl, AGasTankWithin25GoesOff5FramesLater) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int tank = objCreate(s, objtype::kGasTank, P(1025), P(1000), kGround5, 0);
  const int far = objCreate(s, objtype::kGasTank, P(1026), P(1000), kGround5, 0);
  explCreate(s, P(1000), P(1000), kGround5, -1);
  EXPECT_EQ(s.expl.delayed[0].frames, 5);
  EXPECT_EQ(s.expl.delayed[1].frames, 0);
  for (int i = 0; i < 4; ++i) g.step();
  EXPECT_FALSE(g.state().entities.objs[size_t(tank)].free());
  EXPECT_EQ(g.state().expl.slots[4].frame, 0);
  g.step();
  EXPECT_TRUE(g.state().entities.objs[size_t(tank)].free());
  EXPECT_EQ(g.state().expl.slots[4].frame, 1);  // its own explosion
  // the second blast is 1 pixel from the far tank: it goes off 5 frames later
  EXPECT_EQ(g.state().expl.delayed[0].frames, 5);
  EXPECT_EQ(g.state().expl.delayed[0].object, far);
}

TEST(GtaExpl, DamageAreaWrecksCarsWithin64TheTankTakes4) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int near = placeCar(s, 3, 1064, 1000, kGround5);
  const int far = placeCar(s, 3, 1065, 1000, kGround5);
  const int tank = placeCar(s, kCarModelTank, 1000, 1030, kGround5);
  explDamageArea(s, P(1000), P(1000), kGround5, -1);
  EXPECT_EQ(s.entities.cars[size_t(near)].damage, 100);
  EXPECT_EQ(s.entities.cars[size_t(far)].damage, 0);
  EXPECT_EQ(s.entities.cars[size_t(tank)].damage, 4);
  EXPECT_EQ(countEvents(s, EventId::Crime, kCrimeCarWrecked), 2);
}

TEST(GtaExpl, TheOwnersPlayerScores) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  s.playerCount = 1;
  s.entities.players[0].ped = 9;
  placePed(s, 1, 1010, 1000, kGround5);
  explDamageArea(s, P(1000), P(1000), kGround5, 9);
  EXPECT_EQ(countEvents(s, EventId::ScorePedKilled, 0), 1);
}

TEST(GtaExpl, QuirkOnceAPedSeenLatelyDiedEveryLaterKillIsThePlayers) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  placePed(s, 1, 1010, 1000, kGround5);  // unseen, listed after ped 2 (newest first)
  placePed(s, 2, 1020, 1000, kGround5);  // seen this frame
  placePed(s, 3, 1000, 1010, kGround5);  // unseen, newest: the first walked
  s.entities.peds[2].seenFrame = s.frame() + 1;
  explDamageArea(s, P(1000), P(1000), kGround5, -1);
  std::vector<int> who;
  for (const FrameEvent& e : s.events)
    if (e.id == EventId::ScorePedKilled) who.push_back(e.arg());
  EXPECT_EQ(who, (std::vector<int>{-1, 0, 0}));  // ped 3 nobody's, ped 2 the player's, ped 1 too
}

TEST(GtaExpl, ACrateInTheBlastOpens) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int pu = powerUpAdd(s, P(1040), P(1000), kGround5, 2, 0);
  explCreate(s, P(1000), P(1000), kGround5, -1);
  EXPECT_EQ(s.powerUps[size_t(pu)].visible, kPowerUpRevealed);
  EXPECT_EQ(s.entities.objs[size_t(s.powerUps[size_t(pu)].object)].type, 0x4f);
  EXPECT_EQ(countType(s, objtype::kBrokenCrate), 1);
}

TEST(GtaExpl, CarExplodeExplodesAtTheCarAndItsFourCorners) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int car = placeCar(s, 3, 1000, 1000, kGround5);
  explCarExplode(s, car, -1);
  for (int i = 0; i < 20; ++i) EXPECT_NE(s.expl.slots[size_t(i)].frame, 0) << i;
  EXPECT_EQ(s.expl.slots[20].frame, 0);
  EXPECT_EQ(countEvents(s, EventId::Sound, 0x27), 5);
  EXPECT_EQ(s.entities.cars[size_t(car)].damage, 100);
}

TEST(GtaExpl, AtFaceIfSolidExplodesOnAWallWithTwoFires) {
  Game g = TestCity().fill(20, 15, 20, 15, Col::Building).fill(10, 10, 30, 14, Col::Road).start();
  GameState& s = g.mutableState();
  explAtFaceIfSolid(s, 20, 15, 5, Face::Top, -1);
  EXPECT_EQ(s.expl.slots[0].frame, 1);
  EXPECT_EQ(s.expl.slots[0].sprite.x, P(20 * 64 + 32 - 16));
  EXPECT_EQ(countType(s, objtype::kFire), 2);
  Game h = TestCity().fill(20, 15, 20, 15, Col::Road).start();
  explAtFaceIfSolid(h.mutableState(), 20, 15, 5, Face::Top, -1);  // no face: nothing
  EXPECT_EQ(h.state().expl.slots[0].frame, 0);
  // quirk: outside blocks 1..255 it explodes without testing the face
  explAtFaceIfSolid(h.mutableState(), 0, 15, 5, Face::Top, -1);
  EXPECT_EQ(h.state().expl.slots[0].frame, 1);
}

TEST(GtaExpl, QuirkAtFaceIfSolidTestsTheFirstFireAtBlockCoordinates) {
  // the block numbers (20, 15) read as 16.16 pixels are the map's corner: something
  // standing there stops the first fire, though nothing stands where that fire goes
  Game g = TestCity().fill(20, 15, 20, 15, Col::Building).start();
  GameState& s = g.mutableState();
  objCreate(s, 0x0b, P(2), P(2), kGround5, 0);
  explAtFaceIfSolid(s, 20, 15, 5, Face::Top, -1);
  EXPECT_EQ(countType(s, objtype::kFire), 1);
}

TEST(GtaExpl, BlockFaceExplosionsClearTheFaceAndThrowDebris) {
  Game g = TestCity().fill(20, 15, 20, 15, Col::Building).start();
  GameState& s = g.mutableState();
  missionThunkBlockFace(s, 20, 15, 4, static_cast<int>(Face::Left));
  EXPECT_FALSE(mapIsFaceSolid(s, 20, 15, 4, Face::Left));
  EXPECT_EQ(countType(s, objtype::kDebris), 3);
  EXPECT_EQ(s.expl.slots[0].frame, 1);
  missionThunkBlockFaceDebris(s, 20, 15, 4, static_cast<int>(Face::Right));
  EXPECT_EQ(countType(s, objtype::kDebris), 6);
  EXPECT_TRUE(mapIsFaceSolid(s, 20, 15, 4, Face::Right));
  missionThunkBlockFaceWithFires(s, 20, 15, 5, static_cast<int>(Face::Right));
  EXPECT_FALSE(mapIsFaceSolid(s, 20, 15, 5, Face::Right));
  EXPECT_EQ(countType(s, objtype::kFire), 2);
  for (int i = 0; i < 30; ++i) g.step();  // the debris lands (status 4)
  for (const Obj& o : g.state().entities.objs) {
    if (!o.free() && o.type == objtype::kDebris) {
      EXPECT_EQ(o.sprite.z, kGround5);
    }
  }
}

// Mission 1 on NYC: a rocket at a parked car, and a blast among peds and objects.
TEST(GtaExplReal, Mission1RocketAtAParkedCarAndABlast) {
  GTA1_DATA_OR_SKIP(dir);
  Game g = Game::load(dir + "/MISSION.INI", 1, dir);
  GameState& s = g.mutableState();
  int car = -1;
  for (int i = 0; i < kCarSlots && car < 0; ++i) {
    const Car& c = s.entities.cars[size_t(i)];
    const int32_t n = s.grid.nodeOf(static_cast<int>(CollKind::Car), i);
    if (c.status == kCarParked && n != kCollNoNode && s.grid.node(n).inUse != 0 && c.damage == 0) car = i;
  }
  ASSERT_GE(car, 0);
  const Sprite c = s.entities.cars[size_t(car)].sprite;
  const int player = s.entities.players[0].ped;
  // the rocket hits: an explosion at the car, the player's
  explCreate(s, c.x, c.y, c.z, player);
  EXPECT_EQ(s.entities.cars[size_t(car)].damage, 100);
  EXPECT_GE(countEvents(s, EventId::Crime, kCrimeCarWrecked), 1);
  // a blast among peds and objects beside it
  const int x = (c.x >> 16) + 200, y = c.y >> 16;
  const core::Fixed z = mapGetGroundZ(s.blocks(), P(x), P(y), c.z - 0x200000);
  placePed(s, 1, x + 20, y, z);
  placePed(s, 2, x + 50, y, z);
  const int o = objCreate(s, 0x0b, P(x - 70), P(y), z, 0);
  explCreate(s, P(x), P(y), z, player);
  EXPECT_EQ(s.entities.peds[1].anim, kPedAnimDying);
  EXPECT_GE(s.entities.peds[2].fireObj, 0);
  EXPECT_EQ(s.entities.objs[size_t(o)].speed, 10);
  EXPECT_EQ(s.entities.objs[size_t(o)].heading, 0x300);  // away: west
  for (int i = 0; i < 30; ++i) g.step();
  EXPECT_EQ(g.state().expl.slots[4].frame, 0);
}

}  // namespace
}  // namespace gta
