// SPDX-License-Identifier: GPL-3.0-or-later
// The sound of Return Fire (sound.hpp).
#include "rf/sound/sound.hpp"

#include <string>

#include "rf/sound/music_choice.hpp"

namespace rf::sound {

// designed: the title music's priority: the front end's (openrf: Drums at 0x32).
constexpr int32_t kTitlePrio = 0x32;

std::unique_ptr<Sound::Original> Sound::tryOriginal(const SoundSettings& settings, std::ostream& err) {
  if (settings.dataPath.empty()) return nullptr;  // no CD: ours, as always (nothing said)
  if (settings.source == SoundSettings::Source::Ours) {
    err << "retrosim: sound: ours ([sound] source = ours)\n";
    return nullptr;
  }
  try {
    auto o = std::make_unique<Original>();
    o->sound = loadOriginalSound(rf::openDataSource(settings.dataPath));
    o->score = openOriginalScore(o->sound);
    err << "retrosim: sound: original (SOUND/*.SDT, SCORE.WAV" << (o->sound.drumsFile.empty() ? "" : ", DRUMS.WAV")
        << ")\n";
    return o;
  } catch (const std::exception& e) {
    err << "retrosim: sound: ours (" << e.what() << ")\n";
    return nullptr;
  }
}

Sound::Sound(std::ostream& err, const SoundSettings& settings)
    : original_(tryOriginal(settings, err)),
      bank_(audio::kSampleRate),
      mixer_(std::make_shared<audio::Mixer>()),
      director_(bank_, *mixer_),
      music_(original_ ? RfMusic(std::move(original_->score), originalRules(original_->sound.tables))
                       : RfMusic(settings.soundfont, settings.musicDir, audio::kSampleRate, err)) {
  if (original_) {
    applyOriginalEffects(bank_, original_->sound);
    mixer_->setVoiceRules(audio::kOriginalVoices, audio::kOriginalBudgetQ12);  // its 15 instances and budget
  }
  mixer_->setVolumes(settings.master, settings.music, settings.effects);
  if (music_.enabled()) mixer_->setMusic([this](std::span<int16_t> out) { music_.render(out); });
}

Sound::~Sound() {
  mixer_->setMusic({});  // whoever still pulls the mixer hears no music that is gone
}

void Sound::frame(const rf::Game& game) {
  director_.frame(game.state(), game.events());
  music_.events(game.events(), &game.state());
}

void Sound::setMuted(bool muted) {
  mixer_->setMuted(muted);
}

void Sound::reset() {
  director_.stopAll();
  music_.reset();
}

void Sound::titleMusic() {
  const audio::MusicDirector* d = music_.director();
  if (d == nullptr || d->track() == kTitleTrack) return;
  music_.reset();  // after a game (the win music's silence too): the title's own
  music_.request(kTitleTrack, kTitlePrio);
}

void Sound::setVolumes(int master, int music, int effects) {
  mixer_->setVolumes(master, music, effects);
}

std::array<int, 3> Sound::volumes() const {
  return mixer_->volumes();
}

void Sound::mix(std::vector<int16_t>& out, size_t frames) {
  const size_t at = out.size();
  out.resize(at + frames * 2);
  mixer_->mix(std::span<int16_t>(out).subspan(at));
}

size_t samplesOfMs(uint64_t ms) {
  return static_cast<size_t>(ms * static_cast<uint64_t>(audio::kSampleRate) / 1000);
}

}  // namespace rf::sound
