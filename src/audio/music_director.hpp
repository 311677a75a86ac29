// SPDX-License-Identifier: GPL-3.0-or-later
// The music director (audio layer): Mus_Request's rules on the audio side (emdzej/openrf
// docs/architecture.md §7 "Request / priority"), turning the game's music requests (track,
// priority) into the player's changes. The game's words stay out: the caller passes the
// track table and says what each request is.
//
//   - a request below the playing priority is refused; at equal priority only a track of the
//     playing track's group [min, max] is taken;
//   - the playing priority decays by 1 a frame down to its request's - 0x28, so a sting
//     becomes interruptible after about 40 frames;
//   - designed: the looping requests (taken or refused) are remembered, latest last; the
//     music falls back to the latest when a one-shot ends, and a released one (the SUB gone)
//     is forgotten first (openrf: "one-shots return to the previous track at priority 100");
//   - the win music (a track marked `last`) plays once, then silence until reset();
//   - transitions: to a one-shot, or at a priority of kCutPrio and above, or away from a
//     track marked leaveNow, at once (a short fade); from loop to loop at the next bar line;
//     a fall back at the bar line too.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace audio {

struct TrackRule {
  int track = 0;
  int groupMin = 0;  // the group equal-priority requests may move within
  int groupMax = 0;
  bool loops = true;
  bool last = false;  // the win music: silence after it
  // designed: a change away from it cuts at once (a short fade) instead of at its next bar
  // line (the bunker's slow bars; the original leaves it by its FadeOutRestart)
  bool leaveNow = false;
};

// designed: the priority of the fall back (openrf: 100).
inline constexpr int32_t kFallbackPrio = 100;
inline constexpr int32_t kPrioDecay = 0x28;

// What the director tells the player (MusicPlayer, or a test's recorder).
class MusicSink {
 public:
  virtual ~MusicSink() = default;
  virtual void change(int track, bool now) = 0;  // -1: silence; now false: at the next bar
  virtual uint64_t endings() const = 0;          // one-shots that have ended so far
};

class MusicDirector {
 public:
  MusicDirector(std::span<const TrackRule> rules, MusicSink& sink);

  // A request (Mus_Request): true when it is taken.
  bool request(int track, int32_t prio);
  // The request for `track` is over (the SUB gone): the background comes back.
  void release(int track);
  // Music off (no winner, the end): silence until the next request.
  void off();
  // Once per game frame: the priority decays; an ended one-shot falls back.
  void frame();
  void reset();

  int track() const { return cur_; }  // what was last asked for (-1: silence)
  int32_t prio() const { return prio_; }
  int background() const { return loops_.empty() ? -1 : loops_.back(); }

 private:
  const TrackRule* rule(int track) const;
  void change(int track, int32_t prio, bool now);

  std::vector<TrackRule> rules_;
  MusicSink& sink_;
  int cur_ = -1;
  int32_t prio_ = 0;
  int32_t floor_ = 0;       // the priority it decays to
  std::vector<int> loops_;  // the looping tracks asked for, each once, latest last
  uint64_t endingsSeen_ = 0;
  bool done_ = false;  // the win music has played: silence
};

// designed: requests at or above this priority cut in at once (the flag discovery 0xfe, the
// win 0xff); openrf: hard cuts for deaths, Flag Discovery, Win.
inline constexpr int32_t kCutPrio = 0xc0;

}  // namespace audio
