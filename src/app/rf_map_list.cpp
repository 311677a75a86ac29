// SPDX-License-Identifier: GPL-3.0-or-later
// The title's maps (rf_map_list.hpp).
#include "app/rf_map_list.hpp"

#include <exception>

#include "app/paths.hpp"
#include "rf/data/data_source.hpp"
#include "rf/data/original_layout.hpp"
#include "rf/data/rfm.hpp"

namespace app {

namespace fs = std::filesystem;

FlowMap describeMap(const fs::path& path, bool original) {
  std::vector<uint8_t> bytes = rf::readRfmBytes(path.string());
  FlowMap m = rf::front::describeMap(bytes, path, original);
  m.bytes = std::move(bytes);
  return m;
}

MapList listPlayMaps(const std::vector<fs::path>& bundled, const fs::path& dataDir) {
  MapList out;
  const auto add = [&](const fs::path& p, bool original) {
    try {
      out.maps.push_back(describeMap(p, original));
    } catch (const std::exception& e) {
      out.warnings.push_back(std::string(e.what()) + " (left out of the list)");
    }
  };
  for (const fs::path& p : bundled) add(p, false);
  if (!dataDir.empty() && rf::isDiscImagePath(dataDir.string())) {
    try {  // a disc image: its WORLDS/ maps, read into memory
      const auto src = rf::openDataSource(dataDir.string());
      for (const rf::OriginalMap& m : rf::listOriginalMaps(*src)) {
        try {
          std::vector<uint8_t> bytes = src->read(m.entry, 1u << 20);
          FlowMap f = rf::front::describeMap(bytes, m.path, true);
          f.bytes = std::move(bytes);
          out.maps.push_back(std::move(f));
        } catch (const std::exception& e) {
          out.warnings.push_back(std::string(e.what()) + " (left out of the list)");
        }
      }
    } catch (const std::exception& e) {
      out.warnings.push_back(e.what());
    }
  } else if (!dataDir.empty()) {
    std::error_code ec;
    if (!fs::is_directory(dataDir, ec)) {
      out.warnings.push_back(dataDir.string() + ": not a folder (--data: the original's folder with WORLDS/)");
    } else {
      const std::vector<fs::path> found = filesWithExtension(dataDir, ".rfm", &out.warnings);
      if (found.empty()) out.warnings.push_back(dataDir.string() + ": no .rfm maps under it");
      for (const fs::path& p : found) add(p, true);
    }
  }
  rf::front::sortTitleList(out.maps);
  return out;
}

}  // namespace app
