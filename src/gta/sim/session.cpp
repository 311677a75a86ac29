#include "gta/sim/session.hpp"

#include "gta/data/tune.hpp"
#include "gta/game.hpp"
#include "gta/sim/tune_apply.hpp"

#include <algorithm>
#include <memory>
#include <utility>

namespace gta {

// Game_Run 0x4148a0, steps 1-6 (game_run_begin)
int Session::begin(std::shared_ptr<const CmpFile> cmp, std::string_view iniText, uint32_t section, const GameOptions& options,
                   const std::string& iniFile) {
  state_ = GameState();
  state_.options = options;
  micros_ = 0;
  ticks_ = 0;
  lastTick_ = 0;
  waiting_ = false;
  ended_ = false;
  begun_ = false;
  // 1. frame limiter on (0x502f34), style request cleared
  state_.limiter = true;
  // 2. Mission_ReadIni 0x44ab90: the section's header and text
  state_.section = readMissionSection(iniText, section, iniFile);
  // 3. Map_Load 0x438200 and the parts of it that belong to other modules: the caller
  //    parsed the CMP (the sim opens no file). Obj_SetMapObjects, Route_LoadCmp and
  //    Area_SetNavData read it from `cmp` where they are ported; the per-player camera
  //    setup and the style request (priority 1 from the CMP header) are the views'.
  state_.cmp = std::move(cmp);
  state_.map = std::make_shared<const MapBlocks>(*state_.cmp);
  // The style requests: the CMP header's with priority 1, the INI's with priority 2 (0 =
  // none: it never overrides). designed reading: the higher priority wins.
  state_.style = state_.section.header.style != 0 ? state_.section.header.style : state_.cmp->header.style;
  // 4. Style_LoadRequested 0x47d390: sprites are the views'; Coll_Init 0x436ad0,
  //    Obj_LoadInfos 0x44ed60 and CarInfo_Setup 0x40c100 run inside Game_Init's table
  //    set-up where they are ported.
  state_.grid.init();  // Coll_Init 0x436ad0
  // 5. Game_Init, then Tune_LoadFile("config.ini") (absent in the shipped data)
  gameInit(state_, iniFile);
  if (!options.configIni.empty()) tuneApply(state_.entities, parseTuneText(options.configIni, "config.ini"));
  begun_ = true;
  // 6. the network start: Net_ResetSync (on failure the result is 4); the video mode,
  //    Style_ConvertPalettes and Timer_Start are the platform's (the caller's clock).
  if (netResetSync() != 1) {
    state_.quit = kQuitNetworkFailure;
    beginResult_ = kQuitNetworkFailure;
    return beginResult_;
  }
  beginResult_ = 0;
  return 0;
}

void Session::advanceClock(uint64_t elapsedUs) {
  micros_ += elapsedUs;
  // The 70 Hz counter: whole ticks of the summed clock (no drift from rounding).
  ticks_ = static_cast<uint32_t>(micros_ * kTimerHz / kMicrosPerSecond);
}

bool Session::timerActive() const {
  return state_.limiter && state_.options.sound;
}

// Game_Run's loop, one iteration (game_run_step)
StepResult Session::step(uint64_t elapsedUs, const SessionInputs& inputs) {
  if (!begun_ || ended_ || state_.quit != kQuitNone) return StepResult::Quit;
  advanceClock(elapsedUs);
  if (!waiting_) {
    state_.events.clear();
    // 1. (timing option) start time: not kept
    // 2. Game_Present: flip the frame drawn by the previous iteration
    ++state_.presents;
    state_.events.push_back({"Present", 0, {}});
    // 3. Input_ReadControls 0x432e00 into the control words
    state_.controls = inputs.controls;
    // 4. Net_SyncFrameInputs 0x44b930: counts the frame in its sequence byte
    state_.netSequence = static_cast<uint8_t>(state_.netSequence + 1);
  }
  // 5. Timer_WaitTicks(3): the third 70 Hz tick since the last frame
  if (timerActive() && ticks_ - lastTick_ < kFrameTicks) {
    waiting_ = true;
    return StepResult::Wait;  // GAME_STEP_WAIT: the next call continues here
  }
  lastTick_ = ticks_;
  waiting_ = false;
  finishIteration();
  return StepResult::Frame;
}

// Loop steps 6-8.
void Session::finishIteration() {
  // 6. per player: viewed player = it, Player_ApplyInput with its control word, the key in
  //    bits 23+ (bit 6 set) to Game_HandleKey, Camera_DebugMove (a view hook).
  for (int p = 0; p < kMaxPlayers && p < std::max(state_.playerCount, 1); ++p) {
    const uint32_t control = state_.controls[static_cast<size_t>(p)];
    // not yet ported: Player_ApplyInput (the control word is kept in state.controls)
    if ((control & kControlKeyFlag) != 0)
      gameHandleKey(state_, static_cast<int>(control >> kControlKeyShift), p);
  }
  // 7. Game_Frame, Game_Render
  gameFrame(state_);
  gameRender(state_);
  // 8. sound update (in-game mode): a view hook
  state_.events.push_back({"SoundUpdate", 0, {}});
}

// Game_Run 0x4148a0, step 8 (game_run_end)
int Session::end() {
  if (!begun_) return beginResult_;
  if (!ended_) {
    // present, timer stop, Game_Shutdown (replay save, HUD fonts, sounds), network end
    ++state_.presents;
    ended_ = true;
  }
  return state_.quit;
}

// gta::Game (game.hpp): a Session driven by a simulated clock.
void Game::load(std::shared_ptr<const CmpFile> cmp, std::string_view missionIniText, uint32_t section,
                const GameOptions& options, const std::string& iniFile) {
  Session fresh;
  fresh.begin(std::move(cmp), missionIniText, section, options, iniFile);
  session_ = std::move(fresh);
  loaded_ = true;
}

bool Game::step(const GameInputs& inputs) {
  if (!loaded_ || over()) return false;
  // kFrameMicros always brings the third tick, so one call is one whole iteration.
  return session_.step(kFrameMicros, inputs) == StepResult::Frame;
}

StepResult Game::advance(uint64_t elapsedUs, const GameInputs& inputs) {
  if (!loaded_) return StepResult::Quit;
  return session_.step(elapsedUs, inputs);
}

int Game::end() {
  return session_.end();
}

uint64_t Game::hash() const {
  return core::hashOf(session_);
}

}  // namespace gta
