// SPDX-License-Identifier: GPL-3.0-or-later
// The original score (original_score.hpp).
#include "audio/original_score.hpp"

#include <algorithm>

#include "core/bytes.hpp"

namespace audio {

OriginalScore::OriginalScore(std::vector<ScoreTrack> tracks, std::array<std::optional<ScoreFile>, 2> files,
                             size_t bufferBytes)
    : tracks_(std::move(tracks)), buffer_(bufferBytes) {
  for (size_t f = 0; f < files.size(); ++f) {
    if (!files[f]) continue;
    const ScoreFile& s = *files[f];
    if (s.info.rate != 44100 || s.info.bits != 16 || s.info.channels != 2) {
      throw core::ParseError::ofFile(s.name, "expected 44100 Hz 16-bit stereo PCM, found " + std::to_string(s.info.rate) +
                                                 " Hz " + std::to_string(s.info.bits) + "-bit " +
                                                 (s.info.channels == 1 ? "mono" : "stereo"));
    }
    streams_[f] = std::make_unique<WavStream>(s.read, s.info, bufferBytes);
    names_[f] = s.name;
  }
  // a track whose file is missing is not playable (has() false); a range past the data is an error
  std::erase_if(tracks_, [&](const ScoreTrack& t) { return t.file < 0 || t.file > 1 || !streams_[static_cast<size_t>(t.file)]; });
  for (const ScoreTrack& t : tracks_) {
    const uint64_t size = streams_[static_cast<size_t>(t.file)]->dataSize();
    if (t.end > size) {
      throw core::ParseError::ofFile(names_[static_cast<size_t>(t.file)],
                                     "track " + std::to_string(t.track) + " (" + t.name + ") ends at data byte " +
                                         std::to_string(t.end) + ", past the data chunk's " + std::to_string(size) +
                                         " bytes");
    }
  }
}

const ScoreTrack* OriginalScore::find(int track) const {
  for (const ScoreTrack& t : tracks_) {
    if (t.track == track) return &t;
  }
  return nullptr;
}

bool OriginalScore::has(int track) const {
  std::lock_guard g(lock_);
  return find(track) != nullptr;
}

int OriginalScore::playing() const {
  std::lock_guard g(lock_);
  return cur_ != nullptr ? cur_->track : -1;
}

int OriginalScore::pending() const {
  std::lock_guard g(lock_);
  return nextTrack_;
}

uint64_t OriginalScore::endings() const {
  std::lock_guard g(lock_);
  return endings_;
}

uint64_t OriginalScore::position() const {
  std::lock_guard g(lock_);
  return cur_ != nullptr ? streams_[static_cast<size_t>(cur_->file)]->position() : 0;
}

size_t OriginalScore::held() const {
  std::lock_guard g(lock_);
  size_t n = 0;
  for (const auto& s : streams_) n += s ? s->held() : 0;
  return n;
}

std::string OriginalScore::error() const {
  std::lock_guard g(lock_);
  return error_;
}

void OriginalScore::seek(uint64_t b) {
  std::lock_guard g(lock_);
  if (cur_ != nullptr) streams_[static_cast<size_t>(cur_->file)]->seek(b);
}

void OriginalScore::start(int track) {
  nextTrack_ = -2;
  fadeLeft_ = fadeLen_ = 0;
  cur_ = find(track);
  if (cur_ == nullptr) return;
  end_ = cur_->end;
  alt_ = cur_->alt;
  loops_ = cur_->loops;
  streams_[static_cast<size_t>(cur_->file)]->seek(cur_->start);
}

void OriginalScore::change(int track, bool /*now*/) {
  std::lock_guard g(lock_);
  const ScoreTrack* next = find(track);
  if (cur_ == nullptr) {  // nothing plays: at once
    start(next != nullptr ? track : -1);
    return;
  }
  if (next == cur_ && nextTrack_ == -2) return;
  const int from = cur_->track;
  const int how = next != nullptr ? [&] {
    for (const auto& e : next->transitions) {
      if (e[0] == from) return static_cast<int>(e[1]);
    }
    return next->transition;
  }()
                                  : 0;  // silence: a fade out
  if (how == 1 && next != nullptr && next->file == cur_->file) {  // continue: the same stream
    WavStream& s = *streams_[static_cast<size_t>(cur_->file)];
    cur_ = next;
    end_ = next->end;
    alt_ = next->alt;
    loops_ = next->loops;
    nextTrack_ = -2;
    fadeLeft_ = fadeLen_ = 0;
    if (s.position() >= end_) s.seek(loops_ ? alt_ : next->start);
    return;
  }
  const int64_t len = how == 2 ? kScoreCutFrames : kScoreFadeFrames;
  if (nextTrack_ != -2 && fadeLeft_ <= len) {  // a fade under way goes on, to the new track
    nextTrack_ = next != nullptr ? track : -1;
    return;
  }
  if (nextTrack_ != -2 && fadeLeft_ > 0) {  // a cut during a fade: quicker, from the level reached
    fadeLen_ = std::max<int64_t>(len, len * fadeLen_ / fadeLeft_);
    fadeLeft_ = len;
  } else {
    fadeLen_ = fadeLeft_ = len;
  }
  nextTrack_ = next != nullptr ? track : -1;
}

void OriginalScore::render(std::span<int16_t> out) {
  std::lock_guard g(lock_);
  const size_t frames = out.size() / 2;
  std::fill(out.begin(), out.end(), int16_t{0});
  size_t done = 0;
  while (done < frames) {
    if (nextTrack_ != -2 && fadeLeft_ <= 0) {  // the fade is over: the new track
      start(nextTrack_);
      continue;
    }
    if (cur_ == nullptr) break;  // silence for the rest
    WavStream& s = *streams_[static_cast<size_t>(cur_->file)];
    size_t want = frames - done;
    if (nextTrack_ != -2) want = std::min<size_t>(want, static_cast<size_t>(fadeLeft_));
    size_t got = 0;
    try {
      got = s.read(out.subspan(2 * done, 2 * want), end_);
    } catch (const std::exception& e) {  // the disc cannot be read: the music stops
      error_ = names_[static_cast<size_t>(cur_->file)] + ": " + e.what();
      cur_ = nullptr;
      nextTrack_ = -2;
      break;
    }
    if (nextTrack_ != -2 && fadeLen_ > 0) {
      for (size_t i = 0; i < got; ++i) {
        const int64_t gain = fadeLeft_ - static_cast<int64_t>(i);  // fadeLen_ .. 1
        int16_t* p = &out[2 * (done + i)];
        p[0] = static_cast<int16_t>(p[0] * gain / fadeLen_);
        p[1] = static_cast<int16_t>(p[1] * gain / fadeLen_);
      }
      fadeLeft_ -= static_cast<int64_t>(got);
    }
    done += got;
    if (got < want) {  // the range's end
      if (loops_) {
        s.seek(alt_);
        if (alt_ >= end_) break;  // (refused by the reader; never loops on nothing)
      } else {
        ++endings_;
        cur_ = nullptr;
        if (nextTrack_ != -2) fadeLeft_ = 0;  // a change waiting: at once
      }
    }
  }
  if (out.size() % 2 != 0) out.back() = 0;
}

}  // namespace audio
