// SPDX-License-Identifier: GPL-3.0-or-later
// The session (gta-game-core.md "The session", "One loop iteration"): Game_Run 0x4148a0
// split as the spec's port splits it: begin (steps 1-6), one iteration of the loop (step
// 7) and end (step 8, the quit code). An iteration is two halves: steps 2-4 (present, read
// the controls, sync) and, after the 3-tick wait of step 5, steps 6-8 (players, frame,
// render, sound). The wait itself is the driver's (gta/pacer.hpp): nothing here reads a
// clock, and a frame stepped without a driver is the two halves back to back.
//
// The state types are in session_state.hpp; this header holds the functions.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gta/data/cmp.hpp"
#include "gta/data/run_script.hpp"
#include "gta/sim/game.hpp"
#include "gta/sim/session_state.hpp"

namespace gta {

// A control word carrying `scanCode` for Game_HandleKey.
constexpr uint32_t controlWithKey(uint32_t control, int scanCode) {
  return (control & 0x7fffffu) | kControlKeyFlag | (static_cast<uint32_t>(scanCode) << kControlKeyShift);
}

// Game_SetOptions 0x4146d0: the launch switches (GameOptions: the ones the game core
// reads) into the state.
void gameSetOptions(GameState& s, const GameOptions& options);

// The style requests 0x47ced0 / 0x47cee0 (the notes give the pair, not which is which):
// `style` asked for with `priority`; 0 is no request. designed reading: a request of a
// lower priority than the one held is ignored (so the INI's priority 2 beats the CMP
// header's priority 1, and the INI's 0 never overrides it).
void styleRequest(GameState& s, uint32_t style, uint8_t priority);
// The map name requests 0x438190 / 0x4381c0 (likewise a pair): the CMP `name` asked for
// with `priority` (Mission_ReadIni: 1). The caller loaded that file (the sim opens none).
void mapRequestName(GameState& s, const std::string& name, uint8_t priority);

// game_run_begin (Game_Run steps 1-6) on a fresh state: the MISSION.INI section [section]
// of `iniText` (the whole file), the city `cmp` it names (loaded by the caller), Game_Init,
// then the tuning file from options.configIni. Throws core::ParseError / gta::LoadError.
// Returns 4 (network failure: quit 4) or 0.
int gameRunBegin(GameState& s, std::shared_ptr<const CmpFile> cmp, std::string_view iniText, uint32_t section,
                 const GameOptions& options, const std::string& iniFile = "MISSION.INI");
// Loop steps 2-4: Game_Present (the frame drawn by the previous iteration), the control
// words, Net_SyncFrameInputs. Opens the iteration (s.iterationOpen).
void gameLoopBegin(GameState& s, const Inputs& inputs);
// Loop steps 6-8: per player the key to Game_HandleKey, Game_Frame, Game_Render, the sound
// update. Closes the iteration.
void gameLoopFinish(GameState& s);
// game_run_end (step 8): present, timer stop, shutdown; the quit code (1 mission over,
// 2 abandoned, 3 reload, 4 network failure). A second call only answers the code.
int gameRunEnd(GameState& s);

// Net_ResetSync 0x44bd30: 1 (start) without a network game.
inline int netResetSync() {
  return 1;
}

}  // namespace gta
