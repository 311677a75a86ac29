// SPDX-License-Identifier: GPL-3.0-or-later
// MISSION.INI: Mission_ReadIni 0x44ab90 and the section tokeniser 0x44ace0-0x44b130 on
// hand-written snippets, with a test for each quirk (gta-game-core.md "MISSION.INI").
#include <gtest/gtest.h>

#include <string>

#include "core/bytes.hpp"
#include "gta/data/load_error.hpp"
#include "gta/data/mission_ini.hpp"

namespace gta {
namespace {

const std::string kIni =
    "junk [x] [1\r\n"
    "[2]\r\n"
    "Second, 7, b.cmp, 3,\r\n"
    "1 2 3 4 5 6\r\n"
    "[1] \r\n"
    "\r\n"
    "First One, 22, nyc.cmp, 0, \r\n"
    "100 1 1 1 1 0\r\n"
    "-1\r\n"
    "-1\r\n"
    "[3]x, 1,c.cmp,12,";

std::string errorOf(auto&& f) {
  try {
    f();
  } catch (const core::ParseError& e) {
    return e.what();
  }
  return "no error";
}

TEST(MissionIni, ReadsTheHeaderAndTheTextUpToTheNextBracket) {
  const MissionSection s = readMissionSection(kIni, 1, "x.ini");
  EXPECT_EQ(s.header.section, 1u);
  EXPECT_EQ(s.header.line, 5u);
  EXPECT_EQ(s.header.name, "First One");
  EXPECT_EQ(s.header.number, 22u);
  EXPECT_EQ(s.header.cmp, "nyc.cmp");
  EXPECT_EQ(s.header.style, 0u);
  EXPECT_EQ(s.text, " \r\n100 1 1 1 1 0\r\n-1\r\n-1\r\n");
  EXPECT_EQ(s.textLine, 7u);
  EXPECT_FALSE(s.truncated);
  const MissionSection last = readMissionSection(kIni, 3, "x.ini");
  EXPECT_EQ(last.header.name, "x");
  EXPECT_EQ(last.header.cmp, "c.cmp");
  EXPECT_EQ(last.header.style, 12u);
  EXPECT_EQ(last.text, "");
}

TEST(MissionIni, NameAndCmpLengthLimits) {
  const std::string longName(0x60, 'n');
  const std::string ini = "[4]" + longName + ", 1, abcdefghijklmnop.cmp, 2, text";
  const MissionSection s = readMissionSection(ini, 4, "x.ini");
  EXPECT_EQ(s.header.name, std::string(0x51, 'n'));
  EXPECT_EQ(s.header.cmp, "abcdefghijklm");  // 0xd characters
  EXPECT_EQ(s.header.style, 2u);
  EXPECT_EQ(s.text, " text");
}

TEST(MissionIni, TextStopsAt0x37001Bytes) {
  const std::string ini = "[1] n, 1, a.cmp, 0," + std::string(0x37010, 'a') + "[2]";
  const MissionSection s = readMissionSection(ini, 1, "x.ini");
  EXPECT_EQ(s.text.size(), 0x37001u);
  EXPECT_TRUE(s.truncated);
}

TEST(MissionIni, Errors) {
  EXPECT_EQ(errorOf([] { readMissionSection(kIni, 9, "x.ini"); }),
            "x.ini: line 11: expected a section [9], found end of file");
  EXPECT_EQ(errorOf([] { readMissionSection("[1]\nname 22 nyc.cmp 0\n", 1, "x.ini"); }),
            "x.ini: line 3: expected the mission name ended by ',', found end of file");
  EXPECT_EQ(errorOf([] { readMissionSection("[1]\nname, x22, a.cmp, 0,", 1, "x.ini"); }),
            "x.ini: line 2: expected the number after the name (an unsigned number), found 'x'");
}

TEST(MissionIni, ListsEverySection) {
  const auto list = listMissionSections(kIni, "x.ini");
  ASSERT_EQ(list.size(), 3u);
  EXPECT_EQ(list[0].header.section, 2u);
  EXPECT_EQ(list[0].header.line, 2u);
  EXPECT_EQ(list[0].header.name, "Second");
  EXPECT_EQ(list[0].header.number, 7u);
  EXPECT_EQ(list[0].header.cmp, "b.cmp");
  EXPECT_EQ(list[0].header.style, 3u);
  EXPECT_EQ(list[0].text, "\r\n1 2 3 4 5 6\r\n");
  EXPECT_EQ(list[1].header.section, 1u);
  EXPECT_EQ(list[1].text, readMissionSection(kIni, 1, "x.ini").text);
  EXPECT_EQ(list[2].header.section, 3u);
  EXPECT_TRUE(listMissionSections("no sections [a] [", "x.ini").empty());
}

// ---- the section tokeniser ----

TEST(MissionTokens, ReadsNumbersAsAtoi) {
  MissionTokens t("12 -7 +3 abc 12abc 99999999999 -99999999999", "x.ini", 1);
  EXPECT_EQ(t.readInt(), 12);
  EXPECT_EQ(t.readInt(), -7);
  EXPECT_EQ(t.readInt(), 3);
  EXPECT_EQ(t.readInt(), 0);
  EXPECT_EQ(t.readInt(), 12);
  EXPECT_EQ(t.readInt(), 2147483647);
  EXPECT_EQ(t.readInt(), -2147483647 - 1);
  EXPECT_TRUE(t.atEnd());
  EXPECT_EQ(errorOf([&] { t.readInt("a header number"); }),
            "x.ini: line 1: expected a header number, found the end of the section");
}

TEST(MissionTokens, CommentAfterABlankIsSkipped) {
  MissionTokens t("1 {comment 2} 3\n{Vice Beach phones:}\n4 5 {to the end", "x.ini", 1);
  EXPECT_EQ(t.readInt(), 1);
  EXPECT_EQ(t.readInt(), 3);
  EXPECT_EQ(t.readInt(), 4);
  EXPECT_EQ(t.readInt(), 5);
  EXPECT_TRUE(t.atEnd());  // designed: an unclosed comment runs to the end
}

// quirk: a '{' with no blank before it is not a comment but (part of) a token.
TEST(MissionTokens, BraceAtATokenStartWithoutABlankIsNotAComment) {
  MissionTokens a("(1,2,3){c} TELEPHONE", "x.ini", 1);
  EXPECT_EQ(a.readCoords(), (IniCoords{1, 2, 3}));
  EXPECT_EQ(a.readWord(), "{c}");
  EXPECT_EQ(a.readWord(), "TELEPHONE");
  MissionTokens b("{c} 5", "x.ini", 1);  // the text's first character has no blank before it
  EXPECT_EQ(b.readWord(), "{c}");
  EXPECT_EQ(b.readInt(), 5);
  MissionTokens c(" {a}{b} 6", "x.ini", 1);  // the second '{' follows a '}'
  EXPECT_EQ(c.readWord(), "{b}");
  EXPECT_EQ(c.readInt(), 6);
  MissionTokens d("7{c} 8", "x.ini", 1);
  EXPECT_EQ(d.readInt(), 7);
  EXPECT_EQ(d.readInt(), 8);
}

// quirk: Ini_ReadOptDigit steps over one character whatever it is, then takes a digit.
TEST(MissionTokens, OptDigitStepsOverTheFirstCharacterUnconditionally) {
  MissionTokens a("0 1 (108,108,4)", "x.ini", 1);
  EXPECT_EQ(a.readInt(), 0);
  EXPECT_EQ(a.readOptDigit(), 1);
  EXPECT_EQ(a.readCoords(), (IniCoords{108, 108, 4}));
  MissionTokens b("574 (0,0,0)", "x.ini", 1);
  EXPECT_EQ(b.readInt(), 574);
  EXPECT_EQ(b.readOptDigit(), 0);
  EXPECT_EQ(b.readCoords(), (IniCoords{0, 0, 0}));
  MissionTokens c("5\t2 (1,2,3)", "x.ini", 1);
  EXPECT_EQ(c.readInt(), 5);
  EXPECT_EQ(c.readOptDigit(), 2);
  // two blanks: the step lands on the second blank and the digit is missed
  MissionTokens d("574  1 (0,0,0)", "x.ini", 1);
  EXPECT_EQ(d.readInt(), 574);
  EXPECT_EQ(d.readOptDigit(), 0);
  EXPECT_EQ(errorOf([&] { d.readCoords(); }),
            "x.ini: line 1: expected '(' starting the coordinates, found '1'");
}

TEST(MissionTokens, ReadIntCheckedIsFatalB1OnANonNumber) {
  MissionTokens t("\n\n0 768 -5 ABC", "M.INI", 10);
  EXPECT_EQ(t.readIntChecked(), 0);
  EXPECT_EQ(t.readIntChecked(), 768);
  EXPECT_EQ(t.readIntChecked(), -5);
  try {
    t.readIntChecked("the line's last value");
    FAIL() << "no error";
  } catch (const LoadError& e) {
    EXPECT_STREQ(e.what(), "M.INI: line 12: expected the line's last value (fatal -0xb1), found 'ABC'");
    EXPECT_EQ(e.fatalCode(), -0xb1);
    EXPECT_EQ(e.fatalCode(), kFatalIniNotANumber);
    EXPECT_EQ(e.offset(), 12u);
  }
  MissionTokens u("- +5 12x", "M.INI", 1);
  EXPECT_THROW(u.readIntChecked(), LoadError);
  EXPECT_THROW(u.readIntChecked(), LoadError);
  EXPECT_EQ(u.readIntChecked(), 12);  // designed: a leading digit is enough
}

TEST(MissionTokens, CoordinatesErrors) {
  MissionTokens t("(1,2", "x.ini", 1);
  EXPECT_EQ(errorOf([&] { t.readCoords(); }),
            "x.ini: line 1: expected ',' in the coordinates, found the end of the section");
}

TEST(MissionTokens, MoreOnLine) {
  MissionTokens t("1 2 \r\n3 {c} \n4 {c}5\n", "x.ini", 1);
  EXPECT_EQ(t.readInt(), 1);
  EXPECT_TRUE(t.moreOnLine());
  EXPECT_EQ(t.readInt(), 2);
  EXPECT_FALSE(t.moreOnLine());
  EXPECT_EQ(t.readInt(), 3);
  EXPECT_FALSE(t.moreOnLine());
  EXPECT_EQ(t.line(), 2u);
  EXPECT_EQ(t.readInt(), 4);
  EXPECT_EQ(t.line(), 3u);
  EXPECT_TRUE(t.moreOnLine());  // "{c}" after the blank is a comment, then "5"
  EXPECT_EQ(t.readInt(), 5);
  EXPECT_FALSE(t.moreOnLine());
}

TEST(MissionOutline, ReadsSettingsObjectsAndCommands) {
  const std::string ini =
      "[202]\nVice is Painless, 22, miami.cmp, 0,\n"
      "100 1 1 1 1 0\n"
      "{Vice Beach mission phones:}\n"
      "0 1 (243,61,4) TELEPHONE 0 0\n"
      "171 1 (9,19,4) TRIGGER 32000 0 {begin commands from line 32000}\n"
      "204 2 (0,0,0) GTA_DEMAND 0 18 -1 2\n"
      "574 (0,0,0) COUNTER 0\n"
      "  7\n"
      "-1\n"
      "10 XXXX 1 2 3 4 5\n"
      "11 SURVIVE 0 0 30 30 0 {wait}\n"
      "-1\n";
  const MissionSection s = readMissionSection(ini, 202, "m.ini");
  const MissionOutline o = outlineMission(s, "m.ini");
  EXPECT_EQ(o.settings.values, (std::array<int32_t, 6>{100, 1, 1, 1, 1, 0}));
  EXPECT_EQ(o.settings.traffic(), 100);
  EXPECT_EQ(o.settings.police(), 1);
  ASSERT_EQ(o.objects.size(), 4u);
  EXPECT_EQ(o.objects[0].line, 0);
  EXPECT_EQ(o.objects[0].digit, 1);
  EXPECT_EQ(o.objects[0].pos, (IniCoords{243, 61, 4}));
  EXPECT_EQ(o.objects[0].type, "TELEPHONE");
  EXPECT_EQ(o.objects[0].typeIndex, 7);
  EXPECT_EQ(o.objects[0].textLine, 5u);
  EXPECT_EQ(o.objects[1].params, (std::vector<int32_t>{32000, 0}));
  EXPECT_EQ(o.objects[2].digit, 2);
  EXPECT_EQ(o.objects[2].params, (std::vector<int32_t>{0, 18, -1, 2}));
  EXPECT_EQ(o.objects[3].digit, 0);
  EXPECT_EQ(o.objects[3].params, (std::vector<int32_t>{0, 7}));  // p2 is read from the next line
  ASSERT_EQ(o.commands.size(), 2u);
  EXPECT_EQ(o.commands[0].opcodeIndex, 122);  // the first XXXX
  EXPECT_EQ(o.commands[0].args, (std::array<int32_t, 5>{1, 2, 3, 4, 5}));
  EXPECT_EQ(o.commands[1].opcode, "SURVIVE");
  EXPECT_EQ(o.commands[1].opcodeIndex, 4);
  EXPECT_EQ(o.commands[1].textLine, 12u);
}

TEST(MissionOutline, Errors) {
  auto outline = [](const std::string& body) {
    return errorOf(
        [&] { outlineMission(readMissionSection("[1]n,1,a.cmp,0,\n" + body, 1, "m.ini"), "m.ini"); });
  };
  EXPECT_EQ(outline("1 2 3 4 5 6\n0 (1,2,3) TELEFONE 0 0\n-1\n-1\n"),
            "m.ini: line 3: expected an object type name (CAR, PED, OBJECT, ...), found 'TELEFONE'");
  EXPECT_EQ(outline("1 2 3 4 5 6\n0 (1,2,3) PED 0 x\n-1\n-1\n"),
            "m.ini: line 3: expected the line's last value (fatal -0xb1), found 'x'");
  EXPECT_EQ(outline("1 2 3 4 5 6\n-1\n5 JUMP 0 0 0 0 0\n-1\n"),
            "m.ini: line 4: expected a command opcode name (DESTROY, SURVIVE, ...), found 'JUMP'");
  EXPECT_EQ(outline("1 2 3 4 5 6\n-1\n5 END 0 0 0 0 e\n-1\n"),
            "m.ini: line 4: expected the command's last value (fatal -0xb1), found 'e'");
  EXPECT_EQ(outline("1 2 3 4 5 6\n0 (1,2,3) CAR 1 2\n"),
            "m.ini: line 4: expected an object line number or -1, found the end of the section");
}

}  // namespace
}  // namespace gta
