// SPDX-License-Identifier: GPL-3.0-or-later
// Mission 1 of the shipped MISSION.INI on NYC.CMP (RETROSIM_GTA1_DATA): the records
// Mission_Load reads, and the level start.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "gta/data/mission_keywords.hpp"
#include "gta/game.hpp"
#include "gta/gta_data.hpp"
#include "gta/same_state.hpp"

namespace gta {
namespace {

struct RealData {
  std::string ini;
  std::shared_ptr<const CmpFile> cmp;
};

RealData loadReal(const std::string& dir) {
  return {loadMissionIniText(dir + "/MISSION.INI"),
          std::make_shared<const CmpFile>(loadCmp(dir + "/NYC.CMP"))};
}

int opcode(std::string_view name) {
  return *missionOpcodeIndex(name);
}

TEST(MissionLoadReal, Section1Records) {
  GTA1_DATA_OR_SKIP(dir);
  const std::string ini = loadMissionIniText(dir + "/MISSION.INI");
  const MissionSection section = readMissionSection(ini, 1, "MISSION.INI");
  const MissionScript m = readMissionScript(section, "MISSION.INI");
  EXPECT_EQ(m.settings.values, (std::array<int32_t, 6>{100, 1, 1, 1, 1, 0}));
  EXPECT_EQ(m.objectCount, 571u);
  EXPECT_EQ(m.commandCount, 1240u);
  EXPECT_EQ(m.commands[1240].opcode, kCommandUnused);
  EXPECT_EQ(m.commands[kScriptCommandMax - 1].opcode, kCommandUnused);

  const ScriptObject& first = m.objects[0];  // 0 1 (108,108,4) TELEPHONE 0 768
  EXPECT_EQ(first.line, 0);
  EXPECT_EQ(first.digit, 1);
  EXPECT_EQ(first.type, 7);
  EXPECT_EQ(first.pos, (IniCoords{108, 108, 4}));
  EXPECT_EQ(first.param, 768);
  const ScriptObject* door = m.objectOfLine(151);  // 151 (211,189,3) DOOR 1 11 7
  ASSERT_NE(door, nullptr);
  EXPECT_EQ(door->digit, 0);
  EXPECT_EQ(door->valueCount, 3);
  EXPECT_EQ(door->value(2), 7);
  const ScriptObject* demand = m.objectOfLine(204);  // 204 1 (0,0,0) GTA_DEMAND 0 18 -1 2
  ASSERT_NE(demand, nullptr);
  EXPECT_EQ(demand->valueCount, 4);
  EXPECT_EQ(demand->value(3), 2);
  const ScriptObject* crane = m.objectOfLine(285);  // 285 1 (864,14114,192) CRANE 1 512
  ASSERT_NE(crane, nullptr);
  EXPECT_TRUE(crane->pixels);
  EXPECT_EQ(crane->pos, (IniCoords{864, 14114, 192}));
  const ScriptObject* player = m.objectOfLine(294);  // 294 1 (105,119,4) PLAYER 293 256
  ASSERT_NE(player, nullptr);
  EXPECT_EQ(player->type, 3);
  EXPECT_EQ(player->value(0), 293);
  EXPECT_EQ(player->value(1), 256);
  const ScriptObject& last = m.objects[570];  // 576 (95,29,4) TRIGGER 1320 1
  EXPECT_EQ(last.line, 576);
  EXPECT_EQ(last.type, 8);

  EXPECT_EQ(m.commandOfLabel(0), 0);
  EXPECT_EQ(m.commands[0], (ScriptCommand{uint16_t(opcode("DONOWT")), 0, 0, 0, 0, 0}));
  EXPECT_EQ(m.commands[2], (ScriptCommand{uint16_t(opcode("CRANE")), 285, -1, -1, 286, 0}));
  EXPECT_EQ(m.commands[12], (ScriptCommand{uint16_t(opcode("STARTUP")), 303, 30000, 30000, 0, 0}));
  EXPECT_EQ(m.commandOfLabel(32001), 1239);
  EXPECT_EQ(m.commands[1239], (ScriptCommand{uint16_t(opcode("KICKSTART")), 13, -1, -1, 0, 0}));
  EXPECT_EQ(m.commandOfLabel(32000), 1238);
}

TEST(GameReal, Mission1StartsALevel) {
  GTA1_DATA_OR_SKIP(dir);
  const RealData d = loadReal(dir);
  Game g = Game::load(d.cmp, d.ini, 1);
  const GameState& s = g.state();
  EXPECT_EQ(g.missionHeader().cmp, "nyc.cmp");
  EXPECT_EQ(g.missionHeader().style, 0u);  // none: the CMP header's style 1 stays
  EXPECT_EQ(s.style, 1u);
  EXPECT_EQ(g.mission().objectCount, 571u);
  EXPECT_EQ(s.entities.trafficCars, 100);  // mission 1 primes 100 traffic slots
  EXPECT_TRUE(s.policeOn);
  EXPECT_EQ(s.phase, Phase::Running);
  // PLAYER 293 256: the driver of the car of line 293 (PARKED 31 0 at (106,119,4))
  const ScriptObject* car = g.mission().objectOfLine(293);
  ASSERT_NE(car, nullptr);
  ASSERT_GE(car->handle, 0);
  EXPECT_EQ(s.entities.cars[size_t(car->handle)].model, 31);
  EXPECT_EQ(s.playerCount, 1);
  EXPECT_EQ(s.entities.players[0].ped, car->handle + 200);
  // quirk: Mission_ClearBlock before every parked car and the player, near the corner
  ASSERT_FALSE(g.mission().clearedBlocks.empty());
  for (const ClearBlockCall& c : g.mission().clearedBlocks) {
    EXPECT_LE(c.x, 3);
    EXPECT_LE(c.y, 3);
    EXPECT_EQ(c.z, 0);
  }
  for (int i = 0; i < 30; ++i) {
    g.step();
    ASSERT_FALSE(g.over());
  }
  EXPECT_EQ(g.frame(), 30u);
}

TEST(GameReal, TwoStartsGiveTheSameHash) {
  GTA1_DATA_OR_SKIP(dir);
  const RealData d = loadReal(dir);
  Game a = Game::load(d.cmp, d.ini, 1);
  Game b = Game::load(d.cmp, d.ini, 1);
  EXPECT_TRUE(test::sameState(a.state(), b.state()));
  EXPECT_EQ(a.hash(), b.hash());
  for (int i = 0; i < 20; ++i) {
    a.step();
    b.step();
  }
  EXPECT_TRUE(test::sameState(a.state(), b.state()));
  EXPECT_EQ(a.hash(), b.hash());
  const uint64_t after = a.hash();
  a = Game::load(d.cmp, d.ini, 1);  // the RNG is reseeded first: the start is identical again
  const Game c = Game::load(d.cmp, d.ini, 1);
  EXPECT_TRUE(test::sameState(a.state(), c.state()));
  EXPECT_EQ(a.hash(), c.hash());
  EXPECT_NE(a.hash(), after);
}

}  // namespace
}  // namespace gta
