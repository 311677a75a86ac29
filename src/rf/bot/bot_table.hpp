// SPDX-License-Identifier: GPL-3.0-or-later
// The computer player's table (issue 39 item 3, STYLE.md 17): the values of each difficulty
// (reaction time, aim error, how much it risks, whether it defends) and the plan's
// priorities, one table. The program reads data/rf/bot.ini at start and passes the table in;
// defaultBotTable() is the same table built in (a test keeps the two equal).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace rf::bot {

enum class Difficulty : uint8_t { Easy = 0, Normal = 1, Hard = 2 };
inline constexpr int kDifficulties = 3;

// "easy" / "normal" / "hard".
const char* difficultyName(Difficulty d);
// false when the name is none of the three.
bool parseDifficulty(std::string_view name, Difficulty& out);

// The values of one difficulty.
struct Skill {
  int32_t reaction = 0;      // frames between a look at the world and the decision it makes
  int32_t aimError = 0;      // the largest random aim error, heading units (0x400000 = a turn)
  int32_t retreatHp = 0;     // percent of the hit points below which it goes home to dock
  int32_t towerRange = 0;    // px: an enemy tower this near (and seen) is fought first
  bool defends = false;      // 2 players: chases an enemy jeep that carries its flag
  bool clearsTowers = false; // fights every tower in the way, not only the ones that shoot
  friend bool operator==(const Skill&, const Skill&) = default;
};

// The plan's priorities: higher runs first when it applies.
struct Priorities {
  int32_t defend = 0;     // an enemy jeep carries the own flag (2 players)
  int32_t fetch = 0;      // the enemy flag lies in the open: the jeep fetches it
  int32_t retreat = 0;    // low hit points: home to dock
  int32_t resupply = 0;   // low fuel or ammo: to a depot (or home to dock when there is none)
  int32_t towers = 0;     // an enemy tower within reach
  int32_t reveal = 0;     // break the enemy's flag buildings
  int32_t mines = 0;      // the ASV lays mines on the enemy's way to the own flag (2 players)
  friend bool operator==(const Priorities&, const Priorities&) = default;
};

struct BotTable {
  std::array<Skill, kDifficulties> skill{};
  Priorities plan{};
  int32_t fireRange = 0;  // px: the tank fires at a static target from at most this far
  int32_t replan = 0;     // frames between path plans
  int32_t rearm = 0;      // percent of the first weapon's load below which it rearms at an ammo dump
  int32_t refuel = 0;     // percent of the fuel below which it refuels at a fuel depot
  int32_t depotRange = 0; // cells: a depot this near is used
  const Skill& of(Difficulty d) const { return skill[static_cast<size_t>(d)]; }
  friend bool operator==(const BotTable&, const BotTable&) = default;
};

// The built-in table (the text of data/rf/bot.ini, kDefaultBotIni).
const BotTable& defaultBotTable();
extern const std::string_view kDefaultBotIni;

// Parses the table's text (INI: [easy] [normal] [hard] [plan] sections, `key = value`, `#`
// comments). Every key must be given once. Throws std::runtime_error("FILE: line N: ...").
BotTable parseBotTable(std::string_view text, const std::string& file);

}  // namespace rf::bot
