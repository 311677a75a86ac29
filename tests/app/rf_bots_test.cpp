// SPDX-License-Identifier: GPL-3.0-or-later
// The computer players from the command line (issue 39): `rf run --bot` plays to the end of
// the game and prints the EndGame line; its recorded replay verifies with `rf replay`
// (the words alone, no bot); `rf bots` prints a tournament's table; the table's tally.
#include <gtest/gtest.h>

#include <string>

#include "app/cli_run.hpp"
#include "app/rf_bots_table.hpp"
#include "rf/data/map_text.hpp"

namespace app::test {
namespace {

const std::string kStage = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/proving_strait.rfm";

TEST(RfBots, ABotPlaysAWholeGameAndItsReplayVerifiesWithoutIt) {
  const auto dir = tempDir("rf_bot_run");
  const std::string rec = (dir / "bot.rsrp").string();
  const CliResult run = runCli("rf run --map " + kStage + " --players 1 --bot 1:hard --seed 4 --record " + rec);
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_NE(run.out.find("EndGame: Blue wins (side 0) at tick "), std::string::npos) << run.out;
  // the run stopped at the end (not at the cap of 37500 frames)
  EXPECT_EQ(run.out.find("37500 frames"), std::string::npos) << run.out;
  const CliResult play = runCli("rf replay " + rec + " --verify --hash");
  EXPECT_EQ(play.code, 0) << play.out << play.err;
  const CliResult bad = runCli("rf run --map " + kStage + " --players 1 --bot 3");
  EXPECT_NE(bad.code, 0);
  EXPECT_NE(bad.err.find("expected the player 1 or 2"), std::string::npos) << bad.err;
}

TEST(RfBots, ATournamentPrintsItsTable) {
  const CliResult r = runCli("rf bots --map " + kStage + " --games 2 --seed 3 --p1 hard --p2 easy --json");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("\"games\":2"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"difficulty\":[\"hard\",\"easy\"]"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("game 2/2"), std::string::npos) << r.err;  // the progress line
  const CliResult text = runCli("rf bots --map " + kStage + " --games 1");
  ASSERT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("flag captures:"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("median time to win:"), std::string::npos) << text.out;
}

TEST(RfBots, TheTallyOfASmallMapsGames) {
  // a small island: the pad, a road to the enemy's only flag building
  std::string text = "title: bots\nplayers: 1\nlevel: 1\ngrid:\n";
  for (int y = 0; y < 128; ++y) {
    std::string line(128, '~');
    if (y == 60) line.replace(50, 20, "....................");
    if (y == 61) line.replace(50, 20, "..P.................");
    if (y == 62) line.replace(50, 20, "..|.................");
    if (y == 63) line.replace(50, 20, "..`============f....");
    if (y == 64) line.replace(50, 20, "....................");
    text += line + "\n";
  }
  const rf::RfmFile map = rf::parseMapText(text, "bots.txt");
  std::vector<BotGameResult> results;
  for (uint32_t seed = 1; seed <= 3; ++seed)
    results.push_back(playBotGame(map, "bots.rfm", {BotSpec{}}, seed, 6000, rf::bot::defaultBotTable()));
  const BotsTable t = tallyBots(results, 1);
  EXPECT_EQ(t.games, 3);
  EXPECT_EQ(t.wins[0], 3);
  EXPECT_EQ(t.captures, 3);
  EXPECT_EQ(t.noResult, 0);
  EXPECT_GT(t.medianWinTicks, 0);
  const std::string table = botsTableText(t, "bots.rfm", {BotSpec{}});
  EXPECT_NE(table.find("side 0 wins (normal): 3"), std::string::npos) << table;
  // a tally of made-up results: the lower median of the wins, the rest counted apart
  std::vector<BotGameResult> made(5);
  made[0] = {true, 0, true, 900, 450};
  made[1] = {true, 1, true, 300, 150};
  made[2] = {true, 0, false, 600, 300};
  made[3] = {true, -1, false, 800, 400};
  made[4] = {false, -1, false, 0, 37500};
  const BotsTable m = tallyBots(made, 2);
  EXPECT_EQ(m.wins[0], 2);
  EXPECT_EQ(m.wins[1], 1);
  EXPECT_EQ(m.draws, 1);
  EXPECT_EQ(m.noResult, 1);
  EXPECT_EQ(m.captures, 2);
  EXPECT_EQ(m.medianWinTicks, 600);
}

}  // namespace
}  // namespace app::test
