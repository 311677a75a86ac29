// SPDX-License-Identifier: GPL-3.0-or-later
// The event table (event_ids.hpp). The original indices: the sound-event table starts at
// 0x43e960 with "tread", 0x18 bytes an entry (emdzej/openrf docs/architecture.md §7), so the
// addresses the notes give (rf-simulation.md: "Drone" 0x43e9a8, the mine's blink 0x43e9c0,
// the MSV's reload 0x43ea98, Heli_Missile's 0x43edb0, "OutAmmo" 0x43edc8) are the entries
// (address - 0x43e960) / 0x18. Music: the tracks the notes give (16 MUS_SUB, 13 Win). The
// other rows have no index in the notes: left out rather than guessed.
#include "rf/data/event_ids.hpp"

#include <array>
#include <stdexcept>
#include <string>

#include "core/id_table.hpp"

namespace rf {
namespace {

using E = EventId;
using K = EventKind;

// The sound-event table entry at `address` (0x43e960 + 0x18 * entry).
constexpr int32_t soundEntry(uint32_t address) {
  return static_cast<int32_t>((address - 0x43e960) / 0x18);
}

constexpr auto kEventTable = std::to_array<EventInfo>({
    {E::Tread, K::Sound, "tread", "the vehicle", soundEntry(0x43e960)},  // entry 0 (openrf)
    {E::JeepStart, K::Sound, "JeepStart", "the vehicle"},
    {E::Servo, K::Sound, "Servo", "the vehicle"},
    {E::EngineIdle, K::Sound, "EngineIdle", "the vehicle"},
    {E::FuelWarn, K::Sound, "FuelWarn", "the vehicle"},
    {E::Resupply, K::Sound, "Resupply", "the vehicle"},
    {E::OutAmmo, K::Sound, "OutAmmo", "the vehicle", soundEntry(0x43edc8)},            // 47
    {E::WeaponSelect, K::Sound, "WeaponSelect", "the vehicle", soundEntry(0x43edb0)},  // 46
    {E::MsvReload, K::Sound, "MsvReload", "the vehicle", soundEntry(0x43ea98)},        // 13
    {E::Cannon, K::Sound, "Cannon", "the projectile"},
    {E::Gun, K::Sound, "Gun", "the projectile"},
    {E::Missle, K::Sound, "Missle", "the projectile"},
    {E::Rocket, K::Sound, "Rocket", "the projectile"},
    {E::ExplSmall, K::Sound, "ExplSmall", "the explosion"},
    {E::ExplBig, K::Sound, "ExplBig", "the explosion"},
    {E::Splash, K::Sound, "Splash", "the explosion"},
    {E::Crumble, K::Sound, "Crumble", "the explosion"},
    {E::WallFall, K::Sound, "WallFall", "the explosion"},
    {E::FuelBlast, K::Sound, "FuelBlast", "the explosion"},
    {E::TreeFall, K::Sound, "TreeFall", "the explosion"},
    {E::MineBlast, K::Sound, "MineBlast", "the explosion"},
    {E::Ding, K::Sound, "Ding", "the flag"},
    {E::ManCrush, K::Sound, "ManCrush", "the man"},
    {E::MineBlink, K::Sound, "MineBlink", "the mine", soundEntry(0x43e9c0)},  // 4
    {E::GateMove, K::Sound, "GateMove", "the gate"},
    {E::GateClose, K::Sound, "GateClose", "the gate"},
    {E::Raise, K::Sound, "Raise", "the lift"},
    {E::Drone, K::Sound, "Drone", "", soundEntry(0x43e9a8)},  // 3
    {E::DroneSource, K::Sound, "DroneSource", "the listener, the drone"},
    {E::DroneKill, K::Sound, "DroneKill", ""},
    {E::Laugh, K::Sound, "Laugh", "the player"},
    {E::BunkerLaunch, K::Sound, "BunkerLaunch", "the player"},
    {E::VehicleMusic, K::Music, "vehicle", "track, priority"},
    {E::FlagDiscovery, K::Music, "FlagDiscovery", "track, priority"},
    {E::FlagPickup, K::Music, "FlagPickup", "track, priority"},
    {E::Missile, K::Music, "Missile", "track, priority"},
    {E::VehicleDeath, K::Music, "VehicleDeath", "track, priority"},
    {E::Sub, K::Music, "Sub", "track, priority", 16},  // MUS_SUB
    {E::SubGone, K::Music, "SubGone", "track, priority"},
    {E::Win, K::Music, "Win", "track, priority", 13},  // Mus_StartWinMusic: 13 Win
    {E::MusicOff, K::Music, "MusicOff", "track, priority"},
    {E::Bunker, K::Music, "Bunker", "track, priority", 14},  // Mus_Director's bunker branch: 14 Bunker
    {E::EndGame, K::EndGame, "EndGame", "the winner (-1 none), the end tick"},
    {E::FlagTracker, K::Camera, "FlagTracker", "the flag, ticks"},
    {E::ZoomZoom1, K::Note, "zoom:zoom1", "the player"},
    {E::ZoomZoom2, K::Note, "zoom:zoom2", "the player"},
    {E::ZoomTilt, K::Note, "zoom:tilt", "the player"},
    {E::ZoomHud, K::Note, "zoom:hud", "the player"},
    {E::ZoomFadeout, K::Note, "zoom:fadeout", "the player"},
    {E::FlyBackDone, K::Note, "FlyBackDone", "the player, the result"},
    {E::RotorUp, K::Note, "RotorUp", "the heli"},
    {E::HudDirty, K::Note, "HudDirty", "the vehicle, the HUD bits"},
    {E::EnemyArrow, K::Note, "EnemyArrow", "the vehicle, the arrow's heading"},
    {E::BunkerDoor, K::Note, "BunkerDoor", "the vehicle"},
    {E::Dock, K::Note, "Dock", "the vehicle, its type"},
    {E::HeliLanding, K::Note, "HeliLanding", "the heli"},
    {E::LiftBlocked, K::Note, "LiftBlocked", "the lift"},
    {E::LiftArrived, K::Note, "LiftArrived", "the vehicle, the team"},
    {E::RemainsBlownAway, K::Note, "RemainsBlownAway", "the object"},
    {E::MineRemoved, K::Note, "MineRemoved", "the mine"},
    {E::FlagHidden, K::Note, "FlagHidden", "the team, the flag site"},
    {E::FlagSpawn, K::Note, "FlagSpawn", "the cell, the team"},
    {E::FlagRehidden, K::Note, "FlagRehidden", "the flag, the team"},
    {E::FlagDropped, K::Note, "FlagDropped", "the flag, the team"},
    {E::FlagHome, K::Note, "FlagHome", "the jeep, the team"},
    {E::JeepTakesFlag, K::Note, "JeepTakesFlag", "the cell, the jeep"},
    {E::TeamWins, K::Note, "TeamWins", "the team, the flag"},
    {E::BridgeBroken, K::Note, "BridgeBroken", "the cell, the planks"},
    {E::BnoDestroyed, K::Note, "BnoDestroyed", "the cell, the BNO"},
    {E::Explosion, K::Note, "Explosion", "the ExplId, the cell"},
    {E::SpawnMen, K::Note, "SpawnMen", "the cell, the men's delta"},
    {E::SpawnMan, K::Note, "SpawnMan", "the wreck, the team"},
    {E::SpawnSub, K::Note, "SpawnSub", "the SUB"},
    {E::TurretAwake, K::Note, "TurretAwake", "the turret, the cell"},
    {E::TurretStatic, K::Note, "TurretStatic", "the turret, the cell"},
    {E::WreckExplodes, K::Note, "WreckExplodes", "the wreck, the vehicle type"},
    {E::WreckSinks, K::Note, "WreckSinks", "the wreck"},
    {E::VehicleDies, K::Note, "VehicleDies", "the vehicle, the cause"},
});
static_assert(kEventTable.size() == kEventIds, "one row per EventId");

static_assert(core::rowsInIdOrder(kEventTable), "row i is EventId i");

}  // namespace

std::span<const EventInfo> eventTable() {
  return kEventTable;
}

const EventInfo& eventInfo(EventId id) {
  return core::rowOfId(std::span<const EventInfo>(kEventTable), id, "rf::eventInfo");
}

}  // namespace rf
