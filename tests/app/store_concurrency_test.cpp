// SPDX-License-Identifier: GPL-3.0-or-later
// Concurrent writers of the high scores and the progress all land. 10
// programs record at once, 6 rounds in a row into one growing file: after round r the file
// holds every record of rounds 0..r (the lock is held across load, record and save). 10 x 6
// keeps writers contending in every round and costs about 1 s of fsync a store (20 x 20
// cost 4 s of the suite's time).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "app/cli_run.hpp"
#include "rf/data/high_scores.hpp"
#include "rf/high_score_store.hpp"
#include "rf/progress.hpp"
#include "test_read.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;

constexpr int kWriters = 10;
constexpr int kRounds = 6;

const std::string kMap = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/proving_strait.rfm";
const std::string kWinScript = std::string(RETROSIM_SOURCE_DIR) + "/tests/golden/rf/proving_strait_1p.txt";

// Starts `cmd` under /bin/sh; the pid to wait for.
pid_t start(const std::string& cmd) {
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  return pid;
}

int exitCode(pid_t pid) {
  int status = 0;
  ::waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// 10 `retrosim rf run` 1-player wins at once, each on its own map name (a copy of
// proving_strait), all with --scores on one file.
TEST(StoreConcurrency, TenProgramsWinningAtOnceAllLandInTheHighScores) {
  const fs::path dir = tempDir("concurrent_scores");
  const fs::path file = dir / "scores.bin";
  std::string kept;
  for (int round = 0; round < kRounds; ++round) {
    std::vector<pid_t> pids;
    for (int i = 0; i < kWriters; ++i) {
      char name[32];
      std::snprintf(name, sizeof name, "r%02d_m%02d", round, i);
      const fs::path map = dir / (std::string(name) + ".rfm");
      fs::copy_file(kMap, map);
      pids.push_back(start("exec " + std::string(RETROSIM_BINARY_DIR) + "/retrosim rf run --map " +
                           map.string() + " --players 1 --frames 1900 --input " + kWinScript + " --scores " +
                           file.string() + " --names P" + std::to_string(i) + " >/dev/null 2>" +
                           (dir / name).string() + ".err"));
    }
    int failed = 0;
    for (size_t i = 0; i < pids.size(); ++i) failed += exitCode(pids[i]) != 0;
    const rf::HighScores t = rf::parseHighScores(testutil::readAll(file), file.string());
    const int want = (round + 1) * kWriters;
    kept += (round ? " " : "") + std::to_string(static_cast<int>(t.onePlayer.size()) - round * kWriters);
    EXPECT_EQ(failed, 0) << "round " << round << ": " << readText(dir / "r00_m00.err");
    ASSERT_EQ(static_cast<int>(t.onePlayer.size()), want) << "round " << round;
    for (int i = 0; i < kWriters; ++i) {
      char name[32];
      std::snprintf(name, sizeof name, "r%02d_m%02d", round, i);
      const bool found =
          std::any_of(t.onePlayer.begin(), t.onePlayer.end(), [&](const rf::OnePlayerScore& s) {
            return s.map == name && s.player == "P" + std::to_string(i) && s.ms == 3700u * 16u;
          });
      EXPECT_TRUE(found) << name;
    }
  }
  std::printf("[ figures  ] high scores: records kept of %d in each of %d rounds: %s\n", kWriters, kRounds,
              kept.c_str());
  // Nothing else beside the table but its lock: no temporary, nothing kept aside.
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string n = e.path().filename().string();
    EXPECT_TRUE(n == "scores.bin" || n == "scores.bin.lock" || e.path().extension() == ".rfm" ||
                e.path().extension() == ".err")
        << n;
  }
}

// The progress store the same way: 10 processes (forked, each one recordProgressInFile, the
// game end's call) released at once by a pipe, 6 rounds into one file.
TEST(StoreConcurrency, TenProcessesRecordingAtOnceAllLandInTheProgress) {
  const fs::path dir = tempDir("concurrent_progress");
  const fs::path file = dir / "progress.bin";
  std::string kept;
  for (int round = 0; round < kRounds; ++round) {
    int gate[2];
    ASSERT_EQ(::pipe(gate), 0);
    std::vector<pid_t> pids;
    for (int i = 0; i < kWriters; ++i) {
      const pid_t pid = ::fork();
      if (pid == 0) {
        ::close(gate[1]);
        char c;
        (void)!::read(gate[0], &c, 1);  // returns 0 when the parent closes the gate: all go
        try {
          std::vector<std::string> messages;
          rf::recordProgressInFile(file, "Map " + std::to_string(round) + "-" + std::to_string(i), true,
                                   static_cast<uint32_t>(1000 + i), messages);
          ::_exit(messages.empty() ? 0 : 2);
        } catch (...) {
          ::_exit(1);
        }
      }
      pids.push_back(pid);
    }
    ::close(gate[0]);
    ::close(gate[1]);
    int failed = 0;
    for (pid_t p : pids) failed += exitCode(p) != 0;
    const rf::ProgressLoad l = rf::loadProgress(file);
    kept += (round ? " " : "") + std::to_string(static_cast<int>(l.progress.maps.size()) - round * kWriters);
    EXPECT_EQ(failed, 0) << "round " << round;
    ASSERT_EQ(static_cast<int>(l.progress.maps.size()), (round + 1) * kWriters) << "round " << round;
    for (const rf::MapProgress& m : l.progress.maps) {
      EXPECT_EQ(m.games, 1) << m.title;
      EXPECT_TRUE(m.won) << m.title;
    }
  }
  std::printf("[ figures  ] progress: records kept of %d in each of %d rounds: %s\n", kWriters, kRounds,
              kept.c_str());
}

}  // namespace
}  // namespace app::test
