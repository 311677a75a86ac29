// SPDX-License-Identifier: GPL-3.0-or-later
// One way into the simulation (ARCHITECTURE.md): nothing outside src/rf and src/gta writes
// simulation state. The program, the views and the platform see the state read-only
// (Game::state() const&) and change it only through Game::load (options, scenario) and
// Game::step (inputs): no mutableState(), no non-const rf::Sim / gta::GameState reference
// or pointer, no const_cast of one, anywhere in src/app, src/view, src/platform.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::vector<std::string> writesUnder(const fs::path& dir, size_t& files) {
  static const std::regex kMutable(R"(\bmutableState\s*\()");
  static const std::regex kRef(R"((^|[^\w])(const\s+)?((rf::)?Sim|(gta::)?GameState)\s*[&*])");
  static const std::regex kCast(R"(const_cast\s*<\s*(rf::)?(Sim|(gta::)?GameState)\b)");
  std::vector<fs::path> paths;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    const std::string ext = e.path().extension().string();
    if (e.is_regular_file() && (ext == ".cpp" || ext == ".hpp")) paths.push_back(e.path());
  }
  std::sort(paths.begin(), paths.end());
  files += paths.size();
  std::vector<std::string> bad;
  for (const fs::path& f : paths) {
    std::ifstream in(f);
    std::string line;
    int n = 0;
    while (std::getline(in, line)) {
      ++n;
      const std::string where =
          fs::relative(f, RETROSIM_SOURCE_DIR).string() + ":" + std::to_string(n) + ": ";
      if (std::regex_search(line, kMutable)) bad.push_back(where + line);
      if (std::regex_search(line, kCast)) bad.push_back(where + line);
      for (std::sregex_iterator it(line.begin(), line.end(), kRef), end; it != end; ++it) {
        if (!(*it)[2].matched) bad.push_back(where + line);  // a reference or pointer that is not const
      }
    }
  }
  return bad;
}

TEST(SimWrites, NothingOutsideTheGamesWritesSimulationState) {
  size_t files = 0;
  std::vector<std::string> bad;
  for (const char* dir : {"src/app", "src/view", "src/platform", "src/rf/bot"}) {
    const std::vector<std::string> b = writesUnder(fs::path(RETROSIM_SOURCE_DIR) / dir, files);
    bad.insert(bad.end(), b.begin(), b.end());
  }
  EXPECT_GT(files, 60u);  // the walk found the sources
  std::string text;
  for (const std::string& b : bad) text += "\n  " + b;
  EXPECT_TRUE(bad.empty()) << "simulation state written outside src/rf, src/gta:" << text;
}

// The check finds what it looks for.
TEST(SimWrites, TheCheckFindsAWrite) {
  const fs::path dir = fs::temp_directory_path() / "retrosim_sim_writes_probe";
  fs::create_directories(dir);
  std::ofstream(dir / "probe.cpp") << "void f(rf::Game& g) { rf::Sim& s = g.mutableState(); }\n"
                                      "void h(const rf::Sim& ok, const gta::GameState* fine);\n"
                                      "void k(gta::GameState* p);\n";
  size_t files = 0;
  const std::vector<std::string> bad = writesUnder(dir, files);
  fs::remove_all(dir);
  EXPECT_EQ(files, 1u);
  EXPECT_EQ(bad.size(), 3u);  // line 1 twice (the reference, mutableState), line 3 once
}

}  // namespace
