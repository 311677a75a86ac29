// SPDX-License-Identifier: GPL-3.0-or-later
// The bounded WAV stream (wav_stream.hpp).
#include "audio/wav_stream.hpp"

#include <algorithm>
#include <stdexcept>

namespace audio {

WavStream::WavStream(RangeReader read, const WavInfo& info, size_t bufferBytes)
    : read_(std::move(read)), info_(info), cap_(std::max<size_t>(4, bufferBytes / 4 * 4)) {
  buf_.reserve(cap_);
}

void WavStream::seek(uint64_t dataByte) {
  pos_ = std::min(dataByte / 4 * 4, info_.dataSize);
}

void WavStream::fill(uint64_t limit) {
  const uint64_t end = std::min(limit, info_.dataSize);
  const uint64_t want = std::min<uint64_t>(cap_, end - pos_);
  std::vector<uint8_t> got = read_(info_.dataOffset + pos_, want);
  ++reads_;
  if (got.size() < want) throw std::runtime_error("the file ends inside its data chunk (byte " +
                                                  std::to_string(info_.dataOffset + pos_ + got.size()) + ")");
  buf_.assign(got.begin(), got.begin() + static_cast<std::ptrdiff_t>(want));  // capacity stays cap_
  bufAt_ = pos_;
}

size_t WavStream::read(std::span<int16_t> out, uint64_t limit) {
  const size_t frames = out.size() / 2;
  size_t done = 0;
  const uint64_t end = std::min(limit, info_.dataSize);
  while (done < frames && pos_ + 4 <= end) {
    if (pos_ < bufAt_ || pos_ + 4 > bufAt_ + buf_.size()) fill(end);
    const size_t at = static_cast<size_t>(pos_ - bufAt_);
    const size_t avail = std::min<uint64_t>((buf_.size() - at) / 4, (end - pos_) / 4);
    const size_t n = std::min(avail, frames - done);
    for (size_t i = 0; i < n; ++i) {
      const uint8_t* p = &buf_[at + 4 * i];
      out[2 * (done + i)] = static_cast<int16_t>(p[0] | p[1] << 8);
      out[2 * (done + i) + 1] = static_cast<int16_t>(p[2] | p[3] << 8);
    }
    done += n;
    pos_ += 4 * static_cast<uint64_t>(n);
  }
  return done;
}

}  // namespace audio
