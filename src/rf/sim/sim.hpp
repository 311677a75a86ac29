// SPDX-License-Identifier: GPL-3.0-or-later
// The whole mutable state of one Return Fire game (ARCHITECTURE.md "simulation contract"):
// the cell world, the object pool and its lists, the delete queue, the CRT random
// generator, the timer queue and the callback list, the clock, the per-player input words
// and views, the per-team state and the frame's events. Copyable and hashable (simHash; field lists: core/fields.hpp);
// the only non-state members are the constant behaviour tables and the collision hook.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/fields.hpp"
#include "core/hash.hpp"
#include "core/rand.hpp"
#include "core/timer_queue.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/event_ids.hpp"
#include "rf/data/explosion_scripts.hpp"
#include "rf/data/game_tables.hpp"
#include "rf/data/vehicle_defs.hpp"  // VehicleStock
#include "rf/sim/bunker_state.hpp"   // BunkerView, TeamLaunch
#include "rf/sim/controls_state.hpp"
#include "rf/sim/drone_state.hpp"  // DronePool
#include "rf/sim/music_state.hpp"  // MusicState
#include "rf/sim/object_state.hpp"
#include "rf/sim/radar_state.hpp"  // RadarTable
#include "rf/sim/timer_ids.hpp"
#include "rf/sim/turret_state.hpp"  // TurretPose
#include "rf/sim/vehicle_state.hpp"
#include "rf/sim/view_pass_state.hpp"  // ViewCamera
#include "rf/sim/weapon_state.hpp"     // TracerResult
#include "rf/sim/world_state.hpp"

namespace rf {

// Timer-queue and callback-list entries name their function by an id into these tables
// (TimerId, timer_ids.hpp).
using TimerFn = int32_t (*)(Sim& sim, uint32_t a, uint32_t b);

using ClassTable = std::array<ClassDesc, kClassSlots>;
using TimerTable = std::array<TimerFn, kTimerFnSlots>;

// The constant behaviour tables a game runs with (not state). Tests copy the defaults
// (defaultSimTables() in classes.hpp), add their own entries and point Sim::tables at it.
// `data` is the table set the game reads (data_tables.hpp: the designed one, or the one
// read from the user's RFIRE.BIN; simTablesOf(set) in classes.hpp); nullptr = the designed.
struct SimTables {
  const DataTables* data = nullptr;
  ClassTable classes{};
  TimerTable timers{};     // timer queue callbacks (result < 0 delete, 0 repeat, > 0 new period)
  TimerTable callbacks{};  // RunCallbackList callbacks (non-zero removes the entry)
  // The explosion descriptors by ExplId (explosion_scripts.hpp; tests add their own).
  std::span<const ExplDesc> explosions{};
};

// The four object lists (Amiga MinList): free 0x443dd0, active 0x443de0, inactive
// 0x443df0, "useless" 0x443e00.
enum class ObjListId : uint8_t { Free = 0, Active = 1, Inactive = 2, Useless = 3, None = 4 };
inline constexpr int kObjLists = 4;
struct ObjList {
  ObjSlot head = kNoObj;
  ObjSlot tail = kNoObj;
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(ObjList, head),
                      CORE_FIELD(ObjList, tail)};
  }
  friend bool operator==(const ObjList& lhs, const ObjList& rhs) { return core::fieldsEqual(lhs, rhs); }

};
static_assert(core::everyFieldListed<ObjList>());

// A view's mode (view->mode, GameFrame §1): bunker select / play. In bunker select the
// view's BunkerView::phase says which screen runs (menu, zoom, to-select fade, fly-back,
// spectate; bunker.hpp).
enum class ViewMode : uint8_t { BunkerSelect = 0, Play = 1 };

// One player: raw input words (PollAllPlayerInputs: prev = cur, cur = the device;
// rf/data/raw_input.hpp) and view.
struct PlayerState {
  uint32_t device = 0;     // the raw word the next poll reads (what step() was given)
  uint32_t input = 0;      // current raw word (DAT_0046f5dc [+4])
  uint32_t prevInput = 0;  // previous frame's (DAT_0046f5d4 [+4])
  ViewMode view = ViewMode::BunkerSelect;
  uint32_t viewInput = 0;  // the control word the view mode decoded this frame (bunker select)
  BunkerView bunker;       // the bunker-side screens of this view (bunker.hpp)
  ViewCamera camera;       // the view's camera and rendered cell area this frame (view_pass.hpp)
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(PlayerState, device),
                      CORE_FIELD(PlayerState, input),
                      CORE_FIELD(PlayerState, prevInput),
                      CORE_FIELD(PlayerState, view),
                      CORE_FIELD(PlayerState, viewInput),
                      CORE_FIELD(PlayerState, bunker),
                      CORE_FIELD(PlayerState, camera)};
  }
  friend bool operator==(const PlayerState& lhs, const PlayerState& rhs) { return core::fieldsEqual(lhs, rhs); }

};
static_assert(core::everyFieldListed<PlayerState>());

inline constexpr int32_t kTeamMines = kLoadouts[0].mines;  // the designed loadout's (game_tables.hpp)

// Per-team state (g_Teams 0x459390 + team * 0x140 and the VehState): the fields the ported
// parts use; the weapons and rules work add theirs (mine stock, flag, score ...).
struct TeamState {
  ObjSlot vehicle = kNoObj;  // the team's live vehicle (one per team), 0 = none
  uint32_t vehicleId = 0;    // its id (to detect a recycled slot)
  int32_t pickupCell = -1;   // VehState +0x68 touched pickup cell (collision fills it)
  int32_t pickupPart = -1;   // VehState +0x6c touched pickup part
  VehicleStock stock;        // loadout stock (team +0xac)
  std::array<ControlScheme, kVehicleTypes> scheme{};  // loadout controller per type (team +0xb0)
  VehState veh;              // the live vehicle's state (team +0x140; valid while vehicle != 0)
  TeamLaunch launch;         // lift / wreck / launched type (bunker.hpp)
  // team +0x28 the door cell: the pad cell whose bunker door animates this frame (a vehicle
  // stands still on it without a button; BunkerDoorReset clears it every frame).
  int32_t doorCell = kNoCell;
  // FlagBuildingDestroyed 0x424170: flag_left (nflags / 2 at the start, -1 per destroyed
  // own flag building) and whether the flag has appeared (flag_spawn was called).
  int32_t flagLeft = 0;
  bool flagShown = false;
  uint32_t flagId = 0;  // the side's Flag object once it has appeared (flag.hpp), 0 = none
  // team +0xbc: the side's mine stock. The ASV takes its load (at most its slot's 10) from it
  // on its first frame and gives back what it did not lay when it docks. designed: 20 mines
  // a side (two full loads; the notes give the field, not its start value).
  int32_t mines = kTeamMines;
  // team +0x80 (2 players): the dashboard arrow's heading towards the other player's
  // vehicle, set every 60 ticks by VehicleUpdate; -1 = none (no other vehicle, 1 player).
  int32_t arrow = -1;
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(TeamState, vehicle),
                      CORE_FIELD(TeamState, vehicleId),
                      CORE_FIELD(TeamState, pickupCell),
                      CORE_FIELD(TeamState, pickupPart),
                      CORE_FIELD(TeamState, stock),
                      CORE_FIELD(TeamState, scheme),
                      CORE_FIELD(TeamState, veh),
                      CORE_FIELD(TeamState, launch),
                      CORE_FIELD(TeamState, doorCell),
                      CORE_FIELD(TeamState, flagLeft),
                      CORE_FIELD(TeamState, flagShown),
                      CORE_FIELD(TeamState, flagId),
                      CORE_FIELD(TeamState, mines),
                      CORE_FIELD(TeamState, arrow)};
  }
  friend bool operator==(const TeamState& lhs, const TeamState& rhs) { return core::fieldsEqual(lhs, rhs); }

};
static_assert(core::everyFieldListed<TeamState>());

// What a view or audio wants to know about a frame (ARCHITECTURE.md "Events are typed"): an
// id of the event table (rf/data/event_ids.hpp: its kind, name and the original's index)
// and the payload of its kind.
struct SoundEvent {  // EventKind::Sound
  static constexpr EventKind kKind = EventKind::Sound;
  int32_t source = 0;  // the object id (0 = unowned); Laugh / BunkerLaunch: the player;
                       // DroneSource: the listener
  int32_t drone = 0;   // DroneSource: the drone the listener's hum comes from (0 = none)
  friend bool operator==(const SoundEvent&, const SoundEvent&) = default;
};
struct MusicEvent {  // EventKind::Music (Mus_Request)
  static constexpr EventKind kKind = EventKind::Music;
  int32_t track = 0;  // -1 = music off
  int32_t prio = 0;
  friend bool operator==(const MusicEvent&, const MusicEvent&) = default;
};
struct EndGameEvent {  // EventKind::EndGame
  static constexpr EventKind kKind = EventKind::EndGame;
  int32_t winner = -1;  // -1 = none (a draw)
  int32_t endTick = 0;  // the game clock's stop
  friend bool operator==(const EndGameEvent&, const EndGameEvent&) = default;
};
struct CameraEvent {  // EventKind::Camera (a tracker)
  static constexpr EventKind kKind = EventKind::Camera;
  int32_t object = 0;  // the object followed
  int32_t ticks = 0;
  friend bool operator==(const CameraEvent&, const CameraEvent&) = default;
};
struct NoteEvent {  // EventKind::Note: the two words the table's `args` names per id
  static constexpr EventKind kKind = EventKind::Note;
  int32_t a = 0;
  int32_t b = 0;
  friend bool operator==(const NoteEvent&, const NoteEvent&) = default;
};
// One alternative per EventKind, in its order (the index is the kind).
using EventPayload = std::variant<SoundEvent, MusicEvent, EndGameEvent, CameraEvent, NoteEvent>;

struct Event {
  EventId id = EventId::None;
  EventPayload payload{NoteEvent{}};

  EventKind kind() const { return static_cast<EventKind>(payload.index()); }
  std::string_view name() const { return eventName(id); }  // for traces and docs
  const SoundEvent& sound() const { return std::get<SoundEvent>(payload); }
  const MusicEvent& music() const { return std::get<MusicEvent>(payload); }
  const EndGameEvent& endGame() const { return std::get<EndGameEvent>(payload); }
  const CameraEvent& camera() const { return std::get<CameraEvent>(payload); }
  const NoteEvent& note() const { return std::get<NoteEvent>(payload); }
  // The payload's two words in declaration order (what the trace prints as "a", "b").
  std::array<int32_t, 2> words() const {
    return std::visit(
        [](const auto& p) {
          return std::array<int32_t, 2>{std::get<0>(fieldsOf(p)), std::get<1>(fieldsOf(p))};
        },
        payload);
  }
  // The state the hash, == and the first-difference report see (core/fields.hpp
  // HasStateTuple): kind, name and the two words, as the events were hashed before they
  // were typed, so that the state hashes stay the same.
  auto stateTuple() const {
    const std::array<int32_t, 2> w = words();
    return std::tuple{kind(), name(), w[0], w[1]};
  }
  friend bool operator==(const Event& lhs, const Event& rhs) = default;

 private:
  static std::tuple<int32_t, int32_t> fieldsOf(const SoundEvent& p) { return {p.source, p.drone}; }
  static std::tuple<int32_t, int32_t> fieldsOf(const MusicEvent& p) { return {p.track, p.prio}; }
  static std::tuple<int32_t, int32_t> fieldsOf(const EndGameEvent& p) { return {p.winner, p.endTick}; }
  static std::tuple<int32_t, int32_t> fieldsOf(const CameraEvent& p) { return {p.object, p.ticks}; }
  static std::tuple<int32_t, int32_t> fieldsOf(const NoteEvent& p) { return {p.a, p.b}; }
};

// Scratch results of the last ObjCheckCollision (owned and written by collide.cpp).
struct CollisionScratch {
  int32_t partA = -1;         // DAT_00480ea4: the overlapping part of the moving object
  int32_t partB = -1;         // DAT_00480ea8: the part it hit
  ObjSlot hitObj = kNoObj;    // the object hit last (0 = a static part or nothing)
  int32_t hitCell = kNoCell;  // the cell whose static part was hit last
  uint32_t result = 0;        // the last ShapesOverlap / hook result
  bool offMap = false;        // an off-map neighbour was visited (outside chain tested last)
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(CollisionScratch, partA),
                      CORE_FIELD(CollisionScratch, partB),
                      CORE_FIELD(CollisionScratch, hitObj),
                      CORE_FIELD(CollisionScratch, hitCell),
                      CORE_FIELD(CollisionScratch, result),
                      CORE_FIELD(CollisionScratch, offMap)};
  }
  friend bool operator==(const CollisionScratch& lhs, const CollisionScratch& rhs) { return core::fieldsEqual(lhs, rhs); }

};
static_assert(core::everyFieldListed<CollisionScratch>());

// The position ObjMove 0x41e7e0 saved before moving (DAT_00480e38): swept shapes and
// FUN_0041e920 read it.
struct SavedPos {
  Fixed x = 0;
  Fixed y = 0;
  Fixed z = 0;
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(SavedPos, x, core::kFieldFixed),
                      CORE_FIELD(SavedPos, y, core::kFieldFixed),
                      CORE_FIELD(SavedPos, z, core::kFieldFixed)};
  }
  friend bool operator==(const SavedPos& lhs, const SavedPos& rhs) { return core::fieldsEqual(lhs, rhs); }

};
static_assert(core::everyFieldListed<SavedPos>());

// ObjCheckCollision as ObjMove calls it: non-zero = blocked.
using CollideFn = int (*)(Sim& sim, Obj& obj);

struct Sim {
  Sim();

  // -- configuration (constant, not hashed) --
  const SimTables* tables = nullptr;  // never null after construction
  CollideFn collide = nullptr;        // ObjMove's collision test (objCheckCollision)

  // -- state --
  World world;
  std::array<Obj, kObjSlots> objs{};
  std::array<ObjList, kObjLists> lists{};  // by ObjListId
  ObjSlot deleteHead = kNoObj;             // DAT_00480e34, LIFO
  uint32_t serial = 0;                     // the id serial (+= 0x200 per ObjCreate)
  uint32_t outsideCell = 0;                // 0x46f3c0: the off-map pseudo-cell word (chain head)
  ObjSlot updateCursor = kNoObj;           // ObjUpdateAll's captured next node (0 outside the walk)
  bool updating = false;                   // inside ObjUpdateAll
  SavedPos moveFrom;                       // DAT_00480e38
  CollisionScratch collision;
  core::MsvcRand rand;  // the CRT rand(): the world's load uses it first
  core::TimerQueue timers;
  core::CallbackList callbacks;
  int32_t tick = 0;    // g_tick DAT_0045f390
  int32_t dt = 0;      // g_dt DAT_0045f3a8, 0..12
  uint32_t frame = 0;  // frames stepped so far
  int32_t players = 1;
  bool running = true;  // the "game running" test of GameFrame1P (EndGame clears it)
  int32_t winner = -1;  // EndGame's team (-1: none / draw)
  int32_t endTick = 0;  // EndGame's game clock stop (the tick of the end: the high-score time)
  std::array<PlayerState, 2> player{};
  std::array<TeamState, kTeams> team{};
  int32_t turretsInView = 0;  // DAT_00471458: the enemy turrets the views drew (view_pass.hpp)
  std::array<int32_t, kTeams> turretCount{};  // DAT_00472048[team]: awake turrets
  TurretPose turretPose;      // DAT_0044ad30 / DAT_004588c8 while TurretDestroy blows a tower up
  TracerResult tracer;        // DAT_0046f3c4 + the last TRACER probe's hit (weapon.hpp)
  DronePool drones;           // the drone pool 0x4597b8 and the hum (drone.hpp)
  RadarTable radar;           // the radar blips the HUD reads (radar.hpp)
  uint32_t subId = 0;         // DAT_0048bb1c: the live SUB's id (one at a time, sub.hpp), 0 = none
  MusicState music;           // Mus_Director's flags and branch states (music.hpp)
  std::vector<Event> events;  // this frame's

  Obj& obj(ObjSlot s) { return objs[s]; }
  const Obj& obj(ObjSlot s) const { return objs[s]; }
  const ClassDesc& desc(const Obj& o) const { return tables->classes[o.cls]; }
  // The table set this game reads (SimTables::data; the designed set when it has none).
  const DataTables& data() const { return tables->data != nullptr ? *tables->data : designedTables(); }

  // The cell word an object is linked to (the outside pseudo-cell for kOutsideCell).
  uint32_t cellWord(int32_t cell) const;
  // Writes a cell word's terrain, BNO, team, hit points and radar bit; the chain head bits
  // stay as they are (the chain belongs to the object system: setCellChain). So a caller
  // that read the word, then let objects be linked to the cell (men let out of a building,
  // an explosion), cannot write a stale chain back.
  void setCellWord(int32_t cell, uint32_t word);
  // The cell's chain head (object.cpp's link / unlink only).
  void setCellChain(int32_t cell, ObjSlot head);

  void rawSetCellWord(int32_t cell, uint32_t word);  // the whole word (the two above)

  // Adds an event of this frame; the payload's kind must be the id's (event_ids.cpp), else
  // std::logic_error (a programming error).
  template <class Payload>
  void emit(EventId id, Payload payload) {
    if (eventKind(id) != Payload::kKind)
      throw std::logic_error("rf::Sim::emit: a payload of another kind for " + std::string(eventName(id)));
    events.push_back(Event{id, EventPayload{payload}});
  }
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(Sim, tables, core::kFieldSkip),
                      CORE_FIELD(Sim, collide, core::kFieldSkip),
                      CORE_FIELD(Sim, world),
                      CORE_FIELD(Sim, objs),
                      CORE_FIELD(Sim, lists),
                      CORE_FIELD(Sim, deleteHead),
                      CORE_FIELD(Sim, serial),
                      CORE_FIELD(Sim, outsideCell),
                      CORE_FIELD(Sim, updateCursor),
                      CORE_FIELD(Sim, updating),
                      CORE_FIELD(Sim, moveFrom),
                      CORE_FIELD(Sim, collision),
                      CORE_FIELD(Sim, rand),
                      CORE_FIELD(Sim, timers),
                      CORE_FIELD(Sim, callbacks),
                      CORE_FIELD(Sim, tick),
                      CORE_FIELD(Sim, dt),
                      CORE_FIELD(Sim, frame),
                      CORE_FIELD(Sim, players),
                      CORE_FIELD(Sim, running),
                      CORE_FIELD(Sim, winner),
                      CORE_FIELD(Sim, endTick),
                      CORE_FIELD(Sim, player),
                      CORE_FIELD(Sim, team),
                      CORE_FIELD(Sim, turretsInView),
                      CORE_FIELD(Sim, turretCount),
                      CORE_FIELD(Sim, turretPose),
                      CORE_FIELD(Sim, tracer),
                      CORE_FIELD(Sim, drones),
                      CORE_FIELD(Sim, radar),
                      CORE_FIELD(Sim, subId),
                      CORE_FIELD(Sim, music),
                      CORE_FIELD(Sim, events)};
  }
  friend bool operator==(const Sim& lhs, const Sim& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<Sim>());

// XXH3 of every listed state field of the sim (not the tables or hooks).
uint64_t simHash(const Sim& sim);
// "team[0].veh.fuel: 0x1234 vs 0x1240" for the first differing field; nullopt when equal.
std::optional<std::string> simDifference(const Sim& a, const Sim& b);

}  // namespace rf
