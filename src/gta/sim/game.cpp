// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/game.hpp"

#include <stdexcept>
#include <string>
#include <utility>

#include "gta/sim/camera.hpp"

namespace gta {
namespace {

void emit(GameState& s, EventId id, FramePayload payload = FrameSignal{}) {
  if (static_cast<EventKind>(payload.index()) != eventKind(id))
    throw std::logic_error("gta::gameEmit: a payload of another kind for " + std::string(eventName(id)));
  s.events.push_back({id, std::move(payload)});
}

// Event_Tick's dispatch of one due event.
void dispatchEvent(GameState& s, EventType type, int32_t arg) {
  switch (type) {
    case EventType::GameEnd:  // Game_RequestEnd
      gameRequestEnd(s, arg);
      break;
    case EventType::DoorClosed:  // the block animations' doors
      emit(s, EventId::DoorClosed, EventValue{arg});
      break;
    case EventType::DoorOpened:
      emit(s, EventId::DoorOpened, EventValue{arg});
      break;
    case EventType::BriefingDone:  // 0x445580: the mission script's (not run)
    case EventType::TriggerReset:  // the mission script's (not run)
    case EventType::Nothing:
      emit(s, EventId::Event, EventValue{static_cast<int32_t>(type)});
      break;
  }
}

}  // namespace

void gameDispatchEvent(GameState& s, EventType type, int32_t arg) {
  dispatchEvent(s, type, arg);
}

void gameEmit(GameState& s, EventId id, FramePayload payload) {
  emit(s, id, std::move(payload));
}

int32_t FrameEvent::arg() const {
  switch (kind()) {
    case EventKind::Frame:
      return 0;
    case EventKind::Sound:
      return std::get<SoundSample>(payload).sample;
    case EventKind::Value:
      return std::get<EventValue>(payload).value;
    case EventKind::HudText:
      return std::get<HudTextShown>(payload).player;
    case EventKind::Score:
      return std::get<ScoreGiven>(payload).who;
    case EventKind::Crime:
      return std::get<CrimeSeen>(payload).crime;
  }
  return 0;
}

std::string FrameEvent::text() const {
  switch (kind()) {
    case EventKind::HudText:
      return std::get<HudTextShown>(payload).key;
    case EventKind::Score:
      return std::to_string(std::get<ScoreGiven>(payload).cause);
    case EventKind::Crime:
      return std::to_string(std::get<CrimeSeen>(payload).who);
    default:
      return {};
  }
}

const MapBlocks& GameState::blocks() const {
  static const MapBlocks kAllAir;
  if (editedMap) return *editedMap;
  return map ? *map : kAllAir;
}

uint64_t gameStateHash(const GameState& s) {
  return core::hashOf(s);
}

std::optional<std::string> gameStateDifference(const GameState& a, const GameState& b) {
  return core::firstDifference(a, b);
}

// Game_Init 0x430a20
void gameInit(GameState& s, const std::string& iniFile) {
  // designed: a level start drops the map edits (Map_Load reloads the shared map)
  s.mapEdits = MapEdits{};
  s.editedMap.reset();
  // Player_ClearInitFlag 0x463280: players not ready
  s.playersReady = false;
  // Audio_EnterGame: sound mode (view hook)
  emit(s, EventId::AudioEnterGame);
  // Event_Init 0x401000: the frame counter and the delayed-event queue
  eventInit(s.eventQueue);
  // Replay_Begin: not simulation (replays are recorded by the caller)
  // HUD_Init 0x483010: redraw / pause cleared
  s.redraw = false;
  s.pauseFrames = 0;
  s.demoHud = 0;
  // thunk_Math_RandomReset 0x434170: the five words of 0x4b3824, so every start is identical
  s.rand.reset();
  // Ped_InitAll 0x44f370
  if (s.options.peds) pedInitAll(s.entities);
  // Cars_Init 0x4070a0 (Traffic_InitModelTables 0x418f80: 300 Math_Random calls)
  if (s.options.cars) carsInit(s.entities, s.rand);
  // not yet ported: Heli_Init
  // Obj_InitFromMap 0x44c620 (CMP objects, parked cars, then PowerUp_InitAll)
  if (s.options.objects && s.cmp) {
    objInitFromMap(s.entities, s.grid, s.blocks(), s.cmp->objects, static_cast<uint8_t>(s.style));
    powerUpInitAll(s.powerUps);
  }
  // not yet ported: Lights_Init (options.trains)
  // not yet ported: Sentinel_InitAll 0x41abd0, Path_Reset
  // not yet ported: Train_InitAll (options.trains)
  // Fire_Init, Expl_Init, BlockAnim_Reset; not yet ported: Proj_Reset, Hunt_Init
  fireInit(s);
  explInit(s.expl);
  blockAnimReset(s);
  // Mission_Load 0x445800, Mission_FreeIni
  missionLoad(s, iniFile);
  s.section.text.clear();
  s.section.text.shrink_to_fit();
  // Snd_Reset(style): sound hook
  emit(s, EventId::SoundReset, EventValue{static_cast<int32_t>(s.style)});
  s.phase = Phase::Running;
  s.stepMode = 0;
  s.quit = kQuitNone;
  s.result = 0;
  // Player_InitAll 0x463290 (after the mission bound the players to their peds)
  playerInitAll(s.entities, {1, s.options.weaponsCheat, s.options.scoreCheat, s.options.infiniteLives});
  s.playersReady = true;
  // Camera_InitAll(-1000) 0x43c710 (snap, zoomed out by the bias -204), Camera_Update(-1000)
  cameraInitAll(s);
  cameraUpdateAll(s);
  emit(s, EventId::CameraInit, EventValue{kCameraUpdateAll});
}

// Game_Update 0x430c00
void gameUpdate(GameState& s) {
  ++s.updates;
  // the demo countdown: 10000 frames, the HUD shows (10000 - frame) / 25
  if (s.options.demoCountdown) {
    const auto frame = static_cast<int32_t>(s.frame());
    s.demoHud = (kDemoFrames - frame) / 25;
    // designed: the notes give the count, not what happens at 0: the game ends (quit 1).
    if (frame >= kDemoFrames) gameRequestEnd(s, 0);
  }
  // Style_UpdateAnims: view hook
  // Event_Tick (0x401000-0x401280): the events due now, then the frame counter + 1
  eventTick(s.eventQueue, [&s](EventType type, int32_t arg) { dispatchEvent(s, type, arg); });
  // not yet ported: cars + heli, peds (their per-frame updates)
  // not yet ported: trains and lights (both must return 20, else fatal -0xc1 / -0xc0),
  //                 junction override timers
  // objects (Obj_UpdateAll 0x44d790)
  objUpdateAll(s);
  // emergency services: the fire engines (the police and ambulances are not ported)
  fireEnginesUpdate(s);
  // explosions, block animations
  explUpdateAll(s);
  blockAnimTick(s);
  // Mission_Update: the commands are not interpreted (docs/gta-mission.md)
  // HUD_Update: view hook; Replay_TickFrame: the caller's
  // not yet ported: Player_UpdateAll
}

// Game_Frame 0x430b20
void gameFrame(GameState& s) {
  // With the debug keys, a debug-camera move while paused requests a redraw.
  const DebugCamera& c = s.debugCamera;
  const bool moving = c.dx != 0 || c.dy != 0 || c.zoom != 0 || c.turn != 0;
  if (s.options.debugKeys && moving && (s.phase == Phase::Frozen || s.pauseFrames != 0)) s.redraw = true;
  // the sprite draw trees are emptied (sprites on): the views'
  if (s.pauseFrames == 0) {
    switch (s.phase) {
      case Phase::SingleTick:  // keypad +: one tick, then frozen
        gameUpdate(s);
        cameraUpdateAll(s);
        emit(s, EventId::CameraUpdate);
        s.phase = Phase::Frozen;
        break;
      case Phase::Running:
        gameUpdate(s);
        cameraUpdateAll(s);
        emit(s, EventId::CameraUpdate);
        break;
      case Phase::Frozen:  // F6: only the cameras, when a redraw was requested
        if (s.redraw) {
          cameraUpdateAll(s);
          emit(s, EventId::CameraUpdate);
          s.redraw = false;  // designed: a request is served once
        }
        break;
    }
  } else {
    // paused by a frame count: count down, HUD_TickBigMessage, Style_UpdateAnims
    --s.pauseFrames;
  }
  // Render_CopyCamera: view hook
}

// Game_Render 0x430d40
void gameRender(GameState& s) {
  // In the debug step mode only every 5th frame is drawn and presented.
  if (s.stepMode != 0 && s.frame() % 5 != 0) return;
  // Render_QueueVisibleEntities 0x437000, Render_DrawCity 0x4389f0, HUD_Draw
  ++s.draws;
  emit(s, EventId::Draw);
  if (s.stepMode != 0) gamePresent(s);
}

// Game_Present 0x430da0
void gamePresent(GameState& s) {
  ++s.presents;
  emit(s, EventId::Present);
}

// Game_RequestEnd (one of the requests 0x430980-0x430a00)
void gameRequestEnd(GameState& s, int32_t result) {
  s.result = result;
  s.quit = kQuitMissionOver;
}

// The quit prompt's yes (Esc, then the prompt; the prompt itself is the HUD's)
void gameAbandon(GameState& s) {
  s.quitPrompt = false;
  s.quit = kQuitAbandoned;
}

namespace {

// The debug camera keys: pressed starts a move, released (+0x80) stops it.
bool debugCameraKey(GameState& s, int code, bool released) {
  DebugCamera& c = s.debugCamera;
  const auto v = [released](int dir) { return static_cast<int8_t>(released ? 0 : dir); };
  switch (code) {
    case key::kLeftBracket:
      c.zoom = v(-1);
      return true;
    case key::kRightBracket:
      c.zoom = v(1);
      return true;
    case key::kK:
      c.turn = v(-1);
      return true;
    case key::kL:
      c.turn = v(1);
      return true;
    case key::kLeft:
      c.dx = v(-1);
      return true;
    case key::kRight:
      c.dx = v(1);
      return true;
    case key::kUp:
      c.dy = v(-1);
      return true;
    case key::kDown:
      c.dy = v(1);
      return true;
    default:
      return false;
  }
}

int debugKey(GameState& s, int code) {
  switch (code) {
    case key::kC:
      s.debugText = !s.debugText;
      return 1;
    case key::kAlt:
      s.stepMode = s.stepMode != 0 ? 0 : 1;
      return 1;
    case key::kPadPlus:
      s.phase = Phase::SingleTick;
      return 1;  // one tick, then frozen
    case key::kF12:
      s.quit = kQuitReload;
      return 1;
    case key::kHome:
      emit(s, EventId::CameraSnap);
      return 1;
    default:
      return 0;
  }
}

}  // namespace

// Game_HandleKey 0x430dc0 (the HUD sees every key first: a view hook)
int gameHandleKey(GameState& s, int scanCode, int player) {
  const bool released = (scanCode & key::kReleased) != 0;
  const int code = scanCode & 0x7f;
  const bool single = frontGetMultiTarget() == -1;
  if (released) {
    // designed: of the released keys only the debug camera's are known (they stop it)
    return s.options.debugKeys && debugCameraKey(s, code, true) ? 1 : 0;
  }
  switch (code) {
    case key::kEsc:
      s.quitPrompt = true;
      emit(s, EventId::QuitPrompt, EventValue{player});
      return 1;
    case key::kF1:
    case key::kF1 + 1:
    case key::kF1 + 2:
    case key::kF1 + 3:
      return 1;  // Net_BuildChatPrefix 0x44c1b0: nothing without a network
    case key::kF5:
      emit(s, EventId::Radio, EventValue{player});
      return 1;
    case key::kF6:  // freeze (single player)
      if (single) s.phase = s.phase == Phase::Frozen ? Phase::Running : Phase::Frozen;
      return 1;
    case key::kF7:
      emit(s, EventId::Pager, EventValue{player});
      return 1;
    case key::kF8:  // the frame limiter (single player)
      if (single) {
        s.limiter = !s.limiter;
        emit(s, EventId::HudText, HudTextShown{player, s.limiter ? "speed-limit-on" : "speed-limit-off"});
      }
      return 1;
    case key::kF9:
      emit(s, EventId::Zone, EventValue{player});
      return 1;
    case key::kF10:
      emit(s, EventId::Subtitle, EventValue{player});
      return 1;
    case key::kF11:
      emit(s, EventId::VideoMenu, EventValue{player});
      return 1;
    default:
      break;
  }
  if (code == key::kPadStar && (s.options.debugKeys || s.options.weaponsCheat)) {
    // 99 of every weapon (Player::setAmmo keeps the +0x157 quirk)
    if (player >= 0 && player < kPlayerRecords) {
      for (int w = 0; w < kWeaponCount; ++w) s.entities.players[static_cast<size_t>(player)].setAmmo(w, 99);
    }
    emit(s, EventId::AllWeapons, EventValue{player});
    return 1;
  }
  if (!s.options.debugKeys) return 0;
  if (debugCameraKey(s, code, false)) return 1;
  return debugKey(s, code);
}

}  // namespace gta
