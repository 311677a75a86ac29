// SPDX-License-Identifier: GPL-3.0-or-later
// The MISSION.INI keyword tables 0x4b0d98 / 0x4b0ec0 (gta-mission-keywords.md).
#include <gtest/gtest.h>

#include "gta/data/mission_keywords.hpp"

namespace gta {
namespace {

TEST(MissionKeywords, ObjectTypesInTableOrder) {
  EXPECT_EQ(kMissionObjectTypes.size(), 72u);
  EXPECT_EQ(kMissionObjectTypes[0], "CAR");
  EXPECT_EQ(kMissionObjectTypes[3], "PLAYER");
  EXPECT_EQ(kMissionObjectTypes[7], "TELEPHONE");
  EXPECT_EQ(kMissionObjectTypes[13], "CRANE");
  EXPECT_EQ(kMissionObjectTypes[64], "PARKED_PIXELS");
  EXPECT_EQ(kMissionObjectTypes[71], "ALT_DAMAGE_TRIG");
  EXPECT_EQ(missionObjectTypeIndex("GTA_DEMAND"), 36);
  EXPECT_EQ(missionObjectTypeIndex("SECRET_MISSION_COUNTER"), 67);
  EXPECT_FALSE(missionObjectTypeIndex("telephone"));  // case-sensitive
  EXPECT_FALSE(missionObjectTypeIndex(""));
}

TEST(MissionKeywords, OpcodesInTableOrderFirstMatchWins) {
  EXPECT_EQ(kMissionOpcodes.size(), 150u);
  EXPECT_EQ(kMissionOpcodes[0], "LOCATE_STOPPED");
  EXPECT_EQ(kMissionOpcodes[10], "END");
  EXPECT_EQ(kMissionOpcodes[89], "KICKSTART");
  EXPECT_EQ(kMissionOpcodes[149], "IS_PED_STUNNED");
  EXPECT_EQ(kMissionOpcodes[122], "XXXX");
  EXPECT_EQ(kMissionOpcodes[123], "XXXX");
  EXPECT_EQ(missionOpcodeIndex("XXXX"), 122);
  EXPECT_EQ(missionOpcodeIndex("DONOWT"), 17);
  EXPECT_EQ(missionOpcodeIndex("RED_ARROW_OFF"), 146);
  EXPECT_FALSE(missionOpcodeIndex("NOPE"));
  for (size_t i = 0; i < kMissionOpcodes.size(); ++i) {
    if (i != 123) {
      EXPECT_EQ(missionOpcodeIndex(kMissionOpcodes[i]), static_cast<int>(i)) << kMissionOpcodes[i];
    }
  }
  for (size_t i = 0; i < kMissionObjectTypes.size(); ++i) {
    EXPECT_EQ(missionObjectTypeIndex(kMissionObjectTypes[i]), static_cast<int>(i)) << kMissionObjectTypes[i];
  }
}

}  // namespace
}  // namespace gta
