// SPDX-License-Identifier: GPL-3.0-or-later
// A synthetic Return Fire CD folder for the tests: RFIRE.BIN (synthetic_program.hpp), ART/,
// SOUND/, TITLE/ with stand-in files, and WORLDS/{1PLAYER,2PLAYER}/LEVEL1..9 with the 204
// RFMAPnnn.RFM maps (copies of retrosim's own free maps: a 1-player one for 001..100, a
// 2-player one for 101..204). Nothing in it comes from the original game.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

namespace synth {

enum class Maps {
  None,  // no WORLDS/
  Few,   // RFMAP001 and RFMAP101 only (quick to write)
  All,   // the 204
};

struct CdOptions {
  bool program = true;     // write RFIRE.BIN
  bool lowerCase = false;  // every name in lower case (a CD mounted that way)
  Maps maps = Maps::All;
  // an STM (synthetic_movie.hpp: makeSyntheticMovie) written as each of the 7 TITLE/*.STM
  // movies; empty: none
  std::vector<uint8_t> movie = {};
};

// The LEVELn folder of a map number (1..100: 12 maps in LEVEL1..8, the rest in LEVEL9;
// 101..204 the same from 101).
int levelFolderOf(int number);

// Writes the folder under `dir` (created). `sourceDir` is retrosim's source tree (its
// data/rf/maps/*.txt are compiled for the maps).
void writeSyntheticCd(const std::filesystem::path& dir, const std::filesystem::path& sourceDir,
                      const CdOptions& options = {});

// Raw 2352-byte sectors made from an ISO image's 2048-byte ones: sync, header (address,
// mode), [subheader], data, EDC; the ECC bytes are left 0 (a reader of the data does not
// check them).
enum class RawMode { Mode1, Mode2Form1 };
std::vector<uint8_t> rawSectors(std::span<const uint8_t> iso, RawMode mode);

// Writes IMAGE.bin (raw sectors of `iso`) and IMAGE.cue naming it.
void writeBinCue(std::span<const uint8_t> iso, const std::filesystem::path& bin,
                 const std::filesystem::path& cue, RawMode mode);

}  // namespace synth
