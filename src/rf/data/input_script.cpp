// SPDX-License-Identifier: GPL-3.0-or-later
// The input script of `retrosim rf run` (docs/rf-run.md).
#include "rf/data/input_script.hpp"

#include <algorithm>
#include <charconv>
#include <optional>

#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "core/text.hpp"

namespace rf {
namespace {

constexpr const char* kSpawnForm = "spawn <class> team <0|1> at <x_px>,<y_px> [heading <deg>]";
constexpr const char* kHoldForm = "<from>[-<to>] p<1|2> <controls>";
constexpr const char* kControlForm =
    "a control (fwd back left right A B C X4 X5 mag=<0..255> stick=<x>,<y>)";
constexpr const char* kSchemeForm = "scheme p<1|2> digital|analog";

std::vector<std::string> splitWords(std::string_view s) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) ++i;
    size_t j = i;
    while (j < s.size() && s[j] != ' ' && s[j] != '\t' && s[j] != '\r') ++j;
    if (j > i) out.emplace_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

std::optional<int64_t> toInt(std::string_view s) {
  int64_t v = 0;
  if (s.empty()) return std::nullopt;
  const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
  if (r.ec != std::errc() || r.ptr != s.data() + s.size()) return std::nullopt;
  return v;
}

// A token as the messages show it: escaped and cut (core::quoted).
std::string quoted(std::string_view s) {
  return s.empty() ? "the end of the line" : core::quoted(s);
}

struct LineParser {
  const std::string& file;
  size_t line;
  [[noreturn]] void fail(const std::string& expected, std::string_view found) const {
    throw core::ParseError::atLine(file, line, expected, quoted(found));
  }
  int64_t integer(std::string_view s, int64_t lo, int64_t hi, const std::string& what) const {
    const std::optional<int64_t> v = toInt(s);
    if (!v || *v < lo || *v > hi) {
      fail(what + " (" + std::to_string(lo) + ".." + std::to_string(hi) + ")", s);
    }
    return *v;
  }
};

constexpr int64_t kMaxFrame = 100000000;
constexpr int64_t kMaxCoord = 1000000;

ScriptSpawn parseSpawn(const LineParser& p, const std::vector<std::string>& w) {
  ScriptSpawn s;
  s.line = p.line;
  if (w.size() < 2) p.fail(kSpawnForm, "");
  s.what = w[1];
  if (w.size() < 3 || w[2] != "team")
    p.fail(std::string("\"team\" in ") + kSpawnForm, w.size() < 3 ? "" : w[2]);
  s.team = static_cast<int>(p.integer(w.size() > 3 ? w[3] : "", 0, 1, "a team number"));
  if (w.size() < 5 || w[4] != "at") p.fail(std::string("\"at\" in ") + kSpawnForm, w.size() < 5 ? "" : w[4]);
  const std::string pos = w.size() > 5 ? w[5] : "";
  const size_t comma = pos.find(',');
  if (comma == std::string::npos) p.fail("a position <x_px>,<y_px>", pos);
  s.x = static_cast<int32_t>(
      p.integer(std::string_view(pos).substr(0, comma), -kMaxCoord, kMaxCoord, "x in pixels"));
  s.y = static_cast<int32_t>(
      p.integer(std::string_view(pos).substr(comma + 1), -kMaxCoord, kMaxCoord, "y in pixels"));
  if (w.size() == 6) return s;
  if (w[6] != "heading") p.fail("\"heading <deg>\" or the end of the line", w[6]);
  s.headingDeg =
      static_cast<int32_t>(p.integer(w.size() > 7 ? w[7] : "", -3600, 3600, "a heading in degrees"));
  if (w.size() > 8) p.fail("the end of the line", w[8]);
  return s;
}

void parseControl(const LineParser& p, std::string_view c, ScriptHold& h) {
  static constexpr std::pair<std::string_view, ScriptKey> kKeys[] = {
      {"fwd", kKeyFwd}, {"back", kKeyBack}, {"left", kKeyLeft}, {"right", kKeyRight}, {"A", kKeyA},
      {"B", kKeyB},     {"C", kKeyC},       {"X4", kKeyX4},     {"X5", kKeyX5},
  };
  for (const auto& [name, key] : kKeys) {
    if (c == name) {
      h.keys = static_cast<uint16_t>(h.keys | key);
      return;
    }
  }
  if (c.substr(0, 4) == "mag=") {
    h.mag = static_cast<uint8_t>(p.integer(c.substr(4), 0, 255, "a magnitude mag=<0..255>"));
    return;
  }
  if (c.substr(0, 6) == "stick=") {
    const std::string_view xy = c.substr(6);
    const size_t comma = xy.find(',');
    if (comma == std::string_view::npos) p.fail("a stick position stick=<x>,<y>", c);
    h.stick = true;
    h.stickX = static_cast<int8_t>(p.integer(xy.substr(0, comma), -128, 127, "a stick x"));
    h.stickY = static_cast<int8_t>(p.integer(xy.substr(comma + 1), -128, 127, "a stick y"));
    return;
  }
  p.fail(kControlForm, c);
}

ScriptHold parseHold(const LineParser& p, const std::vector<std::string>& w) {
  ScriptHold h;
  h.line = p.line;
  const std::string_view range = w[0];
  const size_t dash = range.find('-', 1);
  const std::string fromText(range.substr(0, dash));
  if (!toInt(fromText)) p.fail(std::string("\"spawn\", \"scheme\" or a frame range in ") + kHoldForm, range);
  h.from = static_cast<int>(p.integer(fromText, 0, kMaxFrame, "a first frame"));
  h.to = dash == std::string_view::npos
             ? h.from
             : static_cast<int>(p.integer(range.substr(dash + 1), h.from, kMaxFrame,
                                          "a last frame, not before the first"));
  if (w.size() < 2 || (w[1] != "p1" && w[1] != "p2")) p.fail("a player p1 or p2", w.size() < 2 ? "" : w[1]);
  h.player = w[1] == "p1" ? 0 : 1;
  bool any = false;
  for (size_t i = 2; i < w.size(); ++i) {
    std::string_view rest = w[i];
    // stick=<x>,<y> holds a comma of its own
    if (rest.substr(0, 6) == "stick=") {
      parseControl(p, rest, h);
      any = true;
      continue;
    }
    while (!rest.empty()) {
      const size_t comma = rest.find(',');
      const std::string_view piece = rest.substr(0, comma);
      if (!piece.empty()) {
        parseControl(p, piece, h);
        any = true;
      }
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
  }
  if (!any) p.fail(kControlForm, "");
  return h;
}

ScriptScheme parseScheme(const LineParser& p, const std::vector<std::string>& w) {
  ScriptScheme s;
  s.line = p.line;
  if (w.size() < 2 || (w[1] != "p1" && w[1] != "p2"))
    p.fail(std::string("a player p1 or p2 in ") + kSchemeForm, w.size() < 2 ? "" : w[1]);
  s.player = w[1] == "p1" ? 0 : 1;
  if (w.size() < 3 || (w[2] != "digital" && w[2] != "analog"))
    p.fail(std::string("digital or analog in ") + kSchemeForm, w.size() < 3 ? "" : w[2]);
  s.analog = w[2] == "analog";
  if (w.size() > 3) p.fail("the end of the line", w[3]);
  return s;
}

}  // namespace

uint32_t rawWord(const KeysHeld& k) {
  raw::Keys keys;
  keys.up = (k.keys & kKeyFwd) != 0;
  keys.down = (k.keys & kKeyBack) != 0;
  keys.left = (k.keys & kKeyLeft) != 0;
  keys.right = (k.keys & kKeyRight) != 0;
  keys.a = (k.keys & kKeyA) != 0;
  keys.b = (k.keys & kKeyB) != 0;
  keys.c = (k.keys & kKeyC) != 0;
  keys.x4 = (k.keys & kKeyX4) != 0;
  keys.x5 = (k.keys & kKeyX5) != 0;
  keys.mag = k.mag;
  return k.stick ? raw::stickWord(k.stickX, k.stickY, keys) : raw::keyboardWord(keys);
}

KeysHeld InputScript::held(int frame, int player) const {
  KeysHeld k;
  bool any = false;
  for (const ScriptHold& h : holds) {
    if (h.player != player || frame < h.from || frame > h.to) continue;
    k.keys = static_cast<uint16_t>(k.keys | h.keys);
    k.mag = any ? std::max(k.mag, h.mag) : h.mag;
    if (h.stick) {
      k.stick = true;
      k.stickX = h.stickX;
      k.stickY = h.stickY;
    }
    any = true;
  }
  return k;
}

int InputScript::lastFrame() const {
  int last = -1;
  for (const ScriptHold& h : holds) last = std::max(last, h.to);
  return last;
}

InputScript parseInputScript(std::string_view text, const std::string& file) {
  InputScript script;
  script.file = file;
  size_t lineNo = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++lineNo;
    line = line.substr(0, line.find('#'));
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const std::vector<std::string> words = splitWords(line);
    if (words.empty()) continue;
    const LineParser p{file, lineNo};
    if (words[0] == "spawn")
      script.spawns.push_back(parseSpawn(p, words));
    else if (words[0] == "scheme")
      script.schemes.push_back(parseScheme(p, words));
    else
      script.holds.push_back(parseHold(p, words));
  }
  return script;
}

InputScript loadInputScript(const std::string& path) {
  // designed: a script line per input change; 16 MB is hours of play
  const std::vector<uint8_t> bytes = core::readFile(path, core::FileCap{"an input script", 16u << 20});
  return parseInputScript(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), path);
}

}  // namespace rf
