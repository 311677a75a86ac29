// SPDX-License-Identifier: GPL-3.0-or-later
// The object record, its flags, the class ids and the class descriptor (rf-simulation.md §2)
// as plain state: the pool's functions are in object.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <tuple>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "rf/data/game_tables.hpp"

namespace rf {

struct Sim;

using core::Fixed;

// Pool 0x47261c: 512 x 0x74 bytes, slot 0 unused.
inline constexpr int kObjSlots = 512;
using ObjSlot = uint16_t;  // 0 = none
inline constexpr ObjSlot kNoObj = 0;

// Id (+08): the slot in bits 0-8, the serial (+= 0x200 per ObjCreate) above.
inline constexpr uint32_t kObjIdSlotMask = 0x1ff;
inline constexpr uint32_t kObjSerialStep = 0x200;
constexpr ObjSlot slotOfId(uint32_t id) {
  return static_cast<ObjSlot>(id & kObjIdSlotMask);
}

// Object flags (+0c).
inline constexpr uint32_t kObjInactive = 0x20;          // on the inactive list
inline constexpr uint32_t kObjAlive = 0x40;             // in use
inline constexpr uint32_t kObjDeleteQueued = 0x80;      // on the delete queue
inline constexpr uint32_t kObjNoCollision = 0x100;      // ObjCheckCollision skips it
inline constexpr uint32_t kObjCrushedByLift = 0x200;    // (projectiles: impact)
inline constexpr uint32_t kObjEngineSound = 0x1000000;  // engine sound / wreck out of fuel / man walk-out
inline constexpr uint32_t kObjFirstUpdate = 0x2000000;  // first update (vehicle) / explode (wreck)
inline constexpr uint32_t kObjLastMoveBlocked = 0x4000000;
inline constexpr uint32_t kObj8000000 = 0x8000000;  // heli muzzle side, wreck self-destruct

// Cell (+1c): a cell index 0..16383 (y * 128 + x), the outside pseudo-cell (*0x452d40 =
// 0x46f3c0, the chain of off-map objects) or none (not linked).
inline constexpr int32_t kNoCell = -1;
inline constexpr int32_t kOutsideCell = 128 * 128;

// Class descriptor slots. Indices 0..18 are the spec's class ids (8 unused); two classes
// have a second descriptor (lift down, large turret) with the same class id, kept at 19 and
// 20; 24..31 are free for tests (ClassTable entries a test installs itself).
enum class ObjClass : uint8_t {
  Missle = 0,
  Vehicle = 1,
  TurretGun = 2,  // 0x44ad40 normal tower
  FWall = 3,      // debris
  Shadow = 4,
  Storage = 5,  // lift up 0x443288
  DestroyedVehicle = 6,
  Tracer = 7,
  Drone = 9,
  Mine = 10,
  Expl = 11,
  Flag = 12,
  Gate = 13,
  Man = 14,
  Sub = 15,
  DeathMissle = 16,
  Stay = 17,
  Grenade = 18,
  StorageDown = 19,     // lift down 0x4432d8, class id 5
  TurretGunLarge = 20,  // 0x44ad90, class id 2
  FirstTest = 24,       // 24..31: test classes
};
inline constexpr int kClassSlots = 32;
constexpr int classIndex(ObjClass c) {
  return static_cast<int>(c);
}

// Words +0x58.. of the record: class specific (vehicle: launch counter, heli bob; lift:
// pixel offset, timer, vehicle type; wreck: birth tick, hit points; ...). Each class names
// its own indices. designed: the original has 7 dwords (+0x58..+0x73); 12 here so that
// the explosion, debris and projectile states fit (their words are named in their headers).
inline constexpr int kObjLocalWords = 12;

// One pool slot (0x74 bytes in the original). Slot links are pool slots, 0 = none. The
// members are ordered so that the record has no padding (the hash takes it as one block);
// the comments keep the original offsets.
struct Obj {
  ObjSlot next = kNoObj;         // +00 list node (the list the object is on)
  ObjSlot prev = kNoObj;         // +04
  uint8_t list = 0;              // designed: which ObjListId the node is on (0 free)
  uint8_t cls = 0;               // +14 descriptor slot (ObjClass); the original holds a pointer
  uint16_t think = 0;            // +18 think id: index into the class's think table (0 = none)
  uint32_t id = 0;               // +08 slot + serial
  uint32_t flags = 0;            // +0c
  int32_t team = 0;              // +10 0, 1; 2 neutral
  int32_t cell = kNoCell;        // +1c cell index / kOutsideCell / kNoCell
  ObjSlot cellNext = kNoObj;     // +20 next in the cell chain
  ObjSlot cellPrev = kNoObj;     // +24 prev in the cell chain
  ObjSlot parent = kNoObj;       // +2c
  ObjSlot firstChild = kNoObj;   // +30
  ObjSlot nextSibling = kNoObj;  // +34
  ObjSlot deleteNext = kNoObj;   // +38 delete-queue link (LIFO)
  int32_t gfx = 0;               // +3c graphic descriptor id (0 = none)
  Fixed x = 0;                   // +40 16.16, [0, 0x10000000) on the map
  Fixed y = 0;                   // +44
  Fixed z = 0;                   // +48
  int32_t heading = 0;           // +4c 0..0x3fffff, 0 = north, clockwise
  int32_t unk50 = 0;             // +50 zeroed by ObjCreate
  Fixed speed = 0;               // +54 signed px/tick
  std::array<int32_t, kObjLocalWords> local{};  // +58.. class specific

  bool alive() const { return (flags & kObjAlive) != 0; }
  ObjClass objClass() const { return static_cast<ObjClass>(cls); }
  ObjSlot slot() const { return slotOfId(id); }

  // kFieldTraced: the fields every object has in `rf run --trace` (after id and class).
  static constexpr auto fields() {
    using core::kFieldFixed;
    using core::kFieldTraced;
    return std::tuple{CORE_FIELD(Obj, next),
                      CORE_FIELD(Obj, prev),
                      CORE_FIELD(Obj, list),
                      CORE_FIELD(Obj, cls),
                      CORE_FIELD(Obj, think),
                      CORE_FIELD(Obj, id),
                      CORE_FIELD(Obj, flags),
                      CORE_FIELD(Obj, team, kFieldTraced),
                      CORE_FIELD(Obj, cell),
                      CORE_FIELD(Obj, cellNext),
                      CORE_FIELD(Obj, cellPrev),
                      CORE_FIELD(Obj, parent),
                      CORE_FIELD(Obj, firstChild),
                      CORE_FIELD(Obj, nextSibling),
                      CORE_FIELD(Obj, deleteNext),
                      CORE_FIELD(Obj, gfx),
                      CORE_FIELD(Obj, x, kFieldFixed | kFieldTraced),
                      CORE_FIELD(Obj, y, kFieldFixed | kFieldTraced),
                      CORE_FIELD(Obj, z, kFieldFixed | kFieldTraced),
                      CORE_FIELD(Obj, heading, kFieldTraced),
                      CORE_FIELD(Obj, unk50),
                      CORE_FIELD(Obj, speed, kFieldFixed | kFieldTraced),
                      CORE_FIELD(Obj, local)};
  }
  friend bool operator==(const Obj& lhs, const Obj& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<Obj>());
static_assert(core::isDense<Obj>(), "the pool is hashed as one block");

// Class hooks. Obj& arguments are only valid during the call (never stored).
// init: 0 -> the slot goes back to the free list, > 0 -> linked to its cell, < 0 -> kept
// unlinked. destroy: 0 vetoes the destruction. hitStatic / hitObject: see §4 (hitStatic
// non-zero = block; hitObject: &1 blocks when called as self, == 4 blocks as "other").
using ObjInitFn = int32_t (*)(Sim& sim, Obj& obj, int32_t arg);
using ObjDestroyFn = int32_t (*)(Sim& sim, Obj& obj);
using ObjUpdateFn = void (*)(Sim& sim, Obj& obj);
using ObjThinkFn = int32_t (*)(Sim& sim, Obj& obj);
// attach hooks +0x20..+0x2c: (self, other) — designed names, see ClassDesc::attach.
using ObjAttachFn = void (*)(Sim& sim, Obj& self, Obj& other);
using ObjHitStaticFn = int32_t (*)(Sim& sim, Obj& obj, int32_t cell);
using ObjHitObjectFn = int32_t (*)(Sim& sim, Obj& self, Obj& other);
// damage +0x3c: amount in 16.16; source may be null (static damage, explosions).
using ObjDamageFn = int32_t (*)(Sim& sim, Obj& obj, Fixed amount, Obj* source);

// One named field of an object for traces (`retrosim rf run --trace`).
struct ObjField {
  const char* name = "";
  int32_t value = 0;
  bool fixed = false;  // 16.16 (printed as an exact decimal) or a plain integer
};
inline constexpr int kMaxObjFields = 8;
using ObjFieldsFn = int (*)(const Sim& sim, const Obj& obj, std::span<ObjField, kMaxObjFields> out);
// designed: the sim side of a class's draw function (the original's draw stamps a drawn
// tick, wakes a turret, removes idle debris ...). The view pass (view_pass.hpp) calls it for
// every object linked to a cell of a view's rendered area, once per view and frame. It may
// mark the object for deletion, never destroy it at once.
using ObjDrawnFn = void (*)(Sim& sim, ObjSlot slot);

// Attach hook indices (ClassDesc::attach). designed: the notes give the four hooks at
// +0x20..+0x2c of the descriptor without saying what each is for; read as these four.
enum class AttachHook : uint8_t {
  ChildAttached = 0,   // +20 on the parent: a child was attached (other = child)
  ParentAttached = 1,  // +24 on the child: it got a parent (other = parent)
  ChildDetached = 2,   // +28 on the parent: a child left (other = child)
  ParentDetached = 3,  // +2c on the child: it left its parent (other = parent)
};

// Class flags (+0x44).
inline constexpr uint32_t kClassUseless = kClassUselessFlag;  // FUN_0041e200 moves it to the "useless" list

// Class descriptor (0x48 bytes in the original).
struct ClassDesc {
  int32_t id = -1;                      // +00 the spec's class id (0..18), -1 = empty slot
  const char* name = "";                // +04
  ObjInitFn init = nullptr;             // +08 nullptr (an empty slot): ObjCreate throws NotPortedError
  ObjDestroyFn destroy = nullptr;       // +0c nullptr: never vetoes
  ObjUpdateFn update = nullptr;         // +10
  int32_t gfx = 0;                      // +14 graphic a new object gets
  int32_t unk18 = 0;                    // +18 ?
  uint16_t think = 0;                   // +1c think id a new object gets
  std::array<ObjAttachFn, 4> attach{};  // +20..+2c (AttachHook order)
  int32_t prio = 0;                     // +30
  ObjHitStaticFn hitStatic = nullptr;   // +34 nullptr = block
  ObjHitObjectFn hitObject = nullptr;   // +38
  ObjDamageFn damage = nullptr;         // +3c
  int32_t shadowGfx = 0;                // +40 the shadow graphic a new object gets
  uint32_t cflags = 0;                  // +44
  // designed: think ids index this table (0 = no think); a constant table per class.
  std::span<const ObjThinkFn> thinks{};
  ObjFieldsFn fields = nullptr;  // designed: class fields for traces
  ObjDrawnFn drawn = nullptr;    // designed: the draw's sim side (nullptr: nothing to do)
};

}  // namespace rf
