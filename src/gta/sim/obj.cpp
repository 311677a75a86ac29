// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/obj.hpp"

#include "core/trig.hpp"
#include "gta/sim/coll.hpp"
#include "gta/sim/entities.hpp"
#include "gta/sim/expl.hpp"
#include "gta/sim/game.hpp"
#include "gta/sim/mapq.hpp"
#include "gta/sim/near.hpp"

namespace gta {

namespace {
constexpr int kTypeHalfLowerFirst = 0x1a;
constexpr int kTypeHalfLowerLast = 0x1c;
constexpr int kTypeSplit = 2;  // outside style 1: two objects, 3 then 2
constexpr int kTypeSplitFirst = 3;
constexpr int kObjKind = static_cast<int>(CollKind::Object);

void linkInto(EntityTables& t, int32_t& head, int slot, int32_t list) {
  Obj& o = t.objs[size_t(slot)];
  o.listPrev = kObjNoLink;
  o.listNext = head;
  o.inList = list;
  if (head != kObjNoLink) t.objs[size_t(head)].listPrev = slot;
  head = slot;
}

int32_t* headOf(EntityTables& t, int32_t list) {
  switch (list) {
    case kObjListAnimated:
      return &t.objAnimHead;
    case kObjListMoving:
      return &t.objMovingHead;
    case kObjListTimers:
      return &t.objListedHead;
    case kObjListAttached:
      return &t.objAttachedHead;
    default:
      return nullptr;
  }
}

bool isAnimatedStatus(int status) {
  return status == kObjStatusAnimated5 || status == kObjStatusAnimated9;
}

}  // namespace

// Unlinks through prev (the moving list's prev is never set: see objKick's quirk).
void objUnlink(EntityTables& t, int slot) {
  Obj& o = t.objs[size_t(slot)];
  int32_t* head = headOf(t, o.inList);
  if (head != nullptr) {
    if (o.listPrev == kObjNoLink) {
      *head = o.listNext;
    } else {
      t.objs[size_t(o.listPrev)].listNext = o.listNext;
    }
    if (o.listNext != kObjNoLink) t.objs[size_t(o.listNext)].listPrev = o.listPrev;
  }
  o.inList = kObjListNone;
  o.listNext = kObjNoLink;
  o.listPrev = kObjNoLink;
}

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
  o.id = static_cast<int16_t>(slot);
  o.type = static_cast<int16_t>(type);
  const uint8_t status = objInfoStatus(type);
  if (type >= 0 && type < kObjTypes) o.weight = t.objInfos[size_t(type)].weight;
  if (type >= kTypeHalfLowerFirst && type <= kTypeHalfLowerLast) z += kHalfBlock;  // z grows down
  o.sprite.x = x;
  o.sprite.y = y;
  o.sprite.z = z;
  if (status == kObjStatusInvisible) return slot;  // only a position
  o.sprite.angle = rotation;
  o.state = status == kObjStatusStartsState7 ? kObjStateStart1 : kObjStateRest;
  if (isAnimatedStatus(status)) {
    linkInto(t, t.objAnimHead, slot, kObjListAnimated);
  } else if (status == kObjStatusListed) {
    linkInto(t, t.objListedHead, slot, kObjListTimers);
  }
  if (type >= 0 && type < kObjTypes && t.objInfos[size_t(type)].numInto > 0) ++t.smashable;
  if (!objTypeOutsideGrid(type)) grid.insert(kObjKind, slot, slot, x, y, o.sprite);
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
  t.objMovingHead = kObjNoLink;
  t.objAttachedHead = kObjNoLink;
  t.smashable = 0;
  t.objInfos = kObjectInfos;  // Obj_LoadInfos 0x44ed60 ran with the style load
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

// ---- the object module ----

int objNextState(int state) {
  if (state >= 2 && state <= 5) return state + 1;  // slide
  if (state == 6) return kObjStateSlide;
  if (state >= kObjStateTumble && state < 25) return state + 1;  // tumble, air, tumble
  if (state == 25) return kObjStateSlide;
  if (state >= kObjStateSink && state < kObjStateLast) return state + 1;  // sink
  return state;                                                           // 0, 1, 7 (bounce), 31
}

// Obj_UpdateSprite 0x44c3a0
int objFrameOfState(int sprNum, int state) {
  if (state >= 1 && state <= 8) return sprNum + state - 1;
  if (state >= 9 && state <= 26) return sprNum + 1 + (state - 9) % 6;
  if (state >= 27 && state <= 31) return sprNum + 8 + (state - 27);
  return sprNum;
}

void objUpdateSprite(GameState& s, Obj& o) {
  if (o.type < 0 || o.type >= kObjTypes) return;
  o.sprite.frame = static_cast<int16_t>(objFrameOfState(s.entities.objInfos[size_t(o.type)].sprNum, o.state));
}

void objGridMove(GameState& s, int slot) {
  Obj& o = s.entities.objs[size_t(slot)];
  const int32_t n = s.grid.nodeOf(kObjKind, slot);
  if (n == kCollNoNode || s.grid.node(n).inUse == 0) return;
  if ((o.sprite.x >> kCollCellShift) == (o.sprite.collX >> kCollCellShift) &&
      (o.sprite.y >> kCollCellShift) == (o.sprite.collY >> kCollCellShift)) {
    o.sprite.collX = o.sprite.x;
    o.sprite.collY = o.sprite.y;
    return;
  }
  s.grid.remove(kObjKind, slot, o.sprite);
  s.grid.insert(kObjKind, slot, slot, o.sprite.x, o.sprite.y, o.sprite);
}

// Obj_Create (0x44c2d0-0x44ee4f)
int objCreate(GameState& s, int type, core::Fixed x, core::Fixed y, core::Fixed z, int angle) {
  EntityTables& t = s.entities;
  if (type < 0 || type >= kObjTypes || !inWorld(x, y)) return -1;
  int slot = -1;
  for (int i = t.objCount; i < kObjSlots; ++i) {  // designed: past the level's objects
    if (t.objs[size_t(i)].free()) {
      slot = i;
      break;
    }
  }
  if (slot < 0) return -1;
  ObjectInfo& info = t.objInfos[size_t(type)];
  // quirk (gta-game-core.md): 0x40 / 0x4d turn their shared record animated for good
  if (type == objtype::kPedMarker40 || type == objtype::kPedMarker4d) info.status = kObjStatusAnimated5;
  Obj& o = t.objs[size_t(slot)];
  o = Obj{};
  o.id = static_cast<int16_t>(slot);
  o.type = static_cast<int16_t>(type);
  o.weight = info.weight;
  o.sprite.x = x;
  o.sprite.y = y;
  o.sprite.z = z;
  o.sprite.angle = static_cast<int16_t>(angle & 0x3ff);
  o.sprite.depthKey = objDepthBase(type);
  o.state = info.status == kObjStatusStartsState7 ? kObjStateStart1 : kObjStateRest;
  if (type == objtype::kFire && info.wCount() > 0) {
    o.state = static_cast<int16_t>(1 + s.rand.next() % info.wCount());  // designed: a random first frame
  }
  if (isAnimatedStatus(info.status)) {
    linkInto(t, t.objAnimHead, slot, kObjListAnimated);
  } else if (info.status == kObjStatusListed) {
    linkInto(t, t.objListedHead, slot, kObjListTimers);
  }
  if (info.numInto > 0) ++t.smashable;
  if (!objTypeOutsideGrid(type)) s.grid.insert(kObjKind, slot, slot, x, y, o.sprite);
  objUpdateSprite(s, o);
  return slot;
}

namespace {
// designed: the blended types (drawn with additive blending): the lights.
bool isBlendedType(int v) {
  return v == objtype::kJet || v == objtype::kJetEnd || v == objtype::kCarLight;
}
}  // namespace

// Obj_CreateAttached (0x44c2d0-0x44ee4f)
int objCreateAttached(GameState& s, int type, int owner, int attachKind, int offFwd, int offSide) {
  EntityTables& t = s.entities;
  core::Fixed x = 0, y = 0, z = 0;
  if (attachKind == 1 || attachKind == 5) {
    if (owner < 0 || owner >= kCarSlots) return -1;
    const Sprite& c = t.cars[size_t(owner)].sprite;
    x = c.x, y = c.y, z = c.z;
  } else if (attachKind == 4) {
    if (owner < 0 || owner >= kPedSlots) return -1;
    const Sprite& p = t.peds[size_t(owner)].sprite;
    x = p.x, y = p.y, z = p.z;
  } else {
    if (owner < 0 || owner >= kObjSlots) return -1;
    const Sprite& p = t.objs[size_t(owner)].sprite;
    x = p.x, y = p.y, z = p.z;
  }
  const int slot = objCreate(s, type, x, y, z, 0);
  if (slot < 0) return -1;
  Obj& o = t.objs[size_t(slot)];
  if (o.inList != kObjListNone) objUnlink(t, slot);
  o.owner = static_cast<int16_t>(owner);
  o.attachKind = static_cast<int16_t>(attachKind);
  o.offFwd = static_cast<int16_t>(offFwd);
  o.offSide = static_cast<int16_t>(offSide);
  // quirk: the attach kind, not the type, is tested against the blended types
  o.sprite.unk_13 = isBlendedType(attachKind) ? 1 : 0;
  linkInto(t, t.objAttachedHead, slot, kObjListAttached);
  return slot;
}

// Obj_CreateAnimated (0x44c2d0-0x44ee4f)
int objCreateAnimated(GameState& s, int type, core::Fixed x, core::Fixed y, core::Fixed z, int owner,
                      int lastArg) {
  // quirk: the sprite is initialised with the owner as its angle, then 0
  const int slot = objCreate(s, type, x, y, z, owner);
  if (slot < 0) return -1;
  Obj& o = s.entities.objs[size_t(slot)];
  o.sprite.angle = 0;
  o.owner = static_cast<int16_t>(owner);
  o.attachKind = static_cast<int16_t>(lastArg);  // quirk: a heading passed here becomes the kind
  if (o.inList != kObjListAnimated) {
    if (o.inList != kObjListNone) objUnlink(s.entities, slot);
    linkInto(s.entities, s.entities.objAnimHead, slot, kObjListAnimated);
  }
  return slot;
}

// Obj_Kick (0x44c2d0-0x44ee4f)
void objKick(GameState& s, int slot, int speed, int heading) {
  EntityTables& t = s.entities;
  if (slot < 0 || slot >= kObjSlots) return;
  Obj& o = t.objs[size_t(slot)];
  if (o.free() || o.type < 0 || o.type >= kObjTypes) return;
  if (o.type == objtype::kBomb) {  // the bomb explodes instead
    const core::Fixed x = o.sprite.x, y = o.sprite.y, z = o.sprite.z;
    const int by = o.u1e;
    objDelete(s, slot);
    explCreate(s, x, y, z, by);
    return;
  }
  if (o.type == objtype::kSignA || o.type == objtype::kSignB) return;  // the signs stay
  const int status = t.objInfos[size_t(o.type)].status;
  if (status != kObjStatusNormal && status != kObjStatusFloats && status != kObjStatusAnimated9) return;
  if (o.weight >= kObjWeightFixed) return;
  // quirk: the angle is compared with itself plus / minus 0x20 (never equal)
  const int a = o.sprite.angle;
  const int plus = a + 0x20;
  const int minus = a - 0x20;
  if (a == plus || a == minus) o.sprite.angle = static_cast<int16_t>((a + 0x40) & 0x3ff);
  const int v = (2 * speed) >> o.weight;
  o.speed = static_cast<int16_t>(v);
  o.heading = static_cast<int16_t>(heading & 0x3ff);
  if (o.inList == kObjListMoving) return;            // designed: already moving: new speed and heading only
  if (o.inList != kObjListNone) objUnlink(t, slot);  // a status-9 object leaves the animated list
  // quirk: pushed onto the moving list without setting prev (its prev stays -1, the old
  // head's prev is not pointed at it)
  o.listNext = t.objMovingHead;
  o.inList = kObjListMoving;
  t.objMovingHead = slot;
  o.state = static_cast<int16_t>(v >= kObjStateTumble ? kObjStateTumble : kObjStateSlide);  // designed
  o.life = 0;
}

// Obj_Delete and its unlinkers
void objDelete(GameState& s, int slot) {
  EntityTables& t = s.entities;
  if (slot < 0 || slot >= kObjSlots) return;
  Obj& o = t.objs[size_t(slot)];
  if (o.inList != kObjListNone) objUnlink(t, slot);
  const int32_t n = s.grid.nodeOf(kObjKind, slot);
  if (n != kCollNoNode && s.grid.node(n).inUse != 0) s.grid.remove(kObjKind, slot, o.sprite);
  if (o.type >= 0 && o.type < kObjTypes && t.objInfos[size_t(o.type)].numInto > 0) --t.smashable;
  o.state = 0;
  o.speed = 0;
}

// Obj_DeleteByOwner
void objDeleteByOwner(GameState& s, int owner) {
  for (int i = 0; i < kObjSlots; ++i) {
    // quirk: free slots are not skipped: a stale owner matches again
    if (s.entities.objs[size_t(i)].owner == owner) objDelete(s, i);
  }
}

// Obj_ListRotate
void objListRotate(EntityTables& t, int32_t& head) {
  if (head == kObjNoLink) return;
  Obj& first = t.objs[size_t(head)];
  const int32_t second = first.listNext;
  if (second == kObjNoLink) return;
  Obj& sec = t.objs[size_t(second)];
  first.listNext = sec.listNext;
  if (sec.listNext != kObjNoLink) t.objs[size_t(sec.listNext)].listPrev = head;
  first.listPrev = second;
  sec.listPrev = kObjNoLink;
  sec.listNext = head;
  head = second;
}

// Obj_OnCarWrecked
void objOnCarWrecked(GameState& s, int car) {
  EntityTables& t = s.entities;
  for (int32_t i = t.objAttachedHead; i != kObjNoLink;) {
    const Obj& o = t.objs[size_t(i)];
    const int32_t next = o.listNext;
    if ((o.attachKind == 1 || o.attachKind == 5) && o.owner == car && o.type == objtype::kCarLight)
      objDelete(s, i);
    i = next;
  }
}

// Obj_IsOnScreen
bool objIsOnScreen(const GameState& s, int slot, int player) {
  if (slot < 0 || slot >= kObjSlots || player < 0 || player >= kPlayerRecords) return false;
  const Obj& o = s.entities.objs[size_t(slot)];
  const auto& r = s.entities.players[size_t(player)].viewRect;
  const int x = o.sprite.x >> 16;
  const int y = o.sprite.y >> 16;
  return x >= r[0] && x < r[2] && y >= r[1] && y < r[3];
}

// Map_SlopeDelta (as the moving objects use it)
int mapSlopeDelta(uint16_t typeMap) {
  const int slope = (typeMap >> 8) & 0x3f;
  if (slope == 0) return 0;
  // designed: a two-block slope adds 2 pixels a frame, an eight-block one 1, a 45 degree one 3
  if (isTwoBlockSlope(slope)) return 2;
  if (isEightBlockSlope(slope)) return 1;
  return isOneBlockSlope(slope) ? 3 : 0;
}

}  // namespace gta
