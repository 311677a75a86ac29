// SPDX-License-Identifier: GPL-3.0-or-later
// The `retrosim gta run --input` script reader (gta/data/run_script.hpp).
#include "gta/data/run_script.hpp"

#include <gtest/gtest.h>

#include "core/bytes.hpp"

namespace gta {
namespace {

TEST(GtaRunScript, ReadsEveryVerbCommentsAndBlankLines) {
  const auto c = parseRunScript(
      "# a fire\n\n10 fire 76,46,3  # comment\n20 explosion 1000,2000,300\r\n30 kick 5 10 256\n"
      "40 powerup 10,11,3 2 0\n40 reveal 0\n50 door 20,15,4 left 3",
      "s.txt");
  ASSERT_EQ(c.size(), 6u);
  EXPECT_EQ(c[0].frame, 10u);
  EXPECT_EQ(c[0].verb, RunVerb::Fire);
  EXPECT_EQ(c[0].line, 3u);
  EXPECT_EQ(c[0].args[0], 76);
  EXPECT_EQ(c[0].args[2], 3);
  EXPECT_EQ(c[1].verb, RunVerb::Explosion);
  EXPECT_EQ(c[1].args[1], 2000);
  EXPECT_EQ(c[2].args[2], 256);
  EXPECT_EQ(c[3].args[3], 2);
  EXPECT_EQ(c[4].verb, RunVerb::Reveal);
  EXPECT_EQ(c[5].verb, RunVerb::Door);
  EXPECT_EQ(c[5].args[3], 0);
  EXPECT_EQ(c[5].args[4], 3);
}

std::string errorOf(const std::string& text) {
  try {
    parseRunScript(text, "run.txt");
  } catch (const core::ParseError& e) {
    return e.what();
  }
  return "";
}

TEST(GtaRunScript, ABadLineIsOneErrorNamingIt) {
  EXPECT_EQ(errorOf("1 fire 1,2,3\n2 smoke 1,2,3\n"),
            "run.txt: line 2: expected a verb (fire, explosion, kick, powerup, reveal, door), found 'smoke'");
  EXPECT_NE(errorOf("x fire 1,2,3").find("line 1: expected a frame number"), std::string::npos);
  EXPECT_NE(errorOf("1 fire 1,2").find("expected x,y,z"), std::string::npos);
  EXPECT_NE(errorOf("1 fire 1,2,9").find("z in x,y,z (0..5)"), std::string::npos);
  EXPECT_NE(errorOf("1 fire 1,2,3 4").find("expected the end of the line, found '4'"), std::string::npos);
  EXPECT_NE(errorOf("1 kick 5 10").find("more arguments for 'kick'"), std::string::npos);
  EXPECT_NE(errorOf("5 fire 1,2,3\n4 fire 1,2,3").find("line 2: expected a frame not before"),
            std::string::npos);
  EXPECT_NE(errorOf("1 door 1,2,3 up 4").find("expected a face"), std::string::npos);
  EXPECT_EQ(errorOf("# only\n\n"), "");
}

}  // namespace
}  // namespace gta
