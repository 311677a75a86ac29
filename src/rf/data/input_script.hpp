// SPDX-License-Identifier: GPL-3.0-or-later
// The input script of `retrosim rf run` (docs/rf-run.md): pure text -> struct.
//
//   # a comment (to the end of the line)
//   spawn <class> team <0|1> at <x_px>,<y_px> [heading <deg>]
//   scheme p<1|2> digital|analog
//   <from>[-<to>] p<1|2> <controls>
//
// controls: a list of fwd back left right A B C X4 X5, mag=<0..255> and stick=<x>,<y>
// (-128..127 each), separated by commas and/or spaces ("fwd,left mag=128"). Frames count
// from 0 (the first step). Each frame's keys become the player's raw input word
// (rf/data/raw_input.hpp) as the keyboard reader (or, with stick=, a stick) makes it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "rf/data/raw_input.hpp"

namespace rf {

// The keys a script line holds (one bit each).
enum ScriptKey : uint16_t {
  kKeyFwd = 1,
  kKeyBack = 2,
  kKeyLeft = 4,
  kKeyRight = 8,
  kKeyA = 0x10,
  kKeyB = 0x20,
  kKeyC = 0x40,
  kKeyX4 = 0x80,
  kKeyX5 = 0x100,
};

struct ScriptSpawn {
  size_t line = 0;
  std::string what;  // the class word as written (tank, jeep, stay, turret_gun ...)
  int team = 0;      // 0 or 1
  int32_t x = 0;     // pixels
  int32_t y = 0;
  int32_t headingDeg = 0;  // degrees, clockwise from north
};

struct ScriptHold {
  size_t line = 0;
  int from = 0;       // first frame
  int to = 0;         // last frame (inclusive)
  int player = 0;     // 0 = p1, 1 = p2
  uint16_t keys = 0;  // ScriptKey bits
  uint8_t mag = 0xff;
  bool stick = false;  // stick=<x>,<y> given
  int8_t stickX = 0;
  int8_t stickY = 0;
};

struct ScriptScheme {
  size_t line = 0;
  int player = 0;       // 0 = p1, 1 = p2
  bool analog = false;  // the analog controller (a stick) instead of the keyboard's
};

struct KeysHeld {
  uint16_t keys = 0;
  uint8_t mag = 0xff;
  bool stick = false;
  int8_t stickX = 0;
  int8_t stickY = 0;
  friend bool operator==(const KeysHeld&, const KeysHeld&) = default;
};

// The raw input word of the keys held (the keyboard reader), or of the stick with the
// buttons held when a stick is given.
uint32_t rawWord(const KeysHeld& k);

struct InputScript {
  std::string file;
  std::vector<ScriptSpawn> spawns;  // in file order
  std::vector<ScriptHold> holds;    // in file order
  std::vector<ScriptScheme> schemes;

  // The keys held on a frame by a player: the union of every line covering it; the
  // magnitude is the largest of those lines' (0xff when none covers it); the stick is the
  // last covering line's that gives one.
  KeysHeld held(int frame, int player) const;
  // rawWord(held(frame, player)): what Game::step gets for the player on that frame.
  uint32_t rawWord(int frame, int player) const { return rf::rawWord(held(frame, player)); }
  // The last frame any hold line names (-1 without holds).
  int lastFrame() const;
};

// Parses a script. Throws core::ParseError ("FILE: line N: expected X, found Y") at the
// first bad line.
InputScript parseInputScript(std::string_view text, const std::string& file);
InputScript loadInputScript(const std::string& path);

}  // namespace rf
