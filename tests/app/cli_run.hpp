// Runs the built retrosim program for the command-line tests and captures what it says.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

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

// A fresh, empty folder under the system temp folder.
inline std::filesystem::path tempDir(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("retrosim_cli_" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

// `args` is appended to the program path as is (quote paths with spaces yourself).
inline CliResult runCli(const std::string& args) {
  // ctest runs tests as parallel processes: one pair of capture files per process.
  const auto dir = std::filesystem::temp_directory_path();
  const std::string id = std::to_string(::getpid());
  const auto out = dir / ("retrosim_cli_stdout_" + id + ".txt");
  const auto err = dir / ("retrosim_cli_stderr_" + id + ".txt");
  const std::string cmd = std::string(RETROSIM_BINARY_DIR) + "/retrosim " + args + " >" + out.string() + " 2>" +
                          err.string();
  const int status = std::system(cmd.c_str());
  CliResult r;
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = readText(out);
  r.err = readText(err);
  std::filesystem::remove(out);
  std::filesystem::remove(err);
  return r;
}

inline int lineCount(const std::string& s) {
  int n = 0;
  for (char c : s) n += c == '\n';
  return n;
}

}  // namespace app::test
