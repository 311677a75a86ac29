// SPDX-License-Identifier: GPL-3.0-or-later
// make_synthetic_movie DIR STAMP: the tests' synthetic movies (tools/synthetic_cd/synthetic_movie.hpp),
// encoded once per build by ffmpeg (the program, a test dependency ./dev installs): DIR/colour and
// DIR/grey. When ffmpeg is missing or fails, DIR/error.txt says why, the STAMP is not written
// (the build tries again next time) and the exit code is still 0: the build goes on and the
// tests that need the movies fail with that line. Nothing it writes comes from the original game.
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "synthetic_cd/synthetic_movie.hpp"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: make_synthetic_movie DIR STAMP\n";
    return 2;
  }
  const std::filesystem::path dir = argv[1];
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  try {
    synth::encodeSyntheticMovie({}, dir / "colour");
    synth::MovieOptions grey;
    grey.grey = true;
    synth::encodeSyntheticMovie(grey, dir / "grey");
    (void)synth::builtSyntheticMovie(dir, false);  // it packs
    std::ofstream(argv[2]) << "made\n";
  } catch (const std::exception& e) {
    std::ofstream(dir / "error.txt") << e.what();
    std::cerr << "make_synthetic_movie: " << e.what() << " (the movie tests will fail)\n";
  }
  return 0;
}
