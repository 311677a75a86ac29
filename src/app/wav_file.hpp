// SPDX-License-Identifier: GPL-3.0-or-later
// A 16-bit PCM WAV file (RIFF, "fmt " + "data"): what `rf run --audio` and `rf music render`
// write, through the atomic writer (core/file_io.hpp).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/file_io.hpp"

namespace app {

// The bytes of a WAV file of interleaved s16 samples.
std::vector<uint8_t> wavBytes(std::span<const int16_t> samples, int rate, int channels);
// What a WAV target must be to be replaced (a RIFF/WAVE file, or empty).
const core::FormatCheck& wavFileKind();
// Writes it atomically (throws std::runtime_error "PATH: cannot write: ...").
void writeWav(const std::string& path, std::span<const int16_t> samples, int rate, int channels);

}  // namespace app
