// SPDX-License-Identifier: GPL-3.0-or-later
// The input script of `retrosim gta run --input` (ours, docs/cli.md): one command a line,
// `#` to the end of a line is a comment, blank lines are skipped. Each line is
//   <frame> <verb> <arguments>
// with frames that never decrease; a triple is written x,y,z without blanks. Verbs:
//   fire X,Y,Z                 a fire object 0x12 at the centre of block (X, Y) on layer Z,
//                              registered as a mission's fire would be
//   explosion X,Y,Z            Expl_Create at pixel (X, Y, Z), no owner
//   kick SLOT SPEED HEADING    Obj_Kick of object SLOT (HEADING 0..1023)
//   powerup X,Y,Z TYPE VALUE   PowerUp_Add at the centre of block (X, Y) on layer Z
//   reveal INDEX               PowerUp_Reveal of record INDEX
//   door X,Y,Z FACE SPEED      BlockAnim_Create on face FACE (left right top bottom lid) of
//                              block (X, Y, Z), started forward over 4 aux tiles, SPEED
//                              frames a tile (the door-opened event carries the record)
// A bad line throws core::ParseError naming the file and the line.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gta {

enum class RunVerb : uint8_t { Fire, Explosion, Kick, PowerUp, Reveal, Door };

struct RunCommand {
  uint32_t frame = 0;
  RunVerb verb = RunVerb::Fire;
  std::array<int32_t, 5> args{};  // in the order written (a triple is three)
  size_t line = 0;
};

std::vector<RunCommand> parseRunScript(std::string_view text, const std::string& file);

}  // namespace gta
