// SPDX-License-Identifier: GPL-3.0-or-later
// The object pool's functions (rf-simulation.md §2): ObjCreate, ObjUpdateAll, ObjMove ...
// (object.cpp). Objects live in a pool of 512 fixed slots inside rf::Sim and refer to each
// other by slot (0 = none), never by pointer, so the whole state can be copied, compared and
// hashed; the record, its flags, the class ids and the class descriptor are in
// object_state.hpp, the descriptor table in classes.hpp.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

#include "core/fixed.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

// ObjCreate of a slot that has no init (an empty descriptor slot, a test class without one).
class NotPortedError : public std::runtime_error {
 public:
  explicit NotPortedError(const std::string& what) : std::runtime_error(what) {}
};

// ---- the pool (object.cpp; ports of 0x41dff0..0x41ecb0) ----

// FUN_0041dff0: empties every list and the delete queue and links slots 1..511 into the
// free list in order (slot 0 stays unused); every cell chain is cleared.
void objInitPool(Sim& sim);

// ObjCreate 0x41e240: takes the head of the free list (pool full: recycles the oldest
// object of the "useless" list), sets id (slot + serial), flags (alive, first update),
// team, class, think, gfx, shadow, position; AddTail(active); then the class init:
// 0 -> back to the free list (returns kNoObj), > 0 -> linked to its cell, < 0 -> kept
// unlinked. Returns the slot, kNoObj when the pool is full and nothing can be recycled.
// Throws NotPortedError for a slot without an init.
ObjSlot objCreate(Sim& sim, ObjClass cls, int32_t team, Fixed x, Fixed y, Fixed z, int32_t arg);

// The distance of two objects on the ground plane (16.16).
inline Fixed objDist2d(const Obj& a, const Obj& b) {
  return core::Length2d(static_cast<int64_t>(b.x) - a.x, static_cast<int64_t>(b.y) - a.y);
}

// ObjMarkForDelete: pushes the object on the LIFO delete queue (once; flag 0x80).
void objMarkForDelete(Sim& sim, ObjSlot slot);
// Reaps the delete queue now (last queued first).
void objReapDeleted(Sim& sim);
// ObjDestroyNow: class destroy (0 vetoes: returns false, the object stays), detach from
// the parent and the children, unlink from the cell, AddHead(free).
bool objDestroyNow(Sim& sim, ObjSlot slot);

// ObjUpdateAll 0x41e970: reap; for each active object: capture the next node, call the
// class update, reap; continue at the captured node. designed: an object that leaves the
// active list while it is the captured node (deleted, made inactive, made useless) moves
// the cursor on to its successor first, so it is skipped and the walk never leaves the
// active list. Objects created during the walk are added at the tail and updated in the
// same pass.
void objUpdateAll(Sim& sim);

// ObjSetParent 0x41ec00: detaches from the old parent (hooks ChildDetached on it,
// ParentDetached on the object), then attaches to the new one (head of its child list;
// hooks ChildAttached / ParentAttached). parent kNoObj only detaches.
void objSetParent(Sim& sim, ObjSlot slot, ObjSlot parent);

// FUN_0041e200: an object of a class with cflags & 2 moves to the tail of the "useless"
// list (recycled by ObjCreate when the pool is full); other classes are left alone.
void objMakeUseless(Sim& sim, ObjSlot slot);
// FUN_0040b5a0: moves an active object to just behind another active one in the update
// order (the flag taken by a jeep is updated after it). No-op unless both are active.
void objMoveBehind(Sim& sim, ObjSlot slot, ObjSlot after);
// Flag 0x20: moves the object between the active and the inactive list.
void objSetInactive(Sim& sim, ObjSlot slot, bool inactive);

// The cell of a position: y * 128 + x, or kOutsideCell off the map.
int32_t cellOfPos(Fixed x, Fixed y);
// Cell chains (head = slot in cell bits 16-24; the outside pseudo-cell for kOutsideCell).
void objLinkCell(Sim& sim, ObjSlot slot);    // links at the head of the chain of its position
void objUnlinkCell(Sim& sim, ObjSlot slot);  // no-op when not linked

// ObjMove 0x41e7e0: saves the old position (Sim::moveFrom), adds (dx, dy, dz), relinks the
// cell when it changes (the outside cell when off the map), runs the collision test and on
// a hit restores the position and the chain links exactly; returns 1 when blocked.
int objMove(Sim& sim, ObjSlot slot, Fixed dx, Fixed dy, Fixed dz);

// The live object with this id, or null (wrong serial, freed).
Obj* objById(Sim& sim, uint32_t id);
const Obj* objById(const Sim& sim, uint32_t id);

}  // namespace rf
