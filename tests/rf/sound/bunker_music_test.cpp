// SPDX-License-Identifier: GPL-3.0-or-later
// The bunker's music (issue 22; src/rf/sound/bunker_music.hpp): asked for while every view is
// at the vehicle select (0x80 on the game's first frame, 0x68 after, openrf §7), and what
// the director makes of it with the score's table: the bunker, a vehicle, a death sting, the
// bunker again.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rf/sound/music_choice.hpp"
#include "rf/sound/original_sound.hpp"
#include "audio/music_director.hpp"
#include "music_recorder.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/game.hpp"
#include "rf/sim/music.hpp"
#include "sound_test_util.hpp"

namespace rf::sound {
namespace {

rf::Game loadGame(const std::string& map, int players) {
  rf::GameOptions o;
  o.players = players;
  return test::loadBundled(map, o);
}

// The priority of the frame's bunker request (0: none); its track is always the bunker's.
int32_t bunkerMusicPrio(const rf::Game& g) {
  int32_t prio = 0;
  for (const rf::Event& e : g.events()) {
    if (e.id != rf::EventId::Bunker) continue;
    EXPECT_EQ(e.music().track, kBunkerTrack);
    prio = e.music().prio;
  }
  return prio;
}

TEST(RfBunkerMusic, AskedForWhileEveryViewIsInTheSelectMenu) {
  rf::Game g = loadGame("driftwood_cay.rfm", 1);
  g.step({});
  EXPECT_EQ(bunkerMusicPrio(g), rf::kMusBunkerStartPrio);  // the game's first frame
  g.step({});
  EXPECT_EQ(bunkerMusicPrio(g), rf::kMusBunkerPrio);
  rf::Inputs in;
  in.words[0] = rf::raw::kA;  // launch: the zoom plays the vehicle's music, not the bunker's
  g.step(in);
  EXPECT_EQ(g.state().player[0].bunker.phase, rf::BunkerPhase::Zoom);
  EXPECT_EQ(bunkerMusicPrio(g), 0);

  rf::Game two = loadGame("proving_strait.rfm", 2);
  two.step({});
  EXPECT_EQ(bunkerMusicPrio(two), rf::kMusBunkerStartPrio);
  two.step({});
  EXPECT_EQ(bunkerMusicPrio(two), rf::kMusBunkerPrio);  // both views in the bunker
  rf::Inputs one;
  one.words[0] = rf::raw::kA;  // player 1 launches, player 2 stays: no bunker music
  two.step(one);
  EXPECT_EQ(bunkerMusicPrio(two), 0);
}

using Recorder = testutil::MusicRecorder;

TEST(RfBunkerMusic, TheBunkerThenAVehicleThenItsDeathStingThenTheBunkerAgain) {
  const auto rules = rfMusicRules();
  Recorder r;
  audio::MusicDirector d(rules, r);
  EXPECT_TRUE(d.request(kBunkerTrack, rf::kMusBunkerStartPrio));  // the game's first frame
  d.frame();
  for (int f = 0; f < 30; ++f) {  // the menu: refused while the start priority decays, then renewed
    d.request(kBunkerTrack, rf::kMusBunkerPrio);
    d.frame();
  }
  EXPECT_EQ(d.track(), kBunkerTrack);
  EXPECT_TRUE(d.request(0, 0x80));  // the tank launched: the bunker is left at once
  EXPECT_EQ(r.log, (std::vector<std::string>{"18 now", "0 now"}));
  for (int f = 0; f < 60; ++f) d.frame();
  EXPECT_TRUE(d.request(rf::kMusDeathTrack, rf::kMusDeathPrio));  // the tank lost
  EXPECT_EQ(r.log.back(), "12 now");
  for (int f = 0; f < 20; ++f) {  // back in the bunker during the sting: remembered, not played
    EXPECT_FALSE(d.request(kBunkerTrack, rf::kMusBunkerPrio));
    d.frame();
  }
  EXPECT_EQ(d.track(), rf::kMusDeathTrack);
  r.ended = 1;  // the sting has played
  d.frame();
  EXPECT_EQ(d.track(), kBunkerTrack);
  EXPECT_EQ(r.log.back(), "18 now");
  EXPECT_TRUE(d.request(kBunkerTrack, rf::kMusBunkerPrio));  // renewed at once: the fall back's 100 is below
  EXPECT_TRUE(d.request(4, 0x80));                    // the jeep
  EXPECT_EQ(r.log.back(), "4 now");
}

TEST(RfBunkerMusic, AStingEndedBeforeTheMenuFallsBackToTheVehicleThenTheBunkerAtTheBar) {
  const auto rules = rfMusicRules();
  Recorder r;
  audio::MusicDirector d(rules, r);
  d.request(kBunkerTrack, rf::kMusBunkerStartPrio);
  d.request(8, 0x80);  // the heli
  for (int f = 0; f < 60; ++f) d.frame();
  d.request(rf::kMusDeathTrack, rf::kMusDeathPrio);
  r.ended = 1;  // ended during the fly-back: the heli's music is the latest loop
  d.frame();
  EXPECT_EQ(d.track(), 8);
  EXPECT_TRUE(d.request(kBunkerTrack, rf::kMusBunkerPrio));  // the menu: 0x68 is above the fall back's 100
  EXPECT_EQ(r.log.back(), "18 bar");
}

TEST(RfBunkerMusic, TheOriginalScorePlaysItsBunkerTrack) {
  EXPECT_EQ(originalTrackOf(kBunkerTrack, -1), 14);  // the table's 14 Bunker
  EXPECT_EQ(originalTrackOf(rf::kMusMissileTrack, -1), -1);
  ASSERT_NE(rfMusicTrack(kBunkerTrack), nullptr);
  EXPECT_FALSE(rfMusicTrack(kBunkerTrack)->once);
}

}  // namespace
}  // namespace rf::sound
