#include "core/file_stream.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>

#include "core/text.hpp"

namespace core {
namespace {

namespace fs = std::filesystem;

// designed: more links in a row than this is a loop (the kernel's own limit is 40).
constexpr int kMaxLinks = 40;

// The file a write to `path` lands in: `path`, or the end of its chain of symlinks (which
// may not exist yet: a dangling link creates its target).
std::string resolveLinks(const std::string& path, int& err) {
  fs::path p = path;
  for (int hops = 0; hops <= kMaxLinks; ++hops) {
    struct stat st {};
    if (::lstat(p.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return p.string();
    std::error_code ec;
    const fs::path to = fs::read_symlink(p, ec);
    if (ec) {
      err = ec.value();
      return {};
    }
    p = to.is_absolute() ? to : p.parent_path() / to;
  }
  err = ELOOP;
  return {};
}

// The descriptor a path names when it is one of this process's own (/dev/stdout,
// /dev/stderr, /dev/fd/N, /proc/self/fd/N), else -1. Those are written through a copy of
// the descriptor: following the link would find the file the shell redirected to and
// replace it, and opening it anew would start at offset 0 over what was written before.
int ownDescriptor(const std::string& path) {
  if (path == "/dev/stdout") return 1;
  if (path == "/dev/stderr") return 2;
  for (const std::string_view prefix : {std::string_view("/dev/fd/"), std::string_view("/proc/self/fd/")}) {
    if (path.size() <= prefix.size() || path.compare(0, prefix.size(), prefix) != 0) continue;
    int fd = 0;
    for (size_t i = prefix.size(); i < path.size(); ++i) {
      if (path[i] < '0' || path[i] > '9' || fd > 100000) return -1;
      fd = fd * 10 + (path[i] - '0');
    }
    return fd;
  }
  return -1;
}

// The mode a new file gets: 0666 less the process's umask (as open(2) would give).
mode_t newFileMode() {
  const mode_t mask = ::umask(0);
  ::umask(mask);
  return static_cast<mode_t>(0666 & ~mask);
}

}  // namespace

StreamFile::StreamFile(std::string path) : path_(std::move(path)) {
  try {
    if (const int own = ownDescriptor(path_); own >= 0) {
      fd_ = ::fcntl(own, F_DUPFD_CLOEXEC, 0);
      if (fd_ < 0) fail("cannot write", errno);
      return;
    }
    int err = 0;
    target_ = resolveLinks(path_, err);
    if (target_.empty()) fail("cannot write", err != 0 ? err : ENOENT);
    struct stat st {};
    const bool exists = ::stat(target_.c_str(), &st) == 0;
    if (exists && S_ISDIR(st.st_mode)) fail("cannot write", EISDIR);
    if (exists && ::access(target_.c_str(), W_OK) != 0) fail("cannot write", errno);  // 0444 stays
    if (exists && !S_ISREG(st.st_mode)) {
      // a device or FIFO: written in place. O_NONBLOCK so a FIFO nobody reads fails (ENXIO)
      // instead of waiting for ever; the writes themselves then block as usual.
      fd_ = ::open(target_.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
      if (fd_ < 0) fail("cannot write", errno);
      const int flags = ::fcntl(fd_, F_GETFL);
      if (flags < 0 || ::fcntl(fd_, F_SETFL, flags & ~O_NONBLOCK) != 0) fail("cannot write", errno);
      return;
    }
    const fs::path target(target_);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    std::string pattern = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
    fd_ = ::mkostemp(pattern.data(), O_CLOEXEC);
    if (fd_ < 0) fail("cannot write", errno);
    tmp_ = pattern;
    if (::fchmod(fd_, exists ? (st.st_mode & 07777) : newFileMode()) != 0) fail("cannot write", errno);
    buf_.reserve(kBuffer);
  } catch (...) {  // no destructor runs after a throwing constructor
    if (fd_ >= 0) ::close(fd_);
    if (!tmp_.empty()) ::unlink(tmp_.c_str());
    throw;
  }
}

StreamFile::~StreamFile() {
  if (fd_ >= 0) ::close(fd_);
  if (!committed_ && !tmp_.empty()) ::unlink(tmp_.c_str());
}

void StreamFile::fail(const std::string& what, int err) {
  throw std::runtime_error(printable(path_, std::string::npos) + ": " + what + ": " + std::strerror(err));
}

void StreamFile::flush() {
  size_t done = 0;
  while (done < buf_.size()) {
    const ssize_t n = ::write(fd_, buf_.data() + done, buf_.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int err = n < 0 ? errno : EIO;
      buf_.clear();
      fail("cannot write", err);
    }
    done += static_cast<size_t>(n);
  }
  buf_.clear();
}

void StreamFile::write(std::string_view bytes) {
  if (committed_) throw std::logic_error("StreamFile::write after commit");
  if (buf_.size() + bytes.size() > kBuffer) flush();
  if (bytes.size() >= kBuffer) {
    buf_.assign(bytes);  // one large piece: written at once, not held
    flush();
    return;
  }
  buf_.append(bytes);
}

void StreamFile::commit() {
  if (committed_) return;
  flush();
  if (tmp_.empty()) {  // a device: nothing to rename
    const int fd = fd_;
    fd_ = -1;
    committed_ = true;
    if (::close(fd) != 0) fail("cannot write", errno);
    return;
  }
  if (::fsync(fd_) != 0) fail("cannot write", errno);
  const int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) fail("cannot write", errno);
  if (::rename(tmp_.c_str(), target_.c_str()) != 0) fail("cannot replace", errno);
  committed_ = true;
  const fs::path target(target_);
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {  // the rename is on the disk once the folder is; a folder that cannot be
    ::fsync(dfd);  // opened for it (no read right) has the file renamed all the same
    ::close(dfd);
  }
}

}  // namespace core
