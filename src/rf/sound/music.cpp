// SPDX-License-Identifier: GPL-3.0-or-later
// Return Fire's music (music.hpp).
#include "rf/sound/music.hpp"

#include "rf/sound/music_choice.hpp"
#include "audio/midi_file.hpp"
#include "audio/soundfont.hpp"
#include "core/bytes.hpp"
#include "rf/sim/music.hpp"

namespace rf::sound {
namespace {

const std::array<audio::TrackRule, kRfMusicTracks.size()> kRules = rfMusicRules();

}  // namespace

audio::Schedule loadRfTrack(const std::filesystem::path& dir, int track, int rate) {
  const RfMusicTrack* t = rfMusicTrack(track);
  if (t == nullptr) throw std::invalid_argument("no music track " + std::to_string(track));
  const std::string path = (dir / (std::string(t->stem) + ".mid")).string();
  const audio::MidiScore score = audio::readMidi(path);
  // every track loops seamlessly (a sting too: the game plays it once, Schedule::once)
  if (!score.loops) throw core::ParseError::ofFile(path, "expected a \"loop\" marker (every track loops)");
  audio::Schedule s = audio::schedule(score, rate);
  s.once = t->once;
  return s;
}

RfMusic::RfMusic(const std::string& soundfont, const std::filesystem::path& dir, int rate,
                 std::ostream& err) {
  std::string why;
  const std::string sf = audio::findSoundFont(soundfont, &why);
  if (sf.empty()) {
    err << "retrosim: " << why << ": the game runs without music\n";
    return;
  }
  std::unique_ptr<audio::MusicSynth> synth = audio::MusicSynth::open(sf, rate, &why);
  if (synth == nullptr) {
    err << "retrosim: " << why << ": the game runs without music\n";
    return;
  }
  player_ = std::make_unique<audio::MusicPlayer>(std::move(synth));
  for (const RfMusicTrack& t : kRfMusicTracks) {
    try {
      player_->add(t.track, loadRfTrack(dir, t.track, rate));
    } catch (const std::exception& e) {  // core::ParseError: one line naming the file
      err << "retrosim: " << e.what() << ": " << t.what << " plays without music\n";
    }
  }
  director_ = std::make_unique<audio::MusicDirector>(kRules, *player_);
}

RfMusic::RfMusic(std::unique_ptr<audio::OriginalScore> score, std::vector<audio::TrackRule> rules)
    : score_(std::move(score)) {
  director_ = std::make_unique<audio::MusicDirector>(rules, *score_);
}

bool RfMusic::has(int track) const {
  if (track < 0) return false;
  return score_ != nullptr ? score_->has(track) : player_ != nullptr && player_->has(track);
}

int RfMusic::track(int simTrack) const {
  return score_ != nullptr ? originalTrackOf(simTrack, director_->track()) : simTrack;
}

void RfMusic::events(std::span<const rf::Event> events, const rf::Sim* sim) {
  if (director_ == nullptr) return;
  for (const rf::Event& e : events) {
    if (e.kind() != rf::EventKind::Music) continue;
    const rf::MusicEvent& m = e.music();
    if (e.id == rf::EventId::SubGone) {
      director_->release(track(rf::kMusSubTrack));
    } else if (e.id == rf::EventId::MusicOff || m.track < 0) {
      director_->off();
    } else if (const int t = score_ != nullptr && sim != nullptr ? originalVehicleTrack(*sim, track(m.track))
                                                                 : track(m.track);
               has(t)) {  // a track that did not load: as if not asked
      director_->request(t, m.prio);
    }
  }
  director_->frame();
}

void RfMusic::request(int simTrack, int32_t prio) {
  if (director_ == nullptr) return;
  if (const int t = track(simTrack); has(t)) director_->request(t, prio);
}

void RfMusic::off() {
  if (director_ != nullptr) director_->off();
}

void RfMusic::reset() {
  if (director_ != nullptr) director_->reset();
}

void RfMusic::render(std::span<int16_t> out) {
  if (score_ != nullptr) {
    score_->render(out);
  } else if (player_ != nullptr) {
    player_->render(out);
  } else {
    std::fill(out.begin(), out.end(), int16_t{0});
  }
}

}  // namespace rf::sound
