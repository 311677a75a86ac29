// The sound of `rf play` and `rf replay`'s window as one object (issue 12 item 5): the bank synthesised at
// start-up, the mixer, the audio device and the director. No audio device is never an error: the game runs
// silent and says so once on stderr.
#pragma once

#include <memory>
#include <ostream>

#include "app/rf_sound_bank.hpp"
#include "app/rf_sound_director.hpp"
#include "platform/audio.hpp"
#include "platform/mixer.hpp"
#include "rf/game.hpp"

namespace app {

class RfSound {
 public:
  // Opens the audio device (a message on `err` when there is none).
  explicit RfSound(std::ostream& err);
  // After each Game::step.
  void frame(const rf::Game& game);
  void setMuted(bool muted);
  // A new game: every voice stopped.
  void reset();
  bool audible() const { return out_ != nullptr; }

 private:
  SoundBank bank_;
  std::shared_ptr<platform::Mixer> mixer_;
  SoundDirector director_;
  std::unique_ptr<platform::AudioOut> out_;
};

}  // namespace app
