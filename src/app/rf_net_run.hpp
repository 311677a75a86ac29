// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf run --net host:PORT | join:HOST:PORT (docs/net.md): a 2-player game of two
// processes, headless, over ENet: each side plays its own player's lines of the input
// script, the confirmed frames go into the trace and the replay (both peers' replays are
// byte-equal), the final hash is the offline run's (at --net-delay 0).
#pragma once

#include <cstdint>
#include <string>

#include "rf/data/input_script.hpp"
#include "rf/game.hpp"

namespace app {

struct NetRunOptions {
  std::string net;      // "host:PORT" or "join:HOST:PORT"
  std::string map;      // the host's map file
  std::string data;     // --data: the tables of the original (both sides: their identities must match)
  std::string input;    // the 2-player input script (each side plays its own player's lines)
  int frames = -1;
  int dt = 2;
  int delay = 2;        // --net-delay 0..8
  std::string name;     // this player's name
  bool hashOnly = false;
  std::string trace;
  int traceEvery = 1;
  std::string record;
  std::string syncReport;  // where a desync's sync report goes (default: beside --record, else the outputs folder)
  int pokeFrame = -1;   // test only: team[1].mines + 1 after this frame on this side (a desync)
};

// "retrosim VERSION": the program's identity in the handshake.
std::string netProgramName();
// The identity of what both sides must play alike: the length, dt, the control schemes and the
// script's spawn lines (rf run --net and rf play --host / --join alike).
uint64_t netSetupIdentity(const rf::InputScript& script, int frames, int dt, const rf::GameOptions& options);

// Throws std::runtime_error with one line (a refusal, a desync, a lost peer: the files of
// the confirmed frames are kept for a lost or departed peer and a desync).
int runNetGame(const NetRunOptions& opt);

}  // namespace app
