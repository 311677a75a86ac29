// SPDX-License-Identifier: GPL-3.0-or-later
// The sound bank (rf_sound_bank.hpp). Every recipe is designed (the original's samples are
// not ours): the outcome each one aims at is in its comment.
#include "rf/sound/sound_bank.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "core/hash.hpp"
#include "audio/synth.hpp"

namespace rf::sound {
namespace {

using audio::Envelope;
using audio::Partial;
using audio::Wave;
using enum Wave;

struct Recipe {
  rf::EventId id;  // the sound event it plays (None: the MSV's own engine loop, by type)
  SoundRole role;
  int32_t lengthMs;
  std::vector<Partial> partials;
  const char* name = nullptr;  // without an id: its name (else the table's)
};

// A looping layer: flat for the whole loop.
Partial layer(Wave w, int32_t hz, int32_t amp, int32_t ms, int32_t amHz = 0, int32_t amDepth = 0) {
  return Partial{w, hz, hz, amp, 0, ms, Envelope::Flat, 0, amHz, amDepth, true};
}
// A one-shot layer: attack, then an exponential (or linear) fall.
Partial hit(Wave w, int32_t hz0, int32_t hz1, int32_t amp, int32_t startMs, int32_t ms, int32_t attackMs = 2,
            Envelope env = Envelope::Decay, int32_t amHz = 0, int32_t amDepth = 0) {
  return Partial{w, hz0, hz1, amp, startMs, ms, env, attackMs, amHz, amDepth, false};
}
// A short flat tone with 3 ms fades (beeps).
Partial beep(Wave w, int32_t hz, int32_t amp, int32_t startMs, int32_t ms) {
  return Partial{w, hz, hz, amp, startMs, ms, Envelope::Flat, 0, 0, 0, false};
}

// designed: the loops are 1000 ms so that every whole-hertz layer and tremolo ends its loop
// on a whole cycle (seamless); the engines differ in pitch and timbre so that a player hears
// which vehicle is out: the tank a low clattering saw, the jeep a buzzing higher two-stroke,
// the MSV a heavy diesel between them, the heli a chopping rotor over a turbine whine.
std::vector<Recipe> recipes() {
  using R = SoundRole;
  using E = rf::EventId;
  return {
      // ---- engines (loops; "tread" is the tank's and the MSV's name in the vehicle table:
      // the director picks the MSV's own loop by the vehicle's type) ----
      {E::Tread, R::Engine, 1000, {layer(Saw, 55, 5000, 1000, 12, 140), layer(HeldNoise, 420, 2500, 1000, 12, 220),
                                  layer(Square, 110, 1200, 1000)}},
      {E::JeepStart, R::Engine, 1000, {layer(Square, 98, 3200, 1000, 25, 120), layer(Saw, 196, 2600, 1000, 25, 120),
                                      layer(HeldNoise, 1500, 900, 1000)}},
      {E::None, R::Engine, 1000, {layer(Saw, 70, 5000, 1000, 8, 100), layer(Square, 140, 1800, 1000, 8, 100),
                                       layer(HeldNoise, 260, 1800, 1000)}, "engine.msv"},
      {E::Servo, R::Engine, 1000, {layer(HeldNoise, 900, 5000, 1000, 14, 240), layer(Sine, 90, 3000, 1000, 14, 200),
                                  layer(Sine, 1100, 900, 1000)}},
      // the vehicle stopped: a soft low putter (used when the vehicle's type is unknown; a
      // known vehicle keeps its own loop at the idle gain)
      {E::EngineIdle, R::EngineIdle, 1000, {layer(Saw, 45, 3500, 1000, 6, 150), layer(HeldNoise, 200, 1200, 1000, 6, 150)}},
      {E::Drone, R::Hum, 1000, {layer(Sine, 180, 5000, 1000), layer(Sine, 183, 4000, 1000), layer(Square, 90, 900, 1000)}},
      {E::DroneSource, R::HumSource, 0, {}},
      {E::DroneKill, R::HumStop, 0, {}},
      // ---- weapons (launch sounds of the projectile table) ----
      // a heavy thump with a crack
      {E::Cannon, R::OneShot, 400, {hit(Noise, 0, 0, 16000, 0, 250), hit(Sine, 95, 40, 14000, 0, 400),
                                   hit(HeldNoise, 900, 200, 6000, 0, 300)}},
      // a short dry rattle (heli gun, drone gun)
      {E::Gun, R::OneShot, 90, {hit(Noise, 0, 0, 12000, 0, 70, 1), hit(Square, 380, 220, 5000, 0, 90, 1)}},
      // a rising whoosh falling away (missiles, the turret shell)
      {E::Missle, R::OneShot, 600, {hit(HeldNoise, 2400, 700, 9000, 0, 600, 60), hit(Saw, 180, 120, 2500, 0, 500, 30)}},
      // a hissing launch (MSV rockets; also the explosion scripts' sound 8)
      {E::Rocket, R::OneShot, 500, {hit(HeldNoise, 1800, 400, 11000, 0, 500, 15), hit(Saw, 210, 90, 3500, 0, 400, 5)}},
      {E::OutAmmo, R::OneShot, 40, {hit(Square, 2100, 1800, 7000, 0, 40, 1)}},                       // a dry click
      {E::WeaponSelect, R::OneShot, 130, {beep(Square, 660, 5000, 0, 55), beep(Square, 990, 5000, 65, 60)}},  // two blips
      {E::MsvReload, R::OneShot, 160, {hit(Noise, 0, 0, 6000, 0, 30, 1), hit(Saw, 300, 520, 4000, 20, 140, 10)}},
      // ---- explosions by size (the explosion scripts' sound table 0x43ede0): a crack of
      // white noise, a body of low-passed noise whose filter closes (LowNoise's sweep), a
      // falling sine thump beneath, longer and lower as they grow ----
      {E::ExplSmall, R::OneShot, 450, {hit(Noise, 0, 0, 12000, 0, 40, 1), hit(LowNoise, 3200, 280, 12000, 0, 450, 2),
                                      hit(Sine, 120, 45, 9000, 0, 300, 2)}},                              // small
      {E::Crumble, R::OneShot, 750, {hit(LowNoise, 1400, 160, 11000, 0, 750, 5, Envelope::Decay, 18, 180),
                                    hit(HeldNoise, 260, 90, 6000, 0, 750, 5), hit(Noise, 0, 0, 4000, 0, 200)}},  // rubble
      {E::WallFall, R::OneShot, 850, {hit(LowNoise, 1800, 120, 12000, 0, 850, 8), hit(Sine, 70, 40, 9000, 0, 600),
                                     hit(HeldNoise, 200, 70, 6000, 100, 700, 10)}},                       // medium
      {E::TreeFall, R::OneShot, 800, {hit(Saw, 160, 90, 4000, 0, 450, 40, Envelope::Linear, 22, 200),
                                     hit(LowNoise, 2400, 200, 11000, 420, 380, 3)}},                      // creak, crash
      {E::ExplBig, R::OneShot, 1300, {hit(Noise, 0, 0, 13000, 0, 60, 1), hit(LowNoise, 2600, 110, 15000, 0, 1300, 3),
                                     hit(LowNoise, 420, 60, 9000, 0, 1300, 20, Envelope::Decay, 9, 120),
                                     hit(Sine, 70, 28, 13000, 0, 900)}},                                  // large
      {E::FuelBlast, R::OneShot, 1500, {hit(LowNoise, 1900, 90, 16000, 0, 1500, 25), hit(Sine, 55, 25, 14000, 0, 1100, 10),
                                       hit(HeldNoise, 2600, 800, 3500, 200, 1300, 30)}},                  // the whoomp, the burning
      {E::MineBlast, R::OneShot, 1100, {hit(Noise, 0, 0, 15000, 0, 35, 1), hit(LowNoise, 3600, 140, 14000, 0, 1100, 2),
                                       hit(Sine, 90, 30, 14000, 0, 800, 1)}},                             // large, sharp
      {E::Splash, R::OneShot, 550, {hit(LowNoise, 5200, 1300, 11000, 0, 550, 25), hit(Noise, 0, 0, 4000, 0, 250, 10),
                                   hit(Sine, 140, 70, 5000, 0, 250)}},                                  // water
      // ---- the rest of the game ----
      // the flag bell: a bright bell partial pair ringing out
      {E::Ding, R::OneShot, 1000, {hit(Sine, 1320, 1320, 12000, 0, 1000, 1), hit(Sine, 2640, 2640, 4000, 0, 600, 1),
                                  hit(Sine, 3960, 3960, 1500, 0, 300, 1)}},
      {E::FuelWarn, R::OneShot, 230, {beep(Square, 880, 6000, 0, 85), beep(Square, 880, 6000, 145, 85)}},  // two beeps
      {E::Resupply, R::OneShot, 180, {hit(Sine, 440, 880, 9000, 0, 180, 10, Envelope::Linear), hit(Square, 880, 1760, 1500, 0, 180, 10, Envelope::Linear)}},
      {E::GateMove, R::OneShot, 700, {hit(Saw, 60, 60, 6000, 0, 700, 40, Envelope::Linear, 30, 120),
                                     hit(HeldNoise, 140, 140, 3500, 0, 700, 40, Envelope::Linear)}},    // motor
      {E::GateClose, R::OneShot, 280, {hit(Noise, 0, 0, 10000, 0, 120, 1), hit(Sine, 85, 45, 12000, 0, 280, 1)}},  // clunk
      {E::Raise, R::OneShot, 1200, {hit(Saw, 80, 125, 6000, 0, 1200, 80, Envelope::Linear, 9, 90),
                                   hit(Square, 40, 62, 2000, 0, 1200, 80, Envelope::Linear)}},          // the lift
      {E::ManCrush, R::OneShot, 260, {hit(HeldNoise, 700, 200, 10000, 0, 260, 1), hit(Square, 190, 60, 5000, 0, 200, 1)}},
      {E::MineBlink, R::OneShot, 45, {hit(Sine, 1800, 1800, 6000, 0, 45, 1)}},                          // a tiny blip
      // the bunker skull: "ha ha ha", three falling buzzes
      {E::Laugh, R::AtPlayer, 720, {hit(Saw, 230, 190, 9000, 0, 170, 10, Envelope::Linear, 30, 120),
                                   hit(Saw, 220, 180, 9000, 260, 170, 10, Envelope::Linear, 30, 120),
                                   hit(Saw, 205, 160, 9000, 520, 200, 10, Envelope::Linear, 30, 120)}},
      // the launch from the bunker: a rising hydraulic sweep
      {E::BunkerLaunch, R::AtPlayer, 650, {hit(Square, 220, 440, 4500, 0, 650, 30, Envelope::Linear),
                                          hit(HeldNoise, 500, 1500, 3000, 0, 650, 30, Envelope::Linear)}},
      // designed (issue 22; C&VG #176: "blow up a building and men flee from it, yelling"; the
      // notes give no sound for it): the men's shout, two voices crying out and falling away,
      // with a breath of noise; played where a building lets its men out (SpawnMen). Last,
      // so that every effect before it keeps its noise seed.
      {E::SpawnMen, R::OneShot, 620, {hit(Saw, 330, 240, 7000, 0, 460, 25, Envelope::Linear, 7, 60),
                                     hit(Saw, 410, 300, 5000, 110, 480, 25, Envelope::Linear, 6, 70),
                                     hit(HeldNoise, 1800, 1200, 1500, 0, 400, 20, Envelope::Linear)}},
  };
}

constexpr std::array<rf::VehicleType, 4> kTypes = {rf::VehicleType::Tank, rf::VehicleType::Jeep, rf::VehicleType::Msv,
                                                   rf::VehicleType::Heli};
constexpr std::array<const char*, 4> kEngineByType = {"tread", "JeepStart", "engine.msv", "Servo"};

}  // namespace

SoundBank::SoundBank(int rate) : rate_(rate) {
  uint32_t seed = 0x52465358;  // designed: "RFSX", one seed per effect after it
  for (const Recipe& r : recipes()) {
    SoundEffect e;
    e.id = r.id;
    e.name = r.name != nullptr ? std::string(r.name) : std::string(rf::eventName(r.id));
    e.role = r.role;
    e.lengthMs = r.lengthMs;
    e.loop = r.role == SoundRole::Engine || r.role == SoundRole::EngineIdle || r.role == SoundRole::Hum;
    if (!r.partials.empty()) {
      e.pcm = std::make_shared<const std::vector<int16_t>>(audio::synthesise(r.partials, r.lengthMs, rate, seed));
    }
    ++seed;
    effects_.push_back(std::move(e));
  }
}

const SoundEffect* SoundBank::find(std::string_view name) const {
  const auto it = std::find_if(effects_.begin(), effects_.end(), [&](const SoundEffect& e) { return e.name == name; });
  return it == effects_.end() ? nullptr : &*it;
}

const SoundEffect* SoundBank::find(rf::EventId id) const {
  if (id == rf::EventId::None) return nullptr;
  const auto it = std::find_if(effects_.begin(), effects_.end(), [&](const SoundEffect& e) { return e.id == id; });
  return it == effects_.end() ? nullptr : &*it;
}

const SoundEffect& SoundBank::engine(rf::VehicleType type) const {
  for (size_t i = 0; i < kTypes.size(); ++i) {
    if (kTypes[i] == type) return *find(kEngineByType[i]);
  }
  return *find("EngineIdle");
}

bool SoundBank::replace(std::string_view name, const SoundEffect& original) {
  for (SoundEffect& e : effects_) {
    if (e.name != name || !e.pcm) continue;
    e.pcm = original.pcm;
    e.original = original.original;
    e.rateQ16 = original.rateQ16;
    e.gainQ12 = original.gainQ12;
    e.prio = original.prio;
    e.decayedPrio = original.decayedPrio;
    e.decayMs = original.decayMs;
    e.stopWithOwner = original.stopWithOwner;
    e.startMuted = original.startMuted;
    e.unownedMute = original.unownedMute;
    return true;
  }
  return false;
}

int SoundBank::originals() const {
  return static_cast<int>(std::count_if(effects_.begin(), effects_.end(), [](const SoundEffect& e) { return e.original >= 0; }));
}

uint64_t SoundBank::hash() const {
  core::StateHasher h;
  h.i32(rate_);
  {
    for (const SoundEffect& e : effects_) {
      h.string(e.name);
      h.u8(static_cast<uint8_t>(e.role));
      h.i32(e.lengthMs);
      if (!e.pcm) continue;
      h.u64(e.pcm->size());
      for (const int16_t s : *e.pcm) h.i16(s);
    }
  }
  return h.value();
}

}  // namespace rf::sound
