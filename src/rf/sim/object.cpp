// SPDX-License-Identifier: GPL-3.0-or-later
// The object pool, its lists, cell chains and the delete queue (rf-simulation.md §2;
// ports of 0x41dff0..0x41ecb0).
#include "rf/sim/object.hpp"

#include <stdexcept>
#include <string>

#include "rf/sim/cell.hpp"
#include "rf/sim/sim.hpp"

namespace rf {
namespace {

ObjList& listOf(Sim& sim, ObjListId id) {
  return sim.lists[static_cast<size_t>(id)];
}

// RemHead/Remove of a MinList node. While ObjUpdateAll walks the active list, an object
// that leaves it while it is the captured next node moves the cursor on first.
void listRemove(Sim& sim, ObjSlot s) {
  Obj& o = sim.objs[s];
  const auto id = static_cast<ObjListId>(o.list);
  if (id == ObjListId::None) return;
  if (sim.updating && sim.updateCursor == s) sim.updateCursor = o.next;
  ObjList& l = listOf(sim, id);
  if (o.prev != kNoObj)
    sim.objs[o.prev].next = o.next;
  else
    l.head = o.next;
  if (o.next != kNoObj)
    sim.objs[o.next].prev = o.prev;
  else
    l.tail = o.prev;
  o.next = kNoObj;
  o.prev = kNoObj;
  o.list = static_cast<uint8_t>(ObjListId::None);
}

void listAddTail(Sim& sim, ObjListId id, ObjSlot s) {
  Obj& o = sim.objs[s];
  ObjList& l = listOf(sim, id);
  o.prev = l.tail;
  o.next = kNoObj;
  if (l.tail != kNoObj)
    sim.objs[l.tail].next = s;
  else
    l.head = s;
  l.tail = s;
  o.list = static_cast<uint8_t>(id);
}

void listAddHead(Sim& sim, ObjListId id, ObjSlot s) {
  Obj& o = sim.objs[s];
  ObjList& l = listOf(sim, id);
  o.next = l.head;
  o.prev = kNoObj;
  if (l.head != kNoObj)
    sim.objs[l.head].prev = s;
  else
    l.tail = s;
  l.head = s;
  o.list = static_cast<uint8_t>(id);
}

// Links the object into `cell`'s chain right after `after` (kNoObj: at the head).
void linkCellAfter(Sim& sim, ObjSlot s, int32_t cell, ObjSlot after) {
  Obj& o = sim.objs[s];
  o.cell = cell;
  o.cellPrev = after;
  if (after == kNoObj) {
    const uint32_t word = sim.cellWord(cell);
    o.cellNext = static_cast<ObjSlot>(cell::chainHead(word));
    sim.setCellChain(cell, s);
  } else {
    o.cellNext = sim.objs[after].cellNext;
    sim.objs[after].cellNext = s;
  }
  if (o.cellNext != kNoObj) sim.objs[o.cellNext].cellPrev = s;
}

// Takes the object off the delete queue (it is being destroyed another way).
void unqueueDelete(Sim& sim, ObjSlot s) {
  ObjSlot* link = &sim.deleteHead;
  while (*link != kNoObj) {
    if (*link == s) {
      *link = sim.objs[s].deleteNext;
      break;
    }
    link = &sim.objs[*link].deleteNext;
  }
  sim.objs[s].deleteNext = kNoObj;
  sim.objs[s].flags &= ~kObjDeleteQueued;
}

// Detaches, unlinks and returns a slot to the head of the free list, without hooks.
// designed: the notes say AddHead(free) for destroy; a refused init ("back to the free
// list") goes the same way, so the next ObjCreate takes the same slot again.
void releaseSlot(Sim& sim, ObjSlot s) {
  Obj& o = sim.objs[s];
  if ((o.flags & kObjDeleteQueued) != 0) unqueueDelete(sim, s);
  objSetParent(sim, s, kNoObj);
  while (o.firstChild != kNoObj) objSetParent(sim, o.firstChild, kNoObj);
  objUnlinkCell(sim, s);
  listRemove(sim, s);
  o = Obj{};
  listAddHead(sim, ObjListId::Free, s);
}

// The pool is full: destroys the oldest object of the "useless" list that lets itself be
// destroyed. designed: the head (the oldest, FUN_0041e200 adds at the tail) goes first; a
// veto moves on to the next one.
void recycleUseless(Sim& sim) {
  ObjSlot s = listOf(sim, ObjListId::Useless).head;
  while (s != kNoObj) {
    const ObjSlot next = sim.objs[s].next;
    if (objDestroyNow(sim, s)) return;
    s = next;
  }
}

void callAttach(Sim& sim, ObjSlot self, AttachHook hook, ObjSlot other) {
  const ObjAttachFn fn = sim.desc(sim.objs[self]).attach[static_cast<size_t>(hook)];
  if (fn != nullptr) fn(sim, sim.objs[self], sim.objs[other]);
}

}  // namespace

// FUN_0041dff0
void objInitPool(Sim& sim) {
  sim.objs.fill(Obj{});
  sim.lists.fill(ObjList{});
  for (ObjSlot s = 1; s < kObjSlots; ++s) {
    sim.objs[s].list = static_cast<uint8_t>(ObjListId::None);
    listAddTail(sim, ObjListId::Free, s);
  }
  sim.objs[0].list = static_cast<uint8_t>(ObjListId::None);
  sim.deleteHead = kNoObj;
  sim.updateCursor = kNoObj;
  sim.updating = false;
  for (int y = 0; y < kMapCells; ++y) {
    for (int x = 0; x < kMapCells; ++x) sim.world.setCell(x, y, cell::withChainHead(sim.world.cell(x, y), 0));
  }
  sim.outsideCell = cell::withChainHead(sim.outsideCell, 0);
}

// ObjCreate 0x41e240
ObjSlot objCreate(Sim& sim, ObjClass cls, int32_t team, Fixed x, Fixed y, Fixed z, int32_t arg) {
  const auto index = static_cast<size_t>(cls);
  if (index >= sim.tables->classes.size() || sim.tables->classes[index].id < 0) {
    throw std::invalid_argument("ObjCreate: no class descriptor in slot " + std::to_string(index));
  }
  const ClassDesc& d = sim.tables->classes[index];
  if (d.init == nullptr) {
    throw NotPortedError(std::string("ObjCreate: class ") + std::to_string(d.id) + " \"" + d.name +
                         "\" is not ported yet: it cannot be created");
  }
  if (listOf(sim, ObjListId::Free).head == kNoObj) recycleUseless(sim);
  const ObjSlot s = listOf(sim, ObjListId::Free).head;
  if (s == kNoObj) return kNoObj;
  listRemove(sim, s);
  sim.serial += kObjSerialStep;
  Obj& o = sim.objs[s];
  o = Obj{};
  // designed: the id is the new serial with the slot in bits 0-8 (the first object: 0x201).
  o.id = (sim.serial & ~kObjIdSlotMask) | s;
  // designed: the notes name 0x2000000 "first update"; every new object gets it with alive.
  o.flags = kObjAlive | kObjFirstUpdate;
  o.team = team;
  o.cls = static_cast<uint8_t>(index);
  o.think = d.think;
  o.gfx = d.gfx;
  o.x = x;
  o.y = y;
  o.z = z;
  listAddTail(sim, ObjListId::Active, s);
  const int32_t r = d.init(sim, o, arg);
  if (r == 0) {
    releaseSlot(sim, s);
    return kNoObj;
  }
  if (r > 0 && o.cell == kNoCell) objLinkCell(sim, s);
  return s;
}

// ObjMarkForDelete
void objMarkForDelete(Sim& sim, ObjSlot s) {
  Obj& o = sim.objs[s];
  if (s == kNoObj || !o.alive() || (o.flags & kObjDeleteQueued) != 0) return;
  o.flags |= kObjDeleteQueued;
  o.deleteNext = sim.deleteHead;
  sim.deleteHead = s;
}

void objReapDeleted(Sim& sim) {
  while (sim.deleteHead != kNoObj) {
    const ObjSlot s = sim.deleteHead;
    Obj& o = sim.objs[s];
    sim.deleteHead = o.deleteNext;
    o.deleteNext = kNoObj;
    o.flags &= ~kObjDeleteQueued;
    objDestroyNow(sim, s);
  }
}

// ObjDestroyNow
bool objDestroyNow(Sim& sim, ObjSlot s) {
  if (s == kNoObj) return false;
  Obj& o = sim.objs[s];
  if (!o.alive()) return false;
  const ClassDesc& d = sim.desc(o);
  if (d.destroy != nullptr && d.destroy(sim, o) == 0) return false;  // vetoed
  for (TeamState& t : sim.team) {
    if (t.vehicle == s) {
      t.vehicle = kNoObj;
      t.vehicleId = 0;
    }
  }
  releaseSlot(sim, s);
  return true;
}

// ObjUpdateAll 0x41e970
void objUpdateAll(Sim& sim) {
  objReapDeleted(sim);
  sim.updating = true;
  sim.updateCursor = listOf(sim, ObjListId::Active).head;
  try {
    while (sim.updateCursor != kNoObj) {
      const ObjSlot s = sim.updateCursor;
      sim.updateCursor = sim.objs[s].next;  // captured before the call
      Obj& o = sim.objs[s];
      const ObjUpdateFn update = sim.desc(o).update;
      if (update != nullptr) update(sim, o);
      objReapDeleted(sim);  // skips a reaped captured node (listRemove moves the cursor)
    }
  } catch (...) {
    sim.updating = false;
    sim.updateCursor = kNoObj;
    throw;
  }
  sim.updating = false;
  sim.updateCursor = kNoObj;
}

// ObjSetParent 0x41ec00
void objSetParent(Sim& sim, ObjSlot s, ObjSlot parent) {
  Obj& o = sim.objs[s];
  const ObjSlot old = o.parent;
  if (old != kNoObj) {
    ObjSlot* link = &sim.objs[old].firstChild;
    while (*link != kNoObj && *link != s) link = &sim.objs[*link].nextSibling;
    if (*link == s) *link = o.nextSibling;
    o.parent = kNoObj;
    o.nextSibling = kNoObj;
    callAttach(sim, old, AttachHook::ChildDetached, s);
    callAttach(sim, s, AttachHook::ParentDetached, old);
  }
  if (parent == kNoObj || parent == s) return;
  o.parent = parent;
  o.nextSibling = sim.objs[parent].firstChild;
  sim.objs[parent].firstChild = s;
  callAttach(sim, parent, AttachHook::ChildAttached, s);
  callAttach(sim, s, AttachHook::ParentAttached, parent);
}

// FUN_0041e200
void objMakeUseless(Sim& sim, ObjSlot s) {
  Obj& o = sim.objs[s];
  if (!o.alive() || (sim.desc(o).cflags & kClassUseless) == 0) return;
  listRemove(sim, s);
  o.flags &= ~kObjInactive;
  listAddTail(sim, ObjListId::Useless, s);
}

// FUN_0040b5a0
void objMoveBehind(Sim& sim, ObjSlot s, ObjSlot after) {
  if (s == after || sim.objs[s].list != static_cast<uint8_t>(ObjListId::Active) ||
      sim.objs[after].list != static_cast<uint8_t>(ObjListId::Active))
    return;
  listRemove(sim, s);
  Obj& o = sim.objs[s];
  Obj& a = sim.objs[after];
  ObjList& l = listOf(sim, ObjListId::Active);
  o.prev = after;
  o.next = a.next;
  if (a.next != kNoObj)
    sim.objs[a.next].prev = s;
  else
    l.tail = s;
  a.next = s;
  o.list = static_cast<uint8_t>(ObjListId::Active);
}

void objSetInactive(Sim& sim, ObjSlot s, bool inactive) {
  Obj& o = sim.objs[s];
  const auto from = inactive ? ObjListId::Active : ObjListId::Inactive;
  if (!o.alive() || static_cast<ObjListId>(o.list) != from) return;
  listRemove(sim, s);
  if (inactive) {
    o.flags |= kObjInactive;
    listAddTail(sim, ObjListId::Inactive, s);
  } else {
    o.flags &= ~kObjInactive;
    listAddTail(sim, ObjListId::Active, s);
  }
}

int32_t cellOfPos(Fixed x, Fixed y) {
  constexpr Fixed kWorldSize = kMapCells * cell::kCellSize;  // 0x10000000
  if (x < 0 || y < 0 || x >= kWorldSize || y >= kWorldSize) return kOutsideCell;
  return (y >> 21) * kMapCells + (x >> 21);
}

void objLinkCell(Sim& sim, ObjSlot s) {
  objUnlinkCell(sim, s);
  const Obj& o = sim.objs[s];
  linkCellAfter(sim, s, cellOfPos(o.x, o.y), kNoObj);
}

void objUnlinkCell(Sim& sim, ObjSlot s) {
  Obj& o = sim.objs[s];
  if (o.cell == kNoCell) return;
  if (o.cellPrev != kNoObj)
    sim.objs[o.cellPrev].cellNext = o.cellNext;
  else
    sim.setCellChain(o.cell, o.cellNext);
  if (o.cellNext != kNoObj) sim.objs[o.cellNext].cellPrev = o.cellPrev;
  o.cell = kNoCell;
  o.cellNext = kNoObj;
  o.cellPrev = kNoObj;
}

// ObjMove 0x41e7e0
int objMove(Sim& sim, ObjSlot s, Fixed dx, Fixed dy, Fixed dz) {
  Obj& o = sim.objs[s];
  sim.moveFrom = SavedPos{o.x, o.y, o.z};
  const int32_t oldCell = o.cell;
  const ObjSlot oldPrev = o.cellPrev;
  // 32-bit wrap-around adds, as the original's
  o.x = static_cast<Fixed>(static_cast<uint32_t>(o.x) + static_cast<uint32_t>(dx));
  o.y = static_cast<Fixed>(static_cast<uint32_t>(o.y) + static_cast<uint32_t>(dy));
  o.z = static_cast<Fixed>(static_cast<uint32_t>(o.z) + static_cast<uint32_t>(dz));
  const int32_t newCell = cellOfPos(o.x, o.y);
  // designed: an object kept unlinked (init < 0) stays unlinked when it moves.
  const bool relinked = oldCell != kNoCell && newCell != oldCell;
  if (relinked) {
    objUnlinkCell(sim, s);
    linkCellAfter(sim, s, newCell, kNoObj);
  }
  if (sim.collide(sim, o) == 0) return 0;
  o.x = sim.moveFrom.x;
  o.y = sim.moveFrom.y;
  o.z = sim.moveFrom.z;
  if (relinked) {
    objUnlinkCell(sim, s);
    linkCellAfter(sim, s, oldCell, oldPrev);  // back to its old place in the old chain
  }
  return 1;
}

Obj* objById(Sim& sim, uint32_t id) {
  const ObjSlot s = slotOfId(id);
  if (s == kNoObj) return nullptr;
  Obj& o = sim.objs[s];
  return o.alive() && o.id == id ? &o : nullptr;
}

const Obj* objById(const Sim& sim, uint32_t id) {
  const ObjSlot s = slotOfId(id);
  if (s == kNoObj) return nullptr;
  const Obj& o = sim.objs[s];
  return o.alive() && o.id == id ? &o : nullptr;
}

}  // namespace rf
