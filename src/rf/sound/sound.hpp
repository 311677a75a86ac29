// SPDX-License-Identifier: GPL-3.0-or-later
// The sound of Return Fire as one object (issue 12 item 5, issue 22): the effects bank
// synthesised at start-up, the mixer, the effects director, the music (the score through
// FluidSynth, music.hpp). The game decides, the device plays (Chocolate Doom's s_sound /
// i_sound): this object decides what sounds and mixes it; whoever plays it pulls the mixer
// (mixerPtr(): in a window app::RfSound opens the audio device on it, platform/audio.hpp).
// No SoundFont, a broken MIDI file: never an error; each says so in one line on `err` and the
// game goes on. Offline (`rf run --audio`) mix() renders what player 1 hears (2 players:
// player 1 left, player 2 right), the same samples on every run of the same build.
#pragma once

#include <array>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "audio/mixer.hpp"
#include "rf/game.hpp"
#include "rf/sound/music.hpp"
#include "rf/sound/original_sound.hpp"
#include "rf/sound/sound_bank.hpp"
#include "rf/sound/sound_director.hpp"
#include "rf/sound/sound_settings.hpp"

namespace rf::sound {

class Sound {
 public:
  // Our score from settings.musicDir (or the original's: tryOriginal).
  explicit Sound(std::ostream& err, const SoundSettings& settings = {});
  ~Sound();
  Sound(const Sound&) = delete;
  Sound& operator=(const Sound&) = delete;

  // After each Game::step: the effects and the music requests of the frame (the sim's
  // Mus_Director's, the bunker's branch included: rf/sim/music.hpp).
  void frame(const rf::Game& game);
  void setMuted(bool muted);
  // A new game: every voice stopped, the music director reset.
  void reset();
  // One player's sound alone (a network game), or -1 both (SoundDirector::setListener).
  void setListener(int player) { director_.setListener(player); }
  // The title screen's music (Verdi's Dies irae), as the front end asks for it.
  void titleMusic();
  bool hasMusic() const { return music_.enabled(); }
  // The original's samples and score play (issue 25: the data source has them and [sound]
  // source is not "ours"); else ours.
  bool original() const { return original_ != nullptr; }
  const SoundBank& bank() const { return bank_; }

  // The volumes 0..100 (clamped): master, music, effects.
  void setVolumes(int master, int music, int effects);
  std::array<int, 3> volumes() const;

  // Offline: mixes `frames` stereo frames onto the end of `out` (interleaved s16).
  void mix(std::vector<int16_t>& out, size_t frames);
  RfMusic& music() { return music_; }
  audio::Mixer& mixer() { return *mixer_; }
  // The mixer for whoever plays it (the audio device keeps it while it pulls).
  std::shared_ptr<audio::Mixer> mixerPtr() const { return mixer_; }

 private:
  struct Original {
    OriginalSound sound;
    std::unique_ptr<audio::OriginalScore> score;
  };
  // The original's sound when settings allow it and the data source has it; one line on
  // `err` saying which sound plays when a data source is given.
  static std::unique_ptr<Original> tryOriginal(const SoundSettings& settings, std::ostream& err);
  std::unique_ptr<Original> original_;
  SoundBank bank_;
  std::shared_ptr<audio::Mixer> mixer_;
  SoundDirector director_;
  RfMusic music_;
};

// The samples of `ms` milliseconds at the mixer's rate, rounded down (a run's length).
size_t samplesOfMs(uint64_t ms);

}  // namespace rf::sound
