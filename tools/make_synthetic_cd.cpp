// SPDX-License-Identifier: GPL-3.0-or-later
// make_synthetic_cd DIR [--lower] [--no-program]: writes a synthetic Return Fire CD folder
// (tools/synthetic_cd/synthetic_cd.hpp) for trying `retrosim rf data check` and `--data`
// without the original. Nothing it writes comes from the original game.
#include <cstring>
#include <exception>
#include <iostream>

#include "synthetic_cd/synthetic_cd.hpp"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: make_synthetic_cd DIR [--lower] [--no-program]\n";
    return 2;
  }
  synth::CdOptions o;
  for (int i = 2; i < argc; ++i) {
    if (std::strcmp(argv[i], "--lower") == 0) {
      o.lowerCase = true;
    } else if (std::strcmp(argv[i], "--no-program") == 0) {
      o.program = false;
    } else {
      std::cerr << "make_synthetic_cd: unknown option " << argv[i] << "\n";
      return 2;
    }
  }
  try {
    synth::writeSyntheticCd(argv[1], RETROSIM_SOURCE_DIR, o);
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  return 0;
}
