// Mus_Director's bunker branch on the app side (emdzej/openrf docs/architecture.md §7: "All
// players in the bunker / vehicle select (DAT_00480e9c >= player count): 14 Bunker, priority
// 0x68. At game start ... request it at 0x80"). Our simulation's Mus_Director has no bunker
// branch (its music events are pinned by the golden traces), so the sound asks for the
// bunker's music itself, from what the views show: no sim change, the same state hash.
#pragma once

#include <cstdint>

#include "rf/sound/music_choice.hpp"
#include "rf/sim/sim.hpp"

namespace rf::sound {

inline constexpr int32_t kBunkerPrio = 0x68;       // every frame all views are in the bunker
inline constexpr int32_t kBunkerStartPrio = 0x80;  // the game's first frame

// Whether a view is in the bunker for the music: its select menu shows (designed: the
// original counts from ViewEnterBunkerSelect 0x404d30 to 0x404ae0, which the notes do not
// name; we count the menu only, so the launch's zoom already plays the vehicle's music and
// the fly-back after a death its sting).
bool inBunkerForMusic(const rf::PlayerState& p);

// This frame's bunker request's priority: 0 (none) unless every player's view is in the
// bunker; then kBunkerStartPrio on the game's first frame, else kBunkerPrio.
int32_t bunkerMusicPrio(const rf::Sim& sim, bool firstFrame);

}  // namespace rf::sound
