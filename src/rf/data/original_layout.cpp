// SPDX-License-Identifier: GPL-3.0-or-later
// Locating RFMAPnnn.RFM files on the original CD layout, names matched without case.
#include "rf/data/original_layout.hpp"

#include <algorithm>
#include <optional>
#include <system_error>
#include <tuple>

#include "core/ascii.hpp"

namespace rf {

namespace fs = std::filesystem;

namespace {

constexpr const char* kLayoutHint = "expected the Return Fire CD layout WORLDS/1PLAYER/LEVELn/RFMAPnnn.RFM";

// "level3" -> 3; 0 for anything that is not LEVEL followed by one digit 1..9.
int levelFolderNumber(const std::string& name) {
  const std::string s = core::asciiLower(name);
  if (s.size() != 6 || s.compare(0, 5, "level") != 0) return 0;
  return (s[5] >= '1' && s[5] <= '9') ? s[5] - '0' : 0;
}

// "rfmap057.rfm" -> 57; 0 for any other name.
int mapFileNumber(const std::string& name) {
  const std::string s = core::asciiLower(name);
  if (s.size() != 12 || s.compare(0, 5, "rfmap") != 0 || s.compare(8, 4, ".rfm") != 0) return 0;
  int n = 0;
  for (size_t i = 5; i < 8; ++i) {
    if (s[i] < '0' || s[i] > '9') return 0;
    n = n * 10 + (s[i] - '0');
  }
  return n;
}

std::string worldsDir(const DataSource& src) {
  auto worlds = findEntry(src, "", "WORLDS", true);
  if (!worlds) throw OriginalLayoutError(src.name() + ": no WORLDS folder (" + kLayoutHint + ")");
  return *worlds;
}

// The maps of one player folder, LEVEL1..9 in order.
void collectMaps(const DataSource& src, const std::string& playerDir, int players,
                 std::vector<OriginalMap>& out) {
  std::vector<std::pair<int, std::string>> levels;
  for (const DataEntry& e : src.list(playerDir)) {
    const int n = levelFolderNumber(e.name);
    if (n > 0 && e.folder) levels.emplace_back(n, joinPath(playerDir, e.name));
  }
  std::stable_sort(levels.begin(), levels.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [level, dir] : levels) {
    for (const DataEntry& e : src.list(dir)) {
      const int n = mapFileNumber(e.name);
      if (n > 0 && !e.folder) {
        const std::string entry = joinPath(dir, e.name);
        out.push_back(OriginalMap{n, players, level, src.display(entry), entry});
      }
    }
  }
}

const char* playerFolder(int players) {
  return players == 1 ? "1PLAYER" : "2PLAYER";
}

// 1 or 2 by the map number; throws for a number that is neither.
int playersOfMap(int number) {
  if (number >= kFirstOnePlayerMap && number <= kLastOnePlayerMap) return 1;
  if (number >= kFirstTwoPlayerMap && number <= kLastTwoPlayerMap) return 2;
  throw OriginalLayoutError("map " + std::to_string(number) +
                            " does not exist (expected 1..100 for one player or 101..204 for two)");
}

std::unique_ptr<DataSource> folderOf(const fs::path& dataDir) {
  std::error_code ec;
  if (!fs::is_directory(dataDir, ec)) {
    throw OriginalLayoutError(dataDir.string() + ": not a folder (" + kLayoutHint + ")");
  }
  return openDataSource(dataDir.string());
}

}  // namespace

// The original starts from its default path table 0x451428 (Worlds\1Player\Level1\The
// Cakewalk.rfm ...); here a map is found by its number in the CD's folder layout.
OriginalMap findOriginalMap(const DataSource& src, int number) {
  const int players = playersOfMap(number);
  const std::string worlds = worldsDir(src);
  const auto playerDir = findEntry(src, worlds, playerFolder(players), true);
  if (!playerDir) {
    throw OriginalLayoutError(src.display(worlds) + ": no " + playerFolder(players) + " folder (" +
                              kLayoutHint + ")");
  }
  std::vector<OriginalMap> maps;
  collectMaps(src, *playerDir, players, maps);
  for (const OriginalMap& m : maps) {
    if (m.number == number) return m;
  }
  throw OriginalLayoutError("map " + std::to_string(number) + " not found under " +
                            src.display(joinPath(*playerDir, "LEVEL1..9")));
}

std::vector<OriginalMap> listOriginalMaps(const DataSource& src) {
  const std::string worlds = worldsDir(src);
  std::vector<OriginalMap> maps;
  for (int players = 1; players <= 2; ++players) {
    if (auto dir = findEntry(src, worlds, playerFolder(players), true)) collectMaps(src, *dir, players, maps);
  }
  std::sort(maps.begin(), maps.end(), [](const OriginalMap& a, const OriginalMap& b) {
    return std::tie(a.number, a.players, a.levelFolder, a.path) <
           std::tie(b.number, b.players, b.levelFolder, b.path);
  });
  return maps;
}

OriginalMap findOriginalMap(const fs::path& dataDir, int number) {
  (void)playersOfMap(number);
  return findOriginalMap(*folderOf(dataDir), number);
}

std::vector<OriginalMap> listOriginalMaps(const fs::path& dataDir) {
  return listOriginalMaps(*folderOf(dataDir));
}

}  // namespace rf
