#include "gta/sim/obj.hpp"

#include "gta/sim/coll.hpp"
#include "gta/sim/entities.hpp"
#include "gta/sim/mapq.hpp"

namespace gta {

namespace {
constexpr int kTypeHalfLowerFirst = 0x1a;
constexpr int kTypeHalfLowerLast = 0x1c;
constexpr int kTypeSplit = 2;  // outside style 1: two objects, 3 then 2
constexpr int kTypeSplitFirst = 3;

void linkInto(EntityTables& t, int32_t& head, int slot) {
  Obj& o = t.objs[size_t(slot)];
  o.listPrev = kObjNoLink;
  o.listNext = head;
  if (head != kObjNoLink) t.objs[size_t(head)].listPrev = slot;
  head = slot;
}
}  // namespace

bool objTypeOutsideGrid(int type) {
  return type == 0x10 || type == 0x41 || type == 0x42 || (type >= 0x47 && type <= 0x49);
}

// Obj_CreateStatic
int objCreateStatic(EntityTables& t, CollGrid& grid, const MapBlocks& map, int type, core::Fixed x,
                    core::Fixed y, core::Fixed z, int16_t rotation) {
  if (t.objCount >= kObjSlots) return -1;
  const int slot = t.objCount++;
  Obj& o = t.objs[size_t(slot)];
  o = Obj{};
  o.type = static_cast<int16_t>(type);
  o.status = objInfoStatus(type);
  if (type >= kTypeHalfLowerFirst && type <= kTypeHalfLowerLast) z += kHalfBlock;  // z grows down
  o.sprite.x = x;
  o.sprite.y = y;
  o.sprite.z = z;
  if (o.status == kObjStatusInvisible) return slot;  // only a position
  o.sprite.angle = rotation;
  if (o.status == kObjStatusStartsState7) o.state = kObjStateStart1;
  if (o.status == kObjStatusAnimated5 || o.status == kObjStatusAnimated9) {
    linkInto(t, t.objAnimHead, slot);
  } else if (o.status == kObjStatusListed) {
    linkInto(t, t.objListedHead, slot);
  }
  if (!objTypeOutsideGrid(type)) {
    grid.insert(static_cast<int>(CollKind::Object), slot, slot, x, y, o.sprite);
  }
  // Over a slope the depth key goes one layer up (+0x400000).
  const uint16_t tm = map.typeMap(x >> 22, y >> 22, z >> 22);
  const int slope = (tm >> 8) & 0x3f;
  o.sprite.depthKey = objDepthBase(type) + (slope != 0 ? kBlockSize : 0);
  return slot;
}

// Obj_InitFromMap 0x44c620
ObjInitResult objInitFromMap(EntityTables& t, CollGrid& grid, const MapBlocks& map,
                             std::span<const CmpObjectPos> positions, uint8_t style) {
  for (Obj& o : t.objs) o = Obj{};  // the table is cleared past the map's objects
  t.objCount = 0;
  t.objAnimHead = kObjNoLink;
  t.objListedHead = kObjNoLink;
  ObjInitResult r;
  bool alarmNext = true;  // designed: the first standard parked car gets the alarm
  for (const CmpObjectPos& p : positions) {
    const core::Fixed x = core::px(p.x);
    const core::Fixed y = core::px(p.y);
    const core::Fixed z = core::px(p.z);
    const auto rot = static_cast<int16_t>(p.rotation);
    if (p.parkedCar()) {
      const auto remap = static_cast<uint8_t>(p.remap - 0x80);
      const int slot = carCreate(t, p.type, x, y, z, rot, remap);
      Car& c = t.cars[size_t(slot)];
      const CarInfo* info = carInfoOfModel(t, p.type);
      if (info != nullptr && info->vtype == kVTypeCar) {  // every other plain car
        if (alarmNext) {
          c.alarm = 1;
          c.sirenState = kSirenParkedAlarm;
        }
        alarmNext = !alarmNext;
      }
      // designed: Car_Init puts the car into the grid (the spec lists the car pool).
      grid.insert(static_cast<int>(CollKind::Car), slot, slot, x, y, c.sprite);
      ++r.parkedCars;
      continue;
    }
    if (p.type == kTypeSplit && style != 1) {
      if (objCreateStatic(t, grid, map, kTypeSplitFirst, x, y, z, rot) >= 0) ++r.objects;
    }
    if (objCreateStatic(t, grid, map, p.type, x, y, z, rot) >= 0) ++r.objects;
  }
  return r;
}

}  // namespace gta
