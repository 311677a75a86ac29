// SPDX-License-Identifier: GPL-3.0-or-later
// The music director (music_director.hpp).
#include "audio/music_director.hpp"

#include <algorithm>

namespace audio {

MusicDirector::MusicDirector(std::span<const TrackRule> rules, MusicSink& sink)
    : rules_(rules.begin(), rules.end()), sink_(sink), endingsSeen_(sink.endings()) {}

const TrackRule* MusicDirector::rule(int track) const {
  const auto it =
      std::find_if(rules_.begin(), rules_.end(), [&](const TrackRule& r) { return r.track == track; });
  return it == rules_.end() ? nullptr : &*it;
}

void MusicDirector::change(int track, int32_t prio, bool now) {
  if (track != cur_) sink_.change(track, now);
  cur_ = track;
  prio_ = prio;
  floor_ = std::max(0, prio - kPrioDecay);
  endingsSeen_ = sink_.endings();
}

bool MusicDirector::request(int track, int32_t prio) {
  const TrackRule* r = rule(track);
  if (r == nullptr || done_) return false;
  if (r->loops) {  // the latest loop asked for is the background
    std::erase(loops_, track);
    loops_.push_back(track);
  }
  const TrackRule* c = cur_ >= 0 ? rule(cur_) : nullptr;
  if (cur_ >= 0) {
    if (prio < prio_) return false;
    if (prio == prio_ && c != nullptr && (track < c->groupMin || track > c->groupMax)) return false;
    if (track == cur_) {  // the same track: its priority renewed, no restart
      prio_ = prio;
      floor_ = std::max(0, prio - kPrioDecay);
      return true;
    }
  }
  change(track, prio, !r->loops || prio >= kCutPrio || cur_ < 0 || (c != nullptr && c->leaveNow));
  if (r->last) done_ = true;
  return true;
}

void MusicDirector::release(int track) {
  std::erase(loops_, track);
  if (done_ || cur_ != track) return;
  change(background(), background() >= 0 ? kFallbackPrio : 0, false);
}

void MusicDirector::off() {
  if (cur_ >= 0) sink_.change(-1, true);
  cur_ = -1;
  prio_ = 0;
  floor_ = 0;
}

void MusicDirector::frame() {
  if (prio_ > floor_) --prio_;
  if (sink_.endings() == endingsSeen_) return;
  endingsSeen_ = sink_.endings();
  const TrackRule* c = rule(cur_);
  if (c == nullptr || c->loops) return;
  // a one-shot ended: the win music leaves silence; any other falls back
  if (done_ || background() < 0) {
    cur_ = -1;
    prio_ = 0;
    floor_ = 0;
    return;
  }
  cur_ = -1;  // the player is silent now: the background starts at once
  change(background(), kFallbackPrio, true);
}

void MusicDirector::reset() {
  if (cur_ >= 0) sink_.change(-1, true);
  cur_ = -1;
  prio_ = 0;
  floor_ = 0;
  loops_.clear();
  done_ = false;
  endingsSeen_ = sink_.endings();
}

}  // namespace audio
