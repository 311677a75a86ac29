// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf run: a headless game on a bundled map with an input script.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "test_read.hpp"
#include "app/cli_run.hpp"
#include "core/file_io.hpp"
#include "core/image.hpp"

namespace app::test {
namespace {

const std::string kMap = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/driftwood_cay.rfm";
const std::string kMap2P = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/twin_harbours.rfm";

std::string writeScript(const std::string& dirName, const std::string& text) {
  const auto dir = tempDir(dirName);
  const std::string path = (dir / "script.txt").string();
  std::ofstream(path) << text;
  return path;
}

const char* kScript =
    "# two remains and some input\n"
    "spawn stay team 0 at 1000,1100 heading 45\n"
    "spawn Stay team 1 at 1040,1100\n"
    "0-20 p1 fwd,left mag=200\n"
    "5 p1 A\n";

TEST(RfRun, SameScriptSameHashTwice) {
  const std::string script = writeScript("rf_run_hash", kScript);
  const CliResult a = runCli("rf run --map " + kMap + " --input " + script + " --frames 90 --hash");
  const CliResult b = runCli("rf run --map " + kMap + " --input " + script + " --frames 90 --hash");
  ASSERT_EQ(a.code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  EXPECT_EQ(a.out.size(), 17u);  // 16 hex digits and a newline, nothing else
  const CliResult c = runCli("rf run --map " + kMap + " --input " + script + " --frames 91 --hash");
  EXPECT_NE(a.out, c.out);
}

// The same map, script and options give the same hash on every build (Debug and Release
// were checked to agree). The value changes whenever the hashed state or the bundled map
// changes on purpose: then run the command below and put the new value here.
//   retrosim rf run --map driftwood_cay.rfm --input <kScript> --frames 200 --hash
TEST(RfRun, GoldenHashOnEveryBuild) {
  const std::string script = writeScript("rf_run_golden", kScript);
  const CliResult r = runCli("rf run --map " + kMap + " --input " + script + " --frames 200 --hash");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "8d53f7621c74dd76\n");
}

TEST(RfRun, TraceHasOneLinePerFrameThenTheHash) {
  const std::string script = writeScript("rf_run_trace", kScript);
  const auto trace = tempDir("rf_run_trace_out") / "t.jsonl";
  const CliResult r =
      runCli("rf run --map " + kMap + " --input " + script + " --frames 3 --trace " + trace.string());
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string text = readText(trace);
  EXPECT_EQ(lineCount(text), 4);
  EXPECT_EQ(text.rfind("{\"frame\":0,\"tick\":2,\"hash\":\"", 0), 0u) << text.substr(0, 300);
  EXPECT_NE(text.find(",\"objects\":[{\"id\":513,\"class\":\"Stay\",\"team\":0,"
                      "\"x\":1000,\"y\":1100,\"z\":0,\"heading\":524288,\"speed\":0,\"age\":2,\"life\":120,"
                      "\"linger\":60},"),
            std::string::npos)
      << text.substr(0, 300);
  const CliResult h = runCli("rf run --map " + kMap + " --input " + script + " --frames 3 --hash");
  EXPECT_NE(text.find("{\"hash\":\"" + h.out.substr(0, 16) + "\"}\n"), std::string::npos);
}

// --trace-every K: a line on frames 0, K, 2K ... and the last, each line's events are all
// the events since the previous line (each with its frame), the cells changed since then.
TEST(RfRun, TraceEveryKFramesKeepsEveryEvent) {
  const std::string script = writeScript("rf_run_trace_every", "0 p1 A\n");
  const auto dir = tempDir("rf_run_trace_every_out");
  const auto every = dir / "every.jsonl";
  const auto all = dir / "all.jsonl";
  ASSERT_EQ(runCli("rf run --map " + kMap + " --input " + script + " --frames 95 --trace-every 10 --trace " +
                   every.string()).code, 0);
  ASSERT_EQ(runCli("rf run --map " + kMap + " --input " + script + " --frames 95 --trace " + all.string()).code, 0);
  const std::string e = readText(every);
  const std::string a = readText(all);
  EXPECT_EQ(lineCount(e), 12);  // frames 0, 10 .. 90, 94, then the hash
  EXPECT_NE(e.find("{\"frame\":94,"), std::string::npos);
  EXPECT_EQ(e.find("{\"frame\":95,"), std::string::npos);
  // The zoom events of frames 1..80 all appear in the sampled trace, with their frames.
  for (const char* ev : {"{\"frame\":1,\"kind\":\"note\",\"name\":\"zoom:zoom1\"",
                         "{\"frame\":80,\"kind\":\"note\",\"name\":\"zoom:fadeout\""}) {
    EXPECT_NE(e.find(ev), std::string::npos) << ev;
    EXPECT_NE(a.find(ev), std::string::npos) << ev;
  }
  EXPECT_EQ(e.substr(e.rfind("{\"hash\"")), a.substr(a.rfind("{\"hash\"")));
}

TEST(RfRun, ScriptErrorsAreOneLineWithFileAndLine) {
  const std::string bad = writeScript("rf_run_bad", "0 p1 fwd\n\n7-3 p1 fwd\n");
  const CliResult r = runCli("rf run --map " + kMap + " --input " + bad);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lineCount(r.err), 1);
  EXPECT_NE(r.err.find(bad + ": line 3: expected a last frame"), std::string::npos) << r.err;
}

TEST(RfRun, VehiclesAndOffMapSpawnsAreClearErrors) {
  const std::string tank =
      writeScript("rf_run_tank", "spawn tank team 0 at 100,100\nspawn heli team 1 at 110,100\n");
  const CliResult t = runCli("rf run --map " + kMap + " --input " + tank);
  EXPECT_EQ(t.code, 1);
  EXPECT_EQ(t.err, "retrosim: " + tank + ": line 2: spawn heli: the spot is blocked\n");
  const std::string off = writeScript("rf_run_off", "# x\nspawn stay team 0 at 4096,100\n");
  const CliResult o = runCli("rf run --map " + kMap + " --input " + off);
  EXPECT_EQ(o.code, 1);
  EXPECT_NE(o.err.find(off + ": line 2: spawn stay: at 4096,100 is outside the map"), std::string::npos)
      << o.err;
  const std::string p2 = writeScript("rf_run_p2", "1 p2 fwd\n");
  EXPECT_EQ(runCli("rf run --map " + kMap + " --players 1 --input " + p2).code, 1);
  EXPECT_EQ(runCli("rf run --map " + kMap2P + " --input " + p2 + " --frames 5").code, 0);
}

TEST(RfRun, BadOptionsAreUsageErrors) {
  EXPECT_EQ(runCli("rf run --map " + kMap + " --dt 13").code, 2);
  EXPECT_EQ(runCli("rf run --map " + kMap + " --players 3").code, 2);
  EXPECT_EQ(runCli("rf run").code, 2);
  const CliResult missing = runCli("rf run --map /nonexistent.rfm");
  EXPECT_EQ(missing.code, 1);
  EXPECT_EQ(lineCount(missing.err), 1);
}

// --png DIR --every K: the view pictures of frames 0, K, 2K ... and the last, side by side
// in 2 players; the pictures leave the run's hash unchanged.
TEST(RfRun, PngEveryKFramesShowsTheViews) {
  const auto dir = tempDir("rf_run_png");
  const std::string map = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/proving_strait.rfm";
  const std::string script = std::string(RETROSIM_SOURCE_DIR) + "/tests/golden/rf/proving_strait_2p.txt";
  const auto plain = runCli("rf run --map " + map + " --players 2 --frames 200 --input " + script + " --hash");
  const auto png = runCli("rf run --map " + map + " --players 2 --frames 200 --input " + script +
                          " --hash --png " + dir.string() + " --every 100");
  ASSERT_EQ(png.code, 0) << png.err;
  EXPECT_EQ(png.out, plain.out);
  for (const char* f : {"frame_000000.png", "frame_000100.png", "frame_000199.png"}) {
    ASSERT_TRUE(std::filesystem::exists(dir / f)) << f;
  }
  const core::Image img = core::Image::decodePng(testutil::readAll((dir / "frame_000199.png").string()), "frame");
  EXPECT_EQ(img.width(), 640);  // the game screen, split in two views
  EXPECT_EQ(img.height(), 480);
  EXPECT_EQ(img.get(320, 100), core::kBlack);  // the gap between the halves
}

}  // namespace
}  // namespace app::test
