// SPDX-License-Identifier: GPL-3.0-or-later
// The layers the build promises (ARCHITECTURE.md): every include of src/ is of the file's own
// layer or of a layer the table cmake/layers.cmake lets it use (the same table links the
// libraries; CMakeLists.txt writes it into arch/layer_table.hpp); Return Fire and GTA never
// include each other; a simulation includes no file-system, stream, clock, random, thread,
// view, platform or I/O header. Each rule is checked over the source tree as it is.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "arch/layer_table.hpp"

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
    "<filesystem>",
    "<fstream>",
    "<iostream>",
    "<istream>",
    "<ostream>",
    "<sstream>",
    "<cstdio>",
    "<stdio.h>",
    "<chrono>",
    "<ctime>",
    "<time.h>",
    "<random>",
    "<thread>",
    "<future>",
    "<mutex>",
    "<unordered_map>",
    "<unordered_set>",
    "<png.h>",
    "<SDL.h>",
    "<SDL2/SDL.h>",
    "\"core/file_io.hpp\"",
    "\"core/image.hpp\"",
    "\"rf/game.hpp\"",
    "\"gta/game.hpp\"",
    "\"gta/pacer.hpp\"",
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

// ---- the table (cmake/layers.cmake) ----

struct Layer {
  std::string path;
  std::vector<std::string> publics;
  std::vector<std::string> privates;
};

std::vector<std::string> words(const char* s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

const std::map<std::string, Layer>& layers() {
  static const std::map<std::string, Layer> kLayers = [] {
    std::map<std::string, Layer> m;
    for (const arch::LayerRow& r : arch::kLayerTable)
      m[r.name] = {r.path, words(r.publics), words(r.privates)};
    return m;
  }();
  return kLayers;
}

// The layer of a path under src/ ("rf/sim/world.cpp", or an include as written without its
// quotes): the longest layer path that starts it; "" for none.
std::string layerOf(const std::string& path) {
  std::string best;
  size_t bestLen = 0;
  for (const auto& [name, l] : layers()) {
    if (path.rfind(l.path, 0) == 0 && l.path.size() > bestLen) {
      best = name;
      bestLen = l.path.size();
    }
  }
  return best;
}

// What a layer's files may include: its own layer, the layers it lists, and what their
// PUBLIC layers make public in turn.
std::set<std::string> allowedFrom(const std::string& layer) {
  std::set<std::string> out = {layer};
  std::vector<std::string> todo;
  const Layer& l = layers().at(layer);
  todo.insert(todo.end(), l.publics.begin(), l.publics.end());
  todo.insert(todo.end(), l.privates.begin(), l.privates.end());
  while (!todo.empty()) {
    const std::string d = todo.back();
    todo.pop_back();
    if (!out.insert(d).second) continue;
    const Layer& dl = layers().at(d);
    todo.insert(todo.end(), dl.publics.begin(), dl.publics.end());
  }
  return out;
}

bool isRf(const std::string& layer) {
  return layer == "rf" || layer.rfind("rf_", 0) == 0;
}
bool isGta(const std::string& layer) {
  return layer == "gta" || layer.rfind("gta_", 0) == 0;
}

// "src/rf/sim/world.cpp:9: \"rf/load_error.hpp\" (rf_sim may not use rf)" for every include of a
// layer the file's layer may not use.
std::vector<std::string> layerViolations(const std::vector<Include>& incs) {
  std::vector<std::string> bad;
  for (const Include& i : incs) {
    if (i.header.size() < 2 || i.header.front() != '"') continue;
    const std::string from = layerOf(i.file.substr(i.file.find('/') + 1));  // past "src/"
    const std::string to = layerOf(i.header.substr(1, i.header.size() - 2));
    if (from.empty() || to.empty() || allowedFrom(from).count(to) != 0) continue;
    bad.push_back(i.file + ":" + std::to_string(i.line) + ": " + i.header + " (" + from + " may not use " +
                  to + ")");
  }
  return bad;
}

std::string joined(const std::vector<std::string>& v) {
  std::string s;
  for (const std::string& x : v) s += "\n  " + x;
  return s;
}

TEST(Layers, SimulationsIncludeNoIoClockRandomOrViewHeader) {
  for (const char* dir : {"src/rf/sim", "src/gta/sim", "src/rf/bot"}) {
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
    const std::vector<std::string> bad =
        violations(incs, {"\"rf/game.hpp\"", "\"gta/game.hpp\"", "\"gta/pacer.hpp\""},
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
  for (const char* dir : {"src/core", "src/rf", "src/gta", "src/view", "src/audio", "src/media", "src/input", "src/api", "src/app"}) {
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

// FluidSynth is the audio layer's alone, and only in its sources (no FluidSynth type leaves it):
// the synthesiser renders into our mixer, headless as well as with a device.
TEST(Layers, OnlyTheAudioSourcesIncludeFluidSynth) {
  for (const char* dir : {"src/core", "src/rf", "src/gta", "src/view", "src/platform", "src/app"}) {
    const std::vector<Include> incs = includesUnder(fs::path(RETROSIM_SOURCE_DIR) / dir);
    const std::vector<std::string> bad = violations(incs, {}, {"<fluidsynth"});
    EXPECT_TRUE(bad.empty()) << dir << " includes:" << joined(bad);
  }
  std::vector<Include> headers;
  for (const Include& i : includesUnder(fs::path(RETROSIM_SOURCE_DIR) / "src/audio")) {
    if (i.file.size() > 4 && i.file.substr(i.file.size() - 4) == ".hpp") headers.push_back(i);
  }
  const std::vector<std::string> bad = violations(headers, {}, {"<fluidsynth"});
  EXPECT_TRUE(bad.empty()) << "audio headers include:" << joined(bad);
}

// FFmpeg's libavcodec is the media layer's alone, and only in its sources (no libavcodec type
// leaves it): the movies' Cinepak frames come out as core::Image.
TEST(Layers, OnlyTheMediaSourcesIncludeLibavcodec) {
  for (const char* dir : {"src/core", "src/rf", "src/gta", "src/view", "src/audio", "src/platform", "src/input", "src/app"}) {
    const std::vector<Include> incs = includesUnder(fs::path(RETROSIM_SOURCE_DIR) / dir);
    const std::vector<std::string> bad = violations(incs, {}, {"<libav", "\"libav"});
    EXPECT_TRUE(bad.empty()) << dir << " includes:" << joined(bad);
  }
  std::vector<Include> headers, sources;
  for (const Include& i : includesUnder(fs::path(RETROSIM_SOURCE_DIR) / "src/media")) {
    (i.file.size() > 4 && i.file.substr(i.file.size() - 4) == ".hpp" ? headers : sources).push_back(i);
  }
  EXPECT_TRUE(violations(headers, {}, {"<libav"}).empty()) << "media headers include:" << joined(violations(headers, {}, {"<libav"}));
  EXPECT_FALSE(violations(sources, {}, {"<libavcodec"}).empty()) << "the media sources use libavcodec";
}

// ENet is the net layer's alone, and only in its transport's source (enet_link.cpp): the
// session and its packets know nothing of sockets (they run over a fake link in tests).
TEST(Layers, OnlyTheNetTransportIncludesEnet) {
  const std::vector<Include> incs = includesUnder(fs::path(RETROSIM_SOURCE_DIR) / "src");
  std::vector<std::string> users;
  for (const Include& i : incs) {
    if (i.header.rfind("<enet/", 0) == 0) users.push_back(i.file);
  }
  ASSERT_EQ(users.size(), 1u) << joined(users);
  EXPECT_EQ(users[0], "src/net/enet_link.cpp");
}

// Every layer of the table names only layers of the table, has sources, and uses no layer
// that uses it back (no cycle: the table is an order).
TEST(Layers, TheTableIsAnOrderOfLayersWithSources) {
  // core io image rf_data rf_sim rf gta_data gta_sim gta view audio rf_sound media devices
  // platform input rf_front net api app
  ASSERT_EQ(layers().size(), 22u);
  for (const auto& [name, l] : layers()) {
    for (const auto* deps : {&l.publics, &l.privates}) {
      for (const std::string& d : *deps) {
        ASSERT_EQ(layers().count(d), 1u) << name << " uses an unknown layer " << d;
        EXPECT_NE(d, name);
        EXPECT_EQ(allowedFrom(d).count(name), 0u) << name << " and " << d << " use each other";
      }
    }
    int files = 0;
    for (const auto& e : fs::recursive_directory_iterator(fs::path(RETROSIM_SOURCE_DIR) / "src")) {
      const std::string rel = fs::relative(e.path(), fs::path(RETROSIM_SOURCE_DIR) / "src").string();
      if (e.is_regular_file() && layerOf(rel) == name) ++files;
    }
    EXPECT_GT(files, 0) << name << " (" << l.path << ") has no files";
  }
}

// Every include of every layer (core, the data layers, the simulations, the games, view,
// platform, app) is of a layer it may use.
TEST(Layers, EveryIncludeIsOfALayerTheTableAllows) {
  const std::vector<Include> incs = includesUnder(fs::path(RETROSIM_SOURCE_DIR) / "src");
  ASSERT_GT(incs.size(), 500u);
  std::set<std::string> seen;
  for (const Include& i : incs) seen.insert(layerOf(i.file.substr(4)));
  for (const auto& [name, l] : layers()) EXPECT_EQ(seen.count(name), 1u) << "no include walked in " << name;
  const std::vector<std::string> bad = layerViolations(incs);
  EXPECT_TRUE(bad.empty()) << "upward or sideways includes:" << joined(bad);
}

// The game decides, the device plays (Chocolate Doom's s_sound / i_sound): Return Fire's sound
// (rf/sound) may use neither the platform (the audio device, SDL) nor the views.
TEST(Layers, TheSoundOfTheGameOpensNoDevice) {
  const std::set<std::string> may = allowedFrom("rf_sound");
  EXPECT_EQ(may.count("platform"), 0u);
  EXPECT_EQ(may.count("view"), 0u);
  EXPECT_EQ(may.count("app"), 0u);
  EXPECT_EQ(may.count("audio"), 1u);
}

// Return Fire and GTA never use each other: no rf layer may use a gta layer and back (only
// view and what stands on it, above both, use both: rf_front describes its screens with the
// view's state types, so it reaches GTA's layers only through the view; the check below keeps
// it from including them itself).
TEST(Layers, ReturnFireAndGtaNeverUseEachOther) {
  for (const auto& [name, l] : layers()) {
    if (allowedFrom(name).count("view") == 1) continue;  // above the view: both games below
    for (const std::string& d : allowedFrom(name)) {
      EXPECT_FALSE(isRf(name) && isGta(d)) << name << " may use " << d;
      EXPECT_FALSE(isGta(name) && isRf(d)) << name << " may use " << d;
    }
  }
}

// The front (rf/front), the sound's game side and the devices (input) never see the platform:
// no platform header, no SDL; and the front includes nothing of GTA's.
TEST(Layers, TheFrontAndTheInputIncludeNoPlatformHeader) {
  for (const char* dir : {"src/rf/front", "src/input"}) {
    const std::vector<Include> incs = includesUnder(fs::path(RETROSIM_SOURCE_DIR) / dir);
    ASSERT_FALSE(incs.empty()) << dir;
    const std::vector<std::string> bad = violations(incs, {}, {"\"platform/", "<SDL", "\"SDL", "\"app/", "\"gta/"});
    EXPECT_TRUE(bad.empty()) << dir << " includes:" << joined(bad);
  }
}

// The checker itself: the upward includes the tree had (a simulation including its game
// layer's error header), a sideways one (RF -> GTA) and a view -> app one are found; a data
// header from the simulation and a private I/O include are not.
TEST(Layers, TheCheckFindsAnUpwardInclude) {
  const std::vector<Include> incs = {{"src/rf/sim/world.cpp", 9, "\"rf/load_error.hpp\""},
                                     {"src/gta/sim/car.cpp", 5, "\"gta/fatal_error.hpp\""},
                                     {"src/rf/sim/x.cpp", 3, "\"gta/sim/game.hpp\""},
                                     {"src/view/x.cpp", 4, "\"app/paths.hpp\""},
                                     {"src/rf/sim/x.cpp", 5, "\"rf/data/load_error.hpp\""},
                                     {"src/rf/progress.cpp", 6, "\"core/file_io.hpp\""},
                                     {"src/rf/sim/x.cpp", 7, "\"core/file_io.hpp\""},
                                     {"src/rf/sim/x.cpp", 8, "<vector>"}};
  EXPECT_EQ(
      layerViolations(incs),
      (std::vector<std::string>{"src/rf/sim/world.cpp:9: \"rf/load_error.hpp\" (rf_sim may not use rf)",
                                "src/gta/sim/car.cpp:5: \"gta/fatal_error.hpp\" (gta_sim may not use gta)",
                                "src/rf/sim/x.cpp:3: \"gta/sim/game.hpp\" (rf_sim may not use gta_sim)",
                                "src/view/x.cpp:4: \"app/paths.hpp\" (view may not use app)",
                                "src/rf/sim/x.cpp:7: \"core/file_io.hpp\" (rf_sim may not use io)"}));
}

// The checker itself: a forbidden include is found.
TEST(Layers, TheCheckFindsAForbiddenInclude) {
  const std::vector<Include> incs = {{"src/rf/sim/x.cpp", 3, "<fstream>"},
                                     {"src/rf/sim/x.cpp", 4, "\"view/a.hpp\""},
                                     {"src/rf/sim/x.cpp", 5, "<array>"}};
  EXPECT_EQ(
      violations(incs, kSimForbidden, kSimForbiddenPrefixes),
      (std::vector<std::string>{"src/rf/sim/x.cpp:3: <fstream>", "src/rf/sim/x.cpp:4: \"view/a.hpp\""}));
}

}  // namespace
