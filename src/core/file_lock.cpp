// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <stdexcept>
#include <string>
#include <thread>

#include "core/file_io.hpp"

namespace core {

std::filesystem::path lockFileFor(const std::filesystem::path& file) {
  std::filesystem::path p = finalTarget(file);
  p += ".lock";
  return p;
}

FileLock::FileLock(const std::filesystem::path& file, int waitMs) : lockFile_(lockFileFor(file)) {
  const std::string name = lockFile_.string();
  // O_NOFOLLOW: a planted link is not followed; O_NONBLOCK: a planted FIFO does not wait.
  fd_ = ::open(name.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0666);
  if (fd_ < 0) throw std::runtime_error(name + ": cannot lock: " + std::strerror(errno));
  struct stat st {};
  if (::fstat(fd_, &st) != 0 || !S_ISREG(st.st_mode)) {
    const std::string kind = fileKindName(st.st_mode);
    ::close(fd_);
    throw std::runtime_error(name + ": cannot lock: not a regular file (" + kind + ")");
  }
  // Polled, so a holder that never lets go is said rather than waited for forever.
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(waitMs);
  int pause = 1;
  while (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
    const int err = errno;
    if (err == EINTR) continue;
    if (err != EWOULDBLOCK || std::chrono::steady_clock::now() >= until) {
      ::close(fd_);
      throw std::runtime_error(
          name + (err == EWOULDBLOCK
                      ? ": still locked by another program after " + std::to_string(waitMs / 1000) + " s"
                      : ": cannot lock: " + std::string(std::strerror(err))));
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(pause));
    pause = pause < 16 ? pause * 2 : 16;
  }
}

FileLock::~FileLock() {
  if (fd_ >= 0) ::close(fd_);  // closing the descriptor releases the lock
}

}  // namespace core
