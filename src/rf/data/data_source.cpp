// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/data_source.hpp"

#include <filesystem>

#include "core/ascii.hpp"

namespace rf {

std::string joinPath(const std::string& folder, const std::string& name) {
  return folder.empty() ? name : folder + "/" + name;
}

bool isDiscImagePath(const std::string& path) {
  const std::string ext = core::asciiLower(std::filesystem::path(path).extension().string());
  return ext == ".iso" || ext == ".cue" || ext == ".bin";
}

uint64_t DataSource::fileSize(const std::string& file) const {
  const size_t slash = file.rfind('/');
  const std::string folder = slash == std::string::npos ? "" : file.substr(0, slash);
  const std::string leaf = slash == std::string::npos ? file : file.substr(slash + 1);
  for (const DataEntry& e : list(folder)) {
    if (!e.folder && e.name == leaf) return e.size;
  }
  throw DataSourceError(display(file) + ": no such file");
}

std::optional<std::string> findEntry(const DataSource& src, const std::string& folder, std::string_view name,
                                     bool wantFolder) {
  const std::string want = core::asciiLower(name);
  for (const DataEntry& e : src.list(folder)) {
    if (e.folder == wantFolder && core::asciiLower(e.name) == want) return joinPath(folder, e.name);
  }
  return std::nullopt;
}

std::optional<std::string> findPath(const DataSource& src, const std::vector<std::string_view>& parts,
                                    bool lastIsFolder) {
  std::string at;
  for (size_t i = 0; i < parts.size(); ++i) {
    const bool folder = i + 1 < parts.size() || lastIsFolder;
    auto next = findEntry(src, at, parts[i], folder);
    if (!next) return std::nullopt;
    at = *next;
  }
  return at;
}

}  // namespace rf
