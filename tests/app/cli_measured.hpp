// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the built retrosim like runCli and also measures it: the wall time and the peak memory
// (the child's ru_maxrss from wait4) for the "nothing hangs, nothing eats memory" tests.
#pragma once

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>

#include "app/cli_run.hpp"

namespace app::test {

// A sanitizer build (./dev test --asan): AddressSanitizer's own shadow memory and quarantine
// put any run's peak near 200 MB, so the tests' peak-memory bounds (tens of MB, about the
// program's own memory) are checked in every other build and skipped there; the same runs
// still run, their other checks too.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

struct MeasuredRun {
  CliResult r;
  double seconds = 0;
  long maxRssKb = 0;
};

// `args` as for runCli; `prefix` goes before the program (env settings, setpriv ...).
inline MeasuredRun runMeasured(const std::string& args, const std::string& prefix = "") {
  const auto out = processTempDir() / "measured_stdout.txt";
  const auto err = processTempDir() / "measured_stderr.txt";
  const std::string cmd = "exec " + prefix + std::string(RETROSIM_BINARY_DIR) + "/retrosim " + args + " >" +
                          out.string() + " 2>" + err.string() + " </dev/null";
  MeasuredRun m;
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  int status = 0;
  struct rusage ru {};
  ::wait4(pid, &status, 0, &ru);
  m.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  m.maxRssKb = ru.ru_maxrss;
  m.r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  m.r.out = readText(out);
  m.r.err = readText(err);
  std::filesystem::remove(out);
  std::filesystem::remove(err);
  return m;
}

}  // namespace app::test
