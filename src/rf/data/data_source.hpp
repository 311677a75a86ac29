// SPDX-License-Identifier: GPL-3.0-or-later
// Where the user's original game data is read from (ARCHITECTURE.md "Data"): a folder (the
// CD, mounted or copied) or a disc image (.iso; .cue + raw .bin), behind one interface.
// Paths inside a source are relative, '/'-separated, and are found without regard to case
// (a CD may be mounted with upper- or lower-case names; ISO 9660 ";1" versions are dropped).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace rf {

// A source that cannot be opened or read; one line naming the source (and the file).
class DataSourceError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct DataEntry {
  std::string name;  // as stored (an image's without its ";1")
  bool folder = false;
  uint64_t size = 0;  // bytes (files)
};

class DataSource {
 public:
  virtual ~DataSource() = default;
  // The folder or image path, for messages.
  virtual const std::string& name() const = 0;
  // "folder", "ISO image", "CD image (.cue/.bin)"
  virtual std::string_view kind() const = 0;
  // The entries of a folder ("" = the root), sorted by name; empty when it does not exist.
  virtual std::vector<DataEntry> list(const std::string& folder) const = 0;
  // The bytes of a file as found by find(); throws DataSourceError when it cannot be read or
  // is larger than maxBytes.
  virtual std::vector<uint8_t> read(const std::string& file, uint64_t maxBytes) const = 0;
  // `size` bytes of a file from byte `offset` (fewer at its end; none past it): what a
  // stream reads ahead (SOUND/SCORE.WAV is 223 MB: never read whole). Throws
  // DataSourceError naming the file and the range when it cannot be read.
  virtual std::vector<uint8_t> readRange(const std::string& file, uint64_t offset, uint64_t size) const = 0;
  // The size of a file in bytes; throws DataSourceError when there is no such file.
  uint64_t fileSize(const std::string& file) const;
  // A path for messages: "DIR/WORLDS/..." or "IMAGE:WORLDS/...".
  virtual std::string display(const std::string& file) const = 0;
};

// A folder, an .iso, a .cue or a .bin (its .cue beside it). Throws DataSourceError "PATH: ..."
// when it is none of them or cannot be opened. Defined in open_data_source.cpp, the one file
// that knows both kinds (disc_image.cpp implements this interface; this file never uses it).
std::unique_ptr<DataSource> openDataSource(const std::string& path);

// Whether a path names a disc image by its extension (.iso, .cue, .bin, any case).
bool isDiscImagePath(const std::string& path);

// The entry of `folder` named `name` in any case (a folder when wantFolder), as a path
// relative to the source; nullopt when there is none.
std::optional<std::string> findEntry(const DataSource& src, const std::string& folder, std::string_view name,
                                     bool wantFolder);
// A path of components found one by one ("WORLDS", "1PLAYER", ...); the last one a file
// unless lastIsFolder.
std::optional<std::string> findPath(const DataSource& src, const std::vector<std::string_view>& parts,
                                    bool lastIsFolder = false);

// "a/b" + "c" -> "a/b/c"; "" + "c" -> "c".
std::string joinPath(const std::string& folder, const std::string& name);

}  // namespace rf
