// SPDX-License-Identifier: GPL-3.0-or-later
// A network game won counts in the 2-player high scores as a local one does
// (app/rf_game_result.hpp recordNetHighScore): the host is player 1 (blue), the joiner
// player 2; a game without a winner counts nothing; a file that cannot be written is one line
// and the game goes on.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "app/rf_game_result.hpp"
#include "rf/high_score_store.hpp"
#include "rf/sim/sim.hpp"
#include "test_tmpdir.hpp"

namespace app {
namespace {

rf::Sim wonBy(int side) {
  rf::Sim sim;
  sim.players = 2;
  sim.winner = side;
  sim.endTick = 3000;
  return sim;
}

TEST(NetHighScore, AWonGameCountsWithTheHostAsPlayerOne) {
  testutil::TempDir dir;
  const std::string file = (dir / "rf_scores.bin").string();
  std::ostringstream err;
  EXPECT_TRUE(recordNetHighScore(wonBy(1), "twin_harbours.rfm", "Ann", "Bob", file, err));
  EXPECT_TRUE(recordNetHighScore(wonBy(1), "twin_harbours.rfm", "Ann", "Bob", file, err));
  EXPECT_TRUE(recordNetHighScore(wonBy(0), "twin_harbours.rfm", "Ann", "Bob", file, err));
  EXPECT_NE(err.str().find("retrosim: counted in the 2-player high scores: Ann - Bob"), std::string::npos)
      << err.str();
  const rf::HighScores t = rf::loadHighScoresForUpdate(file).table;
  ASSERT_EQ(t.twoPlayer.size(), 1u);
  EXPECT_EQ(t.twoPlayer[0].name1, "Ann");
  EXPECT_EQ(t.twoPlayer[0].name2, "Bob");
  EXPECT_EQ(t.twoPlayer[0].wins1, 1u);  // the host's blue
  EXPECT_EQ(t.twoPlayer[0].wins2, 2u);  // the joiner's green
  EXPECT_TRUE(t.onePlayer.empty());
}

TEST(NetHighScore, NoWinnerOrNoFileCountsNothing) {
  testutil::TempDir dir;
  const std::string file = (dir / "rf_scores.bin").string();
  std::ostringstream err;
  EXPECT_FALSE(recordNetHighScore(wonBy(-1), "twin_harbours.rfm", "Ann", "Bob", file, err));
  EXPECT_FALSE(recordNetHighScore(wonBy(0), "twin_harbours.rfm", "Ann", "Bob", "", err));
  EXPECT_FALSE(std::filesystem::exists(file));
  EXPECT_EQ(err.str(), "");
}

TEST(NetHighScore, AFileThatCannotBeWrittenIsOneLine) {
  testutil::TempDir dir;
  std::ostringstream err;
  // a folder where the file should be: neither read nor replaced
  std::filesystem::create_directories(dir / "rf_scores.bin");
  EXPECT_FALSE(
      recordNetHighScore(wonBy(0), "twin_harbours.rfm", "Ann", "Bob", (dir / "rf_scores.bin").string(), err));
  const std::string said = err.str();
  EXPECT_EQ(said.rfind("retrosim: the high scores were not saved: ", 0), 0u) << said;
  EXPECT_EQ(std::count(said.begin(), said.end(), '\n'), 1) << said;
}

}  // namespace
}  // namespace app
