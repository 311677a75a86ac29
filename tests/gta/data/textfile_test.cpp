// SPDX-License-Identifier: GPL-3.0-or-later
// TextFile_* 0x42e270-0x42e540: the shared sequential text reader and its SkipTo quirk.
#include <gtest/gtest.h>

#include <string>

#include "core/bytes.hpp"
#include "gta/data/textfile.hpp"

namespace gta {
namespace {

std::string errorOf(auto&& f) {
  try {
    f();
  } catch (const core::ParseError& e) {
    return e.what();
  }
  return "no error";
}

TEST(TextFile, ReadCharCountsLinesAndEnds) {
  TextFile f("a\nb", "x.ini");
  EXPECT_EQ(f.line(), 1u);
  EXPECT_EQ(f.readChar(), 'a');
  EXPECT_EQ(f.readChar(), '\n');
  EXPECT_EQ(f.line(), 2u);
  EXPECT_EQ(f.readChar(), 'b');
  EXPECT_TRUE(f.atEnd());
  EXPECT_EQ(f.readChar(), TextFile::kEof);
  EXPECT_EQ(f.readChar(), TextFile::kEof);
  EXPECT_EQ(f.pos(), 3u);
}

TEST(TextFile, ReadCharGivesBytesAbove127AsUnsigned) {
  const std::string s("\xe9", 1);
  TextFile f(s, "x.ini");
  EXPECT_EQ(f.readChar(), 0xe9);
}

TEST(TextFile, SkipToConsumesThroughTheMatch) {
  TextFile f("xx[12] [1] rest", "x.ini");
  EXPECT_TRUE(f.skipTo("[1]"));
  EXPECT_EQ(f.pos(), 10u);
  EXPECT_EQ(f.readChar(), ' ');
  EXPECT_FALSE(f.skipTo("[1]"));
  EXPECT_TRUE(f.atEnd());
}

// quirk: after a mismatch the match restarts with the next character, so a mismatching
// character that is the string's first is not tested again.
TEST(TextFile, SkipToQuirkDoesNotRetestTheMismatchingCharacter) {
  TextFile a("[[1]", "x.ini");
  EXPECT_FALSE(a.skipTo("[1]"));
  TextFile b("aab", "x.ini");
  EXPECT_FALSE(b.skipTo("ab"));
  TextFile c("[[1] [1]", "x.ini");  // the second one is found
  EXPECT_TRUE(c.skipTo("[1]"));
  EXPECT_EQ(c.pos(), 8u);
  TextFile d("[x[1]", "x.ini");  // a mismatch on another character is harmless
  EXPECT_TRUE(d.skipTo("[1]"));
}

TEST(TextFile, ReadTokenSkipsBlanksAndConsumesTheDelimiter) {
  TextFile f(" \r\n\tEasy City NEW, 22, nyc.cmp ,", "x.ini");
  EXPECT_EQ(f.readToken(',', 0x51, "the name"), "Easy City NEW");
  EXPECT_EQ(f.readChar(), ' ');
  EXPECT_EQ(f.readToken(',', 0x51, "x"), "22");
  EXPECT_EQ(f.readToken(',', 0xd, "x"), "nyc.cmp ");  // trailing blanks are kept
  EXPECT_TRUE(f.atEnd());
  TextFile e(",", "x.ini");
  EXPECT_EQ(e.readToken(',', 5, "x"), "");
}

// designed: the limit keeps the first maxLen characters; reading goes on to the delimiter.
TEST(TextFile, ReadTokenKeepsAtMostMaxLenCharacters) {
  TextFile f("abcdefghij,7", "x.ini");
  EXPECT_EQ(f.readToken(',', 4, "x"), "abcd");
  EXPECT_EQ(f.readUnsigned("n"), 7u);
}

TEST(TextFile, ReadTokenWithoutItsDelimiterIsAnError) {
  EXPECT_EQ(errorOf([] {
              TextFile f("name\nno comma", "x.ini");
              f.readToken(',', 0x51, "the mission name");
            }),
            "x.ini: line 2: expected the mission name ended by ',', found end of file");
}

TEST(TextFile, ReadUnsignedConsumesTheCharacterAfterTheDigits) {
  TextFile f("  22,x 4294967297", "x.ini");
  EXPECT_EQ(f.readUnsigned("n"), 22u);
  EXPECT_EQ(f.readChar(), 'x');
  EXPECT_EQ(f.readUnsigned("n"), 1u);  // wraps at 32 bits
  EXPECT_TRUE(f.atEnd());
}

TEST(TextFile, ReadUnsignedNeedsADigit) {
  EXPECT_EQ(errorOf([] {
              TextFile f("\n -5", "x.ini");
              f.readUnsigned("the style number");
            }),
            "x.ini: line 2: expected the style number (an unsigned number), found '-'");
  EXPECT_EQ(errorOf([] {
              TextFile f("  ", "x.ini");
              f.readUnsigned("n");
            }),
            "x.ini: line 1: expected n (an unsigned number), found end of file");
}

}  // namespace
}  // namespace gta
