// SPDX-License-Identifier: GPL-3.0-or-later
// The sound bank of `rf play` (issue 12 item 5): one effect for every sound name the
// simulation emits (EventKind::Sound), synthesised at start-up from the recipes in
// rf_sound_bank.cpp (audio/synth.hpp: integer DSP, fixed seeds, so the bank's hash is
// pinned by a test). The music is the score's (rf_music.hpp).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "audio/mixer.hpp"
#include "rf/data/event_ids.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace rf::sound {

// What the sound director does with a name.
enum class SoundRole : uint8_t {
  OneShot,    // played once at the source object (a = its id)
  Engine,     // the engine loop of the vehicle a (replaces its engine voice)
  EngineIdle, // the vehicle a stopped: its engine loop at the idle gain
  Hum,        // the drone hum starts (looping, one voice per listener)
  HumSource,  // a = listener, b = the drone the listener's hum comes from
  HumStop,    // the hum ends (the sim's cmd 9)
  AtPlayer,   // played once at player a's listener (bunker screens)
};

struct SoundEffect {
  rf::EventId id = rf::EventId::None;  // the sound event (rf/data/event_ids.hpp); None: by type only
  std::string name;
  SoundRole role = SoundRole::OneShot;
  int32_t lengthMs = 0;  // the designed length (the PCM is exactly this long)
  bool loop = false;
  audio::Pcm pcm;     // mono at the bank's rate; empty for the commands (HumSource, HumStop)
  // The original's sound event (rf_original_sound.hpp) when it plays this: its sample's
  // speed at the bank's rate (Q16: the sample's rate and the event's frequency), its gain
  // (Q12), its start and decayed priorities and the ms until the decay; -1: ours.
  int original = -1;
  uint32_t rateQ16 = 65536;
  int32_t gainQ12 = audio::kUnity;
  int prio = -1;
  int decayedPrio = -1;
  int32_t decayMs = 0;
  bool stopWithOwner = false;  // the original event's flag 0x01: it stops when its source is gone
  bool startMuted = false;     // flag 0x40: its first frame is silent, its gains come at the next
  // flags 0x04 / 0x02: without a source its left (bit 0) / right (bit 1) channel is silent
  uint8_t unownedMute = 0;
};

class SoundBank {
 public:
  // Synthesises every effect at `rate` Hz (deterministic).
  explicit SoundBank(int rate = audio::kSampleRate);

  std::span<const SoundEffect> effects() const { return effects_; }
  const SoundEffect* find(std::string_view name) const;  // by the effect's name (engine.msv ...)
  const SoundEffect* find(rf::EventId id) const;         // the effect of a sound event
  // The engine loop of a vehicle type (tank, jeep, MSV and heli each their own).
  const SoundEffect& engine(rf::VehicleType type) const;
  // The effect of `id` (or of the effect named `name` when id is None) played by an
  // original's sound event instead (rf_original_sound.cpp); false when there is none.
  bool replace(std::string_view name, const SoundEffect& original);
  // How many effects play an original's sound event.
  int originals() const;
  // A hash of every sample of every effect, in table order.
  uint64_t hash() const;
  int rate() const { return rate_; }

 private:
  int rate_;
  std::vector<SoundEffect> effects_;
};

}  // namespace rf::sound
