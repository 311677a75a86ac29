// SPDX-License-Identifier: GPL-3.0-or-later
// Golden runs (tests/golden/rf): for each bundled map an input script (launch, drive, come
// back and dock each vehicle type) and its expected trace. The run's trace is compared with
// the expected one field by field; a difference names the line, the frame and the first
// differing field ("frame 560: objects[0].y: 3267.1953125 vs 3267.2"). `./dev golden`
// regenerates the expected traces and shows what changed.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli_run.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const fs::path kGoldenDir = fs::path(RETROSIM_SOURCE_DIR) / "tests/golden/rf";

// The first path at which two JSON values differ ("objects[0].x: 1 vs 2").
std::optional<std::string> jsonDifference(const json& a, const json& b, const std::string& path) {
  if (a.type() != b.type()) return path + ": " + a.dump() + " vs " + b.dump();
  if (a.is_object()) {
    for (auto it = a.begin(); it != a.end(); ++it) {
      const std::string sub = path.empty() ? it.key() : path + "." + it.key();
      if (!b.contains(it.key())) return sub + ": " + it.value().dump() + " vs (missing)";
      if (auto d = jsonDifference(it.value(), b.at(it.key()), sub)) return d;
    }
    for (auto it = b.begin(); it != b.end(); ++it) {
      if (!a.contains(it.key())) return (path.empty() ? it.key() : path + "." + it.key()) + ": (missing) vs " + it.value().dump();
    }
    return std::nullopt;
  }
  if (a.is_array()) {
    const size_t n = std::min(a.size(), b.size());
    for (size_t i = 0; i < n; ++i) {
      if (auto d = jsonDifference(a[i], b[i], path + "[" + std::to_string(i) + "]")) return d;
    }
    if (a.size() != b.size())
      return path + ": " + std::to_string(a.size()) + " entries vs " + std::to_string(b.size());
    return std::nullopt;
  }
  if (a != b) return path + ": " + a.dump() + " vs " + b.dump();
  return std::nullopt;
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

// The expected trace against the actual one: the first difference, or nullopt.
std::optional<std::string> traceDifference(const std::string& expected, const std::string& actual) {
  const std::vector<std::string> e = lines(expected);
  const std::vector<std::string> a = lines(actual);
  for (size_t i = 0; i < std::min(e.size(), a.size()); ++i) {
    const json je = json::parse(e[i]);
    const json ja = json::parse(a[i]);
    if (auto d = jsonDifference(je, ja, "")) {
      const std::string where = je.contains("frame") ? "frame " + std::to_string(je["frame"].get<int>()) : "end";
      return "line " + std::to_string(i + 1) + " (" + where + "): " + *d;
    }
  }
  if (e.size() != a.size()) return std::to_string(e.size()) + " lines expected, " + std::to_string(a.size()) + " run";
  return std::nullopt;
}

// The `# <key>: VALUE` line of a script ("" when it has none): `golden` the run's options,
// `map` the bundled map (default: the script's name), `golden-end` the winner the game
// must end with (a whole game) instead of the four launches and docks.
std::string scriptLine(const std::string& script, const std::string& key) {
  const std::string prefix = "# " + key + ":";
  for (const std::string& l : lines(script)) {
    if (l.rfind(prefix, 0) == 0) {
      std::string v = l.substr(prefix.size());
      if (key != "golden") v.erase(0, v.find_first_not_of(' '));
      return v;
    }
  }
  return "";
}
std::string goldenArgs(const std::string& script) {
  return scriptLine(script, "golden");
}

// The winner of the trace's EndGame event, or nullopt when the game did not end.
std::optional<int> endGameWinner(const std::string& trace) {
  for (const std::string& l : lines(trace)) {
    const json j = json::parse(l);
    if (!j.contains("events")) continue;
    for (const json& e : j["events"]) {
      if (e["name"] == "EndGame") return e["a"].get<int>();
    }
  }
  return std::nullopt;
}

int countEvents(const std::string& trace, const std::string& name) {
  int n = 0;
  for (const std::string& l : lines(trace)) {
    const json j = json::parse(l);
    if (!j.contains("events")) continue;
    for (const json& e : j["events"]) n += e["name"] == name ? 1 : 0;
  }
  return n;
}

TEST(GoldenCompare, TheFirstDifferenceNamesLineFrameAndField) {
  const std::string a = "{\"frame\":0,\"objects\":[{\"x\":1,\"y\":2}]}\n{\"hash\":\"ab\"}\n";
  const std::string b = "{\"frame\":0,\"objects\":[{\"x\":1,\"y\":2.5}]}\n{\"hash\":\"ab\"}\n";
  EXPECT_EQ(traceDifference(a, a), std::nullopt);
  EXPECT_EQ(traceDifference(a, b), "line 1 (frame 0): objects[0].y: 2 vs 2.5");
  EXPECT_EQ(traceDifference(a, "{\"frame\":0,\"objects\":[]}\n"), "line 1 (frame 0): objects: 1 entries vs 0");
  EXPECT_EQ(traceDifference(a, "{\"frame\":0,\"objects\":[{\"x\":1,\"y\":2}]}\n"), "2 lines expected, 1 run");
}

TEST(Golden, EveryBundledMapRunsItsGoldenScript) {
  std::vector<fs::path> scripts;
  for (const auto& e : fs::directory_iterator(kGoldenDir)) {
    if (e.path().extension() == ".txt") scripts.push_back(e.path());
  }
  std::sort(scripts.begin(), scripts.end());
  ASSERT_EQ(scripts.size(), 6u);  // one per bundled map, and two whole games
  int games = 0;
  for (const fs::path& script : scripts) {
    const std::string text = readText(script);
    const std::string name = script.stem().string();
    const std::string map = scriptLine(text, "map").empty() ? name : scriptLine(text, "map");
    SCOPED_TRACE(name);
    const std::string args = goldenArgs(text);
    ASSERT_FALSE(args.empty()) << script << ": no \"# golden: ARGS\" line";
    const fs::path out = tempDir("golden_" + name) / "trace.jsonl";
    const CliResult r = runCli("rf run --map " + std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/" + map + ".rfm" +
                               " --input " + script.string() + args + " --trace " + out.string() + " --hash");
    ASSERT_EQ(r.code, 0) << r.err;
    const fs::path expectedPath = fs::path(script).replace_extension(".jsonl");
    ASSERT_TRUE(fs::exists(expectedPath)) << expectedPath << " is missing: run ./dev golden";
    const std::string expected = readText(expectedPath);
    const std::string actual = readText(out);
    const std::optional<std::string> diff = traceDifference(expected, actual);
    EXPECT_EQ(diff, std::nullopt) << name << ": " << diff.value_or("") << "\n(./dev golden regenerates and shows it)";
    const std::string end = scriptLine(text, "golden-end");
    if (!end.empty()) {
      // A whole game: it ends, with the winner the script says.
      ++games;
      EXPECT_EQ(endGameWinner(expected), std::stoi(end));
      continue;
    }
    // The script does what it says: four launches, four docks.
    EXPECT_EQ(countEvents(expected, "Dock"), 4);
    EXPECT_GE(countEvents(expected, "LiftArrived"), 4);
  }
  EXPECT_EQ(games, 2);
}


// The trace of the views: every traced line names each player's view (player,
// mode, camera centre); the golden 2-player game on Proving Strait has a death, and its
// camera flies home over the traced lines (mode fly_back) with no step over 96 px a frame.
TEST(Golden, TheViewsAreTracedAndTheFlyBackNeverJumps) {
  const std::vector<std::string> trace = lines(readText(kGoldenDir / "proving_strait_2p.jsonl"));
  ASSERT_GT(trace.size(), 2u);
  std::optional<std::pair<double, double>> last;
  int lastFrame = 0, flying = 0;
  for (size_t i = 0; i + 1 < trace.size(); ++i) {
    const json line = json::parse(trace[i]);
    ASSERT_EQ(line.at("views").size(), 2u) << "line " << i;
    for (int p = 0; p < 2; ++p) {
      const json& v = line.at("views")[static_cast<size_t>(p)];
      EXPECT_EQ(v.at("player"), p + 1);
      EXPECT_TRUE(v.at("mode").is_string());
      EXPECT_TRUE(v.at("x").is_number() && v.at("y").is_number());
    }
    for (const json& v : line.at("views")) {
      if (v.at("mode") != "fly_back") continue;
      const std::pair<double, double> at{v.at("x").get<double>(), v.at("y").get<double>()};
      const int frame = line.at("frame").get<int>();
      if (last && frame > lastFrame) {
        const double step = std::hypot(at.first - last->first, at.second - last->second) / (frame - lastFrame);
        EXPECT_LE(step, 96.0) << "frame " << frame;
      }
      last = at;
      lastFrame = frame;
      ++flying;
    }
  }
  EXPECT_GE(flying, 1) << "the golden game's fly-back is not in its trace";
}

}  // namespace
}  // namespace app::test
