// SPDX-License-Identifier: GPL-3.0-or-later
// Ctrl-C, SIGTERM and SIGHUP during `rf run --trace --record --png` (app/interrupt.hpp): the
// run stops at the next frame boundary, removes its temporaries and what it wrote (the
// trace's and the replay's temporaries, the pictures and their folder), says so in one line
// and exits 128 + the signal.
#include <gtest/gtest.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "app/cli_run.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;

const std::string kMaps = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/";

std::vector<std::string> namesIn(const fs::path& dir) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(dir)) out.push_back(e.path().filename().string());
  return out;
}

// Starts retrosim with `args`, stdout and stderr into files; returns its pid.
pid_t start(const std::vector<std::string>& args, const fs::path& out, const fs::path& err) {
  const pid_t pid = ::fork();
  if (pid == 0) {
    const int o = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int e = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ::dup2(o, 1);
    ::dup2(e, 2);
    std::vector<char*> argv;
    const std::string program = retrosimPath();
    argv.push_back(const_cast<char*>(program.c_str()));
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    ::execv(program.c_str(), argv.data());
    ::_exit(127);
  }
  return pid;
}

// Whether the run has begun writing: the trace's temporary has bytes and a picture exists.
bool running(const fs::path& dir) {
  bool trace = false, picture = false;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec)) {
    const std::string n = e.path().filename().string();
    if (n.rfind(".t.jsonl.tmp-", 0) == 0 && fs::file_size(e.path(), ec) > 0) trace = true;
  }
  picture = fs::exists(dir / "png" / "frame_000000.png", ec);
  return trace && picture;
}

void interruptWith(int sig, const std::string& name) {
  const fs::path dir = tempDir("interrupt_" + name);
  const fs::path out = processTempDir() / ("interrupt_" + name + ".out");
  const fs::path err = processTempDir() / ("interrupt_" + name + ".err");
  const pid_t pid = start({"rf", "run", "--map", kMaps + "driftwood_cay.rfm", "--frames", "10000000", "--trace",
                           (dir / "t.jsonl").string(), "--record", (dir / "r.rsrp").string(), "--png",
                           (dir / "png").string(), "--every", "100000"},
                          out, err);
  ASSERT_GT(pid, 0);
  // the run writes within its first frames; a run that never does fails below
  for (int i = 0; i < 6000 && !running(dir); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_TRUE(running(dir)) << "the run did not begin";
  ::kill(pid, sig);
  int status = 0;
  int waited = 0;
  while (::waitpid(pid, &status, WNOHANG) == 0) {
    if (++waited > 3000) {  // a run that does not stop: ended here, and the test fails
      ::kill(pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      FAIL() << name << ": the run did not stop";
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ASSERT_TRUE(WIFEXITED(status)) << name << ": ended by a signal, not an exit";
  EXPECT_EQ(WEXITSTATUS(status), 128 + sig) << name;
  const std::string e = readText(err);
  EXPECT_EQ(lineCount(e), 1) << e;
  EXPECT_NE(e.find("interrupted by " + name + " at frame "), std::string::npos) << e;
  EXPECT_NE(e.find("not kept: the trace "), std::string::npos) << e;
  EXPECT_NE(e.find("the replay "), std::string::npos) << e;
  EXPECT_TRUE(namesIn(dir).empty()) << name << ": left " << ::testing::PrintToString(namesIn(dir));
}

TEST(RfRunInterrupt, SigintLeavesNothingAndExits130) {
  interruptWith(SIGINT, "SIGINT");
}

TEST(RfRunInterrupt, SigtermLeavesNothingAndExits143) {
  interruptWith(SIGTERM, "SIGTERM");
}

TEST(RfRunInterrupt, SighupLeavesNothingAndExits129) {
  interruptWith(SIGHUP, "SIGHUP");
}

// --record refuses more frames than a replay can be read back with, in one line.
TEST(RfRunInterrupt, RecordFramesAreCapped) {
  const fs::path dir = tempDir("record_cap");
  const auto r = runCli("rf run --map " + kMaps + "driftwood_cay.rfm --frames 20000001 --record " +
                        (dir / "r.rsrp").string());
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lineCount(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("--record: at most 20000000 frames (20000001 asked)"), std::string::npos) << r.err;
  EXPECT_TRUE(namesIn(dir).empty());
}

}  // namespace
}  // namespace app::test
