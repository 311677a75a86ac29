// SPDX-License-Identifier: GPL-3.0-or-later
// Mus_Director (music.hpp): the music requests of each branch with track and priority —
// the SUB branch (state < 6 -> 16 at 0x8a, gone -> state 1 -> -1 at 100), flag discovery
// (0x100 -> 10 at 0xfe) and pickup (0x200 -> 11 at 0x8a, on its first frame), the designed
// 0x400 missile alarm (14 at 0x8c) and vehicle-death sting (12 at 0xc0), the bunker branch
// (every view at the vehicle select: 18 at 0x80 on the first frame, else at 0x68); and the
// frame calls the director after the views.
#include <gtest/gtest.h>

#include <vector>

#include "rf/sim/bunker_state.hpp"
#include "rf/sim/damage.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/music.hpp"
#include "rf/sim/sub.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf::test {
namespace {

std::vector<Event> music(const std::vector<Event>& events) {
  std::vector<Event> out;
  for (const Event& e : events) {
    if (e.kind() == EventKind::Music) out.push_back(e);
  }
  return out;
}

// Every view out of the bunker (a vehicle's): the bunker branch silent.
void inPlay(Sim& sim) {
  for (PlayerState& p : sim.player) p.view = ViewMode::Play;
}

// One director step with these bits set, every view in play; the music requests it made.
std::vector<Event> direct(Sim& sim, uint32_t bits) {
  inPlay(sim);
  sim.events.clear();
  musSet(sim, bits);
  musDirector(sim);
  return music(sim.events);
}

using Want = std::vector<Event>;

TEST(MusDirector, SubBranch) {
  Sim sim = testSim();
  EXPECT_EQ(direct(sim, kMusSub), (Want{Event{EventId::Sub, MusicEvent{16, 0x8a}}}));
  EXPECT_EQ(sim.music.subState, 6);
  EXPECT_EQ(direct(sim, kMusSub), Want{});  // asked once while it is out
  EXPECT_EQ(direct(sim, 0), (Want{Event{EventId::SubGone, MusicEvent{-1, 100}}}));
  EXPECT_EQ(sim.music.subState, 1);
  EXPECT_EQ(direct(sim, 0), Want{});
  EXPECT_EQ(direct(sim, kMusSub), (Want{Event{EventId::Sub, MusicEvent{16, 0x8a}}}));  // state 1 < 6
  EXPECT_EQ(sim.music.flags, 0u);                                                // the bits are the frame's
}

TEST(MusDirector, FlagDiscoveryEveryFrameItIsSet) {
  Sim sim = testSim();
  EXPECT_EQ(direct(sim, kMusFlagDiscovery), (Want{Event{EventId::FlagDiscovery, MusicEvent{10, 0xfe}}}));
  EXPECT_EQ(direct(sim, 0), Want{});
}

TEST(MusDirector, FlagPickupOnItsFirstFrame) {
  Sim sim = testSim();
  EXPECT_EQ(direct(sim, kMusFlagPickup), (Want{Event{EventId::FlagPickup, MusicEvent{11, 0x8a}}}));
  EXPECT_EQ(direct(sim, kMusFlagPickup), Want{});
  EXPECT_EQ(direct(sim, 0), Want{});
  EXPECT_EQ(direct(sim, kMusFlagPickup), (Want{Event{EventId::FlagPickup, MusicEvent{11, 0x8a}}}));
}

TEST(MusDirector, MissileAlarmOnItsFirstFrame) {
  Sim sim = testSim();
  EXPECT_EQ(direct(sim, kMusMissile), (Want{Event{EventId::Missile, MusicEvent{14, 0x8c}}}));
  EXPECT_EQ(direct(sim, kMusMissile), Want{});
}

TEST(MusDirector, VehicleDeathOncePerWreckOfAPlayersSide) {
  Sim sim = testSim();
  sim.players = 1;
  sim.team[0].launch.wreckId = 0x205;
  EXPECT_EQ(direct(sim, 0), (Want{Event{EventId::VehicleDeath, MusicEvent{12, 0xc0}}}));
  EXPECT_EQ(direct(sim, 0), Want{});
  sim.team[1].launch.wreckId = 0x406;  // 1 player: side 1 has no player
  EXPECT_EQ(direct(sim, 0), Want{});
  sim.players = 2;
  EXPECT_EQ(direct(sim, 0), (Want{Event{EventId::VehicleDeath, MusicEvent{12, 0xc0}}}));
}

// The bunker branch: every view at the select menu; 0x80 on the game's first frame (none
// stepped yet), else 0x68; first of the frame's requests.
TEST(MusDirector, BunkerBranchWhileEveryViewIsAtTheSelectMenu) {
  Sim sim = testSim();
  sim.players = 2;
  for (PlayerState& p : sim.player) {
    p.view = ViewMode::BunkerSelect;
    p.bunker.phase = BunkerPhase::Menu;
  }
  sim.frame = 0;
  sim.events.clear();
  musDirector(sim);
  EXPECT_EQ(music(sim.events), (Want{Event{EventId::Bunker, MusicEvent{kMusBunkerTrack, kMusBunkerStartPrio}}}));
  sim.frame = 1;
  sim.events.clear();
  musSet(sim, kMusFlagDiscovery);
  musDirector(sim);
  EXPECT_EQ(music(sim.events), (Want{Event{EventId::Bunker, MusicEvent{18, 0x68}},
                                     Event{EventId::FlagDiscovery, MusicEvent{10, 0xfe}}}));
  for (const BunkerPhase other : {BunkerPhase::Zoom, BunkerPhase::ToSelect, BunkerPhase::FlyBack, BunkerPhase::Spectate}) {
    sim.player[1].bunker.phase = other;  // one view not at the menu: no request
    sim.events.clear();
    musDirector(sim);
    EXPECT_EQ(music(sim.events), Want{});
  }
  sim.player[1].bunker.phase = BunkerPhase::Menu;
  sim.player[1].view = ViewMode::Play;
  sim.events.clear();
  musDirector(sim);
  EXPECT_EQ(music(sim.events), Want{});
  sim.players = 1;  // player 2's view does not count in 1 player
  sim.events.clear();
  musDirector(sim);
  EXPECT_EQ(music(sim.events), (Want{Event{EventId::Bunker, MusicEvent{18, 0x68}}}));
}

// The branches in one step: discovery, pickup, missile, death, SUB.
TEST(MusDirector, BranchOrder) {
  Sim sim = testSim();
  sim.team[0].launch.wreckId = 0x207;
  const Want want = {
      Event{EventId::FlagDiscovery, MusicEvent{10, 0xfe}}, Event{EventId::FlagPickup, MusicEvent{11, 0x8a}},
      Event{EventId::Missile, MusicEvent{14, 0x8c}}, Event{EventId::VehicleDeath, MusicEvent{12, 0xc0}},
      Event{EventId::Sub, MusicEvent{16, 0x8a}}};
  EXPECT_EQ(direct(sim, kMusFlagDiscovery | kMusFlagPickup | kMusMissile | kMusSub), want);
}

// In a game: the SUB's update sets 0x1000 and the frame's director asks for MUS_SUB; the
// sub removed, the next frame asks for -1 at 100.
TEST(MusDirector, TheFrameRunsItSubOutAndGone) {
  Game g = vehicleGame();
  spawnSub(g.mutableState());
  stepFrames(g, 1);  // nobody out: the sub's first update removes it
  EXPECT_EQ(music(g.events()), (Want{Event{EventId::Sub, MusicEvent{16, 0x8a}}}));
  stepFrames(g, 1);
  EXPECT_EQ(music(g.events()), (Want{Event{EventId::SubGone, MusicEvent{-1, 100}}}));
  EXPECT_EQ(g.state().music.subState, 1);
}

// In a game: flag_spawn sets 0x100 and the frame's director asks for the discovery music.
TEST(MusDirector, FlagDiscoveryInAGame) {
  Game g = vehicleGame();
  const CellPos site = g.state().world.flagSites(1).at(0);
  for (int i = 0; i < 5; ++i)
    bnoDamage(g.mutableState(), static_cast<int32_t>(site.y * kMapCells + site.x), core::kOne);
  ASSERT_NE(flagOf(g.mutableState(), 1), nullptr);
  EXPECT_NE(g.state().music.flags & kMusFlagDiscovery, 0u);
  stepFrames(g, 1);
  EXPECT_EQ(music(g.events()), (Want{Event{EventId::FlagDiscovery, MusicEvent{10, 0xfe}}}));
  stepFrames(g, 1);
  EXPECT_EQ(music(g.events()), Want{});
}

// In a game: a jeep takes the other side's flag; the carried flag's update sets 0x200 every
// frame it is carried and the director asks for the pickup music on the first of them only.
TEST(MusDirector, FlagPickupInAGame) {
  Game g = vehicleGame();
  flagSpawn(g.mutableState(), static_cast<int32_t>(96 * kMapCells + 40), 1);
  spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(40), centre(99), 0);
  stepFrames(g, 1);
  int pickups = 0;
  int frames = 0;
  while (flagOf(g.mutableState(), 1)->parent == kNoObj && frames < 100) {
    stepFrames(g, 1, drive(true));
    ++frames;
  }
  ASSERT_LT(frames, 100);
  // Taken during the jeep's update, moved behind it; the jeep was the list's tail, so the
  // flag's first carried update (and the request) is the next frame's.
  EXPECT_EQ(music(g.events()), Want{});
  stepFrames(g, 1, drive(true));
  EXPECT_EQ(music(g.events()), (Want{Event{EventId::FlagPickup, MusicEvent{11, 0x8a}}}));
  for (int i = 0; i < 20; ++i) {
    stepFrames(g, 1, drive(true));
    for (const Event& e : music(g.events())) pickups += e.id == EventId::FlagPickup ? 1 : 0;
  }
  EXPECT_EQ(pickups, 0);
  EXPECT_NE(g.state().music.lastFlags & kMusFlagPickup, 0u);
}

// The state hash covers the music state.
TEST(MusDirector, StateIsHashed) {
  Game g = vehicleGame();
  const uint64_t h0 = g.hash();
  g.mutableState().music.subState = 6;
  EXPECT_NE(g.hash(), h0);
  g.mutableState().music.subState = 0;
  g.mutableState().music.deathSeen[1] = 3;
  EXPECT_NE(g.hash(), h0);
}

}  // namespace
}  // namespace rf::test
