// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ascii.hpp"

#include <gtest/gtest.h>

#include <string>

namespace core {
namespace {

TEST(AsciiLower, FoldsTheAsciiCapitalsOnly) {
  EXPECT_EQ(asciiLower("RFMAP001.RFM"), "rfmap001.rfm");
  EXPECT_EQ(asciiLower("Keypad Enter_2-x"), "keypad enter_2-x");
  EXPECT_EQ(asciiLower(std::string("@[`{")), "@[`{");  // the neighbours of A-Z and a-z stay
  EXPECT_EQ(asciiLower("\xC4\xD6"), "\xC4\xD6");       // bytes above 0x7f stay as they are
  static_assert(asciiLower('A') == 'a' && asciiLower('Z') == 'z' && asciiLower('z') == 'z');
}

}  // namespace
}  // namespace core
