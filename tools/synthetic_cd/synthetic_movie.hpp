// SPDX-License-Identifier: GPL-3.0-or-later
// Synthetic Return Fire movies (TITLE/*.STM) for the tests: ffmpeg (the
// program, Debian ffmpeg, a test dependency that ./dev installs) encodes its own test picture
// (lavfi testsrc) with its own Cinepak encoder and a tone as 16-bit PCM into an AVI; this tool
// reads the AVI's frames and audio and packs them into the STM container as emdzej/openrf
// docs/stm.md documents it (rf/data/stm.hpp). Nothing in it comes from the original game.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

namespace synth {

struct MovieOptions {
  int seconds = 1;
  int fps = 15;
  int toneHz = 440;           // the sine on both channels
  int sampleRate = 22050;
  uint32_t chunkSize = 0x10000;
  bool grey = false;          // Cinepak's greyscale codebooks, biBitCount 40 (as RF.STM)
};

struct CinepakFrame {
  std::vector<uint8_t> bytes;
  bool key = false;
};

struct SyntheticMovie {
  std::vector<uint8_t> stm;           // the STM file
  std::vector<CinepakFrame> frames;   // what went into it
  std::vector<int16_t> audio;         // interleaved stereo at options.sampleRate
  std::vector<uint8_t> sourceRgb;     // ffmpeg's own pictures before encoding: rgb24, frame after frame
  int width = 320;
  int height = 240;
};

// Runs ffmpeg in `workDir` (made when missing): its AVI and its source pictures there.
// Throws std::runtime_error with one line when ffmpeg is not installed ("./dev installs it")
// or fails.
void encodeSyntheticMovie(const MovieOptions& options, const std::filesystem::path& workDir);
// The movie from what encodeSyntheticMovie left in `workDir` (the AVI read, packed into an STM).
SyntheticMovie loadSyntheticMovie(const MovieOptions& options, const std::filesystem::path& workDir);
// Both.
SyntheticMovie makeSyntheticMovie(const MovieOptions& options, const std::filesystem::path& workDir);

// The build's synthetic movies (make_synthetic_movie, once per build: ffmpeg's Cinepak encoder
// is slow): `dir`/colour (MovieOptions{}) and `dir`/grey (grey = true). When they could not be
// made, `dir`/error.txt says why and this throws std::runtime_error with that line.
SyntheticMovie builtSyntheticMovie(const std::filesystem::path& dir, bool grey);

// The STM container of Cinepak frames and interleaved stereo 16-bit PCM (pure: the tests
// build edited files with it). Chunks as the original's: audio ahead of the video by 1.5 s
// (the first chunk audio only), the records first in a chunk, the audio after them.
std::vector<uint8_t> packStm(std::span<const CinepakFrame> frames, std::span<const int16_t> stereo, int width,
                             int height, int fps, int sampleRate, uint32_t chunkSize, int bitCount = 24);

// The movies the game plays (docs/stm.md): TWI, PROLIFIC, RF (the intro) and WIN1, WIN2, WIN3,
// WIN (the win movies), each `stm` (one encoding for all: quick), under `titleDir`.
void writeSyntheticMovies(const std::filesystem::path& titleDir, std::span<const uint8_t> stm, bool lowerCase);

}  // namespace synth
