// SPDX-License-Identifier: GPL-3.0-or-later
// The one file layer every reader and writer of the program uses (the io library: never
// linked into a simulation). Files as careful databases write them (STYLE.md 16):
// - reads take regular files only (a FIFO, a device, a socket or a folder is refused at once,
//   by name) and never more than the format's cap (checked on the size before reading and
//   again while reading, so a file that grows cannot run the memory out);
// - writes go through a unique temporary file in the target's folder (O_EXCL, never a fixed
//   name, never through a planted link), fsync, rename, fsync of the folder; a symlink is
//   written through to its final target and kept; the target's mode is kept; a read-only file
//   is refused; a device, FIFO or the program's own descriptor (/dev/stdout) is written into
//   directly, never replaced.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// What a reader takes: the format's name for the message ("an RFM map") and its largest size.
struct FileCap {
  std::string_view what;
  uint64_t maxBytes;
};

// Reads the whole regular file; throws ParseError ("FILE: not a regular file (a FIFO)",
// "FILE: cannot read: <reason>", "FILE: expected an RFM map of at most N bytes, found M
// bytes") when it is not one, cannot be read or is larger than the cap.
std::vector<uint8_t> readFile(const std::string& path, FileCap cap);

// Checks, without reading it, that `path` (its links resolved: the file they end at) is a
// regular file of at most the cap and can be opened for reading; returns its size. Throws
// ParseError as readFile does. For a file another library reads by name (a disc image for
// libcdio): a FIFO, a device or a huge file is refused before the library sees it.
uint64_t checkReadableFile(const std::string& path, FileCap cap);

// "a FIFO", "a directory", "a character device", ... for a st_mode that is not a regular file.
std::string fileKindName(unsigned mode);

// Whether the bytes at the start of an existing file (up to 64) are of the format about to be
// written over it; a writer given one refuses to replace a non-empty file that is not.
struct FormatCheck {
  std::string_view what;  // "a high-score table"
  std::function<bool(std::span<const uint8_t> head)> isOurs;
};

// Where a write to `path` lands: a symlink's final target (resolved hop by hop, so a dangling
// link names the file it will create); `path` itself when it is no link.
std::filesystem::path finalTarget(const std::filesystem::path& path);

// A file written in pieces and put in place at commit() (the atomic writer above); destroyed
// without commit() it removes its temporary file and leaves the target as it was. Throws
// std::runtime_error "PATH: cannot write: <reason>" (or "PATH: not a regular file (a
// directory)", "PATH: cannot write: the file is read-only (mode 0444)", "PATH: refusing to
// replace it: not <what>") on any failure.
class FileWriter {
 public:
  explicit FileWriter(const std::string& path, const FormatCheck* check = nullptr);
  ~FileWriter();
  FileWriter(const FileWriter&) = delete;
  FileWriter& operator=(const FileWriter&) = delete;

  void write(std::span<const uint8_t> data);
  void write(std::string_view text);
  // fsync, rename over the target, fsync the folder (a device: nothing more to do).
  void commit();

 private:
  [[noreturn]] void fail(const std::string& why);
  std::string path_;              // as the caller named it (for messages)
  std::filesystem::path target_;  // the final target
  std::filesystem::path temp_;    // "" when writing into the target directly
  int fd_ = -1;
  bool ownFd_ = true;  // false for the program's own descriptor (/dev/stdout)
};

// Throws what a FileWriter(path, check) would refuse for, without writing anything (and
// "PATH: not a regular file (a FIFO)" for a device or FIFO, which a store never writes into):
// for a caller that takes a lock or makes a folder before it writes (the high scores), so
// that a refused target leaves nothing behind.
void checkReplaceable(const std::string& path, const FormatCheck* check);

// Removes the temporaries of `target` (".NAME.tmp-PID-...") left by a writer that died: at
// least an hour old and of a process that no longer exists. Returns how many. Every
// FileWriter does this before it writes.
int removeStaleTemporaries(const std::filesystem::path& target);

// Writes the whole file through a FileWriter.
void writeFileAtomic(const std::string& path, std::span<const uint8_t> data,
                     const FormatCheck* check = nullptr);
void writeFileAtomic(const std::string& path, std::string_view text, const FormatCheck* check = nullptr);
// Creates the file's folder (for a file we own in $XDG_DATA_HOME ...); nothing for a bare name.
void createParentFolder(const std::filesystem::path& file);
// writeFileAtomic after createParentFolder.
void writeFileAtomicInFolder(const std::filesystem::path& file, std::span<const uint8_t> data,
                             const FormatCheck* check = nullptr);

// A file of ours that does not parse is never overwritten: it is renamed FILE.corrupt-N
// (the first N from 1 not taken) and the new name returned. Throws std::runtime_error
// "<why>; cannot keep it aside as ...: <reason>" when it cannot be moved (it then stays).
std::filesystem::path keepCorruptFileAside(const std::filesystem::path& file, const std::string& why);
// The name keepCorruptFileAside would move the file to now.
std::filesystem::path corruptAsideName(const std::filesystem::path& file);

}  // namespace core
