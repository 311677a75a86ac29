// SPDX-License-Identifier: GPL-3.0-or-later
// The input script of `retrosim rf run` (src/rf/data/input_script.*).
#include <gtest/gtest.h>

#include <string>

#include "core/bytes.hpp"
#include "rf/data/input_script.hpp"

namespace rf {
namespace {

TEST(InputScript, ParsesSpawnsAndHolds) {
  const InputScript s = parseInputScript(
      "# a comment\n"
      "spawn tank team 0 at 2080,2144 heading 90  # placed directly\n"
      "\n"
      "spawn turret_gun team 1 at -5,7\n"
      "0-59 p1 fwd\n"
      "10 p2 left, A mag=128\r\n"
      "30-40 p1 fwd,right,X4 X5 B,C\n",
      "s.txt");
  ASSERT_EQ(s.spawns.size(), 2u);
  EXPECT_EQ(s.spawns[0].what, "tank");
  EXPECT_EQ(s.spawns[0].team, 0);
  EXPECT_EQ(s.spawns[0].x, 2080);
  EXPECT_EQ(s.spawns[0].y, 2144);
  EXPECT_EQ(s.spawns[0].headingDeg, 90);
  EXPECT_EQ(s.spawns[0].line, 2u);
  EXPECT_EQ(s.spawns[1].x, -5);
  ASSERT_EQ(s.holds.size(), 3u);
  EXPECT_EQ(s.holds[0].from, 0);
  EXPECT_EQ(s.holds[0].to, 59);
  EXPECT_EQ(s.holds[0].keys, kKeyFwd);
  EXPECT_EQ(s.holds[0].mag, 0xff);
  EXPECT_EQ(s.holds[1].player, 1);
  EXPECT_EQ(s.holds[1].keys, kKeyLeft | kKeyA);
  EXPECT_EQ(s.holds[1].mag, 128);
  EXPECT_EQ(s.holds[2].keys, kKeyFwd | kKeyRight | kKeyX4 | kKeyX5 | kKeyB | kKeyC);
  EXPECT_EQ(s.lastFrame(), 59);
  EXPECT_EQ(s.held(35, 0).keys, kKeyFwd | kKeyRight | kKeyX4 | kKeyX5 | kKeyB | kKeyC);
  EXPECT_EQ(s.held(60, 0).keys, 0);
  EXPECT_EQ(s.held(10, 1), (KeysHeld{static_cast<uint16_t>(kKeyLeft | kKeyA), 128}));
  EXPECT_EQ(s.held(11, 1), (KeysHeld{0, 0xff}));
}

std::string errorOf(const std::string& text) {
  try {
    parseInputScript(text, "bad.txt");
  } catch (const core::ParseError& e) {
    return e.what();
  }
  return "(no error)";
}

// Each frame's keys become the raw word of the keyboard reader (the magnitude byte in bits
// 0-7 while left/right is held, 8-15 while up/down is held), or a stick's.
TEST(InputScript, FramesGiveRawWords) {
  const InputScript s = parseInputScript(
      "scheme p2 analog\n"
      "0-3 p1 fwd mag=128\n"
      "2 p1 left A\n"
      "4 p1 A B C\n"
      "5-6 p2 stick=-128,127 B\n",
      "r.txt");
  ASSERT_EQ(s.schemes.size(), 1u);
  EXPECT_EQ(s.schemes[0].player, 1);
  EXPECT_TRUE(s.schemes[0].analog);
  EXPECT_EQ(s.rawWord(0, 0), raw::kUp | 0x8000u);
  EXPECT_EQ(s.rawWord(2, 0), raw::kUp | raw::kLeft | raw::kA | 0xffffu);  // the larger magnitude
  EXPECT_EQ(s.rawWord(4, 0), raw::kAllButtons);
  EXPECT_EQ(s.rawWord(5, 0), raw::kNone);
  EXPECT_EQ(s.rawWord(5, 1), raw::kB | 0x7f80u);
  EXPECT_EQ(s.rawWord(7, 1), raw::kNone);
}

TEST(InputScript, BadLinesNameFileLineAndWhatWasExpected) {
  EXPECT_EQ(errorOf("0 p1 fwd\nspawn tank team 2 at 1,1\n"),
            "bad.txt: line 2: expected a team number (0..1), found \"2\"");
  EXPECT_EQ(errorOf("spawn tank team 0 at 1\n"),
            "bad.txt: line 1: expected a position <x_px>,<y_px>, found \"1\"");
  EXPECT_EQ(errorOf("spawn tank team 0 on 1,1\n"),
            "bad.txt: line 1: expected \"at\" in spawn <class> team <0|1> at <x_px>,<y_px> [heading <deg>], "
            "found \"on\"");
  EXPECT_EQ(errorOf("spawn tank team 0 at 1,1 heading\n"),
            "bad.txt: line 1: expected a heading in degrees (-3600..3600), found the end of the line");
  EXPECT_EQ(errorOf("\n\n5-2 p1 fwd\n"),
            "bad.txt: line 3: expected a last frame, not before the first (5..100000000), found \"2\"");
  EXPECT_EQ(errorOf("5 p3 fwd\n"), "bad.txt: line 1: expected a player p1 or p2, found \"p3\"");
  EXPECT_EQ(
      errorOf("5 p1 jump\n"),
      "bad.txt: line 1: expected a control (fwd back left right A B C X4 X5 mag=<0..255> stick=<x>,<y>), "
      "found \"jump\"");
  EXPECT_EQ(errorOf("5 p1\n"),
            "bad.txt: line 1: expected a control (fwd back left right A B C X4 X5 mag=<0..255> stick=<x>,<y>), "
            "found the end of the line");
  EXPECT_EQ(errorOf("5 p1 fwd mag=256\n"),
            "bad.txt: line 1: expected a magnitude mag=<0..255> (0..255), found \"256\"");
  EXPECT_EQ(errorOf("go p1 fwd\n"),
            "bad.txt: line 1: expected \"spawn\", \"scheme\" or a frame range in <from>[-<to>] p<1|2> "
            "<controls>, found \"go\"");
  EXPECT_EQ(errorOf("5 p1 stick=1\n"), "bad.txt: line 1: expected a stick position stick=<x>,<y>, found \"stick=1\"");
  EXPECT_EQ(errorOf("5 p1 stick=0,200\n"), "bad.txt: line 1: expected a stick y (-128..127), found \"200\"");
  EXPECT_EQ(errorOf("scheme p1 stick\n"),
            "bad.txt: line 1: expected digital or analog in scheme p<1|2> digital|analog, found \"stick\"");
  EXPECT_EQ(errorOf("scheme p3 analog\n"),
            "bad.txt: line 1: expected a player p1 or p2 in scheme p<1|2> digital|analog, found \"p3\"");
}

}  // namespace
}  // namespace rf
