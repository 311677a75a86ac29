// SPDX-License-Identifier: GPL-3.0-or-later
// rf run --net and --sync-test on the command line: the refusals of bad arguments (one line,
// exit 1 or 2) and the sync test's outcome (the games between two processes:
// tests/net/net_play_test.py).
#include <gtest/gtest.h>

#include "app/cli_run.hpp"

namespace {

using app::test::runCli;

const std::string kMap = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/proving_strait.rfm";
const std::string kScript = std::string(RETROSIM_SOURCE_DIR) + "/tests/golden/rf/proving_strait_2p.txt";

TEST(RfNetCli, BadNetArgumentsAreOneLine) {
  struct Case {
    std::string args;
    std::string line;
  };
  for (const Case& c : {Case{"--net somewhere --map " + kMap, "--net somewhere: expected host:PORT or join:HOST:PORT"},
                        Case{"--net host:99999 --map " + kMap, "--net host:99999: expected a port 0..65535, found \"99999\""},
                        Case{"--net join:127.0.0.1:0", "--net join:127.0.0.1:0: expected a port 1..65535, found 0"},
                        Case{"--net join:7000", "--net join:7000: expected join:HOST:PORT"},
                        Case{"--net join:127.0.0.1:7000 --map " + kMap, "--net join: the host sends its map (no --map)"},
                        Case{"--net host:0 --map " + kMap + " --bot 1", "--net plays a 2-player game with"}}) {
    const auto r = runCli("rf run " + c.args);
    EXPECT_EQ(r.code, 1) << c.args << "\n" << r.err;
    EXPECT_NE(r.err.find(c.line), std::string::npos) << r.err;
    EXPECT_EQ(app::test::lineCount(r.err), 1) << r.err;
  }
  EXPECT_EQ(runCli("rf run --net host:0 --map " + kMap + " --net-delay 9").code, 2);
  EXPECT_EQ(runCli("rf run --map " + kMap + " --sync-test 17").code, 2);
}

TEST(RfNetCli, TheSyncTestKeepsTheGameAsItIs) {
  const auto plain = runCli("rf run --map " + kMap + " --input " + kScript + " --frames 600 --hash");
  const auto sync = runCli("rf run --map " + kMap + " --input " + kScript + " --frames 600 --hash --sync-test 8");
  ASSERT_EQ(plain.code, 0) << plain.err;
  ASSERT_EQ(sync.code, 0) << sync.err;
  EXPECT_EQ(sync.out, plain.out);
}

}  // namespace
