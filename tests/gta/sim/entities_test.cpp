// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/entities.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "gta/same_state.hpp"
#include "gta/sim/coll.hpp"
#include "gta/sim/mapq.hpp"

namespace gta {
namespace {

TEST(Entities, RecordCountsAndSizes) {
  EntityTables t;
  EXPECT_EQ(t.cars.size(), 400u);
  EXPECT_EQ(t.peds.size(), 620u);
  EXPECT_EQ(t.objs.size(), 3500u);
  EXPECT_EQ(t.players.size(), 4u);
  EXPECT_EQ(sizeof(Car), 0x2b0u);
  EXPECT_EQ(sizeof(Ped), 0x100u);
  EXPECT_EQ(sizeof(Obj), 0x88u);
  EXPECT_EQ(sizeof(Player), 0x1bcu);
  EXPECT_EQ(sizeof(Sprite), 0x5cu);
}

TEST(CarsInit, EverySlotFreeAndTheModelTable) {
  auto t = std::make_unique<EntityTables>();
  t->cars[7].status = 3;
  t->cars[7].unk_139 = 9;
  core::GtaRand rand;
  carsInit(*t, rand);
  for (const Car& c : t->cars) {
    EXPECT_EQ(c.status, -1);
    EXPECT_EQ(c.unk_139, 0);
  }
  ASSERT_NE(carInfoOfModel(*t, 0), nullptr);
  EXPECT_EQ(carInfoOfModel(*t, 12)->model, 12);
  EXPECT_EQ(carInfoOfModel(*t, 12)->vtype, kVTypeCar);
  EXPECT_EQ(carInfoOfModel(*t, 9)->vtype, 3);  // designed: a motorcycle
  EXPECT_EQ(carInfoOfModel(*t, 95), nullptr);  // designed: no record
  EXPECT_EQ(carInfoOfModel(*t, 100), nullptr);
  EXPECT_EQ(carInfoOfModel(*t, -1), nullptr);
}

TEST(Traffic, TheShuffleMakes300RandomCalls) {
  TrafficModelRows rows{};
  core::GtaRand a;
  EXPECT_EQ(trafficInitModelTables(rows, a), 300);
  core::GtaRand b;
  for (int i = 0; i < 300; ++i) b.next();
  EXPECT_EQ(a.words(), b.words());
}

TEST(Traffic, CarsInitShufflesEachRowDeterministically) {
  auto t1 = std::make_unique<EntityTables>();
  auto t2 = std::make_unique<EntityTables>();
  core::GtaRand r1, r2;
  carsInit(*t1, r1);
  carsInit(*t2, r2);
  EXPECT_EQ(t1->trafficModels, t2->trafficModels);
  EXPECT_NE(t1->trafficModels, kTrafficModelSource);
  // Swaps stay inside a row: each row keeps its models.
  for (size_t r = 0; r < size_t(kTrafficRows); ++r) {
    auto a = t1->trafficModels[r];
    auto b = kTrafficModelSource[r];
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    EXPECT_EQ(a, b) << r;
  }
  // Pinned: the first row after the shuffle with the designed seed words.
  core::GtaRand r3;
  TrafficModelRows rows{};
  trafficInitModelTables(rows, r3);
  EXPECT_EQ(rows, t1->trafficModels);
  // Every traffic model is a standard car.
  for (const auto& row : kTrafficModelSource)
    for (uint8_t m : row) EXPECT_EQ(carInfoOfModel(*t1, m)->vtype, kVTypeCar) << int(m);
}

TEST(PedInitAll, EverySlotResetAndTheDrivers) {
  auto t = std::make_unique<EntityTables>();
  t->peds[3].health = 55;
  t->peds[3].state = 2;
  pedInitAll(*t);
  EXPECT_EQ(t->peds[3].health, 0);
  EXPECT_EQ(t->peds[3].state, 0);
  for (int i = 0; i < kPedSlots; ++i) {
    const Ped& p = t->peds[size_t(i)];
    EXPECT_EQ(p.control, -1);
    EXPECT_EQ(p.anim, 0);
    EXPECT_EQ(p.u12, (i % 2 == 0) ? 0x80 : -0x80) << i;
    EXPECT_EQ(p.sprite.z, 0x13f0000);
    EXPECT_EQ(p.remap, kPedRemaps[size_t(i % 22)]);
    const bool driver = i >= 200 && i <= 600;
    EXPECT_EQ(p.state, driver ? 7 : 0) << i;
    EXPECT_EQ(p.health, driver ? 100 : 0) << i;
    EXPECT_EQ(p.car, driver ? i - 200 : -1) << i;
  }
}

TEST(PedInitAll, QuirkSlot600IsTheDriverOfCar400) {
  auto t = std::make_unique<EntityTables>();
  pedInitAll(*t);
  EXPECT_EQ(t->peds[599].car, 399);
  EXPECT_EQ(t->peds[600].state, kPedStateInCar);
  EXPECT_EQ(t->peds[600].car, 400);  // one past the car table
  EXPECT_EQ(t->peds[601].state, 0);
}

TEST(PedReset, KeepsTheRemap) {
  Ped p;
  p.remap = 17;
  p.health = 5;
  pedReset(p);
  EXPECT_EQ(p.remap, 17);
  EXPECT_EQ(p.health, 0);
}

TEST(PlayerInitAll, ResetsWeaponsScoreLives) {
  auto t = std::make_unique<EntityTables>();
  Player& p = t->players[0];
  p.weapon = 3;
  p.savedWeapon = 1;
  p.armour = 5;
  p.speedUp = 9;
  p.score = 1234;
  p.multiplier = 4;
  playerInitAll(*t, PlayerInitOptions{});
  EXPECT_EQ(p.weapon, 1);  // the temporary weapon given back
  EXPECT_EQ(p.savedWeapon, -1);
  EXPECT_EQ(p.armour, 0);
  EXPECT_EQ(p.speedUp, 0);
  EXPECT_EQ(p.score, 0);
  EXPECT_EQ(p.multiplier, 1);
  EXPECT_EQ(p.lives, 4);
  for (int w = 0; w < kWeaponCount; ++w) EXPECT_EQ(p.ammo(w), 0);
  PlayerInitOptions o;
  o.weaponsCheat = true;
  o.scoreCheat = true;
  o.players = 2;
  playerInitAll(*t, o);
  EXPECT_EQ(p.score, 999999999);
  EXPECT_EQ(p.multiplier, 10);
  EXPECT_EQ(p.lives, kInfiniteLives);
  for (int w = 0; w < kWeaponCount; ++w) EXPECT_EQ(p.ammo(w), 99);
  o = PlayerInitOptions{};
  o.infiniteLivesOption = true;
  playerInitAll(*t, o);
  EXPECT_EQ(p.lives, kInfiniteLives);
}

TEST(PlayerInitAll, QuirkAmmoOfWeapon0IsTheWantedLevelsTopByte) {
  auto t = std::make_unique<EntityTables>();
  Player& p = t->players[1];
  p.setWantedLevel(0x7f000003);
  p.setAmmo(1, 50);
  EXPECT_EQ(p.ammo(0), 0x7f);  // weapon 0 reads +0x157
  EXPECT_EQ(reinterpret_cast<const uint8_t*>(&p)[0x157], 0x7f);
  EXPECT_EQ(reinterpret_cast<const uint8_t*>(&p)[0x158], 50);
  playerInitAll(*t, PlayerInitOptions{});
  EXPECT_EQ(p.wantedLevel(), 0x00000003);  // its top byte emptied as "ammo"
  PlayerInitOptions cheat;
  cheat.weaponsCheat = true;
  playerInitAll(*t, cheat);
  EXPECT_EQ(p.wantedLevel(), 0x63000003);  // 99 in the top byte
}

TEST(PlayerPrevWeapon, StepsDownToTheNextLoadedWeaponAndRoundPast0) {
  Player p;
  p.setAmmo(1, 5);
  p.setAmmo(3, 7);
  p.weapon = 3;
  EXPECT_EQ(playerPrevWeapon(p), 1);  // 2 has no ammo: skipped
  EXPECT_EQ(playerPrevWeapon(p), 3);  // 0 empty, round to the last
  p.setAmmo(1, 0);
  EXPECT_EQ(playerPrevWeapon(p), 3);  // none other loaded: it stays
  p.weapon = 2;                       // holding an empty weapon
  EXPECT_EQ(playerPrevWeapon(p), 3);
}

TEST(PlayerPrevWeapon, QuirkWeapon0IsLoadedByTheWantedLevelsTopByte) {
  Player p;
  p.setAmmo(2, 5);
  p.weapon = 2;
  p.setWantedLevel(0x00ffffff);       // top byte 0: weapon 0 empty
  EXPECT_EQ(playerPrevWeapon(p), 2);  // 1, 0 and 3 empty: stays
  p.setWantedLevel(0x01000000);       // top byte 1: weapon 0 "has ammo"
  EXPECT_EQ(playerPrevWeapon(p), 0);  // 1 empty, 0 taken with no ammo of its own
  EXPECT_EQ(p.ammo(0), 1);
  EXPECT_EQ(reinterpret_cast<const uint8_t*>(&p)[0x157], 1);  // the byte read: +0x157
  EXPECT_EQ(playerPrevWeapon(p), 2);                          // 3 empty, round to 2
}

TEST(PlayerInitAll, CameraFollowsThePedOrItsCar) {
  auto t = std::make_unique<EntityTables>();
  pedInitAll(*t);
  t->players[0].ped = 205;  // a driver: in car 5
  t->players[1].ped = 10;   // on foot
  playerInitAll(*t, PlayerInitOptions{});
  EXPECT_EQ(t->players[0].cameraFollowsCar, 1);
  EXPECT_EQ(t->players[0].cameraTarget, 5);
  EXPECT_EQ(t->cars[5].physicsControl, 1);
  EXPECT_EQ(t->players[1].cameraFollowsCar, 0);
  EXPECT_EQ(t->players[1].cameraTarget, 10);
}

TEST(TrafficPrime, PrimesSlotsAndQuirkBindsDriversPastTheNewCount) {
  auto t = std::make_unique<EntityTables>();
  core::GtaRand rand;
  carsInit(*t, rand);
  pedInitAll(*t);
  EXPECT_EQ(trafficPrimeCarPool(*t, 100), 100);  // mission 1 primes 100 traffic slots
  EXPECT_EQ(t->trafficCars, 100);
  EXPECT_EQ(t->cars[99].status, kCarTrafficPrimed);
  EXPECT_EQ(t->cars[100].status, kCarFree);
  EXPECT_EQ(t->cars[99].driver, 299);
  EXPECT_EQ(t->cars[100].driver, -1);  // old count 0: bound up to 100 + 0
  // A second batch from 100 binds from 100 up to 130 + 100.
  EXPECT_EQ(trafficPrimeCarPool(*t, 30), 130);
  EXPECT_EQ(t->cars[129].status, kCarTrafficPrimed);
  EXPECT_EQ(t->cars[130].status, kCarFree);
  EXPECT_EQ(t->cars[229].driver, 429);  // quirk: bound past the new count
  EXPECT_EQ(t->cars[230].driver, -1);
  EXPECT_EQ(t->trafficCars, 130);
}

TEST(CarCreate, TakesTheFirstFreeSlot) {
  auto t = std::make_unique<EntityTables>();
  core::GtaRand rand;
  carsInit(*t, rand);
  EXPECT_EQ(carCreate(*t, 12, 0x100000, 0x200000, 0x300000, 256, 2), 0);
  EXPECT_EQ(carCreate(*t, 95, 0, 0, 0, 0, 0), 1);
  EXPECT_EQ(t->cars[0].model, 12);
  EXPECT_EQ(t->cars[0].carInfo, t->modelToCarInfo[12]);
  EXPECT_EQ(t->cars[1].carInfo, -1);
  EXPECT_EQ(t->cars[0].driver, 200);
  EXPECT_EQ(t->cars[0].sprite.angle, 256);
  EXPECT_EQ(t->carCount, 2);
  EXPECT_EQ(carsInUse(*t), 2);
}

TEST(Entities, HashCoversTheTables) {
  auto a = std::make_unique<EntityTables>();
  auto b = std::make_unique<EntityTables>();
  EXPECT_EQ(core::hashOf(*a), core::hashOf(*b));
  EXPECT_TRUE(test::sameState(*a, *b));
  b->players[2].setAmmo(2, 1);
  EXPECT_NE(core::hashOf(*a), core::hashOf(*b));
  EXPECT_EQ(core::firstDifference(*a, *b), "players[2].wantedAmmo[5]: 0x0 vs 0x1");
  b->players[2].setAmmo(2, 0);
  b->cars[7].sprite.x = 0x18000;
  EXPECT_EQ(core::firstDifference(*a, *b), "cars[7].sprite.x: 0x0 (0) vs 0x18000 (1.5)");
}

}  // namespace
}  // namespace gta
