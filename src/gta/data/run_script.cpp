// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/data/run_script.hpp"

#include <algorithm>
#include <charconv>
#include <cstddef>

#include "core/bytes.hpp"
#include "core/text.hpp"

namespace gta {
namespace {

std::vector<std::string_view> words(std::string_view line) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    const size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

bool toInt(std::string_view s, int32_t& v) {
  const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
  return r.ec == std::errc{} && r.ptr == s.data() + s.size() && !s.empty();
}

struct Line {
  const std::string& file;
  size_t n;
  [[noreturn]] void fail(const std::string& expected, std::string_view found) const {
    throw core::ParseError::atLine(
        file, n, expected, found.empty() ? "the end of the line" : "'" + core::printable(found) + "'");
  }
  int32_t number(std::string_view s, const char* what, int32_t lo, int32_t hi) const {
    int32_t v = 0;
    if (!toInt(s, v) || v < lo || v > hi) {
      fail(std::string(what) + " (" + std::to_string(lo) + ".." + std::to_string(hi) + ")", s);
    }
    return v;
  }
  void triple(std::string_view s, int32_t* out, int32_t maxXy, int32_t maxZ) const {
    const size_t a = s.find(','), b = a == std::string_view::npos ? a : s.find(',', a + 1);
    if (a == std::string_view::npos || b == std::string_view::npos ||
        s.find(',', b + 1) != std::string_view::npos) {
      fail("x,y,z", s);
    }
    out[0] = number(s.substr(0, a), "x in x,y,z", 0, maxXy);
    out[1] = number(s.substr(a + 1, b - a - 1), "y in x,y,z", 0, maxXy);
    out[2] = number(s.substr(b + 1), "z in x,y,z", 0, maxZ);
  }
};

int32_t faceNumber(const Line& l, std::string_view s) {
  static constexpr std::array<std::string_view, 5> kFaces = {"left", "right", "top", "bottom", "lid"};
  for (size_t i = 0; i < kFaces.size(); ++i)
    if (s == kFaces[i]) return static_cast<int32_t>(i);
  l.fail("a face (left, right, top, bottom or lid)", s);
}

}  // namespace

std::vector<RunCommand> parseRunScript(std::string_view text, const std::string& file) {
  std::vector<RunCommand> out;
  size_t n = 0;
  size_t pos = 0;
  uint32_t lastFrame = 0;
  while (pos <= text.size()) {
    const size_t end = std::min(text.find('\n', pos), text.size());
    std::string_view raw = text.substr(pos, end - pos);
    pos = end + 1;
    ++n;
    if (const size_t hash = raw.find('#'); hash != std::string_view::npos) raw = raw.substr(0, hash);
    const std::vector<std::string_view> w = words(raw);
    if (w.empty()) {
      if (end == text.size()) break;
      continue;
    }
    const Line l{file, n};
    RunCommand c;
    c.line = n;
    c.frame = static_cast<uint32_t>(l.number(w[0], "a frame number", 0, 100000000));
    if (c.frame < lastFrame)
      l.fail("a frame not before the previous line's " + std::to_string(lastFrame), w[0]);
    lastFrame = c.frame;
    if (w.size() < 2) l.fail("a verb (fire, explosion, kick, powerup, reveal, door)", "");
    const std::string_view verb = w[1];
    size_t want = 0;
    if (verb == "fire") {
      c.verb = RunVerb::Fire;
      want = 3;
      if (w.size() > 2) l.triple(w[2], c.args.data(), 255, 5);
    } else if (verb == "explosion") {
      c.verb = RunVerb::Explosion;
      want = 3;
      if (w.size() > 2) l.triple(w[2], c.args.data(), 256 * 64 - 1, 6 * 64 - 1);
    } else if (verb == "kick") {
      c.verb = RunVerb::Kick;
      want = 5;
      if (w.size() > 2) c.args[0] = l.number(w[2], "an object slot", 0, 3499);
      if (w.size() > 3) c.args[1] = l.number(w[3], "a speed", 0, 1000);
      if (w.size() > 4) c.args[2] = l.number(w[4], "a heading", 0, 1023);
    } else if (verb == "powerup") {
      c.verb = RunVerb::PowerUp;
      want = 5;
      if (w.size() > 2) l.triple(w[2], c.args.data(), 255, 5);
      if (w.size() > 3) c.args[3] = l.number(w[3], "a power-up type", 1, 15);
      if (w.size() > 4) c.args[4] = l.number(w[4], "a value", 0, 100000);
    } else if (verb == "reveal") {
      c.verb = RunVerb::Reveal;
      want = 3;
      if (w.size() > 2) c.args[0] = l.number(w[2], "a power-up record", 0, 255);
    } else if (verb == "door") {
      c.verb = RunVerb::Door;
      want = 5;
      if (w.size() > 2) l.triple(w[2], c.args.data(), 255, 5);
      if (w.size() > 3) c.args[3] = faceNumber(l, w[3]);
      if (w.size() > 4) c.args[4] = l.number(w[4], "a speed (frames a tile)", 1, 1000);
    } else {
      l.fail("a verb (fire, explosion, kick, powerup, reveal, door)", verb);
    }
    // words on the line (a triple is one)
    if (w.size() < want) l.fail("more arguments for '" + std::string(verb) + "'", "");
    if (w.size() > want) l.fail("the end of the line", w[want]);
    out.push_back(c);
    if (end == text.size()) break;
  }
  return out;
}

}  // namespace gta
