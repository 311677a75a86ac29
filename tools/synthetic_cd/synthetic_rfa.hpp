// SPDX-License-Identifier: GPL-3.0-or-later
// The synthetic CD's pictures (media/rfa_picture.hpp): uncompressed Windows BMPs named .RFA,
// drawn by our own code (nothing from the original game): the status bar's strips
// ART/1PBSCRL.RFA (320 x 88), 1PBSCRH.RFA (640 x 176), 2PBSCRL.RFA (320 x 92), 2PBSCRH.RFA
// (640 x 183), at the sizes the public notes list, the title's backdrops ART/PS480.RFA and
// PS240.RFA, and the intro's stills TITLE/EMI.RFA and TITLE/SILENT.RFA (320 x 240, a line of
// text on black).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string_view>
#include <vector>

#include "core/image.hpp"

namespace synth {

// `img` as a BMP of `bits` (4 or 8) a pixel, its palette the picture's distinct colours in
// order of first use (std::invalid_argument when there are more than 2^bits), rows bottom-up
// unless `topDown`.
std::vector<uint8_t> writeRfa(const core::Image& img, int bits = 8, bool topDown = false);

// Our status-bar strip for 1 or 2 players, low (320 wide) or high (640) resolution: a
// camouflage of olive and brown blotches, a grey rail along the top and a black window where
// each player's panel goes.
core::Image syntheticStrip(int players, bool high);

// Our title backdrop (ART/PS480.RFA 640 x 480, PS240.RFA 320 x 240): bands of sea, sand and
// grass with "SYNTHETIC BACKDROP" across.
core::Image syntheticBackdrop(bool high);

// A 320 x 240 still: `text` in white on black, centred.
core::Image syntheticStill(std::string_view text);

// The four strips into ART/ and the two stills into TITLE/ under `dir` (the names in lower
// case when `lowerCase`).
void writeSyntheticPictures(const std::filesystem::path& dir, bool lowerCase);

}  // namespace synth
