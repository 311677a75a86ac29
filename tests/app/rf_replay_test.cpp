// SPDX-License-Identifier: GPL-3.0-or-later
// `retrosim rf run --record` and `retrosim rf replay` (docs/replay-format.md): a recorded
// whole game verifies and ends on the run's hash; a changed input fails --verify with the
// frame and the field; the map is found by content hash, a wrong --map is refused.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "test_read.hpp"
#include "app/cli_run.hpp"
#include "core/file_io.hpp"
#include "rf/replay.hpp"

namespace app::test {
namespace {

const std::string kMap = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/proving_strait.rfm";
const std::string kScript = std::string(RETROSIM_SOURCE_DIR) + "/tests/golden/rf/proving_strait_2p.txt";

TEST(RfReplay, ARecordedGameVerifiesAndAChangedOneDoesNot) {
  const auto dir = tempDir("rf_replay");
  const std::string rec = (dir / "game.rsrp").string();
  const auto run = runCli("rf run --map " + kMap + " --players 2 --frames 600 --input " + kScript + " --hash --record " + rec);
  ASSERT_EQ(run.code, 0) << run.err;
  const auto play = runCli("rf replay " + rec + " --verify --hash");  // the map: found among the bundled ones
  ASSERT_EQ(play.code, 0) << play.err;
  EXPECT_EQ(play.out, run.out);
  const auto text = runCli("rf replay " + rec + " --headless");
  EXPECT_NE(text.out.find("600 frames, 10 hashes verified"), std::string::npos) << text.out;
  // the replay's trace is the run's
  const auto traced = runCli("rf replay " + rec + " --trace " + (dir / "replay.jsonl").string() + " --trace-every 50");
  ASSERT_EQ(traced.code, 0) << traced.err;
  const auto runTrace = runCli("rf run --map " + kMap + " --players 2 --frames 600 --input " + kScript + " --trace " +
                               (dir / "run.jsonl").string() + " --trace-every 50");
  ASSERT_EQ(runTrace.code, 0) << runTrace.err;
  EXPECT_EQ(readText(dir / "replay.jsonl"), readText(dir / "run.jsonl"));
  // one flipped byte: the checksum refuses the file
  std::vector<uint8_t> bytes = testutil::readAll(rec);
  const size_t frames = 4 + 2 + 2 + 8 + 2 + std::string("proving_strait.rfm").size() + 4 + 4;
  bytes[frames + 445 * 9 + 5 + 3] ^= 0x08;
  const std::string flipped = (dir / "flipped.rsrp").string();
  core::writeFileAtomic(flipped, bytes);
  const auto refused = runCli("rf replay " + flipped + " --verify");
  EXPECT_EQ(refused.code, 1);
  EXPECT_NE(refused.err.find("flipped.rsrp: offset 0x"), std::string::npos) << refused.err;
  EXPECT_NE(refused.err.find("(the file was changed or damaged)"), std::string::npos) << refused.err;
  // the same change, sealed again (a program whose game differs): player 2's first shell
  // (frame 445) never fires, and the first checkpoint after it names the divergence
  rf::Replay changedGame = rf::parseReplay(testutil::readAll(rec), rec);
  changedGame.frames[445].words[1] ^= 0x08000000;
  const std::string bad = (dir / "changed.rsrp").string();
  core::writeFileAtomic(bad, rf::encodeReplay(changedGame));
  const auto changed = runCli("rf replay " + bad + " --verify");
  EXPECT_EQ(changed.code, 1);
  EXPECT_NE(changed.err.find("changed.rsrp: frame 480: the state differs from the recording (first differing field: "),
            std::string::npos)
      << changed.err;
  // a map that is not the one it was recorded on
  const auto wrong = runCli("rf replay " + rec + " --headless --map " + std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/twin_harbours.rfm");
  EXPECT_EQ(wrong.code, 1);
  EXPECT_NE(wrong.err.find("not the map"), std::string::npos) << wrong.err;
}

// Replay version 3 carries the scenario: a run whose script places objects records them,
// and the replay, loaded with them, verifies to the run's hash.
TEST(RfReplay, SpawnLinesAreRecordedAndTheReplayVerifies) {
  const auto dir = tempDir("rf_replay_spawn");
  const std::string script = (dir / "s.txt").string();
  core::writeFileAtomic(script, std::string("spawn tank team 0 at 1000,1000\n0-40 p1 fwd\n"));
  const std::string rec = (dir / "x.rsrp").string();
  const auto run =
      runCli("rf run --map " + kMap + " --frames 130 --hash --input " + script + " --record " + rec);
  ASSERT_EQ(run.code, 0) << run.err;
  const rf::Replay r = rf::parseReplay(testutil::readAll(rec), rec);
  ASSERT_EQ(r.spawns.size(), 1u);
  EXPECT_EQ(r.spawns[0].what, "tank");
  EXPECT_EQ(r.spawns[0].line, 1u);
  const auto play = runCli("rf replay " + rec + " --verify --hash");
  ASSERT_EQ(play.code, 0) << play.err;
  EXPECT_EQ(play.out, run.out);
  // without its spawn lines the same frames leave the recording at the first checkpoint
  rf::Replay bare = r;
  bare.spawns.clear();
  const std::string bareRec = (dir / "bare.rsrp").string();
  core::writeFileAtomic(bareRec, rf::encodeReplay(bare));
  const auto diverged = runCli("rf replay " + bareRec + " --verify");
  EXPECT_EQ(diverged.code, 1);
  EXPECT_NE(diverged.err.find("frame 60: the state differs"), std::string::npos) << diverged.err;
}

// Replay version 4 records the tables: one recorded with the synthetic CD's RFIRE.BIN
// (build/data/synthetic_cd) verifies with that CD configured (--data, or the settings file's
// [data] path) and, without it, fails in one line naming the CRC-32 it needs.
TEST(RfReplay, AReplayOnTheTablesOfACdNeedsThatCd) {
  const std::string cd = std::string(RETROSIM_BINARY_DIR) + "/data/synthetic_cd";
  const std::string program = (std::filesystem::path(cd) / "rfire.bin").string();  // the CD names in lower case
  const auto dir = tempDir("rf_replay_cd");
  const std::string rec = (dir / "cd.rsrp").string();
  const auto run = runCli("rf run --data " + cd + " --map " + kMap + " --players 2 --frames 130 --input " + kScript +
                          " --hash --record " + rec);
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_NE(run.err.find("original tables (" + program + ", crc32 64c49a1b)"), std::string::npos) << run.err;
  const rf::Replay r = rf::parseReplay(testutil::readAll(rec), rec);
  ASSERT_TRUE(r.programCrc32.has_value());
  EXPECT_EQ(*r.programCrc32, 0x64c49a1bu);
  // with the CD: --data
  auto play = runCli("rf replay " + rec + " --verify --hash --data " + cd);
  ASSERT_EQ(play.code, 0) << play.err;
  EXPECT_EQ(play.out, run.out);
  EXPECT_NE(play.err.find(rec + ": original tables (" + program + ", crc32 64c49a1b)"), std::string::npos)
      << play.err;
  // with the CD: the settings file's [data] path
  const std::string config = (dir / "settings.ini").string();
  core::writeFileAtomic(config, "[data]\npath = " + cd + "\n");
  play = runCli("rf replay " + rec + " --verify --headless --config " + config);
  ASSERT_EQ(play.code, 0) << play.err;
  EXPECT_NE(play.out.find("3 hashes verified, hash " + run.out.substr(0, 16) + ", original tables (" + program +
                          ", crc32 64c49a1b)"),
            std::string::npos)
      << play.out;
  // without a CD: one line naming the CRC
  const auto none = runCli("rf replay " + rec + " --verify");
  EXPECT_EQ(none.code, 1);
  EXPECT_EQ(none.out, "");
  EXPECT_EQ(none.err, "retrosim: " + rec +
                          ": played with the tables of RFIRE.BIN crc32 64c49a1b; configure that CD with --data "
                          "(none configured)\n");
  // a CD whose RFIRE.BIN has another CRC
  rf::Replay other = r;
  other.programCrc32 = 0x1a2b3c4du;
  const std::string otherRec = (dir / "other.rsrp").string();
  core::writeFileAtomic(otherRec, rf::encodeReplay(other));
  const auto wrong = runCli("rf replay " + otherRec + " --verify --data " + cd);
  EXPECT_EQ(wrong.code, 1);
  EXPECT_EQ(wrong.err, "retrosim: " + otherRec +
                           ": played with the tables of RFIRE.BIN crc32 1a2b3c4d; configure that CD with --data "
                           "(the configured one has RFIRE.BIN crc32 64c49a1b)\n");
  // a replay of the designed tables plays on them, with the CD configured or not
  const std::string designedRec = (dir / "designed.rsrp").string();
  const auto designedRun =
      runCli("rf run --map " + kMap + " --players 2 --frames 130 --input " + kScript + " --hash --record " + designedRec);
  ASSERT_EQ(designedRun.code, 0) << designedRun.err;
  EXPECT_EQ(rf::parseReplay(testutil::readAll(designedRec), designedRec).programCrc32, std::nullopt);
  play = runCli("rf replay " + designedRec + " --verify --hash --data " + cd);
  ASSERT_EQ(play.code, 0) << play.err;
  EXPECT_EQ(play.out, designedRun.out);
  EXPECT_NE(play.err.find(designedRec + ": designed tables"), std::string::npos) << play.err;
}

}  // namespace
}  // namespace app::test
