// The end of a game (rf-simulation.md §5 "Death", §10 "Win" / "Loss", §11): FUN_00427d70,
// which decides at the end of a fly-back what a side without a vehicle may still do, and
// EndGame 0x40f380, its sim part (the game stops, the EndGame event; the end-of-game
// screens, music and high scores are the driver's and the view's).
#pragma once

#include <cstdint>

namespace rf {

struct Sim;

// FUN_00427d70: what a side without a vehicle may still do.
//   3 it still has (or drives) a jeep -> bunker;
//   1 player: 0 -> EndGame(-1);
//   2 players: 0 neither side has a jeep -> EndGame(-1) (draw); 2 the other side has jeeps
//   and this one other vehicles -> bunker; 1 nothing left at all while the other side still
//   has jeeps -> spectate.
int32_t sideOutlook(const Sim& sim, int team);

// EndGame 0x40f380 (sim part): the EndGame event, the game stops. winner: the side, -1 none.
void endGame(Sim& sim, int32_t winner);

}  // namespace rf
