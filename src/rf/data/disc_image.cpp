// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/disc_image.hpp"

#include <cdio/cdio.h>
#include <cdio/iso9660.h>
#include <cdio/logging.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <vector>

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

// --- discImageShortfall: is the image whole? (kept apart from the reader above) ---
namespace {

constexpr uint64_t kPvdSector = 16;  // the primary volume descriptor (ISO 9660)

// Up to `n` bytes of `file` from `offset` (fewer at its end).
std::vector<uint8_t> readAt(const std::string& file, uint64_t offset, size_t n) {
  std::ifstream in(file, std::ios::binary);
  std::vector<uint8_t> buf(n);
  if (!in) return {};
  in.seekg(static_cast<std::streamoff>(offset));
  if (!in) return {};
  in.read(reinterpret_cast<char*>(buf.data()), static_cast<std::streamsize>(n));
  buf.resize(static_cast<size_t>(std::max<std::streamsize>(in.gcount(), 0)));
  return buf;
}

uint64_t fileSize(const std::string& file) {
  std::error_code ec;
  const auto n = fs::file_size(file, ec);
  return ec ? 0 : static_cast<uint64_t>(n);
}

// The volume's size in bytes from a primary volume descriptor (2048 bytes): the volume space
// size (+80, LE) x the logical block size (+128, LE); 0 when it is no descriptor.
uint64_t volumeBytes(const std::vector<uint8_t>& pvd) {
  if (pvd.size() < 132 || pvd[0] != 1 || std::string(pvd.begin() + 1, pvd.begin() + 6) != "CD001") return 0;
  const uint64_t sectors = static_cast<uint64_t>(pvd[80]) | static_cast<uint64_t>(pvd[81]) << 8 |
                           static_cast<uint64_t>(pvd[82]) << 16 | static_cast<uint64_t>(pvd[83]) << 24;
  const uint64_t block = static_cast<uint64_t>(pvd[128]) | static_cast<uint64_t>(pvd[129]) << 8;
  return sectors * block;
}

std::string bytesShort(uint64_t want, uint64_t have) {
  return std::to_string(want) + " bytes, the file has " + std::to_string(have) + " (" +
         std::to_string(want - have) + " bytes missing)";
}

std::string isoShortfall(const std::string& iso) {
  const uint64_t have = fileSize(iso);
  const std::vector<uint8_t> pvd = readAt(iso, kPvdSector * kBlock, kBlock);
  if (pvd.size() < kBlock) {
    return iso + ": cut short: " + std::to_string(have) + " bytes end before the volume descriptor at byte " +
           std::to_string(kPvdSector * kBlock);
  }
  const uint64_t want = volumeBytes(pvd);
  if (want > have) return iso + ": cut short: the ISO 9660 volume is " + bytesShort(want, have);
  return "";
}

struct CueTrack {
  int number = 0;
  std::string mode;      // "MODE1/2352", "MODE2/2352", "AUDIO", ...
  uint64_t sector = 0;   // bytes a sector
  uint64_t start = 0;    // INDEX 01, in sectors
};

uint64_t sectorBytes(const std::string& mode) {
  const size_t slash = mode.find('/');
  if (slash != std::string::npos) {
    try {
      return std::stoull(mode.substr(slash + 1));
    } catch (const std::exception&) {
      return 0;
    }
  }
  return mode == "AUDIO" ? 2352 : 0;
}

// The header bytes before a raw sector's 2048 bytes of data.
uint64_t dataOffset(const CueTrack& t) {
  if (t.sector == 2048) return 0;
  return t.mode.rfind("MODE2", 0) == 0 ? 24 : 16;
}

std::string cueShortfall(const std::string& cue) {
  std::ifstream in(cue);
  if (!in) return "";
  // the tracks of each FILE
  std::vector<std::pair<std::string, std::vector<CueTrack>>> files;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream ls(line);
    std::string word;
    ls >> word;
    word = core::asciiUpper(word);
    if (word == "FILE") {
      const size_t q0 = line.find('"');
      const size_t q1 = q0 == std::string::npos ? q0 : line.find('"', q0 + 1);
      std::string name;
      if (q1 != std::string::npos) {
        name = line.substr(q0 + 1, q1 - q0 - 1);
      } else {
        ls >> name;
      }
      files.emplace_back((fs::path(cue).parent_path() / name).string(), std::vector<CueTrack>{});
    } else if (word == "TRACK" && !files.empty()) {
      CueTrack t;
      ls >> t.number >> t.mode;
      t.mode = core::asciiUpper(t.mode);
      t.sector = sectorBytes(t.mode);
      files.back().second.push_back(t);
    } else if (word == "INDEX" && !files.empty() && !files.back().second.empty()) {
      int index = -1;
      std::string at;
      ls >> index >> at;
      unsigned mm = 0, ss = 0, ff = 0;
      if (index == 1 && std::sscanf(at.c_str(), "%u:%u:%u", &mm, &ss, &ff) == 3) {
        files.back().second.back().start = (static_cast<uint64_t>(mm) * 60 + ss) * 75 + ff;
      }
    }
  }
  for (const auto& [bin, tracks] : files) {
    const uint64_t have = fileSize(bin);
    for (size_t i = 0; i < tracks.size(); ++i) {
      const CueTrack& t = tracks[i];
      if (t.sector == 0) continue;
      const uint64_t from = t.start * t.sector;
      if (from + t.sector > have) {
        return bin + ": cut short: track " + std::to_string(t.number) + " (" + t.mode + ") of " +
               fs::path(cue).filename().string() + " starts at byte " + std::to_string(from) +
               ", the file has " + std::to_string(have) + " bytes";
      }
      if (t.mode == "AUDIO") continue;
      // the data track's volume: its sectors must all be in the file
      const std::vector<uint8_t> pvd = readAt(bin, from + kPvdSector * t.sector + dataOffset(t), kBlock);
      const uint64_t volume = volumeBytes(pvd);
      if (volume == 0) continue;
      const uint64_t want = from + volume / kBlock * t.sector;
      if (want > have) {
        return bin + ": cut short: track " + std::to_string(t.number) + " (" + t.mode + ") of " +
               fs::path(cue).filename().string() + " holds an ISO 9660 volume of " +
               std::to_string(volume / kBlock) + " sectors, so the .bin needs " + bytesShort(want, have);
      }
    }
  }
  return "";
}

}  // namespace

std::string discImageShortfall(const std::string& path) {
  const std::string ext = core::asciiLower(fs::path(path).extension().string());
  if (ext == ".iso") return isoShortfall(path);
  if (ext == ".cue") return cueShortfall(path);
  if (ext == ".bin") return cueShortfall(fs::path(path).replace_extension(".cue").string());
  return "";
}

}  // namespace rf
