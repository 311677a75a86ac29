// SPDX-License-Identifier: GPL-3.0-or-later
// Mission_Load 0x445800, the reading part: records, labels, per-type values, quirks, errors.
#include <gtest/gtest.h>

#include <string>

#include "gta/data/load_error.hpp"
#include "gta/data/mission_keywords.hpp"
#include "gta/game_fixture.hpp"
#include "gta/same_state.hpp"
#include "gta/sim/mission_load.hpp"

namespace gta {
namespace {

using test::missionText;
using test::sectionOf;

MissionScript load(const std::string& objects, const std::string& commands,
                   const std::string& header = "100 1 1 1 1 0") {
  return readMissionScript(sectionOf(missionText(objects, commands, header)), "MISSION.INI");
}

TEST(MissionLoad, HeaderNumbersAndCounts) {
  const MissionScript m = load("0 1 (108,108,4) TELEPHONE 0 768 \r\n7 (5,6,3) TRIGGER 2635 0 \r\n",
                               "0 DONOWT 0 0 0 0 0 \r\n1 SURVIVE 0 0 30 30 0 \r\n", "100 1 2 3 4 5");
  EXPECT_EQ(m.settings.traffic(), 100);
  EXPECT_EQ(m.settings.police(), 1);
  EXPECT_EQ(m.settings.var505efa(), 3);
  EXPECT_EQ(m.settings.emergency(), 4);
  EXPECT_EQ(m.objectCount, 2u);
  EXPECT_EQ(m.commandCount, 2u);
  ASSERT_EQ(m.objects.size(), kScriptObjectMax);
  ASSERT_EQ(m.commands.size(), kScriptCommandMax);
  const ScriptObject* t = m.objectOfLine(7);
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->type, 8);  // TRIGGER
  EXPECT_EQ(t->pos, (IniCoords{5, 6, 3}));
  EXPECT_EQ(t->handle, 2635);  // p1 (no creator)
  EXPECT_EQ(t->param, 0);      // p2
  EXPECT_EQ(m.objectOfLine(3), nullptr);
  EXPECT_EQ(m.objects[2].type, -1);  // unused record
}

TEST(MissionLoad, CommandRecordsAndUnused999) {
  const MissionScript m = load("", "0 CRANE 285 -1 -1 286 0 \r\n");
  EXPECT_EQ(m.commands[0], (ScriptCommand{22, 285, -1, -1, 286, 0}));
  for (size_t i = 1; i < kScriptCommandMax; ++i) ASSERT_EQ(m.commands[i].opcode, kCommandUnused) << i;
  EXPECT_EQ(kCommandUnused, 999);
  EXPECT_EQ(m.processStart, 0);
}

TEST(MissionLoad, LabelsMapToCommandIndices) {
  const MissionScript m =
      load("", "10 DONOWT 0 0 0 0 0 \r\n32001 KICKSTART 13 -1 -1 0 0 \r\n5 END 0 0 0 0 0 \r\n");
  EXPECT_EQ(m.commandOfLabel(10), 0);
  EXPECT_EQ(m.commandOfLabel(32001), 1);
  EXPECT_EQ(m.commandOfLabel(5), 2);
  EXPECT_EQ(m.commandOfLabel(6), -1);
  EXPECT_EQ(m.commands[1].opcode, 89);  // KICKSTART
}

TEST(MissionLoad, XxxxIsTheFirstMatch) {
  const MissionScript m = load("", "0 XXXX 1 2 3 4 5 \r\n");
  EXPECT_EQ(m.commands[0].opcode, 122);
}

TEST(MissionLoad, PixelCoordinatesByType) {
  const MissionScript m = load(
      "0 (4576,12448,256) OBJECT 47 0 \r\n1 (864,14114,192) CRANE 1 512 \r\n2 (10,20,4) TELEPHONE 0 0 \r\n"
      "3 (12948,8096,256) PED 0 0 \r\n4 (100,200,256) PARKED_PIXELS 3 0 \r\n5 (1,2,3) PARKED 3 0 \r\n",
      "");
  EXPECT_TRUE(m.objectOfLine(0)->pixels);
  EXPECT_TRUE(m.objectOfLine(1)->pixels);
  EXPECT_FALSE(m.objectOfLine(2)->pixels);
  EXPECT_TRUE(m.objectOfLine(3)->pixels);
  EXPECT_TRUE(m.objectOfLine(4)->pixels);
  EXPECT_FALSE(m.objectOfLine(5)->pixels);
}

TEST(MissionLoad, ValuesPerType) {
  const MissionScript m = load(
      "151 (211,189,3) DOOR 1 11 7 \r\n204 1 (0,0,0) GTA_DEMAND 0 18 -1 2 \r\n"
      "232 (183,35,4) DUM_MISSION_TRIG 1065 3 230 \r\n9 (1,1,4) CAR 4 256 9 9 \r\n10 (1,1,4) TELEPHONE 0 0 "
      "\r\n",
      "");
  EXPECT_EQ(missionTypeValueCount(9), 3);
  EXPECT_EQ(missionTypeValueCount(36), 4);
  EXPECT_EQ(missionTypeValueCount(0), 0);  // CAR: not in the shipped file, rest of line
  const ScriptObject* door = m.objectOfLine(151);
  ASSERT_EQ(door->valueCount, 3);
  EXPECT_EQ(door->value(2), 7);
  const ScriptObject* demand = m.objectOfLine(204);
  ASSERT_EQ(demand->valueCount, 4);
  EXPECT_EQ(demand->value(2), -1);
  EXPECT_EQ(demand->value(3), 2);
  EXPECT_EQ(m.objectOfLine(232)->value(2), 230);
  const ScriptObject* car = m.objectOfLine(9);
  ASSERT_EQ(car->valueCount, 4);  // p1 p2 + the rest of the line
  EXPECT_EQ(car->value(3), 9);
  EXPECT_EQ(m.objectOfLine(10)->type, 7);
}

TEST(MissionLoad, DigitPersistenceAndKillFrenzy) {
  const MissionScript m = load(
      "0 1 (1,1,4) TELEPHONE 0 0 \r\n1 (1,1,4) TELEPHONE 0 0 \r\n2 2 (1,1,4) TELEPHONE 0 0 \r\n"
      "3 2 (1,1,4) TRIGGER 0 0 \r\n",
      "");
  EXPECT_TRUE(m.objectOfLine(0)->persistent());
  EXPECT_EQ(m.objectOfLine(0)->digit, 1);
  EXPECT_FALSE(m.objectOfLine(1)->persistent());
  EXPECT_EQ(m.objectOfLine(2)->digit, 2);
  EXPECT_TRUE(m.objectOfLine(2)->persistent());
  ASSERT_EQ(m.killFrenzy.size(), 2u);
  EXPECT_EQ(m.killFrenzy[0], 2);
  EXPECT_EQ(m.killFrenzy[1], 3);
}

TEST(MissionLoad, OptDigitQuirkMissesADigitAfterTwoBlanks) {
  // quirk (Ini_ReadOptDigit): the first character after the number is skipped blindly.
  // After two blanks the digit is missed and then read where the coordinates should be.
  EXPECT_THROW(load("0  1 (1,1,4) TELEPHONE 0 0 \r\n", ""), core::ParseError);
  const MissionScript m = load("0  (1,1,4) TELEPHONE 0 0 \r\n", "");
  EXPECT_FALSE(m.objectOfLine(0)->persistent());
}

TEST(MissionLoad, LastValueNotANumberIsFatalB1WithTheLine) {
  const std::string ini =
      missionText("0 1 (1,1,4) TELEPHONE 0 768 \r\n1 1 (1,1,4) TELEPHONE 0 x768 \r\n", "");
  try {
    readMissionScript(sectionOf(ini), "MISSION.INI");
    FAIL() << "no error";
  } catch (const LoadError& e) {
    EXPECT_EQ(e.fatalCode(), -0xb1);
    EXPECT_EQ(e.offset(), 6u);  // the file line of the bad value
    EXPECT_NE(std::string(e.what()).find("-0xb1"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("MISSION.INI"), std::string::npos) << e.what();
  }
  const std::string cmd = missionText("", "0 DONOWT 0 0 0 0 end \r\n");
  try {
    readMissionScript(sectionOf(cmd), "MISSION.INI");
    FAIL() << "no error";
  } catch (const LoadError& e) {
    EXPECT_EQ(e.fatalCode(), kFatalIniNotANumber);
  }
}

TEST(MissionLoad, UnknownNamesAndEndOfTextAreParseErrors) {
  EXPECT_THROW(load("0 (1,1,4) SPACESHIP 0 0 \r\n", ""), core::ParseError);
  EXPECT_THROW(load("", "0 FLY 0 0 0 0 0 \r\n"), core::ParseError);
  const std::string cut = test::iniWith("100 1 1 1 1 0 \r\n0 (1,1,4) TELEPHONE 0 0 \r\n");
  EXPECT_THROW(readMissionScript(sectionOf(cut), "MISSION.INI"), core::ParseError);
  EXPECT_THROW(load("70000 (1,1,4) TELEPHONE 0 0 \r\n", ""), core::ParseError);  // port limit
}

TEST(MissionLoad, ClearBlockTakesPixels) {
  // quirk: block coordinates (106,119,4) passed as pixels clear block (1,1,0)
  EXPECT_EQ(missionClearBlock(293, 106, 119, 4), (ClearBlockCall{293, 1, 1, 0}));
  EXPECT_EQ(missionClearBlock(1, 6784, 7616, 256), (ClearBlockCall{1, 106, 119, 4}));
}

TEST(MissionLoad, HashAndDifferenceCoverTheRecords) {
  const MissionScript a = load("0 (1,1,4) TELEPHONE 0 0 \r\n", "0 DONOWT 0 0 0 0 0 \r\n");
  const MissionScript b = load("0 (1,1,4) TELEPHONE 0 1 \r\n", "0 DONOWT 0 0 0 0 0 \r\n");
  const MissionScript a2 = load("0 (1,1,4) TELEPHONE 0 0 \r\n", "0 DONOWT 0 0 0 0 0 \r\n");
  EXPECT_NE(core::hashOf(a), core::hashOf(b));
  EXPECT_EQ(core::hashOf(a), core::hashOf(a2));
  EXPECT_TRUE(test::sameState(a, a2));
  EXPECT_EQ(core::firstDifference(a, b), "objects[0].param: 0x0 vs 0x1");
  // The text line is for messages only: not state.
  MissionScript c = a;
  c.objects[0].textLine += 5;
  EXPECT_TRUE(a == c);
  EXPECT_EQ(core::hashOf(a), core::hashOf(c));
}

}  // namespace
}  // namespace gta
