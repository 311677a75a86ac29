// SPDX-License-Identifier: GPL-3.0-or-later
// The events of a GTA frame (ARCHITECTURE.md "Events are typed"): one id per thing a view,
// the sound or a test wants from a frame, one row per id in the table (event_ids.cpp): its
// kind (which payload it carries), its name (for traces and docs only), what its payload is
// and the original's index where the notes give one (the event queue's type, gta-game-core.md
// "Types: 0 .. 5"). The sample numbers of the sounds are per event (the payload), not per id.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace gta {

// The payload an event carries: none (a step of the frame), a sample, one value (a player, a
// car, a block, an event type ...), a HUD text, a score, a crime.
enum class EventKind : uint8_t { Frame = 0, Sound = 1, Value = 2, HudText = 3, Score = 4, Crime = 5 };

enum class EventId : uint16_t {
  // ---- the frame's steps ----
  AudioEnterGame,
  CameraUpdate,
  CameraSnap,
  Draw,
  Present,
  SoundUpdate,
  // ---- values ----
  SoundReset,  // the style
  CameraInit,
  DoorClosed,  // the event queue's types 2 / 3 (BlockAnim_Tick's doors)
  DoorOpened,
  Event,       // an event type the queue dispatches without an effect here (0, 4, 5)
  QuitPrompt,  // the player's keys
  Radio,
  Pager,
  Zone,
  Subtitle,
  VideoMenu,
  AllWeapons,
  CarDampThrust,
  Voice,              // the power-up type
  FireEngineSpawned,  // the fire engine's car
  FireEngineStopping,
  FireEngineJet,
  FireOut,
  FireEngineHome,
  FireEngineArrivedHome,
  FireEngineRemoved,
  // ---- the other kinds ----
  Sound,
  HudText,
  ScorePedKilled,
  Crime,
  Count,
};
inline constexpr int kEventIds = static_cast<int>(EventId::Count);
inline constexpr int32_t kNoOriginal = -1;

struct EventInfo {
  EventId id;
  EventKind kind;
  std::string_view name;           // what the trace of `gta run --input` prints
  std::string_view args;           // what the payload is ("" = none)
  int32_t original = kNoOriginal;  // the event queue's type (Event_Tick), kNoOriginal = none
};

std::span<const EventInfo> eventTable();
const EventInfo& eventInfo(EventId id);  // out of range: throws std::out_of_range
inline std::string_view eventName(EventId id) {
  return eventInfo(id).name;
}
inline EventKind eventKind(EventId id) {
  return eventInfo(id).kind;
}

}  // namespace gta
