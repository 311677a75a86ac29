// SPDX-License-Identifier: GPL-3.0-or-later
// core::printable / core::quoted: how every error line shows bytes it found.
#include "core/text.hpp"

#include <gtest/gtest.h>

#include <string>

namespace core {
namespace {

TEST(Printable, ControlBytesAndNonAsciiAsHex) {
  EXPECT_EQ(printable("plain text 123"), "plain text 123");
  EXPECT_EQ(printable(std::string("a\x1b[2J\x07\0b", 8)), "a\\x1b[2J\\x07\\0b");
  EXPECT_EQ(printable("\xff\xe9\x7f\n\t"), "\\xff\\xe9\\x7f\\x0a\\x09");
  EXPECT_EQ(printable("q\"b\\"), "q\\\"b\\\\");
  EXPECT_EQ(core::quoted(std::string("WRL\0", 4)), "\"WRL\\0\"");
  EXPECT_EQ(core::quoted(""), "\"\"");
}

TEST(Printable, CutAfterMaxBytesWithDots) {
  EXPECT_EQ(kPrintableMax, 60u);
  const std::string token(10u << 20, 'x');
  EXPECT_EQ(printable(token), std::string(60, 'x') + "...");
  EXPECT_EQ(printable(std::string(60, 'y')), std::string(60, 'y'));  // exactly 60: not cut
  EXPECT_EQ(printable("abcdef", 3), "abc...");
  EXPECT_EQ(printable("\x01\x02\x03\x04", 2), "\\x01\\x02...");  // counted in input bytes
  EXPECT_EQ(printable(token, std::string::npos).size(), token.size());
}

}  // namespace
}  // namespace core
