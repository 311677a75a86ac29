// SPDX-License-Identifier: GPL-3.0-or-later
// Gates (class 13, rf-simulation.md §10 "Gate"): the tank opens its own gate from the gate
// zone, drives through, the gate closes and gives the cell its BNO back; the closing doors
// reopen when something blocks them (vehicles never do); an enemy's gate stays shut; a
// gate shot down.
#include <gtest/gtest.h>

#include "rf/data/bno_ids.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/damage.hpp"
#include "rf/sim/gate.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf::test {
namespace {

constexpr int kGx = 50;  // the gate cell (50, 50) in a wall row across the map
constexpr int kGy = 50;
constexpr uint32_t kGateHp = 5;  // BNO_GATE_H strength

Game gateGame(uint32_t gateTeam, const SimTables* tables = nullptr) {
  GameOptions o;
  o.players = 1;
  o.tables = tables;
  Game g = Game::load(playableMap(1), "gate.rfm", o);
  g.mutableState().player[0].view = ViewMode::Play;
  World& w = g.mutableState().world;
  for (int x = kGx - 5; x <= kGx + 5; ++x) w.setCell(x, kGy, cell::make(kGrass, bnoId(Bno::WallH), gateTeam, 5));
  w.setCell(kGx, kGy, cell::make(88, bnoId(Bno::GateH), gateTeam, kGateHp));
  return g;
}

int32_t gateCellIndex() {
  return static_cast<int32_t>(World::cellIndex(kGx, kGy));
}

const Obj* findGate(const Game& g) {
  for (const Obj& o : g.state().objs) {
    if (o.alive() && o.objClass() == ObjClass::Gate) return &o;
  }
  return nullptr;
}

void step1(Game& g, uint32_t word) {
  stepFrames(g, 1, word);
}

// A tank 4 cells south of the gate, heading north.
Obj& tankSouthOfGate(Game& g) {
  return spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kGx), centre(kGy + 4), 0);
}

TEST(Gate, DoorPartsFollowTheOpening) {
  Game g = gateGame(0);
  Sim& s = g.mutableState();
  const ObjSlot h = objCreate(s, ObjClass::Gate, 0, centre(20), centre(30), 0, bnoId(Bno::GateH));
  const ObjSlot v = objCreate(s, ObjClass::Gate, 0, centre(30), centre(30), 0, bnoId(Bno::GateV));
  ASSERT_NE(h, kNoObj);
  ASSERT_NE(v, kNoObj);
  EXPECT_EQ(s.obj(h).gfx, static_cast<int32_t>(GfxId::GateH));
  EXPECT_EQ(s.obj(v).gfx, static_cast<int32_t>(GfxId::GateV));
  EXPECT_EQ(s.obj(h).local[kGateTarget], core::px(15));
  EXPECT_EQ(s.obj(h).local[kGateOpening], 0);
  ObjShapeBuf shapeBuf;
  Shape sh = objShape(s, s.obj(h), shapeBuf);
  ASSERT_EQ(sh.size(), 2u);
  EXPECT_EQ(sh[0].dx, -core::px(16));
  EXPECT_EQ(sh[1].dx, core::px(16));
  s.obj(h).local[kGateOpening] = core::px(15);
  s.obj(v).local[kGateOpening] = core::px(15);
  ObjShapeBuf shapeBuf2;
  sh = objShape(s, s.obj(h), shapeBuf2);
  EXPECT_EQ(sh[0].dx, -core::px(31));
  EXPECT_EQ(sh[1].dx, core::px(31));
  EXPECT_EQ(sh[0].dy, 0);
  ObjShapeBuf shapeBuf3;
  const Shape sv = objShape(s, s.obj(v), shapeBuf3);
  EXPECT_EQ(sv[0].dy, -core::px(31));
  EXPECT_EQ(sv[1].dy, core::px(31));
  EXPECT_EQ(sv[0].dx, 0);
  // GateInit's "GateMove".
  EXPECT_EQ(countEvents(g, kGateMoveSound), 2);
}

// rules_test: "a gate across the tank's path opens and closes".
TEST(Gate, OpensForTheTankAndClosesBehindIt) {
  Game g = gateGame(0);
  const Obj& tank = tankSouthOfGate(g);
  const ObjSlot tankSlot = tank.slot();
  const uint32_t fwd = drive(true);
  int frames = 0;
  while (findGate(g) == nullptr && frames < 100) {
    step1(g, fwd);
    ++frames;
  }
  const Obj* gate = findGate(g);
  ASSERT_NE(gate, nullptr);
  // SpawnGate: at the cell centre, parent = the tank, obj+0x60 = the BNO, the BNO out of
  // the cell (hit points and side kept), "GateMove".
  EXPECT_EQ(gate->x, centre(kGx));
  EXPECT_EQ(gate->y, centre(kGy));
  EXPECT_EQ(gate->parent, tankSlot);
  EXPECT_EQ(gate->team, 0);
  EXPECT_EQ(gate->local[kGateBno], bnoId(Bno::GateH));
  EXPECT_EQ(cell::bno(g.cell(kGx, kGy)), 0u);
  EXPECT_EQ(cell::hp(g.cell(kGx, kGy)), kGateHp);
  EXPECT_EQ(countEvents(g, kGateMoveSound), 1);
  // The tank met the gate zone (+-32 px) with its front: 32 + 12 px from the centre or less.
  EXPECT_LE(tank.y - centre(kGy), core::px(44));
  EXPECT_GT(tank.y - centre(kGy), core::px(40));
  // Made behind the tank (the tail of the active list: first updated next frame), then
  // 0.5 px/tick at dt 2 = 1 px per frame: 15 px after 30 ticks.
  EXPECT_EQ(gate->local[kGateOpening], 0);
  for (int k = 1; k <= 15; ++k) {
    step1(g, fwd);
    EXPECT_EQ(findGate(g)->local[kGateOpening], core::px(k)) << k;
    EXPECT_EQ(tank.flags & kObjLastMoveBlocked, 0u) << k;
  }
  // The tank passes (never blocked) while the gate stays open for it.
  int passFrames = 0;
  while (findGate(g)->local[kGateTarget] == kGateOpen && passFrames < 200) {
    step1(g, fwd);
    ++passFrames;
    EXPECT_EQ(tank.flags & kObjLastMoveBlocked, 0u);
    if (findGate(g)->local[kGateTarget] == kGateOpen) {
      EXPECT_EQ(findGate(g)->local[kGateOpening], core::px(15));
    }
  }
  ASSERT_EQ(findGate(g)->local[kGateTarget], 0);
  EXPECT_EQ(countEvents(g, kGateMoveSound), 1);  // target 0 + "GateMove"
  // Out of the zone: the hull's rear (12 px) beyond the 32 px of the zone north of the
  // centre, seen in the frame the tank got there (at most 2.52 px per frame: 1.05 px/tick
  // x 1.2 on the gate's road terrain 0x58).
  EXPECT_LT(centre(kGy) - tank.y, core::px(44) + core::fromRatio(252, 100));
  EXPECT_GE(centre(kGy) - tank.y, core::px(44));
  // Closing: 1 px per frame, "GateClose" when it reaches 0 (15 frames = 30 ticks).
  for (int k = 14; k >= 0; --k) {
    step1(g, raw::kNone);
    ASSERT_NE(findGate(g), nullptr);
    EXPECT_EQ(findGate(g)->local[kGateOpening], core::px(k)) << k;
    EXPECT_EQ(countEvents(g, kGateCloseSound), k == 0 ? 1 : 0) << k;
  }
  // Shut for 60 ticks (30 frames) -> deleted, the BNO back in the cell with its hit points.
  for (int k = 1; k < 30; ++k) {
    step1(g, raw::kNone);
    ASSERT_NE(findGate(g), nullptr) << k;
    EXPECT_EQ(cell::bno(g.cell(kGx, kGy)), 0u);
  }
  step1(g, raw::kNone);
  EXPECT_EQ(findGate(g), nullptr);
  EXPECT_EQ(cell::bno(g.cell(kGx, kGy)), bnoId(Bno::GateH));
  EXPECT_EQ(cell::hp(g.cell(kGx, kGy)), kGateHp);
  EXPECT_EQ(cell::team(g.cell(kGx, kGy)), 0u);
}

// An object without a hit_object hook (a wreck, a man, here a test object with a tank hull)
// in the gateway blocks the closing doors: they reopen; a vehicle there never does.
TEST(Gate, ReopensWhenBlockedButNotForVehicles) {
  Game g = gateGame(0, &testTables());
  Sim& s = g.mutableState();
  // Open a gate whose parent is gone at once: a tank in the zone that is then removed.
  Obj& tank = spawnVehicle(s, VehicleType::Tank, 0, centre(kGx), centre(kGy + 1) + core::px(8), 0);
  const ObjSlot gs = spawnGate(s, gateCellIndex(), tank);
  ASSERT_NE(gs, kNoObj);
  objDestroyNow(s, tank.slot());
  EXPECT_EQ(s.obj(gs).parent, kNoObj);
  stepFrames(g, 15);
  ASSERT_EQ(s.obj(gs).local[kGateOpening], kGateOpen);
  // An enemy tank standing in the gateway: the closing doors pass through its hull.
  Obj& enemy = spawnVehicle(s, VehicleType::Tank, 1, centre(kGx), centre(kGy), 0);
  int frames = 0;
  while (s.obj(gs).alive() && s.obj(gs).local[kGateOpening] != 0 && frames < 100) {
    step1(g, raw::kNone);
    ++frames;
  }
  // The close decision, then 15 frames down.
  EXPECT_EQ(frames, 16);
  EXPECT_EQ(countEvents(g, kGateCloseSound), 1);
  objDestroyNow(s, enemy.slot());

  // Again with a blocker: it reopens.
  stepFrames(g, 40);  // deleted, the BNO back
  EXPECT_EQ(cell::bno(g.cell(kGx, kGy)), bnoId(Bno::GateH));
  Obj& t2 = spawnVehicle(s, VehicleType::Tank, 0, centre(kGx), centre(kGy + 1) + core::px(8), 0);
  const ObjSlot gate2 = spawnGate(s, gateCellIndex(), t2);
  ASSERT_NE(gate2, kNoObj);
  objDestroyNow(s, t2.slot());
  stepFrames(g, 15);
  ASSERT_EQ(s.obj(gate2).local[kGateOpening], kGateOpen);
  const ObjSlot blocker = objCreate(s, kProbe, 2, centre(kGx), centre(kGy), 0, 1);
  ASSERT_NE(blocker, kNoObj);
  s.obj(blocker).gfx = static_cast<int32_t>(GfxId::Tank);  // 16 px wide: doors at +-8 px touch it
  int reopens = 0;
  Fixed lowest = kGateOpen;
  for (int k = 0; k < 120; ++k) {
    step1(g, raw::kNone);
    ASSERT_TRUE(s.obj(gate2).alive());
    lowest = std::min(lowest, s.obj(gate2).local[kGateOpening]);
    reopens += countEvents(g, kGateMoveSound);
    EXPECT_EQ(countEvents(g, kGateCloseSound), 0);
  }
  // Down from 15 to 8 px (a door at 7 px would overlap the 16 px hull): blocked, back to
  // 15: a cycle of 16 frames (the close decision, 7 down, the blocked step, 7 up) with two
  // "GateMove" (close, reopen): 7 whole cycles in 120 frames.
  EXPECT_EQ(lowest, core::px(8));
  EXPECT_GE(reopens, 14);
  // Remove the blocker: it closes and goes.
  objDestroyNow(s, blocker);
  stepFrames(g, 60);
  EXPECT_FALSE(s.obj(gate2).alive() && s.obj(gate2).objClass() == ObjClass::Gate);
  EXPECT_EQ(cell::bno(g.cell(kGx, kGy)), bnoId(Bno::GateH));
}

// rules_test: an enemy's gate never opens (the doors block the tank).
TEST(Gate, EnemyGateNeverOpens) {
  Game g = gateGame(1);
  const Obj& tank = tankSouthOfGate(g);
  stepFrames(g, 120, drive(true));
  EXPECT_EQ(findGate(g), nullptr);
  EXPECT_EQ(cell::bno(g.cell(kGx, kGy)), bnoId(Bno::GateH));
  // Held at the closed doors (3 px thick) with its 12 px front.
  EXPECT_GE(tank.y - centre(kGy), core::px(15));
  EXPECT_LE(tank.y - centre(kGy), core::px(17));
}

TEST(Gate, NeedsHitPoints) {
  Game g = gateGame(0);
  Sim& s = g.mutableState();
  Obj& tank = spawnVehicle(s, VehicleType::Tank, 0, centre(kGx), centre(kGy + 3), 0);
  s.world.setCell(kGx, kGy, cell::withHp(g.cell(kGx, kGy), 0));
  EXPECT_EQ(spawnGate(s, gateCellIndex(), tank), kNoObj);
  EXPECT_EQ(gateZoneTouched(s, tank, gateCellIndex()), kNoObj);
  s.world.setCell(kGx, kGy, cell::withHp(g.cell(kGx, kGy), 2));
  EXPECT_NE(gateZoneTouched(s, tank, gateCellIndex()), kNoObj);
}

// damage 0x423f50 = FUN_00417b50 on the cell; at 0 the gate is deleted and GateDestroy puts
// the BNO back with 1 hit point and BnoDamage(0xff0000) destroys it: BNO_DEST_GATE_H.
TEST(Gate, ShotDownGateIsDestroyed) {
  Game g = gateGame(0);
  Sim& s = g.mutableState();
  Obj& tank = spawnVehicle(s, VehicleType::Tank, 0, centre(kGx), centre(kGy + 1) + core::px(8), 0);
  const ObjSlot gs = spawnGate(s, gateCellIndex(), tank);
  ASSERT_NE(gs, kNoObj);
  for (uint32_t i = 1; i < kGateHp; ++i) {
    objDamage(s, s.obj(gs), core::kOne, nullptr);  // a tank shell: 1 hit point
    EXPECT_EQ(cell::hp(g.cell(kGx, kGy)), kGateHp - i);
    EXPECT_EQ(s.obj(gs).flags & kObjDeleteQueued, 0u);
  }
  objDamage(s, s.obj(gs), core::kOne, nullptr);
  EXPECT_NE(s.obj(gs).flags & kObjDeleteQueued, 0u);
  stepFrames(g, 60);
  EXPECT_EQ(findGate(g), nullptr);
  EXPECT_EQ(cell::bno(g.cell(kGx, kGy)), bnoId(Bno::DestGateH));
}

// GateUpdate: removed when the cell's hit points are 0 (by any other way).
TEST(Gate, RemovedWhenTheCellHasNoHitPoints) {
  Game g = gateGame(0);
  Sim& s = g.mutableState();
  Obj& tank = spawnVehicle(s, VehicleType::Tank, 0, centre(kGx), centre(kGy + 1) + core::px(8), 0);
  const ObjSlot gs = spawnGate(s, gateCellIndex(), tank);
  ASSERT_NE(gs, kNoObj);
  stepFrames(g, 3);
  s.world.setCell(kGx, kGy, cell::withHp(g.cell(kGx, kGy), 0));
  stepFrames(g, 60);
  EXPECT_EQ(findGate(g), nullptr);
  EXPECT_EQ(cell::bno(g.cell(kGx, kGy)), bnoId(Bno::DestGateH));
}

}  // namespace
}  // namespace rf::test
