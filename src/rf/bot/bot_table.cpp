// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/bot/bot_table.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <stdexcept>

namespace rf::bot {

// The same text as data/rf/bot.ini (bot_table_test keeps them equal).
const std::string_view kDefaultBotIni = R"(# The computer player's table (retrosim rf run --bot, rf bots; issue 39). Read at start:
# change a value and run again, no rebuild. Every key must be given once.
#
# reaction     frames between a look at the world and the decision it makes
# aim_error    the largest random aim error in degrees
# retreat_hp   percent of the hit points below which it drives home to dock and repair
# tower_range  px: an enemy tower this near is fought before going on
# defends      1: chases an enemy jeep carrying its flag (2 players)
# clears       1: fights every tower in reach, 0: only the ones on its way

[easy]
reaction = 30
aim_error = 10
retreat_hp = 0
tower_range = 120
defends = 0
clears = 0

[normal]
reaction = 8
aim_error = 2
retreat_hp = 30
tower_range = 230
defends = 1
clears = 1

[hard]
reaction = 3
aim_error = 1
retreat_hp = 40
tower_range = 240
defends = 1
clears = 1

# The plan: the goal with the highest priority that applies runs.
[plan]
defend = 50
fetch = 40
retreat = 30
resupply = 35
towers = 20
reveal = 10
mines = 15
# px: the tank fires at a building or a tower from at most this far
fire_range = 230
# frames between path plans
replan = 45
# percent of the gun's rounds / of the fuel below which it drives to an ammo dump / a fuel
# depot of its own (or nobody's) within depot_range cells; out of rounds with none near: home
rearm = 15
refuel = 25
depot_range = 40
)";

const char* difficultyName(Difficulty d) {
  switch (d) {
    case Difficulty::Easy:
      return "easy";
    case Difficulty::Normal:
      return "normal";
    case Difficulty::Hard:
      return "hard";
  }
  return "?";
}

bool parseDifficulty(std::string_view name, Difficulty& out) {
  for (int i = 0; i < kDifficulties; ++i) {
    if (name == difficultyName(static_cast<Difficulty>(i))) {
      out = static_cast<Difficulty>(i);
      return true;
    }
  }
  return false;
}

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// 1 degree in heading units (0x400000 a turn), rounded.
constexpr int64_t kDegree = 0x400000;

}  // namespace

BotTable parseBotTable(std::string_view text, const std::string& file) {
  BotTable t;
  std::map<std::string, int32_t*> keys;
  std::map<std::string, bool*> flags;
  std::map<std::string, int32_t> degrees;  // aim_error: degrees in the file, heading units in the table
  static constexpr const char* kLevels[] = {"easy", "normal", "hard"};
  for (int i = 0; i < kDifficulties; ++i) {
    Skill& s = t.skill[static_cast<size_t>(i)];
    const std::string p = std::string(kLevels[i]) + ".";
    keys[p + "reaction"] = &s.reaction;
    keys[p + "aim_error"] = &s.aimError;
    keys[p + "retreat_hp"] = &s.retreatHp;
    keys[p + "tower_range"] = &s.towerRange;
    flags[p + "defends"] = &s.defends;
    flags[p + "clears"] = &s.clearsTowers;
  }
  keys["plan.defend"] = &t.plan.defend;
  keys["plan.fetch"] = &t.plan.fetch;
  keys["plan.retreat"] = &t.plan.retreat;
  keys["plan.resupply"] = &t.plan.resupply;
  keys["plan.rearm"] = &t.rearm;
  keys["plan.refuel"] = &t.refuel;
  keys["plan.depot_range"] = &t.depotRange;
  keys["plan.towers"] = &t.plan.towers;
  keys["plan.reveal"] = &t.plan.reveal;
  keys["plan.mines"] = &t.plan.mines;
  keys["plan.fire_range"] = &t.fireRange;
  keys["plan.replan"] = &t.replan;
  std::map<std::string, int> seen;
  std::string section;
  int lineNo = 0;
  size_t pos = 0;
  auto fail = [&](const std::string& what) {
    throw std::runtime_error(file + ": line " + std::to_string(lineNo) + ": " + what);
  };
  while (pos <= text.size()) {
    const size_t end = text.find('\n', pos);
    std::string_view line = text.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
    pos = end == std::string_view::npos ? text.size() + 1 : end + 1;
    ++lineNo;
    line = trim(line);
    if (line.empty() || line.front() == '#') continue;
    if (line.front() == '[') {
      if (line.back() != ']') fail("expected a section name in [ ], found '" + std::string(line) + "'");
      section = std::string(trim(line.substr(1, line.size() - 2)));
      if (section != "easy" && section != "normal" && section != "hard" && section != "plan")
        fail("expected a section easy, normal, hard or plan, found '" + section + "'");
      continue;
    }
    const size_t eq = line.find('=');
    if (eq == std::string_view::npos) fail("expected 'key = value', found '" + std::string(line) + "'");
    if (section.empty()) fail("expected a [section] before the first key");
    const std::string key = section + "." + std::string(trim(line.substr(0, eq)));
    const std::string_view value = trim(line.substr(eq + 1));
    int32_t v = 0;
    const auto r = std::from_chars(value.data(), value.data() + value.size(), v);
    if (r.ec != std::errc() || r.ptr != value.data() + value.size() || v < 0 || v > 100000)
      fail("expected a number 0..100000 for " + key + ", found '" + std::string(value) + "'");
    if (seen.count(key) != 0) fail("expected " + key + " once (the first is line " + std::to_string(seen[key]) + ")");
    seen[key] = lineNo;
    if (auto k = keys.find(key); k != keys.end()) {
      const bool isAim = key.ends_with(".aim_error");
      if (isAim && v > 180) fail("expected aim_error 0..180 degrees, found " + std::to_string(v));
      *k->second = isAim ? static_cast<int32_t>(v * kDegree / 360) : v;
    } else if (auto f = flags.find(key); f != flags.end()) {
      if (v > 1) fail("expected 0 or 1 for " + key + ", found " + std::to_string(v));
      *f->second = v != 0;
    } else {
      fail("unknown key " + key);
    }
  }
  lineNo = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
  for (const auto& [k, p] : keys)
    if (seen.count(k) == 0) fail("expected a value for " + k);
  for (const auto& [k, p] : flags)
    if (seen.count(k) == 0) fail("expected a value for " + k);
  return t;
}

const BotTable& defaultBotTable() {
  static const BotTable table = parseBotTable(kDefaultBotIni, "built-in bot table");
  return table;
}

}  // namespace rf::bot
