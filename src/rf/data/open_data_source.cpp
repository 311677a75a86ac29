// SPDX-License-Identifier: GPL-3.0-or-later
// openDataSource (data_source.hpp): a folder read through std::filesystem, or a disc image
// (disc_image.hpp). The one file that knows both kinds, so that data_source.cpp (the
// interface's helpers) and disc_image.cpp (which implements the interface) depend on
// data_source.hpp one way only.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <system_error>

#include "core/file_io.hpp"
#include "rf/data/data_source.hpp"
#include "rf/data/disc_image.hpp"

namespace rf {
namespace {

namespace fs = std::filesystem;

class FolderSource final : public DataSource {
 public:
  explicit FolderSource(std::string root) : root_(std::move(root)) {}
  const std::string& name() const override { return root_; }
  std::string_view kind() const override { return "folder"; }

  std::vector<DataEntry> list(const std::string& folder) const override {
    std::vector<DataEntry> out;
    std::error_code ec;
    fs::directory_iterator it(fs::path(root_) / folder, ec);
    if (ec) return out;
    for (; it != fs::directory_iterator(); it.increment(ec)) {
      if (ec) break;
      DataEntry e;
      e.name = it->path().filename().string();
      std::error_code ec2;
      e.folder = it->is_directory(ec2);
      if (!e.folder) {
        if (!it->is_regular_file(ec2)) continue;
        e.size = it->file_size(ec2);
      }
      out.push_back(std::move(e));
    }
    std::sort(out.begin(), out.end(), [](const DataEntry& a, const DataEntry& b) { return a.name < b.name; });
    return out;
  }

  std::vector<uint8_t> read(const std::string& file, uint64_t maxBytes) const override {
    try {
      return core::readFile((fs::path(root_) / file).string(),
                            core::FileCap{"file of the game data", maxBytes});
    } catch (const std::exception& e) {
      throw DataSourceError(e.what());
    }
  }

  std::vector<uint8_t> readRange(const std::string& file, uint64_t offset, uint64_t size) const override {
    const std::string path = (fs::path(root_) / file).string();
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) throw DataSourceError(path + ": not a regular file");
    const uint64_t total = fs::file_size(path, ec);
    if (ec) throw DataSourceError(path + ": cannot read its size (" + ec.message() + ")");
    if (offset >= total) return {};
    const uint64_t n = std::min(size, total - offset);
    std::ifstream in(path, std::ios::binary);
    std::vector<uint8_t> out(static_cast<size_t>(n));
    in.seekg(static_cast<std::streamoff>(offset));
    in.read(reinterpret_cast<char*>(out.data()), static_cast<std::streamsize>(n));
    if (!in || static_cast<uint64_t>(in.gcount()) != n) {
      throw DataSourceError(path + ": cannot read bytes " + std::to_string(offset) + ".." +
                            std::to_string(offset + n - 1));
    }
    return out;
  }

  std::string display(const std::string& file) const override { return (fs::path(root_) / file).string(); }

 private:
  std::string root_;
};

}  // namespace

std::unique_ptr<DataSource> openDataSource(const std::string& path) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) return std::make_unique<FolderSource>(path);
  if (!fs::exists(path, ec)) throw DataSourceError(path + ": no such folder or disc image");
  if (!isDiscImagePath(path)) {
    throw DataSourceError(path +
                          ": not a folder or a disc image (expected a folder, an .iso, a .cue or a .bin)");
  }
  return openDiscImage(path);
}

}  // namespace rf
