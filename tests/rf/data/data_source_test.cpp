// SPDX-License-Identifier: GPL-3.0-or-later
// Data sources (rf/data/data_source.hpp): a folder found without regard to case, and the
// one-line errors of what is neither a folder nor a disc image. Images: tests/app
// rf_original_data_test.cpp (they need xorriso).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "rf/data/data_source.hpp"
#include "test_tmpdir.hpp"

namespace rf {
namespace {

namespace fs = std::filesystem;

void put(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

std::string openError(const std::string& path) {
  try {
    (void)openDataSource(path);
  } catch (const DataSourceError& e) {
    return e.what();
  }
  return "(opened)";
}

TEST(DataSource, AFolderIsFoundInAnyCase) {
  const testutil::TempDir tmp;
  put(tmp.path() / "worlds/1Player/Level1/rfmap001.rfm", "map");
  put(tmp.path() / "RFire.bin", "program");
  const auto src = openDataSource(tmp.path().string());
  EXPECT_EQ(src->kind(), "folder");
  EXPECT_EQ(findPath(*src, {"WORLDS", "1PLAYER", "LEVEL1", "RFMAP001.RFM"}),
            "worlds/1Player/Level1/rfmap001.rfm");
  EXPECT_EQ(findEntry(*src, "", "RFIRE.BIN", false), "RFire.bin");
  EXPECT_EQ(findEntry(*src, "", "RFIRE.BIN", true), std::nullopt);  // a file, not a folder
  EXPECT_EQ(findPath(*src, {"WORLDS", "2PLAYER"}, true), std::nullopt);
  const auto bytes = src->read("RFire.bin", 100);
  EXPECT_EQ(std::string(bytes.begin(), bytes.end()), "program");
  EXPECT_THROW(src->read("RFire.bin", 3), DataSourceError);
  ASSERT_EQ(src->list("").size(), 2u);
  EXPECT_EQ(src->list("")[0].name, "RFire.bin");  // sorted by name
  EXPECT_TRUE(src->list("")[1].folder);
  EXPECT_TRUE(src->list("no/such/folder").empty());
}

TEST(DataSource, WhatCannotBeOpenedIsOneLine) {
  const testutil::TempDir tmp;
  EXPECT_EQ(openError((tmp.path() / "none").string()),
            (tmp.path() / "none").string() + ": no such folder or disc image");
  put(tmp.path() / "notes.txt", "x");
  EXPECT_EQ(openError((tmp.path() / "notes.txt").string()),
            (tmp.path() / "notes.txt").string() +
                ": not a folder or a disc image (expected a folder, an .iso, a .cue or a .bin)");
  put(tmp.path() / "cd.ISO", "not an image");
  EXPECT_EQ(openError((tmp.path() / "cd.ISO").string()),
            (tmp.path() / "cd.ISO").string() +
                ": cannot read an ISO 9660 file system (expected an .iso of 2048-byte sectors)");
  put(tmp.path() / "cd.bin", "raw");
  EXPECT_EQ(openError((tmp.path() / "cd.bin").string()),
            (tmp.path() / "cd.bin").string() + ": a raw .bin needs its .cue beside it (cd.cue: not found)");
  put(tmp.path() / "bad.cue", "FILE \"missing.bin\" BINARY\n  TRACK 01 MODE1/2352\n    INDEX 01 00:00:00\n");
  EXPECT_NE(openError((tmp.path() / "bad.cue").string()).find("bad.cue: "), std::string::npos);
}

TEST(DataSource, DiscImageNames) {
  EXPECT_TRUE(isDiscImagePath("a/b/RFIRE.ISO"));
  EXPECT_TRUE(isDiscImagePath("x.cue"));
  EXPECT_TRUE(isDiscImagePath("x.Bin"));
  EXPECT_FALSE(isDiscImagePath("x.rfm"));
  EXPECT_FALSE(isDiscImagePath("folder"));
  EXPECT_EQ(joinPath("", "a"), "a");
  EXPECT_EQ(joinPath("a/b", "c"), "a/b/c");
}

}  // namespace
}  // namespace rf
