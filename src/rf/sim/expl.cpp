// SPDX-License-Identifier: GPL-3.0-or-later
// Expl: SpawnExplosion, ExplUpdate 0x4204c0 and the script ops 0x41fc50..0x4203b0
// (rf-simulation.md §6 "Explosions").
#include "rf/sim/expl.hpp"

#include "core/trig.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/damage.hpp"
#include "rf/sim/debris.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/timer_ids.hpp"

namespace rf {
namespace {

using core::Fixed;

int32_t& word(Obj& o, int i) {
  return o.local[static_cast<size_t>(i)];
}
int32_t word(const Obj& o, int i) {
  return o.local[static_cast<size_t>(i)];
}
int32_t flags(const Obj& o) {
  return word(o, expl::kFlags);
}
void setFlag(Obj& o, int32_t f, bool on) {
  word(o, expl::kFlags) = on ? (flags(o) | f) : (flags(o) & ~f);
}
int8_t s8(uint8_t v) {
  return static_cast<int8_t>(v);
}
int32_t lo16(int32_t w) {
  return static_cast<int16_t>(w & 0xffff);
}
int32_t hi16(int32_t w) {
  return static_cast<int16_t>((static_cast<uint32_t>(w) >> 16) & 0xffff);
}
int32_t pack16(int32_t lo, int32_t hi) {
  return static_cast<int32_t>((static_cast<uint32_t>(hi) << 16) | (static_cast<uint32_t>(lo) & 0xffff));
}

bool inMap(int32_t c) {
  return c >= 0 && c < kOutsideCell;
}
// The neighbour (dx, dy) of a map cell, kNoCell off the map.
int32_t neighbour(int32_t c, int dx, int dy) {
  if (!inMap(c)) return kNoCell;
  const int x = c % kMapCells + dx;
  const int y = c / kMapCells + dy;
  if (!World::inMap(x, y)) return kNoCell;
  return static_cast<int32_t>(World::cellIndex(x, y));
}

// The heading an attached explosion follows (FUN_00420410): the parent's, + the turret for
// a tank (the team's live vehicle).
int32_t parentHeading(const Sim& sim, const Obj& p) {
  if (p.objClass() == ObjClass::Vehicle && vehicleKindOfGfx(p.gfx) == VehicleKind::Tank && p.team >= 0 &&
      p.team < kTeams) {
    const TeamState& t = sim.team[static_cast<size_t>(p.team)];
    if (t.vehicle == p.slot()) return core::WrapHeading(static_cast<int64_t>(p.heading) + t.veh.turretYaw);
  }
  return p.heading;
}

// FUN_00420a40: the pitch of an explosion on a tank follows the barrel's elevation.
// designed: the elevation word of the team's VehState (+0x50, 0 .. 0x3b8e39).
void followPitch(const Sim& sim, Obj& o, const Obj& p) {
  if (p.objClass() != ObjClass::Vehicle || vehicleKindOfGfx(p.gfx) != VehicleKind::Tank) return;
  if (p.team < 0 || p.team >= kTeams) return;
  const TeamState& t = sim.team[static_cast<size_t>(p.team)];
  if (t.vehicle == p.slot()) word(o, expl::kPitch) = t.veh.cannonElev;
}

// FUN_00420410: position and heading from the parent (and its turret), relinking the cell.
void followParent(Sim& sim, Obj& o) {
  const Obj& p = sim.obj(o.parent);
  const int32_t h = parentHeading(sim, p);
  const core::Vec2 off = core::RotateByHeading(h, word(o, expl::kOffX), word(o, expl::kOffY));
  const Fixed x = p.x + off.x;
  const Fixed y = p.y + off.y;
  const bool relink = o.cell != kNoCell && cellOfPos(x, y) != o.cell;
  if (relink) objUnlinkCell(sim, o.slot());
  o.x = x;
  o.y = y;
  o.z = p.z + word(o, expl::kOffZ);
  o.heading = h;
  if (relink) objLinkCell(sim, o.slot());
  followPitch(sim, o, p);
}

// The damage of one box hit: dmg once, or -dmg per tick (times dt).
Fixed boxDamage(const Sim& sim, const Obj& o) {
  const Fixed d = word(o, expl::kBoxDmg);
  return d >= 0 ? d : -d * sim.dt;
}

int32_t label(const ExplDesc& d, uint8_t l) {
  return l < d.labels.size() ? d.labels[l] : -1;
}

// The position of the op `count` ops after pc.
size_t skipOps(const ExplDesc& d, size_t pc, int count) {
  for (int i = 0; i < count && pc < d.script.size(); ++i) pc += static_cast<size_t>(explOpLength(d.script[pc]));
  return pc;
}

uint8_t arg(const ExplDesc& d, size_t pc, int i) {
  const size_t at = pc + 1 + static_cast<size_t>(i);
  return at < d.script.size() ? d.script[at] : 0;
}

enum class Flow { Go, Stop };

Flow runOp(Sim& sim, Obj& o, const ExplDesc& d, size_t pc);

// 0x41fd10 dx dy bno new
void opNeighbourBno(Sim& sim, int32_t c, int dx, int dy, uint32_t from, uint32_t to) {
  const int32_t n = neighbour(c, dx, dy);
  if (n == kNoCell) return;
  const uint32_t w = sim.cellWord(n);
  if (cell::bno(w) != from || to >= static_cast<uint32_t>(kBnoCount)) return;
  sim.setCellWord(n, cell::withHp(cell::withBno(w, to), cell::hpFromStrength(bnoDef(sim.data(), to).strength)));
}

// 0x41ff60 zlo zhi w h mask dmg
void opDamageBox(Obj& o, const ExplDesc& d, size_t pc) {
  word(o, expl::kBoxZ) = pack16(s8(arg(d, pc, 0)), s8(arg(d, pc, 1)));
  word(o, expl::kBoxSize) = pack16(arg(d, pc, 2), arg(d, pc, 3));
  word(o, expl::kFlags) = (flags(o) & ~(0xff << expl::kMaskShift)) | (arg(d, pc, 4) << expl::kMaskShift);
  word(o, expl::kBoxDmg) = s8(arg(d, pc, 5)) * expl::kDamageUnit;
  setFlag(o, expl::kBoxOn, true);
}

// 0x4200b0 k: the cell BNO's model bursts into debris (k < 0: label -k - 1 = part << 8 | set).
void opDebris(Sim& sim, const Obj& o, const ExplDesc& d, int k) {
  const int32_t c = word(o, expl::kCell);
  DebrisBurst burst;
  burst.x = o.x;
  burst.y = o.y;
  burst.z = o.z;
  burst.team = o.team;
  burst.model = inMap(c) ? bnoModel(cell::bno(sim.cellWord(c))) : kNoModel;
  burst.heading = o.heading;
  burst.pitch = word(o, expl::kPitch);
  if (k >= 0) {
    burst.set = static_cast<DebrisSetId>(k);
  } else {
    const int32_t l = label(d, static_cast<uint8_t>(-k - 1));
    if (l < 0) return;
    burst.part = l >> 8;
    burst.set = static_cast<DebrisSetId>(l & 0xff);
  }
  spawnDebrisBurst(sim, burst);
}

// 0x420170 / 0x4201f0 dx dy v
void opDamageNeighbour(Sim& sim, int32_t c, int dx, int dy, uint32_t v, bool byTerrain) {
  const int32_t n = neighbour(c, dx, dy);
  if (n == kNoCell) return;
  const uint32_t w = sim.cellWord(n);
  if ((byTerrain ? cell::terrain(w) : cell::bno(w)) == v) bnoDamage(sim, n, expl::kNeighbourDamage);
}

// 0x420310 t
void opRemoveBno(Sim& sim, int32_t c, int ticks) {
  if (!inMap(c)) return;
  const uint32_t w = sim.cellWord(c);
  const uint32_t b = cell::bno(w);
  if (b == 0) return;
  sim.setCellWord(c, cell::withHp(cell::withBno(w, 0), 0));
  sim.timers.add(ticks, timerIndex(TimerId::ExplDestroyedState), static_cast<uint32_t>(c), b);
}

// 0x420270 n: one of the next n ops at random, then on past all n.
Flow opOneOf(Sim& sim, Obj& o, const ExplDesc& d, size_t pc, int n) {
  const size_t first = pc + static_cast<size_t>(explOpLength(d.script[pc]));
  word(o, expl::kPc) = static_cast<int32_t>(skipOps(d, first, n));
  if (n <= 0) return Flow::Go;
  const int pick = static_cast<int>(sim.rand.range(static_cast<uint32_t>(n)));
  const size_t at = skipOps(d, first, pick);
  if (at >= d.script.size()) return Flow::Go;
  return runOp(sim, o, d, at);
}

// One op 3..22 at pc (kPc already points past it; ops that jump rewrite it).
Flow runOp(Sim& sim, Obj& o, const ExplDesc& d, size_t pc) {
  const int32_t c = word(o, expl::kCell);
  switch (static_cast<ExplOp>(d.script[pc])) {
    case ExplOp::Sound: {  // 0x41fc80
      const EventId sound = explSoundEvent(arg(d, pc, 0));
      if (sound != EventId::None) sim.emit(sound, SoundEvent{static_cast<int32_t>(o.id)});
      break;
    }
    case ExplOp::DestroyedState:  // 0x41fcc0
      // designed: only while the cell still holds the BNO the explosion was spawned on (a
      // second explosion on the same object never turns its rubble into nothing).
      if (inMap(c) && cell::bno(sim.cellWord(c)) == explSpawnBno(o)) applyDestroyedState(sim, c);
      break;
    case ExplOp::NeighbourBno:  // 0x41fd10
      opNeighbourBno(sim, c, s8(arg(d, pc, 0)), s8(arg(d, pc, 1)), arg(d, pc, 2), arg(d, pc, 3));
      break;
    case ExplOp::GfxPart:  // 0x41fd90
      if (arg(d, pc, 0) < kExplParts) o.gfx = static_cast<int32_t>(GfxId::ExplPart0) + arg(d, pc, 0);
      break;
    case ExplOp::GfxSprites:  // 0x41fe00
      o.gfx = static_cast<int32_t>(GfxId::ExplSprites);
      break;
    case ExplOp::SetFrame:  // 0x41fe30
      word(o, expl::kFrame) = core::px(arg(d, pc, 0));
      break;
    case ExplOp::SkipRandom:  // 0x41fe60
      if (sim.rand.range(arg(d, pc, 2)) < arg(d, pc, 1)) {
        word(o, expl::kPc) = static_cast<int32_t>(skipOps(d, static_cast<size_t>(word(o, expl::kPc)), arg(d, pc, 0)));
      }
      break;
    case ExplOp::GotoEvenId:  // 0x41fee0
      if ((o.id & 1) == 0 && label(d, arg(d, pc, 0)) >= 0) word(o, expl::kPc) = label(d, arg(d, pc, 0));
      break;
    case ExplOp::Delete:  // 0x41ff10
      objMarkForDelete(sim, o.slot());
      return Flow::Stop;
    case ExplOp::GfxLabel:  // 0x41ff30
      if (label(d, arg(d, pc, 0)) >= 0) o.gfx = label(d, arg(d, pc, 0));
      break;
    case ExplOp::DamageBox:  // 0x41ff60
      opDamageBox(o, d, pc);
      break;
    case ExplOp::BoxSize:  // 0x420030
      word(o, expl::kBoxSize) = pack16(arg(d, pc, 0), arg(d, pc, 0));
      break;
    case ExplOp::Nop:  // 0x420070
      break;
    case ExplOp::Detach:  // 0x420080
      if (o.parent != kNoObj) objSetParent(sim, o.slot(), kNoObj);
      break;
    case ExplOp::Debris:  // 0x4200b0
      opDebris(sim, o, d, s8(arg(d, pc, 0)));
      break;
    case ExplOp::DamageNeighbourBno:  // 0x420170
    case ExplOp::DamageNeighbourTerrain:  // 0x4201f0
      opDamageNeighbour(sim, c, s8(arg(d, pc, 0)), s8(arg(d, pc, 1)), arg(d, pc, 2),
                        d.script[pc] == static_cast<uint8_t>(ExplOp::DamageNeighbourTerrain));
      break;
    case ExplOp::OneOf:  // 0x420270
      return opOneOf(sim, o, d, pc, arg(d, pc, 0));
    case ExplOp::RemoveBno:  // 0x420310
      opRemoveBno(sim, c, arg(d, pc, 0));
      break;
    case ExplOp::SideBits:  // 0x4203b0
      if (inMap(c) && (arg(d, pc, 0) == 0 || arg(d, pc, 0) == explSpawnBno(o))) {
        sim.setCellWord(c, cell::withTeam(sim.cellWord(c), arg(d, pc, 1)));
      }
      break;
    case ExplOp::End:
    case ExplOp::Yield:
    case ExplOp::WaitFrame:
      break;  // handled by the interpreter loop
  }
  return Flow::Go;
}

// The script from its position: until op 0 (stays there), op 1 (on past it next update),
// op 2 n while frame < n (stays there), a delete, or kMaxOpsPerUpdate ops.
void runScript(Sim& sim, Obj& o, const ExplDesc& d) {
  for (int i = 0; i < expl::kMaxOpsPerUpdate; ++i) {
    const int32_t at = word(o, expl::kPc);
    if (at < 0 || static_cast<size_t>(at) >= d.script.size()) return;
    const size_t pc = static_cast<size_t>(at);
    const uint8_t op = d.script[pc];
    if (op == static_cast<uint8_t>(ExplOp::End) || op >= kExplOps) return;
    if (op == static_cast<uint8_t>(ExplOp::WaitFrame) && word(o, expl::kFrame) < core::px(arg(d, pc, 0))) return;
    word(o, expl::kPc) = static_cast<int32_t>(pc) + explOpLength(op);
    if (op == static_cast<uint8_t>(ExplOp::Yield)) return;
    if (op == static_cast<uint8_t>(ExplOp::WaitFrame)) continue;
    if (runOp(sim, o, d, pc) == Flow::Stop) return;
  }
}

}  // namespace

const ExplDesc* explDesc(const Sim& sim, ExplId id) {
  const auto i = static_cast<size_t>(id);
  const std::span<const ExplDesc> t = sim.tables->explosions;
  return i < t.size() ? &t[i] : nullptr;
}

uint32_t explSpawnBno(const Obj& obj) {
  return (static_cast<uint32_t>(flags(obj)) >> expl::kSpawnBnoShift) & cell::kBnoMask;
}

bool explBoxPart(const Obj& o, ShapePart& out) {
  if (o.objClass() != ObjClass::Expl || (flags(o) & expl::kBoxOn) == 0) return false;
  const int32_t z = word(o, expl::kBoxZ);
  const int32_t size = word(o, expl::kBoxSize);
  const Fixed w = core::px(lo16(size));
  const Fixed h = core::px(hi16(size));
  out = ShapePart{};
  out.type = PartType::Box;
  out.solid = kSolidDamageBox;
  out.mask = (static_cast<uint32_t>(flags(o)) >> expl::kMaskShift) & 0xff;
  out.zlo = core::px(lo16(z));
  out.zhi = core::px(hi16(z));
  out.bbox = {-w, -h, w, h};
  return true;
}

// SpawnExplosion
ObjSlot spawnExplosion(Sim& sim, ExplId id, Fixed x, Fixed y, Fixed z, const ExplSpawn& how) {
  const ExplDesc* d = explDesc(sim, id);
  if (id == ExplId::None || d == nullptr) return kNoObj;
  if ((d->gfxFlags & kExplOnGround) != 0) z = 0;
  const ObjSlot s = objCreate(sim, ObjClass::Expl, how.team, x, y, z, static_cast<int32_t>(id));
  if (s == kNoObj) return kNoObj;
  Obj& o = sim.obj(s);
  o.heading = how.heading & core::kHeadingMask;
  const int32_t c = how.cell != kNoCell ? how.cell : cellOfPos(x, y);
  word(o, expl::kCell) = c;
  word(o, expl::kPitch) = how.pitch;
  if (inMap(c)) word(o, expl::kFlags) |= static_cast<int32_t>(cell::bno(sim.cellWord(c)) << expl::kSpawnBnoShift);
  if (how.parent != kNoObj && sim.obj(how.parent).alive()) {
    const Obj& p = sim.obj(how.parent);
    const core::Vec2 off = core::RotateByHeading(-parentHeading(sim, p), x - p.x, y - p.y);
    word(o, expl::kOffX) = off.x;
    word(o, expl::kOffY) = off.y;
    word(o, expl::kOffZ) = z - p.z;
    objSetParent(sim, s, how.parent);
  }
  // designed: every explosion is reported (a = ExplId, b = the script's cell) for traces,
  // the view and audio.
  sim.emit(EventId::Explosion, NoteEvent{static_cast<int32_t>(id), c});
  return s;
}

bool explPendingOnCell(const Sim& sim, int32_t c) {
  if (!inMap(c)) return false;
  for (ObjSlot s = static_cast<ObjSlot>(cell::chainHead(sim.cellWord(c))); s != kNoObj; s = sim.obj(s).cellNext) {
    const Obj& o = sim.obj(s);
    if (o.objClass() == ObjClass::Expl && word(o, expl::kCell) == c && (o.flags & kObjFirstUpdate) != 0) return true;
  }
  return false;
}

int32_t explInit(Sim&, Obj& obj, int32_t arg) {
  word(obj, expl::kId) = arg;
  word(obj, expl::kCell) = kNoCell;
  return 1;  // linked to its cell: vehicles see the damage box
}

int32_t explDestroy(Sim&, Obj&) {
  return 1;  // the original frees the box's heap copy here; the port's box is in the words
}

// ExplUpdate 0x4204c0
void explUpdate(Sim& sim, Obj& o) {
  const ExplDesc* d = explDesc(sim, static_cast<ExplId>(word(o, expl::kId)));
  if (d == nullptr) {
    objMarkForDelete(sim, o.slot());
    return;
  }
  if ((o.flags & kObjFirstUpdate) != 0) {
    o.flags &= ~kObjFirstUpdate;
    word(o, expl::kFrame) = core::kOne;
  } else {
    word(o, expl::kFrame) += d->rate * sim.dt;
  }
  if (o.parent != kNoObj) followParent(sim, o);
  runScript(sim, o, *d);
  if ((o.flags & kObjDeleteQueued) != 0) return;
  if ((flags(o) & expl::kBoxOn) != 0 && boxDamage(sim, o) != 0) {
    setFlag(o, expl::kBoxColliding, true);
    objCheckCollision(sim, o);
    setFlag(o, expl::kBoxColliding, false);
    // designed: a one-shot box (dmg >= 0) is spent by its first collision.
    if (word(o, expl::kBoxDmg) >= 0) setFlag(o, expl::kBoxOn, false);
  }
  if (word(o, expl::kFrame) >= core::px(d->frames)) objMarkForDelete(sim, o.slot());
}

// 0x4205f0
// designed: the hooks only act inside the Expl's own collision of its box (a vehicle driving
// into the box is neither blocked nor damaged twice); they never block.
int32_t explHitStatic(Sim& sim, Obj& obj, int32_t c) {
  if ((flags(obj) & expl::kBoxColliding) != 0) bnoDamage(sim, c, boxDamage(sim, obj));
  return 0;
}

// 0x420640
int32_t explHitObject(Sim& sim, Obj& self, Obj& other) {
  if (self.objClass() == ObjClass::Expl && (flags(self) & expl::kBoxColliding) != 0) {
    objDamage(sim, other, boxDamage(sim, self), &self);
  }
  return 0;
}

int explFields(const Sim&, const Obj& obj, std::span<ObjField, kMaxObjFields> out) {
  out[0] = {"expl", word(obj, expl::kId), false};
  out[1] = {"frame", word(obj, expl::kFrame), true};
  out[2] = {"pc", word(obj, expl::kPc), false};
  return 3;
}

// 0x420370
int32_t explTimerDestroyedState(Sim& sim, uint32_t c, uint32_t bno) {
  const auto ci = static_cast<int32_t>(c);
  if (!inMap(ci)) return -1;
  const uint32_t w = sim.cellWord(ci);
  // designed: only when nothing took the emptied cell meanwhile.
  if (cell::bno(w) == 0) {
    sim.setCellWord(ci, cell::withBno(w, bno));
    applyDestroyedState(sim, ci);
  }
  return -1;
}

}  // namespace rf
