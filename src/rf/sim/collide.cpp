// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/sim/collide.hpp"

#include "rf/data/bno_table.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/gate.hpp"
#include "rf/sim/passability.hpp"
#include "rf/sim/sim.hpp"

namespace rf {
namespace {

int32_t partIndex(Shape shape, const ShapePart* part) {
  return part == nullptr ? -1 : static_cast<int32_t>(part - shape.data());
}

// The object being tested, its shape and pose: computed once per ObjCheckCollision, not
// once per cell. CollideWithCellContents takes them afresh for each cell: a touch handler
// or hook that ran may have changed the object (its class box, its graphic, where it
// stands), so after one ran (stale) the next cell recomputes them; within a cell they stay.
struct Mover {
  Sim& sim;
  Obj& obj;
  ObjShapeBuf buf;
  ObjShapeBuf otherBuf;  // where the chains' objects build theirs (one per check)
  Shape shape;
  ShapePose pose;
  bool stale = false;

  Mover(Sim& s, Obj& o) : sim(s), obj(o) { refresh(); }
  Mover(const Mover&) = delete;
  Mover& operator=(const Mover&) = delete;
  void refresh() {
    shape = objShape(sim, obj, buf);
    pose = objPose(sim, obj);
    stale = false;
  }
};

// The cell centre, plus the cell's jitter when the graphic is a jittered one (0x41f210).
core::Vec2 staticPosition(const World& world, int cx, int cy, bool jitter) {
  core::Vec2 p{cell::centreFixed(cx), cell::centreFixed(cy)};
  if (jitter) {
    const Jitter& j = world.jitterAt(cx, cy);
    p.x += core::px(j.x);
    p.y += core::px(j.y);
  }
  return p;
}

void applyTouchEffect(Sim& sim, int32_t cellIndex, Obj& obj, const TouchResult& touch, int32_t partB) {
  const int cx = cellIndex % kMapCells;
  const int cy = cellIndex / kMapCells;
  switch (touch.effect) {
    case TouchEffect::None:
      break;
    case TouchEffect::Crushed: {
      // The crush (damage 0x640000): the BNO +0x28 explosion (bushes 0x4545d0) at the cell
      // centre, whose script applies the destroyed state and side bits 1 on its first
      // update. designed: a crushable BNO without one gets crushedCellWord at once.
      // designed: a crush already waiting for its explosion is not crushed again.
      if (explPendingOnCell(sim, cellIndex)) break;
      const uint32_t word = sim.world.cell(cx, cy);
      const ExplId crush = bnoCrushExpl(cell::bno(word));
      const ObjSlot e = crush == ExplId::None
                            ? kNoObj
                            : spawnExplosion(sim, crush, cell::centreFixed(cx), cell::centreFixed(cy), 0,
                                             ExplSpawn{.cell = cellIndex, .team = obj.team});
      if (e == kNoObj) sim.world.setCell(cx, cy, crushedCellWord(sim.data(), word));
      break;
    }
    case TouchEffect::PadRecorded:
      if (obj.team >= 0 && obj.team < kTeams) {
        sim.team[static_cast<size_t>(obj.team)].pickupCell = cellIndex;
        sim.team[static_cast<size_t>(obj.team)].pickupPart = partB;
      }
      break;
    case TouchEffect::JeepTakesFlag: {
      // DestFlagOnTouch 0x4247e0: the jeep takes a flag lying in the rubble of the cell.
      for (ObjSlot s = static_cast<ObjSlot>(cell::chainHead(sim.cellWord(cellIndex))); s != kNoObj;) {
        Obj& f = sim.obj(s);
        s = f.cellNext;
        if (f.objClass() == ObjClass::Flag && jeepTakeFlag(sim, obj, f)) {
          sim.emit(EventId::JeepTakesFlag, NoteEvent{cellIndex, static_cast<int32_t>(obj.id)});
          break;
        }
      }
      break;
    }
  }
}

// Step 1 of CollideWithCellContents: the static part of a map cell.
int collideWithStatic(Sim& sim, int32_t cellIndex, Mover& m) {
  Obj& obj = m.obj;
  const Shape shape = m.shape;
  const ShapePose& pose = m.pose;
  const int cx = cellIndex % kMapCells;
  const int cy = cellIndex / kMapCells;
  const uint32_t bno = cell::bno(sim.world.cell(cx, cy));
  if (bno == 0) return 0;
  const StaticShape& st = bnoShape(bno);
  if (st.shape.empty()) return 0;
  const core::Vec2 at = staticPosition(sim.world, cx, cy, st.jitter);
  const ShapeHit hit = shapesOverlap(shape, pose, st.shape, poseAt(at.x, at.y));
  if (!hit) return 0;
  m.stale = true;  // the touch handler and the class hit_static may change the object
  CollisionScratch& c = sim.collision;
  c.partA = partIndex(shape, hit.partA);
  c.partB = partIndex(st.shape, hit.partB);
  c.hitCell = cellIndex;
  c.hitObj = kNoObj;
  const TouchResult touch = bnoTouch(bnoDef(sim.data(), bno).touch, objVehicleKind(obj), obj.speed, *hit.partB);
  applyTouchEffect(sim, cellIndex, obj, touch, c.partB);
  c.result = touch.bits;
  const ObjHitStaticFn hook = sim.desc(obj).hitStatic;
  if ((touch.bits & kTouchIgnore) != 0) return 0;
  if ((touch.bits & kTouchBlock) != 0) {
    // designed: a handler's block still calls the class hit_static (its answer no longer
    // matters): the vehicle's records the cell it bumped (+0xa4), which the jeep's grenade
    // aims at ("the jeep blocked by a bush, 1 grenade destroys it").
    if (hook != nullptr) hook(sim, obj, cellIndex);
    return static_cast<int>(hit.solid);
  }
  const int32_t answer = hook == nullptr ? 1 : hook(sim, obj, cellIndex);
  c.result = static_cast<uint32_t>(answer);
  return staticBlocks(touch, hook != nullptr, answer) ? static_cast<int>(hit.solid) : 0;
}

// Step 2: every object in the chain of a cell (or of the outside pseudo-cell).
int collideWithChain(Sim& sim, int32_t cellIndex, Mover& m) {
  Obj& obj = m.obj;
  ObjSlot s = static_cast<ObjSlot>(cell::chainHead(sim.cellWord(cellIndex)));
  while (s != kNoObj) {
    Obj& other = sim.obj(s);
    const ObjSlot next = other.cellNext;  // captured: a hook may unlink the other object
    // designed: the chain skips the object itself, objects with flag 0x100 and objects
    // without a shape (their ObjCheckCollision is a no-op as well); the cheap tests first,
    // the shape (pure) only for the objects left
    if (&other == &obj || (other.flags & kObjNoCollision) != 0) {
      s = next;
      continue;
    }
    // objShape with its common case (a graphic's shape: a table entry) in the loop
    const ObjClass cls = other.objClass();
    const Shape otherShape =
        cls == ObjClass::Expl || cls == ObjClass::Gate ? objShape(sim, other, m.otherBuf) : gfxShape(other.gfx);
    if (!otherShape.empty()) {
      const ShapeHit hit =
          shapesOverlap(m.shape, m.pose, otherShape, poseAt(other.x, other.y, other.z, other.heading));
      if (hit) {
        m.stale = true;  // the pair's hit_object may change the object
        CollisionScratch& c = sim.collision;
        c.partA = partIndex(m.shape, hit.partA);
        c.partB = partIndex(otherShape, hit.partB);
        c.hitObj = s;
        if (objectPairBlocks(sim, obj, other)) return static_cast<int>(hit.solid);
      }
    }
    s = next;
  }
  return 0;
}

// CollideWithCell 0x41dee0: the cell, then its west and east neighbours.
int contentsOf(Sim& sim, int32_t cellIndex, Mover& m);

int collideWithCell(Sim& sim, int cx, int cy, Mover& m) {
  static constexpr int kColumns[3] = {0, -1, 1};
  for (int dx : kColumns) {
    const int x = cx + dx;
    if (!World::inMap(x, cy)) {
      sim.collision.offMap = true;
      continue;
    }
    const int r = contentsOf(sim, static_cast<int32_t>(World::cellIndex(x, cy)), m);
    if (r != 0) return r;
  }
  return 0;
}

// CollideWithCellContents 0x41dac0 for the mover: the static part, then the chain.
int contentsOf(Sim& sim, int32_t cellIndex, Mover& m) {
  if (m.stale) m.refresh();
  if (m.shape.empty()) return 0;
  if (cellIndex != kOutsideCell) {
    const int r = collideWithStatic(sim, cellIndex, m);
    if (r != 0) return r;
  }
  return collideWithChain(sim, cellIndex, m);
}

}  // namespace

core::Vec2 staticObjectPos(const World& world, int cx, int cy) {
  return staticPosition(world, cx, cy, bnoShape(cell::bno(world.cell(cx, cy))).jitter);
}

Shape objShape(const Sim&, const Obj& obj, ObjShapeBuf& buf) {
  // the class first: only an Expl (its box) and a Gate (its doors) build parts into buf
  switch (obj.objClass()) {
    case ObjClass::Expl: {
      ShapePart box;
      if (explBoxPart(obj, box)) {
        std::array<ShapePart, 2>& parts = buf.emplace();
        parts[0] = box;
        return Shape(parts.data(), 1);
      }
      break;
    }
    case ObjClass::Gate:
      if (obj.alive()) {
        std::array<ShapePart, 2>& parts = buf.emplace();
        if (gateDoorParts(obj, parts)) return Shape(parts);
        buf.reset();
      }
      break;
    default:
      break;
  }
  return gfxShape(obj.gfx);
}

ShapePose objPose(const Sim& sim, const Obj& obj) {
  return {obj.x, obj.y, obj.z, obj.heading, sim.moveFrom.x, sim.moveFrom.y};
}

VehicleKind objVehicleKind(const Obj& obj) {
  return obj.objClass() == ObjClass::Vehicle ? vehicleKindOfGfx(obj.gfx) : VehicleKind::Other;
}

// designed reading of "the lower-priority side": the larger prio number, ties to self. It
// reproduces every case the notes give: vehicles (0x64) drive through men (0x7d) because the
// man's hook answers != 4 as "other"; the vehicles' 5 never blocks a closing gate (0x32) as
// "other"; vehicle vs vehicle (equal) blocks through 5 & 1 as self; of two lifts (equal) the
// moving old one's hook deletes the new one; projectiles (0xc8) decide with their own hook.
bool objectPairBlocks(Sim& sim, Obj& self, Obj& other) {
  const ClassDesc& ds = sim.desc(self);
  const ClassDesc& dother = sim.desc(other);
  const bool selfDecides = ds.prio >= dother.prio;
  const ObjHitObjectFn first = selfDecides ? ds.hitObject : dother.hitObject;
  const ObjHitObjectFn second = selfDecides ? dother.hitObject : ds.hitObject;
  if (first == nullptr && second == nullptr) {
    sim.collision.result = 1;
    return true;
  }
  const bool asSelf = first != nullptr ? selfDecides : !selfDecides;
  const ObjHitObjectFn hook = first != nullptr ? first : second;
  const int32_t r = asSelf ? hook(sim, self, other) : hook(sim, other, self);
  sim.collision.result = static_cast<uint32_t>(r);
  return asSelf ? (r & 1) != 0 : r == 4;
}

// CollideWithCellContents 0x41dac0
int collideWithCellContents(Sim& sim, int32_t cellIndex, Obj& obj) {
  Mover m(sim, obj);
  return contentsOf(sim, cellIndex, m);
}

// ObjCheckCollision 0x41dcf0
// designed: the notes visit a neighbour row / column when (frac -+ radius) crosses the
// half cell "or radius > 0 (y) / radius >= 0 (x), so in practice always": every graphic
// with a shape has a radius, so the port always visits the whole 3 x 3 block.
int objCheckCollision(Sim& sim, Obj& obj) {
  Mover m(sim, obj);
  if (m.shape.empty() || (obj.flags & kObjNoCollision) != 0) return 0;
  sim.collision = CollisionScratch{};
  const int cx = obj.x >> 21;
  const int cy = obj.y >> 21;
  static constexpr int kRows[3] = {0, -1, 1};
  for (int dy : kRows) {
    const int y = cy + dy;
    if (y < 0 || y >= kMapCells) {
      sim.collision.offMap = true;
      continue;
    }
    const int r = collideWithCell(sim, cx, y, m);
    if (r != 0) return r;
  }
  if (sim.collision.offMap) return contentsOf(sim, kOutsideCell, m);
  return 0;
}

}  // namespace rf
