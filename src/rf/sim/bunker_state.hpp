// SPDX-License-Identifier: GPL-3.0-or-later
// The bunker select view's state (rf-simulation.md §5, §11): the plain structs Sim holds
// (PlayerState::bunker, TeamState::launch); the functions are in bunker.hpp.
#pragma once

#include <cstdint>
#include <tuple>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace rf {

// What a bunker-side view is doing (the value of its mode function).
enum class BunkerPhase : uint8_t {
  Menu = 0,      // the select menu (cursor moves, A launches)
  Zoom = 1,      // the zoom script of the launched type runs (the lift waits for it)
  ToSelect = 2,  // 0x4280d0: fading out to the select screen
  FlyBack = 3,   // 0x4280b0 -> 0x4052d0 camera -> 0x405360 skull / lost stock
  Spectate = 4,  // 2P: BV_SPECTATE, FUN_004054f0 -> LAB_00405590 -> 0x405710
};

// One view's bunker state (the view record's fields, named by their offsets where the
// notes give them).
struct BunkerView {
  BunkerPhase phase = BunkerPhase::Menu;
  VehicleType type = VehicleType::Tank;  // menu cursor: the selected vehicle type
  core::Fixed fade = 0;                  // fade level 0..1.0 (select fade-in 0x11eb/tick, to-select fade-out)
  int32_t zoomStep = 0;                  // zoom script step
  int32_t zoomTicks = 0;                 // ticks spent in the step
  uint32_t liftId = 0;                   // the lift the zoom script releases (clears lift +0x70)
  int32_t flyStep = 0;                   // fly-back: 0 camera 0x4052d0, 1 skull 0x405360, 2 stock fade
  int32_t flyTicks = 0;                  // ticks in the fly-back step
  core::Fixed flyX = 0;                  // fly-back camera 0x4052d0: where it is (px, 16.16)
  core::Fixed flyY = 0;
  core::Fixed flySpeed = 0;              // and how fast it flies home (px per tick)
  core::Fixed spin = 0;                  // +0xd0 skull yaw
  core::Fixed zoom = 0;                  // +0xd4 skull zoom
  core::Fixed laugh = 0;                 // +0xd8 laugh position (frame = table 0x43f288[laugh >> 16])
  core::Fixed stockFade = 0;             // +0xcc the lost type's stock icons
  VehicleType lostType = kNoVehicleType;  // the type whose stock the fly-back shows
  int32_t frames = 0;                     // +0x3b spectate: frames still drawn
  int32_t result = -1;                    // the last FUN_00427d70 answer (-1 none yet)
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(BunkerView, phase),
                      CORE_FIELD(BunkerView, type),
                      CORE_FIELD(BunkerView, fade, core::kFieldFixed),
                      CORE_FIELD(BunkerView, zoomStep),
                      CORE_FIELD(BunkerView, zoomTicks),
                      CORE_FIELD(BunkerView, liftId),
                      CORE_FIELD(BunkerView, flyStep),
                      CORE_FIELD(BunkerView, flyTicks),
                      CORE_FIELD(BunkerView, flyX, core::kFieldFixed),
                      CORE_FIELD(BunkerView, flyY, core::kFieldFixed),
                      CORE_FIELD(BunkerView, flySpeed, core::kFieldFixed),
                      CORE_FIELD(BunkerView, spin, core::kFieldFixed),
                      CORE_FIELD(BunkerView, zoom, core::kFieldFixed),
                      CORE_FIELD(BunkerView, laugh, core::kFieldFixed),
                      CORE_FIELD(BunkerView, stockFade, core::kFieldFixed),
                      CORE_FIELD(BunkerView, lostType),
                      CORE_FIELD(BunkerView, frames),
                      CORE_FIELD(BunkerView, result)};
  }
  friend bool operator==(const BunkerView& lhs, const BunkerView& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<BunkerView>());

// Per-team launch bookkeeping (team record fields the notes name: the lift, the wreck).
struct TeamLaunch {
  uint32_t liftId = 0;                // the team's lift (up or down), 0 = none
  uint32_t wreckId = 0;               // the latest wreck (DAT_00456a18 per side), 0 = none
  VehicleType type = kNoVehicleType;  // the type of the vehicle launched last (driven or lost)
  bool driving = false;               // a vehicle of the team is out (launched, not yet docked / dead)
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(TeamLaunch, liftId), CORE_FIELD(TeamLaunch, wreckId),
                      CORE_FIELD(TeamLaunch, type), CORE_FIELD(TeamLaunch, driving)};
  }
  friend bool operator==(const TeamLaunch& lhs, const TeamLaunch& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<TeamLaunch>());

}  // namespace rf
