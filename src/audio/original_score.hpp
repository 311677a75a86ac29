// SPDX-License-Identifier: GPL-3.0-or-later
// The original score (the CD's own music): the music tracks of RFIRE.BIN's track table played
// from SOUND/SCORE.WAV (tracks 0-16) and SOUND/DRUMS.WAV (17), STREAMED through a bounded
// buffer each (wav_stream.hpp), by byte ranges of the data chunk: [start, end), a loop
// going on from its alt point. It is the MusicSink of the same director (music_director.hpp)
// that drives our own score, so the requests, priorities and fall backs are one code.
//
// Changes go by the table's transitions (emdzej/openrf docs/architecture.md §7): the
// track's list entry for the playing track, else its default: 0 fade out then start
// (Mus_VolumeFadeTick: 0x7fff down by 0x444 a 16 ms tick = 30 ticks, 480 ms), 1 continue
// (the stream position kept, only the end and loop point change: Tank 1/2/3, Heli 1/2),
// 2 cut (designed: a 5 ms ramp so that the cut does not click), 3 revert (as 0). The
// director's "now" is not used: the table says how each change is made.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "audio/music_director.hpp"
#include "audio/wav_stream.hpp"

namespace audio {

struct ScoreTrack {
  int track = 0;
  int file = 0;        // 0 SCORE.WAV, 1 DRUMS.WAV
  uint64_t start = 0;  // data-chunk bytes
  uint64_t alt = 0;
  uint64_t end = 0;
  bool loops = true;
  int transition = 0;                                // the default
  std::vector<std::array<uint8_t, 2>> transitions;   // {from, transition}
  std::string name;
};

struct ScoreFile {
  std::string name;  // for messages ("DIR/SOUND/SCORE.WAV")
  RangeReader read;
  WavInfo info;
};

// 480 ms (30 ticks of 16 ms) and 5 ms at 44.1 kHz.
inline constexpr int64_t kScoreFadeFrames = 44100 * 480 / 1000;
inline constexpr int64_t kScoreCutFrames = 44100 * 5 / 1000;

class OriginalScore : public MusicSink {
 public:
  // Checks that every file is 44.1 kHz 16-bit stereo and every track's range lies in its
  // file's data chunk; throws core::ParseError naming the file and the track.
  OriginalScore(std::vector<ScoreTrack> tracks, std::array<std::optional<ScoreFile>, 2> files,
                size_t bufferBytes = kStreamBuffer);

  void change(int track, bool now) override;
  uint64_t endings() const override;
  bool has(int track) const;
  void render(std::span<int16_t> out);

  int playing() const;   // -1: silence
  int pending() const;   // a change waiting for its fade (-2: none)
  uint64_t position() const;  // the data byte of the playing track's stream
  // The bytes both streams hold now (each at most its buffer) and the buffer's size.
  size_t held() const;
  size_t bufferBytes() const { return buffer_; }
  // The last read error (a disc that cannot be read: the music stops), "" when none.
  std::string error() const;
  // Jumps the playing track to data byte `b` (tests: a loop point without the whole track).
  void seek(uint64_t b);

 private:
  const ScoreTrack* find(int track) const;
  void start(int track);  // under the lock
  std::vector<ScoreTrack> tracks_;
  std::array<std::unique_ptr<WavStream>, 2> streams_;
  std::array<std::string, 2> names_;
  size_t buffer_;
  mutable std::mutex lock_;
  const ScoreTrack* cur_ = nullptr;
  uint64_t end_ = 0;  // the playing range (a continue changes them, not the stream)
  uint64_t alt_ = 0;
  bool loops_ = false;
  int nextTrack_ = -2;  // a change waiting for the fade
  int64_t fadeLeft_ = 0, fadeLen_ = 0;
  uint64_t endings_ = 0;
  std::string error_;
  std::vector<int16_t> tmp_;
};

}  // namespace audio
