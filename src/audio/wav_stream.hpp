// SPDX-License-Identifier: GPL-3.0-or-later
// A WAV file's data chunk read ahead through a bounded buffer (the original score): the
// original's SOUND/SCORE.WAV is 223 MB and is never read whole. The bytes come from a range
// reader (the data source's readRange: a folder's file or a disc image's sectors), at most
// the buffer's size at a time; the stream never holds more than that.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "audio/riff_wav.hpp"

namespace audio {

// `size` bytes of the file from `offset` (fewer at its end). Throws on a read error.
using RangeReader = std::function<std::vector<uint8_t>(uint64_t offset, uint64_t size)>;

// designed: 128 KiB a read (0.74 s of 44.1 kHz 16-bit stereo): a CD image's read every
// ~0.7 s of music, and little held.
inline constexpr size_t kStreamBuffer = 128 * 1024;

class WavStream {
 public:
  // A 16-bit stereo data chunk (`info`, parseWav) read through `read`.
  WavStream(RangeReader read, const WavInfo& info, size_t bufferBytes = kStreamBuffer);

  // The next frames come from byte `dataByte` of the data chunk (a frame boundary).
  void seek(uint64_t dataByte);
  // Up to out.size() / 2 frames (interleaved s16 stereo) from the position, stopping at
  // data byte `limit`; returns the frames written (0 at the limit or the chunk's end).
  size_t read(std::span<int16_t> out, uint64_t limit);
  uint64_t position() const { return pos_; }
  // The bytes the stream holds now (never more than bufferBytes()).
  size_t held() const { return buf_.capacity(); }
  size_t bufferBytes() const { return cap_; }
  uint64_t dataSize() const { return info_.dataSize; }
  // The reads made so far (tests: a seek inside the buffer needs none).
  uint64_t reads() const { return reads_; }

 private:
  void fill(uint64_t limit);
  RangeReader read_;
  WavInfo info_;
  size_t cap_;
  std::vector<uint8_t> buf_;  // the data bytes [bufAt_, bufAt_ + buf_.size())
  uint64_t bufAt_ = 0;
  uint64_t pos_ = 0;          // the data byte the next frame comes from
  uint64_t reads_ = 0;
};

}  // namespace audio
