// SPDX-License-Identifier: GPL-3.0-or-later
// Commands that used to pass what they should refuse: a replay
// with no checkpoint "verified"; `gta mission list` said nothing about a file that is no
// MISSION.INI; `gta run --trace` without --input was ignored; `rf map info MAP --data D
// --level N` ignored MAP. Each now fails with one line (exit 1) or is bad usage (exit 2).
#include <gtest/gtest.h>

#include <string>

#include "test_read.hpp"
#include "app/cli_run.hpp"
#include "core/file_io.hpp"
#include "gta/data/cmp.hpp"
#include "rf/replay.hpp"

namespace app::test {
namespace {

const std::string kMap = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/driftwood_cay.rfm";

// Item 10: a replay edited to hold no checkpoint (and a changed input) is not verified.
TEST(CliRefusals, VerifyFailsAReplayWithoutCheckpoints) {
  const auto dir = tempDir("refuse_no_checkpoint");
  const std::string rec = (dir / "r.rsrp").string();
  ASSERT_EQ(runCli("rf run --map " + kMap + " --frames 120 --hash --record " + rec).code, 0);
  rf::Replay r = rf::parseReplay(testutil::readAll(rec), rec);
  ASSERT_EQ(r.checkpoints.size(), 2u);  // frames 60 and 120
  const auto ok = runCli("rf replay " + rec + " --verify");
  EXPECT_EQ(ok.code, 0) << ok.err;
  EXPECT_NE(ok.out.find("120 frames, 2 hashes verified"), std::string::npos) << ok.out;
  r.checkpoints.clear();
  r.frames[10].words[0] ^= 0x1;
  const std::string bare = (dir / "bare.rsrp").string();
  core::writeFileAtomic(bare, rf::encodeReplay(r));
  const auto refused = runCli("rf replay " + bare + " --verify");
  EXPECT_EQ(refused.code, 1);
  EXPECT_EQ(refused.err,
            "retrosim: " + bare + ": holds no checkpoint (no state hash to check): cannot be verified\n");
  EXPECT_EQ(refused.out, "");
}

// Item 11: an empty file, a binary file and a CMP city are no MISSION.INI.
TEST(CliRefusals, MissionListRefusesWhatIsNoMissionIni) {
  const auto dir = tempDir("refuse_mission_list");
  const std::string empty = (dir / "empty.ini").string();
  core::writeFileAtomic(empty, std::string());
  const CliResult e = runCli("gta mission list " + empty);
  EXPECT_EQ(e.code, 1);
  EXPECT_EQ(
      e.err,
      "retrosim: " + empty +
          ": offset 0x0: expected a MISSION.INI (text with [N] section headers), found an empty file\n");
  const std::string text = (dir / "notes.ini").string();
  core::writeFileAtomic(text, std::string("just some text\nwith no sections\n"));
  const CliResult t = runCli("gta mission list " + text);
  EXPECT_EQ(t.code, 1);
  EXPECT_NE(t.err.find(text + ": offset 0x0: expected a MISSION.INI"), std::string::npos) << t.err;
  EXPECT_NE(t.err.find("found no [N] section header"), std::string::npos) << t.err;
  gta::CmpFile city;  // an all-air city written as a CMP file
  city.base.assign(size_t{gta::kCmpMapSize} * gta::kCmpMapSize, 0);
  city.columns = {6, 0};
  city.header.columnSize = 2;
  const std::string cmp = (dir / "city.cmp").string();
  gta::saveCmp(cmp, city);
  const CliResult c = runCli("gta mission list " + cmp);
  EXPECT_EQ(c.code, 1);
  EXPECT_EQ(lineCount(c.err), 1);
  EXPECT_NE(c.err.find(cmp + ": offset 0x"), std::string::npos) << c.err;
  EXPECT_NE(c.err.find("found a NUL byte (a binary file)"), std::string::npos) << c.err;
  EXPECT_EQ(c.out, "");
}

TEST(CliRefusals, GtaTraceNeedsInput) {
  const CliResult r = runCli("gta run --ini x.ini --section 1 --trace t.jsonl");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("--trace requires --input"), std::string::npos) << r.err;
}

TEST(CliRefusals, MapAndLevelTogetherAreBadUsage) {
  for (const char* cmd : {"info", "render", "text"}) {
    const std::string extra = std::string(cmd) == "render" ? " -o x.png" : "";
    const CliResult r =
        runCli("rf map " + std::string(cmd) + " " + kMap + " --data /nowhere --level 3" + extra);
    EXPECT_EQ(r.code, 2) << cmd;
    EXPECT_NE(r.err.find("MAP and --level: both name a map"), std::string::npos) << cmd << ": " << r.err;
  }
  // either alone still works as before
  EXPECT_EQ(runCli("rf map info " + kMap).code, 0);
}

}  // namespace
}  // namespace app::test
