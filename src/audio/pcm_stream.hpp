// SPDX-License-Identifier: GPL-3.0-or-later
// A recorded stereo sound played as the mixer's stream (mixer.hpp: Stream), e.g. a movie's
// soundtrack (the STM's 22,050 Hz PCM): resampled once to the mixer's rate, then
// copied out as the device pulls it, silence after its end.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "audio/mixer.hpp"

namespace audio {

// Interleaved s16 audio of `channels` (1 or 2) at `fromRate` -> interleaved stereo s16 at
// `toRate` (linear interpolation; mono goes to both sides). Output frames =
// input frames * toRate / fromRate, rounded down.
std::vector<int16_t> resampleToStereo(std::span<const int16_t> in, int channels, int fromRate, int toRate);

class PcmStream {
 public:
  // `stereo`: interleaved stereo s16 at the mixer's rate.
  explicit PcmStream(std::vector<int16_t> stereo) : pcm_(std::move(stereo)) {}
  // Renders the next out.size() / 2 frames (zeros past the end).
  void render(std::span<int16_t> out);
  // Frames rendered so far.
  uint64_t position() const { return pos_.load(); }
  uint64_t frames() const { return pcm_.size() / 2; }
  bool finished() const { return position() >= frames(); }

 private:
  std::vector<int16_t> pcm_;
  std::atomic<uint64_t> pos_{0};
};

// The mixer's stream of a shared PcmStream (it stays alive while the mixer holds it).
Stream pcmStream(std::shared_ptr<PcmStream> pcm);

}  // namespace audio
