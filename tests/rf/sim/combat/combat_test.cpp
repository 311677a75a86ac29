// SPDX-License-Identifier: GPL-3.0-or-later
// The combat outcomes of rf-simulation.md §7 (tests/combat_test.c of the notes): vehicles
// placed with spawnVehicle on a cleared range of the playable test map, firing through
// their raw input words, dt = 2.
#include <gtest/gtest.h>

#include <algorithm>

#include "rf/data/bno_ids.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_fire.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf::test {
namespace {

constexpr int32_t kEast = 0x100000;

uint32_t word(const Game& g, int x, int y) {
  return g.state().world.cell(x, y);
}
void place(Game& g, int x, int y, Bno b, uint32_t team = 2, uint32_t terrainId = kGrass) {
  g.mutableState().world.setCell(x, y, cell::make(terrainId));
  g.mutableState().world.setCellStaticObject(x, y, bnoId(b), team);
}
// The jittered position of a cell's static object (bushes, palms ...), x or y.
Fixed jitteredX(const Game& g, int x, int y) {
  return centre(x) + core::px(g.state().world.jitterAt(x, y).x);
}


// Fires `shots` times with a button (one press, then the reload), stepping `after` frames
// at the end; counts the debris pieces (FWall objects) created on the way.
struct Range {
  Game g = vehicleGame();
  int debrisSpawned = 0;
  std::vector<Event> seen;
  void step(int frames, uint32_t w = raw::kNone) {
    for (int i = 0; i < frames; ++i) {
      const int before = countClass(g, ObjClass::FWall);
      stepFrames(g, 1, w);
      debrisSpawned += std::max(0, countClass(g, ObjClass::FWall) - before);
      seen.insert(seen.end(), g.events().begin(), g.events().end());
    }
  }
  void fire(int shots, uint32_t button, int reloadFrames, int after = 60) {
    for (int i = 0; i < shots; ++i) {
      step(1, button);
      step(reloadFrames);
    }
    step(after);
  }
  int seenCount(EventId name) const {
    return static_cast<int>(
        std::count_if(seen.begin(), seen.end(), [&](const Event& e) { return e.id == name; }));
  }
};

TEST(Combat, OneShellDestroysABushIntoTwoPieces) {
  Range r;
  place(r.g, 40, 97, Bno::Bush1S);
  spawnVehicle(r.g.mutableState(), VehicleType::Tank, 0, jitteredX(r.g, 40, 97), centre(100), 0);
  r.fire(1, buttons(true), 0, 40);
  EXPECT_EQ(cell::bno(word(r.g, 40, 97)), bnoId(Bno::DestBush1));
  EXPECT_EQ(r.debrisSpawned, 2);
  EXPECT_EQ(vehOf(r.g).slots[0].ammo, 149);
}

// A WALL_V column (40, 94..96) shot from the west: 5 shells destroy the middle one, its
// neighbours lose their ends (north -> RDMG, south -> LDMG) and the cell is rubble 0x6a.
TEST(Combat, FiveShellsBreakAWallColumn) {
  Range r;
  for (int y = 94; y <= 96; ++y) place(r.g, 40, y, Bno::WallV, 0);
  spawnVehicle(r.g.mutableState(), VehicleType::Tank, 0, centre(36), centre(95), kEast);
  r.fire(4, buttons(true), 10, 10);
  EXPECT_EQ(cell::bno(word(r.g, 40, 95)), bnoId(Bno::WallV));
  EXPECT_EQ(cell::hp(word(r.g, 40, 95)), 1u);
  r.fire(1, buttons(true), 10, 60);
  EXPECT_EQ(cell::bno(word(r.g, 40, 95)), 0u);
  EXPECT_EQ(cell::terrain(word(r.g, 40, 95)), 0x6au);
  EXPECT_EQ(cell::bno(word(r.g, 40, 94)), bnoId(Bno::RdmgWallV));
  EXPECT_EQ(cell::bno(word(r.g, 40, 96)), bnoId(Bno::LdmgWallV));
}

TEST(Combat, FiveShellsFlattenABuilding) {
  Range r;
  place(r.g, 40, 95, Bno::BldgS, 1);
  spawnVehicle(r.g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  r.fire(4, buttons(true), 10, 10);
  EXPECT_EQ(cell::bno(word(r.g, 40, 95)), bnoId(Bno::BldgS));
  r.fire(1, buttons(true), 10, 60);
  EXPECT_EQ(cell::bno(word(r.g, 40, 95)), bnoId(Bno::StdDest));
  EXPECT_GT(r.debrisSpawned, 0);
}

TEST(Combat, FiveShellsDestroyATowerAndItsTurretFliesOff) {
  Range r;
  place(r.g, 40, 95, Bno::Tower, 1);
  spawnVehicle(r.g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  r.fire(4, buttons(true), 10, 10);
  EXPECT_EQ(r.debrisSpawned, 0);
  r.fire(1, buttons(true), 10, 60);
  EXPECT_EQ(cell::bno(word(r.g, 40, 95)), bnoId(Bno::DmgTower));
  EXPECT_EQ(r.debrisSpawned, 5);
}

// B raises the barrel: the shell climbs, levels out (pitch turned towards 0) and flies on at
// the 55 px ceiling until its life runs out (quirk, see ProjectileQuirk in the weapon tests).
TEST(Combat, TheRaisedShellLevelsOutAt55Px) {
  Range r;
  spawnVehicle(r.g.mutableState(), VehicleType::Tank, 0, centre(40), centre(120), 0);
  r.step(1, buttons(false, true));
  r.step(8);  // the barrel goes up; the pending shot leaves
  ASSERT_EQ(countClass(r.g, ObjClass::Missle), 1);
  Fixed top = 0;
  int levelFrames = 0;
  for (int i = 0; i < 40 && countClass(r.g, ObjClass::Missle) == 1; ++i) {
    r.step(1);
    for (const Obj& o : r.g.state().objs) {
      if (!o.alive() || o.objClass() != ObjClass::Missle) continue;
      top = std::max(top, o.z);
      levelFrames += o.z == core::px(55) ? 1 : 0;
    }
  }
  EXPECT_EQ(top, core::px(55));
  EXPECT_GT(levelFrames, 10);
  // Never comes down: the life runs out at the ceiling (the only explosion is the muzzle flash).
  for (const Event& e : r.seen) {
    if (e.id == EventId::Explosion) {
      EXPECT_EQ(e.words()[0], static_cast<int32_t>(ExplId::TankMuzzle));
    }
  }
}

// The jeep drives into a bush (blocked: jeeps never crush), then one grenade at the bumped
// bush destroys it.
TEST(Combat, TheJeepBlockedByABushDestroysItWithOneGrenade) {
  Range r;
  place(r.g, 40, 97, Bno::Bush1S);
  spawnVehicle(r.g.mutableState(), VehicleType::Jeep, 0, jitteredX(r.g, 40, 97), centre(99), 0);
  r.step(40, drive(true));
  ASSERT_NE(vehicleOf(r.g)->flags & kObjLastMoveBlocked, 0u);
  EXPECT_EQ(vehOf(r.g).bumped[2], kBumpedStatic);
  EXPECT_EQ(vehOf(r.g).bumped[0], 97 * kMapCells + 40);
  EXPECT_EQ(cell::bno(word(r.g, 40, 97)), bnoId(Bno::Bush1S));
  r.step(2);
  r.fire(1, buttons(true), 0, 80);
  EXPECT_EQ(vehOf(r.g).slots[0].ammo, 15);
  EXPECT_EQ(cell::bno(word(r.g, 40, 97)), bnoId(Bno::DestBush1));
}

// Flat rockets (type 8, pitch 0x4f5c) start 9 px up and stay above the 7 px bushes; the
// third destroys the factory (5 -> 3 -> 1 -> 0 at 2.0 each).
TEST(Combat, MsvRocketsFlyOverBushesAndThreeDestroyAFactory) {
  Range r;
  place(r.g, 40, 99, Bno::Bush1S);
  place(r.g, 40, 98, Bno::Bush2S);
  place(r.g, 40, 96, Bno::FactS, 1);
  spawnVehicle(r.g.mutableState(), VehicleType::Msv, 0, centre(40), centre(101), 0);
  r.fire(2, buttons(true), 15, 40);
  EXPECT_EQ(cell::bno(word(r.g, 40, 96)), bnoId(Bno::FactS));
  EXPECT_EQ(cell::hp(word(r.g, 40, 96)), 1u);
  r.fire(1, buttons(true), 15, 60);
  EXPECT_EQ(cell::bno(word(r.g, 40, 96)), bnoId(Bno::StdDest));
  EXPECT_EQ(cell::bno(word(r.g, 40, 99)), bnoId(Bno::Bush1S));
  EXPECT_EQ(cell::bno(word(r.g, 40, 98)), bnoId(Bno::Bush2S));
}

// A heli hovering at 50 px: placed in the air 3 cells west, then moved over the spot (at
// 50 px it clears every static part).
Obj& hoveringHeli(Game& g, Fixed x, Fixed y) {
  Obj& h = spawnVehicle(g.mutableState(), VehicleType::Heli, 0, x - core::px(96), y, 0);
  h.z = core::px(50);
  EXPECT_EQ(objMove(g.mutableState(), h.slot(), core::px(96), 0, 0), 0);
  return h;
}

// A (guns 40 deg down, the spread +-0x20000) from 50 px: the rounds hit the ground 68 px
// ahead.
TEST(Combat, HeliGunsHitTheGround68PxAhead) {
  Range r;
  const ObjSlot hs = hoveringHeli(r.g, centre(40), centre(100)).slot();
  const Fixed y0 = r.g.state().obj(hs).y;
  r.step(1, buttons(true));
  bool hit = false;
  for (int i = 0; i < 20 && !hit; ++i) {
    stepFrames(r.g, 1);
    for (const Event& e : r.g.events()) {
      if (e.id != EventId::Explosion || e.words()[0] != static_cast<int32_t>(ExplId::Dust)) continue;
      for (const Obj& o : r.g.state().objs) {
        if (!o.alive() || o.objClass() != ObjClass::Expl) continue;
        EXPECT_NEAR(core::toPxFloor(y0 - o.y), 68, 2);
        hit = true;
      }
    }
  }
  EXPECT_TRUE(hit);
}

// A (0x3fffff) drops the missile: straight down for one tick (quirk), then its pitch has
// wrapped to nearly level and gravity (0x6666, flag 2: added to the pitch) brings it down
// about 5 cells ahead. There stands the building: (4.0 - 1.5) >> 16 = 2 hit points a missile.
TEST(Combat, ThreeDroppedMissilesDestroyABuilding) {
  Range r;
  place(r.g, 40, 95, Bno::BldgS, 1);
  hoveringHeli(r.g, centre(40), centre(100));
  r.step(1, buttons(false, false, true));  // C: missiles
  r.step(1);
  r.fire(2, buttons(true), 15, 30);
  EXPECT_EQ(cell::bno(word(r.g, 40, 95)), bnoId(Bno::BldgS));
  EXPECT_EQ(cell::hp(word(r.g, 40, 95)), 1u);
  r.fire(1, buttons(true), 15, 60);
  EXPECT_EQ(cell::bno(word(r.g, 40, 95)), bnoId(Bno::StdDest));
  EXPECT_EQ(vehOf(r.g).slots[1].ammo, 47);
}

TEST(Combat, HeliGunsBreakABridgeDeckIntoPlanks) {
  Range r;
  for (int y = 96; y <= 99; ++y) {
    for (int x = 38; x <= 42; ++x) r.g.mutableState().world.setCell(x, y, cell::make(kDeep));
  }
  r.g.mutableState().world.setCell(40, 97, cell::make(kDeep, bnoId(Bno::BrigeH), 2, 3));
  hoveringHeli(r.g, centre(40), centre(97) + core::px(68));
  int shots = 0;
  while (cell::bno(word(r.g, 40, 97)) == bnoId(Bno::BrigeH) && shots < 20) {
    r.fire(1, buttons(true), 8, 10);
    ++shots;
  }
  r.step(60);
  EXPECT_EQ(cell::bno(word(r.g, 40, 97)), bnoId(Bno::DestBrige));
  int planks = -1;
  for (const Event& e : r.seen) {
    if (e.id == EventId::BridgeBroken) planks = e.words()[1];
  }
  EXPECT_EQ(shots, 3);   // strength 3, 1.0 a round
  EXPECT_EQ(planks, 5);  // "guns break a bridge deck into 5 planks"
  EXPECT_EQ(r.debrisSpawned, 5);
}

TEST(Combat, AFlagBuildingCallsFlagSpawn) {
  Range r;
  const CellPos site = r.g.state().world.flagSites(1).at(0);
  spawnVehicle(r.g.mutableState(), VehicleType::Tank, 0, centre(site.x), centre(site.y + 5), 0);
  r.fire(5, buttons(true), 10, 60);
  EXPECT_EQ(r.seenCount(EventId::FlagSpawn), 1);
  EXPECT_TRUE(r.g.state().team[1].flagShown);
  EXPECT_EQ(cell::bno(word(r.g, site.x, site.y)), bnoId(Bno::DmgFlag));
}

// 22 hp, armour 0.3: each shell (1.0) takes 0.7, so the 32nd wrecks it (31 x 0.7 = 21.7).
TEST(Combat, AnEnemyTankTakes32ShellsThenBecomesAWreckThenAStay) {
  Range r;
  spawnVehicle(r.g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  spawnVehicle(r.g.mutableState(), VehicleType::Tank, 1, centre(40), centre(97), 0);
  r.step(1);
  r.fire(31, buttons(true), 10, 10);
  ASSERT_NE(vehicleOf(r.g, 1), nullptr);
  EXPECT_EQ(vehOf(r.g, 1).hp, core::px(22) - 31 * (core::kOne - 0x4ccc));
  r.fire(1, buttons(true), 10, 2);
  EXPECT_EQ(vehicleOf(r.g, 1), nullptr);
  EXPECT_EQ(r.seenCount(EventId::WreckExplodes), 1);
  r.step(30);
  EXPECT_EQ(countClass(r.g, ObjClass::DestroyedVehicle), 0);
  EXPECT_EQ(countClass(r.g, ObjClass::Stay), 1);
}

}  // namespace
}  // namespace rf::test

namespace rf::test {
namespace {

// FUN_00431de0: an enemy vehicle on the ground within 61.2 px is the grenade's target: the
// grenade hits it (1.5 - 0.3 armour).
TEST(JeepGrenade, AimsAtAnEnemyVehicleWithin61Px) {
  Range r;
  spawnVehicle(r.g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(100), 0x200000);  // facing south
  spawnVehicle(r.g.mutableState(), VehicleType::Tank, 1, centre(40) + core::px(40), centre(100) - core::px(40), 0);
  r.step(1);
  r.fire(1, buttons(true), 0, 60);
  EXPECT_EQ(vehOf(r.g, 1).hp, core::px(22) - (0x18000 - 0x4ccc));
}

// Nothing near and nothing bumped: 48..62 px ahead (+-4 heading steps).
TEST(JeepGrenade, OtherwiseLandsAhead) {
  Range r;
  spawnVehicle(r.g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(100), 0);
  const Fixed x0 = vehicleOf(r.g)->x;
  const Fixed y0 = vehicleOf(r.g)->y;
  // an enemy tank 70 px away is out of range
  spawnVehicle(r.g.mutableState(), VehicleType::Tank, 1, centre(40) + core::px(70), centre(100), 0);
  r.step(1);
  r.fire(1, buttons(true), 0, 0);
  bool landed = false;
  for (int i = 0; i < 60 && !landed; ++i) {
    r.step(1);
    for (const Event& e : r.g.events()) {
      if (e.id != EventId::Explosion || e.words()[0] != static_cast<int32_t>(ExplId::DustBig)) continue;
      for (const Obj& o : r.g.state().objs) {
        if (!o.alive() || o.objClass() != ObjClass::Expl) continue;
        const int64_t dx = (o.x - x0) >> 16;
        const int64_t dy = (o.y - y0) >> 16;
        const int64_t d2 = dx * dx + dy * dy;
        EXPECT_GE(d2, 47 * 47);
        EXPECT_LE(d2, 63 * 63);
        EXPECT_LT(dy, 0);  // ahead = north
        landed = true;
      }
    }
  }
  EXPECT_TRUE(landed);
  EXPECT_EQ(vehOf(r.g, 1).hp, core::px(22));
}

// Self-destruct (all three buttons) flags the wreck 0xa000000: it is blown apart, debris only.
TEST(Wreck, SelfDestructLeavesNoHulk) {
  Range r;
  spawnVehicle(r.g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  r.step(1);
  r.step(2, buttons(true, true, true));
  r.step(40);
  EXPECT_EQ(r.seenCount(EventId::WreckExplodes), 1);
  EXPECT_EQ(countClass(r.g, ObjClass::DestroyedVehicle), 0);
  EXPECT_EQ(countClass(r.g, ObjClass::Stay), 0);
  EXPECT_GT(r.debrisSpawned, 0);
}

// Out of fuel: the wreck comes to rest, the crew gets out (spawn_man) and the hulk stays.
TEST(Wreck, OutOfFuelTheCrewBailsOutAndTheHulkStays) {
  Range r;
  spawnVehicle(r.g.mutableState(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  r.step(1);
  r.g.mutableState().team[0].veh.fuel = 1;
  r.step(40, drive(true));
  EXPECT_EQ(r.seenCount(EventId::SpawnMan), 1);
  EXPECT_EQ(countClass(r.g, ObjClass::Stay), 1);
  for (const Obj& o : r.g.state().objs) {
    if (o.alive() && o.objClass() == ObjClass::Stay) {
      EXPECT_EQ(o.gfx, static_cast<int32_t>(GfxId::TankHulk));
    }
  }
}

}  // namespace
}  // namespace rf::test
