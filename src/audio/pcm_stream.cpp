// SPDX-License-Identifier: GPL-3.0-or-later
// A recorded stereo sound as the mixer's stream (pcm_stream.hpp).
#include "audio/pcm_stream.hpp"

#include <algorithm>
#include <stdexcept>

namespace audio {

std::vector<int16_t> resampleToStereo(std::span<const int16_t> in, int channels, int fromRate, int toRate) {
  if (channels < 1 || channels > 2 || fromRate <= 0 || toRate <= 0) {
    throw std::invalid_argument("resampleToStereo: 1 or 2 channels and positive rates");
  }
  const uint64_t inFrames = in.size() / static_cast<size_t>(channels);
  const uint64_t outFrames = inFrames * static_cast<uint64_t>(toRate) / static_cast<uint64_t>(fromRate);
  std::vector<int16_t> out(static_cast<size_t>(outFrames) * 2);
  const auto at = [&](uint64_t frame, int side) -> int32_t {
    frame = std::min(frame, inFrames - 1);
    return in[static_cast<size_t>(frame) * static_cast<size_t>(channels) + static_cast<size_t>(side % channels)];
  };
  for (uint64_t o = 0; o < outFrames; ++o) {
    // the source position o * from / to as a whole frame and a fraction of `toRate`
    const uint64_t num = o * static_cast<uint64_t>(fromRate);
    const uint64_t i = num / static_cast<uint64_t>(toRate);
    const int64_t frac = static_cast<int64_t>(num % static_cast<uint64_t>(toRate));
    for (int side = 0; side < 2; ++side) {
      const int64_t a = at(i, side);
      const int64_t b = at(i + 1, side);
      out[static_cast<size_t>(o) * 2 + static_cast<size_t>(side)] =
          static_cast<int16_t>(a + (b - a) * frac / static_cast<int64_t>(toRate));
    }
  }
  return out;
}

void PcmStream::render(std::span<int16_t> out) {
  const uint64_t pos = pos_.load();
  const size_t from = static_cast<size_t>(std::min<uint64_t>(pos * 2, pcm_.size()));
  const size_t n = std::min(out.size(), pcm_.size() - from);
  std::copy_n(pcm_.begin() + static_cast<ptrdiff_t>(from), n, out.begin());
  std::fill(out.begin() + static_cast<ptrdiff_t>(n), out.end(), int16_t{0});
  pos_.store(pos + out.size() / 2);
}

Stream pcmStream(std::shared_ptr<PcmStream> pcm) {
  return [pcm = std::move(pcm)](std::span<int16_t> out) { pcm->render(out); };
}

}  // namespace audio
