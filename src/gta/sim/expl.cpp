// SPDX-License-Identifier: GPL-3.0-or-later
// The explosions (gta-objects.md "Explosions", 0x425170-0x426320).
#include "gta/sim/expl.hpp"

#include <algorithm>
#include <string>

#include "gta/sim/angle.hpp"
#include "gta/sim/fire.hpp"
#include "gta/sim/game.hpp"
#include "gta/sim/mapq.hpp"
#include "gta/sim/near.hpp"
#include "gta/sim/obj.hpp"
#include "gta/sim/powerup.hpp"

namespace gta {

namespace {
constexpr std::array<int, 4> kQuarterFrame = {1, 13, 25, 37};
constexpr std::array<int, 4> kQuarterDx = {-16, 16, -16, 16};
constexpr std::array<int, 4> kQuarterDy = {-16, -16, 16, 16};
// designed: a car's half sizes for Expl_CarExplode's box (the car info record is not ported)
constexpr core::Fixed kCarHalfWidth = 8 * core::kOne;
constexpr core::Fixed kCarHalfLength = 16 * core::kOne;
}  // namespace

// Expl_Init (0x425170-0x426320)
void explInit(ExplState& e) {
  for (ExplSlot& x : e.slots) x = ExplSlot{};
  for (ExplDelayed& d : e.delayed) d = ExplDelayed{};
}

// Expl_Create (0x425170-0x426320)
int explCreate(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z, int owner) {
  int g = -1;
  for (int i = 0; i < kExplGroups && g < 0; ++i) {
    bool freeGroup = true;
    for (int k = 0; k < 4; ++k) freeGroup = freeGroup && s.expl.slots[size_t(i + k)].frame == 0;
    if (freeGroup) g = i;
  }
  gameEmit(s, EventId::Sound, SoundSample{kExplSample});
  explDamageArea(s, x, y, z, owner);
  if (g < 0) return -1;
  const int rise = 16 + (s.rand.next() & 15);  // 16..31 pixels above z
  for (int k = 0; k < 4; ++k) {
    ExplSlot& q = s.expl.slots[size_t(g + k)];
    const core::Fixed qx = x + kQuarterDx[size_t(k)] * core::kOne;
    const core::Fixed qy = y + kQuarterDy[size_t(k)] * core::kOne;
    q.sprite.x = qx;
    q.sprite.y = qy;
    if (k == 0) {
      if (inWorld(qx, qy)) q.sprite.z = z - rise * core::kOne;  // outside: z stays what it was
    } else {
      q.sprite.z = s.expl.slots[size_t(g)].sprite.z;  // quirk: copied from the first slot
    }
    q.sprite.depthKey = q.sprite.z - kBlockSize;  // a layer higher
    q.frame = static_cast<int16_t>(kQuarterFrame[size_t(k)]);
    q.sprite.frame = q.frame;
    q.tick = 0;
    q.owner = owner;
  }
  return g;
}

namespace {

// The player whose ped is `ped` (-1: none).
int playerOfPed(const GameState& s, int ped) {
  if (ped < 0) return -1;
  for (int i = 0; i < s.playerCount && i < kPlayerRecords; ++i)
    if (s.entities.players[size_t(i)].ped == ped) return i;
  return -1;
}

int awayQuadrant(core::Fixed dx, core::Fixed dy) {
  // designed: the four diagonals (0x400 per turn, 0 = -y, clockwise)
  if (dx >= 0) return dy < 0 ? 0x080 : 0x180;
  return dy >= 0 ? 0x280 : 0x380;
}

}  // namespace

// Expl_DamageArea 0x425ca0
void explDamageArea(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z, int owner) {
  if (!inWorld(x, y)) return;
  EntityTables& t = s.entities;
  const int layer = z >> 22;
  const bool single = frontGetMultiTarget() == -1;
  int scorer = playerOfPed(s, owner);
  bool credited = false;  // quirk: once a ped seen lately died, every later kill is the player's
  for (const CollHit& h : nearHits(s.grid, x, y, kMaskPed | kMaskObj | kMaskCar)) {
    if (h.kind == static_cast<int>(CollKind::Ped)) {
      Ped& p = t.peds[size_t(h.id)];
      if (p.health <= 0 || p.state == kPedStateInCar || p.anim == kPedAnimDying) continue;
      const int pl = p.sprite.z >> 22;
      if (pl < layer || pl > layer + 1) continue;  // at most a layer below
      const int d = pxDistance(x, y, p.sprite.x, p.sprite.y);
      if (d > kExplPedThrow) continue;
      p.thrownSpeed = kExplPedThrowSpeed;
      p.thrownHeading = static_cast<int16_t>(awayQuadrant(p.sprite.x - x, p.sprite.y - y));
      if (d <= kExplPedKill) {
        p.anim = kPedAnimDying;
        p.health = 0;
        const bool seen = p.seenFrame != 0 && s.frame() + 1 - p.seenFrame <= kPedSeenLatelyFrames;
        if (single && seen) credited = true;
        const int who = credited ? 0 : scorer;
        gameEmit(s, EventId::ScorePedKilled, ScoreGiven{who, kScoreCauseBlast});
        gameEmit(s, EventId::Crime, CrimeSeen{kCrimeBlastKill, who});
      } else {
        if (p.fireObj < 0) {
          p.fireObj = static_cast<int16_t>(
              objCreateAnimated(s, objtype::kPedFire, p.sprite.x, p.sprite.y, p.sprite.z, h.id, 4));
        }
        gameEmit(s, EventId::Sound, SoundSample{kExplPedFireSample});
        p.health = static_cast<int16_t>(p.health - kObjPedFireHealth);
      }
    } else if (h.kind == static_cast<int>(CollKind::Object)) {
      Obj& o = t.objs[size_t(h.id)];
      if (o.free() || o.owner >= 0 || o.inList == kObjListMoving) continue;
      const int d = pxDistance(x, y, o.sprite.x, o.sprite.y);
      if (o.type == objtype::kGasTank && d <= kExplGasTank) {
        explDelay(s, o.sprite.x, o.sprite.y, o.sprite.z, owner, h.id, kExplGasTankDelay);
        continue;
      }
      if (d > kExplObjKick) continue;
      if (o.type == objtype::kCrate) {  // crates open
        const int pu = powerUpOfObject(s, h.id);
        if (pu >= 0) powerUpReveal(s, pu);
        continue;
      }
      const int heading = angleBetween(x, y, o.sprite.x, o.sprite.y);
      objKick(s, h.id, kExplObjKickSpeed, heading);
    } else {
      Car& c = t.cars[size_t(h.id)];
      if (c.status == kCarFree || c.damage >= kCarWrecked) continue;
      if (pxDistance(x, y, c.sprite.x, c.sprite.y) > kExplCar) continue;
      if (c.model == kCarModelTank) {
        c.damage = static_cast<int16_t>(std::min<int>(kCarWrecked, c.damage + kExplTankDamage));
      } else {
        c.damage = kCarWrecked;
        objOnCarWrecked(s, h.id);
      }
      gameEmit(s, EventId::Crime, CrimeSeen{kCrimeCarWrecked, scorer});
    }
  }
}

// Expl_CarExplode (0x425170-0x426320)
void explCarExplode(GameState& s, int car, int owner) {
  if (car < 0 || car >= kCarSlots) return;
  const Sprite sp = s.entities.cars[size_t(car)].sprite;
  explCreate(s, sp.x, sp.y, sp.z, owner);
  const CollBox b = collBuildBox(s.blocks(), sp.x, sp.y, sp.z, sp.angle, kCarHalfWidth, kCarHalfLength);
  for (size_t k = 0; k < 4; ++k) explCreate(s, b.x[k], b.y[k], b.groundZ[k] + 8 * core::kOne, owner);
}

bool explDelay(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z, int owner, int object, int frames) {
  for (ExplDelayed& d : s.expl.delayed) {
    if (d.frames != 0 && d.object == object && object >= 0) return true;  // designed: once per tank
  }
  for (ExplDelayed& d : s.expl.delayed) {
    if (d.frames != 0) continue;
    d = ExplDelayed{frames, x, y, z, owner, object};
    return true;
  }
  return false;
}

// Expl_UpdateAll (0x425170-0x426320)
void explUpdateAll(GameState& s) {
  for (ExplSlot& q : s.expl.slots) {
    if (q.frame == 0) continue;
    if (++q.tick < kExplTicksPerFrame) continue;
    q.tick = 0;
    ++q.frame;
    q.sprite.frame = q.frame;
    if (q.frame == kExplSmokeFrame) objCreate(s, objtype::kBlastSmoke, q.sprite.x, q.sprite.y, q.sprite.z, 0);
    if (q.frame % kExplFramesPerQuarter == 0) q.frame = 0;  // 12 / 24 / 36 / 48 free the quarters
  }
  for (ExplDelayed& d : s.expl.delayed) {
    if (d.frames == 0 || --d.frames != 0) continue;
    if (d.object >= 0 && !s.entities.objs[size_t(d.object)].free()) objDelete(s, d.object);
    explCreate(s, d.x, d.y, d.z, d.owner);
  }
}

// World_AnyThingAt
bool worldAnyThingAt(GameState& s, core::Fixed x, core::Fixed y) {
  if (!inWorld(x, y)) return false;
  for (const CollHit& h : nearHits(s.grid, x, y, kMaskPed | kMaskObj | kMaskCar)) {
    const Sprite* sp = nullptr;
    if (h.kind == static_cast<int>(CollKind::Ped)) sp = &s.entities.peds[size_t(h.id)].sprite;
    if (h.kind == static_cast<int>(CollKind::Car)) sp = &s.entities.cars[size_t(h.id)].sprite;
    if (h.kind == static_cast<int>(CollKind::Object)) sp = &s.entities.objs[size_t(h.id)].sprite;
    if (sp != nullptr && pxDistance(x, y, sp->x, sp->y) <= 8) return true;
  }
  return false;
}

namespace {

// The centre of a block face (16.16 pixels) and the way out of the block.
void faceCentre(int bx, int by, int bz, Face face, core::Fixed& x, core::Fixed& y, core::Fixed& z, int& out) {
  x = blockCentre(bx);
  y = blockCentre(by);
  z = bz * kBlockSize + kHalfBlock;
  switch (face) {
    case Face::Left:
      x = bx * kBlockSize, out = 0x300;
      break;
    case Face::Right:
      x = (bx + 1) * kBlockSize, out = 0x100;
      break;
    case Face::Top:
      y = by * kBlockSize, out = 0;
      break;
    case Face::Bottom:
      y = (by + 1) * kBlockSize, out = 0x200;
      break;
    case Face::Lid:
      z = bz * kBlockSize, out = 0;
      break;
  }
}

// The debris thrown off a face: status-4 objects set moving past Obj_Kick's status test.
void throwDebris(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z, int out) {
  for (int k = 0; k < 3; ++k) {
    const int o = objCreate(s, objtype::kDebris, x, y, z, 0);
    if (o < 0) return;
    Obj& d = s.entities.objs[size_t(o)];
    d.speed = 6;  // designed
    d.heading = static_cast<int16_t>((out - 0x40 + (s.rand.next() & 0x7f)) & 0x3ff);
    d.listNext = s.entities.objMovingHead;  // pushed as Obj_Kick pushes (prev not set)
    d.inList = kObjListMoving;
    s.entities.objMovingHead = o;
    d.state = kObjStateAir;
  }
}

void lightFireAt(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z) {
  if (!inWorld(x, y)) return;
  fireLight(s, x, y, mapGetGroundZ(s.blocks(), x, y, z));
}

}  // namespace

// Expl_AtFaceIfSolid 0x425960
void explAtFaceIfSolid(GameState& s, int bx, int by, int bz, Face face, int owner) {
  core::Fixed x, y, z;
  int out = 0;
  faceCentre(bx, by, bz, face, x, y, z, out);
  const bool inside = bx >= 1 && bx <= 255 && by >= 0 && by <= 255;
  // quirk: outside blocks 1..255 / 0..255 it explodes without testing the face
  if (inside && !mapIsFaceSolid(s, bx, by, bz, face)) return;
  explCreate(s, x, y, z, owner);
  // two fires beside it, where World_AnyThingAt finds none
  const core::Fixed ox = angleSin(out) * 16, oy = -angleCos(out) * 16;
  const core::Fixed sx = angleCos(out) * 24, sy = angleSin(out) * 24;
  // quirk: the first fire's test gets block coordinates (a spot near the map's corner)
  if (!worldAnyThingAt(s, bx, by)) lightFireAt(s, x + ox + sx, y + oy + sy, z);
  if (!worldAnyThingAt(s, x + ox - sx, y + oy - sy)) lightFireAt(s, x + ox - sx, y + oy - sy, z);
}

// 0x425520: the face blown away with debris
void explBlockFace(GameState& s, int bx, int by, int bz, Face face) {
  core::Fixed x, y, z;
  int out = 0;
  faceCentre(bx, by, bz, face, x, y, z, out);
  explCreate(s, x, y, z, -1);
  mapSetBlockFace(s, bx, by, bz, face, 0);
  throwDebris(s, x, y, z, out);
}

// 0x425780: with two fires in front of it
void explBlockFaceWithFires(GameState& s, int bx, int by, int bz, Face face) {
  explBlockFace(s, bx, by, bz, face);
  core::Fixed x, y, z;
  int out = 0;
  faceCentre(bx, by, bz, face, x, y, z, out);
  const core::Fixed ox = angleSin(out) * 24, oy = -angleCos(out) * 24;
  const core::Fixed sx = angleCos(out) * 20, sy = angleSin(out) * 20;
  lightFireAt(s, x + ox + sx, y + oy + sy, z);
  lightFireAt(s, x + ox - sx, y + oy - sy, z);
}

// 0x4258d0: only the debris
void explBlockFaceDebris(GameState& s, int bx, int by, int bz, Face face) {
  core::Fixed x, y, z;
  int out = 0;
  faceCentre(bx, by, bz, face, x, y, z, out);
  throwDebris(s, x, y, z, out);
}

namespace {
Face faceOf(int f) {
  return static_cast<Face>(std::clamp(f, 0, 4));
}
}  // namespace

// 0x475700
void missionThunkBlockFace(GameState& s, int bx, int by, int bz, int face) {
  explBlockFace(s, bx, by, bz, faceOf(face));
}
// 0x475710
void missionThunkBlockFaceWithFires(GameState& s, int bx, int by, int bz, int face) {
  explBlockFaceWithFires(s, bx, by, bz, faceOf(face));
}
// 0x475720
void missionThunkBlockFaceDebris(GameState& s, int bx, int by, int bz, int face) {
  explBlockFaceDebris(s, bx, by, bz, faceOf(face));
}

}  // namespace gta
