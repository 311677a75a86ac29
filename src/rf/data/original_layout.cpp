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

// The entries of a folder, sorted by name so the choice between "Worlds" and "WORLDS" on a
// case-sensitive file system is always the same. An unreadable folder lists as empty.
std::vector<fs::directory_entry> entries(const fs::path& dir) {
  std::vector<fs::directory_entry> out;
  std::error_code ec;
  fs::directory_iterator it(dir, ec);
  if (ec) return out;
  for (; it != fs::directory_iterator(); it.increment(ec)) {
    if (ec) break;
    out.push_back(*it);
  }
  std::sort(out.begin(), out.end(),
            [](const fs::directory_entry& a, const fs::directory_entry& b) { return a.path() < b.path(); });
  return out;
}

bool isDir(const fs::directory_entry& e) {
  std::error_code ec;
  return e.is_directory(ec);
}

bool isFile(const fs::directory_entry& e) {
  std::error_code ec;
  return e.is_regular_file(ec);
}

// The sub-folder of `dir` whose name equals `name` in any case.
std::optional<fs::path> childDir(const fs::path& dir, const std::string& name) {
  const std::string want = core::asciiLower(name);
  for (const auto& e : entries(dir)) {
    if (isDir(e) && core::asciiLower(e.path().filename().string()) == want) return e.path();
  }
  return std::nullopt;
}

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

fs::path worldsDir(const fs::path& dataDir) {
  std::error_code ec;
  if (!fs::is_directory(dataDir, ec)) {
    throw OriginalLayoutError(dataDir.string() + ": not a folder (" + kLayoutHint + ")");
  }
  auto worlds = childDir(dataDir, "WORLDS");
  if (!worlds) throw OriginalLayoutError(dataDir.string() + ": no WORLDS folder (" + kLayoutHint + ")");
  return *worlds;
}

// The maps of one player folder, LEVEL1..9 in order.
void collectMaps(const fs::path& playerDir, int players, std::vector<OriginalMap>& out) {
  std::vector<std::pair<int, fs::path>> levels;
  for (const auto& e : entries(playerDir)) {
    const int n = levelFolderNumber(e.path().filename().string());
    if (n > 0 && isDir(e)) levels.emplace_back(n, e.path());
  }
  std::stable_sort(levels.begin(), levels.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [level, dir] : levels) {
    for (const auto& e : entries(dir)) {
      const int n = mapFileNumber(e.path().filename().string());
      if (n > 0 && isFile(e)) out.push_back(OriginalMap{n, players, level, e.path()});
    }
  }
}

const char* playerFolder(int players) { return players == 1 ? "1PLAYER" : "2PLAYER"; }

}  // namespace

// The original starts from its default path table 0x451428 (Worlds\1Player\Level1\The
// Cakewalk.rfm ...); here a map is found by its number in the CD's folder layout.
OriginalMap findOriginalMap(const fs::path& dataDir, int number) {
  int players = 0;
  if (number >= kFirstOnePlayerMap && number <= kLastOnePlayerMap) players = 1;
  if (number >= kFirstTwoPlayerMap && number <= kLastTwoPlayerMap) players = 2;
  if (players == 0) {
    throw OriginalLayoutError("map " + std::to_string(number) +
                              " does not exist (expected 1..100 for one player or 101..204 for two)");
  }
  const fs::path worlds = worldsDir(dataDir);
  const auto playerDir = childDir(worlds, playerFolder(players));
  if (!playerDir) {
    throw OriginalLayoutError(worlds.string() + ": no " + playerFolder(players) + " folder (" + kLayoutHint +
                              ")");
  }
  std::vector<OriginalMap> maps;
  collectMaps(*playerDir, players, maps);
  for (const OriginalMap& m : maps) {
    if (m.number == number) return m;
  }
  throw OriginalLayoutError("map " + std::to_string(number) + " not found under " +
                            (*playerDir / "LEVEL1..9").string());
}

std::vector<OriginalMap> listOriginalMaps(const fs::path& dataDir) {
  const fs::path worlds = worldsDir(dataDir);
  std::vector<OriginalMap> maps;
  for (int players = 1; players <= 2; ++players) {
    if (auto dir = childDir(worlds, playerFolder(players))) collectMaps(*dir, players, maps);
  }
  std::sort(maps.begin(), maps.end(), [](const OriginalMap& a, const OriginalMap& b) {
    return std::tie(a.number, a.players, a.levelFolder, a.path) <
           std::tie(b.number, b.players, b.levelFolder, b.path);
  });
  return maps;
}

}  // namespace rf
