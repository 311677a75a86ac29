// SPDX-License-Identifier: GPL-3.0-or-later
// Debris (class FWall 3): SpawnDebrisBurst, the program interpreter, the draw rule.
#include "rf/sim/debris.hpp"

#include <algorithm>

#include "rf/data/data_tables.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/data/models.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/shape.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/water.hpp"

namespace rf {
namespace {

using core::Fixed;
using core::FixMul;
using core::Vec3;

constexpr int32_t kStepMask = 0xff;

// The face mean turned by the pitch (about the body's x axis, positive = forward -y tips
// down), then by the heading (Y[heading >> 16]).
Vec3 orient(const Vec3& v, int32_t heading, int32_t pitch) {
  Fixed y = v.y;
  Fixed z = v.z;
  if (pitch != 0) {
    const Fixed c = core::CosFixed(pitch);
    const Fixed s = core::SinFixed(pitch);
    y = FixMul(v.y, c) - FixMul(v.z, s);
    z = FixMul(v.y, s) + FixMul(v.z, c);
  }
  const core::Vec2 r = core::RotateByHeading(heading, v.x, y);
  return {r.x, r.y, z};
}

// a / len as 16.16, rounded to the nearest (len > 0).
Fixed divRound(Fixed a, Fixed len) {
  const int64_t n = static_cast<int64_t>(a) * core::kOne * 2;
  const int64_t q = (n + (n < 0 ? -len : len)) / (2 * static_cast<int64_t>(len));
  return static_cast<Fixed>(q);
}

// centroid * recip(|centroid|). designed: |c| is the exact floor of the square root of the
// 64-bit sum of squares and each component is divided by it rounding to the nearest, so
// the direction has unit length within 1 ulp; a face centred on the origin flies up.
Vec3 unitDirection(const Vec3& c) {
  const auto sq = [](Fixed a) { return static_cast<uint64_t>(static_cast<int64_t>(a) * a); };
  const auto len = static_cast<Fixed>(core::ISqrt64(sq(c.x) + sq(c.y) + sq(c.z)));
  if (len == 0) return {0, 0, core::kOne};
  return {divRound(c.x, len), divRound(c.y, len), divRound(c.z, len)};
}

const ModelPart* partOf(const Model& m, int32_t part) {
  if (part < 0 || part >= m.nparts) return nullptr;
  return &m.part[static_cast<size_t>(part)];
}

void setState(Obj& o, int32_t bits, int32_t stepIndex) {
  o.local[kDebrisState] = (o.local[kDebrisState] & ~kStepMask) | bits | (stepIndex & kStepMask);
}

void fall(const Sim& sim, Obj& o, int32_t dt) {
  const Tunables& tun = sim.data().tunables;
  o.local[kDebrisVz] = std::max(o.local[kDebrisVz] - tun.debrisGravity * dt, tun.debrisMaxFall);
}

void stop(Obj& o) {
  o.speed = 0;
  o.local[kDebrisVz] = 0;
}

// Op 7: z = floor, stop, z-bias, off the active list (FUN_0041e200: the useless list).
void settle(Sim& sim, Obj& o, Fixed floorZ, int32_t zBias) {
  o.z = floorZ;
  stop(o);
  o.local[kDebrisState] = (o.local[kDebrisState] & 0xffff) | kDebrisSettled |
                          static_cast<int32_t>(static_cast<uint32_t>(zBias) << 16);
  o.local[kDebrisDrawn] = sim.tick;
  objMakeUseless(sim, o.slot());
}

// Op 10: the first time the piece is at or below the ground. Returns true when it sank.
bool splash(Sim& sim, Obj& o) {
  if ((o.local[kDebrisState] & kDebrisSplashed) != 0 || o.z > 0) return false;
  o.local[kDebrisState] |= kDebrisSplashed;
  const int water = objWaterState(sim.world, Shape{}, poseAt(o.x, o.y, 0, o.heading));
  ExplSpawn how;
  how.team = o.team;
  how.heading = o.heading;
  if (water != kWaterDry) {
    spawnExplosion(sim, ExplId::GroundSplash, o.x, o.y, 0, how);
    objMarkForDelete(sim, o.slot());
    return true;
  }
  spawnExplosion(sim, ExplId::GroundDust, o.x, o.y, 0, how);
  return false;
}

// The velocity ops (the ground ops are only collected here). Returns false for op 0.
bool runStep(const Sim& sim, Obj& o, const DebrisStep& s, int32_t dt, Fixed frame) {
  switch (s.op) {
    case DebrisOp::End:
      return false;
    case DebrisOp::PlutFade:  // the 3DO PLUT colour fade: not needed on PC (a no-op)
      break;
    case DebrisOp::Speed:
      o.speed = s.arg[0];
      break;
    case DebrisOp::YawSpin:
      o.heading = core::WrapHeading(static_cast<int64_t>(o.heading) + static_cast<int64_t>(s.arg[0]) * dt);
      break;
    case DebrisOp::PitchSpin:
      o.local[kDebrisPitch] = core::WrapHeading(static_cast<int64_t>(o.local[kDebrisPitch]) +
                                                static_cast<int64_t>(s.arg[0]) * dt);
      break;
    case DebrisOp::Sprite: {
      const int32_t count = std::max(s.arg[1], 1);
      const Fixed per = s.arg[2] > 0 ? s.arg[2] : core::kOne;
      o.local[kDebrisSprite] = s.arg[0] + (core::FixDiv(frame - s.from, per) >> 16) % count;
      break;
    }
    case DebrisOp::Gravity:
    case DebrisOp::GravitySquash:
      fall(sim, o, dt);
      break;
    case DebrisOp::Damp:
      for (int32_t t = 0; t < dt; ++t) o.speed = FixMul(o.speed, s.arg[0]);
      break;
    case DebrisOp::Floor:
    case DebrisOp::Splash:
      break;
  }
  return true;
}

// The ground ops on the position after the move. Returns false when the piece is done for
// this frame (settled or sunk).
bool runGroundStep(Sim& sim, Obj& o, const DebrisStep& s, int32_t dt) {
  switch (s.op) {
    case DebrisOp::Floor:
      if (o.z > s.arg[0]) return true;
      settle(sim, o, s.arg[0], s.arg[1]);
      return false;
    case DebrisOp::GravitySquash:
      if (o.z > 0) return true;
      o.z = 0;
      stop(o);
      o.local[kDebrisSquash] = std::max(o.local[kDebrisSquash] - s.arg[0] * dt, 0);
      return true;
    case DebrisOp::Splash:
      return !splash(sim, o);
    default:
      return true;
  }
}

}  // namespace

// FWall init (descriptor 0x454f48): arg = the program. designed: linked to its cell (the
// renderer finds pieces through the cell chains), frame 0, squash 1.0.
int32_t debrisInit(Sim& sim, Obj& o, int32_t arg) {
  if (arg < 0 || arg >= kDebrisDefs) return 0;
  o.local.fill(0);
  o.local[kDebrisSet] = arg << 16;
  o.local[kDebrisSquash] = core::kOne;
  o.local[kDebrisDirZ] = core::kOne;
  o.local[kDebrisDrawn] = sim.tick;
  return 1;
}

// FWall update (0x4338c0..0x4347a0)
void debrisUpdate(Sim& sim, Obj& o) {
  o.flags &= ~kObjFirstUpdate;
  debrisRun(sim, o, debrisDef(sim.data(), debrisProgram(o)));
}

void debrisRun(Sim& sim, Obj& o, const DebrisDef& def) {
  if (debrisSettled(o)) return;
  const int32_t dt = sim.dt;
  const Fixed frame = o.local[kDebrisFrame];
  std::array<int8_t, kDebrisSteps> ground{};
  int grounds = 0;
  for (int i = 0; i < kDebrisSteps; ++i) {
    const DebrisStep& s = def.steps[static_cast<size_t>(i)];
    if (s.op == DebrisOp::End) break;
    if (frame < s.from || frame > s.to) continue;
    setState(o, 0, i);
    runStep(sim, o, s, dt, frame);
    if (s.op == DebrisOp::Floor || s.op == DebrisOp::GravitySquash || s.op == DebrisOp::Splash) {
      ground[static_cast<size_t>(grounds++)] = static_cast<int8_t>(i);
    }
  }
  const Fixed dx = FixMul(o.local[kDebrisDirX], o.speed) * dt;
  const Fixed dy = FixMul(o.local[kDebrisDirY], o.speed) * dt;
  const Fixed dz = (FixMul(o.local[kDebrisDirZ], o.speed) + o.local[kDebrisVz]) * dt;
  if (dx != 0 || dy != 0 || dz != 0) objMove(sim, o.slot(), dx, dy, dz);  // no shape: never blocked
  for (int g = 0; g < grounds; ++g) {
    if (!runGroundStep(sim, o, def.steps[static_cast<size_t>(ground[static_cast<size_t>(g)])], dt)) return;
  }
  o.local[kDebrisFrame] = frame + def.rate * dt;
  if (o.local[kDebrisFrame] >= def.frames) objMarkForDelete(sim, o.slot());
}

int debrisFields(const Sim&, const Obj& o, std::span<ObjField, kMaxObjFields> out) {
  out[0] = ObjField{"set", o.local[kDebrisSet] & 0xff, false};
  out[1] = ObjField{"step", debrisStepIndex(o), false};
  out[2] = ObjField{"settled", debrisSettled(o) ? 1 : 0, false};
  out[3] = ObjField{"frame", o.local[kDebrisFrame], true};
  return 4;
}

// SpawnDebrisBurst 0x4338c0.. (one face)
ObjSlot spawnDebrisPiece(Sim& sim, const DebrisBurst& burst, int32_t face) {
  const Model& m = debrisModelDef(sim.data(), burst.model);
  const ModelPart* p = partOf(m, burst.part);
  if (p == nullptr || face < 0 || face >= p->nfaces) return kNoObj;
  const ModelFace& f = p->face[static_cast<size_t>(face)];
  const int k = f.debrisClass();
  const int32_t program = debrisSetDef(burst.set, k);
  if (k == 0 || program < 0) return kNoObj;
  const Vec3 offset = orient(faceMean(*p, f), burst.heading, burst.pitch);
  const ObjSlot s = objCreate(sim, ObjClass::FWall, burst.team, burst.x + offset.x, burst.y + offset.y,
                              burst.z + offset.z, program);
  if (s == kNoObj) return s;
  Obj& o = sim.objs[s];
  o.heading = core::WrapHeading(burst.heading);
  o.local[kDebrisPitch] = core::WrapHeading(burst.pitch);
  o.local[kDebrisRef] =
      static_cast<int32_t>(static_cast<uint32_t>(burst.model) | static_cast<uint32_t>(burst.part) << 16 |
                           static_cast<uint32_t>(face) << 24);
  o.local[kDebrisSet] = static_cast<int32_t>(burst.set) | k << 8 | program << 16;
  const Vec3 dir = unitDirection(offset);
  o.local[kDebrisDirX] = dir.x;
  o.local[kDebrisDirY] = dir.y;
  o.local[kDebrisDirZ] = dir.z;
  return s;
}

// SpawnDebrisBurst 0x4338c0..
int spawnDebrisBurst(Sim& sim, const DebrisBurst& burst) {
  const Model& m = debrisModelDef(sim.data(), burst.model);
  int spawned = 0;
  for (int32_t part = 0; part < m.nparts; ++part) {
    if (burst.part >= 0 && part != burst.part) continue;
    DebrisBurst one = burst;
    one.part = part;
    for (int32_t face = 0; face < m.part[static_cast<size_t>(part)].nfaces; ++face) {
      spawned += spawnDebrisPiece(sim, one, face) != kNoObj ? 1 : 0;
    }
  }
  return spawned;
}

// draw 0x433a60
void debrisDrawn(Sim& sim, ObjSlot s) {
  Obj& o = sim.objs[s];
  if (!o.alive() || o.objClass() != ObjClass::FWall) return;
  if (debrisSettled(o) && sim.tick - o.local[kDebrisDrawn] >= kDebrisIdleTicks) {
    objMarkForDelete(sim, s);
    return;
  }
  o.local[kDebrisDrawn] = sim.tick;
  if (debrisSettled(o)) objMakeUseless(sim, s);
}

ModelId debrisModel(const Obj& o) {
  return static_cast<ModelId>(o.local[kDebrisRef] & 0xffff);
}
int32_t debrisPart(const Obj& o) {
  return (o.local[kDebrisRef] >> 16) & 0xff;
}
int32_t debrisFace(const Obj& o) {
  return (o.local[kDebrisRef] >> 24) & 0xff;
}
int32_t debrisClass(const Obj& o) {
  return (o.local[kDebrisSet] >> 8) & 0xff;
}
int32_t debrisProgram(const Obj& o) {
  return (o.local[kDebrisSet] >> 16) & 0xff;
}
bool debrisSettled(const Obj& o) {
  return (o.local[kDebrisState] & kDebrisSettled) != 0;
}
int32_t debrisZBias(const Obj& o) {
  return o.local[kDebrisState] >> 16;
}
int32_t debrisStepIndex(const Obj& o) {
  return o.local[kDebrisState] & kStepMask;
}

std::array<Vec3, 4> debrisCel(const DataTables& tables, const Obj& o) {
  const Model& m = debrisModelDef(tables, debrisModel(o));
  const ModelPart* p = partOf(m, debrisPart(o));
  std::array<Vec3, 4> cel{};
  if (p == nullptr || debrisFace(o) >= p->nfaces) return cel;
  const ModelFace& f = p->face[static_cast<size_t>(debrisFace(o))];
  const Vec3 mean = faceMean(*p, f);
  for (size_t i = 0; i < 4; ++i) {
    const Vec3& v = p->vert[f.v[i]];
    cel[i] = {v.x - mean.x, v.y - mean.y, v.z - mean.z};
  }
  return cel;
}

}  // namespace rf
