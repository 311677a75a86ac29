// SPDX-License-Identifier: GPL-3.0-or-later
// The bunker select view as sim state (rf-simulation.md §5 "Launch, docking, death,
// selection", §11): ViewEnterBunkerSelect 0x404d30, the menu grid 0x43f1d8 with its
// navigation bytes, the per-type zoom script (menu +0x20) that releases the lift, the
// fade to select 0x4280d0, the fly-back 0x4280b0 / 0x4052d0 / 0x405360 that ends in
// FUN_00427d70 (end_game.hpp), and the 2-player spectate view (FUN_004054f0 ..). Drawing is
// the view's: here only the numbers the screens run on (cursor, fades, zoom, spin, laugh)
// and events.
//
// The plain state structs Sim holds (PlayerState::bunker, TeamState::launch) are in
// bunker_state.hpp; the functions here take the Sim.
#pragma once

#include <array>
#include <cstdint>
#include <tuple>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "rf/data/event_ids.hpp"
#include "rf/data/game_tables.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/bunker_state.hpp"

namespace rf {

struct Sim;
struct VehicleStock;

inline constexpr uint8_t kStockInfinite = 0xff;

// Stock helpers (team +0xac, VehicleStock[type]; 0xff = infinite).
bool hasStock(const VehicleStock& s, VehicleType type);
// VehicleInit's decrement / DockVehicleInBunker's increment (0xff stays 0xff).
void takeStock(VehicleStock& s, VehicleType type);
void returnStock(VehicleStock& s, VehicleType type);

// The menu grid 0x43f1d8 (MenuCell, the designed kMenuGrid: rf/data/game_tables.hpp): the
// select view reads its game's set's (sim.data().menuGrid).

// The zoom script of every type (menu +0x20): 0x4042b0 sound, 0x404530 / 0x404490 zoom,
// 0x4044e0 tilt, 0x4043a0 HUD, 0x404430 fade-out; it ends by clearing lift +0x70.
// designed: the step lengths are not in the notes ("~190 ticks"); they add up to 186 ticks
// so that select -> control (the vehicle on top of the lift) is the 294 ticks of §7:
// 186 + 108 (the rise, 54 frames of 0x4ccc * 2 at dt 2).
struct ZoomStep {
  const char* name;  // the step
  int32_t ticks;
  EventId event;  // the event of its start (the sound of the 0x4042b0 step, a note of the others)
};
inline constexpr auto kZoomScript = std::to_array<ZoomStep>({
    {"BunkerLaunch", 0, EventId::BunkerLaunch},  // 0x4042b0 sound (designed name)
    {"zoom1", 60, EventId::ZoomZoom1},           // 0x404530
    {"zoom2", 50, EventId::ZoomZoom2},           // 0x404490
    {"tilt", 40, EventId::ZoomTilt},             // 0x4044e0
    {"hud", 10, EventId::ZoomHud},               // 0x4043a0
    {"fadeout", 26, EventId::ZoomFadeout},       // 0x404430
});
static_assert(kZoomScript.size() == 6, "the six steps of menu +0x20");
int32_t zoomScriptTicks();  // 186

inline constexpr core::Fixed kSelectFadeIn = 0x11eb;  // fade-in per tick
// designed: the to-select fade-out rate; with the respawn delay of 120 ticks it puts a sunk
// tank back in the select screen 146 ticks after it sank (§7) at dt 2.
inline constexpr core::Fixed kToSelectFade = 0x930;

// ViewEnterBunkerSelect 0x404d30: the first type with stock, fade from 0, menu phase,
// view mode BunkerSelect.
void viewEnterBunkerSelect(Sim& sim, int player);
// The view mode function of a view in bunker select (menu / zoom / to-select / fly-back /
// spectate), called by runViewMode with the fresh input word.
void bunkerSelectView(Sim& sim, int player);
// SpawnLiftVehicle: the A press of the menu. false when the type has no stock, the team has
// no pad or a lift / vehicle is out.
bool spawnLiftVehicle(Sim& sim, int player, VehicleType type);

// 0x4280d0 (timer): fade the team's view to the select screen.
void startToSelect(Sim& sim, int team);
// 0x4280b0 (timer): the fly-back of the team's view.
void startFlyBack(Sim& sim, int team);

}  // namespace rf
