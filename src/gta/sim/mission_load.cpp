// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/mission_load.hpp"

#include <algorithm>

#include "core/bytes.hpp"
#include "core/text.hpp"
#include "gta/data/mission_keywords.hpp"
#include "gta/data/mission_value_counts.hpp"
#include "gta/sim/entities.hpp"
#include "gta/sim/game.hpp"
#include "gta/sim/mapq.hpp"
#include "gta/sim/traffic.hpp"

namespace gta {
namespace {

std::string quotedText(const std::string& s) {
  return "'" + core::printable(s) + "'";
}

void checkLimit(const MissionTokens& t, int32_t v, size_t max, const char* what) {
  if (v >= 0 && static_cast<size_t>(v) < max) return;
  t.fail(std::string(what) + " below " + std::to_string(max) + " (port limit)", std::to_string(v));
}

void readValues(MissionTokens& t, ScriptObject& o) {
  auto push = [&](int32_t v) {
    if (o.valueCount == kScriptValuesMax)
      t.fail("at most " + std::to_string(kScriptValuesMax) + " values on an object line", "more");
    o.values[o.valueCount++] = v;
  };
  const int count = missionTypeValueCount(o.type);
  if (count > 0) {
    for (int i = 0; i + 1 < count; ++i) push(t.readInt(i == 0 ? "p1" : "a value"));
    push(t.readIntChecked("the line's last value"));
    return;
  }
  push(t.readInt("p1"));
  for (bool more = true; more;) {  // p2, then the rest of the text line; the last is checked
    if (t.atEnd()) t.fail("p2", "the end of the section");
    MissionTokens peek = t;
    peek.readWord();
    const bool last = !peek.moreOnLine();
    push(last ? t.readIntChecked("the line's last value") : t.readInt("a value"));
    more = !last;
  }
}

void readObjectLine(MissionTokens& t, MissionScript& s, int32_t number, size_t textLine) {
  checkLimit(t, number, kScriptLineMapSize, "an object line number");
  if (s.objectCount == kScriptObjectMax)
    t.fail("at most " + std::to_string(kScriptObjectMax) + " object lines (port limit)", "more");
  const auto index = static_cast<uint16_t>(s.objectCount);
  ScriptObject& o = s.objects[index];
  o.line = number;
  o.textLine = textLine;
  o.digit = static_cast<uint8_t>(t.readOptDigit());
  o.pos = t.readCoords();
  const std::string name = t.readWord();
  const auto type = missionObjectTypeIndex(name);
  if (!type)
    t.fail("an object type name (CAR, PED, OBJECT, ...)",
           name.empty() ? "the end of the section" : quotedText(name));
  o.type = static_cast<int16_t>(*type);
  o.pixels = missionTypeUsesPixels(*type);
  readValues(t, o);
  o.handle = o.value(0);
  o.param = o.value(1);
  s.lineMap[static_cast<size_t>(number)] = index;
  if (o.digit == 2) s.killFrenzy.push_back(index);
  ++s.objectCount;
}

void readCommandLine(MissionTokens& t, MissionScript& s, int32_t label) {
  checkLimit(t, label, kScriptLineMapSize, "a command label");
  if (s.commandCount == kScriptCommandMax)
    t.fail("at most " + std::to_string(kScriptCommandMax) + " command lines (port limit)", "more");
  const std::string name = t.readWord();
  const auto op = missionOpcodeIndex(name);  // the first match: XXXX is 122
  if (!op)
    t.fail("a command opcode name (DESTROY, SURVIVE, ...)",
           name.empty() ? "the end of the section" : quotedText(name));
  ScriptCommand& c = s.commands[s.commandCount];
  c.opcode = static_cast<uint16_t>(*op);
  c.a = t.readInt("a command value");
  c.b = t.readInt("a command value");
  c.c = t.readInt("a command value");
  c.d = t.readInt("a command value");
  c.e = t.readIntChecked("the command's last value");
  s.labelMap[static_cast<size_t>(label)] = static_cast<uint16_t>(s.commandCount);
  ++s.commandCount;
}

}  // namespace

bool missionTypeUsesPixels(int type) {
  return type == kObjPed || type == kObjObject || type == kObjCrane || type == kObjParkedPixels;
}

int missionTypeValueCount(int type) {
  if (type < 0 || static_cast<size_t>(type) >= kMissionValueCounts.size()) return 0;
  return kMissionValueCounts[static_cast<size_t>(type)];
}

MissionScript::MissionScript()
    : objects(kScriptObjectMax),
      lineMap(kScriptLineMapSize, kNoRecord),
      commands(kScriptCommandMax),
      labelMap(kScriptLineMapSize, kNoRecord) {}

const ScriptObject* MissionScript::objectOfLine(int32_t line) const {
  if (line < 0 || static_cast<size_t>(line) >= lineMap.size()) return nullptr;
  const uint16_t r = lineMap[static_cast<size_t>(line)];
  return r == kNoRecord ? nullptr : &objects[r];
}

ScriptObject* MissionScript::objectOfLine(int32_t line) {
  return const_cast<ScriptObject*>(static_cast<const MissionScript&>(*this).objectOfLine(line));
}

int32_t MissionScript::commandOfLabel(int32_t label) const {
  if (label < 0 || static_cast<size_t>(label) >= labelMap.size()) return -1;
  const uint16_t r = labelMap[static_cast<size_t>(label)];
  return r == kNoRecord ? -1 : r;
}

// Mission_Load 0x445800 (the reading part)
MissionScript readMissionScript(const MissionSection& section, const std::string& file) {
  MissionTokens t(section, file);
  MissionScript s;
  s.settings = readMissionSettings(t);
  for (;;) {
    t.atEnd();
    const size_t textLine = t.line();
    const int32_t number = t.readInt("an object line number or -1");
    if (number < 0) break;
    readObjectLine(t, s, number, textLine);
  }
  for (;;) {
    const int32_t label = t.readInt("a command label or -1");
    if (label < 0) break;
    readCommandLine(t, s, label);
  }
  s.processStart = 0;
  return s;
}

// Mission_ClearBlock 0x4770a0
ClearBlockCall missionClearBlock(int32_t line, int32_t pixelX, int32_t pixelY, int32_t pixelZ) {
  // quirk: the arguments are taken as pixels (>> 6 to a block) whatever the caller passed
  return {line, pixelX >> 6, pixelY >> 6, pixelZ >> 6};
}

// ---- Mission_Load 0x445800: the part that acts on the level (in Game_Init's order) ----

namespace {

// Block coordinates to the 16.16 pixel position of the block's centre; z on the ground
// under it from the block's layer (designed: the notes give the block, not the point).
struct BlockPoint {
  core::Fixed x, y, z;
};
BlockPoint blockPoint(const GameState& s, const IniCoords& b) {
  const core::Fixed x = static_cast<core::Fixed>(static_cast<uint32_t>(b.x) << 22) + kHalfBlock;
  const core::Fixed y = static_cast<core::Fixed>(static_cast<uint32_t>(b.y) << 22) + kHalfBlock;
  const core::Fixed z =
      mapGetGroundZ(s.blocks(), x, y, static_cast<core::Fixed>(static_cast<uint32_t>(b.z) << 22));
  return {x, y, z};
}

// PARKED / PARKED_PIXELS: Mission_ClearBlock, then the car (MisCar_* 0x475840..).
void missionParkedCar(GameState& s, ScriptObject& o) {
  // quirk: Mission_ClearBlock 0x4770a0 takes pixels; PARKED passes its block coordinates,
  // so the block cleared is (x >> 6, y >> 6, z >> 6), near the map's corner (nothing
  // there at level start: the clearing finds no entity to remove).
  s.mission.clearedBlocks.push_back(missionClearBlock(o.line, o.pos.x, o.pos.y, o.pos.z));
  BlockPoint at{};
  if (o.pixels) {
    at = {core::px(o.pos.x), core::px(o.pos.y), core::px(o.pos.z)};
  } else {
    at = blockPoint(s, o.pos);
  }
  // p1 the model, p2 the direction (0..1023); the created car's slot is the handle.
  o.handle = carCreate(s.entities, o.value(0), at.x, at.y, at.z, static_cast<int16_t>(o.value(1) & 0x3ff), 0);
}

// PLAYER: binds the next player to the driver slot of the car of line p1.
void missionPlayer(GameState& s, ScriptObject& o) {
  // quirk: the same Mission_ClearBlock call with the player's block coordinates.
  s.mission.clearedBlocks.push_back(missionClearBlock(o.line, o.pos.x, o.pos.y, o.pos.z));
  // Player_First / Player_Next: single player binds the first PLAYER line only.
  if (s.playerCount >= 1) return;
  const ScriptObject* car = s.mission.objectOfLine(o.value(0));
  const int32_t carId = car != nullptr ? car->handle : -1;
  if (carId < 0 || carId >= kCarSlots) return;  // port deviation: no car, no binding
  const int32_t ped = carId + kFirstDriverPed;
  Player& pl = s.entities.players[static_cast<size_t>(s.playerCount++)];
  pl.ped = ped;
  // standing on block (x, y, z) facing p2
  Ped& p = s.entities.peds[static_cast<size_t>(ped)];
  const BlockPoint at = blockPoint(s, o.pos);
  p.sprite.x = at.x;
  p.sprite.y = at.y;
  p.sprite.z = at.z;
  p.sprite.angle = static_cast<int16_t>(o.value(1) & 0x3ff);
  o.handle = ped;
}

// Mission_Load 0x445800, the part that acts on the level: each object line in file order.
// The records were read by readMissionScript; types without a ported creator keep their
// record only (docs/gta-mission.md).
void applyMissionObjects(GameState& s) {
  MissionScript& m = s.mission;
  for (size_t i = 0; i < m.objectCount; ++i) {
    ScriptObject& o = m.objects[i];
    switch (o.type) {
      case kObjParked:
      case kObjParkedPixels:
        missionParkedCar(s, o);
        break;
      case kObjPlayer:
        missionPlayer(s, o);
        break;
      case kObjPed:
        if (o.value(0) == 2) {
          // quirk: sub-type 2 (a driver for a car) stores p2 as its handle and gives that
          // ped id the remap; the creator's result is dropped (disassembly at 0x43d68b).
          // designed: p1 is the sub-type and the remap the line's third value.
          o.handle = o.value(1);
          if (o.handle >= 0 && o.handle < kPedSlots)
            s.entities.peds[static_cast<size_t>(o.handle)].remap = static_cast<uint8_t>(o.value(2));
        }
        // not yet ported: the ped creator Mission_Spawn* (0x43d2c0..) for the other
        // sub-types: their handle stays p1.
        break;
      default:
        break;  // records only (docs/gta-mission.md)
    }
  }
}

}  // namespace

// Mission_Load 0x445800, Game_Init's call: the records read, then what the level start does
// with them.
void missionLoad(GameState& s, const std::string& iniFile) {
  s.mission = readMissionScript(s.section, iniFile);
  applyMissionObjects(s);
  // The player processes start at command 0.
  s.mission.processStart = 0;
  // The first header value primes the traffic pool (MisCar_SpawnBatch).
  trafficPrimeCarPool(s.entities, s.mission.settings.traffic());
  // The second header value = 1 starts the police.
  s.policeOn = s.mission.settings.police() == 1;
}

}  // namespace gta
