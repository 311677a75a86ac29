// SPDX-License-Identifier: GPL-3.0-or-later
// The original MISSION.INI (RETROSIM_GTA1_DATA): section 1 read by Mission_ReadIni 0x44ab90
// and its text by the section tokeniser.
#include <gtest/gtest.h>

#include <string>

#include "gta/data/mission_ini.hpp"
#include "gta/gta_data.hpp"

namespace gta {
namespace {

TEST(MissionIniReal, SectionOneHeaderAndText) {
  GTA1_DATA_OR_SKIP(dir);
  const std::string ini = loadMissionIniText(dir + "/MISSION.INI");
  ASSERT_EQ(ini.size(), 57453u);
  const MissionSection s = readMissionSection(ini, 1, "MISSION.INI");
  EXPECT_EQ(s.header.name, "Easy Liberty City NEW");
  EXPECT_EQ(s.header.number, 22u);
  EXPECT_EQ(s.header.cmp, "nyc.cmp");
  EXPECT_EQ(s.header.style, 0u);
  EXPECT_EQ(s.header.line, 1u);
  EXPECT_EQ(s.textLine, 3u);
  EXPECT_EQ(s.text.size(), 57407u);  // the rest of the file: there is no further '['
  EXPECT_FALSE(s.truncated);
  EXPECT_EQ(s.text.substr(0, 17), " \r\n100 1 1 1 1 0 ");

  const auto list = listMissionSections(ini, "MISSION.INI");
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].header.section, 1u);
  EXPECT_EQ(list[0].header.name, "Easy Liberty City NEW");
  EXPECT_EQ(list[0].text, s.text);
}

TEST(MissionIniReal, TokeniserReadsTheHeaderNumbersAndTheFirstObjectLine) {
  GTA1_DATA_OR_SKIP(dir);
  const std::string ini = loadMissionIniText(dir + "/MISSION.INI");
  const MissionSection s = readMissionSection(ini, 1, "MISSION.INI");
  MissionTokens t(s, "MISSION.INI");
  const MissionSettings settings = readMissionSettings(t);
  EXPECT_EQ(settings.values, (std::array<int32_t, 6>{100, 1, 1, 1, 1, 0}));
  // 0 1 (108,108,4) TELEPHONE 0 768
  EXPECT_EQ(t.readInt(), 0);
  EXPECT_EQ(t.line(), 8u);
  EXPECT_EQ(t.readOptDigit(), 1);
  EXPECT_EQ(t.readCoords(), (IniCoords{108, 108, 4}));
  EXPECT_EQ(t.readWord(), "TELEPHONE");
  EXPECT_EQ(t.readInt(), 0);
  EXPECT_EQ(t.readIntChecked(), 768);
  EXPECT_EQ(t.readInt(), 1);  // the next line
}

TEST(MissionIniReal, OutlineOfSectionOne) {
  GTA1_DATA_OR_SKIP(dir);
  const std::string ini = loadMissionIniText(dir + "/MISSION.INI");
  const MissionOutline o = outlineMission(readMissionSection(ini, 1, "MISSION.INI"), "MISSION.INI");
  ASSERT_EQ(o.objects.size(), 571u);
  EXPECT_EQ(o.objects.front().type, "TELEPHONE");
  EXPECT_EQ(o.objects.back().line, 576);
  EXPECT_EQ(o.objects.back().type, "TRIGGER");
  EXPECT_EQ(o.objects.back().params, (std::vector<int32_t>{1320, 1}));
  ASSERT_EQ(o.commands.size(), 1240u);
  EXPECT_EQ(o.commands.front().label, 0);
  EXPECT_EQ(o.commands.front().opcode, "DONOWT");
  EXPECT_EQ(o.commands.back().label, 32001);
  EXPECT_EQ(o.commands.back().opcode, "KICKSTART");
  EXPECT_EQ(o.commands.back().args, (std::array<int32_t, 5>{13, -1, -1, 0, 0}));
  EXPECT_EQ(o.commands.back().textLine, 2619u);
}

}  // namespace
}  // namespace gta
