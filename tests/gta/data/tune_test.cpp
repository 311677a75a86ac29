// SPDX-License-Identifier: GPL-3.0-or-later
// Tune_LoadFile 0x412d20, the reading half: the entries of config.ini, its fatal errors and
// the key block it shares with the text.
#include "gta/data/tune.hpp"

#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "gta/data/fatal_error.hpp"
#include "gta/data/load_error.hpp"

namespace gta {
namespace {

TEST(TuneParse, EntriesInFileOrder) {
  const std::vector<TuneEntry> e = parseTuneText(
      "[car 12 mass] 98304\n"
      "[car 12 com_x] -3\n"
      "[car 95 moment] 70000\n",
      "config.ini");
  ASSERT_EQ(e.size(), 3u);
  EXPECT_EQ(e[0], (TuneEntry{12, TuneParam::Mass, 98304, 0}));
  EXPECT_EQ(e[1], (TuneEntry{12, TuneParam::ComX, -3, 20}));
  EXPECT_EQ(e[2], (TuneEntry{95, TuneParam::Moment, 70000, 38}));  // no record: the apply skips it
}

TEST(TuneParse, EveryParameterNameIsKnown) {
  const std::vector<std::string> names = {"com_x",
                                          "com_y",
                                          "moment",
                                          "turn_ratio",
                                          "drive",
                                          "steering_wheel_offset",
                                          "mass",
                                          "gear1",
                                          "tyre_adhesion_x",
                                          "tyre_adhesion_y",
                                          "handbrake_friction",
                                          "footbrake_friction",
                                          "front_brake_bias",
                                          "back_end_slide",
                                          "handbrake_slide"};
  ASSERT_EQ(names.size(), kTuneParamCount);
  for (size_t i = 0; i < names.size(); ++i) {
    const auto p = tuneParamOfName(names[i]);
    ASSERT_TRUE(p.has_value()) << names[i];
    EXPECT_EQ(static_cast<size_t>(*p), i) << names[i];
    EXPECT_EQ(tuneParamName(*p), names[i]);
  }
  EXPECT_FALSE(tuneParamOfName("wings"));
  EXPECT_FALSE(tuneParamOfName("Mass"));  // case-sensitive
}

void expectFatal89(const std::string& text, size_t offset) {
  try {
    parseTuneText(text, "config.ini");
    FAIL() << "no throw for " << text;
  } catch (const LoadError& e) {
    EXPECT_EQ(e.fatalCode(), -0x89);
    EXPECT_EQ(e.offset(), offset);
    EXPECT_EQ(e.file(), "config.ini");
  }
}

TEST(TuneParse, UnknownParameterOrNotCarIsFatal89) {
  expectFatal89("[car 12 mass] 5\n[car 12 wings] 3\n", 16);
  expectFatal89("[bike 12 mass] 5\n", 0);
  expectFatal89("  [car 12 mass", 2);
}

TEST(TuneParse, LongerThan0x1000IsFatal) {
  EXPECT_NO_THROW(parseTuneText(std::string(0x1000, ' '), "c"));
  try {
    parseTuneText(std::string(0x1001, ' '), "c");
    FAIL();
  } catch (const LoadError& e) {
    EXPECT_EQ(e.fatalCode(), kFatalTuneTooLong);
    EXPECT_EQ(e.offset(), 0x1000u);
  }
}

TEST(TuneParse, AbsentFileHasNoEntries) {
  EXPECT_TRUE(loadTuneFile("/nonexistent/config.ini").empty());
}

TEST(TuneParse, TheKeyAndTheTextShareOneBlock) {
  TuneBuffer buf;
  parseTuneText("[car 12 mass] 5", "c", buf);
  EXPECT_STREQ(buf.key(), "car 12 mass");
  EXPECT_EQ(buf.text(), buf.key() + 0x50);
  EXPECT_STREQ(buf.text(), "[car 12 mass] 5");
}

TEST(TuneParse, QuirkKeyWithBlanksBeforeItsBracketCopiesTheRestOverTheText) {
  // The first key ends in "mass ]": the copy runs on through the whole rest of the text
  // (from offset 1) into the key block and on over the text: text[i] becomes the old
  // text[0x51 + i]. The value is then read at the old ']' + 1 = 14 of the shifted text,
  // i.e. the old offset 0x51 + 14 = 95, and the scan goes on in the shifted text.
  std::string text = "[car 12 mass ] 5";
  text.resize(95, ' ');
  text += "777";
  text.resize(130, ' ');
  text += "[car 13 gear1] 9\n";
  TuneBuffer buf;
  const std::vector<TuneEntry> e = parseTuneText(text, "config.ini", buf);
  ASSERT_EQ(e.size(), 2u);
  EXPECT_EQ(e[0].model, 12);
  EXPECT_EQ(e[0].param, TuneParam::Mass);
  EXPECT_EQ(e[0].value, 777);  // not 5
  EXPECT_EQ(e[1].model, 13);
  EXPECT_EQ(e[1].param, TuneParam::Gear1);
  EXPECT_EQ(e[1].value, 9);
  // The text now starts with the old text from 0x51 on (14 blanks, then 777); the key
  // block holds the last key.
  EXPECT_EQ(std::strncmp(buf.text() + 11, "   777", 6), 0);
  EXPECT_EQ(std::strncmp(buf.text() + 49, "[car 13 gear1] 9", 16), 0);
  EXPECT_STREQ(buf.key(), "car 13 gear1");
  // Without the blank the same text reads 5 and then the second entry.
  std::string plain = text;
  plain.replace(0, 14, "[car 12 mass] ");
  const std::vector<TuneEntry> p = parseTuneText(plain, "config.ini");
  ASSERT_EQ(p.size(), 2u);
  EXPECT_EQ(p[0].value, 5);
  EXPECT_EQ(p[1].value, 9);
}

}  // namespace
}  // namespace gta
