// SPDX-License-Identifier: GPL-3.0-or-later
// The game state (GameState, options, requests, frame events); functions in game.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/fields.hpp"
#include "core/rand.hpp"
#include "gta/data/cmp.hpp"
#include "gta/data/event_ids.hpp"
#include "gta/data/mission_ini.hpp"
#include "gta/sim/blockanim_state.hpp"
#include "gta/sim/coll_state.hpp"
#include "gta/sim/entities_state.hpp"
#include "gta/sim/event.hpp"  // eventInit: GameState() starts its queue
#include "gta/sim/expl_state.hpp"
#include "gta/sim/fire_state.hpp"
#include "gta/sim/mapedit_state.hpp"
#include "gta/sim/mapq_state.hpp"
#include "gta/sim/mission_load_state.hpp"
#include "gta/sim/powerup_state.hpp"

namespace gta {

inline constexpr int kMaxPlayers = 4;
inline constexpr int32_t kDemoFrames = 10000;  // the demo countdown (Game_Update)

// The launch switches Game_Init and Game_HandleKey read (a subset of the 43 of
// Game_SetOptions 0x4146d0, gameSetOptions in session.hpp; the defaults are WinMain's).
struct GameOptions {
  bool peds = true;            // Ped_InitAll
  bool cars = true;            // Cars_Init
  bool objects = true;         // Obj_InitFromMap
  bool trains = true;          // Lights_Init, Train_InitAll
  bool sprites = true;         // the sprite draw trees, Render_QueueVisibleEntities
  bool debugKeys = false;      // [ ] K L cursor C keypad-* Alt keypad-+ F12 Home
  bool demoCountdown = false;  // the demo build's 10000-frame limit
  bool sound = true;           // the 70 Hz Miles timer runs only with sound on
  bool weaponsCheat = false;   // the frontend cheat 0x503198 (keypad * without debug keys)
  bool scoreCheat = false;     // Player_InitAll: score 999999999, multiplier 10
  bool infiniteLives = false;  // the option 0x502f35
  std::string configIni;       // config.ini's text for Tune_LoadFile ("": no file, as shipped)

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(GameOptions, peds),          CORE_FIELD(GameOptions, cars),
                      CORE_FIELD(GameOptions, objects),       CORE_FIELD(GameOptions, trains),
                      CORE_FIELD(GameOptions, sprites),       CORE_FIELD(GameOptions, debugKeys),
                      CORE_FIELD(GameOptions, demoCountdown), CORE_FIELD(GameOptions, sound),
                      CORE_FIELD(GameOptions, weaponsCheat),  CORE_FIELD(GameOptions, scoreCheat),
                      CORE_FIELD(GameOptions, infiniteLives), CORE_FIELD(GameOptions, configIni)};
  }
  friend bool operator==(const GameOptions& lhs, const GameOptions& rhs) {
    return core::fieldsEqual(lhs, rhs);
  }
};
static_assert(core::everyFieldListed<GameOptions>());

// Game_Frame's phases (0x5132xx; names from the spec).
enum class Phase : uint8_t { SingleTick = 0, Running = 1, Frozen = 2 };

// The quit codes of Game_Run (0x51322c).
inline constexpr int32_t kQuitNone = 0;
inline constexpr int32_t kQuitMissionOver = 1;
inline constexpr int32_t kQuitAbandoned = 2;
inline constexpr int32_t kQuitReload = 3;
inline constexpr int32_t kQuitNetworkFailure = 4;

// Scan codes (set 1; +0x80 = released). designed: the notes name the keys, not their
// codes; these are the PC keyboard's.
namespace key {
inline constexpr int kEsc = 0x01;
inline constexpr int kLeftBracket = 0x1a;
inline constexpr int kRightBracket = 0x1b;
inline constexpr int kK = 0x25;
inline constexpr int kL = 0x26;
inline constexpr int kC = 0x2e;
inline constexpr int kPadStar = 0x37;
inline constexpr int kAlt = 0x38;
inline constexpr int kF1 = 0x3b;  // F1..F10 are 0x3b..0x44
inline constexpr int kF5 = 0x3f;
inline constexpr int kF6 = 0x40;
inline constexpr int kF7 = 0x41;
inline constexpr int kF8 = 0x42;
inline constexpr int kF9 = 0x43;
inline constexpr int kF10 = 0x44;
inline constexpr int kHome = 0x47;
inline constexpr int kUp = 0x48;
inline constexpr int kLeft = 0x4b;
inline constexpr int kRight = 0x4d;
inline constexpr int kPadPlus = 0x4e;
inline constexpr int kDown = 0x50;
inline constexpr int kF11 = 0x57;
inline constexpr int kF12 = 0x58;
inline constexpr int kReleased = 0x80;
}  // namespace key

// What a view or the sound wants from this frame (ARCHITECTURE "events()", "Events are
// typed"): an id of the event table (gta/data/event_ids.hpp) and the payload of its kind.
struct FrameSignal {  // EventKind::Frame: a step of the frame, no payload
  static constexpr EventKind kKind = EventKind::Frame;
  friend bool operator==(const FrameSignal&, const FrameSignal&) = default;
};
struct SoundSample {  // EventKind::Sound
  static constexpr EventKind kKind = EventKind::Sound;
  int32_t sample = 0;
  friend bool operator==(const SoundSample&, const SoundSample&) = default;
};
struct EventValue {  // EventKind::Value: the player, car, block or type the table names
  static constexpr EventKind kKind = EventKind::Value;
  int32_t value = 0;
  friend bool operator==(const EventValue&, const EventValue&) = default;
};
struct HudTextShown {  // EventKind::HudText
  static constexpr EventKind kKind = EventKind::HudText;
  int32_t player = 0;
  std::string key;  // the text key (speed-limit-on, help7, powerup12 ...)
  friend bool operator==(const HudTextShown&, const HudTextShown&) = default;
};
struct ScoreGiven {  // EventKind::Score
  static constexpr EventKind kKind = EventKind::Score;
  int32_t who = -1;  // the scorer (-1 none)
  int32_t cause = 0;
  friend bool operator==(const ScoreGiven&, const ScoreGiven&) = default;
};
struct CrimeSeen {  // EventKind::Crime
  static constexpr EventKind kKind = EventKind::Crime;
  int32_t crime = 0;
  int32_t who = 0;  // the player
  friend bool operator==(const CrimeSeen&, const CrimeSeen&) = default;
};
// One alternative per EventKind, in its order (the index is the kind).
using FramePayload = std::variant<FrameSignal, SoundSample, EventValue, HudTextShown, ScoreGiven, CrimeSeen>;

struct FrameEvent {
  EventId id = EventId::Draw;
  FramePayload payload{FrameSignal{}};

  EventKind kind() const { return static_cast<EventKind>(payload.index()); }
  std::string_view name() const { return eventName(id); }  // for traces and docs
  // The payload as the trace prints it: one number and a text (the text "" but for HudText,
  // and the score's cause / the crime's player in decimal, as they were before the events
  // were typed).
  int32_t arg() const;
  std::string text() const;
  // The hash, == and first-difference report see name, arg, text (core/fields.hpp
  // HasStateTuple): the state hashes of the named events stay the same.
  auto stateTuple() const { return std::tuple{name(), arg(), text()}; }
  friend bool operator==(const FrameEvent&, const FrameEvent&) = default;
};

// The debug camera's move flags (Camera_DebugMove), set by the debug keys.
struct DebugCamera {
  int8_t dx = 0;    // cursor left / right
  int8_t dy = 0;    // cursor up / down
  int8_t zoom = 0;  // [ / ]
  int8_t turn = 0;  // K / L

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(DebugCamera, dx), CORE_FIELD(DebugCamera, dy), CORE_FIELD(DebugCamera, zoom),
                      CORE_FIELD(DebugCamera, turn)};
  }
  friend bool operator==(const DebugCamera& lhs, const DebugCamera& rhs) {
    return core::fieldsEqual(lhs, rhs);
  }
};
static_assert(core::everyFieldListed<DebugCamera>());

// A style request (0x47ced0 / 0x47cee0) and a map name request (0x438190 / 0x4381c0):
// the value asked for and its priority (0: none held). session.hpp has the requests.
struct StyleRequest {
  uint32_t style = 0;
  uint8_t priority = 0;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(StyleRequest, style), CORE_FIELD(StyleRequest, priority)};
  }
  friend bool operator==(const StyleRequest& lhs, const StyleRequest& rhs) {
    return core::fieldsEqual(lhs, rhs);
  }
};
static_assert(core::everyFieldListed<StyleRequest>());

struct MapRequest {
  std::string name;
  uint8_t priority = 0;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(MapRequest, name), CORE_FIELD(MapRequest, priority)};
  }
  friend bool operator==(const MapRequest& lhs, const MapRequest& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<MapRequest>());

// The state of one game (the original's globals of the game core). Copyable, comparable
// (==) and hashable (gameStateHash) through its field list; the loaded CMP and the blocks
// cached from it are constant data shared between copies (configuration, not state); the
// map edits are state: the hashed change areas (mapEdits) and, from them, the edited
// blocks (editedMap, a copy-on-write cache that is not hashed).
struct GameState {
  GameState() { eventInit(eventQueue); }  // a queue with its sentinel even before Game_Init

  GameOptions options;
  core::GtaRand rand;                                    // Math_Rand 0x489abe, words at 0x4b3810
  core::MsvcRand crtRand{core::MsvcRand::kDefaultSeed};  // Crt_rand 0x49cb27 (sound, skid marks)
  EventQueue eventQueue;                                 // the frame counter 0x4bbb80 and the delayed events
  MissionSection section;     // Mission_ReadIni's section (freed after the load: text cleared)
  MissionScript mission;      // Mission_Load's records
  MapRequest mapRequest;      // the map name request (Mission_ReadIni's, priority 1)
  StyleRequest styleRequest;  // the style request (the INI's, priority 2; the CMP header's, 1)
  uint32_t style = 0;         // Style_LoadRequested's style (the request held)
  std::array<uint32_t, kMaxPlayers> controls{};  // control words 0x5031a8[player]
  std::shared_ptr<const CmpFile> cmp;            // the loaded city (Map_Load; constant)
  std::shared_ptr<const MapBlocks> map;          // its blocks, cached (Map_Load; constant)
  MapEdits mapEdits;                             // the change areas over the shared map (hashed)
  std::shared_ptr<MapBlocks> editedMap;          // the cache with the edits (from mapEdits; copy-on-write)
  CollGrid grid;                                 // Coll_Init 0x436ad0
  EntityTables entities;                         // cars, peds, objects, players
  ExplState expl;                                // the 25 explosion slots, the delayed explosions
  FireState fire;                                // the fire records, engines[] and the sentinels
  PowerUps powerUps{};                           // 0x74f858
  BlockAnims blockAnims;                         // 0x4bbc70 and the style's animated tiles
  int32_t playerCount = 0;                       // PLAYER lines bound (Player_First / Player_Next)
  bool playersReady = false;                     // Player_ClearInitFlag 0x463280 clears it
  Phase phase = Phase::Running;                  // 0 single tick, 1 running, 2 frozen (F6)
  uint8_t stepMode = 0;                          // Alt: debug step mode (every 5th frame drawn)
  int32_t quit = kQuitNone;                      // 0x51322c
  int32_t result = 0;
  bool iterationOpen = false;  // loop steps 2-4 ran, 6-8 not yet (a driver waits between)
  bool ended = false;          // game_run_end ran
  int32_t pauseFrames = 0;     // 0x513234: paused by a frame count
  bool redraw = false;         // a redraw was requested (frozen phase)
  bool limiter = true;         // 0x502f34 (F8)
  bool quitPrompt = false;     // Esc opened the quit prompt
  bool debugText = false;      // C
  DebugCamera debugCamera;
  bool policeOn = false;           // header value 2 == 1
  int32_t demoHud = 0;             // (10000 - frame) / 25 while the countdown runs
  uint8_t netSequence = 0;         // Net_SyncFrameInputs' sequence byte 0x6b400c
  uint32_t presents = 0;           // Game_Present calls (views flip)
  uint32_t draws = 0;              // frames Game_Render drew
  uint32_t updates = 0;            // Game_Update calls
  std::vector<FrameEvent> events;  // this iteration's events (for views and sound)

  uint32_t frame() const { return eventQueue.frame; }
  // The city's blocks (an all-air city before a map is set).
  const MapBlocks& blocks() const;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(GameState, options),
                      CORE_FIELD(GameState, rand),
                      CORE_FIELD(GameState, crtRand),
                      CORE_FIELD(GameState, eventQueue),
                      CORE_FIELD(GameState, section),
                      CORE_FIELD(GameState, mission),
                      CORE_FIELD(GameState, mapRequest),
                      CORE_FIELD(GameState, styleRequest),
                      CORE_FIELD(GameState, style),
                      CORE_FIELD(GameState, controls),
                      CORE_FIELD(GameState, cmp, core::kFieldSkip),
                      CORE_FIELD(GameState, map, core::kFieldSkip),
                      CORE_FIELD(GameState, mapEdits),
                      CORE_FIELD(GameState, editedMap, core::kFieldSkip),
                      CORE_FIELD(GameState, grid),
                      CORE_FIELD(GameState, entities),
                      CORE_FIELD(GameState, expl),
                      CORE_FIELD(GameState, fire),
                      CORE_FIELD(GameState, powerUps),
                      CORE_FIELD(GameState, blockAnims),
                      CORE_FIELD(GameState, playerCount),
                      CORE_FIELD(GameState, playersReady),
                      CORE_FIELD(GameState, phase),
                      CORE_FIELD(GameState, stepMode),
                      CORE_FIELD(GameState, quit),
                      CORE_FIELD(GameState, result),
                      CORE_FIELD(GameState, iterationOpen),
                      CORE_FIELD(GameState, ended),
                      CORE_FIELD(GameState, pauseFrames),
                      CORE_FIELD(GameState, redraw),
                      CORE_FIELD(GameState, limiter),
                      CORE_FIELD(GameState, quitPrompt),
                      CORE_FIELD(GameState, debugText),
                      CORE_FIELD(GameState, debugCamera),
                      CORE_FIELD(GameState, policeOn),
                      CORE_FIELD(GameState, demoHud),
                      CORE_FIELD(GameState, netSequence),
                      CORE_FIELD(GameState, presents),
                      CORE_FIELD(GameState, draws),
                      CORE_FIELD(GameState, updates),
                      CORE_FIELD(GameState, events)};
  }
  friend bool operator==(const GameState& lhs, const GameState& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<GameState>());

}  // namespace gta
