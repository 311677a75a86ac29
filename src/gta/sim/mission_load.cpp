#include "gta/sim/mission_load.hpp"

#include <algorithm>

#include "core/bytes.hpp"
#include "gta/data/mission_keywords.hpp"
#include "gta/data/mission_value_counts.hpp"

namespace gta {
namespace {

std::string quoted(const std::string& s) {
  return "'" + s + "'";
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
           name.empty() ? "the end of the section" : quoted(name));
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
           name.empty() ? "the end of the section" : quoted(name));
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

}  // namespace gta
