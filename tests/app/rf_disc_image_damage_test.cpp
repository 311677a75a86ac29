// SPDX-License-Identifier: GPL-3.0-or-later
// Damaged and hostile disc images (issue 45): a damaged directory record in an .iso or a
// .cue/.bin is one line naming the image and the directory's sector (it was a SIGSEGV in
// libcdio's readdir); a FIFO named *.iso or *.cue, a .cue linked to /dev/zero and a 2 GB
// sparse .cue are refused by the file layer before anything reads them (they hung or read
// for seconds). The tests simply return: none of them may wait.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "app/cli_run.hpp"
#include "synthetic_cd/synthetic_cd.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;

const std::string kSource = RETROSIM_SOURCE_DIR;

bool haveXorriso() {
  return std::system("command -v xorriso >/dev/null 2>&1") == 0;
}

std::vector<uint8_t> readBytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeBytes(const fs::path& p, const std::vector<uint8_t>& b) {
  std::ofstream(p, std::ios::binary).write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
}

uint32_t le32(const std::vector<uint8_t>& b, size_t at) {
  return uint32_t{b[at]} | uint32_t{b[at + 1]} << 8 | uint32_t{b[at + 2]} << 16 | uint32_t{b[at + 3]} << 24;
}

// The synthetic CD (two maps) as an ISO's bytes, and the sector of its root directory.
struct Iso {
  std::vector<uint8_t> bytes;
  uint32_t rootSector = 0;
};

Iso syntheticIso(const std::string& name) {
  const fs::path dir = tempDir(name + "_cd");
  synth::writeSyntheticCd(dir, kSource, {.maps = synth::Maps::Few});
  const fs::path iso = tempDir(name + "_iso") / "rfire.iso";
  const std::string cmd = "xorriso -as mkisofs -quiet -V RFIRE -o " + iso.string() + " " + dir.string() + " 2>/dev/null";
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  Iso out;
  out.bytes = readBytes(iso);
  out.rootSector = le32(out.bytes, 16 * 2048 + 156 + 2);  // the PVD's root directory record
  return out;
}

// The byte offset of the record named `name` (";1" included for a file) in the root directory.
size_t rootRecord(const Iso& iso, const std::string& name) {
  const size_t base = size_t{iso.rootSector} * 2048;
  for (size_t off = base; off < base + 2048 && iso.bytes[off] != 0; off += iso.bytes[off]) {
    const std::string n(reinterpret_cast<const char*>(&iso.bytes[off + 33]), iso.bytes[off + 32]);
    if (n == name) return off;
  }
  ADD_FAILURE() << name << " not in the root directory";
  return base;
}

// The repro of the crash: RFIRE.BIN's record says its name is longer than the record.
TEST(RfDiscImageDamage, DamagedDirectoryRecordIsOneLineInIsoAndCue) {
  if (!haveXorriso()) GTEST_SKIP() << "xorriso is not installed (./dev installs it)";
  Iso iso = syntheticIso("damaged");
  const size_t rec = rootRecord(iso, "RFIRE.BIN;1");
  iso.bytes[rec + 32] = 200;  // a name of 200 bytes in a record of ~46
  const fs::path out = tempDir("damaged_images");
  writeBytes(out / "rfire.iso", iso.bytes);
  synth::writeBinCue(iso.bytes, out / "rfire.bin", out / "rfire.cue", synth::RawMode::Mode1);
  const std::string sector = "(sector " + std::to_string(iso.rootSector) + ") is damaged";
  for (const fs::path& image : {out / "rfire.iso", out / "rfire.cue"}) {
    for (const std::string& cmd :
         {"rf data check " + image.string(), "rf run --data " + image.string() + " --level 1 --frames 2"}) {
      const auto r = runCli(cmd);
      EXPECT_EQ(r.code, 1) << cmd << "\n" << r.out << r.err;
      const std::string all = r.out + r.err;
      EXPECT_NE(all.find(image.string() + ": the directory / " + sector), std::string::npos) << cmd << "\n" << all;
      EXPECT_NE(all.find("has a name of 200 bytes"), std::string::npos) << all;
      EXPECT_EQ(lineCount(r.err), r.err.empty() ? 0 : 1) << r.err;
    }
  }
}

// A record whose file claims more bytes than the image holds is refused, never allocated.
TEST(RfDiscImageDamage, FileClaimingMoreThanTheImageIsOneLine) {
  if (!haveXorriso()) GTEST_SKIP() << "xorriso is not installed (./dev installs it)";
  Iso iso = syntheticIso("huge_file");
  const size_t rec = rootRecord(iso, "RFIRE.BIN;1");
  for (int i = 0; i < 4; ++i) iso.bytes[rec + 10 + static_cast<size_t>(i)] = i == 3 ? 0xa8 : 0;  // 2.8 GB
  const fs::path image = tempDir("huge_file_image") / "rfire.iso";
  writeBytes(image, iso.bytes);
  const auto r = runCli("rf run --data " + image.string() + " --level 1 --frames 2");
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_EQ(lineCount(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("its file RFIRE.BIN at sector "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("claims 2818572288 bytes, past the end of the image"), std::string::npos) << r.err;
}

// Not files at all: refused by their kind before anything opens them (a FIFO would wait).
TEST(RfDiscImageDamage, FifoNamedIsoOrCueIsRefused) {
  const fs::path dir = tempDir("fifo_images");
  for (const std::string& name : std::vector<std::string>{"cd.iso", "cd.cue"}) {
    ASSERT_EQ(::mkfifo((dir / name).c_str(), 0600), 0);
    for (const std::string& cmd : {"rf data check " + (dir / name).string(),
                                   "rf run --data " + (dir / name).string() + " --level 1 --frames 2"}) {
      const auto r = runCli(cmd);
      EXPECT_EQ(r.code, 1) << cmd << r.out << r.err;
      EXPECT_NE((r.out + r.err).find(name + ": not a regular file (a FIFO)"), std::string::npos) << r.out << r.err;
    }
  }
}

TEST(RfDiscImageDamage, CueLinkedToDevZeroIsRefused) {
  const fs::path dir = tempDir("zero_cue");
  fs::create_symlink("/dev/zero", dir / "cd.cue");
  const auto r = runCli("rf run --data " + (dir / "cd.cue").string() + " --level 1 --frames 2");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lineCount(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("cd.cue: not a regular file (a character device)"), std::string::npos) << r.err;
  // a .cue naming a device as its .bin: the same, naming the cue's line
  std::ofstream(dir / "dev.cue") << "FILE \"/dev/zero\" BINARY\n  TRACK 01 MODE1/2352\n    INDEX 01 00:00:00\n";
  const auto d = runCli("rf data check " + (dir / "dev.cue").string());
  EXPECT_EQ(d.code, 1);
  EXPECT_NE((d.out + d.err).find("dev.cue: line 1: /dev/zero: not a regular file (a character device)"),
            std::string::npos)
      << d.out << d.err;
}

TEST(RfDiscImageDamage, HugeSparseCueIsRefusedBySize) {
  const fs::path dir = tempDir("huge_cue");
  { std::ofstream(dir / "cd.cue") << "FILE \"cd.bin\" BINARY\n"; }
  fs::resize_file(dir / "cd.cue", 2'000'000'000);  // sparse: no disk used
  const auto r = runCli("rf run --data " + (dir / "cd.cue").string() + " --level 1 --frames 2");
  fs::remove(dir / "cd.cue");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lineCount(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("cd.cue: expected a .cue sheet of at most 65536 bytes, found 2000000000 bytes"),
            std::string::npos)
      << r.err;
}

}  // namespace
}  // namespace app::test
