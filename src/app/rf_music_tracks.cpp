// Return Fire's score table (rf_music_tracks.hpp).
#include "app/rf_music_tracks.hpp"

namespace app {

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

}  // namespace app
