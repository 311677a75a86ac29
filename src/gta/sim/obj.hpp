// The object table (gta-game-core.md "Entity tables"): 3500 records of 0x88 bytes at
// 0x6b40d0 (sprite +0x2c, list links +0x24 / +0x28), Obj_InitFromMap 0x44c620 and
// Obj_CreateStatic.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/data/cmp.hpp"
#include "gta/data/object_infos.hpp"
#include "gta/sim/sprite.hpp"

namespace gta {

struct EntityTables;
class CollGrid;
class MapBlocks;

inline constexpr int kObjSlots = 3500;
inline constexpr int32_t kObjNoLink = -1;
inline constexpr uint8_t kObjStateStart1 = 7;  // the state a status-1 object starts in

// Object record, 0x88 bytes. Links and sprite are the spec's offsets; designed: the other
// named fields sit in the first bytes.
struct Obj {
  int16_t type = -1;                   // +0x00 designed: -1 = cleared slot
  uint8_t status = 0;                  // +0x02 designed: the type's object_info status
  uint8_t state = 0;                   // +0x03 designed
  std::array<uint8_t, 0x20> unk_04{};  // +0x04
  int32_t listNext = kObjNoLink;       // +0x24 a pointer in the original; the slot here
  int32_t listPrev = kObjNoLink;       // +0x28
  Sprite sprite;                       // +0x2c .. +0x88

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(Obj, type),   CORE_FIELD(Obj, status),   CORE_FIELD(Obj, state),
                      CORE_FIELD(Obj, unk_04), CORE_FIELD(Obj, listNext), CORE_FIELD(Obj, listPrev),
                      CORE_FIELD(Obj, sprite)};
  }
  friend bool operator==(const Obj& lhs, const Obj& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<Obj>());
static_assert(core::isDense<Obj>());
static_assert(sizeof(Obj) == 0x88);
static_assert(offsetof(Obj, listNext) == 0x24 && offsetof(Obj, listPrev) == 0x28 &&
              offsetof(Obj, sprite) == 0x2c);

// objInfoStatus and objDepthBase (the designed object_info rows): gta/data/object_infos.hpp.
// Types that never enter the collision grid: 0x10, 0x41, 0x42, 0x47-0x49.
bool objTypeOutsideGrid(int type);

// Obj_CreateStatic: the next object slot gets `type` at (x, y, z) (16.16 pixels): types
// 0x1a-0x1c half a block lower, invisible types (status 3) only a position, status 1
// starts in state 7, animated (status 5, 9) and status-7 objects are linked into their
// lists, all but objTypeOutsideGrid types go into the grid, and the depth key is the type's
// base, one layer (0x400000) more over a slope (type 0x57: 0x450000). Returns the slot, or -1 when the table
// is full.
int objCreateStatic(EntityTables& t, CollGrid& grid, const MapBlocks& map, int type, core::Fixed x,
                    core::Fixed y, core::Fixed z, int16_t rotation);

// Obj_InitFromMap 0x44c620: the CMP object positions in order (type 2 outside style 1
// becomes two objects, 3 then 2), parked cars (remap >= 0x80) through carCreate (every
// other standard car gets its alarm, siren state 99), the rest of the table cleared.
// PowerUp_InitAll (called at its end in the original) is not ported here.
struct ObjInitResult {
  int objects = 0;     // object slots filled
  int parkedCars = 0;  // cars created
};
ObjInitResult objInitFromMap(EntityTables& t, CollGrid& grid, const MapBlocks& map,
                             std::span<const CmpObjectPos> positions, uint8_t style);

}  // namespace gta
