// SPDX-License-Identifier: GPL-3.0-or-later
// The events of a Return Fire frame (ARCHITECTURE.md "Events are typed"): one id per thing a
// view, the audio or a test wants to know about, one row per id in kEventTable (event_ids.cpp):
// its kind, its name (for traces and docs only), what its two payload words mean, and the
// original's index where the notes or the original-data documents give one: the sound-event
// table 0x43e960 (0x18 bytes an entry, the first "tread"; emdzej/openrf docs/architecture.md §7)
// or the music track table 0x443aa0.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace rf {

// What an event is for: a sound (played by the sound director), a music request, the end of
// the game, a camera request, or a note (a rule's outcome, for traces, the demo and tests).
enum class EventKind : uint8_t { Sound = 0, Music = 1, EndGame = 2, Camera = 3, Note = 4 };

enum class EventId : uint16_t {
  // ---- sounds: the vehicles ----
  Tread,       // the tank's and the MSV's engine ([0x90] "tread")
  JeepStart,   // the jeep's engine
  Servo,       // the heli's engine
  EngineIdle,  // a vehicle at rest
  FuelWarn,
  Resupply,
  OutAmmo,
  WeaponSelect,  // Heli_Missile toggles the weapon
  MsvReload,
  // ---- sounds: shots (the projectile types' launch sounds) ----
  Cannon,
  Gun,
  Missle,
  Rocket,
  // ---- sounds: the explosion scripts' sound table 0x43ede0 (op 3) ----
  ExplSmall,
  ExplBig,
  Splash,
  Crumble,
  WallFall,
  FuelBlast,
  TreeFall,
  MineBlast,
  // ---- sounds: the world ----
  Ding,  // the flag appears / is taken home
  ManCrush,
  MineBlink,
  GateMove,
  GateClose,
  Raise,         // the lift rises
  Drone,         // the drone hum starts
  DroneSource,   // a listener's hum moves to another drone
  DroneKill,     // the hum ends (cmd 9)
  Laugh,         // the bunker skull
  BunkerLaunch,  // the zoom script's sound step 0x4042b0
  // ---- music requests ----
  VehicleMusic,  // a vehicle's first frame: its track [0xaf]
  FlagDiscovery,
  FlagPickup,
  Missile,
  VehicleDeath,
  Sub,
  SubGone,
  Win,
  MusicOff,
  Bunker,  // every view at the vehicle select (Mus_Director's bunker branch 0x41d730)
  // ---- the end, the camera ----
  EndGame,
  FlagTracker,
  // ---- notes ----
  ZoomZoom1,  // the zoom script's steps after the sound (menu +0x20)
  ZoomZoom2,
  ZoomTilt,
  ZoomHud,
  ZoomFadeout,
  FlyBackDone,
  RotorUp,
  HudDirty,
  EnemyArrow,
  BunkerDoor,
  Dock,
  HeliLanding,
  LiftBlocked,
  LiftArrived,
  RemainsBlownAway,
  MineRemoved,
  FlagHidden,
  FlagSpawn,
  FlagRehidden,
  FlagDropped,
  FlagHome,
  JeepTakesFlag,
  TeamWins,
  BridgeBroken,
  BnoDestroyed,
  Explosion,
  SpawnMen,
  SpawnMan,
  SpawnSub,
  TurretAwake,
  TurretStatic,
  WreckExplodes,
  WreckSinks,
  VehicleDies,
  Count,
  None = 0xffff,  // "no event" in a data table (a projectile type without a launch sound)
};
inline constexpr int kEventIds = static_cast<int>(EventId::Count);

inline constexpr int32_t kNoOriginal = -1;

struct EventInfo {
  EventId id;
  EventKind kind;
  std::string_view name;  // what traces print (the trace format of docs/rf-run.md)
  std::string_view args;  // what the payload's two words are ("" = none)
  // The original's index: sounds the entry of the sound-event table 0x43e960, music the
  // track of the table 0x443aa0; kNoOriginal where no note or document gives one.
  int32_t original = kNoOriginal;
};

// Every id in order (row i is EventId i).
std::span<const EventInfo> eventTable();
const EventInfo& eventInfo(EventId id);  // EventId::None and out of range: throws std::out_of_range
inline std::string_view eventName(EventId id) {
  return eventInfo(id).name;
}
inline EventKind eventKind(EventId id) {
  return eventInfo(id).kind;
}

}  // namespace rf
