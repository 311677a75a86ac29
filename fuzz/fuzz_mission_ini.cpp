// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the MISSION.INI readers: Mission_ReadIni, the section list and the
// tokeniser's outline either succeed or fail with a core::ParseError (gta::LoadError, the
// fatal -0xb1 of Ini_ReadIntChecked, is one).
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/bytes.hpp"
#include "gta/data/mission_ini.hpp"

namespace {

void outline(const gta::MissionSection& s) {
  if (s.text.size() > gta::kMissionTextMax) std::abort();
  if (s.header.name.size() > gta::kMissionNameMax || s.header.cmp.size() > gta::kMissionCmpNameMax)
    std::abort();
  try {
    const gta::MissionOutline o = gta::outlineMission(s, "fuzz.ini");
    for (const auto& obj : o.objects) {
      if (obj.params.size() < 2 || obj.digit < 0 || obj.digit > 9) std::abort();
    }
  } catch (const core::ParseError&) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view ini(reinterpret_cast<const char*>(data), size);
  try {
    outline(gta::readMissionSection(ini, 1, "fuzz.ini"));
  } catch (const core::ParseError&) {
  }
  try {
    const auto sections = gta::listMissionSections(ini, "fuzz.ini");
    for (size_t i = 0; i < sections.size() && i < 8; ++i) outline(sections[i]);
  } catch (const core::ParseError&) {
  }
  return 0;
}
