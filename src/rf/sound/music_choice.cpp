// SPDX-License-Identifier: GPL-3.0-or-later
// The music choice (music_choice.hpp).
#include "rf/sound/music_choice.hpp"

#include "rf/sim/object.hpp"

namespace rf::sound {

const RfMusicTrack* rfMusicTrack(int track) {
  for (const RfMusicTrack& t : kRfMusicTracks) {
    if (t.track == track) return &t;
  }
  return nullptr;
}

std::array<audio::TrackRule, kRfMusicTracks.size()> rfMusicRules() {
  std::array<audio::TrackRule, kRfMusicTracks.size()> out{};
  for (size_t i = 0; i < kRfMusicTracks.size(); ++i) {
    const RfMusicTrack& t = kRfMusicTracks[i];
    out[i] = audio::TrackRule{t.track, t.groupMin, t.groupMax, !t.once, t.last, t.track == kBunkerTrack};
  }
  return out;
}

namespace {

// The newest vehicle of `type` among the players' sides, and its side (-1: none).
std::pair<const rf::Obj*, int> newestVehicle(const rf::Sim& sim, rf::VehicleType type) {
  const rf::Obj* best = nullptr;
  int side = -1;
  for (int p = 0; p < sim.players; ++p) {
    const rf::TeamState& t = sim.team[static_cast<size_t>(p)];
    const rf::Obj* v = rf::objById(sim, t.vehicleId);
    if (v == nullptr || t.veh.type != type) continue;
    if (best == nullptr || (v->id >> 9) > (best->id >> 9)) best = v, side = p;
  }
  return {best, side};
}

bool flagCarried(const rf::Sim& sim, int side) {
  const rf::Obj* f = rf::objById(sim, sim.team[static_cast<size_t>(side)].flagId);
  return f != nullptr && f->parent != rf::kNoObj;
}

bool enemyFlagNear(const rf::Sim& sim, int side, const rf::Obj& v) {
  const rf::Obj* f = rf::objById(sim, sim.team[static_cast<size_t>(side ^ 1)].flagId);
  if (f == nullptr) return false;
  const int64_t dx = (f->x - v.x) >> 16, dy = (f->y - v.y) >> 16;
  return dx * dx + dy * dy < 0x4000;  // designed: px squared (128 px)
}

}  // namespace

// Mus_PickVehicleTrack 0x41d660
int originalVehicleTrack(const rf::Sim& sim, int simTrack) {
  if (simTrack != 0 && simTrack != 8) return simTrack;
  const rf::VehicleType type = simTrack == 0 ? rf::VehicleType::Tank : rf::VehicleType::Heli;
  const auto [v, side] = newestVehicle(sim, type);
  if (v == nullptr) return simTrack;
  if (type == rf::VehicleType::Tank && (flagCarried(sim, side) || enemyFlagNear(sim, side, *v))) return 2;
  const uint8_t stock = sim.team[static_cast<size_t>(side)].stock[type];
  if (stock == 2) return simTrack;  // the notes' "stock == 2"
  return simTrack + static_cast<int>((v->id >> 9) & 1);
}

int originalTrackOf(int simTrack, int playing) {
  switch (simTrack) {
    case 0:
    case 4:
    case 6:
    case 8:
    case 13:
    case 16:
    case 17:
      return simTrack;
    case 18:      // our score's Bunker (Mus_Director's bunker branch)
      return 14;  // Bunker
    case 10:
      return 11;  // Flag Discovery
    case 11:
      return 12;  // Flag Pickup
    case 12:      // the death: the dying vehicle's own sting when its music plays (0x443dcc)
      if (playing >= 0 && playing <= 3) return 3;
      if (playing == 4 || playing == 5) return 5;
      if (playing == 6 || playing == 7) return 7;
      if (playing >= 8 && playing <= 10) return 10;
      return 15;
    default:
      return -1;  // 14 the missile alarm: no original track
  }
}

std::vector<audio::TrackRule> originalRules(const rf::OriginalSoundTables& t) {
  std::vector<audio::TrackRule> out;
  for (const rf::OriginalTrack& tr : t.tracks) {
    // designed: the win music (13, Mus_StartWinMusic) is the last: silence after it
    // designed: the Bunker (14) is left at once, as our score's (rf_music_tracks.cpp)
    out.push_back(audio::TrackRule{tr.id, tr.groupMin, tr.groupMax, tr.loops(), tr.id == 13, tr.id == 14});
  }
  return out;
}

}  // namespace rf::sound
