// SPDX-License-Identifier: GPL-3.0-or-later
// The music director (src/audio/music_director.hpp): a scripted sequence of the game's
// requests and what it makes the player do: priorities, equal-priority groups, the decay,
// the fall back when a one-shot ends or a request is released, the win then silence.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "audio/music_director.hpp"
#include "music_recorder.hpp"

namespace audio {
namespace {

using Recorder = testutil::MusicRecorder;

// The game's table in small: tank 0 (group 0..3), jeep 4, heli 8, flag found 10 (once), flag
// carried 11, death 12 (once), win 13 (once, last), SUB 16.
const std::vector<TrackRule> kRules = {
    {0, 0, 3, true, false},     {4, 4, 5, true, false},    {8, 8, 9, true, false},
    {10, 10, 10, false, false}, {11, 11, 11, true, false}, {12, 12, 12, false, false},
    {13, 13, 13, false, true},  {16, 16, 16, true, false},
};

TEST(MusicDirector, ARequestPlaysAtOnceWhenNothingPlays) {
  Recorder r;
  MusicDirector d(kRules, r);
  EXPECT_TRUE(d.request(0, 0x80));
  EXPECT_EQ(r.log, (std::vector<std::string>{"0 now"}));
  EXPECT_EQ(d.track(), 0);
  EXPECT_FALSE(d.request(99, 0xff));  // no such track
}

TEST(MusicDirector, APriorityBelowIsRefusedAndEqualOnlyInTheGroupUntilItDecays) {
  Recorder r;
  MusicDirector d(kRules, r);
  d.request(0, 0x80);
  EXPECT_FALSE(d.request(4, 0x40));  // lower
  EXPECT_FALSE(d.request(4, 0x80));  // equal, not the tank's group
  EXPECT_TRUE(d.request(0, 0x80));   // the same track: renewed, not restarted
  EXPECT_EQ(r.log.size(), 1u);
  for (int f = 0; f < 0x28; ++f) d.frame();  // 40 frames: the priority decays to 0x58
  EXPECT_EQ(d.prio(), 0x58);
  d.frame();
  EXPECT_EQ(d.prio(), 0x58);        // never below the request's - 0x28
  EXPECT_TRUE(d.request(4, 0x80));  // the jeep now: loop to loop at the next bar
  EXPECT_EQ(r.log.back(), "4 bar");
}

TEST(MusicDirector, AHigherPriorityInterruptsAndAnEndedOneShotFallsBack) {
  Recorder r;
  MusicDirector d(kRules, r);
  d.request(0, 0x80);                // the tank
  EXPECT_TRUE(d.request(10, 0xfe));  // the flag found: a one-shot cuts in at once
  EXPECT_EQ(r.log.back(), "10 now");
  EXPECT_FALSE(d.request(8, 0x80));  // the heli out meanwhile: refused, but remembered
  EXPECT_EQ(d.background(), 8);
  d.frame();
  EXPECT_EQ(d.track(), 10);
  r.ended = 1;  // the call has played
  d.frame();
  EXPECT_EQ(d.track(), 8);  // back to the latest loop asked for
  EXPECT_EQ(d.prio(), kFallbackPrio);
  EXPECT_EQ(r.log.back(), "8 now");
}

TEST(MusicDirector, TheSubPlaysOverTheVehicleAndItsReleaseBringsTheVehicleBack) {
  Recorder r;
  MusicDirector d(kRules, r);
  d.request(4, 0x80);  // the jeep
  for (int f = 0; f < 50; ++f) d.frame();
  EXPECT_TRUE(d.request(16, 0x8a));  // a SUB out: loop to loop, at the bar
  EXPECT_EQ(r.log.back(), "16 bar");
  d.release(8);  // releasing what was never asked for: nothing
  EXPECT_EQ(d.track(), 16);
  d.release(16);  // the SUB gone
  EXPECT_EQ(d.track(), 4);
  EXPECT_EQ(r.log.back(), "4 bar");
}

TEST(MusicDirector, TheFlagCarriedOverTheJeepThenADeathThenTheWinThenSilence) {
  Recorder r;
  MusicDirector d(kRules, r);
  d.request(4, 0x80);
  for (int f = 0; f < 50; ++f) d.frame();
  EXPECT_TRUE(d.request(11, 0x8a));  // the flag carried
  EXPECT_TRUE(d.request(12, 0xc0));  // a vehicle lost: the sting at once
  EXPECT_EQ(r.log.back(), "12 now");
  r.ended = 1;
  d.frame();
  EXPECT_EQ(d.track(), 11);          // the gallop again
  EXPECT_TRUE(d.request(13, 0xff));  // the win
  EXPECT_EQ(r.log.back(), "13 now");
  EXPECT_FALSE(d.request(0, 0xff));  // nothing after the win
  r.ended = 2;
  d.frame();
  EXPECT_EQ(d.track(), -1);  // the win played: silence, no fall back
  EXPECT_EQ(r.log.back(), "13 now");
  d.reset();  // a new game
  EXPECT_TRUE(d.request(0, 0x80));
  EXPECT_EQ(r.log.back(), "0 now");
}

TEST(MusicDirector, MusicOffIsSilenceUntilTheNextRequest) {
  Recorder r;
  MusicDirector d(kRules, r);
  d.request(8, 0x80);
  d.off();
  EXPECT_EQ(r.log.back(), "-1 now");
  EXPECT_EQ(d.track(), -1);
  EXPECT_TRUE(d.request(0, 0x10));
  EXPECT_EQ(r.log.back(), "0 now");
}

}  // namespace
}  // namespace audio
