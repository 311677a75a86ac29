// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the game core tests: an all-air city (no CMP file needed) and MISSION.INI
// sections written inline.
#pragma once

#include <memory>
#include <string>

#include "gta/data/cmp.hpp"
#include "gta/data/mission_ini.hpp"

namespace gta::test {

// A 256 x 256 city of one all-air column: every base offset 0, the column {height 6}.
inline std::shared_ptr<const CmpFile> airCity() {
  auto c = std::make_shared<CmpFile>();
  c->base.assign(size_t{kCmpMapSize} * kCmpMapSize, 0);
  c->columns = {6, 0};
  c->header.columnSize = 2;
  return c;
}

// "[N]" + the header line + `body` (the six numbers, object lines, -1, commands, -1).
inline std::string iniWith(const std::string& body, int section = 1) {
  return "[" + std::to_string(section) + "] \r\n\r\nTest mission, 22, nyc.cmp, 0, \r\n" + body;
}

// A minimal section: header numbers, `objects` lines, -1, `commands` lines, -1.
inline std::string missionText(const std::string& objects, const std::string& commands,
                               const std::string& header = "100 1 1 1 1 0") {
  return iniWith(header + " \r\n" + objects + "-1 \r\n" + commands + "-1 \r\n");
}

inline MissionSection sectionOf(const std::string& ini, uint32_t n = 1) {
  return readMissionSection(ini, n, "MISSION.INI");
}

}  // namespace gta::test
