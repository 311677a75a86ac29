// SPDX-License-Identifier: GPL-3.0-or-later
// An advisory lock around a read-modify-write of a file we own (the high scores, the
// progress): held across the load, the change and the save, so concurrent writers all land.
#pragma once

#include <filesystem>

namespace core {

// flock(LOCK_EX) on "<final target>.lock", beside the file (a link's target is locked, so two
// links to one file share the lock). The lock file is created when missing and never removed
// nor renamed: the store itself is replaced by rename at every save, so a lock on it (or on a
// lock file that comes and goes) would let two writers each hold "the" lock at once. Waits
// for another holder up to `waitMs`, then throws std::runtime_error "LOCK: still locked by
// another program after N s"; any other failure throws "LOCK: cannot lock: <reason>".
class FileLock {
 public:
  explicit FileLock(const std::filesystem::path& file, int waitMs = 30000);
  ~FileLock();
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;

  const std::filesystem::path& lockFile() const { return lockFile_; }

 private:
  std::filesystem::path lockFile_;
  int fd_ = -1;
};

// "<final target>.lock" for `file`.
std::filesystem::path lockFileFor(const std::filesystem::path& file);

}  // namespace core
