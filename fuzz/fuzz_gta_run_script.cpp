// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the `retrosim gta run --input` script reader
// (gta/data/run_script.hpp): any text either reads or fails with one core::ParseError
// naming a line of the text; a read script's frames never decrease, every command's line
// is a line of the text, and applying the commands to a small game never crashes.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/bytes.hpp"
#include "gta/data/run_script.hpp"
#include "gta/game.hpp"
#include "gta/sim/run_script_apply.hpp"

namespace {

void check(bool ok) {
  if (!ok) __builtin_trap();
}

std::shared_ptr<const gta::CmpFile> city() {
  static const std::shared_ptr<const gta::CmpFile> c = [] {
    auto p = std::make_shared<gta::CmpFile>();
    p->base.assign(size_t{gta::kCmpMapSize} * gta::kCmpMapSize, 0);
    p->columns = {5, 0, 0, 0};  // one road block on the bottom layer everywhere
    p->blocks = {{(2 << 4) | 0x80, 0, 1, 1, 1, 1, 1}};
    p->locations.entries[4][0] = {10, 10, 5};
    return p;
  }();
  return c;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  size_t lines = 1;
  for (const char ch : text) lines += ch == '\n' ? 1 : 0;
  std::vector<gta::RunCommand> cmds;
  try {
    cmds = gta::parseRunScript(text, "fuzz.txt");
  } catch (const core::ParseError& e) {
    check(e.file() == "fuzz.txt" && e.offset() >= 1 && e.offset() <= lines);
    return 0;
  }
  uint32_t last = 0;
  for (const gta::RunCommand& c : cmds) {
    check(c.frame >= last && c.line >= 1 && c.line <= lines);
    last = c.frame;
  }
  if (cmds.size() > 50) return 0;
  static const std::string ini = "[1] \r\n\r\nFuzz, 22, nyc.cmp, 0, \r\n0 0 0 0 0 0 \r\n-1 \r\n-1 \r\n";
  gta::Game g = gta::Game::load(city(), ini, 1);
  for (const gta::RunCommand& c : cmds) {
    gta::applyRunCommand(g.mutableState(), c);
    g.step();
  }
  return 0;
}
