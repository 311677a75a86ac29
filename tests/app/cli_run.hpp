// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the built retrosim program for the command-line tests and captures what it says.
#pragma once

#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "test_home.hpp"
#include "test_tmpdir.hpp"

namespace app::test {

struct CliResult {
  int code = -1;
  std::string out;
  std::string err;
};

inline std::string readText(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// This process's own folder under the system temp folder (unique across the processes ctest
// runs at once), removed with everything in it when the process ends.
inline const std::filesystem::path& processTempDir() {
  static const testutil::TempDir dir;
  return dir.path();
}

// A fresh, empty folder in this process's temp folder.
inline std::filesystem::path tempDir(const std::string& name) {
  const auto dir = processTempDir() / ("cli_" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

// The built program.
inline std::string retrosimPath() {
  return std::string(RETROSIM_BINARY_DIR) + "/retrosim";
}

// Runs `program` with `args` appended as is (quote paths with spaces yourself). The program
// finds this process's own home (HOME, XDG_*: test_home.hpp), set before main.
inline CliResult runProgram(const std::string& program, const std::string& args) {
  // One pair of capture files in this process's own temp folder.
  const auto out = processTempDir() / "cli_stdout.txt";
  const auto err = processTempDir() / "cli_stderr.txt";
  const std::string cmd = program + " " + args + " >" + out.string() + " 2>" + err.string();
  const int status = std::system(cmd.c_str());
  CliResult r;
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = readText(out);
  r.err = readText(err);
  std::filesystem::remove(out);
  std::filesystem::remove(err);
  return r;
}

// The built retrosim with `args`.
inline CliResult runCli(const std::string& args) {
  return runProgram(retrosimPath(), args);
}

inline int lineCount(const std::string& s) {
  int n = 0;
  for (char c : s) n += c == '\n';
  return n;
}

}  // namespace app::test
