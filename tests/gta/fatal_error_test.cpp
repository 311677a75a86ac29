// SPDX-License-Identifier: GPL-3.0-or-later
// The one-line messages of the original's fatal codes.
#include "gta/data/fatal_error.hpp"

#include <gtest/gtest.h>

#include <string>

namespace gta {
namespace {

TEST(FatalError, CodeTextIsSignedHex) {
  EXPECT_EQ(fatalCodeText(-0x4d), "-0x4d");
  EXPECT_EQ(fatalCodeText(-0x1c3), "-0x1c3");
  EXPECT_EQ(fatalCodeText(0x10), "0x10");
  EXPECT_EQ(fatalCodeText(0), "0x0");
  EXPECT_EQ(fatalCodeText(-2147483647 - 1), "-0x80000000");
  EXPECT_EQ(std::string(FatalError(kFatalNoFreeCar, "Car_Init: full").what()),
            "fatal -0x1c3: Car_Init: full");
}

}  // namespace
}  // namespace gta
