// The sound of `rf play` (rf_sound.hpp).
#include "app/rf_sound.hpp"

#include <string>

namespace app {

RfSound::RfSound(std::ostream& err)
    : mixer_(std::make_shared<platform::Mixer>()), director_(bank_, *mixer_) {
  std::string why;
  out_ = platform::AudioOut::open(mixer_, &why);
  if (out_ == nullptr) err << "retrosim: " << why << ": the game runs silent\n";
}

void RfSound::frame(const rf::Game& game) {
  director_.frame(game.state(), game.events());
}

void RfSound::setMuted(bool muted) {
  mixer_->setMuted(muted);
}

void RfSound::reset() {
  director_.stopAll();
}

}  // namespace app
