// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a game (rf-simulation.md §5 "Death", §10 "Win" / "Loss" / "End of game", §11):
// FUN_00427d70, which decides at the end of a fly-back what a side without a vehicle may
// still do, and EndGame 0x40f380: the game stops, the clock stops (the high-score time), the
// EndGame event and the music request. What follows (State_EndOfGameSequence 0x40f050: the
// banner, the win movie, the fades, the back screen, the next map) is data the front plays
// and the views draw: rf/data/end_sequence.hpp; endGamePlan(sim) here gives this game's.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "rf/data/end_sequence.hpp"

namespace rf {

struct Sim;

// FUN_00427d70: what a side without a vehicle may still do.
//   3 it still has (or drives) a jeep -> bunker;
//   1 player: 0 -> EndGame(-1);
//   2 players: 0 neither side has a jeep -> EndGame(-1) (draw); 2 the other side has jeeps
//   and this one other vehicles -> bunker; 1 nothing left at all while the other side still
//   has jeeps -> spectate.
int32_t sideOutlook(const Sim& sim, int team);

// EndGame 0x40f380 (sim part), once per game (later calls do nothing): the game stops
// (sim.running), sim.winner, the clock stops (sim.endTick = sim.tick); events: EndGame
// (a = winner, -1 none; b = the end tick), then the music request: with a winner
// Mus_StartWinMusic's "Win" (a = 13, b = 0xff), without one "MusicOff" (a = kMusicOff).
void endGame(Sim& sim, int32_t winner);

// Mus_StartWinMusic: track 13 "Win" at priority 0xff.
inline constexpr int32_t kWinMusicTrack = 13;
inline constexpr int32_t kWinMusicPrio = 0xff;
// designed: the music request "no music" (the no-winner sequence turns the music off) has
// track -1 at the win music's priority, so that it overrides whatever plays.
inline constexpr int32_t kMusicOff = -1;

// The end's plan of this game (rf/data/end_sequence.hpp endGamePlan with the sim's winner,
// end tick and level).
EndGamePlan endGamePlan(const Sim& sim);

}  // namespace rf
