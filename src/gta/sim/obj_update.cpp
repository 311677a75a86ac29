// SPDX-License-Identifier: GPL-3.0-or-later
// Obj_UpdateAll 0x44d790 and its four lists (gta-objects.md "Obj_UpdateAll").
#include <algorithm>

#include "gta/sim/angle.hpp"
#include "gta/sim/entities.hpp"
#include "gta/sim/expl.hpp"
#include "gta/sim/game.hpp"
#include "gta/sim/mapq.hpp"
#include "gta/sim/near.hpp"
#include "gta/sim/obj.hpp"

namespace gta {
namespace {

bool isFire(int type) {
  return type == objtype::kFire || type == objtype::kDyingFire || type == objtype::kPedFire;
}

bool pedOnFoot(const Ped& p) {
  return p.health > 0 && p.state != kPedStateInCar;
}

// Peds near (x, y) panic (designed: 40 frames).
void panicPeds(GameState& s, core::Fixed x, core::Fixed y) {
  for (const CollHit& h : nearHits(s.grid, x, y, kMaskPed)) {
    Ped& p = s.entities.peds[size_t(h.id)];
    if (pedOnFoot(p) && pxDistance(x, y, p.sprite.x, p.sprite.y) <= kObjPanicReach) p.panic = 40;
  }
}

void settle(GameState& s, int slot) {
  EntityTables& t = s.entities;
  Obj& o = t.objs[size_t(slot)];
  o.speed = 0;
  o.sprite.z = mapGetGroundZ(s.blocks(), o.sprite.x, o.sprite.y, o.sprite.z - kObjEdgeDrop * core::kOne);
  // quirk: unlinked through prev, which Obj_Kick never set: the head becomes the next object
  objUnlink(t, slot);
  if (o.type >= 0 && o.type < kObjTypes && t.objInfos[size_t(o.type)].status == kObjStatusAnimated9) {
    // designed: a status-9 object goes back to cycling
    o.listPrev = kObjNoLink;
    o.listNext = t.objAnimHead;
    if (t.objAnimHead != kObjNoLink) t.objs[size_t(t.objAnimHead)].listPrev = slot;
    t.objAnimHead = slot;
    o.inList = kObjListAnimated;
  }
  // a ped standing on it is kicked (knocked down)
  for (const CollHit& h : nearHits(s.grid, o.sprite.x, o.sprite.y, kMaskPed)) {
    Ped& p = t.peds[size_t(h.id)];
    if (pedOnFoot(p) && pxDistance(o.sprite.x, o.sprite.y, p.sprite.x, p.sprite.y) <= kObjFireReach)
      p.anim = kPedAnimKnockedDown;
  }
}

void breakInto(GameState& s, int slot) {
  EntityTables& t = s.entities;
  const Obj o = t.objs[size_t(slot)];
  const ObjectInfo info = t.objInfos[size_t(o.type)];
  objDelete(s, slot);
  for (int k = 0; k < info.numInto && k < kObjIntoMax; ++k) {
    const int p = objCreate(s, info.into[size_t(k)], o.sprite.x, o.sprite.y, o.sprite.z, o.sprite.angle);
    if (p < 0) continue;
    const int heading = s.rand.next() & 0x3ff;  // a random direction
    objKick(s, p, kObjBreakKick, heading);
    s.entities.objs[size_t(p)].state = kObjStateSlide;  // landing: 2 when it breaks
  }
}

// Whether a corner of the object's box at (x, y) is over a building.
bool boxOverBuilding(const GameState& s, const ObjectInfo& info, core::Fixed x, core::Fixed y, core::Fixed z,
                     int angle) {
  const CollBox b = collBuildBox(s.blocks(), x, y, z, angle, info.w / 2, info.h / 2);
  const int layer = z >> 22;
  for (size_t k = 0; k < 4; ++k) {
    const uint16_t tm = s.blocks().typeMap(b.x[k] >> 22, b.y[k] >> 22, layer);
    if (((tm >> 4) & 7) == static_cast<int>(BlockType::Building)) return true;
  }
  return false;
}

// One object of the moving list.
void moveOne(GameState& s, int slot) {
  EntityTables& t = s.entities;
  Obj& o = t.objs[size_t(slot)];
  const ObjectInfo& info = t.objInfos[size_t(o.type)];
  if (o.state >= kObjStateSink) {           // sinking
    if (info.status == kObjStatusFloats) {  // floats at 26
      settle(s, slot);
      return;
    }
    o.state = static_cast<int16_t>(objNextState(o.state));
    if (o.state >= kObjStateLast) objDelete(s, slot);
    return;
  }
  const int speed = o.speed > kObjMaxSpeed ? kObjMaxSpeed : o.speed;
  const bool inAir = o.state >= kObjStateAir && o.state < kObjStateAir + 6;
  const core::Fixed nx = o.sprite.x + angleSin(o.heading) * speed;
  const core::Fixed ny = o.sprite.y - angleCos(o.heading) * speed;
  if (!inWorld(nx, ny)) {  // designed: off the map it goes
    objDelete(s, slot);
    return;
  }
  if (boxOverBuilding(s, info, nx, ny, o.sprite.z, o.sprite.angle)) {
    o.state = kObjStateBounce;
    o.speed = 0;
  } else {
    o.sprite.x = nx;
    o.sprite.y = ny;
    objGridMove(s, slot);
    // quirk: Map_SlopeDelta gets the block kind (0..7), not the type map: never a slope
    const uint16_t tm = s.blocks().typeMap(nx >> 22, ny >> 22, o.sprite.z >> 22);
    o.speed = static_cast<int16_t>(o.speed + mapSlopeDelta(static_cast<uint16_t>((tm >> 4) & 7)));
  }
  o.sprite.angle = static_cast<int16_t>((o.sprite.angle + (inAir ? kObjSpinAir : kObjSpin)) & 0x3ff);
  o.state = static_cast<int16_t>(objNextState(o.state));
  // tumbling ones knock peds down
  if (o.state >= kObjStateTumble && o.state <= 25) {
    for (const CollHit& h : nearHits(s.grid, o.sprite.x, o.sprite.y, kMaskPed)) {
      Ped& p = t.peds[size_t(h.id)];
      if (pedOnFoot(p) && pxDistance(o.sprite.x, o.sprite.y, p.sprite.x, p.sprite.y) <= kObjPedReach)
        p.anim = kPedAnimKnockedDown;
    }
  }
  // over an edge: falls 5 pixels a frame; landing
  const core::Fixed ground = mapGetGroundZ(s.blocks(), o.sprite.x, o.sprite.y, o.sprite.z);
  if (ground > o.sprite.z + kObjEdgeDrop * core::kOne || o.life > 0) {
    o.life = 1;  // falling
    panicPeds(s, o.sprite.x, o.sprite.y);
    o.sprite.z += kObjFallSpeed * core::kOne;
    if (o.sprite.z < ground) return;
    o.sprite.z = ground;
    o.life = 0;
    const uint16_t tm = s.blocks().typeMap(o.sprite.x >> 22, o.sprite.y >> 22, ground >> 22);
    if (((tm >> 4) & 7) == static_cast<int>(BlockType::Water)) {
      o.state = kObjStateSink;
      return;
    }
    if (info.numInto > 0) {
      breakInto(s, slot);
      return;
    }
    if (info.status == kObjStatusTurnsOnLanding) {
      // quirk: the heading turns without wrapping (port deviation: the sine wraps it)
      o.heading = static_cast<int16_t>(o.heading + 0x200);
    }
    o.state = kObjStateBounce;
    return;
  }
  o.speed = static_cast<int16_t>(o.speed - kObjSpeedDrop);
  if (o.speed <= 0) settle(s, slot);
}

// One status-7 timer.
void timerOne(GameState& s, int slot) {
  Obj& o = s.entities.objs[size_t(slot)];
  const ObjectInfo& info = s.entities.objInfos[size_t(o.type)];
  if (++o.frameTimer < info.hCount()) return;
  o.frameTimer = 0;
  ++o.u10;
  o.state = static_cast<int16_t>(1 + o.u10);
  objUpdateSprite(s, o);
  if (o.u10 < info.depthCount()) return;
  const core::Fixed x = o.sprite.x, y = o.sprite.y, z = o.sprite.z - core::kOne;  // a pixel up
  const int by = o.u1e;  // blamed on its ped's player
  objDelete(s, slot);
  explCreate(s, x, y, z, by);
}

// A fire follows its owner (0 object, 1 car, else ped); false when it was put out.
bool fireFollow(GameState& s, Obj& o, int slot) {
  EntityTables& t = s.entities;
  const Sprite* owner = nullptr;
  if (o.attachKind == 0) {
    if (o.owner < kObjSlots) owner = &t.objs[size_t(o.owner)].sprite;
  } else if (o.attachKind == 1) {
    if (o.owner < kCarSlots) {
      owner = &t.cars[size_t(o.owner)].sprite;
      // a car parked at the map's corner (removed) puts it out
      if (owner->x < kBlockSize && owner->y < kBlockSize) {
        objDelete(s, slot);
        return false;
      }
    }
  } else if (o.owner < kPedSlots) {
    owner = &t.peds[size_t(o.owner)].sprite;
  }
  if (owner == nullptr) return true;
  o.sprite.x = owner->x;
  o.sprite.y = owner->y;
  o.sprite.z = owner->z;
  objGridMove(s, slot);
  return true;
}

// A loose fire: peds walking into it catch fire, cars on it take 5 damage.
void looseFire(GameState& s, const Obj& o) {
  EntityTables& t = s.entities;
  for (const CollHit& h : nearHits(s.grid, o.sprite.x, o.sprite.y, kMaskPed | kMaskCar)) {
    if (h.kind == static_cast<int>(CollKind::Ped)) {
      Ped& p = t.peds[size_t(h.id)];
      if (!pedOnFoot(p) || p.fireObj >= 0) continue;
      if (pxDistance(o.sprite.x, o.sprite.y, p.sprite.x, p.sprite.y) > kObjFireReach) continue;
      p.fireObj = static_cast<int16_t>(
          objCreateAnimated(s, objtype::kPedFire, p.sprite.x, p.sprite.y, p.sprite.z, h.id, 4));
      p.health = static_cast<int16_t>(p.health - kObjPedFireHealth);
      gameEmit(s, EventId::Sound, SoundSample{kExplPedFireSample});
    } else {
      Car& c = t.cars[size_t(h.id)];
      if (c.status == kCarFree) continue;
      // designed: "on them" = the fire within half a block of the car's centre
      if (pxDistance(o.sprite.x, o.sprite.y, c.sprite.x, c.sprite.y) > 32) continue;
      c.damage = static_cast<int16_t>(std::min<int>(kCarWrecked, c.damage + kObjCarFireDamage));
    }
  }
}

// The animated object's cycles are done: it goes (a fire 0x12 leaving a dying 0x13).
void animDone(GameState& s, int slot) {
  EntityTables& t = s.entities;
  Obj& o = t.objs[size_t(slot)];
  const ObjectInfo& info = t.objInfos[size_t(o.type)];
  if (o.type == objtype::kFire) {
    if (o.attachKind == 1 && o.owner >= 0 && o.owner < kCarSlots) ++t.cars[size_t(o.owner)].burning;
    const Obj copy = o;
    if (info.aux == 1) objDelete(s, slot);
    const int d = objCreateAnimated(s, objtype::kDyingFire, copy.sprite.x, copy.sprite.y, copy.sprite.z,
                                    copy.owner, copy.attachKind);
    (void)d;
    if (info.aux == 1) return;
  } else if (info.aux == 1) {
    objDelete(s, slot);
    return;
  }
  // designed: with aux != 1 the object stays listed, frozen on its last frame
  o.u12 = 1;
}

void animOne(GameState& s, int slot) {
  EntityTables& t = s.entities;
  Obj& o = t.objs[size_t(slot)];
  const ObjectInfo& info = t.objInfos[size_t(o.type)];
  if (isFire(o.type)) {
    panicPeds(s, o.sprite.x, o.sprite.y);
    if (o.state == 1 && o.frameTimer == 0) {
      objCreate(s, objtype::kSmoke, o.sprite.x, o.sprite.y, o.sprite.z - 8 * core::kOne, 0);
    }
    if (o.owner >= 0) {
      if (!fireFollow(s, o, slot)) return;
    } else {
      looseFire(s, o);
    }
  } else if (o.type == objtype::kSmoke || o.type == objtype::kBlastSmoke) {
    o.sprite.z -= core::kOne;   // rises a pixel a frame
    o.sprite.x += core::kHalf;  // designed: drifts half a pixel to +x and to -y
    o.sprite.y -= core::kHalf;
    if (!inWorld(o.sprite.x, o.sprite.y)) {
      objDelete(s, slot);
      return;
    }
    objGridMove(s, slot);
  } else if (o.type == objtype::kPedMarker40 || o.type == objtype::kPedMarker4d) {
    const bool pedDead = o.param < 0 || o.param >= kPedSlots || t.peds[size_t(o.param)].health <= 0;
    if (pedDead && ++o.life >= kObjMarkerAfterDeath) {
      objDelete(s, slot);
      return;
    }
  }
  if (info.status == kObjStatusAnimated9) {  // cycles 1..aux, a frame every 3
    if (++o.frameTimer >= 3) {
      o.frameTimer = 0;
      o.state = static_cast<int16_t>(info.aux > 0 ? o.state % info.aux + 1 : 1);
    }
    objUpdateSprite(s, o);
    return;
  }
  if (o.u12 != 0 && o.type != objtype::kFire) {
    return;  // frozen (designed, see animDone)
  }
  if (++o.frameTimer < std::max(1, info.hCount())) return;
  o.frameTimer = 0;
  const int16_t before = o.state;
  o.state = static_cast<int16_t>(o.state + 1);
  if (o.state > info.wCount()) {
    o.state = 1;
    if (info.depthCount() > 0 && o.u12 == 0 && ++o.u10 >= info.depthCount()) {
      animDone(s, slot);
      return;
    }
  }
  // 0x3f spawns a 0x40 on its first frame in state 5
  if (o.type == objtype::kSpawner3f && o.state == 5 && before != 5) {
    const int m = objCreate(s, objtype::kPedMarker40, o.sprite.x, o.sprite.y, o.sprite.z, 0);
    if (m >= 0) t.objs[size_t(m)].param = o.param;
  }
  objUpdateSprite(s, o);
}

void attachedOne(GameState& s, int slot) {
  EntityTables& t = s.entities;
  Obj& o = t.objs[size_t(slot)];
  const Sprite* owner = nullptr;
  core::Fixed dz = 0;
  if (o.attachKind == 1 || o.attachKind == 5) {
    if (o.owner >= 0 && o.owner < kCarSlots) owner = &t.cars[size_t(o.owner)].sprite;
    dz = 2 * core::kOne;  // 2 pixels under
  } else if (o.attachKind == 4) {
    if (o.owner >= 0 && o.owner < kPedSlots) owner = &t.peds[size_t(o.owner)].sprite;
    dz = -core::kOne;  // 1 over
  } else if (o.attachKind == 0) {
    if (o.owner >= 0 && o.owner < kObjSlots) owner = &t.objs[size_t(o.owner)].sprite;
  }
  // designed: carriages (2 / 3) are not ported: the object stays where it is
  if (owner != nullptr) {
    const int a = owner->angle;
    const core::Fixed fx = angleSin(a), fy = -angleCos(a);  // forward
    const core::Fixed sx = angleCos(a), sy = angleSin(a);   // right
    o.sprite.x = owner->x + fx * o.offFwd + sx * o.offSide;
    o.sprite.y = owner->y + fy * o.offFwd + sy * o.offSide;
    o.sprite.z = owner->z + dz;
    if (o.attachKind == 5) o.sprite.angle = owner->angle;
    if (inWorld(o.sprite.x, o.sprite.y)) objGridMove(s, slot);
  }
  if (o.type == objtype::kCarLight) {
    o.state = static_cast<int16_t>(o.state % 11 + 1);
  } else if (o.type == objtype::kJet || o.type == objtype::kJetEnd) {
    o.state = static_cast<int16_t>(o.state % 8 + 1);
  }
  objUpdateSprite(s, o);
}

template <class Fn>
void walk(GameState& s, int32_t head, Fn fn) {
  for (int32_t i = head; i != kObjNoLink;) {
    const int32_t next = s.entities.objs[size_t(i)].listNext;
    fn(s, i);
    i = next;
  }
}

}  // namespace

// Obj_UpdateAll 0x44d790
void objUpdateAll(GameState& s) {
  walk(s, s.entities.objMovingHead, [](GameState& g, int i) {
    moveOne(g, i);
    if (!g.entities.objs[size_t(i)].free()) objUpdateSprite(g, g.entities.objs[size_t(i)]);
  });
  walk(s, s.entities.objListedHead, timerOne);
  walk(s, s.entities.objAnimHead, animOne);
  walk(s, s.entities.objAttachedHead, attachedOne);
  // Proj_UpdateAll: projectiles are not ported
}

}  // namespace gta
