// SPDX-License-Identifier: GPL-3.0-or-later
// The General MIDI synthesiser of the score (audio layer): FluidSynth with a SoundFont,
// rendered on demand into a buffer of ours (the mixer's stream, or a file offline). It never
// opens an audio device of its own (no FluidSynth audio driver), so it works headless; with
// one thread of its own (synth.cpu-cores 1) and fixed note timing in samples it renders the
// same samples every time. No FluidSynth type leaves this file pair.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace audio {

// designed: FluidSynth's output gain: the score's loudest passages peak near -6 dBFS with
// every part playing, leaving the effects room on top.
inline constexpr double kSynthGain = 0.45;

class MusicSynth {
 public:
  // A synthesiser at `rate` Hz with the SoundFont `soundfont` loaded; nullptr with the reason
  // ("FILE: not a SoundFont FluidSynth can load") in *why. Never throws.
  static std::unique_ptr<MusicSynth> open(const std::string& soundfont, int rate, std::string* why);
  ~MusicSynth();
  MusicSynth(const MusicSynth&) = delete;
  MusicSynth& operator=(const MusicSynth&) = delete;

  // One channel message (status 0x80..0xef).
  void send(uint8_t status, uint8_t a, uint8_t b);
  // Every channel: notes released (they ring out) / every sound cut at once.
  void notesOff();
  void soundOff();
  // Programs, controllers and pitch bends back to their defaults (a new track starts clean).
  void resetChannels();
  // Renders out.size() / 2 stereo frames, interleaved s16, overwriting `out`.
  void render(std::span<int16_t> out);
  int rate() const { return rate_; }

 private:
  MusicSynth() = default;
  struct Fluid;
  std::unique_ptr<Fluid> fluid_;
  int rate_ = 0;
  std::vector<float> buf_;
};

}  // namespace audio
