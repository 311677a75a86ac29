// The layers the build promises (ARCHITECTURE.md): a simulation includes no file-system,
// stream, clock, random, thread, view, platform or I/O header; a data layer includes no
// simulation header. Each rule is checked over the source tree as it is.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

struct Include {
  std::string file;
  int line = 0;
  std::string header;  // as written, with its <> or ""
};

std::vector<Include> includesUnder(const fs::path& dir) {
  std::vector<Include> out;
  std::vector<fs::path> files;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    const std::string ext = e.path().extension().string();
    if (e.is_regular_file() && (ext == ".cpp" || ext == ".hpp")) files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  for (const fs::path& f : files) {
    std::ifstream in(f);
    std::string text;
    int n = 0;
    while (std::getline(in, text)) {
      ++n;
      const size_t at = text.find("#include");
      if (at == std::string::npos || text.find_first_not_of(" \t") != at) continue;
      const size_t open = text.find_first_of("<\"", at);
      if (open == std::string::npos) continue;
      const size_t close = text.find_first_of(">\"", open + 1);
      out.push_back({fs::relative(f, RETROSIM_SOURCE_DIR).string(), n, text.substr(open, close - open + 1)});
    }
  }
  return out;
}

// Headers a simulation must never include.
const std::vector<std::string> kSimForbidden = {
    "<filesystem>", "<fstream>", "<iostream>", "<istream>", "<ostream>", "<sstream>", "<cstdio>",
    "<stdio.h>", "<chrono>", "<ctime>", "<time.h>", "<random>", "<thread>", "<future>", "<mutex>",
    "<unordered_map>", "<unordered_set>", "<png.h>", "<SDL.h>", "<SDL2/SDL.h>",
    "\"core/file_io.hpp\"", "\"core/image.hpp\"", "\"rf/game.hpp\"", "\"gta/game.hpp\"", "\"gta/pacer.hpp\"",
};
const std::vector<std::string> kSimForbiddenPrefixes = {"\"view/", "\"platform/", "\"app/", "<SDL"};

std::vector<std::string> violations(const std::vector<Include>& incs, const std::vector<std::string>& exact,
                                    const std::vector<std::string>& prefixes) {
  std::vector<std::string> bad;
  for (const Include& i : incs) {
    bool hit = std::find(exact.begin(), exact.end(), i.header) != exact.end();
    for (const std::string& p : prefixes) hit = hit || i.header.rfind(p, 0) == 0;
    if (hit) bad.push_back(i.file + ":" + std::to_string(i.line) + ": " + i.header);
  }
  return bad;
}

std::string joined(const std::vector<std::string>& v) {
  std::string s;
  for (const std::string& x : v) s += "\n  " + x;
  return s;
}

TEST(Layers, SimulationsIncludeNoIoClockRandomOrViewHeader) {
  for (const char* dir : {"src/rf/sim", "src/gta/sim"}) {
    const std::vector<Include> incs = includesUnder(fs::path(RETROSIM_SOURCE_DIR) / dir);
    ASSERT_GT(incs.size(), 20u) << dir;  // the walk found the sources
    const std::vector<std::string> bad = violations(incs, kSimForbidden, kSimForbiddenPrefixes);
    EXPECT_TRUE(bad.empty()) << dir << " includes:" << joined(bad);
  }
}

TEST(Layers, DataLayersIncludeNoSimulation) {
  for (const char* dir : {"src/rf/data", "src/gta/data"}) {
    const std::vector<Include> incs = includesUnder(fs::path(RETROSIM_SOURCE_DIR) / dir);
    ASSERT_GT(incs.size(), 10u) << dir;
    const std::vector<std::string> bad = violations(incs, {"\"rf/game.hpp\"", "\"gta/game.hpp\"", "\"gta/pacer.hpp\""},
                                                    {"\"rf/sim/", "\"gta/sim/", "\"view/", "\"app/"});
    EXPECT_TRUE(bad.empty()) << dir << " includes:" << joined(bad);
  }
}

TEST(Layers, CoreHasNoGameWords) {
  const std::vector<Include> incs = includesUnder(fs::path(RETROSIM_SOURCE_DIR) / "src/core");
  const std::vector<std::string> bad = violations(incs, {}, {"\"rf/", "\"gta/", "\"view/", "\"app/"});
  EXPECT_TRUE(bad.empty()) << "src/core includes:" << joined(bad);
}

// SDL2 is the platform layer's alone (ARCHITECTURE.md): no other layer includes it, and the
// platform's headers do not either (no SDL type leaves it).
TEST(Layers, OnlyThePlatformIncludesSdl) {
  for (const char* dir : {"src/core", "src/rf", "src/gta", "src/view", "src/app"}) {
    const std::vector<Include> incs = includesUnder(fs::path(RETROSIM_SOURCE_DIR) / dir);
    const std::vector<std::string> bad = violations(incs, {}, {"<SDL", "\"SDL"});
    EXPECT_TRUE(bad.empty()) << dir << " includes:" << joined(bad);
  }
  std::vector<Include> headers;
  for (const Include& i : includesUnder(fs::path(RETROSIM_SOURCE_DIR) / "src/platform")) {
    if (i.file.size() > 4 && i.file.substr(i.file.size() - 4) == ".hpp") headers.push_back(i);
  }
  const std::vector<std::string> bad = violations(headers, {}, {"<SDL", "\"SDL"});
  EXPECT_TRUE(bad.empty()) << "platform headers include:" << joined(bad);
}

// The checker itself: a forbidden include is found.
TEST(Layers, TheCheckFindsAForbiddenInclude) {
  const std::vector<Include> incs = {{"src/rf/sim/x.cpp", 3, "<fstream>"}, {"src/rf/sim/x.cpp", 4, "\"view/a.hpp\""},
                                     {"src/rf/sim/x.cpp", 5, "<array>"}};
  EXPECT_EQ(violations(incs, kSimForbidden, kSimForbiddenPrefixes),
            (std::vector<std::string>{"src/rf/sim/x.cpp:3: <fstream>", "src/rf/sim/x.cpp:4: \"view/a.hpp\""}));
}

}  // namespace
