// SPDX-License-Identifier: GPL-3.0-or-later
// The music player (music_player.hpp).
#include "audio/music_player.hpp"

#include <algorithm>

namespace audio {

MusicPlayer::MusicPlayer(std::unique_ptr<MusicSynth> synth) : synth_(std::move(synth)) {}

void MusicPlayer::add(int track, Schedule s) {
  std::lock_guard g(lock_);
  tracks_[track] = std::make_shared<const Schedule>(std::move(s));
}

bool MusicPlayer::has(int track) const {
  std::lock_guard g(lock_);
  return tracks_.count(track) != 0;
}

int MusicPlayer::playing() const {
  std::lock_guard g(lock_);
  return cur_;
}

int MusicPlayer::pending() const {
  std::lock_guard g(lock_);
  return changing_ ? nextTrack_ : -2;
}

uint64_t MusicPlayer::endings() const {
  std::lock_guard g(lock_);
  return endings_;
}

uint64_t MusicPlayer::position() const {
  std::lock_guard g(lock_);
  return pos_;
}

void MusicPlayer::seek(uint64_t sample) {
  std::lock_guard g(lock_);
  if (cur_ < 0) return;
  synth_->soundOff();
  pos_ = std::min(sample, sched_->endSample);
  next_ = static_cast<size_t>(std::lower_bound(sched_->events.begin(), sched_->events.end(), pos_,
                                               [](const TimedEvent& e, uint64_t v) { return e.sample < v; }) -
                              sched_->events.begin());
  // the programs and controllers before the jump still apply
  for (size_t i = 0; i < next_; ++i) {
    const TimedEvent& e = sched_->events[i];
    if ((e.status & 0xf0) == 0xb0 || (e.status & 0xf0) == 0xc0) synth_->send(e.status, e.a, e.b);
  }
}

void MusicPlayer::play(int track, Cue cue) {
  std::lock_guard g(lock_);
  if (tracks_.count(track) == 0) track = -1;
  if (cur_ < 0) {  // nothing plays: at once
    changing_ = false;
    start(track);
    return;
  }
  if (changing_ && cue_ == Cue::Now) {  // a fade under way goes on, to the new track
    nextTrack_ = track;
    return;
  }
  changing_ = true;
  nextTrack_ = track;
  cue_ = cue;
  if (cue == Cue::Now) {
    fadeLen_ = fadeLeft_ = static_cast<int64_t>(synth_->rate()) * kFadeMs / 1000;
  } else if (cue == Cue::NextBar) {
    const auto it = std::upper_bound(sched_->bars.begin(), sched_->bars.end(), pos_);
    cueAt_ = it != sched_->bars.end() ? *it : sched_->endSample;
  } else {
    cueAt_ = sched_->endSample;
  }
}

void MusicPlayer::start(int track) {
  synth_->notesOff();
  synth_->resetChannels();
  cur_ = track;
  sched_ = track >= 0 ? tracks_.at(track) : nullptr;
  pos_ = 0;
  next_ = 0;
}

void MusicPlayer::render(std::span<int16_t> out) {
  std::lock_guard g(lock_);
  const size_t frames = out.size() / 2;
  size_t done = 0;
  while (done < frames) {
    uint64_t n = frames - done;
    if (cur_ >= 0) {
      const Schedule& s = *sched_;
      if (changing_ && cue_ != Cue::Now && pos_ >= cueAt_) {  // the bar line (or end) of a change
        changing_ = false;
        start(nextTrack_);
        continue;
      }
      while (next_ < s.events.size() && s.events[next_].sample <= pos_) {
        const TimedEvent& e = s.events[next_++];
        synth_->send(e.status, e.a, e.b);
      }
      if (pos_ >= s.endSample) {
        if (s.loops && !s.once) {
          pos_ = s.loopSample;
          next_ = static_cast<size_t>(
              std::lower_bound(s.events.begin(), s.events.end(), s.loopSample,
                               [](const TimedEvent& e, uint64_t v) { return e.sample < v; }) -
              s.events.begin());
          if (changing_ && cue_ != Cue::Now) cueAt_ = pos_;  // the loop point is the change's bar
        } else {
          ++endings_;
          synth_->notesOff();
          cur_ = -1;
          sched_ = nullptr;
          if (changing_) {
            changing_ = false;
            start(nextTrack_);
          }
        }
        continue;
      }
      if (next_ < s.events.size()) n = std::min<uint64_t>(n, s.events[next_].sample - pos_);
      n = std::min<uint64_t>(n, s.endSample - pos_);
      if (changing_ && cue_ != Cue::Now) n = std::min<uint64_t>(n, cueAt_ - pos_);
    }
    if (changing_ && cue_ == Cue::Now)
      n = std::min<uint64_t>(n, static_cast<uint64_t>(std::max<int64_t>(fadeLeft_, 0)));
    if (n == 0) {  // a fade just ended: cut the old sound, start the new track
      if (changing_ && cue_ == Cue::Now) {
        changing_ = false;
        synth_->soundOff();
        start(nextTrack_);
      }
      continue;
    }
    const std::span<int16_t> part = out.subspan(done * 2, n * 2);
    synth_->render(part);
    if (changing_ && cue_ == Cue::Now && fadeLen_ > 0) {
      for (size_t i = 0; i < n; ++i) {
        const int64_t gain = fadeLeft_ - static_cast<int64_t>(i);  // fadeLen_ .. 1
        part[2 * i] = static_cast<int16_t>(part[2 * i] * gain / fadeLen_);
        part[2 * i + 1] = static_cast<int16_t>(part[2 * i + 1] * gain / fadeLen_);
      }
      fadeLeft_ -= static_cast<int64_t>(n);
    }
    if (cur_ >= 0) pos_ += n;
    done += n;
  }
  if (out.size() % 2 != 0) out.back() = 0;
}

}  // namespace audio
