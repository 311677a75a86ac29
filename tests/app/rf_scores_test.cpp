// SPDX-License-Identifier: GPL-3.0-or-later
// The high-score file (rf/high_score_store.hpp) and `retrosim rf scores`: where it lives,
// the atomic write, a corrupt file kept aside with its message, the CLI listing.
#include "test_env.hpp"
#include "test_read.hpp"
#include "rf/high_score_store.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "app/cli_run.hpp"
#include "core/file_io.hpp"
#include "rf/data/high_scores.hpp"

namespace {

namespace fs = std::filesystem;
using app::test::runCli;
using app::test::tempDir;

using testutil::ScopedEnv;

rf::GameResult win(uint16_t level, const std::string& map, const std::string& who, uint32_t ms) {
  return rf::GameResult{1, 0, level, map, who, "", ms};
}

std::vector<std::string> filesIn(const fs::path& dir) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(dir)) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

TEST(RfScores, DefaultPath) {
  {
    ScopedEnv a(rf::kHighScoresEnv, "/tmp/x/scores.bin");
    ScopedEnv b("XDG_DATA_HOME", "/data");
    EXPECT_EQ(rf::defaultHighScoresPath(), fs::path("/tmp/x/scores.bin"));
  }
  {
    ScopedEnv a(rf::kHighScoresEnv, nullptr);
    ScopedEnv b("XDG_DATA_HOME", "/data");
    EXPECT_EQ(rf::defaultHighScoresPath(), fs::path("/data/retrosim/rf_scores.bin"));
  }
  {
    ScopedEnv a(rf::kHighScoresEnv, "");
    ScopedEnv b("XDG_DATA_HOME", nullptr);
    ScopedEnv c("HOME", "/home/ann");
    EXPECT_EQ(rf::defaultHighScoresPath(), fs::path("/home/ann/.local/share/retrosim/rf_scores.bin"));
  }
  {
    ScopedEnv a(rf::kHighScoresEnv, nullptr);
    ScopedEnv b("XDG_DATA_HOME", nullptr);
    ScopedEnv c("HOME", nullptr);
    EXPECT_THROW((void)rf::defaultHighScoresPath(), std::runtime_error);
  }
}

TEST(RfScores, RecordWritesAtomicallyAndKeepsTheFasterTime) {
  const fs::path dir = tempDir("scores_record");
  const fs::path file = dir / "retrosim" / "rf_scores.bin";  // the folder is made
  std::string msg;
  EXPECT_EQ(rf::recordHighScoreInFile(file, win(3, "RFMAP003", "ann", 90000), msg), rf::ScoreChange::Added);
  EXPECT_EQ(msg, "");
  // no temporary left; the lock file stays (file_lock.hpp)
  EXPECT_EQ(filesIn(dir / "retrosim"), (std::vector<std::string>{"rf_scores.bin", "rf_scores.bin.lock"}));
  EXPECT_EQ(rf::recordHighScoreInFile(file, win(3, "RFMAP003", "bob", 95000), msg), rf::ScoreChange::None);
  EXPECT_EQ(rf::recordHighScoreInFile(file, win(3, "RFMAP003", "bob", 80000), msg), rf::ScoreChange::Replaced);
  EXPECT_EQ(rf::recordHighScoreInFile(file, rf::GameResult{2, 1, rf::kHsCustomMap, "m", "zed", "amy", 1}, msg),
            rf::ScoreChange::Added);
  rf::HighScores want;
  want.onePlayer.push_back({3, "RFMAP003", "bob", 80000});
  want.twoPlayer.push_back({"amy", "zed", 1, 0, 0});
  const std::vector<uint8_t> bytes = testutil::readAll(file.string());
  EXPECT_EQ(bytes, rf::serializeHighScores(want));
  EXPECT_EQ(filesIn(dir / "retrosim"), (std::vector<std::string>{"rf_scores.bin", "rf_scores.bin.lock"}));
}

// A target the store refuses (another kind of file, a folder) leaves nothing beside it: no
// lock file, no folder, no temporary (issue 45).
TEST(RfScores, ARefusedTargetLeavesNoLockFile) {
  const fs::path dir = tempDir("scores_refused");
  std::ofstream(dir / "letter.txt") << "a letter";
  fs::create_directory(dir / "folder");
  std::string msg;
  for (const char* name : {"letter.txt", "folder"}) {
    try {
      (void)rf::recordHighScoreInFile(dir / name, win(1, "RFMAP001", "ann", 5000), msg);
      ADD_FAILURE() << name << " was not refused";
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find(name), std::string::npos) << e.what();
    }
  }
  EXPECT_EQ(filesIn(dir), (std::vector<std::string>{"folder", "letter.txt"}));
}

TEST(RfScores, CorruptFileIsKeptAsideWithAMessage) {
  const fs::path dir = tempDir("scores_corrupt");
  const fs::path file = dir / "rf_scores.bin";
  // 17 bytes of a table (its magic, then cut short): ours but corrupt, so it is kept aside.
  const std::vector<uint8_t> empty = rf::serializeHighScores(rf::HighScores{});
  const std::string junk(empty.begin(), empty.begin() + 17);
  core::writeFileAtomic(file.string(), junk);
  std::string msg;
  EXPECT_EQ(rf::recordHighScoreInFile(file, win(1, "RFMAP001", "ann", 5000), msg), rf::ScoreChange::Added);
  EXPECT_EQ(msg, file.string() + ": offset 0x0: expected a high-score header of 0x1c bytes, found 0x11 bytes; kept as " +
                     file.string() + ".corrupt-1, starting a fresh table");
  EXPECT_EQ(app::test::readText(dir / "rf_scores.bin.corrupt-1"), junk);  // kept, byte for byte
  rf::HighScores fresh;
  fresh.onePlayer.push_back({1, "RFMAP001", "ann", 5000});
  EXPECT_EQ(testutil::readAll(file.string()), rf::serializeHighScores(fresh));
  // A second corrupt file does not overwrite the first one kept aside.
  std::vector<uint8_t> bad = rf::serializeHighScores(fresh);
  bad.pop_back();
  core::writeFileAtomic(file.string(), bad);
  const rf::HighScoresLoad load = rf::loadHighScoresForUpdate(file);
  EXPECT_EQ(load.keptAs, fs::path(file.string() + ".corrupt-2"));
  EXPECT_EQ(load.table, rf::HighScores{});
  EXPECT_EQ(msg.substr(0, file.string().size()), file.string());
  EXPECT_EQ(load.message, file.string() +
                              ": offset 0x8: expected a file of 0x64 bytes for 1 1-player and 0 2-player records, found "
                              "0x63 bytes; kept as " +
                              file.string() + ".corrupt-2, starting a fresh table");
  EXPECT_EQ(app::test::readText(dir / "rf_scores.bin.corrupt-1"), junk);
  EXPECT_FALSE(fs::exists(file));  // the fresh table is written by the next record
  // Even a game that records nothing writes the fresh table over nothing (the old file is aside).
  core::writeFileAtomic(file.string(), junk);
  EXPECT_EQ(rf::recordHighScoreInFile(file, rf::GameResult{1, -1, 1, "RFMAP001", "ann", "", 1}, msg),
            rf::ScoreChange::None);
  EXPECT_NE(msg.find(".corrupt-3"), std::string::npos);
  EXPECT_EQ(testutil::readAll(file.string()), rf::serializeHighScores(rf::HighScores{}));
}

TEST(RfScores, Listing) {
  rf::HighScores t;
  t.onePlayer.push_back({3, "RFMAP003", "ann", 123456});
  t.onePlayer.push_back({rf::kHsCustomMap, "Mine", "bob", 3600000});
  t.twoPlayer.push_back({"amy", "zed", 2, 1, 3});
  const std::string want =
      "1 player: 2 records\n"
      "  level  map                               player                            time\n"
      "  3      RFMAP003                          ann                               2:03.456\n"
      "  custom Mine                              bob                               60:00.000\n"
      "2 players: 1 pair\n"
      "  player 1                          player 2                          wins 1  wins 2  draws\n"
      "  amy                               zed                               2       1       3\n";
  EXPECT_EQ(rf::highScoresListing(t), want);
  EXPECT_EQ(rf::highScoresListing(rf::HighScores{}), "1 player: 0 records\n2 players: 0 pairs\n");
}

TEST(RfScores, CliListsAFile) {
  const fs::path dir = tempDir("scores_cli");
  const fs::path file = dir / "s.bin";
  std::string msg;
  rf::recordHighScoreInFile(file, win(3, "RFMAP003", "ann", 123456), msg);
  rf::recordHighScoreInFile(file, rf::GameResult{2, -1, rf::kHsCustomMap, "m", "amy", "zed", 1}, msg);
  const app::test::CliResult r = runCli("rf scores " + file.string());
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, file.string() + "\n" +
                       "1 player: 1 record\n"
                       "  level  map                               player                            time\n"
                       "  3      RFMAP003                          ann                               2:03.456\n"
                       "2 players: 1 pair\n"
                       "  player 1                          player 2                          wins 1  wins 2  draws\n"
                       "  amy                               zed                               0       0       1\n");
  const app::test::CliResult j = runCli("rf scores --json " + file.string());
  EXPECT_EQ(j.code, 0) << j.err;
  EXPECT_NE(j.out.find("\"player\": \"ann\""), std::string::npos) << j.out;
  EXPECT_NE(j.out.find("\"draws\": 1"), std::string::npos) << j.out;
}

// Every program the tests run finds the test process's own home (test_home.hpp), never the
// developer's: the high scores' default place is in it, and so are the settings' and the
// progress's (config_test, rf_play_test).
TEST(RfScores, TheProgramsOfTheTestsUseTheTestsOwnHome) {
  const app::test::CliResult r = runCli("rf scores");
  EXPECT_EQ(r.code, 0) << r.err;
  const std::string want = (testutil::processHome() / "data/retrosim/rf_scores.bin").string();
  EXPECT_EQ(r.out.substr(0, want.size()), want) << r.out;
  EXPECT_EQ(std::getenv("RETROSIM_RF_SCORES"), nullptr);
  EXPECT_EQ(std::string(std::getenv("HOME")), (testutil::processHome() / "home").string());
  EXPECT_EQ(std::string(std::getenv("XDG_STATE_HOME")), (testutil::processHome() / "state").string());
}

TEST(RfScores, CliDefaultFileAndMissingFile) {
  const fs::path dir = tempDir("scores_cli_env");
  const fs::path file = dir / "env.bin";
  ScopedEnv e(rf::kHighScoresEnv, file.string().c_str());
  const app::test::CliResult none = runCli("rf scores");
  EXPECT_EQ(none.code, 0) << none.err;
  EXPECT_EQ(none.out, file.string() + " (none yet)\n1 player: 0 records\n2 players: 0 pairs\n");
  EXPECT_FALSE(fs::exists(file));  // listing never writes
  std::string msg;
  rf::recordHighScoreInFile(file, win(7, "RFMAP007", "cy", 1000), msg);
  const app::test::CliResult r = runCli("rf scores");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("  7      RFMAP007"), std::string::npos) << r.out;
}

TEST(RfScores, CliReportsACorruptFileAndLeavesIt) {
  const fs::path dir = tempDir("scores_cli_bad");
  const fs::path file = dir / "bad.bin";
  core::writeFileAtomic(file.string(), std::string(0x1c, 'x'));
  const app::test::CliResult r = runCli("rf scores " + file.string());
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.out, "");
  // 'x' (0x78) stored at +0..3 decodes to (0x78 - "retu"[i]) ^ 0x5a = 5c 49 5e 59.
  EXPECT_EQ(r.err, "retrosim: " + file.string() + ": offset 0x0: expected header size 0x1c, found 0x595e495c\n");
  EXPECT_EQ(filesIn(dir), std::vector<std::string>{"bad.bin"});  // nothing moved or written
}

}  // namespace

namespace {

// The whole scripted games of tests/golden/rf/ ended by `rf run --scores`: the 1-player win
// is a record of its map with the game clock; the 2-player game counts a win for player 2
// in the pair's record (names in strcmp order: the winner index flips with them).
TEST(RfRunScores, TheScriptedGamesRecordTheirResults) {
  const fs::path dir = tempDir("run_scores");
  const fs::path file = dir / "scores.bin";
  const std::string golden = std::string(RETROSIM_SOURCE_DIR) + "/tests/golden/rf/";
  const std::string map = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/proving_strait.rfm";
  const auto one = runCli("rf run --map " + map + " --players 1 --frames 1900 --input " + golden +
                          "proving_strait_1p.txt --scores " + file.string() + " --names Tess");
  ASSERT_EQ(one.code, 0) << one.err;
  EXPECT_NE(one.out.find("EndGame: Blue wins (side 0) at tick 3700 (0:59.200)"), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("high score: added"), std::string::npos) << one.out;
  const auto two = runCli("rf run --map " + map + " --players 2 --frames 1960 --input " + golden +
                          "proving_strait_2p.txt --scores " + file.string() + " --names Zed,Amy");
  ASSERT_EQ(two.code, 0) << two.err;
  EXPECT_NE(two.out.find("EndGame: Green wins (side 1)"), std::string::npos) << two.out;
  const rf::HighScores t = rf::parseHighScores(testutil::readAll(file.string()), file.string());
  ASSERT_EQ(t.onePlayer.size(), 1u);
  EXPECT_EQ(t.onePlayer[0].map, "proving_strait");
  EXPECT_EQ(t.onePlayer[0].player, "Tess");
  EXPECT_EQ(t.onePlayer[0].ms, 3700u * 16u);
  ASSERT_EQ(t.twoPlayer.size(), 1u);
  EXPECT_EQ(t.twoPlayer[0].name1, "Amy");  // player 2 sorts first: the win is wins1
  EXPECT_EQ(t.twoPlayer[0].name2, "Zed");
  EXPECT_EQ(t.twoPlayer[0].wins1, 1u);
  EXPECT_EQ(t.twoPlayer[0].wins2, 0u);
  // The same 1-player game again is not faster: the record stays.
  const auto again = runCli("rf run --map " + map + " --players 1 --frames 1900 --input " + golden +
                            "proving_strait_1p.txt --scores " + file.string() + " --names Tess");
  EXPECT_NE(again.out.find("high score: not recorded"), std::string::npos) << again.out;
}

}  // namespace
