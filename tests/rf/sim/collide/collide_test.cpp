// SPDX-License-Identifier: GPL-3.0-or-later
// ObjCheckCollision 0x41dcf0 / CollideWithCell 0x41dee0 / CollideWithCellContents 0x41dac0
// through the object system: the 3 x 3 block, the off-map pseudo-cell, every passability
// row with real cells and shapes, and the priority rule of the chain.
#include <gtest/gtest.h>

#include <vector>

#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/classes.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/vehicle.hpp"

namespace rf {
namespace {

using core::px;

constexpr ObjClass kMan = ObjClass::FirstTest;  // a test class with the man's priority 0x7d
constexpr ObjClass kLow = static_cast<ObjClass>(classIndex(ObjClass::FirstTest) + 1);    // prio 0x32
constexpr ObjClass kQuiet = static_cast<ObjClass>(classIndex(ObjClass::FirstTest) + 2);  // no hooks

int32_t initLinked(Sim&, Obj&, int32_t) {
  return 1;
}
// Vehicle hit_object 0x428c60: 5.
int32_t vehicleHitObject(Sim&, Obj&, Obj&) {
  return 5;
}
// A test hook: answers the value in the object's local[0] and notes who called (local[1]).
int32_t answerHook(Sim&, Obj& self, Obj& other) {
  self.local[1] = static_cast<int32_t>(other.id);
  return self.local[0];
}

ClassDesc testClass(int32_t id, const char* name, int32_t prio, ObjHitObjectFn hook) {
  ClassDesc d;
  d.id = id;
  d.name = name;
  d.init = initLinked;
  d.prio = prio;
  d.hitObject = hook;
  return d;
}

class Collide : public ::testing::Test {
 protected:
  Collide() : tables_(defaultSimTables()) {
    ClassDesc& vehicle = tables_.classes[static_cast<size_t>(ObjClass::Vehicle)];
    vehicle.init = initLinked;  // hit_static NULL: blocks like 0x428c40
    vehicle.hitObject = vehicleHitObject;
    tables_.classes[static_cast<size_t>(kMan)] = testClass(24, "test man", 0x7d, answerHook);
    tables_.classes[static_cast<size_t>(kLow)] = testClass(25, "test low", 0x32, answerHook);
    tables_.classes[static_cast<size_t>(kQuiet)] = testClass(26, "test quiet", 0x7d, nullptr);
    sim_.tables = &tables_;
  }

  // An object at (x, y) px with a graphic, heading and speed.
  Obj& spawn(ObjClass cls, GfxId gfx, int xPx, int yPx, int32_t heading = 0, core::Fixed speed = 0,
             core::Fixed z = 0) {
    const ObjSlot s = objCreate(sim_, cls, 0, px(xPx), px(yPx), z, 0);
    EXPECT_NE(s, kNoObj);
    Obj& o = sim_.obj(s);
    o.gfx = static_cast<int32_t>(gfx);
    o.heading = heading;
    o.speed = speed;
    return o;
  }
  Obj& vehicle(GfxId gfx, int xPx, int yPx, core::Fixed speed = 0, int32_t heading = 0, core::Fixed z = 0) {
    return spawn(ObjClass::Vehicle, gfx, xPx, yPx, heading, speed, z);
  }
  void put(int cx, int cy, Bno b, uint32_t terrain = 0) {
    sim_.world.setCell(cx, cy, cell::withBno(cell::withTerrain(sim_.world.cell(cx, cy), terrain), bnoId(b)));
  }
  uint32_t bnoAt(int cx, int cy) const { return cell::bno(sim_.world.cell(cx, cy)); }
  std::vector<ObjSlot> explosions() const {
    std::vector<ObjSlot> out;
    for (const Obj& o : sim_.objs) {
      if (o.alive() && o.objClass() == ObjClass::Expl) out.push_back(o.slot());
    }
    return out;
  }
  // One update of every explosion (the fixture's vehicles are not updated).
  void updateExplosions() {
    for (ObjSlot s : explosions()) explUpdate(sim_, sim_.obj(s));
  }
  static int32_t cellIndex(int cx, int cy) { return cy * 128 + cx; }

  SimTables tables_;
  Sim sim_;
};

// Cell (10, 10) spans 320..351 px, its centre is (336, 336).
constexpr int kC = 10;
constexpr int kCentre = 336;

TEST_F(Collide, NothingWithoutShapeOrWithFlag100) {
  put(kC, kC, Bno::BldgN);
  Obj& none = spawn(kQuiet, GfxId::None, kCentre, kCentre);
  EXPECT_EQ(objCheckCollision(sim_, none), 0);
  Obj& tank = vehicle(GfxId::Tank, kCentre, kCentre);
  EXPECT_NE(objCheckCollision(sim_, tank), 0);
  tank.flags |= kObjNoCollision;
  EXPECT_EQ(objCheckCollision(sim_, tank), 0);
}

TEST_F(Collide, EveryCellOfTheThreeByThreeBlock) {
  for (int dy = -1; dy <= 1; ++dy) {
    for (int dx = -1; dx <= 1; ++dx) {
      Sim fresh;
      fresh.tables = &tables_;
      fresh.world.setCell(kC + dx, kC + dy, cell::make(0, bnoId(Bno::BldgN)));
      // The tank (+-8 x, +-12 y px) pushed 14 px toward the building's cell reaches into it.
      const ObjSlot s =
          objCreate(fresh, ObjClass::Vehicle, 0, px(kCentre + 14 * dx), px(kCentre + 14 * dy), 0, 0);
      Obj& tank = fresh.obj(s);
      tank.gfx = static_cast<int32_t>(GfxId::Tank);
      EXPECT_EQ(objCheckCollision(fresh, tank), 3) << dx << "," << dy;
      EXPECT_EQ(fresh.collision.hitCell, cellIndex(kC + dx, kC + dy));
      EXPECT_FALSE(fresh.collision.offMap);
      // Pushed the other way it clears the building.
      tank.x = px(kCentre - 14 * dx);
      tank.y = px(kCentre - 14 * dy);
      if (dx != 0 || dy != 0) {
        EXPECT_EQ(objCheckCollision(fresh, tank), 0) << dx << "," << dy;
      }
    }
  }
}

TEST_F(Collide, TwoCellsAwayIsNotTested) {
  // The gate zone of cell 12 (+-32 px: 368..432) reaches into cell 11. A heli turned east
  // (its 45 px hull reaches 22.5 px ahead) at the east edge of cell 10 overlaps it, but cell
  // 12 is not in cell 10's 3 x 3 block.
  put(kC + 2, kC, Bno::GateH);
  Obj& heli = vehicle(GfxId::Heli, kCentre + 15, kCentre, 0, 0x100000);  // x up to 373.5
  EXPECT_EQ(objCheckCollision(sim_, heli), 0);
  EXPECT_EQ(sim_.team[0].pickupCell, -1);
  heli.x = px(kCentre + 17);  // now in cell 11: the gate cell is a neighbour
  EXPECT_EQ(objCheckCollision(sim_, heli), 0);
  EXPECT_EQ(sim_.team[0].pickupCell, cellIndex(kC + 2, kC));
  EXPECT_EQ(sim_.team[0].pickupPart, 2);
}

TEST_F(Collide, OffMapNeighboursAndTheOutsideChainLast) {
  // A lift-shaped object (+-16 px) just west of the map is on the outside chain.
  Obj& outside = spawn(kQuiet, GfxId::Lift, -10, 100);
  EXPECT_EQ(outside.cell, kOutsideCell);
  Obj& tank = vehicle(GfxId::Tank, 4, 100);
  EXPECT_NE(objCheckCollision(sim_, tank), 0);
  EXPECT_TRUE(sim_.collision.offMap);
  EXPECT_EQ(sim_.collision.hitObj, outside.slot());
  // The tank's own cell's static part is tested before the outside chain.
  put(0, 3, Bno::BldgN);
  EXPECT_NE(objCheckCollision(sim_, tank), 0);
  EXPECT_EQ(sim_.collision.hitCell, cellIndex(0, 3));
  EXPECT_EQ(sim_.collision.hitObj, kNoObj);
  // In the middle of the map no neighbour is off the map and the chain is not looked at.
  Obj& mid = vehicle(GfxId::Jeep, kCentre, kCentre);
  EXPECT_EQ(objCheckCollision(sim_, mid), 0);
  EXPECT_FALSE(sim_.collision.offMap);
}

TEST_F(Collide, TankCrushesABushAboveHalfPixelPerTick) {
  put(kC, kC, Bno::Bush1S);
  Obj& slow = vehicle(GfxId::Tank, kCentre, kCentre, 0x8000);
  EXPECT_NE(objCheckCollision(sim_, slow), 0);
  EXPECT_EQ(bnoAt(kC, kC), bnoId(Bno::Bush1S));
  slow.speed = 0x10000;
  EXPECT_EQ(objCheckCollision(sim_, slow), 0);
  // The crush spawns the BNO +0x28 explosion 0x4545d0 on the cell; its first update
  // applies the destroyed state with side bits 1.
  const std::vector<ObjSlot> expl = explosions();
  ASSERT_EQ(expl.size(), 1u);
  EXPECT_EQ(sim_.obj(expl[0]).local[expl::kId], static_cast<int32_t>(ExplId::BushCrushed));
  EXPECT_EQ(sim_.obj(expl[0]).local[expl::kCell], cellIndex(kC, kC));
  EXPECT_EQ(objCheckCollision(sim_, slow), 0);  // not crushed twice while it waits
  EXPECT_EQ(explosions().size(), 1u);
  updateExplosions();
  EXPECT_EQ(bnoAt(kC, kC), bnoId(Bno::DestBush1));
  EXPECT_EQ(cell::team(sim_.world.cell(kC, kC)), 1u);
  EXPECT_EQ(objCheckCollision(sim_, slow), 0);  // the rubble has no shape
}

TEST_F(Collide, JeepBlockedByBushesAtAnySpeed) {
  for (Bno b :
       {Bno::Bush1S, Bno::Bush2S, Bno::Cactus, Bno::PlanterBush, Bno::PlanterBerry, Bno::PlanterStone}) {
    put(kC, kC, b);
    Obj& jeep = vehicle(GfxId::Jeep, kCentre, kCentre, px(1));
    EXPECT_NE(objCheckCollision(sim_, jeep), 0) << bnoId(b);
    EXPECT_EQ(bnoAt(kC, kC), bnoId(b));
    objDestroyNow(sim_, jeep.slot());
  }
}

TEST_F(Collide, BushesSitAtTheCentrePlusJitter) {
  put(kC, kC, Bno::Bush1S);
  Obj& jeep = vehicle(GfxId::Jeep, kCentre - 8, kCentre, 0);  // +-5 px on x: 323..333
  EXPECT_NE(objCheckCollision(sim_, jeep), 0);                // bush at 331..341
  JitterTable j{};
  j[static_cast<size_t>((kC & 15) * kJitterSide + (kC & 15))] = Jitter{12, 0, 0, 0};
  sim_.world.setJitter(j);
  EXPECT_EQ(objCheckCollision(sim_, jeep), 0);  // bush at 343..353
  jeep.x = px(kCentre + 8);
  EXPECT_NE(objCheckCollision(sim_, jeep), 0);
}

TEST_F(Collide, RocksTankMsvHeliOverJeepBlocked) {
  put(kC, kC, Bno::Rock1S);
  for (GfxId g : {GfxId::Tank, GfxId::Msv, GfxId::Heli}) {
    Obj& v = vehicle(g, kCentre, kCentre);
    EXPECT_EQ(objCheckCollision(sim_, v), 0);
    EXPECT_EQ(sim_.collision.hitCell, cellIndex(kC, kC));  // it did touch the rock
    objDestroyNow(sim_, v.slot());
  }
  Obj& jeep = vehicle(GfxId::Jeep, kCentre, kCentre, px(1));
  EXPECT_NE(objCheckCollision(sim_, jeep), 0);
}

TEST_F(Collide, TentsCrushedOnlyAboveHalfPixelPerTick) {
  put(kC, kC, Bno::TentH);
  Obj& jeep = vehicle(GfxId::Jeep, kCentre, kCentre, 0x8000);
  EXPECT_NE(objCheckCollision(sim_, jeep), 0);
  jeep.speed = 0x8001;
  EXPECT_EQ(objCheckCollision(sim_, jeep), 0);
  updateExplosions();  // the crush explosion applies the destroyed state
  EXPECT_EQ(bnoAt(kC, kC), bnoId(Bno::DestTent));
}

TEST_F(Collide, FuelPadRecordedFuelTankBlocks) {
  put(kC, kC, Bno::FuelN);  // the tank part 8 px north of the centre, the pad the whole cell
  Obj& jeep = vehicle(GfxId::Jeep, kCentre, kCentre + 12);  // 340..356 on y: pad only
  EXPECT_EQ(objCheckCollision(sim_, jeep), 0);
  EXPECT_EQ(sim_.team[0].pickupCell, cellIndex(kC, kC));
  EXPECT_EQ(sim_.team[0].pickupPart, 1);
  jeep.y = px(kCentre);
  EXPECT_NE(objCheckCollision(sim_, jeep), 0);
  EXPECT_EQ(sim_.collision.partB, 0);
}

TEST_F(Collide, ClosedGateDoorsBlockTheZoneDoesNot) {
  put(kC, kC, Bno::GateH);
  Obj& tank = vehicle(GfxId::Tank, kCentre, kCentre - 20);  // north of the doors (+-3 px on y)
  EXPECT_EQ(objCheckCollision(sim_, tank), 0);
  EXPECT_EQ(sim_.team[0].pickupPart, 2);
  tank.y = px(kCentre - 14);
  EXPECT_NE(objCheckCollision(sim_, tank), 0);
}

TEST_F(Collide, DestroyedFlagJeepTakesItAndIsBlocked) {
  put(kC, kC, Bno::DestFlag);
  const ObjSlot f = flagSpawn(sim_, kC * kMapCells + kC, 1);  // the flag lying in the rubble
  ASSERT_NE(f, kNoObj);
  sim_.events.clear();
  Obj& jeep = vehicle(GfxId::Jeep, kCentre, kCentre);
  EXPECT_NE(objCheckCollision(sim_, jeep), 0);
  EXPECT_EQ(sim_.obj(f).parent, jeep.slot());
  ASSERT_EQ(sim_.events.size(), 2u);  // "Ding", the note (the Flag Pickup music: FlagUpdate's bit 0x200)
  EXPECT_EQ(sim_.events[0].id, EventId::Ding);
  EXPECT_EQ(sim_.events[1].id, EventId::JeepTakesFlag);
  sim_.events.clear();
  Obj& tank = vehicle(GfxId::Tank, kCentre, kCentre);
  EXPECT_NE(objCheckCollision(sim_, tank), 0);
  EXPECT_EQ(sim_.events.size(), 0u);
}

TEST_F(Collide, PalmsWallsTowersBuildingsBlock) {
  for (Bno b : {Bno::Palm1S, Bno::TreeS, Bno::WallV, Bno::WallH, Bno::Tower, Bno::LargeTower, Bno::BldgS,
                Bno::FactN, Bno::BnkrW, Bno::PrisonS, Bno::HospE}) {
    put(kC, kC, b);
    for (GfxId g : {GfxId::Tank, GfxId::Jeep, GfxId::Msv, GfxId::Heli}) {
      Obj& v = vehicle(g, kCentre, kCentre, px(1));
      EXPECT_NE(objCheckCollision(sim_, v), 0) << bnoId(b);
      objDestroyNow(sim_, v.slot());
    }
  }
}

TEST_F(Collide, BridgeDecksNeverCollide) {
  put(kC, kC, Bno::BrigeH, 2);
  put(kC, kC + 1, Bno::BrigeV, 2);
  Obj& tank = vehicle(GfxId::Tank, kCentre, kCentre + 16);
  EXPECT_EQ(objCheckCollision(sim_, tank), 0);
  EXPECT_EQ(sim_.collision.hitCell, kNoCell);
}

TEST_F(Collide, HeliAt50PxClearsEverything) {
  for (uint32_t id = 1; id < static_cast<uint32_t>(kBnoCount); ++id) {
    if (!bnoDef(id).hasGraphics) continue;
    sim_.world.setCell(kC, kC, cell::make(0, id));
    Obj& heli = vehicle(GfxId::Heli, kCentre, kCentre, px(1), 0, px(50));
    EXPECT_EQ(objCheckCollision(sim_, heli), 0) << id;
    objDestroyNow(sim_, heli.slot());
  }
  spawn(kQuiet, GfxId::Lift, kCentre, kCentre);  // the lift (32 px) too
  Obj& heli = vehicle(GfxId::Heli, kCentre, kCentre, 0, 0, px(50));
  EXPECT_EQ(objCheckCollision(sim_, heli), 0);
  heli.z = px(32);
  EXPECT_NE(objCheckCollision(sim_, heli), 0);
}

TEST_F(Collide, VehicleAgainstVehicleBlocks) {
  vehicle(GfxId::Tank, kCentre, kCentre);
  Obj& jeep = vehicle(GfxId::Jeep, kCentre + 10, kCentre);
  EXPECT_EQ(objCheckCollision(sim_, jeep), 2);
  EXPECT_EQ(sim_.collision.result, 5u);
  jeep.x = px(kCentre + 14);  // 8 + 5 px apart: clear
  EXPECT_EQ(objCheckCollision(sim_, jeep), 0);
}

TEST_F(Collide, LowerPrioritySideDecides) {
  // A man-priority object (0x7d > the vehicle's 0x64) decides as "other": == 4 blocks.
  Obj& man = spawn(kMan, GfxId::Jeep, kCentre, kCentre);
  Obj& tank = vehicle(GfxId::Tank, kCentre + 4, kCentre);
  for (int32_t answer : {0, 1, 5}) {
    man.local[0] = answer;
    EXPECT_EQ(objCheckCollision(sim_, tank), 0) << answer;
    EXPECT_EQ(man.local[1], static_cast<int32_t>(tank.id));
  }
  man.local[0] = 4;
  EXPECT_NE(objCheckCollision(sim_, tank), 0);
  // The man moving into the tank decides as self: & 1 blocks.
  man.local[0] = 5;
  EXPECT_NE(objCheckCollision(sim_, man), 0);
  man.local[0] = 4;
  EXPECT_EQ(objCheckCollision(sim_, man), 0);
}

TEST_F(Collide, ClosingGateIsNeverBlockedByVehicles) {
  // A gate-priority object (0x32) moving into a vehicle: the vehicle decides as "other" and
  // its 5 is not 4.
  Obj& gate = spawn(kLow, GfxId::Jeep, kCentre, kCentre);
  vehicle(GfxId::Tank, kCentre + 4, kCentre);
  EXPECT_EQ(objCheckCollision(sim_, gate), 0);
  EXPECT_EQ(sim_.collision.result, 5u);
}

TEST_F(Collide, NullHookLeavesItToTheOtherSideBothNullBlock) {
  Obj& quiet = spawn(kQuiet, GfxId::Jeep, kCentre, kCentre);  // prio 0x7d, no hook
  Obj& low = spawn(kLow, GfxId::Jeep, kCentre + 4, kCentre);  // prio 0x32, hook
  low.local[0] = 0;
  EXPECT_EQ(objCheckCollision(sim_, low), 0);  // quiet would decide; its NULL -> low's hook as self
  EXPECT_EQ(low.local[1], static_cast<int32_t>(quiet.id));
  low.local[0] = 1;
  EXPECT_NE(objCheckCollision(sim_, low), 0);
  Obj& quiet2 = spawn(kQuiet, GfxId::Jeep, kCentre - 4, kCentre);
  objDestroyNow(sim_, low.slot());
  EXPECT_NE(objCheckCollision(sim_, quiet2), 0);  // both NULL
  EXPECT_EQ(sim_.collision.hitObj, quiet.slot());
}

TEST_F(Collide, ObjMoveRestoresOnAStaticHit) {
  put(kC, kC + 1, Bno::WallH);                         // y 364..372 px
  Obj& tank = vehicle(GfxId::Tank, kCentre, kCentre);  // y 324..348
  EXPECT_EQ(objMove(sim_, tank.slot(), 0, px(10), 0), 0);
  EXPECT_EQ(tank.y, px(kCentre + 10));
  EXPECT_EQ(objMove(sim_, tank.slot(), 0, px(10), 0), 1);  // would reach 368
  EXPECT_EQ(tank.y, px(kCentre + 10));
  EXPECT_EQ(tank.cell, cellIndex(kC, kC));
}

}  // namespace
}  // namespace rf
