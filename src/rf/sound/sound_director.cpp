// SPDX-License-Identifier: GPL-3.0-or-later
// The sound director (rf_sound_director.hpp).
#include "rf/sound/sound_director.hpp"

#include "rf/sim/cell.hpp"

#include <algorithm>
#include <cmath>

#include "rf/data/shapes.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/end_game.hpp"
#include "rf/sim/object.hpp"

namespace rf::sound {
namespace {

constexpr size_t kListeners = 2;

// The ms from the EndGame event to its sequence's StopSounds step (EndGame 0x40f380's fade
// first). designed: a sequence without that step (no winner) stops the effects after its
// fades, when the back screen comes.
int32_t msToStopSounds(int32_t winner) {
  int32_t ms = 0;
  for (const rf::EndStep& s : rf::endSequence(winner)) {
    if (s.kind == rf::EndStepKind::StopSounds) return ms;
    ms += s.ms;
  }
  return ms;
}

// The distance gain (Q12) of a sound dx, dy px from a listener.
int32_t distanceGain(int32_t base, double dx, double dy) {
  const double d = std::hypot(dx, dy);
  if (d <= kNearPx) return base;
  if (d >= kFarPx) return 0;
  return static_cast<int32_t>(std::lround(base * (kFarPx - d) / (kFarPx - kNearPx)));
}

// designed: the voice priorities when all 32 are busy: explosions above shots above the
// world's sounds above the small blips (a mine's blink, a click), so that a battle's crowd
// never steals a blast.
int effectPriority(rf::EventId id) {
  switch (id) {
    case rf::EventId::ExplBig:
    case rf::EventId::FuelBlast:
    case rf::EventId::MineBlast:
    case rf::EventId::Ding:
      return 3;
    case rf::EventId::ExplSmall:
    case rf::EventId::WallFall:
    case rf::EventId::Crumble:
    case rf::EventId::TreeFall:
    case rf::EventId::Splash:
    case rf::EventId::Cannon:
    case rf::EventId::Missle:
    case rf::EventId::Rocket:
      return 2;
    case rf::EventId::MineBlink:
    case rf::EventId::OutAmmo:
    case rf::EventId::Gun:
      return 0;
    default:
      return 1;
  }
}

}  // namespace

std::array<int32_t, 2> SoundDirector::gains(const rf::Sim& sim, int32_t base, bool placed, core::Fixed x,
                                            core::Fixed y, int listener) const {
  const auto offset = [&](size_t l, double& dx, double& dy) {
    const rf::ViewCamera& cam = sim.player[l].camera;
    dx = static_cast<double>(x - cam.x) / 65536.0;
    dy = static_cast<double>(y - cam.y) / 65536.0;
  };
  if (sim.players <= 1 || solo_ >= 0) {  // one listener: player 1's, or setListener's
    const int who = sim.players <= 1 ? 0 : solo_;
    if (listener >= 0 && listener != who) return {0, 0};  // 1 player: the second listener is the first's
    if (!placed) return audio::panGains(base, 0.0);
    double dx = 0, dy = 0;
    offset(static_cast<size_t>(who), dx, dy);
    return audio::panGains(distanceGain(base, dx, dy), dx / kPanPx);
  }
  std::array<int32_t, 2> out{};
  for (size_t l = 0; l < kListeners; ++l) {
    if (listener >= 0 && static_cast<size_t>(listener) != l) continue;
    const int32_t channel = static_cast<int32_t>((static_cast<int64_t>(base) * kChannelGain) >> 12);
    if (!placed) {
      out[l] = channel;
      continue;
    }
    double dx = 0, dy = 0;
    offset(l, dx, dy);
    out[l] = distanceGain(channel, dx, dy);
  }
  return out;
}

uint32_t SoundDirector::engineVoice(uint32_t objId) const {
  for (const Followed& f : followed_) {
    if (f.engine && f.source == objId && mixer_.playing(f.voice)) return f.voice;
  }
  return 0;
}

namespace {

// designed: an engine loop's speed (Q16) follows its vehicle, as the original's pitch
// callbacks did (SndCb_JeepEnginePitch: idle to top speed about an octave, 7058 -> 14860 Hz;
// SndCb_HeliRotorPitch: with the rotor's spin): a ground vehicle from 0.8 at rest to 1.5 at
// its top speed, the heli from 0.6 with the rotor stopped to 1.2 at its full spin (4.0).
uint32_t engineRate(const rf::Sim& sim, const rf::Obj& o) {
  const rf::VehicleKind k = rf::vehicleKindOfGfx(o.gfx);
  if (k == rf::VehicleKind::Other || o.team < 0 || o.team >= rf::kTeams) return 65536;
  const auto type = static_cast<rf::VehicleType>(k);
  if (type == rf::VehicleType::Heli) {
    const double spin = std::clamp(static_cast<double>(sim.team[static_cast<size_t>(o.team)].veh.boatTarget) / 65536.0 / 4.0, 0.0, 1.0);
    return static_cast<uint32_t>(std::lround(65536.0 * (0.6 + 0.6 * spin)));
  }
  const double top = std::max(1.0, static_cast<double>(rf::vehicleDef(sim.data(), type).maxFwd));
  const double v = std::clamp(std::abs(static_cast<double>(o.speed)) / top, 0.0, 1.0);
  return static_cast<uint32_t>(std::lround(65536.0 * (0.8 + 0.7 * v)));
}

// Zeroes the channels of `mask` (bit 0 left, bit 1 right).
void muteChannels(std::array<int32_t, 2>& g, uint8_t mask) {
  if (mask & 1) g[0] = 0;
  if (mask & 2) g[1] = 0;
}

}  // namespace

void SoundDirector::regain(const rf::Sim& sim, Followed& f) {
  if (f.source != 0) {
    if (const rf::Obj* o = rf::objById(sim, f.source)) {
      f.placed = true;
      f.x = o->x;
      f.y = o->y;
    }
  }
  auto g = gains(sim, f.base, f.placed, f.x, f.y, f.listener);
  muteChannels(g, f.mute);
  mixer_.setGains(f.voice, g[0], g[1]);
  if (f.engine && f.source != 0) {
    const rf::Obj* o = rf::objById(sim, f.source);
    if (o != nullptr && o->objClass() == rf::ObjClass::Vehicle) {
      mixer_.setRate(f.voice, static_cast<uint32_t>((static_cast<uint64_t>(engineRate(sim, *o)) * f.rate) >> 16));
    }
  }
}

uint32_t SoundDirector::start(const rf::Sim& sim, const SoundEffect& fx, uint32_t source, int listener, int32_t base,
                              bool engine, const core::Vec2* at) {
  Followed f;
  f.source = source;
  f.listener = listener;
  f.base = base;
  f.engine = engine;
  f.withOwner = fx.stopWithOwner && source != 0;
  if (at != nullptr) {
    f.placed = true;
    f.x = at->x;
    f.y = at->y;
  } else if (const rf::Obj* o = source != 0 ? rf::objById(sim, source) : nullptr) {
    f.placed = true;
    f.x = o->x;
    f.y = o->y;
  }
  // an original's event: its gain over ours, its sample's speed, its priority and decay
  f.fxGain = fx.gainQ12;
  f.base = static_cast<int32_t>((static_cast<int64_t>(base) * fx.gainQ12) >> 12);
  f.rate = fx.rateQ16;
  if (fx.prio >= 0 && fx.decayMs > 0) {
    f.decayMs = fx.decayMs;
    f.decayedPrio = fx.decayedPrio;
  }
  // the original's flags 0x04 / 0x02 (an unowned sound's left / right silent; designed: with 2
  // players only, where left and right are the two listeners: with 1 our pan replaces the
  // original's two copies of one listener) and 0x40 (the first frame silent)
  if (source == 0 && sim.players > 1 && solo_ < 0) f.mute = fx.unownedMute;
  auto g = gains(sim, f.base, f.placed, f.x, f.y, listener);
  muteChannels(g, f.mute);
  if (fx.startMuted) g = {0, 0}, f.quietFrame = true;
  f.voice = mixer_.play(fx.pcm, g[0], g[1], fx.loop, fx.prio >= 0 ? fx.prio : effectPriority(fx.id));
  if (f.voice != 0 && f.rate != 65536) mixer_.setRate(f.voice, f.rate);
  if (f.voice != 0) followed_.push_back(f);
  return f.voice;
}

// The men a building lets out shout, at the building (the note's a: its cell).
void SoundDirector::shout(const rf::Sim& sim, const rf::Event& e) {
  const SoundEffect* fx = bank_.find(rf::EventId::SpawnMen);
  const int32_t cell = e.words()[0];
  if (fx == nullptr || cell < 0 || cell >= rf::kMapCells * rf::kMapCells) return;
  const core::Vec2 at{rf::cell::centreFixed(cell % rf::kMapCells), rf::cell::centreFixed(cell / rf::kMapCells)};
  start(sim, *fx, 0, -1, kEffectGain, false, &at);
}

void SoundDirector::sound(const rf::Sim& sim, const rf::Event& e) {
  const SoundEffect* fx = bank_.find(e.id);
  if (fx == nullptr) return;  // every sound id of the table has an effect (rf_sound_test)
  const rf::SoundEvent& s = e.sound();
  const auto id = static_cast<uint32_t>(s.source);
  switch (e.id) {
    case rf::EventId::Laugh:  // the bunker screens: centred in that player's listener
    case rf::EventId::BunkerLaunch:
      start(sim, *fx, 0, sim.players > 1 ? (s.source & 1) : -1, kEffectGain, false);
      return;
    case rf::EventId::Tread:  // the engine loops
    case rf::EventId::JeepStart:
    case rf::EventId::Servo:
    case rf::EventId::EngineIdle: {
      const int32_t base = e.id != rf::EventId::EngineIdle ? kEngineGain : kIdleGain;
      for (Followed& f : followed_) {
        if (f.engine && f.source == id && mixer_.playing(f.voice)) {  // the same loop, the new gain
          f.base = static_cast<int32_t>((static_cast<int64_t>(base) * f.fxGain) >> 12);
          regain(sim, f);
          return;
        }
      }
      const rf::Obj* o = rf::objById(sim, id);
      if (o == nullptr || o->objClass() != rf::ObjClass::Vehicle) {
        start(sim, *fx, id, -1, base, true);
        return;
      }
      const rf::VehicleKind k = rf::vehicleKindOfGfx(o->gfx);
      const SoundEffect& loop = k == rf::VehicleKind::Other ? *fx : bank_.engine(static_cast<rf::VehicleType>(k));
      start(sim, loop, id, -1, base, true);
      return;
    }
    case rf::EventId::Drone:  // the hum; 1 player: one listener (the second is the first's)
      for (size_t l = 0; l < (sim.players > 1 ? kListeners : 1); ++l) {
        if (hum_[l] != 0 && mixer_.playing(hum_[l])) continue;
        hum_[l] = start(sim, *fx, humSource_[l], static_cast<int>(l), kHumGain, false);
      }
      return;
    case rf::EventId::DroneSource: {  // the listener's hum comes from another drone
      const size_t l = static_cast<size_t>(s.source & 1);
      humSource_[l] = static_cast<uint32_t>(s.drone);
      for (Followed& f : followed_) {
        if (f.voice != 0 && f.voice == hum_[l]) {
          f.source = humSource_[l];
          f.placed = false;
          regain(sim, f);
          // no drone: the hum of this listener is silent until one comes
          if (f.source == 0 || !f.placed) mixer_.setGains(f.voice, 0, 0);
        }
      }
      return;
    }
    case rf::EventId::DroneKill:
      for (size_t l = 0; l < kListeners; ++l) {
        mixer_.stop(hum_[l]);
        hum_[l] = 0;
        humSource_[l] = 0;
      }
      return;
    default:  // a one-shot at its source object
      start(sim, *fx, id, -1, kEffectGain, false);
      return;
  }
}

void SoundDirector::frame(const rf::Sim& sim, std::span<const rf::Event> events) {
  if (stopInMs_ >= 0) {
    stopInMs_ -= sim.dt * static_cast<int32_t>(rf::kMsPerTick);
    if (stopInMs_ < 0) {  // StopSounds: every effect (the music, RfMusic's, plays on)
      for (const Followed& f : followed_) mixer_.stop(f.voice);
      followed_.clear();
      hum_ = {};
      humSource_ = {};
      stopInMs_ = -1;
    }
  }
  for (const rf::Event& e : events) {
    if (e.kind() == rf::EventKind::Sound) sound(sim, e);
    if (e.id == rf::EventId::SpawnMen) shout(sim, e);
    if (e.kind() == rf::EventKind::EndGame) stopInMs_ = msToStopSounds(e.endGame().winner);
  }
  // the voices ended drop out; an engine loop ends with its vehicle, an original event of
  // flag 0x01 with its source object (the original's owner)
  std::erase_if(followed_, [&](const Followed& f) {
    if (!mixer_.playing(f.voice)) return true;
    if (!f.engine && !f.withOwner) return false;
    const rf::Obj* o = rf::objById(sim, f.source);
    if (o != nullptr && (f.withOwner || o->objClass() == rf::ObjClass::Vehicle)) return false;
    mixer_.stop(f.voice);
    return true;
  });
  for (Followed& f : followed_) {  // an original event's priority decays
    if (f.decayMs < 0) continue;
    f.decayMs -= sim.dt * static_cast<int32_t>(rf::kMsPerTick);
    if (f.decayMs <= 0) {
      mixer_.setPriority(f.voice, f.decayedPrio);
      f.decayMs = -1;
    }
  }
  for (Followed& f : followed_) {
    const bool silentHum = (f.voice == hum_[0] && humSource_[0] == 0) || (f.voice == hum_[1] && humSource_[1] == 0);
    if (silentHum) {
      mixer_.setGains(f.voice, 0, 0);
      continue;
    }
    if (f.quietFrame) {  // started muted this frame: its gains come with the next
      f.quietFrame = false;
      continue;
    }
    regain(sim, f);
  }
}

void SoundDirector::stopAll() {
  mixer_.stopAll();
  followed_.clear();
  hum_ = {};
  humSource_ = {};
  stopInMs_ = -1;
}

}  // namespace rf::sound
