// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for Mission_Load 0x445800 as the level start runs it (gta::Game::load:
// Mission_ReadIni's section, the script records, then the parked cars, the player, the
// traffic priming and the police, in Game_Init's order), on an all-air city so that no CMP
// file is needed. The input is the section's body (the six header numbers, object lines,
// -1, command lines, -1) after a fixed "[1]" header line, so the fuzzer spends its time in
// Mission_Load rather than in the section reader (fuzz_mission_ini covers that). Any body
// either starts the level or fails with a core::ParseError (gta::LoadError is one) or a
// gta::FatalError; nothing else may escape or crash.
#include <cstdint>
#include <memory>
#include <string>

#include "core/bytes.hpp"
#include "gta/data/fatal_error.hpp"
#include "gta/game.hpp"

namespace {

void check(bool ok) {
  if (!ok) __builtin_trap();
}

// A 256 x 256 city of one all-air column (every base offset 0, the column {height 6}).
std::shared_ptr<const gta::CmpFile> airCity() {
  static const std::shared_ptr<const gta::CmpFile> city = [] {
    auto c = std::make_shared<gta::CmpFile>();
    c->base.assign(size_t{gta::kCmpMapSize} * gta::kCmpMapSize, 0);
    c->columns = {6, 0};
    c->header.columnSize = 2;
    return std::shared_ptr<const gta::CmpFile>(c);
  }();
  return city;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string ini = "[1] \r\n\r\nFuzz mission, 22, nyc.cmp, 0, \r\n" +
                          std::string(reinterpret_cast<const char*>(data), size);
  try {
    const gta::Game game = gta::Game::load(airCity(), ini, 1, {}, "fuzz.ini");
    const gta::MissionScript& m = game.mission();
    check(m.objectCount <= gta::kScriptObjectMax && m.commandCount <= gta::kScriptCommandMax);
    check(m.objects.size() == gta::kScriptObjectMax && m.commands.size() == gta::kScriptCommandMax);
    (void)game.hash();
  } catch (const core::ParseError&) {
  } catch (const gta::FatalError&) {
  }
  return 0;
}
