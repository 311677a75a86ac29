#include "gta/data/tune.hpp"

#include <array>
#include <fstream>
#include <iterator>
#include <string>

#include "gta/fatal_error.hpp"
#include "gta/load_error.hpp"
#include "gta/sim/entities.hpp"

namespace gta {

namespace {

enum class Param {
  ComX,
  ComY,
  Moment,
  TurnRatio,
  Drive,
  SteeringWheelOffset,  // the integer ones
  Mass,
  Gear1,
  AdhesionX,
  AdhesionY,
  HandbrakeFriction,
  FootbrakeFriction,
  FrontBrakeBias,
  BackEndSlide,
  HandbrakeSlide,  // value / 65536
};

struct ParamName {
  const char* name;
  Param param;
};

// designed: the exe's parameter strings are not in the spec; these name the fields.
constexpr std::array<ParamName, 15> kParams = {{
    {"com_x", Param::ComX},                                 // +0x76 byte
    {"com_y", Param::ComY},                                 // +0x77 byte
    {"moment", Param::Moment},                              // +0x78 int
    {"turn_ratio", Param::TurnRatio},                       // +0x98 short
    {"drive", Param::Drive},                                // +0x9a short
    {"steering_wheel_offset", Param::SteeringWheelOffset},  // +0x9c short
    {"mass", Param::Mass},                                  // +0x7c
    {"gear1", Param::Gear1},                                // +0x80
    {"tyre_adhesion_x", Param::AdhesionX},                  // +0x84
    {"tyre_adhesion_y", Param::AdhesionY},                  // +0x88
    {"handbrake_friction", Param::HandbrakeFriction},       // +0x8c
    {"footbrake_friction", Param::FootbrakeFriction},       // +0x90
    {"front_brake_bias", Param::FrontBrakeBias},            // +0x94
    {"back_end_slide", Param::BackEndSlide},                // +0x9e
    {"handbrake_slide", Param::HandbrakeSlide},             // +0xa2
}};

bool isBlank(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// The value / 65536 fields: the original converts to float; value / 65536 in 16.16 is
// the value itself, exactly.
void setField(CarInfo& c, Param p, int32_t v) {
  switch (p) {
    case Param::ComX:
      c.comX = static_cast<int8_t>(v);
      break;
    case Param::ComY:
      c.comY = static_cast<int8_t>(v);
      break;
    case Param::Moment:
      c.moment = v;
      break;
    case Param::TurnRatio:
      c.turnRatio = static_cast<int16_t>(v);
      break;
    case Param::Drive:
      c.drive = static_cast<int16_t>(v);
      break;
    case Param::SteeringWheelOffset:
      c.steeringWheelOffset = static_cast<int16_t>(v);
      break;
    case Param::Mass:
      c.mass = v;
      break;
    case Param::Gear1:
      c.gear1 = v;
      break;
    case Param::AdhesionX:
      c.adhesionX = v;
      break;
    case Param::AdhesionY:
      c.adhesionY = v;
      break;
    case Param::HandbrakeFriction:
      c.handbrakeFriction = v;
      break;
    case Param::FootbrakeFriction:
      c.footbrakeFriction = v;
      break;
    case Param::FrontBrakeBias:
      c.frontBrakeBias = v;
      break;
    case Param::BackEndSlide:
      c.backEndSlide = v;
      break;
    case Param::HandbrakeSlide:
      c.handbrakeSlide = v;
      break;
  }
}

// atoi: blanks, an optional sign, digits (designed: no digits gives 0). Advances *p.
int32_t readInt(const char* s, size_t* p) {
  size_t i = *p;
  while (s[i] != 0 && isBlank(s[i])) ++i;
  bool neg = false;
  if (s[i] == '-' || s[i] == '+') neg = s[i++] == '-';
  uint32_t v = 0;
  while (s[i] >= '0' && s[i] <= '9') v = v * 10u + static_cast<uint32_t>(s[i++] - '0');
  *p = i;
  return static_cast<int32_t>(neg ? 0u - v : v);
}

// The next blank-separated word of s from *p.
std::string readWord(const char* s, size_t* p) {
  size_t i = *p;
  while (s[i] != 0 && isBlank(s[i])) ++i;
  std::string w;
  while (s[i] != 0 && !isBlank(s[i])) w.push_back(s[i++]);
  *p = i;
  return w;
}

[[noreturn]] void fail(const std::string& file, size_t offset, const std::string& expected,
                       const std::string& found) {
  throw LoadError(core::ParseError(file, offset, expected, found), kFatalTuneBadEntry);
}

// Copies the key after the '[' at text[open] into the key block and returns the index of
// its ']' in the text (or npos). quirk: the key block (0x50 bytes) is followed by the text;
// when the first ']' follows a blank the copy runs on through the whole rest of the text
// (designed mechanism: the spec names the effect, not the code), which lands over the
// start of the text. The copy goes forward from a higher address, like the original's.
size_t copyKey(TuneBuffer& buf, size_t open) {
  char* mem = buf.mem.data();
  const size_t src = kTuneKeySize + open + 1;
  size_t close = std::string::npos;
  char prev = '[';
  size_t k = 0;
  for (; mem[src + k] != 0; ++k) {
    const char c = mem[src + k];
    if (c == ']' && close == std::string::npos) {
      close = open + 1 + k;
      if (!isBlank(prev)) break;
    }
    mem[k] = c;
    prev = c;
  }
  mem[k] = 0;
  return close;
}

}  // namespace

// Tune_SetCarParam 0x412e90
bool tuneSetCarParam(EntityTables& t, int model, std::string_view param, int32_t value, bool* skipped) {
  for (const ParamName& p : kParams) {
    if (param != p.name) continue;
    CarInfo* info = carInfoOfModel(t, model);
    if (skipped != nullptr) *skipped = info == nullptr;
    if (info != nullptr) setField(*info, p.param, value);
    return true;
  }
  return false;
}

// Tune_LoadFile 0x412d20
TuneResult tuneLoadText(EntityTables& t, std::string_view text, const std::string& file, TuneBuffer& buf) {
  if (text.size() > kTuneTextMax) {
    throw LoadError(
        core::ParseError(file, kTuneTextMax, "at most 0x1000 bytes", std::to_string(text.size()) + " bytes"),
        kFatalTuneTooLong);
  }
  buf.mem.fill(0);
  std::copy(text.begin(), text.end(), buf.text());
  const char* tx = buf.text();
  TuneResult r;
  size_t pos = 0;
  for (;;) {
    while (tx[pos] != 0 && tx[pos] != '[') ++pos;
    if (tx[pos] == 0) break;
    const size_t open = pos;
    const size_t close = copyKey(buf, open);
    if (close == std::string::npos) fail(file, open, "a key ending in ]", "the end of the file");
    size_t kp = 0;
    const std::string head = readWord(buf.key(), &kp);
    if (head != "car") fail(file, open, "[car <model> <parameter>]", "[" + head);
    const int32_t model = readInt(buf.key(), &kp);
    const std::string param = readWord(buf.key(), &kp);
    pos = close + 1;
    const int32_t value = readInt(tx, &pos);
    bool skipped = false;
    if (!tuneSetCarParam(t, model, param, value, &skipped)) {
      fail(file, open, "a car parameter", "'" + param + "'");
    }
    ++(skipped ? r.skipped : r.applied);
  }
  return r;
}

TuneResult tuneLoadFile(EntityTables& t, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  TuneBuffer buf;
  return tuneLoadText(t, text, path, buf);
}

}  // namespace gta
