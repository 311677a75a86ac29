// SPDX-License-Identifier: GPL-3.0-or-later
// The user's maps folder (user_maps.hpp).
#include "app/user_maps.hpp"

#include <stdexcept>
#include <system_error>

#include "core/file_io.hpp"

namespace app {

namespace fs = std::filesystem;

fs::path userMapsDir(const EnvLookup& env) {
  // the base directory spec: a relative XDG_DATA_HOME is not set
  if (const fs::path x = env("XDG_DATA_HOME"); x.is_absolute()) return x / "retrosim" / "maps";
  if (const std::string h = env("HOME"); !h.empty()) return fs::path(h) / ".local" / "share" / "retrosim" / "maps";
  return {};
}

fs::path userMapsDir() {
  return userMapsDir(processEnv);
}

std::vector<fs::path> userMaps() {
  const fs::path d = userMapsDir();
  std::error_code ec;
  if (d.empty() || !fs::is_directory(d, ec)) return {};
  return filesWithExtension(d, ".rfm");
}

fs::path saveUserMap(const rf::RfmFile& map, const std::string& stem) {
  const fs::path d = userMapsDir();
  if (d.empty()) throw std::runtime_error("no folder for your maps: set XDG_DATA_HOME or HOME");
  const fs::path file = d / (stem + ".rfm");
  core::createParentFolder(file);
  rf::saveRfm(map, file.string());  // FileWriter: ".NAME.tmp-PID-..." beside it, then rename
  return file;
}

}  // namespace app
