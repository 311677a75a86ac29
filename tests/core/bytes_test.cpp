// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bytes.hpp"
#include "core/file_io.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "test_tmpdir.hpp"

namespace core {
namespace {

std::string errorText(const std::function<void()>& f) {
  try {
    f();
  } catch (const ParseError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(BytesTest, ReadsLittleEndian) {
  const std::vector<uint8_t> data = {0x01, 0x34, 0x12, 0x78, 0x56, 0x34, 0x12, 0xff, 0xfe, 0xff, 'a', 'b', 0};
  ByteReader r(data, "t.bin");
  EXPECT_EQ(r.u8("a"), 0x01);
  EXPECT_EQ(r.u16("b"), 0x1234);
  EXPECT_EQ(r.u32("c"), 0x12345678u);
  EXPECT_EQ(r.i8("d"), -1);
  EXPECT_EQ(r.i16("e"), -2);
  EXPECT_EQ(r.pos(), 10u);
  EXPECT_EQ(r.fixedString(3, "name"), std::string("ab\0", 3));
  EXPECT_EQ(r.remaining(), 0u);
}

TEST(BytesTest, TruncationMessage) {
  const std::vector<uint8_t> data = {1, 2, 3, 4, 5, 6};
  ByteReader r(data, "level.rfm");
  r.skip(4, "header");
  EXPECT_EQ(errorText([&] { r.u32("the map width"); }),
            "level.rfm: offset 0x4: expected the map width (4 bytes), found end of file after 2 bytes");
  EXPECT_EQ(r.pos(), 4u);  // a failed read does not move
  EXPECT_EQ(errorText([&] { r.bytes(0x20, "the tile block"); }),
            "level.rfm: offset 0x4: expected the tile block (32 bytes), found end of file after 2 bytes");
  EXPECT_EQ(errorText([&] { r.seek(0x40, "chunk TILE"); }),
            "level.rfm: offset 0x40: expected chunk TILE inside the file, found file size 0x6");
  r.seek(6, "the end");
  EXPECT_EQ(errorText([&] { r.u8("a byte"); }),
            "level.rfm: offset 0x6: expected a byte (1 bytes), found end of file after 0 bytes");
}

TEST(BytesTest, ParseErrorFields) {
  try {
    ByteReader r(std::span<const uint8_t>(), "x.bin");
    r.fail("magic RFM1", "\"ABCD\"");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_STREQ(e.what(), "x.bin: offset 0x0: expected magic RFM1, found \"ABCD\"");
    EXPECT_EQ(e.file(), "x.bin");
    EXPECT_EQ(e.offset(), 0u);
    EXPECT_EQ(e.expected(), "magic RFM1");
    EXPECT_EQ(e.found(), "\"ABCD\"");
  }
  EXPECT_STREQ(ParseError::atLine("m.ini", 12, "a section name", "\"[x\"").what(),
               "m.ini: line 12: expected a section name, found \"[x\"");
  EXPECT_STREQ(ParseError("f", 0x1f, "a count", "").what(), "f: offset 0x1f: expected a count");
  EXPECT_EQ(hex(0x4000), "0x4000");
  EXPECT_EQ(hex(0), "0x0");
}

TEST(BytesTest, WriterRoundTrip) {
  ByteWriter w;
  w.u8(0xab);
  w.u16(0x1234);
  w.u32(0xdeadbeef);
  w.i16(-3);
  w.i32(-100000);
  w.fixedString("toolongname", 4);
  w.fixedString("ab", 4);
  const size_t at = w.size();
  w.u32(0);
  w.patchU32(at, 0x01020304);
  EXPECT_EQ(w.size(), 1u + 2 + 4 + 2 + 4 + 4 + 4 + 4);
  const std::vector<uint8_t> bytes = w.data();
  EXPECT_EQ(bytes[1], 0x34);
  EXPECT_EQ(bytes[2], 0x12);
  ByteReader r(bytes, "mem");
  EXPECT_EQ(r.u8("a"), 0xab);
  EXPECT_EQ(r.u16("b"), 0x1234);
  EXPECT_EQ(r.u32("c"), 0xdeadbeefu);
  EXPECT_EQ(r.i16("d"), -3);
  EXPECT_EQ(r.i32("e"), -100000);
  EXPECT_EQ(r.fixedString(4, "f"), "tool");
  EXPECT_EQ(r.fixedString(4, "g"), std::string("ab\0\0", 4));
  EXPECT_EQ(r.u32("h"), 0x01020304u);
  EXPECT_THROW(w.patchU32(w.size() - 2, 1), std::out_of_range);
}

TEST(BytesTest, WriteFileAtomicLeavesNoTemporary) {
  const testutil::TempDir tmp;
  const std::filesystem::path& dir = tmp.path();
  const std::string path = (dir / "out.bin").string();
  writeFileAtomic(path, std::string_view("first"));
  writeFileAtomic(path, std::string_view("second"));
  EXPECT_TRUE(std::filesystem::exists(path));
  EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));
  const std::vector<uint8_t> back = readFile(path, FileCap{"a test file", 64});
  EXPECT_EQ(std::string(back.begin(), back.end()), "second");
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator()),
            1);
  // A directory that does not exist: a clear error, nothing left behind.
  const std::string bad = (dir / "missing" / "x.bin").string();
  try {
    writeFileAtomic(bad, std::string_view("x"));
    FAIL();
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()).rfind(bad + ": cannot write: ", 0), 0u) << e.what();
  }
}

TEST(BytesTest, ReadFileMissing) {
  const std::string path = "/nonexistent/retrosim/none.bin";
  EXPECT_EQ(errorText([&] {
              readFile(path, FileCap{"a test file", 64});
            }),
            path + ": cannot read: No such file or directory");
}

}  // namespace
}  // namespace core
