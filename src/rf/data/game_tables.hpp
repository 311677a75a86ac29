// SPDX-License-Identifier: GPL-3.0-or-later
// Small designed tables the simulation reads through DataTables (data_tables.hpp), so that
// the user's RFIRE.BIN can replace them (docs/original-data.md): the bunker menu grid
// 0x43f1d8, the loadout 0x4438b8, the tunables (single values at their addresses) and the
// numbers of the class descriptors (id, name, priority, class flags; the hooks are
// retrosim's functions, rf/sim/classes.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "core/fixed.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace rf {

// ---- the bunker menu 0x43f1d8 (rf-simulation.md §5 "Bunker select") ----
// One cell per vehicle type with the nav bytes up/down/left/right (each a VehicleType).
// designed: the notes give the grid's address but not its bytes: a 2 x 2 grid in type order
// (tank, jeep / MSV, heli — the order of the spectate icons at (8,0) (36,0) (8,16) (36,16)),
// each direction wrapping.
struct MenuCell {
  uint8_t up, down, left, right;
  friend bool operator==(const MenuCell&, const MenuCell&) = default;
};
using MenuGrid = std::array<MenuCell, kVehicleTypes>;
inline constexpr MenuGrid kMenuGrid{{
    {2, 2, 1, 1},  // tank
    {3, 3, 0, 0},  // jeep
    {0, 0, 3, 3},  // MSV
    {1, 1, 2, 2},  // heli
}};

// ---- the loadout 0x4438b8 (team 0; team 1's copy at +0x14; rf-simulation.md §5, §11) ----
// The fields of team +0xac.. the simulation takes from it. The stock (team +0xac) is always
// replaced by FUN_004320c0's (level_options.hpp) and the controller scheme (+0xb0) is the
// player's choice, so only the mine stock is a table value.
struct Loadout {
  // team +0xbc: the side's mine stock. designed: 20 mines a side (two full ASV loads; the
  // notes give the field, not its start value).
  int32_t mines = 20;
  friend bool operator==(const Loadout&, const Loadout&) = default;
};
inline constexpr int kLoadoutTeams = 2;
using Loadouts = std::array<Loadout, kLoadoutTeams>;
inline constexpr Loadouts kLoadouts{};

// ---- tunables: single dwords at their documented addresses ----
struct Tunables {
  // 0x4546b0 / 0x4546b4: debris gravity and terminal fall speed. designed: 1/16 px/tick^2 (a
  // piece thrown up at 0.75 px/tick from 10 px lands about 34 ticks later), 4 px/tick.
  core::Fixed debrisGravity = 0x1000;
  core::Fixed debrisMaxFall = -0x40000;
  // 0x44b174: the raised tank shot's pitch (0x38e38f, 40 deg up; the MSV's raised rockets too).
  int32_t cannonRaisedPitch = 0x38e38f;
  // 0x44b178: tank / MSV forced full forward for 15 ticks off the lift.
  int32_t launchForwardTicks = 15;
  friend bool operator==(const Tunables&, const Tunables&) = default;
};
inline constexpr Tunables kTunables{};

// ---- the class descriptors (0x48 bytes; rf-simulation.md §2 "Classes") ----
// The numbers of a descriptor slot; the slots are rf/sim's ObjClass 0..20 (19 = the lift
// down, 20 = the large turret).
inline constexpr int kClassRecords = 21;
inline constexpr uint32_t kClassUselessFlag = 2;  // +0x44 bit 1: FUN_0041e200 moves it to the "useless" list
struct ClassRecord {
  int32_t id = -1;        // +0x00 the spec's class id, -1 = no descriptor in the slot
  std::string_view name;  // +0x04
  int32_t prio = 0;       // +0x30
  uint32_t cflags = 0;    // +0x44
  uint32_t address = 0;   // the descriptor (0 = none)
  friend bool operator==(const ClassRecord& a, const ClassRecord& b) {
    return a.id == b.id && a.name == b.name && a.prio == b.prio && a.cflags == b.cflags &&
           a.address == b.address;
  }
};
using ClassRecords = std::array<ClassRecord, kClassRecords>;
// clang-format off
inline constexpr ClassRecords kClassNumbers{{
    {0, "Missle", 0xc8, 0, 0x450950},
    {1, "Vehicle", 0x64, 0, 0x44b128},
    {2, "Turret Gun", 0x32, 0, 0x44ad40},
    {3, "FWall", 0, kClassUselessFlag, 0x454f48},  // designed: settled pieces are recycled when the pool is full
    {4, "Shadow", 0, 0, 0x454fb8},
    {5, "Storage", 0x6a, 0, 0x443288},
    {6, "Destroyed Vehicle", 0x68, 0, 0x44b0d8},
    {7, "TRACER", 0x100, 0, 0x4509a0},
    {-1, "", 0, 0, 0},                               // 8: no class
    {9, "Drone", 0x6e, 0, 0x455778},
    {10, "Mine", 0x96, 0, 0x455008},
    {11, "Expl", 0xc8, 0, 0x44aa50},
    {12, "Flag", 0xc9, 0, 0x44ae30},
    {13, "Gate", 0x32, 0, 0x44ade0},
    {14, "MAN", 0x7d, 0, 0x43fb10},
    {15, "SUB", 0x7d, 0, 0x43fc10},
    {16, "Death Missle", 0xc8, 0, 0x4509f8},
    {17, "Stay", 0, kClassUselessFlag, 0x455820},   // designed: remains are what the pool recycles first
    {18, "Grenade", 0xc8, 0, 0x450d48},
    {5, "Storage", 0x6a, 0, 0x4432d8},              // 19: the lift down
    {2, "Turret Gun", 0x32, 0, 0x44ad90},           // 20: the large tower
}};
// clang-format on

}  // namespace rf
