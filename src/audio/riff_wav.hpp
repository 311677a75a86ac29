// SPDX-License-Identifier: GPL-3.0-or-later
// RIFF WAVE files as the original's sounds are (emdzej/openrf
// docs/architecture.md §7: SOUND/*.SDT are plain WAV files, SCORE.WAV and DRUMS.WAV 44.1 kHz
// 16-bit stereo, DRUMS.WAV with a "fact" chunk before its data): the chunks are walked and
// checked ("fmt " before "data", every chunk inside the file), the PCM formats the files use
// (8-bit unsigned, 16-bit signed; mono or stereo) are taken, anything else is one line naming
// the file, the offset and what was expected (core::ParseError). Checked only against files
// our own tools make to that format (tools/synthetic_cd/synthetic_sound.cpp).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace audio {

struct WavInfo {
  int channels = 0;        // 1 or 2
  int rate = 0;            // Hz
  int bits = 0;            // 8 or 16
  int blockAlign = 0;      // bytes a frame
  uint64_t dataOffset = 0; // the file offset of the "data" chunk's first byte
  uint64_t dataSize = 0;   // its bytes (whole frames)
};

// designed: a WAV's chunks before "data" fit in its first 64 KiB (a header read that far).
inline constexpr size_t kWavHeaderBytes = 64 * 1024;

// Parses the chunks of a WAV whose first bytes are `head` (the whole file, or at least up to
// its "data" chunk's header) and whose size is `fileSize`. Throws core::ParseError.
WavInfo parseWav(std::span<const uint8_t> head, uint64_t fileSize, const std::string& file);

// The samples of a whole WAV file as mono s16 (stereo: the mean of the two; 8-bit: scaled).
std::vector<int16_t> decodeMono(std::span<const uint8_t> bytes, const WavInfo& info);

}  // namespace audio
