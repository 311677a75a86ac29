// SPDX-License-Identifier: GPL-3.0-or-later
// Mission_Load 0x445800 (gta-game-core.md "MISSION.INI"): the section text of
// Mission_ReadIni read into the script's records. This file holds the reading part, which
// touches nothing but the MissionScript it fills: the six header numbers, the object lines
// (script objects 0x5f30e8, 1400 records, line map 0x6561c0), the command lines (24-byte
// records 0x676660, 5000 of them, unused = opcode 999, label map 0x693b30) and the kill
// frenzy list (0x5fe010). missionLoad then does what the level start does with the records
// (creating the parked cars, binding the player, priming the traffic, starting the police),
// in Game_Init's order.
//
// The commands are loaded and exposed exactly; interpreting them (Mission_Update) is not
// in the spec and not run: docs/gta-mission.md.
//
// The state types are in mission_load_state.hpp; this header holds the functions.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/fields.hpp"
#include "gta/data/mission_ini.hpp"
#include "gta/sim/mission_load_state.hpp"

namespace gta {

struct GameState;

// Whether a type's coordinates are pixels (PED, OBJECT, CRANE, PARKED_PIXELS) or blocks.
bool missionTypeUsesPixels(int type);
// How many values (p1, p2, ...) an object line of `type` reads; 0 = not known (the line's
// p1, p2 and every value left on its text line are read: designed, as outlineMission).
// The counts are those of the shipped MISSION.INI: docs/gta-mission.md lists them.
int missionTypeValueCount(int type);

// Mission_Load 0x445800, the reading part: the section's text through the tokeniser.
// Errors: gta::LoadError -0xb1 (Ini_ReadIntChecked: a line's last value not a number),
// core::ParseError (file and line) for an unknown type or opcode name, the end of the text
// before a -1, or the port's limits (1400 objects, 5000 commands, numbers past 0xffff).
MissionScript readMissionScript(const MissionSection& section, const std::string& file);

// Mission_Load 0x445800 as Game_Init calls it: readMissionScript on s.section, then each
// object line in file order (PARKED / PARKED_PIXELS create their car, PLAYER binds the
// player, PED sub-type 2 its remap; the other types keep their record only), the player
// processes at command 0, the traffic priming (header value 1) and the police (value 2).
void missionLoad(GameState& s, const std::string& iniFile);

// Mission_ClearBlock 0x4770a0: the block under pixel coordinates (x, y, z) >> 6.
// quirk: most types pass block coordinates, so the block cleared is near the map's corner.
ClearBlockCall missionClearBlock(int32_t line, int32_t pixelX, int32_t pixelY, int32_t pixelZ);

}  // namespace gta
