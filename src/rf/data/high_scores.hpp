// SPDX-License-Identifier: GPL-3.0-or-later
// The high-score table of RecordHighScore 0x42d8b0 in the original's stored format
// (rf-simulation.md §10 "End of game", §11 "Scores"; the layout: docs/rf-high-scores.md):
// pure bytes <-> records and the two record rules; no file I/O (the program stores it).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "core/fields.hpp"

namespace rf {

inline constexpr std::string_view kHsKey = "retufire";  // the byte obfuscation key
inline constexpr uint8_t kHsXor = 0x5a;
inline constexpr std::string_view kHsMagic = "rfhs";
inline constexpr size_t kHsHeaderSize = 0x1c;    // header +0x00: the offset of the first record
inline constexpr size_t kHs1PRecordSize = 0x48;  // header +0x0c
inline constexpr size_t kHs2PRecordSize = 0x50;  // header +0x14
inline constexpr size_t kHsNameSize = 33;        // map / player names: 32 characters + NUL
inline constexpr size_t kHsNameMax = kHsNameSize - 1;
inline constexpr uint16_t kHsCustomMap = 0x7f;   // the level word of a map that is not RFMAPnnn

// One 1-player record (0x48 bytes).
struct OnePlayerScore {
  uint16_t level = 0;  // +0x00 level + 1 = nnn of RFMAPnnn (1..100), 0x7f a custom map
  std::string map;     // +0x02 [33] the map file's base name
  std::string player;  // +0x23 [33]
  uint32_t ms = 0;     // +0x44 the game clock at the end
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(OnePlayerScore, level), CORE_FIELD(OnePlayerScore, map),
                      CORE_FIELD(OnePlayerScore, player), CORE_FIELD(OnePlayerScore, ms)};
  }
  friend bool operator==(const OnePlayerScore& lhs, const OnePlayerScore& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<OnePlayerScore>());

// One 2-player record (0x50 bytes): a pair of names in strcmp order.
struct TwoPlayerScore {
  std::string name1;  // +0x00 [33]
  std::string name2;  // +0x21 [33]  (+0x42: 2 pad bytes)
  uint32_t wins1 = 0;  // +0x44
  uint32_t wins2 = 0;  // +0x48
  uint32_t draws = 0;  // +0x4c
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(TwoPlayerScore, name1), CORE_FIELD(TwoPlayerScore, name2),
                      CORE_FIELD(TwoPlayerScore, wins1), CORE_FIELD(TwoPlayerScore, wins2),
                      CORE_FIELD(TwoPlayerScore, draws)};
  }
  friend bool operator==(const TwoPlayerScore& lhs, const TwoPlayerScore& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<TwoPlayerScore>());

struct HighScores {
  std::vector<OnePlayerScore> onePlayer;  // sorted by level
  std::vector<TwoPlayerScore> twoPlayer;  // sorted by (name1, name2)
  uint32_t unk18 = 0;                     // header +0x18: kept as read (0 in a new table)
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(HighScores, onePlayer), CORE_FIELD(HighScores, twoPlayer),
                      CORE_FIELD(HighScores, unk18)};
  }
  friend bool operator==(const HighScores& lhs, const HighScores& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<HighScores>());

// A stored byte: (b ^ 0x5a) + "retufire"[offset & 7] (mod 256), and back.
uint8_t hsEncodeByte(uint8_t plain, size_t offset);
uint8_t hsDecodeByte(uint8_t stored, size_t offset);
// Whether stored bytes (the file's first ones) can be a high-score table: its magic "rfhs" at
// +4, or too short to tell. A file that is not one is never replaced nor moved aside.
bool hasHighScoresMagic(std::span<const uint8_t> stored);

// The stored (obfuscated) bytes of a table.
std::vector<uint8_t> serializeHighScores(const HighScores& table);
// Reads stored bytes; throws core::ParseError naming `file`, the offset and what was
// expected (size, magic, header and record sizes, counts vs size, NUL-terminated names).
HighScores parseHighScores(std::span<const uint8_t> stored, const std::string& file);

// What one game did to the table.
enum class ScoreChange : uint8_t {
  None = 0,      // nothing recorded (1 player lost, or not faster than the record)
  Added = 1,     // a new 1-player record / a new 2-player pair
  Replaced = 2,  // a 1-player record beaten by a faster time
  Counted = 3,   // an existing 2-player pair's counter
};

// RecordHighScore 0x42d8b0, 1 player (only a win of side 0 is recorded): the (level, map)
// record is replaced only by a faster time; a new one is inserted after the records of
// lower or equal level. Names are cut to 32 characters.
ScoreChange recordOnePlayer(HighScores& table, uint16_t level, std::string_view map, std::string_view player,
                            uint32_t ms);
// RecordHighScore 0x42d8b0, 2 players: the names in strcmp order (the winner index flips
// with them); winner 0 / 1 counts a win of name1 / name2 as given, -1 a draw. A new pair is
// inserted in name order.
ScoreChange recordTwoPlayer(HighScores& table, std::string_view name1, std::string_view name2, int32_t winner);

// A finished game as RecordHighScore sees it.
struct GameResult {
  int players = 1;
  int32_t winner = -1;     // EndGame's team, -1 none
  uint16_t level = kHsCustomMap;
  std::string map;         // the map's base name
  std::string name1;       // the player (1P) / player 1
  std::string name2;       // player 2 (2P)
  uint32_t ms = 0;         // the game clock stop
};
ScoreChange recordHighScore(HighScores& table, const GameResult& game);

// The level word of a map file: nnn for RFMAPnnn.RFM (any case, any folder) with nnn in
// 1..100, else 0x7f. And the stored map name: the file name without folder or extension,
// cut to 32 characters.
uint16_t highScoreLevel(std::string_view mapPath);
std::string highScoreMapName(std::string_view mapPath);

}  // namespace rf
