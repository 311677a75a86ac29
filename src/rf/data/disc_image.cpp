// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/disc_image.hpp"

#include <cdio/cdio.h>
#include <cdio/iso9660.h>
#include <cdio/logging.h>

#include <algorithm>
#include <filesystem>
#include <mutex>

#include "core/ascii.hpp"

namespace rf {
namespace {

namespace fs = std::filesystem;

constexpr uint32_t kBlock = ISO_BLOCKSIZE;  // 2048

// libcdio reports through a log handler (stderr by default); the reasons go into our one
// error line instead.
void quietLog(cdio_log_level_t, const char*) {}

// "RFIRE.BIN;1" -> "RFIRE.BIN"; "NAME." -> "NAME".
std::string plainName(std::string s) {
  if (auto semi = s.rfind(';'); semi != std::string::npos) s.erase(semi);
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s;
}

struct IsoEntry {
  DataEntry entry;
  lsn_t lsn = 0;
};

class DiscImage final : public DataSource {
 public:
  DiscImage(std::string path, iso9660_t* iso, CdIo_t* cd) : path_(std::move(path)), iso_(iso), cd_(cd) {}
  ~DiscImage() override {
    if (iso_ != nullptr) iso9660_close(iso_);
    if (cd_ != nullptr) cdio_destroy(cd_);
  }
  DiscImage(const DiscImage&) = delete;
  DiscImage& operator=(const DiscImage&) = delete;

  const std::string& name() const override { return path_; }
  std::string_view kind() const override { return iso_ != nullptr ? "ISO image" : "CD image (.cue/.bin)"; }

  std::vector<DataEntry> list(const std::string& folder) const override {
    std::vector<DataEntry> out;
    for (IsoEntry& e : entries(folder)) out.push_back(std::move(e.entry));
    return out;
  }

  std::vector<uint8_t> read(const std::string& file, uint64_t maxBytes) const override {
    const size_t slash = file.rfind('/');
    const std::string folder = slash == std::string::npos ? "" : file.substr(0, slash);
    const std::string leaf = slash == std::string::npos ? file : file.substr(slash + 1);
    for (const IsoEntry& e : entries(folder)) {
      if (e.entry.folder || e.entry.name != leaf) continue;
      if (e.entry.size > maxBytes) {
        throw DataSourceError(display(file) + ": expected at most " + std::to_string(maxBytes) +
                              " bytes, found " + std::to_string(e.entry.size));
      }
      const uint64_t blocks = (e.entry.size + kBlock - 1) / kBlock;
      std::vector<uint8_t> buf(static_cast<size_t>(blocks * kBlock));
      if (blocks > 0 && !readBlocks(buf.data(), e.lsn, static_cast<uint32_t>(blocks))) {
        throw DataSourceError(display(file) + ": cannot read sectors " + std::to_string(e.lsn) + ".." +
                              std::to_string(e.lsn + static_cast<lsn_t>(blocks) - 1) + " of the image");
      }
      buf.resize(static_cast<size_t>(e.entry.size));
      return buf;
    }
    throw DataSourceError(display(file) + ": no such file in the image");
  }

  std::vector<uint8_t> readRange(const std::string& file, uint64_t offset, uint64_t size) const override {
    const size_t slash = file.rfind('/');
    const std::string folder = slash == std::string::npos ? "" : file.substr(0, slash);
    const std::string leaf = slash == std::string::npos ? file : file.substr(slash + 1);
    for (const IsoEntry& e : entries(folder)) {
      if (e.entry.folder || e.entry.name != leaf) continue;
      if (offset >= e.entry.size) return {};
      const uint64_t n = std::min(size, e.entry.size - offset);
      // the sectors that hold [offset, offset + n): read whole, then cut
      const uint64_t first = offset / kBlock;
      const uint64_t last = (offset + n - 1) / kBlock;
      const auto blocks = static_cast<uint32_t>(last - first + 1);
      std::vector<uint8_t> buf(static_cast<size_t>(blocks) * kBlock);
      const lsn_t at = e.lsn + static_cast<lsn_t>(first);
      if (!readBlocks(buf.data(), at, blocks)) {
        throw DataSourceError(display(file) + ": cannot read sectors " + std::to_string(at) + ".." +
                              std::to_string(at + static_cast<lsn_t>(blocks) - 1) + " of the image");
      }
      const size_t skip = static_cast<size_t>(offset - first * kBlock);
      return std::vector<uint8_t>(buf.begin() + static_cast<std::ptrdiff_t>(skip),
                                  buf.begin() + static_cast<std::ptrdiff_t>(skip + n));
    }
    throw DataSourceError(display(file) + ": no such file in the image");
  }

  std::string display(const std::string& file) const override { return path_ + ":" + file; }

 private:
  std::vector<IsoEntry> entries(const std::string& folder) const {
    std::vector<IsoEntry> out;
    const std::string at = "/" + folder;
    CdioList_t* list =
        iso_ != nullptr ? iso9660_ifs_readdir(iso_, at.c_str()) : iso9660_fs_readdir(cd_, at.c_str());
    if (list == nullptr) return out;
    for (CdioListNode_t* n = _cdio_list_begin(list); n != nullptr; n = _cdio_list_node_next(n)) {
      const auto* st = static_cast<const iso9660_stat_t*>(_cdio_list_node_data(n));
      std::string name = plainName(st->filename);
      if (name.empty() || name == "." || name == ".." || name[0] == '\1') continue;
      IsoEntry e;
      e.entry.name = std::move(name);
      e.entry.folder = st->type == iso9660_stat_s::_STAT_DIR;
      e.entry.size = st->size;
      e.lsn = st->lsn;
      out.push_back(std::move(e));
    }
    iso9660_filelist_free(list);
    std::sort(out.begin(), out.end(),
              [](const IsoEntry& a, const IsoEntry& b) { return a.entry.name < b.entry.name; });
    return out;
  }

  bool readBlocks(uint8_t* buf, lsn_t lsn, uint32_t blocks) const {
    if (iso_ != nullptr) {
      return iso9660_iso_seek_read(iso_, buf, lsn, static_cast<long>(blocks)) ==
             static_cast<long>(blocks) * static_cast<long>(kBlock);
    }
    return cdio_read_data_sectors(cd_, buf, lsn, kBlock, blocks) == DRIVER_OP_SUCCESS;
  }

  std::string path_;
  iso9660_t* iso_ = nullptr;
  CdIo_t* cd_ = nullptr;
};

}  // namespace

std::unique_ptr<DataSource> openDiscImage(const std::string& path) {
  static std::once_flag quiet;
  std::call_once(quiet, [] { cdio_log_set_handler(&quietLog); });
  const std::string ext = core::asciiLower(fs::path(path).extension().string());
  if (ext == ".iso") {
    iso9660_t* iso = iso9660_open_ext(path.c_str(), ISO_EXTENSION_ALL);
    if (iso == nullptr) {
      throw DataSourceError(path +
                            ": cannot read an ISO 9660 file system (expected an .iso of 2048-byte sectors)");
    }
    return std::make_unique<DiscImage>(path, iso, nullptr);
  }
  // .cue, or a .bin with its .cue beside it
  std::string cue = path;
  if (ext == ".bin") {
    cue = fs::path(path).replace_extension(".cue").string();
    std::error_code ec;
    if (!fs::exists(cue, ec)) {
      throw DataSourceError(path + ": a raw .bin needs its .cue beside it (" +
                            fs::path(cue).filename().string() + ": not found)");
    }
  }
  CdIo_t* cd = cdio_open_cue(cue.c_str());
  if (cd == nullptr) {
    throw DataSourceError(
        cue + ": cannot open the CD image (expected a .cue naming a MODE1/2352 or MODE2/2352 .bin)");
  }
  if (!iso9660_fs_read_superblock(cd, ISO_EXTENSION_ALL)) {
    cdio_destroy(cd);
    throw DataSourceError(cue + ": no ISO 9660 file system on the CD image");
  }
  return std::make_unique<DiscImage>(cue, nullptr, cd);
}

}  // namespace rf
