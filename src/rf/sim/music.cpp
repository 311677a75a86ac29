// SPDX-License-Identifier: GPL-3.0-or-later
// Mus_Director (the bunker and SUB branches of the notes, the flag branches, and the designed
// vehicle-death and 0x400 branches; music.hpp).
#include "rf/sim/music.hpp"

#include "rf/sim/bunker_state.hpp"
#include "rf/sim/sim.hpp"

namespace rf {
namespace {

void request(Sim& sim, EventId id, int32_t track, int32_t prio) {
  sim.emit(id, MusicEvent{track, prio});
}

bool rose(const MusicState& m, uint32_t bit) {
  return (m.flags & bit) != 0 && (m.lastFlags & bit) == 0;
}

}  // namespace

bool inBunkerForMusic(const PlayerState& p) {
  return p.view == ViewMode::BunkerSelect && p.bunker.phase == BunkerPhase::Menu;
}

void musSet(Sim& sim, uint32_t bits) {
  sim.music.flags |= bits;
}

// Mus_Director
void musDirector(Sim& sim) {
  MusicState& m = sim.music;
  // The bunker (0x41d730): every view at the vehicle select; at the start priority on the
  // game's first frame (sim.frame counts the frames before this one).
  bool allInBunker = true;
  for (int p = 0; p < sim.players; ++p) allInBunker = allInBunker && inBunkerForMusic(sim.player[static_cast<size_t>(p)]);
  if (allInBunker) request(sim, EventId::Bunker, kMusBunkerTrack, sim.frame == 0 ? kMusBunkerStartPrio : kMusBunkerPrio);
  // Flag Discovery: flag_spawn sets the bit once.
  if ((m.flags & kMusFlagDiscovery) != 0)
    request(sim, EventId::FlagDiscovery, kMusDiscoveryTrack, kMusDiscoveryPrio);
  // Flag Pickup: designed: FlagUpdate sets it every frame the flag is carried; asked for
  // on the first of those frames.
  if (rose(m, kMusFlagPickup)) request(sim, EventId::FlagPickup, kMusPickupTrack, kMusPickupPrio);
  // designed: 0x400, a Death Missle homing on a vehicle: the alarm on its first frame.
  if (rose(m, kMusMissile)) request(sim, EventId::Missile, kMusMissileTrack, kMusMissilePrio);
  // designed: vehicle death: a new wreck of a player's side.
  for (int t = 0; t < kMusTeams && t < sim.players; ++t) {
    const uint32_t wreck = sim.team[static_cast<size_t>(t)].launch.wreckId;
    uint32_t& seen = m.deathSeen[static_cast<size_t>(t)];
    if (wreck != 0 && wreck != seen) request(sim, EventId::VehicleDeath, kMusDeathTrack, kMusDeathPrio);
    seen = wreck;
  }
  // The SUB branch: state < 6 -> Mus_Request(16, 0x8a); gone -> state 1 -> Mus_Request(-1, 100).
  if ((m.flags & kMusSub) != 0) {
    if (m.subState < kMusSubPlaying) {
      request(sim, EventId::Sub, kMusSubTrack, kMusSubPrio);
      m.subState = kMusSubPlaying;
    }
  } else if (m.subState == kMusSubPlaying) {
    m.subState = kMusSubGone;
    request(sim, EventId::SubGone, kMusOffTrack, kMusSubGonePrio);
  }
  m.lastFlags = m.flags;
  m.flags = 0;
}

}  // namespace rf
