// The bunker's music request (rf_bunker_music.hpp).
#include "rf/sound/bunker_music.hpp"

#include "rf/sim/bunker_state.hpp"

namespace rf::sound {

bool inBunkerForMusic(const rf::PlayerState& p) {
  return p.view == rf::ViewMode::BunkerSelect && p.bunker.phase == rf::BunkerPhase::Menu;
}

// Mus_Director 0x41d730 (the bunker branch)
int32_t bunkerMusicPrio(const rf::Sim& sim, bool firstFrame) {
  for (int i = 0; i < sim.players; ++i) {
    if (!inBunkerForMusic(sim.player[static_cast<size_t>(i)])) return 0;
  }
  return firstFrame ? kBunkerStartPrio : kBunkerPrio;
}

}  // namespace rf::sound
