// SPDX-License-Identifier: GPL-3.0-or-later
// The file layer (core/file_io.hpp, core/file_lock.hpp): only regular files read, caps checked
// before and while reading, writes through a unique temporary file, links written through,
// devices written into, modes kept, read-only files and other kinds of file refused, the lock.
#include "core/file_io.hpp"
#include "test_read.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/bytes.hpp"
#include "core/file_lock.hpp"
#include "test_tmpdir.hpp"

namespace core {
namespace {

namespace fs = std::filesystem;

constexpr FileCap kCap{"a test file", 1024};

std::string errorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "(no error)";
}

std::string text(const fs::path& p) {
  const std::vector<uint8_t> b = readFile(p.string(), FileCap{"a test file", 1u << 20});
  return std::string(b.begin(), b.end());
}

using testutil::names;
using testutil::put;

unsigned modeOf(const fs::path& p) {
  struct stat st {};
  ::lstat(p.c_str(), &st);
  return st.st_mode;
}

TEST(FileRead, AFifoIsRefusedAtOnceByName) {
  const testutil::TempDir tmp;
  const fs::path fifo = tmp / "maps.fifo";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0644), 0);
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(errorOf([&] { readFile(fifo.string(), kCap); }), fifo.string() + ": not a regular file (a FIFO)");
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
}

TEST(FileRead, AFolderADeviceAndAMissingFileSayWhatTheyAre) {
  const testutil::TempDir tmp;
  EXPECT_EQ(errorOf([&] { readFile(tmp.path().string(), kCap); }),
            tmp.path().string() + ": not a regular file (a directory)");
  EXPECT_EQ(errorOf([&] { readFile("/dev/zero", kCap); }),
            "/dev/zero: not a regular file (a character device)");
  const std::string none = (tmp / "none.bin").string();
  EXPECT_EQ(errorOf([&] { readFile(none, kCap); }), none + ": cannot read: No such file or directory");
  try {
    readFile(none, kCap);
  } catch (const ParseError& e) {
    EXPECT_EQ(e.file(), none);  // a ParseError: the map loader's LoadError names the file
  }
}

TEST(FileRead, TheCapIsCheckedOnTheSizeBeforeReading) {
  const testutil::TempDir tmp;
  const fs::path big = tmp / "big.bin";
  { std::ofstream(big, std::ios::binary).put('x'); }
  fs::resize_file(big, uint64_t{2} << 30);  // 2 GB, sparse: nothing to read but its size
  EXPECT_EQ(errorOf([&] { readFile(big.string(), kCap); }),
            big.string() + ": expected a test file of at most 1024 bytes, found 2147483648 bytes");
  put(big, std::string(1024, 'a'));  // exactly the cap is taken
  EXPECT_EQ(readFile(big.string(), kCap).size(), 1024u);
  put(big, std::string(1025, 'a'));
  EXPECT_EQ(errorOf([&] { readFile(big.string(), kCap); }),
            big.string() + ": expected a test file of at most 1024 bytes, found 1025 bytes");
}

// /proc/self/status says size 0 and holds more: the cap holds while reading too (a file that
// grows between the size check and the end of the read).
TEST(FileRead, TheCapHoldsWhileReading) {
  const FileCap small{"a status", 16};
  EXPECT_EQ(errorOf([&] { readFile("/proc/self/status", small); }),
            "/proc/self/status: expected a status of at most 16 bytes, found more (the file grew while it "
            "was read)");
  EXPECT_GT(readFile("/proc/self/status", FileCap{"a status", 1u << 20}).size(), 16u);
}

TEST(FileWrite, APlantedTmpLinkIsNotFollowedAndNoTemporaryStays) {
  const testutil::TempDir tmp;
  put(tmp / "victim", "precious");
  fs::create_symlink(tmp / "victim", tmp / "out.txt.tmp");
  writeFileAtomic((tmp / "out.txt").string(), std::string_view("first"));
  writeFileAtomic((tmp / "out.txt").string(), std::string_view("second"));
  EXPECT_EQ(text(tmp / "out.txt"), "second");
  EXPECT_EQ(text(tmp / "victim"), "precious");
  EXPECT_TRUE(fs::is_symlink(tmp / "out.txt.tmp"));
  EXPECT_EQ(names(tmp.path()), (std::vector<std::string>{"out.txt", "out.txt.tmp", "victim"}));
}

TEST(FileWrite, ACharacterDeviceIsWrittenIntoNeverReplaced) {
  const testutil::TempDir tmp;
  fs::path dev = tmp / "null";
  if (::mknod(dev.c_str(), S_IFCHR | 0666, makedev(1, 3)) != 0) dev = "/dev/null";  // a copy needs root
  writeFileAtomic(dev.string(), std::string_view("into the device"));
  EXPECT_TRUE(S_ISCHR(modeOf(dev)));
  EXPECT_EQ(names(tmp.path()).size(), dev == "/dev/null" ? 0u : 1u);  // no temporary beside it
}

// The program's own descriptor (/dev/stdout, /proc/self/fd/N) is written into as it is.
TEST(FileWrite, TheProgramsOwnDescriptorIsWrittenInto) {
  int p[2];
  ASSERT_EQ(::pipe(p), 0);
  writeFileAtomic("/proc/self/fd/" + std::to_string(p[1]), std::string_view("through the pipe"));
  ::close(p[1]);
  char buf[64] = {};
  EXPECT_EQ(::read(p[0], buf, sizeof buf), 16);
  EXPECT_EQ(std::string(buf), "through the pipe");
  ::close(p[0]);
}

TEST(FileWrite, ALinkIsWrittenThroughAndKept) {
  const testutil::TempDir tmp;
  fs::create_directories(tmp / "real");
  put(tmp / "real" / "target.bin", "old");
  fs::create_symlink("real/target.bin", tmp / "link.bin");  // relative, as users make them
  writeFileAtomic((tmp / "link.bin").string(), std::string_view("new"));
  EXPECT_TRUE(fs::is_symlink(tmp / "link.bin"));
  EXPECT_EQ(text(tmp / "real" / "target.bin"), "new");
  EXPECT_EQ(names(tmp / "real"), std::vector<std::string>{"target.bin"});
  // A dangling link creates its target.
  fs::create_symlink(tmp / "real" / "made.bin", tmp / "dangling.bin");
  writeFileAtomic((tmp / "dangling.bin").string(), std::string_view("made"));
  EXPECT_TRUE(fs::is_symlink(tmp / "dangling.bin"));
  EXPECT_EQ(text(tmp / "real" / "made.bin"), "made");
  EXPECT_EQ(finalTarget(tmp / "link.bin"), tmp / "real/target.bin");
}

TEST(FileWrite, TheModeIsKeptAndAReadOnlyFileIsRefused) {
  const testutil::TempDir tmp;
  const fs::path f = tmp / "f.bin";
  put(f, "old");
  ::chmod(f.c_str(), 0640);
  writeFileAtomic(f.string(), std::string_view("new"));
  EXPECT_EQ(modeOf(f) & 07777, 0640u);
  ::chmod(f.c_str(), 0444);
  // Refused even for root (rename would replace it whatever its mode).
  EXPECT_EQ(errorOf([&] { writeFileAtomic(f.string(), std::string_view("newer")); }),
            f.string() + ": cannot write: the file is read-only (mode 0444)");
  EXPECT_EQ(text(f), "new");
  EXPECT_EQ(modeOf(f) & 07777, 0444u);
  EXPECT_EQ(names(tmp.path()), std::vector<std::string>{"f.bin"});
}

TEST(FileWrite, AFolderAndAFileOfAnotherKindAreRefused) {
  const testutil::TempDir tmp;
  EXPECT_EQ(errorOf([&] { writeFileAtomic(tmp.path().string(), std::string_view("x")); }),
            tmp.path().string() + ": not a regular file (a directory)");
  const FormatCheck magic{"a MAGI file", [](std::span<const uint8_t> h) {
                            return h.size() >= 4 && std::equal(h.begin(), h.begin() + 4, "MAGI");
                          }};
  const fs::path f = tmp / "notes.txt";
  put(f, "my notes");
  EXPECT_EQ(errorOf([&] { writeFileAtomic(f.string(), std::string_view("MAGI..."), &magic); }),
            f.string() + ": refusing to replace it: not a MAGI file");
  EXPECT_EQ(text(f), "my notes");
  put(f, "MAGI old");
  writeFileAtomic(f.string(), std::string_view("MAGI new"), &magic);
  EXPECT_EQ(text(f), "MAGI new");
  put(f, "");  // an empty file holds nothing to lose
  writeFileAtomic(f.string(), std::string_view("MAGI"), &magic);
  EXPECT_EQ(text(f), "MAGI");
}

TEST(FileWrite, AWriterNotCommittedLeavesTheTargetAsItWas) {
  const testutil::TempDir tmp;
  const fs::path f = tmp / "f.txt";
  put(f, "before");
  {
    FileWriter w(f.string());
    w.write(std::string_view("half"));
  }
  EXPECT_EQ(text(f), "before");
  EXPECT_EQ(names(tmp.path()), std::vector<std::string>{"f.txt"});
  const std::string missing = (tmp / "no" / "x.bin").string();
  EXPECT_EQ(errorOf([&] { writeFileAtomic(missing, std::string_view("x")); }),
            missing + ": cannot write: No such file or directory");
}

// A second process asking for the lock waits while the first holds it.
TEST(FileLockTest, ASecondHolderWaitsForTheFirst) {
  const testutil::TempDir tmp;
  const fs::path store = tmp / "store.bin";
  const auto childTries = [&](int waitMs) {
    const pid_t pid = ::fork();
    if (pid == 0) {
      try {
        const FileLock l(store, waitMs);
        ::_exit(0);
      } catch (const std::exception& e) {
        ::_exit(std::string(e.what()) == store.string() + ".lock: still locked by another program after 0 s"
                    ? 3
                    : 4);
      }
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  };
  {
    const FileLock held(store);
    EXPECT_EQ(held.lockFile(), fs::path(store.string() + ".lock"));
    EXPECT_EQ(childTries(50), 3);
  }
  EXPECT_EQ(childTries(50), 0);
  // A link's target is locked: two links to one store share the lock.
  fs::create_symlink(store, tmp / "link.bin");
  EXPECT_EQ(lockFileFor(tmp / "link.bin"), fs::path(store.string() + ".lock"));
}

// A writer killed by SIGKILL leaves its temporary; the next write of the same file removes
// it when it is an hour old and its process is gone, and never a live writer's or a fresh one.
TEST(FileWrite, StaleTemporariesOfDeadWritersGoAtTheNextWrite) {
  const testutil::TempDir dir;
  const fs::path tmp = dir.path();
  // a pid that is gone: a child that has ended and been reaped
  const pid_t dead = ::fork();
  if (dead == 0) ::_exit(0);
  ::waitpid(dead, nullptr, 0);
  const std::string d = std::to_string(dead), live = std::to_string(::getpid());
  const auto old = fs::file_time_type::clock::now() - std::chrono::hours(2);
  for (const std::string& n : {".s.bin.tmp-" + d + "-00000000000000aa", ".s.bin.tmp-" + live + "-00000000000000bb",
                               ".s.bin.tmp-" + d + "-00000000000000cc", ".other.bin.tmp-" + d + "-00000000000000dd"}) {
    put(tmp / n, "partial");
  }
  fs::last_write_time(tmp / (".s.bin.tmp-" + d + "-00000000000000aa"), old);
  fs::last_write_time(tmp / (".s.bin.tmp-" + live + "-00000000000000bb"), old);
  fs::last_write_time(tmp / (".other.bin.tmp-" + d + "-00000000000000dd"), old);
  // (cc is fresh: a writer that may still be starting)
  writeFileAtomic((tmp / "s.bin").string(), std::string_view("new"));
  std::vector<std::string> kept{".other.bin.tmp-" + d + "-00000000000000dd", ".s.bin.tmp-" + d + "-00000000000000cc",
                                ".s.bin.tmp-" + live + "-00000000000000bb", "s.bin"};
  std::sort(kept.begin(), kept.end());
  EXPECT_EQ(names(tmp), kept);
  EXPECT_EQ(removeStaleTemporaries(tmp / "other.bin"), 1);
}

// A target a store would refuse is refused before anything is made (no folder, no lock).
TEST(FileWrite, CheckReplaceableRefusesWhatTheWriterWould) {
  const testutil::TempDir dir;
  const fs::path tmp = dir.path();
  const FormatCheck ours{"a test store", [](std::span<const uint8_t> h) { return h.size() >= 2 && h[0] == 'O' && h[1] == 'K'; }};
  EXPECT_NO_THROW(checkReplaceable((tmp / "none").string(), &ours));
  put(tmp / "mine", "OK data");
  EXPECT_NO_THROW(checkReplaceable((tmp / "mine").string(), &ours));
  put(tmp / "other", "a letter");
  EXPECT_EQ(errorOf([&] { checkReplaceable((tmp / "other").string(), &ours); }),
            (tmp / "other").string() + ": refusing to replace it: not a test store");
  EXPECT_EQ(errorOf([&] { checkReplaceable(tmp.string(), &ours); }), tmp.string() + ": not a regular file (a directory)");
  EXPECT_EQ(names(tmp), (std::vector<std::string>{"mine", "other"}));
}

}  // namespace
}  // namespace core
