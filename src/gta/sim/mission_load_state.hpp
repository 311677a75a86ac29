// SPDX-License-Identifier: GPL-3.0-or-later
// The mission script's records (MissionScript) and limits; functions in mission_load.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/fields.hpp"
#include "gta/data/mission_ini.hpp"

namespace gta {

inline constexpr size_t kScriptObjectMax = 1400;   // records at 0x5f30e8
inline constexpr size_t kScriptCommandMax = 5000;  // records at 0x676660
inline constexpr uint16_t kCommandUnused = 999;    // opcode of an unused command record
// Port deviation (gta-game-core.md): the original indexes its line and label maps with
// any number; here a line number or label past 0xffff stops the load (ParseError).
inline constexpr size_t kScriptLineMapSize = 0x10000;
inline constexpr uint16_t kNoRecord = 0xffff;  // designed: an unmapped line / label
inline constexpr size_t kScriptValuesMax = 8;  // designed: values kept per object line

// Object line types whose Mission_Load behaviour the spec names (kMissionObjectTypes index).
inline constexpr int kObjCar = 0;
inline constexpr int kObjPed = 1;
inline constexpr int kObjObject = 2;
inline constexpr int kObjPlayer = 3;
inline constexpr int kObjParked = 5;
inline constexpr int kObjCrane = 13;
inline constexpr int kObjParkedPixels = 64;

// One script object record (0x5f30e8; the record layout is not in the notes).
struct ScriptObject {
  int32_t line = -1;    // the object line's number (the line map points back here)
  int16_t type = -1;    // index in kMissionObjectTypes; -1 = unused record
  uint8_t digit = 0;    // the optional digit: 1 persistent (kept by RESET), 2 also frenzy
  bool pixels = false;  // pos is in pixels (else blocks)
  IniCoords pos;        // the coordinates as written
  int32_t handle = -1;  // the created entity (car / ped id), or p1 for the other types
  int32_t param = -1;   // p2
  uint8_t valueCount = 0;
  std::array<int32_t, kScriptValuesMax> values{};  // p1, p2, ... as read
  size_t textLine = 0;                             // file line, for messages (not state)

  bool persistent() const { return digit != 0; }
  int32_t value(size_t i) const { return i < valueCount ? values[i] : 0; }

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(ScriptObject, line),   CORE_FIELD(ScriptObject, type),
                      CORE_FIELD(ScriptObject, digit),  CORE_FIELD(ScriptObject, pixels),
                      CORE_FIELD(ScriptObject, pos),    CORE_FIELD(ScriptObject, handle),
                      CORE_FIELD(ScriptObject, param),  CORE_FIELD(ScriptObject, valueCount),
                      CORE_FIELD(ScriptObject, values), CORE_FIELD(ScriptObject, textLine, core::kFieldSkip)};
  }
  friend bool operator==(const ScriptObject& lhs, const ScriptObject& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<ScriptObject>());

// One command record (0x676660): 24 bytes {u16 opcode, a, b, c, d, e}.
struct ScriptCommand {
  uint16_t opcode = kCommandUnused;  // index in kMissionOpcodes (0-based, first match)
  int32_t a = 0;
  int32_t b = 0;
  int32_t c = 0;
  int32_t d = 0;
  int32_t e = 0;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(ScriptCommand, opcode), CORE_FIELD(ScriptCommand, a),
                      CORE_FIELD(ScriptCommand, b),      CORE_FIELD(ScriptCommand, c),
                      CORE_FIELD(ScriptCommand, d),      CORE_FIELD(ScriptCommand, e)};
  }
  friend bool operator==(const ScriptCommand& x, const ScriptCommand& y) { return core::fieldsEqual(x, y); }
};
static_assert(core::everyFieldListed<ScriptCommand>());

// A Mission_ClearBlock 0x4770a0 call made by the load (kept so the quirk can be seen).
struct ClearBlockCall {
  int32_t line = -1;  // the object line that asked
  int32_t x = 0;      // the block cleared: the pixel arguments >> 6
  int32_t y = 0;
  int32_t z = 0;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(ClearBlockCall, line), CORE_FIELD(ClearBlockCall, x),
                      CORE_FIELD(ClearBlockCall, y), CORE_FIELD(ClearBlockCall, z)};
  }
  friend bool operator==(const ClearBlockCall& lhs, const ClearBlockCall& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<ClearBlockCall>());

struct MissionScript {
  MissionSettings settings;
  std::vector<ScriptObject> objects;    // kScriptObjectMax records
  size_t objectCount = 0;               // records used (0 .. objectCount-1)
  std::vector<uint16_t> lineMap;        // line number -> record (kNoRecord)
  std::vector<ScriptCommand> commands;  // kScriptCommandMax records
  size_t commandCount = 0;
  std::vector<uint16_t> labelMap;             // label -> command index (kNoRecord)
  std::vector<uint16_t> killFrenzy;           // records of digit-2 lines, in file order
  std::vector<ClearBlockCall> clearedBlocks;  // filled by missionLoad
  int32_t processStart = 0;                   // the player processes start at command 0

  MissionScript();
  // The record of object line `line`, or nullptr.
  const ScriptObject* objectOfLine(int32_t line) const;
  ScriptObject* objectOfLine(int32_t line);
  // The command index of `label`, or -1.
  int32_t commandOfLabel(int32_t label) const;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(MissionScript, settings),      CORE_FIELD(MissionScript, objects),
                      CORE_FIELD(MissionScript, objectCount),   CORE_FIELD(MissionScript, lineMap),
                      CORE_FIELD(MissionScript, commands),      CORE_FIELD(MissionScript, commandCount),
                      CORE_FIELD(MissionScript, labelMap),      CORE_FIELD(MissionScript, killFrenzy),
                      CORE_FIELD(MissionScript, clearedBlocks), CORE_FIELD(MissionScript, processStart)};
  }
  friend bool operator==(const MissionScript& lhs, const MissionScript& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<MissionScript>());

}  // namespace gta
