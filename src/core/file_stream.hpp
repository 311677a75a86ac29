// SPDX-License-Identifier: GPL-3.0-or-later
// A file written as it goes (a trace of any length in bounded memory) that appears only
// when it is complete: a buffered front of core::FileWriter (file_io.hpp), so it lands the
// way every file of ours does: a unique temporary in the target's folder, fsync, rename,
// fsync of the folder at commit(); destroyed before commit() it leaves the target as it was.
// A symlink is written through (the link stays), the mode is kept, a device or FIFO is
// written into (a FIFO nobody reads fails at once), /dev/stdout and /dev/fd/N write to this
// process's own descriptor, a folder or a read-only file is refused.
#pragma once

#include <string>
#include <string_view>

#include "core/file_io.hpp"

namespace core {

class StreamFile {
 public:
  // Opens the temporary (or the device). Throws std::runtime_error "PATH: ...". With a
  // check, a non-empty file of another kind is refused (FileWriter).
  explicit StreamFile(std::string path, const FormatCheck* check = nullptr);
  StreamFile(const StreamFile&) = delete;
  StreamFile& operator=(const StreamFile&) = delete;

  // Appends (buffered: at most kBuffer bytes are held). Throws std::runtime_error.
  void write(std::string_view bytes);
  // The whole file is written: flushed, synced, renamed over the target. Throws.
  void commit();

  const std::string& path() const { return path_; }
  bool committed() const { return committed_; }
  static constexpr size_t kBuffer = 1 << 16;

 private:
  void flush();

  std::string path_;  // as given (the messages name it)
  FileWriter file_;
  std::string buf_;
  bool committed_ = false;
};

}  // namespace core
