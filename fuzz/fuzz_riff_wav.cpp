// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the RIFF WAVE reader of the original's sounds (src/audio/riff_wav.hpp):
// any input is a WAV or a core::ParseError naming the file; any other exception, a sanitizer
// report or a failed invariant is a bug. Invariants: the data chunk lies inside the input and
// is whole frames; decoding gives one sample a frame; a header read of a prefix (the streamed
// score's) agrees with the whole file's when it succeeds.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <string>

#include "audio/riff_wav.hpp"
#include "core/bytes.hpp"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::span<const uint8_t> bytes(data, size);
  audio::WavInfo w;
  try {
    w = audio::parseWav(bytes, size, "fuzz.wav");
  } catch (const core::ParseError& e) {
    check(e.file() == "fuzz.wav");
    check(std::string(e.what()).rfind("fuzz.wav: ", 0) == 0);
    return 0;
  }
  check(w.channels == 1 || w.channels == 2);
  check(w.bits == 8 || w.bits == 16);
  check(w.blockAlign == w.channels * w.bits / 8);
  check(w.dataOffset + w.dataSize <= size);
  check(w.dataSize % static_cast<uint64_t>(w.blockAlign) == 0);
  check(audio::decodeMono(bytes, w).size() == w.dataSize / static_cast<uint64_t>(w.blockAlign));
  try {  // the header alone (as the score is read): the same chunk
    const audio::WavInfo h = audio::parseWav(bytes.first(static_cast<size_t>(w.dataOffset)), size, "fuzz.wav");
    check(h.dataOffset == w.dataOffset && h.dataSize == w.dataSize && h.rate == w.rate);
  } catch (const core::ParseError&) {
    std::abort();  // the bytes up to the data were enough for the whole file's read
  }
  return 0;
}
