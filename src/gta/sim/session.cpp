// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/session.hpp"

#include <algorithm>
#include <utility>

#include "gta/data/tune.hpp"
#include "gta/sim/camera.hpp"
#include "gta/sim/run_script_apply.hpp"
#include "gta/sim/tune_apply.hpp"

namespace gta {

// Game_SetOptions 0x4146d0
void gameSetOptions(GameState& s, const GameOptions& options) {
  s.options = options;
}

// The style requests 0x47ced0 / 0x47cee0
void styleRequest(GameState& s, uint32_t style, uint8_t priority) {
  if (style == 0 || priority < s.styleRequest.priority) return;
  s.styleRequest = {style, priority};
}

// The map name requests 0x438190 / 0x4381c0
void mapRequestName(GameState& s, const std::string& name, uint8_t priority) {
  if (priority < s.mapRequest.priority) return;
  s.mapRequest = {name, priority};
}

// Game_Run 0x4148a0, steps 1-6 (game_run_begin)
int gameRunBegin(GameState& s, std::shared_ptr<const CmpFile> cmp, std::string_view iniText, uint32_t section,
                 const GameOptions& options, const std::string& iniFile) {
  gameSetOptions(s, options);  // WinMain's switches
  // 1. frame limiter on (0x502f34), style request cleared
  s.limiter = true;
  s.styleRequest = {};
  // 2. Mission_ReadIni 0x44ab90: the section's header and text; the CMP name requested
  //    with priority 1, the style with priority 2 (0 means none)
  s.section = readMissionSection(iniText, section, iniFile);
  mapRequestName(s, s.section.header.cmp, 1);
  styleRequest(s, s.section.header.style, 2);
  // 3. Map_Load 0x438200 and the parts of it that belong to other modules: the caller
  //    parsed the CMP (the sim opens no file). Obj_SetMapObjects, Route_LoadCmp and
  //    Area_SetNavData read it from s.cmp where they are ported; per player the debug
  //    camera stops, camera mode 0 (kCameraMode0) and a 320 x 200 viewport for the players
  //    that are not the local one. Then the style request with priority 1 from the CMP header.
  s.cmp = std::move(cmp);
  for (size_t n = 0; n < s.entities.players.size(); ++n) {
    Player& p = s.entities.players[n];
    p.camera.dbgX = p.camera.dbgY = p.camera.dbgZoom = p.camera.dbgHeight = 0;
    if (n != 0) playerSetViewport(p, 320, 200);
  }
  s.map = std::make_shared<const MapBlocks>(*s.cmp);
  styleRequest(s, s.cmp->header.style, 1);
  // 4. Style_LoadRequested 0x47d390: sprites are the views'; Coll_Init 0x436ad0,
  //    Obj_LoadInfos 0x44ed60 and CarInfo_Setup 0x40c100 run inside Game_Init's table
  //    set-up where they are ported.
  s.style = s.styleRequest.style;
  s.grid.init();  // Coll_Init 0x436ad0
  // 5. Game_Init, then Tune_LoadFile("config.ini") (absent in the shipped data)
  gameInit(s, iniFile);
  if (!options.configIni.empty()) tuneApply(s.entities, parseTuneText(options.configIni, "config.ini"));
  // 6. the network start: Net_ResetSync (on failure the result is 4); the video mode
  //    (Gfx_SelectMode: 640 x 480, which sets the local player's viewport,
  //    Player_SetViewport 0x464500); Style_ConvertPalettes and Timer_Start are the
  //    platform's (the driver's clock).
  if (netResetSync() != 1) {
    s.quit = kQuitNetworkFailure;
    return kQuitNetworkFailure;
  }
  playerSetViewport(s.entities.players[0], kScreenWidth, kScreenHeight);
  return 0;
}

// Game_Run's loop, steps 1-4
void gameLoopBegin(GameState& s, const Inputs& inputs) {
  s.events.clear();
  // 1. (timing option) start time: not kept
  // 2. Game_Present: flip the frame drawn by the previous iteration
  gamePresent(s);
  // 3. Input_ReadControls 0x432e00 into the control words
  s.controls = inputs.controls;
  // 4. Net_SyncFrameInputs 0x44b930: counts the frame in its sequence byte
  s.netSequence = static_cast<uint8_t>(s.netSequence + 1);
  // 5. Timer_WaitTicks(3) follows: the driver's (gta/pacer.hpp)
  s.iterationOpen = true;
  // the scenario's commands due now (not the original's: a test driver's way in)
  for (const RunCommand& c : inputs.commands) applyRunCommand(s, c);
}

// Game_Run's loop, steps 6-8
void gameLoopFinish(GameState& s) {
  s.iterationOpen = false;
  // 6. per player: viewed player = it, Player_ApplyInput with its control word, the key in
  //    bits 23+ (bit 6 set) to Game_HandleKey, Camera_DebugMove (a view hook).
  for (int p = 0; p < kMaxPlayers && p < std::max(s.playerCount, 1); ++p) {
    const uint32_t control = s.controls[static_cast<size_t>(p)];
    // not yet ported: Player_ApplyInput (the control word is kept in s.controls)
    if ((control & kControlKeyFlag) != 0) gameHandleKey(s, static_cast<int>(control >> kControlKeyShift), p);
  }
  // 7. Game_Frame, Game_Render
  gameFrame(s);
  gameRender(s);
  // 8. sound update (in-game mode): a view hook
  gameEmit(s, EventId::SoundUpdate);
}

// Game_Run 0x4148a0, step 8 (game_run_end)
int gameRunEnd(GameState& s) {
  if (!s.ended) {
    // present (Game_Present 0x430da0: the count only, no view is left to flip), timer
    // stop, Game_Shutdown (replay save, HUD fonts, sounds), network end
    ++s.presents;
    s.ended = true;
  }
  return s.quit;
}

}  // namespace gta
