// SPDX-License-Identifier: GPL-3.0-or-later
// The sound director of `rf play` (issue 12 item 5): after each Game::step it turns the
// frame's events (EventKind::Sound / Music / EndGame) and the state into mixer voices:
// one-shots at their source object, the engine loop of every vehicle following it, the
// drone hum per listener, and the stop of every effect at the end sequence's StopSounds
// step. The music is RfMusic's (rf_music.hpp): the director leaves EventKind::Music alone.
//
// Listening (designed): each player's listener is its view's camera (sim.player[i].camera).
// 1 player: a sound is panned by its x offset from the camera (constant power, mixer.hpp)
// and falls with its distance. 2 players, as the original did: player 1's listener is the
// LEFT speaker and player 2's the RIGHT one; a sound heard by both has each listener's
// gain in its own channel (SFXF_OWN_GAINS for the drone hum).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <span>
#include <vector>

#include "rf/sound/sound_bank.hpp"
#include "core/fixed.hpp"
#include "audio/mixer.hpp"
#include "rf/sim/sim.hpp"

namespace rf::sound {

// designed: the distance law: full gain within kNearPx of the listener, falling linearly to
// silence at kFarPx (a view is 320 px wide: a sound at its edge is still clearly heard,
// one two screens away is not); the pan reaches fully left / right kPanPx to the side.
inline constexpr int32_t kNearPx = 48;
inline constexpr int32_t kFarPx = 480;
inline constexpr int32_t kPanPx = 200;
// designed: base gains (Q12): effects at full, the engine loops lower (the own vehicle is
// always at the listener), an engine at rest lower still, the hum beneath
// the effects; 2 players: each channel at the level a centred 1-player sound has.
inline constexpr int32_t kEffectGain = audio::kUnity;
inline constexpr int32_t kEngineGain = 2600;
inline constexpr int32_t kIdleGain = 1200;
inline constexpr int32_t kHumGain = 1400;
inline constexpr int32_t kChannelGain = 2896;  // 0.707: constant power at the centre

class SoundDirector {
 public:
  SoundDirector(const SoundBank& bank, audio::Mixer& mixer) : bank_(bank), mixer_(mixer) {}

  // One frame: the events the step emitted, then every followed voice re-gained for the
  // sources' and listeners' new places.
  void frame(const rf::Sim& sim, std::span<const rf::Event> events);
  // Every voice stopped and forgotten (a new game).
  void stopAll();
  // One player's sound alone (a network game: each side hears its own player, panned as in a
  // 1-player game), or -1: both (2 players: player 1 left, player 2 right).
  void setListener(int player) { solo_ = player < 0 ? -1 : (player & 1); }
  int listener() const { return solo_; }

  // The {left, right} gains (Q12) of a sound of base gain `base` at (x, y) (px 16.16), or
  // centred (`placed` false: a source gone); `listener` >= 0 limits it to one player's.
  std::array<int32_t, 2> gains(const rf::Sim& sim, int32_t base, bool placed, core::Fixed x, core::Fixed y,
                               int listener = -1) const;
  // The voice of a vehicle's engine loop (0: none), of a listener's hum.
  uint32_t engineVoice(uint32_t objId) const;
  uint32_t humVoice(int listener) const { return hum_[static_cast<size_t>(listener & 1)]; }

 private:
  int solo_ = -1;  // setListener
  struct Followed {
    uint32_t voice = 0;
    uint32_t source = 0;  // the object followed (0: none)
    bool placed = false;  // x, y known (the source's last place)
    core::Fixed x = 0;
    core::Fixed y = 0;
    int listener = -1;    // -1: every listener; else only that player's
    int32_t base = kEffectGain;
    bool engine = false;  // an engine loop: stops when its vehicle is gone
    bool withOwner = false;  // an original event of flag 0x01: stops when its source is gone
    uint8_t mute = 0;        // an original event's flags 0x04 / 0x02 with no source: left / right silent
    bool quietFrame = false;  // an original event of flag 0x40: silent until the next frame's gains
    uint32_t rate = 65536;  // the effect's own speed (an original sample's: its rate, the event's frequency)
    int32_t decayMs = -1;   // an original event: ms until its priority decays (-1: never)
    int decayedPrio = 0;
    int32_t fxGain = audio::kUnity;  // the effect's own gain (Q12) under `base`
  };
  void sound(const rf::Sim& sim, const rf::Event& e);
  // A voice of `fx` at `source` (or at `at` when given; neither: centred).
  uint32_t start(const rf::Sim& sim, const SoundEffect& fx, uint32_t source, int listener, int32_t base, bool engine,
                 const core::Vec2* at = nullptr);
  void shout(const rf::Sim& sim, const rf::Event& e);
  void regain(const rf::Sim& sim, Followed& f);

  const SoundBank& bank_;
  audio::Mixer& mixer_;
  std::vector<Followed> followed_;
  std::array<uint32_t, 2> hum_{};        // the hum voice of each listener
  std::array<uint32_t, 2> humSource_{};  // the drone each listener's hum comes from
  int32_t stopInMs_ = -1;  // the end sequence's StopSounds step to come (-1: none)
};

}  // namespace rf::sound
