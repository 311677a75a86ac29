// SPDX-License-Identifier: GPL-3.0-or-later
// EndGame 0x40f380 as data and events (rf-simulation.md §10 "End of game"): the clock stop,
// the events of EndGame(0), EndGame(1), EndGame(-1), the banner per winner, the win movie
// 0x4559e0[level], the sequence with its fades and the level flow after a 1-player win.
#include "rf/sim/end_game.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "rf/game.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/sim_test_util.hpp"

namespace rf {
namespace {

// A game on the playable test map with LEVL = level (the level index is level - 1).
Game gameAtLevel(uint8_t players, uint32_t level) {
  RfmFile m = test::playableMap(players);
  m.setLevel(level);
  GameOptions o;
  o.players = players;
  return Game::load(m, "end.rfm", o);
}

// Steps `frames` frames at dt 2, then calls EndGame(winner) as the rules would.
Game endedGame(uint8_t players, int32_t winner, int frames = 50, uint32_t level = 1) {
  Game g = gameAtLevel(players, level);
  for (int f = 0; f < frames; ++f) g.step(Inputs{});
  g.mutableState().events.clear();
  endGame(g.mutableState(), winner);
  return g;
}

TEST(EndGame, WinnerZeroEventsAndClockStop) {
  Game g = endedGame(1, 0);
  const Sim& s = g.state();
  EXPECT_FALSE(s.running);
  EXPECT_EQ(s.winner, 0);
  EXPECT_EQ(s.endTick, 100);  // 50 frames at dt 2
  const std::vector<Event> want = {Event{EventId::EndGame, EndGameEvent{0, 100}},
                                   Event{EventId::Win, MusicEvent{13, 0xff}}};
  EXPECT_EQ(s.events, want);
  // The clock keeps running for the views; the high-score time stays the end tick's.
  for (int f = 0; f < 10; ++f) g.step(Inputs{});
  EXPECT_EQ(g.state().tick, 120);
  const EndGamePlan p = endGamePlan(g.state());
  EXPECT_EQ(p.endTick, 100);
  EXPECT_EQ(p.timeMs, 1600u);  // 16 ms a tick
  EXPECT_EQ(p.banner, "BanBL");
}

TEST(EndGame, WinnerOneEventsAndBanner) {
  Game g = endedGame(2, 1, 30);
  const std::vector<Event> want = {Event{EventId::EndGame, EndGameEvent{1, 60}},
                                   Event{EventId::Win, MusicEvent{13, 0xff}}};
  EXPECT_EQ(g.state().events, want);
  const EndGamePlan p = endGamePlan(g.state());
  EXPECT_EQ(p.winner, 1);
  EXPECT_EQ(p.banner, "BanGL");
  EXPECT_EQ(p.steps.size(), kWinSequence.size());
}

TEST(EndGame, NoWinnerTurnsTheMusicOff) {
  Game g = endedGame(1, -1, 10);
  const std::vector<Event> want = {Event{EventId::EndGame, EndGameEvent{-1, 20}},
                                   Event{EventId::MusicOff, MusicEvent{kMusicOff, 0xff}}};
  EXPECT_EQ(g.state().events, want);
  EXPECT_EQ(g.state().winner, -1);
  const EndGamePlan p = endGamePlan(g.state());
  EXPECT_EQ(p.movie, -1);
  EXPECT_EQ(p.banner, "");
  EXPECT_EQ(p.moviePath, "");
  ASSERT_EQ(p.steps.size(), 3u);
  EXPECT_EQ(p.steps[0].kind, EndStepKind::MusicOff);
  EXPECT_EQ(p.steps[1].kind, EndStepKind::FadeOut);
  EXPECT_EQ(p.steps[1].ms, 1000);
  EXPECT_EQ(p.steps[2].kind, EndStepKind::BackScreen);
}

TEST(EndGame, OnlyTheFirstEndCounts) {
  Game g = endedGame(2, 1, 5);
  g.mutableState().events.clear();
  endGame(g.mutableState(), 0);
  EXPECT_TRUE(g.state().events.empty());
  EXPECT_EQ(g.state().winner, 1);
  EXPECT_EQ(g.state().endTick, 10);
}

TEST(EndGame, WinSequenceFades) {
  const std::span<const EndStep> s = endSequence(0);
  const std::vector<EndStepKind> kinds = {EndStepKind::FadeOut,  EndStepKind::StopSounds, EndStepKind::WinMusic,
                                          EndStepKind::ShowBanner, EndStepKind::FadeIn,   EndStepKind::WaitMusic,
                                          EndStepKind::MusicOff, EndStepKind::Movie,      EndStepKind::FadeOut,
                                          EndStepKind::BackScreen};
  ASSERT_EQ(s.size(), kinds.size());
  for (size_t i = 0; i < s.size(); ++i) EXPECT_EQ(s[i].kind, kinds[i]) << i;
  EXPECT_EQ(s[0].ms, 1000);  // EndGame's fade out, 1 s
  EXPECT_EQ(s[4].ms, 500);   // the banner fades in, 500 ms
  EXPECT_EQ(s[8].ms, 500);   // the movie fades out, 500 ms
  EXPECT_EQ(endSequence(1).data(), s.data());
}

TEST(EndGame, BannerPerWinner) {
  EXPECT_EQ(bannerName(0, false), "BanBL");
  EXPECT_EQ(bannerName(1, false), "BanGL");
  EXPECT_EQ(bannerName(0, true), "BanBH");
  EXPECT_EQ(bannerName(1, true), "BanGH");
  EXPECT_EQ(bannerName(-1, false), "");
  EXPECT_EQ(bannerName(2, true), "");
  EXPECT_EQ(kBannerY, 180);
}

// One reading of "level" (the notes leave it open): DAT_00443868 = LEVL - 1 indexes the enemy pool
// table 0x443880, the win movie table 0x4559e0 and the random mine rule ("level*4 mines when
// level index > 5", rf-maps.md). A 1-player map of LEVL n, loaded whole:
TEST(EndGame, OneLevelIndexReadsThePoolTheMinesAndTheMovie) {
  const int pool[] = {0, 0, 0, 1, 1, 2, 2, 3, 3};
  const int mines[] = {0, 0, 0, 0, 0, 0, 24, 28, 32};
  const int movie[] = {0, 1, 1, 1, 1, 2, 2, 2, 3};
  for (uint32_t levl = 1; levl <= 9; ++levl) {
    const Game g = gameAtLevel(1, levl);
    const LevelOptions& o = g.state().world.options();
    const size_t i = levl - 1;
    EXPECT_EQ(o.levelIndex, static_cast<int>(i)) << "LEVL " << levl;
    EXPECT_EQ(o.enemyPool, pool[i]) << "LEVL " << levl;
    EXPECT_EQ(o.randomMines, mines[i]) << "LEVL " << levl;
    EXPECT_EQ(winMovieIndex(o.levelIndex), movie[i]) << "LEVL " << levl;
  }
}

TEST(EndGame, WinMovieIndexPerLevel) {
  const int want[] = {0, 1, 1, 1, 1, 2, 2, 2, 3, 3};
  for (int level = 0; level < 10; ++level) EXPECT_EQ(winMovieIndex(level), want[level]) << level;
  EXPECT_EQ(winMovieIndex(-1), 0);
  EXPECT_EQ(winMovieIndex(50), 3);
  EXPECT_EQ(winMoviePath(0), "TITLE/WIN1.STM");
  EXPECT_EQ(winMoviePath(1), "TITLE/WIN2.STM");
  EXPECT_EQ(winMoviePath(5), "TITLE/WIN3.STM");
  EXPECT_EQ(winMoviePath(8), "TITLE/WIN.STM");
}

TEST(EndGame, PlanTakesTheMapsLevel) {
  // LEVL 1..9 -> level index 0..8 -> movie 0,1,1,1,1,2,2,2,3.
  const int want[] = {0, 1, 1, 1, 1, 2, 2, 2, 3};
  for (uint32_t levl = 1; levl <= 9; ++levl) {
    Game g = endedGame(1, 0, 1, levl);
    const EndGamePlan p = endGamePlan(g.state());
    EXPECT_EQ(p.movie, want[levl - 1]) << levl;
    EXPECT_EQ(p.moviePath, kWinMovies[static_cast<size_t>(want[levl - 1])]) << levl;
  }
}

TEST(EndGame, NextMapAfterAOnePlayerWin) {
  EXPECT_EQ(nextOnePlayerMap(1), 2);
  EXPECT_EQ(nextOnePlayerMap(41), 42);
  EXPECT_EQ(nextOnePlayerMap(99), 100);
  EXPECT_EQ(nextOnePlayerMap(100), 0);  // the last one-player map
  EXPECT_EQ(nextOnePlayerMap(0), 0);    // a custom map
  EXPECT_EQ(nextOnePlayerMap(150), 0);  // a 2-player map
}

TEST(EndGame, TicksToMs) {
  EXPECT_EQ(ticksToMs(0), 0u);
  EXPECT_EQ(ticksToMs(1), 16u);
  EXPECT_EQ(ticksToMs(3750), 60000u);  // a minute is 3750 ticks
  EXPECT_EQ(ticksToMs(-5), 0u);
}

}  // namespace
}  // namespace rf
