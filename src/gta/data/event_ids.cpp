// SPDX-License-Identifier: GPL-3.0-or-later
// The GTA event table (event_ids.hpp). The original indices: the event queue's types of
// gta-game-core.md ("Types: 0 mission briefing done, 1 game end, 2 / 3 door closed /
// opened, 4 trigger reset, 5 nothing"); the other rows have none.
#include "gta/data/event_ids.hpp"

#include <array>
#include <stdexcept>
#include <string>

#include "core/id_table.hpp"

namespace gta {
namespace {

using E = EventId;
using K = EventKind;

constexpr auto kEventTable = std::to_array<EventInfo>({
    {E::AudioEnterGame, K::Frame, "AudioEnterGame", ""},
    {E::CameraUpdate, K::Frame, "CameraUpdate", ""},
    {E::CameraSnap, K::Frame, "CameraSnap", ""},
    {E::Draw, K::Frame, "Draw", ""},
    {E::Present, K::Frame, "Present", ""},
    {E::SoundUpdate, K::Frame, "SoundUpdate", ""},
    {E::SoundReset, K::Value, "SoundReset", "the style"},
    {E::CameraInit, K::Value, "CameraInit", "the camera's start height"},
    {E::DoorClosed, K::Value, "DoorClosed", "the event's argument", 2},
    {E::DoorOpened, K::Value, "DoorOpened", "the event's argument", 3},
    {E::Event, K::Value, "Event", "the event type"},
    {E::QuitPrompt, K::Value, "QuitPrompt", "the player"},
    {E::Radio, K::Value, "Radio", "the player"},
    {E::Pager, K::Value, "Pager", "the player"},
    {E::Zone, K::Value, "Zone", "the player"},
    {E::Subtitle, K::Value, "Subtitle", "the player"},
    {E::VideoMenu, K::Value, "VideoMenu", "the player"},
    {E::AllWeapons, K::Value, "AllWeapons", "the player"},
    {E::CarDampThrust, K::Value, "CarDampThrust", "the player"},
    {E::Voice, K::Value, "Voice", "the power-up type"},
    {E::FireEngineSpawned, K::Value, "FireEngineSpawned", "the car"},
    {E::FireEngineStopping, K::Value, "FireEngineStopping", "the car"},
    {E::FireEngineJet, K::Value, "FireEngineJet", "the car"},
    {E::FireOut, K::Value, "FireOut", "the car"},
    {E::FireEngineHome, K::Value, "FireEngineHome", "the car"},
    {E::FireEngineArrivedHome, K::Value, "FireEngineArrivedHome", "the car"},
    {E::FireEngineRemoved, K::Value, "FireEngineRemoved", "the car"},
    {E::Sound, K::Sound, "Sound", "the sample"},
    {E::HudText, K::HudText, "HudText", "the player, the text key"},
    {E::ScorePedKilled, K::Score, "ScorePedKilled", "the scorer (-1 none), the cause"},
    {E::Crime, K::Crime, "Crime", "the crime, the player"},
});
static_assert(kEventTable.size() == kEventIds, "one row per EventId");

static_assert(core::rowsInIdOrder(kEventTable), "row i is EventId i");

}  // namespace

std::span<const EventInfo> eventTable() {
  return kEventTable;
}

const EventInfo& eventInfo(EventId id) {
  return core::rowOfId(std::span<const EventInfo>(kEventTable), id, "gta::eventInfo");
}

}  // namespace gta
