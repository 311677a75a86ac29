// SPDX-License-Identifier: GPL-3.0-or-later
// The progress file (rf/progress.hpp, docs/rf-progress.md): the CRC-16 of FUN_00414990, the
// record layout, a record with a bad CRC dropped with its message, a corrupt file kept
// aside, the atomic write, the default place.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <filesystem>
#include <string>
#include <vector>

#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "rf/progress.hpp"
#include "test_home.hpp"  // the default place: in the test process's own home
#include "test_read.hpp"
#include "test_tmpdir.hpp"

namespace rf {
namespace {

namespace fs = std::filesystem;

TEST(RfProgress, Crc16IsPoly8408Init0xffffWithoutFinalXor) {
  // CRC-16/MCRF4XX's check value; with the final xor it would be 0x906e.
  EXPECT_EQ(progressCrc16(std::string_view("123456789")), 0x6f91);
  EXPECT_EQ(progressCrc16(std::string_view("")), 0xffff);
  EXPECT_EQ(progressCrc16(std::vector<uint8_t>{0x00}), 0x0f87);
}

Progress twoMaps() {
  Progress p;
  p.maps.push_back({"Driftwood Cay", true, 59200, 2, 3});
  p.maps.push_back({"Twin Harbours", false, 0, 0, 1});
  return p;
}

TEST(RfProgress, TheBytesAreTheDocumentedLayout) {
  Progress p;
  p.maps.push_back({"Ab", true, 0x01020304, 5, 7});
  const std::vector<uint8_t> b = serializeProgress(p);
  const std::vector<uint8_t> payload = {2, 'A', 'b', 1, 4, 3, 2, 1, 5, 0, 7, 0};
  const uint16_t crc = progressCrc16(payload);
  std::vector<uint8_t> expected = {'r', 'f', 'p', 'g', 1, 0, 1, 0, 12, 0, static_cast<uint8_t>(crc),
                                   static_cast<uint8_t>(crc >> 8)};
  expected.insert(expected.end(), payload.begin(), payload.end());
  EXPECT_EQ(b, expected);
  const ProgressParse back = parseProgress(b, "p.bin");
  EXPECT_EQ(back.progress, p);
  EXPECT_TRUE(back.dropped.empty());
}

TEST(RfProgress, ARecordWithOneFlippedByteIsDroppedWithItsOffsetAndTitle) {
  std::vector<uint8_t> b = serializeProgress(twoMaps());
  // The second record starts after the header (8) and the first record (4 + 13 + 10).
  const size_t second = 8 + 4 + 13 + 10;
  ASSERT_EQ(b[second + 5], 'T');
  b[second + 4 + 1 + 13 + 1] ^= 0x40;  // a byte of the second record's best time
  const ProgressParse r = parseProgress(b, "prog.bin");
  ASSERT_EQ(r.progress.maps.size(), 1u);
  EXPECT_EQ(r.progress.maps[0].title, "Driftwood Cay");
  EXPECT_EQ(r.progress.maps[0].bestMs, 59200u);
  ASSERT_EQ(r.dropped.size(), 1u);
  const uint16_t crc = progressCrc16(std::span(b).subspan(second + 4, 23));
  EXPECT_EQ(r.dropped[0], "prog.bin: offset 0x23: record 'Twin Harbours': CRC " +
                              core::hex(static_cast<uint16_t>(b[second + 2] | b[second + 3] << 8)) + " stored, " +
                              core::hex(crc) + " computed; dropped");
}

TEST(RfProgress, AFileThatDoesNotParseNamesTheOffset) {
  std::vector<uint8_t> b = serializeProgress(twoMaps());
  b.push_back(0);
  try {
    parseProgress(b, "p.bin");
    FAIL() << "parsed";
  } catch (const core::ParseError& e) {
    EXPECT_EQ(e.offset(), b.size() - 1);
    EXPECT_NE(std::string(e.what()).find("the end of the file after 2 records"), std::string::npos) << e.what();
  }
  b = serializeProgress(twoMaps());
  b[0] = 'X';
  EXPECT_THROW(parseProgress(b, "p.bin"), core::ParseError);
  b = serializeProgress(twoMaps());
  b.resize(b.size() - 3);  // the last record runs past the end
  EXPECT_THROW(parseProgress(b, "p.bin"), core::ParseError);
}

// One record per map and mode: flags bit 1 marks the 2-player mode's record; a second record
// of the same title and mode is dropped, of the other mode kept.
TEST(RfProgress, TheProgressIsKeptPerMode) {
  Progress p;
  recordProgress(p, "Ab", true, 0x01020304);
  recordProgress(p, "Ab", false, 0, 2);
  ASSERT_EQ(p.maps.size(), 2u);
  EXPECT_TRUE(p.find("Ab")->won);
  EXPECT_FALSE(p.find("Ab", 2)->won);
  EXPECT_EQ(p.find("Ab", 2)->games, 1);
  EXPECT_TRUE(recordProgress(p, "Ab", true, 5000, 2).firstWin);
  EXPECT_EQ(p.find("Ab", 2)->bestMs, 5000u);
  EXPECT_EQ(p.find("Ab")->bestMs, 0x01020304u);
  const std::vector<uint8_t> b = serializeProgress(p);
  const std::vector<uint8_t> twoPlayers = {2, 'A', 'b', 3, 0x88, 0x13, 0, 0, 1, 0, 2, 0};  // won | 2 players
  EXPECT_TRUE(std::search(b.begin(), b.end(), twoPlayers.begin(), twoPlayers.end()) != b.end());
  const ProgressParse back = parseProgress(b, "p.bin");
  EXPECT_EQ(back.progress, p);
  EXPECT_TRUE(back.dropped.empty());
  EXPECT_THROW(recordProgress(p, "Ab", true, 1, 3), std::invalid_argument);
}

TEST(RfProgress, AWinRecordsTheBestTimeAndAFasterWinReplacesIt) {
  Progress p;
  EXPECT_FALSE(recordProgress(p, "Cay", false, 1000).newBest);
  ProgressChange c = recordProgress(p, "Cay", true, 60000);
  EXPECT_TRUE(c.firstWin);
  EXPECT_TRUE(c.newBest);
  c = recordProgress(p, "Cay", true, 61000);
  EXPECT_FALSE(c.firstWin);
  EXPECT_FALSE(c.newBest);
  c = recordProgress(p, "Cay", true, 59000);
  EXPECT_TRUE(c.newBest);
  ASSERT_NE(p.find("Cay"), nullptr);
  EXPECT_EQ(*p.find("Cay"), (MapProgress{"Cay", true, 59000, 3, 4}));
}

TEST(RfProgress, ACorruptFileIsKeptAsideAndTheWriteIsAtomic) {
  const testutil::TempDir dir;
  const fs::path file = dir / "sub" / "rf_progress.bin";
  std::vector<std::string> messages;
  recordProgressInFile(file, "Cay", true, 42000, messages);
  EXPECT_TRUE(messages.empty());
  EXPECT_FALSE(fs::exists(file.string() + ".tmp"));
  ProgressLoad l = loadProgress(file);
  ASSERT_EQ(l.progress.maps.size(), 1u);
  EXPECT_EQ(l.progress.maps[0].bestMs, 42000u);
  // Another kind of file is refused and left alone; only one with the magic is kept aside.
  core::writeFileAtomic(file.string(), std::string_view("not a progress file"));
  try {
    loadProgress(file);
    ADD_FAILURE() << "not refused";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()),
              file.string() + ": refusing to replace it: not a progress file (no \"rfpg\" magic)");
  }
  EXPECT_EQ(testutil::readAll(file).size(), 19u);
  core::writeFileAtomic(file.string(), std::string_view("rfpg\x09\x00\x00\x00", 8));
  l = loadProgress(file);
  EXPECT_TRUE(l.progress.maps.empty());
  EXPECT_EQ(l.keptAs, fs::path(file.string() + ".corrupt-1"));
  EXPECT_TRUE(fs::exists(l.keptAs));
  EXPECT_FALSE(fs::exists(file));
  ASSERT_EQ(l.messages.size(), 1u);
  EXPECT_NE(l.messages[0].find(file.string() + ": offset 0x4: expected version 1, found 9"), std::string::npos)
      << l.messages[0];
  EXPECT_NE(l.messages[0].find("kept as " + file.string() + ".corrupt-1"), std::string::npos) << l.messages[0];
}

TEST(RfProgress, TheDefaultPlaceFollowsTheEnvironment) {
  const char* old = std::getenv(kProgressEnv);
  const std::string saved = old != nullptr ? old : "";
  ::setenv(kProgressEnv, "/x/p.bin", 1);
  EXPECT_EQ(defaultProgressPath(), fs::path("/x/p.bin"));
  ::unsetenv(kProgressEnv);
  const char* xdg = std::getenv("XDG_DATA_HOME");
  const std::string savedXdg = xdg != nullptr ? xdg : "";
  ::setenv("XDG_DATA_HOME", "/d", 1);
  EXPECT_EQ(defaultProgressPath(), fs::path("/d/retrosim/rf_progress.bin"));
  if (savedXdg.empty()) ::unsetenv("XDG_DATA_HOME"); else ::setenv("XDG_DATA_HOME", savedXdg.c_str(), 1);
  if (!saved.empty()) ::setenv(kProgressEnv, saved.c_str(), 1);
}

}  // namespace
}  // namespace rf
