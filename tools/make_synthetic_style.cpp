// SPDX-License-Identifier: GPL-3.0-or-later
// make_synthetic_style OUT [--gry] [SIDES LIDS AUX]: writes one of our synthetic GTA style
// files (tools/synthetic_cd/synthetic_style.hpp; a G24 by default, 5 sides, 6 lids, 2 aux),
// made to the public format documents, for trying the style reader and the city view
// (`gta gallery --data DIR` with it as DIR/STYLE001.G24) without the game's file.
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "synthetic_cd/synthetic_style.hpp"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  synth::StyleSpec spec;
  std::vector<int> counts;
  std::string out;
  for (const std::string& a : args) {
    if (a == "--gry") {
      spec.kind = gta::StyleKind::Gry;
    } else if (out.empty()) {
      out = a;
    } else {
      counts.push_back(std::atoi(a.c_str()));
    }
  }
  if (out.empty() || (!counts.empty() && counts.size() != 3)) {
    std::cerr << "usage: make_synthetic_style OUT [--gry] [SIDES LIDS AUX]\n";
    return 2;
  }
  if (counts.size() == 3) spec.sides = counts[0], spec.lids = counts[1], spec.aux = counts[2];
  const std::vector<uint8_t> b = synth::makeSyntheticStyle(spec);
  std::ofstream(out, std::ios::binary).write(reinterpret_cast<const char*>(b.data()), std::streamsize(b.size()));
  std::cout << out << ": " << b.size() << " bytes\n";
  return 0;
}
