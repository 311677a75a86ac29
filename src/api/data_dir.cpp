// SPDX-License-Identifier: GPL-3.0-or-later
// Where the C API finds its data (the bundled maps, the views' art): the caller's folder,
// $RETROSIM_DATA_DIR, the one installed beside the library (or the Python module) that holds
// this code wherever the prefix went, the build's data folder, the configured prefix's: the
// first with rf/maps.
// A map argument is a file when one exists by that name, else a bundled map's name.
#include <dlfcn.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "api/api_game.hpp"
#include "view/rf_art.hpp"

namespace fs = std::filesystem;

extern "C" int rf_map_names(const char* dataDir, char* out, size_t capacity, size_t* needed) {
  if (needed != nullptr) *needed = 0;
  try {
    const fs::path maps = fs::path(api::findDataDir(dataDir)) / "rf" / "maps";
    std::vector<std::string> names;
    for (const fs::directory_entry& e : fs::directory_iterator(maps))
      if (e.path().extension() == ".rfm") names.push_back(e.path().stem().string());
    std::sort(names.begin(), names.end());
    std::string text;
    for (const std::string& n : names) text += (text.empty() ? "" : "\n") + n;
    if (needed != nullptr) *needed = text.size() + 1;
    if (out == nullptr || capacity < text.size() + 1) return RF_ERR_BUFFER;
    text.copy(out, text.size());
    out[text.size()] = '\0';
    return RF_OK;
  } catch (const std::exception&) {
    return RF_ERR_LOAD;
  }
}

namespace {

// The folder of the shared object this code is in (libretrosim_rf.so or the Python module).
fs::path ownFolder() {
  static const int anchor = 0;
  Dl_info info{};
  if (dladdr(&anchor, &info) == 0 || info.dli_fname == nullptr) return {};
  return fs::path(info.dli_fname).parent_path();
}

}  // namespace

namespace api {

std::string findDataDir(const char* given) {
  std::vector<fs::path> tried;
  if (given != nullptr && *given != '\0') {
    tried.emplace_back(given);
  } else {
    if (const char* env = std::getenv("RETROSIM_DATA_DIR"); env != nullptr && *env != '\0') tried.emplace_back(env);
    if (const fs::path own = ownFolder(); !own.empty()) {
      tried.push_back((own / RETROSIM_API_DATA_FROM_LIB).lexically_normal());
      tried.push_back((own / RETROSIM_API_DATA_FROM_PYTHON).lexically_normal());
    }
    tried.emplace_back(RETROSIM_API_BUILD_DATA_DIR);
    tried.emplace_back(RETROSIM_API_INSTALL_DATA_DIR);
  }
  std::string list;
  for (const fs::path& d : tried) {
    std::error_code ec;
    if (fs::is_directory(d / "rf" / "maps", ec)) {
      const std::string dir = d.string();
      // the views' terrain art: this data folder's (the process has one set; the first wins)
      static const bool artSet = [&dir] {
        view::setRfArtFinder([dir] { return fs::path(dir) / "rf" / "art"; });
        return true;
      }();
      (void)artSet;
      return dir;
    }
    list += (list.empty() ? "" : ", ") + d.string();
  }
  throw std::runtime_error("no retrosim data folder (one with rf/maps): tried " + list +
                           "; pass data_dir or set $RETROSIM_DATA_DIR");
}

std::string mapPath(const std::string& dataDir, const std::string& map) {
  std::error_code ec;
  if (fs::is_regular_file(map, ec)) return map;
  const fs::path bundled = fs::path(dataDir) / "rf" / "maps" / (map + ".rfm");
  if (fs::is_regular_file(bundled, ec)) return bundled.string();
  if (map.find('/') != std::string::npos || map.ends_with(".rfm"))
    throw std::runtime_error(map + ": no such map file");
  std::vector<std::string> found;
  for (const fs::directory_entry& e : fs::directory_iterator(fs::path(dataDir) / "rf" / "maps", ec))
    if (e.path().extension() == ".rfm") found.push_back(e.path().stem().string());
  std::sort(found.begin(), found.end());
  std::string names;
  for (const std::string& n : found) names += (names.empty() ? "" : ", ") + n;
  throw std::runtime_error("'" + map + "': not a map file nor a bundled map (" + names + ")");
}

}  // namespace api
