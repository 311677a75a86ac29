// SPDX-License-Identifier: GPL-3.0-or-later
// Finding the level maps on a user's copy of the original Return Fire CD (rf-maps.md):
// WORLDS/{1PLAYER,2PLAYER}/LEVELn/RFMAPnnn.RFM. Every path component is matched without
// regard to case, because the CD may be mounted with upper- or lower-case names.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "rf/data/data_source.hpp"

namespace rf {

// The data folder does not have the expected layout, or a map is missing. The message is
// one readable line naming the folder.
class OriginalLayoutError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

inline constexpr int kFirstOnePlayerMap = 1;    // RFMAP001
inline constexpr int kLastOnePlayerMap = 100;   // RFMAP100
inline constexpr int kFirstTwoPlayerMap = 101;  // RFMAP101
inline constexpr int kLastTwoPlayerMap = 204;   // RFMAP204

struct OriginalMap {
  int number = 0;              // nnn of RFMAPnnn.RFM
  int players = 0;             // 1 (found under 1PLAYER) or 2 (under 2PLAYER)
  int levelFolder = 0;         // n of LEVELn, 1..9
  std::filesystem::path path;  // with the names as they are on disk (a folder source), or the display path
  std::string entry;           // the path inside the data source (data_source.hpp)
};

// The map for `--level N`: 1..100 are searched under WORLDS/1PLAYER/LEVEL1..9, 101..204
// under WORLDS/2PLAYER/LEVEL1..9 (the first LEVELn folder, in order 1..9, that holds it).
// Throws OriginalLayoutError when N is out of range, the layout is missing or the map is
// not there.
OriginalMap findOriginalMap(const std::filesystem::path& dataDir, int number);

// Every RFMAPnnn.RFM under WORLDS/{1PLAYER,2PLAYER}/LEVEL1..9, sorted by number (then
// player folder, level folder, path). A file is listed with the folder it was found in even
// if its number belongs to the other player count. Throws OriginalLayoutError when DIR
// has no WORLDS folder; returns an empty list when WORLDS holds no maps.
std::vector<OriginalMap> listOriginalMaps(const std::filesystem::path& dataDir);

// The same on any data source (a folder or a disc image).
OriginalMap findOriginalMap(const DataSource& src, int number);
std::vector<OriginalMap> listOriginalMaps(const DataSource& src);

}  // namespace rf
