// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/disc_image.hpp"

#include <cdio/cdio.h>
#include <cdio/logging.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <vector>

#include "core/ascii.hpp"
#include "core/file_io.hpp"
#include "core/text.hpp"

namespace rf {
namespace {

namespace fs = std::filesystem;

constexpr uint32_t kBlock = 2048;        // an ISO 9660 logical sector
constexpr uint32_t kFirstDescriptor = 16;  // the volume descriptors start at sector 16 (ECMA-119 8.1)
// designed: a dual-layer DVD's 8.5 GB; any CD image (at most ~900 MB raw) passes, a file
// that cannot be one (a 2 GB .cue, /dev/zero) is refused by the file layer before libcdio.
constexpr uint64_t kMaxImageBytes = 9'000'000'000ull;
// designed: a .cue sheet of 99 tracks is a few KB; a larger one is not a cue sheet.
constexpr uint64_t kMaxCueBytes = 64 * 1024;
// designed: the CD's largest folder (WORLDS/1PLAYER/LEVEL*, 12 maps) is one sector; 4 MiB is
// ~100,000 entries: a directory claiming more is damaged, and never allocated.
constexpr uint64_t kMaxDirBytes = 4 * 1024 * 1024;
constexpr uint32_t kMaxVolumeDescriptors = 64;  // designed: real discs have 2-4

// libcdio reports through a log handler (stderr by default); the reasons go into our one
// error line instead.
void quietLog(cdio_log_level_t, const char*) {}

uint32_t le32(const uint8_t* p) {
  return uint32_t{p[0]} | uint32_t{p[1]} << 8 | uint32_t{p[2]} << 16 | uint32_t{p[3]} << 24;
}

// "RFIRE.BIN;1" -> "RFIRE.BIN"; "NAME." -> "NAME".
std::string plainName(std::string s) {
  if (auto semi = s.rfind(';'); semi != std::string::npos) s.erase(semi);
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s;
}

// Where a directory or a file lies in the image.
struct Extent {
  uint32_t sector = 0;
  uint64_t bytes = 0;
  uint64_t blocks() const { return (bytes + kBlock - 1) / kBlock; }
};

struct IsoEntry {
  DataEntry entry;
  Extent at;
};

// The image's 2048-byte sectors, whatever holds them.
class Sectors {
 public:
  virtual ~Sectors() = default;
  virtual uint64_t count() const = 0;
  // `blocks` sectors from `first` (already checked to lie inside count()).
  virtual bool read(uint8_t* buf, uint32_t first, uint32_t blocks) const = 0;
};

// An .iso: the file itself, read with pread (opened once, after the file layer's checks).
class IsoSectors final : public Sectors {
 public:
  IsoSectors(int fd, uint64_t bytes) : fd_(fd), count_(bytes / kBlock) {}
  ~IsoSectors() override { ::close(fd_); }
  IsoSectors(const IsoSectors&) = delete;
  IsoSectors& operator=(const IsoSectors&) = delete;
  uint64_t count() const override { return count_; }
  bool read(uint8_t* buf, uint32_t first, uint32_t blocks) const override {
    size_t done = 0;
    const size_t want = size_t{blocks} * kBlock;
    const off_t at = static_cast<off_t>(uint64_t{first} * kBlock);
    while (done < want) {
      const ssize_t n = ::pread(fd_, buf + done, want - done, at + static_cast<off_t>(done));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return false;
      done += static_cast<size_t>(n);
    }
    return true;
  }

 private:
  int fd_;
  uint64_t count_;
};

// A .cue and its raw .bin (MODE1/2352, MODE2/2352 form 1): libcdio's cue reader.
class CueSectors final : public Sectors {
 public:
  explicit CueSectors(CdIo_t* cd) : cd_(cd) {
    const lsn_t last = cdio_get_disc_last_lsn(cd_);
    count_ = last == CDIO_INVALID_LSN || last < 0 ? 0 : static_cast<uint64_t>(last);
  }
  ~CueSectors() override { cdio_destroy(cd_); }
  CueSectors(const CueSectors&) = delete;
  CueSectors& operator=(const CueSectors&) = delete;
  uint64_t count() const override { return count_; }
  bool read(uint8_t* buf, uint32_t first, uint32_t blocks) const override {
    return cdio_read_data_sectors(cd_, buf, static_cast<lsn_t>(first), kBlock, blocks) == DRIVER_OP_SUCCESS;
  }

 private:
  CdIo_t* cd_;
  uint64_t count_ = 0;
};

// The ISO 9660 file system (ECMA-119 9.1 directory records) read by this file, so that every
// length and position is checked against the image: a damaged record is one line naming the
// image and the directory's sector, never a read past a buffer or an allocation it claims.
class DiscImage final : public DataSource {
 public:
  DiscImage(std::string path, std::string_view kind, std::unique_ptr<Sectors> sectors)
      : path_(std::move(path)), kind_(kind), sectors_(std::move(sectors)) {
    root_ = findRoot();
  }

  const std::string& name() const override { return path_; }
  std::string_view kind() const override { return kind_; }

  std::vector<DataEntry> list(const std::string& folder) const override {
    std::vector<DataEntry> out;
    for (IsoEntry& e : entries(folder)) out.push_back(std::move(e.entry));
    return out;
  }

  std::vector<uint8_t> read(const std::string& file, uint64_t maxBytes) const override {
    const IsoEntry e = findFile(file);
    if (e.entry.size > maxBytes) {
      throw DataSourceError(display(file) + ": expected at most " + std::to_string(maxBytes) + " bytes, found " +
                            std::to_string(e.entry.size));
    }
    return readRange(file, e, 0, e.entry.size);
  }

  std::vector<uint8_t> readRange(const std::string& file, uint64_t offset, uint64_t size) const override {
    return readRange(file, findFile(file), offset, size);
  }

  std::string display(const std::string& file) const override { return path_ + ":" + file; }

 private:
  IsoEntry findFile(const std::string& file) const {
    const size_t slash = file.rfind('/');
    const std::string folder = slash == std::string::npos ? "" : file.substr(0, slash);
    const std::string leaf = slash == std::string::npos ? file : file.substr(slash + 1);
    for (IsoEntry& e : entries(folder)) {
      if (!e.entry.folder && e.entry.name == leaf) return e;
    }
    throw DataSourceError(display(file) + ": no such file in the image");
  }

  std::vector<uint8_t> readRange(const std::string& file, const IsoEntry& e, uint64_t offset,
                                 uint64_t size) const {
    if (offset >= e.entry.size || size == 0) return {};
    const uint64_t n = std::min(size, e.entry.size - offset);
    // the sectors that hold [offset, offset + n): read whole, then cut (inside the image:
    // every entry's extent was checked when its directory was read)
    const uint64_t first = offset / kBlock;
    const uint64_t last = (offset + n - 1) / kBlock;
    const auto blocks = static_cast<uint32_t>(last - first + 1);
    const auto at = static_cast<uint32_t>(e.at.sector + first);
    std::vector<uint8_t> buf(size_t{blocks} * kBlock);
    if (!sectors_->read(buf.data(), at, blocks)) {
      throw DataSourceError(display(file) + ": cannot read sectors " + std::to_string(at) + ".." +
                            std::to_string(uint64_t{at} + blocks - 1) + " of the image");
    }
    const auto skip = static_cast<size_t>(offset - first * kBlock);
    if (skip == 0 && n == buf.size()) return buf;
    return std::vector<uint8_t>(buf.begin() + static_cast<std::ptrdiff_t>(skip),
                                buf.begin() + static_cast<std::ptrdiff_t>(skip + n));
  }

  [[noreturn]] void damaged(const std::string& dir, uint32_t sector, const std::string& why) const {
    throw DataSourceError(path_ + ": the directory " + dir + " (sector " + std::to_string(sector) +
                          ") is damaged: " + why);
  }

  // The primary volume descriptor's root directory record (ECMA-119 8.4.18).
  Extent findRoot() const {
    const std::string notIso = path_ + ": cannot read an ISO 9660 file system (expected " +
                               (kind_ == "ISO image" ? "an .iso of 2048-byte sectors" : "one on the CD image") +
                               ")";
    std::vector<uint8_t> sec(kBlock);
    for (uint32_t i = 0; i < kMaxVolumeDescriptors; ++i) {
      const uint32_t s = kFirstDescriptor + i;
      if (s >= sectors_->count() || !sectors_->read(sec.data(), s, 1)) break;
      if (std::memcmp(sec.data() + 1, "CD001", 5) != 0) break;
      if (sec[0] == 255) break;  // the set's terminator
      if (sec[0] != 1) continue;
      const uint8_t* rec = sec.data() + 156;
      Extent root{le32(rec + 2), le32(rec + 10)};
      checkExtent("/", s, "the root directory", root, true);
      return root;
    }
    throw DataSourceError(notIso);
  }

  void checkExtent(const std::string& dir, uint32_t sector, const std::string& what, const Extent& e,
                   bool folder) const {
    if (folder && (e.bytes == 0 || e.bytes > kMaxDirBytes)) {
      damaged(dir, sector, what + " claims " + std::to_string(e.bytes) + " bytes (expected 1.." +
                               std::to_string(kMaxDirBytes) + ")");
    }
    if (uint64_t{e.sector} + e.blocks() > sectors_->count()) {
      damaged(dir, sector, what + " at sector " + std::to_string(e.sector) + " claims " + std::to_string(e.bytes) +
                               " bytes, past the end of the image (" + std::to_string(sectors_->count()) +
                               " sectors)");
    }
  }

  // The records of one directory, each checked (ECMA-119 9.1: a record never crosses a
  // sector; a zero length pads to the next sector).
  std::vector<IsoEntry> readDir(const std::string& dir, const Extent& at) const {
    const auto blocks = static_cast<uint32_t>(at.blocks());
    std::vector<uint8_t> buf(size_t{blocks} * kBlock);
    if (!sectors_->read(buf.data(), at.sector, blocks)) damaged(dir, at.sector, "its sectors cannot be read");
    std::vector<IsoEntry> out;
    const auto end = static_cast<size_t>(at.bytes);
    size_t off = 0;
    while (off < end) {
      const size_t sectorEnd = std::min(end, (off / kBlock + 1) * kBlock);
      const uint8_t len = buf[off];
      if (len == 0) {
        off = sectorEnd;
        continue;
      }
      const std::string where = "the record at byte " + std::to_string(off);
      if (len < 34 || off + len > sectorEnd) {
        damaged(dir, at.sector, where + " is " + std::to_string(len) + " bytes long (expected 34.." +
                                    std::to_string(sectorEnd - off) + ")");
      }
      const uint8_t* rec = buf.data() + off;
      const uint8_t nameLen = rec[32];
      if (nameLen == 0 || 33u + nameLen > len) {
        damaged(dir, at.sector, where + " has a name of " + std::to_string(nameLen) + " bytes (expected 1.." +
                                    std::to_string(len - 33) + ")");
      }
      off += len;
      if (nameLen == 1 && (rec[33] == 0 || rec[33] == 1)) continue;  // "." and ".."
      std::string name = plainName(std::string(reinterpret_cast<const char*>(rec + 33), nameLen));
      if (name.empty() || name.find('/') != std::string::npos || name.find('\0') != std::string::npos) {
        damaged(dir, at.sector, where + " has the name " + core::quoted(name));
      }
      IsoEntry e;
      e.entry.folder = (rec[25] & 0x02) != 0;
      e.at = Extent{le32(rec + 2), le32(rec + 10)};
      e.entry.size = e.entry.folder ? 0 : e.at.bytes;
      checkExtent(dir, at.sector, (e.entry.folder ? "its folder " : "its file ") + core::printable(name), e.at,
                  e.entry.folder);
      e.entry.name = std::move(name);
      out.push_back(std::move(e));
    }
    std::sort(out.begin(), out.end(), [](const IsoEntry& a, const IsoEntry& b) { return a.entry.name < b.entry.name; });
    return out;
  }

  // The entries of a folder ("" = the root, "WORLDS/1PLAYER"), found from the root name by
  // name (any case); none when it does not exist.
  std::vector<IsoEntry> entries(const std::string& folder) const {
    Extent at = root_;
    std::string dir = "/";
    size_t start = 0;
    while (start < folder.size()) {
      size_t slash = folder.find('/', start);
      if (slash == std::string::npos) slash = folder.size();
      const std::string part = folder.substr(start, slash - start);
      start = slash + 1;
      if (part.empty()) continue;
      bool found = false;
      for (const IsoEntry& e : readDir(dir, at)) {
        if (e.entry.folder && core::asciiLower(e.entry.name) == core::asciiLower(part)) {
          at = e.at;
          dir += (dir.size() > 1 ? "/" : "") + e.entry.name;
          found = true;
          break;
        }
      }
      if (!found) return {};
    }
    return readDir(dir, at);
  }

  std::string path_;
  std::string_view kind_;
  std::unique_ptr<Sectors> sectors_;
  Extent root_;
};

// The file layer's checks, as one DataSourceError line.
uint64_t checkFile(const std::string& path, std::string_view what, uint64_t cap) {
  try {
    return core::checkReadableFile(path, core::FileCap{what, cap});
  } catch (const std::exception& e) {
    throw DataSourceError(e.what());
  }
}

// The files a .cue names (FILE "name" BINARY), each checked by the file layer before libcdio
// opens it: a FIFO, a device or a missing .bin is one line, never a wait.
void checkCueFiles(const std::string& cue) {
  std::vector<uint8_t> bytes;
  try {
    bytes = core::readFile(cue, core::FileCap{"a .cue sheet", kMaxCueBytes});
  } catch (const std::exception& e) {
    throw DataSourceError(e.what());
  }
  const std::string text(bytes.begin(), bytes.end());
  const fs::path dir = fs::path(cue).parent_path();
  size_t line = 0;
  for (size_t at = 0; at < text.size();) {
    size_t nl = text.find('\n', at);
    if (nl == std::string::npos) nl = text.size();
    std::string l = text.substr(at, nl - at);
    at = nl + 1;
    ++line;
    const size_t first = l.find_first_not_of(" \t");
    if (first == std::string::npos || core::asciiLower(l.substr(first, 5)) != "file ") continue;
    l = l.substr(first + 5);
    std::string name;
    if (const size_t q = l.find('"'); q != std::string::npos) {
      const size_t q2 = l.find('"', q + 1);
      if (q2 == std::string::npos) {
        throw DataSourceError(cue + ": line " + std::to_string(line) + ": a FILE name without its closing quote");
      }
      name = l.substr(q + 1, q2 - q - 1);
    } else {
      const size_t sp = l.find_first_of(" \t");
      name = l.substr(0, sp);
    }
    if (name.empty()) throw DataSourceError(cue + ": line " + std::to_string(line) + ": a FILE without a name");
    const fs::path bin = fs::path(name).is_absolute() ? fs::path(name) : dir / name;
    try {
      core::checkReadableFile(bin.string(), core::FileCap{"a raw CD image (.bin)", kMaxImageBytes});
    } catch (const std::exception& e) {
      throw DataSourceError(cue + ": line " + std::to_string(line) + ": " + e.what());
    }
  }
}

}  // namespace

std::unique_ptr<DataSource> openDiscImage(const std::string& path) {
  static std::once_flag quiet;
  std::call_once(quiet, [] { cdio_log_set_handler(&quietLog); });
  const std::string ext = core::asciiLower(fs::path(path).extension().string());
  if (ext == ".iso") {
    const uint64_t bytes = checkFile(path, "a disc image", kMaxImageBytes);
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    struct stat st {};
    if (fd < 0 || ::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
      const int err = errno;
      if (fd >= 0) ::close(fd);
      throw DataSourceError(path + ": cannot read: " + (fd < 0 ? std::strerror(err) : "not a regular file"));
    }
    return std::make_unique<DiscImage>(path, "ISO image", std::make_unique<IsoSectors>(fd, bytes));
  }
  // .cue, or a .bin with its .cue beside it
  std::string cue = path;
  if (ext == ".bin") {
    cue = fs::path(path).replace_extension(".cue").string();
    std::error_code ec;
    if (!fs::exists(cue, ec)) {
      throw DataSourceError(path + ": a raw .bin needs its .cue beside it (" + fs::path(cue).filename().string() +
                            ": not found)");
    }
  }
  checkCueFiles(cue);
  CdIo_t* cd = cdio_open_cue(cue.c_str());
  if (cd == nullptr) {
    throw DataSourceError(cue + ": cannot open the CD image (expected a .cue naming a MODE1/2352 or MODE2/2352 .bin)");
  }
  return std::make_unique<DiscImage>(cue, "CD image (.cue/.bin)", std::make_unique<CueSectors>(cd));
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
