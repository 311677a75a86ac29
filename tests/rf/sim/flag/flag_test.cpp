// SPDX-License-Identifier: GPL-3.0-or-later
// The Flag (rf-simulation.md §10 "Flag"): it appears when the count of flag buildings runs
// out, lies, is taken by a jeep, carried, dropped, re-hidden, and wins the game when a jeep
// brings the enemy's onto its own pad. dt = 2 on the playable test map.
#include <gtest/gtest.h>

#include "rf/data/bno_ids.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/damage.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/music.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf::test {
namespace {

int32_t cellAt(int x, int y) {
  return y * kMapCells + x;
}
const Obj* flag(const Game& g, int team) {
  return g.object(g.state().team[static_cast<size_t>(team)].flagId);
}

TEST(Flag, AppearsWhenTheOnlyFlagBuildingFalls) {
  Game g = vehicleGame();
  const CellPos site = g.state().world.flagSites(1).at(0);
  EXPECT_EQ(flag(g, 1), nullptr);
  for (int i = 0; i < 5; ++i) bnoDamage(g.mutableState(), cellAt(site.x, site.y), core::kOne);
  const Obj* f = flag(g, 1);
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->objClass(), ObjClass::Flag);
  EXPECT_EQ(f->team, 1);
  EXPECT_EQ(f->x, centre(site.x));
  EXPECT_EQ(f->y, centre(site.y));
  EXPECT_EQ(f->local[kFlagHomeCell], cellAt(site.x, site.y));
  EXPECT_NE(g.state().music.flags & kMusFlagDiscovery, 0u);  // Mus_Director asks at the frame's end
  stepFrames(g, 1);
  bool music = false;
  for (const Event& e : g.state().events)
    music |= e.kind() == EventKind::Music && e.id == EventId::FlagDiscovery && e.words()[1] == 0xfe;
  EXPECT_TRUE(music);
  stepFrames(g, 59);
  EXPECT_EQ(cell::bno(g.state().world.cell(site.x, site.y)), bnoId(Bno::DmgFlag));
  EXPECT_NE(flag(g, 1), nullptr);
}

// A jeep drives onto a flag lying on the grass: FlagOnTouch, "Ding", carried behind it at
// Y[heading] * (3.75, 6.75) px.
TEST(Flag, AJeepTakesItAndCarriesIt) {
  Game g = vehicleGame();
  flagSpawn(g.mutableState(), cellAt(40, 96), 1);
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(99), 0);
  stepFrames(g, 1);
  int frames = 0;
  while (flag(g, 1)->parent == kNoObj && frames < 100) {
    stepFrames(g, 1, drive(true));
    ++frames;
  }
  ASSERT_EQ(flag(g, 1)->parent, vehicleOf(g)->slot());
  EXPECT_EQ(flag(g, 1)->gfx, static_cast<int32_t>(GfxId::FlagCarried));
  EXPECT_EQ(countEvents(g, EventId::Ding), 1);
  stepFrames(g, 10, drive(true));
  const Obj* j = vehicleOf(g);
  const core::Vec2 off = core::RotateByHeading(j->heading, 0x3c000, 0x6c000);
  EXPECT_EQ(flag(g, 1)->x, j->x + off.x);
  EXPECT_EQ(flag(g, 1)->y, j->y + off.y);
  // heading north: the flag turns towards 25 deg (the clamp round north) at 0x4ccc a tick
  EXPECT_EQ(flag(g, 1)->heading, 0x471c7);
}

TEST(Flag, CDropsItAndItCannotBeRetakenAtOnce) {
  Game g = vehicleGame();
  flagSpawn(g.mutableState(), cellAt(40, 96), 1);
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(99), 0);
  stepFrames(g, 1);
  for (int i = 0; i < 100 && flag(g, 1)->parent == kNoObj; ++i) stepFrames(g, 1, drive(true));
  ASSERT_NE(flag(g, 1)->parent, kNoObj);
  g.mutableState().obj(vehicleOf(g)->slot()).speed = 0;  // stand still
  stepFrames(g, 1);
  stepFrames(g, 1, buttons(false, false, true));
  EXPECT_EQ(flag(g, 1)->parent, kNoObj);
  EXPECT_EQ(countEvents(g, EventId::FlagDropped), 1);
  stepFrames(g, 5);  // lying under the jeep's tail: not taken again yet
  EXPECT_EQ(flag(g, 1)->parent, kNoObj);
  stepFrames(g, 1, buttons(false, false, true));  // C takes a flag within reach back
  EXPECT_EQ(flag(g, 1)->parent, vehicleOf(g)->slot());
}

// JeepFlagCheck 0x42a480: the enemy flag carried onto the own pad terrain -> EndGame(team).
TEST(Flag, TheEnemyFlagBroughtHomeWins) {
  Game g = vehicleGame();
  flagSpawn(g.mutableState(), cellAt(40, 96), 1);
  g.mutableState().world.setCell(40, 93, cell::make(90));  // team 0's pad terrain
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(99), 0);
  stepFrames(g, 1);
  bool ended = false;
  for (int i = 0; i < 200 && !ended; ++i) {
    stepFrames(g, 1, drive(true));
    for (const Event& e : g.events()) ended |= e.kind() == EventKind::EndGame && e.words()[0] == 0;
  }
  EXPECT_TRUE(ended);
  EXPECT_FALSE(g.state().running);
  EXPECT_EQ(g.state().winner, 0);
}

// Its own flag docked by the jeep (0x42ab90) goes back into a random intact flag building.
TEST(Flag, TheOwnFlagIsRehiddenAtDocking) {
  Game g = vehicleGame();
  Sim& sim = g.mutableState();
  sim.world.setCell(30, 30, 0);
  sim.world.setCellStaticObject(30, 30, bnoId(Bno::Flag), 0);
  sim.world.addFlagSite(0, CellPos{30, 30});
  const ObjSlot fs = flagSpawn(sim, cellAt(40, 96), 0);
  const ObjSlot js = spawnVehicle(sim, VehicleType::Jeep, 0, centre(40), centre(99), 0).slot();
  ASSERT_TRUE(jeepTakeFlag(sim, sim.obj(js), sim.obj(fs)));
  jeepDockFlag(sim, sim.obj(js));
  EXPECT_NE(sim.obj(fs).flags & kObjDeleteQueued, 0u);
  const CellPos real = sim.world.flagSites(0).at(static_cast<size_t>(sim.world.realFlagSite(0)));
  EXPECT_EQ(cell::bno(sim.world.cell(real.x, real.y)), bnoId(Bno::Flag));  // an intact flag building
  EXPECT_EQ(sim.events.back().id, EventId::FlagRehidden);
  EXPECT_FALSE(sim.team[0].flagShown);
}

// StorageUpdate 0x417fb0: the enemy flag in the 3 x 3 cells of the own lift wins.
TEST(Flag, TheEnemyFlagNextToTheOwnLiftWins) {
  Game g = vehicleGame();
  Sim& sim = g.mutableState();
  flagSpawn(sim, cellAt(41, 41), 1);
  flagNextToLift(sim, cellAt(40, 40), 0);
  EXPECT_FALSE(sim.running);
  EXPECT_EQ(sim.winner, 0);
}

// A lying flag in water drifts back to its last dry position at 0.1 px a tick.
TEST(Flag, ALyingFlagDriftsBackToDryLand) {
  Game g = vehicleGame();
  Sim& sim = g.mutableState();
  const ObjSlot fs = flagSpawn(sim, cellAt(40, 96), 1);
  stepFrames(g, 1);
  sim.world.setCell(40, 96, cell::make(kDeep));
  Obj& f = sim.obj(fs);
  const Fixed dryX = f.x;
  objUnlinkCell(sim, fs);
  f.x += core::px(3);
  objLinkCell(sim, fs);
  stepFrames(g, 1);
  EXPECT_EQ(f.x, dryX + core::px(3) - 2 * 0x199a);
  EXPECT_EQ(f.local[kFlagDryX], dryX);
}

// A jeep dying drops the flag (its children are detached).
TEST(Flag, AJeepDyingDropsIt) {
  Game g = vehicleGame();
  Sim& sim = g.mutableState();
  const ObjSlot fs = flagSpawn(sim, cellAt(40, 96), 1);
  const ObjSlot js = spawnVehicle(sim, VehicleType::Jeep, 0, centre(40), centre(99), 0).slot();
  ASSERT_TRUE(jeepTakeFlag(sim, sim.obj(js), sim.obj(fs)));
  stepFrames(g, 1);
  stepFrames(g, 2, buttons(true, true, true));  // self-destruct
  stepFrames(g, 2);
  EXPECT_EQ(sim.obj(fs).parent, kNoObj);
  EXPECT_TRUE(sim.obj(fs).alive());
  EXPECT_EQ(sim.obj(fs).gfx, static_cast<int32_t>(GfxId::FlagLying));
}

}  // namespace
}  // namespace rf::test

namespace rf::test {
namespace {

// The whole way (rules_test): the enemy's only flag building shot down (5 hits: the flag
// appears, BNO_DMG_FLAG; 6 more: BNO_DEST_FLAG), the jeep drives into the rubble and takes
// the flag lying there (DestFlagOnTouch), turns round and brings it onto its own pad
// terrain: EndGame(0).
TEST(Flag, FoundTakenAndBroughtHomeWins) {
  Game g = vehicleGame();
  Sim& sim = g.mutableState();
  const CellPos site = sim.world.flagSites(1).at(0);
  const int32_t c = cellAt(site.x, site.y);
  for (int i = 0; i < 5; ++i) bnoDamage(sim, c, core::kOne);
  stepFrames(g, 60);
  ASSERT_EQ(cell::bno(sim.world.cell(site.x, site.y)), bnoId(Bno::DmgFlag));
  for (int i = 0; i < 6; ++i) bnoDamage(sim, c, core::kOne);
  stepFrames(g, 60);
  ASSERT_EQ(cell::bno(sim.world.cell(site.x, site.y)), bnoId(Bno::DestFlag));
  ASSERT_NE(flag(g, 1), nullptr);
  for (int y = site.y + 1; y <= site.y + 8; ++y) sim.world.setCell(site.x, y, cell::make(kGrass));
  sim.world.setCell(site.x, site.y + 8, cell::make(90));  // team 0's pad terrain behind the jeep
  spawnVehicle(sim, VehicleType::Jeep, 0, centre(site.x), centre(site.y + 3), 0);
  int frames = 0;
  while (flag(g, 1)->parent == kNoObj && frames < 200) {
    stepFrames(g, 1, drive(true));
    ++frames;
  }
  ASSERT_EQ(flag(g, 1)->parent, vehicleOf(g)->slot());
  bool ended = false;
  for (int i = 0; i < 400 && !ended; ++i) {
    stepFrames(g, 1, drive(false, true));  // back home
    for (const Event& e : g.events()) ended |= e.kind() == EventKind::EndGame && e.words()[0] == 0;
  }
  EXPECT_TRUE(ended);
  EXPECT_EQ(g.state().winner, 0);
}

}  // namespace
}  // namespace rf::test
