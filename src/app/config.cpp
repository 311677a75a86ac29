// SPDX-License-Identifier: GPL-3.0-or-later
// The config file (config.hpp).
#include "app/config.hpp"

#include <ini.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>

#include "app/paths.hpp"
#include "core/ascii.hpp"
#include "core/file_io.hpp"
#include "core/file_lock.hpp"
#include "core/text.hpp"
#include "input/device.hpp"

namespace app {
namespace {

namespace fs = std::filesystem;

// designed: the written defaults are some 2 KB
constexpr core::FileCap kSettingsCap{"a settings file", 1u << 20};

using Action = input::KeyAction;
const std::array<Action, input::kKeyActions>& kActions = input::keyActions();

std::string trim(std::string s) {
  const auto sp = [](unsigned char ch) { return std::isspace(ch) != 0; };
  while (!s.empty() && sp(static_cast<unsigned char>(s.back()))) s.pop_back();
  size_t i = 0;
  while (i < s.size() && sp(static_cast<unsigned char>(s[i]))) ++i;
  return s.substr(i);
}

std::string names(const std::vector<int>& v) {
  std::string out;
  for (const int k : v) out += (out.empty() ? "" : ", ") + input::scancodeName(k);
  return out;
}

// inih calls the handler line by line in file order; the line of each call is found by
// walking the text alongside it (Debian's inih has no line numbers in the handler).
struct Parse {
  std::vector<std::string> lines;
  size_t cursor = 0;
  std::string file;
  ConfigLoad out;

  size_t lineOf(const char* name) {
    const std::string want = core::asciiLower(name);
    for (size_t i = cursor; i < lines.size(); ++i) {
      const std::string l = core::asciiLower(trim(lines[i]));
      if (l.rfind(want, 0) == 0 && l.find_first_of("=:") != std::string::npos) {
        cursor = i + 1;
        return i + 1;
      }
    }
    return cursor;
  }
  // the warnings with their lines, put in line order at the end (inih's own complaint and
  // the key clashes are found after the lines they name)
  std::vector<std::pair<size_t, std::string>> warnings;
  std::map<std::string, size_t> keyLine;  // "player1.a" -> the line that bound it
  void warn(size_t line, const std::string& what) {
    warnings.emplace_back(line, core::printable(file, std::string::npos) + ": line " + std::to_string(line) +
                                    ": " + what);
  }
  size_t lineOfKey(const std::string& where) const {
    const auto it = keyLine.find(where);
    return it == keyLine.end() ? 0 : it->second;
  }
};

// A true / false value; nullopt for anything else.
std::optional<bool> boolean(const std::string& value) {
  const std::string v = core::asciiLower(trim(value));
  if (v == "true" || v == "yes" || v == "1") return true;
  if (v == "false" || v == "no" || v == "0") return false;
  return std::nullopt;
}

// [pads]: enabled, dead_zone, stick.
void padSetting(Parse& p, size_t line, const std::string& key, const char* name, const char* value) {
  input::PadSettings& pads = p.out.config.pads;
  const std::string v = core::asciiLower(trim(value));
  if (key == "enabled") {
    if (const auto b = boolean(value)) {
      pads.enabled = *b;
    } else {
      p.warn(line, "expected enabled = true or false, found '" + core::printable(value) + "' (kept true)");
    }
  } else if (key == "dead_zone") {
    char* end = nullptr;
    const long n = std::strtol(v.c_str(), &end, 10);
    if (v.empty() || end == nullptr || *end != '\0' || n < 0 || n > 32000) {
      p.warn(line, "expected dead_zone = 0..32000, found '" + core::printable(value) + "' (kept " +
                       std::to_string(input::kDefaultPadDeadZone) + ")");
    } else {
      pads.deadZone = static_cast<int32_t>(n);
    }
  } else if (key == "stick") {
    if (v == "analog") {
      pads.stick = rf::ControlScheme::Analog;
    } else if (v == "digital") {
      pads.stick = rf::ControlScheme::Digital;
    } else {
      p.warn(line,
             "expected stick = analog or digital, found '" + core::printable(value) + "' (kept analog)");
    }
  } else if (const auto act = std::find(input::kPadActionNames.begin(), input::kPadActionNames.end(), key);
             act != input::kPadActionNames.end()) {
    input::PadButton& target = pads.buttons[static_cast<size_t>(act - input::kPadActionNames.begin())];
    if (const auto b = input::padButtonByName(v)) {
      target = *b;
    } else {
      p.warn(line, "expected " + key + " = a, b, x, y, leftshoulder or rightshoulder, found '" +
                       core::printable(value) + "' (kept " + input::padButtonName(target) + ")");
    }
  } else {
    p.warn(line, "unknown setting '" + core::printable(name) +
                     "' in [pads] (known: enabled, dead_zone, stick, a, b, c, x4, x5)");
  }
}

void windowSetting(Parse& p, size_t line, const std::string& key, const char* name, const char* value) {
  const std::string v = core::asciiLower(trim(value));
  if (key == "fullscreen") {
    if (v == "true" || v == "yes" || v == "1") {
      p.out.config.fullscreen = true;
    } else if (v == "false" || v == "no" || v == "0") {
      p.out.config.fullscreen = false;
    } else {
      p.warn(line,
             "expected fullscreen = true or false, found '" + core::printable(value) + "' (kept false)");
    }
  } else if (key == "scale") {
    if (v.size() == 1 && v[0] >= '1' && v[0] <= '4') {
      p.out.config.scale = v[0] - '0';
    } else {
      p.warn(line, "expected scale = 1, 2, 3 or 4, found '" + core::printable(value) + "' (kept 2)");
    }
  } else {
    p.warn(line, "unknown setting '" + core::printable(name) + "' in [window] (known: fullscreen, scale)");
  }
}

// [sound]: soundfont, master, music, effects, source.
void soundSetting(Parse& p, size_t line, const std::string& key, const char* name, const char* value) {
  SoundSettings& snd = p.out.config.sound;
  if (key == "soundfont") {
    snd.soundfont = trim(value);
    return;
  }
  if (key == "source") {  // the original's sound from the CD, or ours
    const std::string v = core::asciiLower(trim(value));
    if (v == "original") {
      snd.source = SoundSettings::Source::Original;
    } else if (v == "ours") {
      snd.source = SoundSettings::Source::Ours;
    } else {
      p.warn(line, "expected source = original or ours, found '" + core::printable(value) + "' (kept " +
                       (snd.source == SoundSettings::Source::Ours ? "ours" : "original") + ")");
    }
    return;
  }
  int* target = key == "master" ? &snd.master : key == "music" ? &snd.music : key == "effects" ? &snd.effects : nullptr;
  if (target == nullptr) {
    p.warn(line, "unknown setting '" + core::printable(name) +
                     "' in [sound] (known: soundfont, master, music, effects, source)");
    return;
  }
  const std::string v = trim(value);
  char* end = nullptr;
  const long n = std::strtol(v.c_str(), &end, 10);
  if (v.empty() || end == nullptr || *end != '\0' || n < 0 || n > 100) {
    p.warn(line, "expected " + key + " = 0..100, found '" + core::printable(value) + "' (kept " +
                     std::to_string(*target) + ")");
    return;
  }
  *target = static_cast<int>(n);
}

int handler(void* user, const char* section, const char* name, const char* value) {
  Parse& p = *static_cast<Parse*>(user);
  const size_t line = p.lineOf(name);
  const std::string sec = core::asciiLower(section);
  const std::string key = core::asciiLower(name);
  if (sec == "pads") {
    padSetting(p, line, key, name, value);
    return 1;
  }
  if (sec == "window") {
    windowSetting(p, line, key, name, value);
    return 1;
  }
  if (sec == "data") {
    if (key == "path") {
      p.out.config.dataPath = trim(value);
    } else {
      p.warn(line, "unknown setting '" + core::printable(name) + "' in [data] (known: path)");
    }
    return 1;
  }
  if (sec == "sound") {
    soundSetting(p, line, key, name, value);
    return 1;
  }
  if (sec == "view") {
    const std::string v = core::asciiLower(trim(value));
    if (key == "colours" || key == "colors") {
      if (v == "pc") {
        p.out.config.sides = rf::SideColours::Pc;
      } else if (v == "3do") {
        p.out.config.sides = rf::SideColours::ThreeDo;
      } else {
        p.warn(line, "expected colours = pc or 3do, found '" + core::printable(value) + "' (kept " +
                         (p.out.config.sides == rf::SideColours::Pc ? "pc" : "3do") + ")");
      }
    } else if (key == "look") {
      if (v == "original") {
        p.out.config.originalLook = true;
      } else if (v == "ours") {
        p.out.config.originalLook = false;
      } else {
        p.warn(line, "expected look = original or ours, found '" + core::printable(value) + "' (kept " +
                         (p.out.config.originalLook ? "original" : "ours") + ")");
      }
    } else if (key == "aim") {
      if (v == "on" || v == "true") {
        p.out.config.aimHelp = true;
      } else if (v == "off" || v == "false") {
        p.out.config.aimHelp = false;
      } else {
        p.warn(line, "expected aim = on or off, found '" + core::printable(value) + "' (kept " +
                         (p.out.config.aimHelp ? "on" : "off") + ")");
      }
    } else if (key != "style") {
      p.warn(line, "unknown setting '" + core::printable(name) + "' in [view] (known: style, look, aim, colours)");
    } else if (v == "3d" || v == "tilted") {
      p.out.config.viewStyle = view::RfViewStyle::Tilted;
    } else if (v == "topdown" || v == "top-down") {
      p.out.config.viewStyle = view::RfViewStyle::TopDown;
    } else {
      p.warn(line, "expected style = 3d or topdown, found '" + core::printable(value) + "' (kept " +
                       viewStyleName(p.out.config.viewStyle) + ")");
    }
    return 1;
  }
  if (sec == "computer") {
    const size_t side = key == "player1" ? 0 : key == "player2" ? 1 : 2;
    if (side > 1) {
      p.warn(line, "unknown setting '" + core::printable(name) + "' in [computer] (known: player1, player2)");
    } else if (!rf::bot::parseDifficulty(core::asciiLower(trim(value)), p.out.config.computer[side])) {
      p.warn(line, "expected " + key + " = easy, normal or hard, found '" + core::printable(value) + "' (kept " +
                       rf::bot::difficultyName(p.out.config.computer[side]) + ")");
    }
    return 1;
  }
  int player = -1;
  if (sec == "player1") player = 0;
  if (sec == "player2") player = 1;
  if (player < 0) {
    p.warn(line,
           "unknown section [" + core::printable(section) + "] (known: player1, player2, window, view, pads, sound, data, computer)");
    return 1;
  }
  const auto act = std::find_if(kActions.begin(), kActions.end(), [&](const Action& a) { return key == a.name; });
  if (act == kActions.end()) {
    p.warn(line, "unknown action '" + core::printable(name) + "' (known: up down left right a b c x4 x5)");
    return 1;
  }
  std::vector<int>& target = p.out.config.keys[static_cast<size_t>(player)].*(act->keys);
  std::vector<int> bound;
  std::stringstream in(value);
  for (std::string part; std::getline(in, part, ',');) {
    part = trim(part);
    if (part.empty()) continue;
    const int sc = input::scancodeByName(part);
    if (sc < 0) {
      p.warn(line, "unknown key '" + core::printable(part) + "' for " + core::printable(section) + "." +
                       core::printable(name) + " (kept the default: " + names(target) + ")");
      return 1;
    }
    bound.push_back(sc);
  }
  if (bound.empty()) {
    p.warn(line, "no key for " + core::printable(section) + "." + core::printable(name) +
                     " (kept the default: " + names(target) + ")");
    return 1;
  }
  target = bound;
  p.keyLine[sec + "." + key] = line;
  return 1;
}

}  // namespace


std::vector<ConfigEntry> configEntries(const Config& c) {
  std::vector<ConfigEntry> out;
  for (size_t p = 0; p < 2; ++p) {
    const std::string sec = "player" + std::to_string(p + 1);
    for (const Action& a : kActions) out.push_back({sec, a.name, names(c.keys[p].*(a.keys))});
  }
  out.push_back({"window", "fullscreen", c.fullscreen ? "true" : "false"});
  out.push_back({"window", "scale", std::to_string(c.scale)});
  out.push_back({"view", "style", viewStyleName(c.viewStyle)});
  out.push_back({"view", "look", c.originalLook ? "original" : "ours"});
  out.push_back({"view", "colours", c.sides == rf::SideColours::Pc ? "pc" : "3do"});
  out.push_back({"view", "aim", c.aimHelp ? "on" : "off"});
  out.push_back({"pads", "enabled", c.pads.enabled ? "true" : "false"});
  out.push_back({"pads", "dead_zone", std::to_string(c.pads.deadZone)});
  out.push_back({"pads", "stick", c.pads.stick == rf::ControlScheme::Analog ? "analog" : "digital"});
  for (size_t i = 0; i < input::kPadActionNames.size(); ++i) {
    out.push_back({"pads", input::kPadActionNames[i], input::padButtonName(c.pads.buttons[i])});
  }
  out.push_back({"data", "path", c.dataPath});
  out.push_back({"sound", "soundfont", c.sound.soundfont});
  out.push_back({"sound", "master", std::to_string(c.sound.master)});
  out.push_back({"sound", "music", std::to_string(c.sound.music)});
  out.push_back({"sound", "effects", std::to_string(c.sound.effects)});
  out.push_back({"sound", "source", c.sound.source == SoundSettings::Source::Ours ? "ours" : "original"});
  for (size_t side = 0; side < 2; ++side) {
    out.push_back({"computer", "player" + std::to_string(side + 1), rf::bot::difficultyName(c.computer[side])});
  }
  return out;
}

std::string withConfigEntries(const std::string& text, const std::vector<ConfigEntry>& entries) {
  std::vector<std::string> lines;
  {
    std::stringstream in(text);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
  }
  // each line's section ("" before the first), and the last line of each section
  std::vector<std::string> sectionOf(lines.size());
  std::string sec;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string t = trim(lines[i]);
    if (!t.empty() && t.front() == '[' && t.find(']') != std::string::npos) {
      sec = core::asciiLower(trim(t.substr(1, t.find(']') - 1)));
    }
    sectionOf[i] = sec;
  }
  std::vector<std::pair<std::string, std::string>> appendTo;  // section, line: new settings
  for (const ConfigEntry& e : entries) {
    bool done = false;
    for (size_t i = 0; i < lines.size(); ++i) {  // every line of it: the file may repeat one
      const std::string t = trim(lines[i]);
      const size_t eq = t.find_first_of("=:");
      if (sectionOf[i] != e.section || eq == std::string::npos || t.front() == ';' || t.front() == '#') continue;
      if (core::asciiLower(trim(t.substr(0, eq))) != e.name) continue;
      const size_t at = lines[i].find_first_of("=:");
      lines[i] = lines[i].substr(0, at + 1) + (e.value.empty() ? "" : " " + e.value);
      done = true;
    }
    if (!done) appendTo.emplace_back(e.section, e.name + " = " + e.value);
  }
  for (const auto& [section, line] : appendTo) {
    size_t last = lines.size();  // after the section's last setting or header
    for (size_t i = 0; i < lines.size(); ++i) {
      if (sectionOf[i] == section && !trim(lines[i]).empty()) last = i + 1;
    }
    if (last == lines.size() && std::find(sectionOf.begin(), sectionOf.end(), section) == sectionOf.end()) {
      lines.push_back("");
      lines.push_back("[" + section + "]");
      sectionOf.push_back("");
      sectionOf.push_back(section);
      last = lines.size();
    }
    lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(last), line);
    sectionOf.insert(sectionOf.begin() + static_cast<std::ptrdiff_t>(last), section);
  }
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

bool saveConfigChanges(const fs::path& file, const Config& before, const Config& after) {
  const std::vector<ConfigEntry> was = configEntries(before);
  const std::vector<ConfigEntry> now = configEntries(after);
  std::vector<ConfigEntry> changed;
  for (size_t i = 0; i < now.size(); ++i) {
    if (i >= was.size() || !(was[i] == now[i])) changed.push_back(now[i]);
  }
  if (changed.empty()) return false;
  core::createParentFolder(file);
  const core::FileLock lock(file);  // another retrosim saving now waits: both changes land
  std::error_code ec;
  std::string text;
  if (fs::exists(file, ec)) {
    const std::vector<uint8_t> bytes = core::readFile(file.string(), kSettingsCap);
    text.assign(bytes.begin(), bytes.end());
  } else {
    text = configText(before);
  }
  core::writeFileAtomic(file.string(), withConfigEntries(text, changed));
  return true;
}


namespace {

// The comment lines the settings file writes above a setting ("" none).
std::string entryComment(const ConfigEntry& e) {
  if (e.section == "player1" || e.section == "player2") {
    const auto a = std::find_if(kActions.begin(), kActions.end(), [&](const Action& x) { return e.name == x.name; });
    return a == kActions.end() ? "" : "; " + std::string(a->what) + "\n";
  }
  struct Comment {
    const char* section;
    const char* name;
    const char* text;
  };
  static constexpr Comment kComments[] = {
      {"window", "fullscreen", "; start in fullscreen (Alt+Enter switches)\n"},
      {"window", "scale",
       "; the window's size at first: the game's 640 x 480 picture times this, 1 to 4 (made\n"
       "; smaller when it does not fit the screen; the window can be resized)\n"},
      {"view", "style", "; the view a game starts in: 3d or topdown (V switches while playing)\n"},
      {"view", "look",
       "; the 3D view's look: original (your CD's ART/ART.CAR and RFIRE.BIN's models, when [data]\n"
       "; has them) or ours (F4 switches while playing)\n"},
      {"view", "colours",
       "; the sides' names and colours on the screens: pc (blue and green) or 3do (green and brown)\n"},
      {"view", "aim", "; the turret's aim help in the 3D view: on or off (a sight on the tank, a line while Q / E turn)\n"},
      {"pads", "enabled", "; use the game controllers (first pad player 1, second player 2)\n"},
      {"pads", "dead_zone", "; how far the stick moves (of 32767) before it counts\n"},
      {"pads", "stick",
       "; analog: a player with a pad at the start steers with the stick's direction (the\n"
       "; original's analog controller); digital: the stick acts as the d-pad\n"},
      {"pads", "a", "; the pad's button of each game button (a, b, x, y, leftshoulder, rightshoulder)\n"},
      {"data", "path",
       "; your Return Fire CD: a folder (the CD or a copy) or a disc image (.iso, .cue/.bin);\n"
       "; with it, retrosim plays the original's maps with its RFIRE.BIN's tables (docs/original-data.md)\n"},
      {"sound", "soundfont",
       "; the General MIDI SoundFont (.sf2) the music plays through (empty: the first of\n"
       "; /usr/share/sounds/sf2/FluidR3_GM.sf2, /usr/share/sounds/sf2/TimGM6mb.sf2)\n"},
      {"computer", "player1",
       "; the computer's difficulty when it plays that side: easy, normal or hard (the title's\n"
       "; VS COMPUTER: player 2; COMPUTER VS COMPUTER: both; Left / Right on the title change it)\n"},
      {"sound", "master", "; the volumes, 0 to 100 (in the game: F5 / F6 master, F7 / F8 music, F9 / F10 effects)\n"},
      {"sound", "source",
       "; original: with your CD ([data] path), its sounds and score (SOUND/*.SDT, SCORE.WAV);\n"
       "; ours: retrosim's own effects and score always\n"},
  };
  for (const Comment& c : kComments) {
    if (e.section == c.section && e.name == c.name) return c.text;
  }
  return "";
}

}  // namespace

std::string configText(const Config& c) {
  std::string s =
      "; retrosim's settings (docs/controls.md). Written with the defaults on the first run;\n"
      "; edit freely. Keys are SDL's key names (W, Up, Keypad 8, Keypad Enter, Left Alt ...),\n"
      "; several for one action separated by commas. A line that cannot be used is reported\n"
      "; with its line number and the default is kept for it.\n";
  std::string section;
  for (const ConfigEntry& e : configEntries(c)) {  // the values as the options menu saves them
    if (e.section != section) {
      section = e.section;
      s += "\n[" + section + "]\n";
    }
    s += entryComment(e) + e.name + " = " + e.value + "\n";
  }
  return s;
}

ConfigLoad parseConfig(const std::string& text, const std::string& file) {
  Parse p;
  p.file = file;
  p.out.config = defaultConfig();
  std::stringstream in(text);
  // A line with a NUL byte is said (the file, the line, the column) and skipped: inih reads a
  // C string, so the NUL would silently end the file there.
  std::string readable;
  for (std::string l; std::getline(in, l);) {
    if (const size_t nul = l.find('\0'); nul != std::string::npos) {
      p.out.warnings.push_back(core::printable(file, std::string::npos) + ": line " +
                               std::to_string(p.lines.size() + 1) + ": a NUL byte at column " +
                               std::to_string(nul + 1) + " (the line was skipped)");
      l.clear();
    }
    readable += l + "\n";
    p.lines.push_back(l);
  }
  const int bad = ini_parse_string(readable.c_str(), &handler, &p);
  if (bad > 0) {  // a line inih itself cannot read (no '=', an unclosed '[')
    p.warn(static_cast<size_t>(bad), "expected 'name = value' or '[section]' (the line was skipped)");
  }
  // a key bound to two actions (of one player or both) does both: said, and kept as written
  std::vector<std::pair<int, std::string>> seen;  // scancode, "player1.a"
  for (size_t player = 0; player < 2; ++player) {
    for (const Action& a : kActions) {
      const std::string where = "player" + std::to_string(player + 1) + "." + a.name;
      for (const int sc : p.out.config.keys[player].*(a.keys)) {
        const auto other = std::find_if(seen.begin(), seen.end(), [&](const auto& e) { return e.first == sc; });
        if (other == seen.end()) {
          seen.emplace_back(sc, where);
        } else if (other->second != where) {
          // said at the later of the two lines that bound it (a default has none)
          const size_t line = std::max(p.lineOfKey(other->second), p.lineOfKey(where));
          p.warn(line, "the key " + input::scancodeName(sc) + " is bound to " + other->second + " and " + where +
                           " (it does both; the options menu moves a key without a clash)");
        }
      }
    }
  }
  std::stable_sort(p.warnings.begin(), p.warnings.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& w : p.warnings) p.out.warnings.push_back(std::move(w.second));
  return p.out;
}

ConfigLoad loadOrCreateConfig(const fs::path& file) {
  ConfigLoad l;
  l.config = defaultConfig();
  std::error_code ec;
  std::vector<uint8_t> bytes;
  try {
    if (!fs::exists(file, ec)) {  // a dangling link too: its target is written
      core::createParentFolder(file);
      core::writeFileAtomic(file.string(), configText(l.config));
      l.created = true;
      return l;
    }
    bytes = core::readFile(file.string(), kSettingsCap);
  } catch (const std::exception& e) {
    // A read-only or full folder, a FIFO, a folder as the file: the game runs all the same.
    l.warnings.push_back(std::string(e.what()) + " (running on the default settings)");
    return l;
  }
  return parseConfig(std::string(bytes.begin(), bytes.end()), file.string());
}

fs::path defaultConfigPath() {
  if (const char* p = std::getenv("RETROSIM_CONFIG"); p != nullptr && *p != '\0') return p;
  if (const char* x = std::getenv("XDG_CONFIG_HOME"); x != nullptr && *x != '\0') {
    return fs::path(x) / "retrosim" / "retrosim.ini";
  }
  if (const char* h = std::getenv("HOME"); h != nullptr && *h != '\0') {
    return fs::path(h) / ".config" / "retrosim" / "retrosim.ini";
  }
  return {};
}

WindowConfig loadWindowConfig(const std::string& path) {
  WindowConfig out;
  out.file = path.empty() ? defaultConfigPath() : std::filesystem::path(path);
  if (out.file.empty()) {
    out.config = defaultConfig();
    return out;
  }
  const ConfigLoad l = loadOrCreateConfig(out.file);
  if (l.created) std::cerr << "retrosim: wrote the default settings to " << out.file.string() << "\n";
  for (const std::string& w : l.warnings) std::cerr << "retrosim: " << w << "\n";
  out.config = l.config;
  if (!l.warnings.empty()) {
    out.notice = "settings: " + shortPathMessage(l.warnings.front(), out.file);
    if (l.warnings.size() > 1) {
      out.notice += " (and " + std::to_string(l.warnings.size() - 1) + " more: see the terminal)";
    }
  }
  return out;
}

}  // namespace app
