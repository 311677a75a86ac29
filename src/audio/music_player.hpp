// SPDX-License-Identifier: GPL-3.0-or-later
// The music player (audio layer): plays one scheduled score track at a time on the
// synthesiser, sample-exact, and changes tracks where the director asks: now (a short fade,
// then a clean start), at the next bar line of the playing track, or at its end / loop point.
// A looping track jumps back to its loop point; a one-shot (no loop point, or Schedule::once)
// ends (its notes ring out) and counts an ending the director reads to fall back. render() is what the mixer's music
// stream calls (possibly on the audio thread): every member locks.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <span>

#include "audio/midi_file.hpp"
#include "audio/music_director.hpp"
#include "audio/music_synth.hpp"

namespace audio {

enum class Cue : uint8_t {
  Now,      // fade the playing track out (kFadeMs), then start
  NextBar,  // at the playing track's next bar line (its end or loop point counts as one)
  End,      // when the playing track ends or loops
};

// designed: a cut fades over 120 ms: quick enough for a sting, long enough not to click.
inline constexpr int kFadeMs = 120;

class MusicPlayer : public MusicSink {
 public:
  explicit MusicPlayer(std::unique_ptr<MusicSynth> synth);

  // The director's changes: now (Cue::Now) or at the next bar (Cue::NextBar).
  void change(int track, bool now) override { play(track, now ? Cue::Now : Cue::NextBar); }

  void add(int track, Schedule s);
  bool has(int track) const;
  // The track to play (-1: silence) at the cue; replaces a change not yet made. Nothing
  // playing: it starts at once. An unknown track is silence.
  void play(int track, Cue cue);
  // The track sounding now (-1: none; a change still to come is not counted).
  int playing() const;
  // The track a change waits to start (-2: no change waiting).
  int pending() const;
  // How many one-shots have played to their end.
  uint64_t endings() const override;
  // Stereo interleaved s16 frames, overwriting `out`.
  void render(std::span<int16_t> out);
  int rate() const { return synth_->rate(); }
  // The samples from the start of the playing track (tests).
  uint64_t position() const;
  // Jumps the playing track to `sample` (its notes held before it are not sounded): a test
  // hears a loop point without rendering the whole track.
  void seek(uint64_t sample);

 private:
  void start(int track);  // under the lock
  std::unique_ptr<MusicSynth> synth_;
  std::map<int, std::shared_ptr<const Schedule>> tracks_;
  mutable std::mutex lock_;
  int cur_ = -1;
  std::shared_ptr<const Schedule> sched_;
  uint64_t pos_ = 0;
  size_t next_ = 0;  // the next event of sched_
  bool changing_ = false;
  int nextTrack_ = -1;
  Cue cue_ = Cue::Now;
  uint64_t cueAt_ = 0;    // NextBar: the bar sample the change happens at
  int64_t fadeLeft_ = 0;  // Now: samples of fade still to go
  int64_t fadeLen_ = 0;
  uint64_t endings_ = 0;
};

}  // namespace audio
