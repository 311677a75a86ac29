// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file_io.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <random>
#include <stdexcept>
#include <system_error>

#include "core/bytes.hpp"

namespace core {

namespace fs = std::filesystem;

namespace {

std::string reason(int err) {
  return std::strerror(err);
}

// Closes a descriptor when it goes out of scope.
class Fd {
 public:
  explicit Fd(int fd) : fd_(fd) {}
  ~Fd() {
    if (fd_ >= 0) ::close(fd_);
  }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  int get() const { return fd_; }

 private:
  int fd_;
};

void checkCap(const std::string& path, FileCap cap, uint64_t size) {
  if (size > cap.maxBytes) {
    throw ParseError::ofFile(path, "expected " + std::string(cap.what) + " of at most " +
                                       std::to_string(cap.maxBytes) + " bytes, found " +
                                       std::to_string(size) + " bytes");
  }
}

// The regular file at `fd` (already opened) or the reason it is not one.
void checkRegular(const std::string& path, const struct stat& st) {
  if (!S_ISREG(st.st_mode))
    throw ParseError::ofFile(path, "not a regular file (" + fileKindName(st.st_mode) + ")");
}

// N when `p` names one of this program's open descriptors (/dev/fd/N, /proc/self/fd/N,
// /dev/stdout, /dev/stderr); -1 otherwise.
int ownDescriptor(const fs::path& p) {
  const std::string s = p.lexically_normal().string();
  if (s == "/dev/stdout") return 1;
  if (s == "/dev/stderr") return 2;
  const std::string pid = "/proc/" + std::to_string(::getpid()) + "/fd/";
  for (const std::string& prefix : {std::string("/dev/fd/"), std::string("/proc/self/fd/"), pid}) {
    if (s.rfind(prefix, 0) != 0 || s.size() == prefix.size() || s.size() > prefix.size() + 6) continue;
    const std::string digits = s.substr(prefix.size());
    if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) continue;
    const int fd = std::stoi(digits);
    if (::fcntl(fd, F_GETFD) != -1) return fd;
  }
  return -1;
}

std::string octalMode(unsigned mode) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "%04o", mode & 07777u);
  return buf;
}

// ".NAME.tmp-" for a target NAME: what every temporary of it starts with.
std::string tempPrefixFor(const fs::path& target) {
  return "." + target.filename().string() + ".tmp-";
}

// ".NAME.tmp-PID-XXXXXXXXXXXXXXXX" beside `target`, hidden (a leading dot): a name nobody
// chose before, and the writer's process, so that a later write knows a dead writer's leftover.
fs::path tempNameFor(const fs::path& target) {
  static std::random_device device;
  static std::mt19937_64 gen((uint64_t{device()} << 32) ^ device() ^ static_cast<uint64_t>(::getpid()));
  char suffix[40];
  std::snprintf(suffix, sizeof suffix, "%ld-%016llx", static_cast<long>(::getpid()),
                static_cast<unsigned long long>(gen()));
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  return dir / (tempPrefixFor(target) + suffix);
}

// designed: a temporary untouched for an hour whose writer is gone is a leftover (a writer
// killed by SIGKILL or a power cut); a live writer's, however old, is never touched.
constexpr time_t kStaleTempSeconds = 3600;

}  // namespace

int removeStaleTemporaries(const fs::path& target) {
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  const std::string prefix = tempPrefixFor(target);
  const time_t now = ::time(nullptr);
  int removed = 0;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.rfind(prefix, 0) != 0) continue;
    const size_t dash = name.find('-', prefix.size());
    if (dash == std::string::npos || dash == prefix.size() || dash - prefix.size() > 9) continue;
    const std::string digits = name.substr(prefix.size(), dash - prefix.size());
    if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) continue;
    const auto pid = static_cast<pid_t>(std::stol(digits));
    struct stat st {};
    if (::lstat(it->path().c_str(), &st) != 0 || !S_ISREG(st.st_mode)) continue;
    if (now - st.st_mtime < kStaleTempSeconds) continue;
    if (pid > 0 && (::kill(pid, 0) == 0 || errno != ESRCH)) continue;  // alive (or not ours to ask)
    if (::unlink(it->path().c_str()) == 0) ++removed;
  }
  return removed;
}

std::string fileKindName(unsigned mode) {
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISLNK(mode)) return "a symbolic link";
  return "not a file";
}

std::vector<uint8_t> readFile(const std::string& path, FileCap cap) {
  // stat first: a device is not even opened (opening some has effects), a FIFO never waits.
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) throw ParseError::ofFile(path, "cannot read: " + reason(errno));
  checkRegular(path, st);
  checkCap(path, cap, static_cast<uint64_t>(st.st_size));
  const Fd fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
  if (fd.get() < 0) throw ParseError::ofFile(path, "cannot read: " + reason(errno));
  if (::fstat(fd.get(), &st) != 0) throw ParseError::ofFile(path, "cannot read: " + reason(errno));
  checkRegular(path, st);  // swapped for something else between the stat and the open
  checkCap(path, cap, static_cast<uint64_t>(st.st_size));
  // Read until the end, never keeping more than cap + 1 bytes (a file that grows meanwhile).
  const uint64_t limit = cap.maxBytes + 1;
  std::vector<uint8_t> data(
      static_cast<size_t>(std::min<uint64_t>(static_cast<uint64_t>(st.st_size) + 1, limit)));
  size_t n = 0;
  for (;;) {
    if (n == data.size()) {
      if (n >= limit) {
        throw ParseError::ofFile(path, "expected " + std::string(cap.what) + " of at most " +
                                           std::to_string(cap.maxBytes) +
                                           " bytes, found more (the file grew while it was read)");
      }
      data.resize(static_cast<size_t>(std::min<uint64_t>(std::max<uint64_t>(n * 2, 65536), limit)));
    }
    const ssize_t got = ::read(fd.get(), data.data() + n, data.size() - n);
    if (got < 0) {
      if (errno == EINTR) continue;
      throw ParseError::ofFile(path, "cannot read: " + reason(errno));
    }
    if (got == 0) break;
    n += static_cast<size_t>(got);
  }
  data.resize(n);
  return data;
}

uint64_t checkReadableFile(const std::string& path, FileCap cap) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) throw ParseError::ofFile(path, "cannot read: " + reason(errno));
  checkRegular(path, st);
  checkCap(path, cap, static_cast<uint64_t>(st.st_size));
  const Fd fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
  if (fd.get() < 0) throw ParseError::ofFile(path, "cannot read: " + reason(errno));
  if (::fstat(fd.get(), &st) != 0) throw ParseError::ofFile(path, "cannot read: " + reason(errno));
  checkRegular(path, st);
  checkCap(path, cap, static_cast<uint64_t>(st.st_size));
  return static_cast<uint64_t>(st.st_size);
}

fs::path finalTarget(const fs::path& path) {
  fs::path p = path;
  for (int hop = 0; hop < 40; ++hop) {
    struct stat st {};
    if (::lstat(p.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return p;
    std::error_code ec;
    const fs::path to = fs::read_symlink(p, ec);
    if (ec) return p;
    p = to.is_absolute() ? to : p.parent_path() / to;
  }
  throw std::runtime_error(path.string() + ": cannot write: " + reason(ELOOP));
}

FileWriter::FileWriter(const std::string& path, const FormatCheck* check) : path_(path) {
  if (path.empty()) fail("cannot write: an empty file name");
  // The program's own descriptor (--trace /dev/stdout), by its name or a link's hop: written
  // into as it is.
  fs::path p = path;
  for (int hop = 0; hop < 40; ++hop) {
    if (const int own = ownDescriptor(p); own >= 0) {
      fd_ = own;
      ownFd_ = false;
      return;
    }
    struct stat link {};
    std::error_code ec;
    if (::lstat(p.c_str(), &link) != 0 || !S_ISLNK(link.st_mode)) break;
    const fs::path to = fs::read_symlink(p, ec);
    if (ec) break;
    p = to.is_absolute() ? to : p.parent_path() / to;
  }
  target_ = finalTarget(path);
  struct stat st {};
  bool exists = false;
  if (::stat(target_.c_str(), &st) == 0) {
    exists = true;
  } else if (errno != ENOENT) {
    fail("cannot write: " + reason(errno));
  }
  if (exists && S_ISDIR(st.st_mode)) fail("not a regular file (a directory)");
  if (exists && S_ISSOCK(st.st_mode)) fail("not a regular file (a socket)");
  if (exists && !S_ISREG(st.st_mode)) {  // a device or a FIFO: written into, never replaced
    const bool fifo = S_ISFIFO(st.st_mode);
    fd_ = ::open(target_.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC | (fifo ? O_NONBLOCK : 0));
    if (fd_ < 0)
      fail(fifo && errno == ENXIO ? "cannot write: a FIFO with no reader" : "cannot write: " + reason(errno));
    if (fifo) ::fcntl(fd_, F_SETFL, ::fcntl(fd_, F_GETFL) & ~O_NONBLOCK);
    return;
  }
  if (exists) {
    // rename() would replace the file whatever its mode: respect it as an open() would.
    if ((st.st_mode & 0222) == 0)
      fail("cannot write: the file is read-only (mode " + octalMode(st.st_mode) + ")");
    if (::access(target_.c_str(), W_OK) != 0) fail("cannot write: " + reason(errno));
    if (check != nullptr && st.st_size > 0) {
      const Fd in(::open(target_.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
      uint8_t head[64];
      const ssize_t got = in.get() < 0 ? -1 : ::read(in.get(), head, sizeof head);
      if (got > 0 && !check->isOurs(std::span<const uint8_t>(head, static_cast<size_t>(got)))) {
        fail("refusing to replace it: not " + std::string(check->what));
      }
    }
  }
  removeStaleTemporaries(target_);  // a killed writer's leftovers of this file
  for (int attempt = 0; attempt < 100; ++attempt) {
    temp_ = tempNameFor(target_);
    fd_ = ::open(temp_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, exists ? 0600 : 0666);
    if (fd_ >= 0 || errno != EEXIST) break;
  }
  if (fd_ < 0) {
    temp_.clear();
    fail("cannot write: " + reason(errno));
  }
  if (exists) {
    if (::fchmod(fd_, st.st_mode & 07777) != 0) fail("cannot write: " + reason(errno));
    if (::geteuid() == 0 && ::fchown(fd_, st.st_uid, st.st_gid) != 0) fail("cannot write: " + reason(errno));
  }
}

void checkReplaceable(const std::string& path, const FormatCheck* check) {
  const fs::path target = finalTarget(path);
  struct stat st {};
  if (::stat(target.c_str(), &st) != 0) {
    if (errno == ENOENT) return;
    throw std::runtime_error(path + ": cannot write: " + reason(errno));
  }
  if (!S_ISREG(st.st_mode)) throw std::runtime_error(path + ": not a regular file (" + fileKindName(st.st_mode) + ")");
  if ((st.st_mode & 0222) == 0)
    throw std::runtime_error(path + ": cannot write: the file is read-only (mode " + octalMode(st.st_mode) + ")");
  if (check != nullptr && st.st_size > 0) {
    const Fd in(::open(target.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
    uint8_t head[64];
    const ssize_t got = in.get() < 0 ? -1 : ::read(in.get(), head, sizeof head);
    if (got > 0 && !check->isOurs(std::span<const uint8_t>(head, static_cast<size_t>(got))))
      throw std::runtime_error(path + ": refusing to replace it: not " + std::string(check->what));
  }
}

FileWriter::~FileWriter() {
  if (ownFd_ && fd_ >= 0) ::close(fd_);
  if (!temp_.empty()) ::unlink(temp_.c_str());
}

void FileWriter::fail(const std::string& why) {
  if (ownFd_ && fd_ >= 0) ::close(fd_);
  fd_ = -1;
  if (!temp_.empty()) ::unlink(temp_.c_str());
  temp_.clear();
  throw std::runtime_error(path_ + ": " + why);
}

void FileWriter::write(std::span<const uint8_t> data) {
  if (fd_ < 0) throw std::logic_error(path_ + ": write after commit");
  size_t done = 0;
  while (done < data.size()) {
    const ssize_t n = ::write(fd_, data.data() + done, data.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      fail("cannot write: " + reason(errno));
    }
    done += static_cast<size_t>(n);
  }
}

void FileWriter::write(std::string_view text) {
  write(std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

void FileWriter::commit() {
  if (fd_ < 0) throw std::logic_error(path_ + ": commit twice");
  if (!ownFd_) {  // the program's own descriptor stays open
    fd_ = -1;
    return;
  }
  if (temp_.empty()) {  // a device or FIFO: written into
    const int fd = fd_;
    fd_ = -1;
    if (::close(fd) != 0) fail("cannot write: " + reason(errno));
    return;
  }
  if (::fsync(fd_) != 0 && errno != EINVAL) fail("cannot write: " + reason(errno));
  const int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) fail("cannot write: " + reason(errno));
  if (::rename(temp_.c_str(), target_.c_str()) != 0) fail("cannot replace: " + reason(errno));
  temp_.clear();
  // The rename is durable once the folder is synced (a file system that cannot sync a
  // folder, EINVAL, has nothing to sync).
  const fs::path dir = target_.has_parent_path() ? target_.parent_path() : fs::path(".");
  const Fd d(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (d.get() >= 0 && ::fsync(d.get()) != 0 && errno != EINVAL) {
    throw std::runtime_error(path_ + ": written, but its folder cannot be synced: " + reason(errno));
  }
}

void writeFileAtomic(const std::string& path, std::span<const uint8_t> data, const FormatCheck* check) {
  FileWriter w(path, check);
  w.write(data);
  w.commit();
}

void writeFileAtomic(const std::string& path, std::string_view text, const FormatCheck* check) {
  writeFileAtomic(path, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()),
                  check);
}

void createParentFolder(const fs::path& file) {
  if (!file.has_parent_path()) return;
  std::error_code ec;
  fs::create_directories(file.parent_path(), ec);
  if (ec)
    throw std::runtime_error(file.parent_path().string() + ": cannot create the folder: " + ec.message());
}

void writeFileAtomicInFolder(const fs::path& file, std::span<const uint8_t> data, const FormatCheck* check) {
  createParentFolder(file);
  writeFileAtomic(file.string(), data, check);
}

fs::path corruptAsideName(const fs::path& file) {
  for (int n = 1;; ++n) {
    fs::path p = file;
    p += ".corrupt-" + std::to_string(n);
    std::error_code ec;
    if (!fs::exists(fs::symlink_status(p, ec))) return p;
  }
}

fs::path keepCorruptFileAside(const fs::path& file, const std::string& why) {
  const fs::path target = finalTarget(file);  // a link stays; its target moves aside
  const fs::path aside = corruptAsideName(target);
  std::error_code ec;
  fs::rename(target, aside, ec);
  if (ec) throw std::runtime_error(why + "; cannot keep it aside as " + aside.string() + ": " + ec.message());
  return aside;
}

}  // namespace core
