// SPDX-License-Identifier: GPL-3.0-or-later
// The player's progress in Return Fire: which maps were won and the best time on each
// (the title screen shows them). The original kept one registry record per map TITLE (the NAME chunk,
// DAT_00451320, used as the registry key by FUN_004146b0) with a CRC-16 (poly 0x8408,
// init 0xFFFF; FUN_00414990, rf-maps.md). We keep the same per-title records with the same
// CRC in one file (docs/rf-progress.md):
// $XDG_DATA_HOME/retrosim/rf_progress.bin (else $HOME/.local/share/retrosim/),
// RETROSIM_RF_PROGRESS overrides it. A record whose CRC does not match is dropped with a
// message (the others are kept); a file that does not parse is kept aside as *.corrupt-N.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rf {

// CRC-16 of FUN_00414990: reflected polynomial 0x8408, initial value 0xFFFF, no final xor
// (the notes give none; "123456789" -> 0x6f91, the CRC-16/MCRF4XX check value; X-25 would
// xor it with 0xffff).
uint16_t progressCrc16(std::span<const uint8_t> bytes);
uint16_t progressCrc16(std::string_view text);

inline constexpr std::string_view kProgressMagic = "rfpg";
inline constexpr uint16_t kProgressVersion = 1;
inline constexpr size_t kProgressHeaderSize = 8;     // magic, u16 version, u16 count
inline constexpr size_t kProgressRecordHeader = 4;   // u16 payload length, u16 CRC
inline constexpr size_t kProgressTitleMax = 255;     // the title's length is one byte
inline constexpr size_t kProgressPayloadFixed = 10;  // length byte, flags, u32 best, u16 wins, u16 games
inline constexpr uint8_t kProgressWon = 0x01;         // flags bit 0
inline constexpr uint8_t kProgressTwoPlayers = 0x02;  // flags bit 1: the 2-player mode's record; the other bits are 0

// One map's record in one mode: the progress is kept per mode, so that a 1-player win on a
// 2-player map does not show as won in the title's 2-player list.
struct MapProgress {
  std::string title;    // the map's NAME (the key with `players`), 1..255 bytes
  bool won = false;     // won at least once (1 player: side 0; 2 players: by either side)
  uint32_t bestMs = 0;  // the fastest win, game clock ms (0 = no win yet)
  uint16_t wins = 0;    // wins (saturating)
  uint16_t games = 0;   // finished games (saturating)
  uint8_t players = 1;  // the mode: 1 or 2 players
  friend bool operator==(const MapProgress&, const MapProgress&) = default;
};

struct Progress {
  std::vector<MapProgress> maps;  // in the order they were first recorded
  // The record of `title` in the mode of `players` (1 or 2), nullptr when there is none.
  const MapProgress* find(std::string_view title, int players = 1) const;
  friend bool operator==(const Progress&, const Progress&) = default;
};

// The bytes of the file (docs/rf-progress.md). Titles longer than 255 bytes are cut; an
// empty title throws std::invalid_argument.
std::vector<uint8_t> serializeProgress(const Progress& progress);

struct ProgressParse {
  Progress progress;
  // One line per dropped record: "FILE: offset 0x..: record 'TITLE': CRC 0x.... stored,
  // 0x.... computed; dropped" (and the later one of two records with the same title).
  std::vector<std::string> dropped;
};
// Reads the bytes; throws core::ParseError naming `file`, the offset and what was expected
// when the file does not have the format's shape (size, magic, version, a record running
// past the end, bytes after the last record, a record with a good CRC but a bad layout).
ProgressParse parseProgress(std::span<const uint8_t> bytes, const std::string& file);

// What one finished game changed.
struct ProgressChange {
  bool firstWin = false;  // the map had not been won before
  bool newBest = false;   // a win faster than the stored best (or the first win)
};
// Counts a finished game on the map `title` in the mode of `players` (1 or 2); a win with its
// game clock `ms`.
ProgressChange recordProgress(Progress& progress, std::string_view title, bool won, uint32_t ms, int players = 1);

// --- the file ---
inline constexpr const char* kProgressEnv = "RETROSIM_RF_PROGRESS";
inline constexpr const char* kProgressName = "rf_progress.bin";

// RETROSIM_RF_PROGRESS, else $XDG_DATA_HOME/retrosim/rf_progress.bin, else
// $HOME/.local/share/retrosim/rf_progress.bin. Throws std::runtime_error when none is set.
std::filesystem::path defaultProgressPath();

struct ProgressLoad {
  Progress progress;
  std::vector<std::string> messages;  // dropped records; the corrupt file kept aside
  std::filesystem::path keptAs;       // where a corrupt file went ("" when it parsed)
};
// A missing file is no progress; a file that does not parse is renamed to
// <name>.corrupt-<n> and no progress is returned with the message. Throws
// std::runtime_error when the file cannot be read or moved aside.
ProgressLoad loadProgress(const std::filesystem::path& file);
// Writes (creating the folder) with core::writeFileAtomic.
void saveProgress(const std::filesystem::path& file, const Progress& progress);
// load, recordProgress, save (always: the game count changes). `messages` gets the load's.
ProgressChange recordProgressInFile(const std::filesystem::path& file, std::string_view title, bool won, uint32_t ms,
                                    std::vector<std::string>& messages, int players = 1);

}  // namespace rf
