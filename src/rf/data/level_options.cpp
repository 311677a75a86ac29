// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/level_options.hpp"

#include <algorithm>

namespace rf {
namespace {

constexpr size_t slot(OptionSlot s) {
  return static_cast<size_t>(s);
}

// designed: the letter of each slot in the file-name tokens. The notes list A, H, J, T and M
// ("[A#H#J#T#M#]"); no letter is given for the enemy pool (VHCL +4), so it has none.
int slotOfLetter(char c) {
  switch (c) {
    case 'A':  // the ASV (the MSV of the descriptors)
    case 'a':
      return static_cast<int>(OptionSlot::Msv);
    case 'H':
    case 'h':
      return static_cast<int>(OptionSlot::Heli);
    case 'J':
    case 'j':
      return static_cast<int>(OptionSlot::Jeep);
    case 'T':
    case 't':
      return static_cast<int>(OptionSlot::Tank);
    case 'M':
    case 'm':
      return static_cast<int>(OptionSlot::Mines);
    default:
      return -1;
  }
}

bool isDigit(char c) {
  return c >= '0' && c <= '9';
}

}  // namespace

// FUN_004320c0 (one pass)
void applyOptionValues(OptionValues& slots, const OptionValues& values) {
  for (size_t i = 0; i < values.size(); ++i) {
    const uint8_t v = values[i];
    if (v == kOptionDefault) continue;
    // designed: "jeeps must not be 0": a 0 is refused like a mine count over 200, so the
    // slot keeps its value (the default 8). A level without jeeps could never be won.
    if (i == slot(OptionSlot::Jeep) && v == 0) continue;
    if (i == slot(OptionSlot::Mines) && v > kMaxRandomMines) continue;
    slots[i] = v;
  }
}

// designed: the exact token rules (the notes only say "[A#H#J#T#M#] tokens in the map path,
// the [ bracket part of the filename"):
//   - only the base name counts (after the last '/' or '\'), so folders named [..] do not;
//   - the tokens are the text after the first '[' up to the next ']' (to the end of the
//     name when there is none);
//   - a token is a letter A (ASV), H (heli), J (jeep), T (tank) or M (mines), either case,
//     followed directly by one or more decimal digits; any subset, in any order, with or
//     without separators; everything else is skipped;
//   - a value over 255 drops its token; a repeated letter: the last one counts;
//   - the values then go through the same rules as VHCL (255 = default, J0 and M201+ ignored).
OptionValues parseFileNameTokens(std::string_view fileName) {
  OptionValues out;
  out.fill(kOptionDefault);
  const size_t slash = fileName.find_last_of("/\\");
  const std::string_view base = slash == std::string_view::npos ? fileName : fileName.substr(slash + 1);
  const size_t open = base.find('[');
  if (open == std::string_view::npos) return out;
  std::string_view text = base.substr(open + 1);
  text = text.substr(0, text.find(']'));
  size_t i = 0;
  while (i < text.size()) {
    const int s = slotOfLetter(text[i]);
    ++i;
    if (s < 0 || i >= text.size() || !isDigit(text[i])) continue;
    uint32_t value = 0;
    while (i < text.size() && isDigit(text[i])) {
      value = std::min<uint32_t>(value * 10 + static_cast<uint32_t>(text[i] - '0'), 1000);
      ++i;
    }
    if (value <= 0xFF) out[static_cast<size_t>(s)] = static_cast<uint8_t>(value);
  }
  return out;
}

int levelIndexFromLevl(std::optional<uint32_t> levl) {
  if (!levl) return 0;  // designed: a map without LEVL plays as level 1
  const int64_t index = static_cast<int64_t>(*levl) - 1;
  return static_cast<int>(std::clamp<int64_t>(index, 0, kMaxLevelIndex));
}

// FUN_004320c0 (both calls, the file-name tokens, and the automatic values)
//
// The automatic values are resolved with the map's own level index. The notes list
// FUN_004320c0 before LEVL is read, yet the enemy pool's level table and the drone notes
// ("level 1-3 have none") use the loaded level, so the lookup happens once the level is
// known.
//
// Random mines with VHCL +5 = 0xFF, 1 player: "level*4 mines when level index > 5"
// (rf-maps.md), where rf-maps.md defines the level index as DAT_00443868 = LEVL - 1 (0..8).
// One reading everywhere: that index is the original's `level`, the same variable that
// indexes the enemy pool table 0x443880 ("level 1-3 have none": LEVL 1-3 = index 0-2) and
// the win movie table 0x4559e0 (end_game.cpp). So index 6, 7, 8 (LEVL 7, 8, 9) get 24, 28,
// 32 mines and LEVL 1-6 none; §10's "level*4 on 1-player levels 6-9" names the values of that
// index above 5 (9 is the tenth movie-table entry, which the clamp to 8 never reaches).
LevelOptions resolveLevelOptions(const std::optional<Vhcl>& vhcl, std::string_view fileName, int levelIndex,
                                 int players) {
  OptionValues slots = kDefaultOptionValues;
  if (vhcl) {
    OptionValues fromChunk{};
    std::copy_n(vhcl->raw.begin(), kOptionSlots, fromChunk.begin());
    applyOptionValues(slots, fromChunk);
  }
  applyOptionValues(slots, parseFileNameTokens(fileName));

  LevelOptions o;
  o.levelIndex = std::clamp(levelIndex, 0, kMaxLevelIndex);
  o.players = players;
  o.stock[VehicleType::Msv] = slots[slot(OptionSlot::Msv)];
  o.stock[VehicleType::Heli] = slots[slot(OptionSlot::Heli)];
  o.stock[VehicleType::Jeep] = slots[slot(OptionSlot::Jeep)];
  o.stock[VehicleType::Tank] = slots[slot(OptionSlot::Tank)];
  const uint8_t pool = slots[slot(OptionSlot::EnemyPool)];
  o.enemyPool = pool != kOptionDefault ? pool : kEnemyPoolByLevel[static_cast<size_t>(o.levelIndex)];
  const uint8_t mines = slots[slot(OptionSlot::Mines)];
  if (mines != kOptionDefault) {
    o.randomMines = mines;
  } else if (players == 1 && o.levelIndex > kRandomMinesAboveLevel) {
    o.randomMines = static_cast<uint8_t>(o.levelIndex * kRandomMinesPerLevel);
  } else {
    o.randomMines = 0;
  }
  return o;
}

}  // namespace rf
