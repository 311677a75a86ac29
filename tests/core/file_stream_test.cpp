// SPDX-License-Identifier: GPL-3.0-or-later
// core::StreamFile: a file written as it goes that appears only at commit (the traces).
#include "core/file_stream.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "test_tmpdir.hpp"

namespace core {
namespace {

namespace fs = std::filesystem;

std::string readText(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

size_t entries(const fs::path& dir) {
  size_t n = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++n;
  return n;
}

TEST(StreamFile, AppearsOnlyAtCommit) {
  testutil::TempDir dir;
  const fs::path out = dir / "t.jsonl";
  {
    StreamFile f(out.string());
    for (int i = 0; i < 100000; ++i) f.write("line " + std::to_string(i) + "\n");  // > the buffer
    EXPECT_FALSE(fs::exists(out));
    EXPECT_EQ(entries(dir.path()), 1u);  // the temporary, beside the target
    f.commit();
    EXPECT_TRUE(f.committed());
  }
  const std::string text = readText(out);
  EXPECT_EQ(text.substr(0, 14), "line 0\nline 1\n");
  EXPECT_EQ(text.size(), 1088890u);
  EXPECT_EQ(entries(dir.path()), 1u);
}

TEST(StreamFile, NotCommittedLeavesTheOldFile) {
  testutil::TempDir dir;
  const fs::path out = dir / "t.jsonl";
  std::ofstream(out) << "old\n";
  {
    StreamFile f(out.string());
    f.write(std::string(200000, 'x'));
  }
  EXPECT_EQ(readText(out), "old\n");
  EXPECT_EQ(entries(dir.path()), 1u);  // the temporary is gone
}

TEST(StreamFile, KeepsTheModeAndWritesThroughLinks) {
  testutil::TempDir dir;
  const fs::path real = dir / "real.txt";
  std::ofstream(real) << "old\n";
  fs::permissions(real, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  fs::create_symlink("real.txt", dir / "link.txt");
  StreamFile f((dir / "link.txt").string());
  f.write("new\n");
  f.commit();
  EXPECT_TRUE(fs::is_symlink(dir / "link.txt"));
  EXPECT_EQ(readText(real), "new\n");
  EXPECT_EQ(fs::status(real).permissions() & fs::perms::all,
            fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
}

TEST(StreamFile, RefusesAFolderAndAFifoWithoutReaderAtOnce) {
  testutil::TempDir dir;
  try {
    StreamFile f(dir.path().string());
    FAIL() << "a folder was opened";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), dir.path().string() + ": not a regular file (a directory)");
  }
  const fs::path fifo = dir / "fifo";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const auto start = std::chrono::steady_clock::now();
  EXPECT_THROW(StreamFile f(fifo.string()), std::runtime_error);  // nobody reads it: ENXIO
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
  EXPECT_TRUE(fs::is_fifo(fifo));  // never replaced by a regular file
}

// A FIFO (or a device) with a reader is written in place, never replaced.
TEST(StreamFile, AFifoWithAReaderIsWrittenInPlace) {
  testutil::TempDir dir;
  const fs::path fifo = dir / "fifo";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
  ASSERT_GE(reader, 0);
  {
    StreamFile f(fifo.string());
    f.write("through the pipe\n");
    f.commit();
  }
  char buf[64] = {};
  EXPECT_EQ(::read(reader, buf, sizeof buf), 17);
  EXPECT_EQ(std::string(buf), "through the pipe\n");
  ::close(reader);
  EXPECT_TRUE(fs::is_fifo(fifo));
  EXPECT_EQ(entries(dir.path()), 1u);
}

// /dev/fd/N (and /dev/stdout, /dev/stderr) write to this process's descriptor N: a shell's
// redirect file is neither replaced nor written from offset 0.
TEST(StreamFile, OwnDescriptorsAreWrittenThroughACopy) {
  int p[2];
  ASSERT_EQ(::pipe(p), 0);
  {
    StreamFile f("/dev/fd/" + std::to_string(p[1]));
    f.write("to the pipe\n");
    f.commit();
  }
  ::close(p[1]);
  char buf[64] = {};
  EXPECT_EQ(::read(p[0], buf, sizeof buf), 12);
  EXPECT_EQ(std::string(buf), "to the pipe\n");
  ::close(p[0]);
}

}  // namespace
}  // namespace core
