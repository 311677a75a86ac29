// SPDX-License-Identifier: GPL-3.0-or-later
// The class descriptor table (rf-simulation.md §2 "Classes") and the timer / callback
// function tables: constant behaviour, indexed by ObjClass / function id.
#pragma once

#include <optional>
#include <string_view>

#include "rf/sim/object_state.hpp"
#include "rf/sim/sim.hpp"

namespace rf {

// The game's tables (constant, built at compile time in classes.cpp): the 19 class ids
// 0..18 (8 unused) with their names and priorities, the lift-down and large-turret
// descriptors in slots 19 / 20, one row per slot with the descriptor's address; the timer
// functions by TimerId. Every class of the game has its init; a slot without one (the unused
// 8, 21..31) makes ObjCreate throw NotPortedError.
// They read the designed table set (SimTables::data nullptr).
const SimTables& defaultSimTables();

// The tables of a game on `data` (made once per set, kept with it: the set's class numbers
// and explosion descriptors, SimTables::data = &data); defaultSimTables() for the designed set.
const SimTables& simTablesOf(const DataTables& data);

// The descriptor slot of a class name: the spec's name in any case, with '_' or '-' for
// spaces ("turret_gun", "Death-Missle", "stay"); nullopt when no descriptor has the name.
// The first slot with the name wins (Storage: the lift up, Turret Gun: the normal tower).
std::optional<ObjClass> classByName(const SimTables& tables, std::string_view name);

}  // namespace rf
