// The simulation state: construction, the outside pseudo-cell and the state hash.
#include "rf/sim/sim.hpp"

#include "rf/sim/classes.hpp"
#include "rf/sim/collide.hpp"

namespace rf {

Sim::Sim() : tables(&defaultSimTables()), collide(&objCheckCollision) {
  objInitPool(*this);
}

uint32_t Sim::cellWord(int32_t c) const {
  if (c == kOutsideCell) return outsideCell;
  return world.cells().at(static_cast<size_t>(c));
}

void Sim::setCellWord(int32_t c, uint32_t word) {
  if (c == kOutsideCell) {
    outsideCell = word;
    return;
  }
  world.setCell(c % kMapCells, c / kMapCells, word);
}

namespace {

void hashWorld(const World& w, core::StateHasher& h) {
  for (uint32_t word : w.cells()) h.u32(word);
  for (int t = 0; t < kTeams; ++t) {
    h.u32(static_cast<uint32_t>(w.pads(t).size()));
    for (const CellPos& p : w.pads(t)) {
      h.i32(p.x);
      h.i32(p.y);
    }
    h.u32(static_cast<uint32_t>(w.flagSites(t).size()));
    for (const CellPos& p : w.flagSites(t)) {
      h.i32(p.x);
      h.i32(p.y);
    }
    h.i32(w.realFlagSite(t));
  }
  for (const Jitter& j : w.jitter()) {
    h.i8(j.x);
    h.i8(j.y);
    h.u8(j.b2);
    h.u8(j.b3);
  }
  const LevelOptions& o = w.options();
  h.u8(o.stock.tank);
  h.u8(o.stock.jeep);
  h.u8(o.stock.asv);
  h.u8(o.stock.heli);
  h.u8(o.enemyPool);
  h.u8(o.randomMines);
  h.i32(o.levelIndex);
  h.i32(o.players);
  h.string(w.title());
  h.u32(w.tileSum());
}

void hashObj(const Obj& o, core::StateHasher& h) {
  h.u16(o.next);
  h.u16(o.prev);
  h.u8(o.list);
  h.u32(o.id);
  h.u32(o.flags);
  h.i32(o.team);
  h.u8(o.cls);
  h.u16(o.think);
  h.i32(o.cell);
  h.u16(o.cellNext);
  h.u16(o.cellPrev);
  h.u16(o.parent);
  h.u16(o.firstChild);
  h.u16(o.nextSibling);
  h.u16(o.deleteNext);
  h.i32(o.gfx);
  h.i32(o.x);
  h.i32(o.y);
  h.i32(o.z);
  h.i32(o.heading);
  h.i32(o.unk50);
  h.i32(o.speed);
  for (int32_t v : o.local) h.i32(v);
}

void hashVehState(const VehState& v, core::StateHasher& h) {
  h.u8(static_cast<uint8_t>(v.type));
  h.u16(v.wreck);
  h.u32(v.ctrl);
  h.u8(static_cast<uint8_t>(v.preUpdate));
  h.u8(static_cast<uint8_t>(v.move));
  h.i32(v.fuel);
  h.i32(v.armour);
  h.i32(v.hp);
  for (const VehSlot& s : v.slots) {
    h.i32(s.proj);
    h.i32(s.reload);
    h.i32(s.nextFire);
    h.i32(s.ammo);
  }
  h.u8(static_cast<uint8_t>(v.water));
  for (int32_t x : {v.sinkAnim, v.hitFlashTick, v.cannonElev, v.cannonTarget, v.turretYaw,
                    v.turretTarget, v.pendingShot, v.waterState, v.resupplySoundTick,
                    v.fuelWarnTick, v.boatBlend, v.boatTarget, v.bank, v.yawRate, v.driftX,
                    v.driftY, v.velX, v.velY, v.analogTarget, v.cameraPitch, v.idleCell,
                    v.idleTick, v.arrowTick})
    h.i32(x);
  for (int32_t x : v.bumped) h.i32(x);
  h.boolean(v.engineOn);
  h.u8(v.roadBits);
}

void hashPlayersAndTeams(const Sim& sim, core::StateHasher& h) {
  for (const PlayerState& p : sim.player) {
    h.u32(p.device);
    h.u32(p.input);
    h.u32(p.prevInput);
    h.u8(static_cast<uint8_t>(p.view));
    h.u32(p.viewInput);
    hashBunkerView(p.bunker, h);  // part 2
  }
  for (const TeamState& t : sim.team) {
    h.u16(t.vehicle);
    h.u32(t.vehicleId);
    h.i32(t.pickupCell);
    h.i32(t.pickupPart);
    h.u8(t.stock.tank);
    h.u8(t.stock.jeep);
    h.u8(t.stock.asv);
    h.u8(t.stock.heli);
    hashVehState(t.veh, h);
    hashTeamLaunch(t.launch, h);  // part 2
  }
  h.i32(sim.turretsInView);
}

}  // namespace

void hashSim(const Sim& sim, core::StateHasher& h) {
  hashWorld(sim.world, h);
  for (const Obj& o : sim.objs) hashObj(o, h);
  for (const ObjList& l : sim.lists) {
    h.u16(l.head);
    h.u16(l.tail);
  }
  h.u16(sim.deleteHead);
  h.u32(sim.serial);
  h.u32(sim.outsideCell);
  h.u16(sim.updateCursor);
  h.boolean(sim.updating);
  h.i32(sim.moveFrom.x);
  h.i32(sim.moveFrom.y);
  h.i32(sim.moveFrom.z);
  const CollisionScratch& c = sim.collision;
  h.i32(c.partA);
  h.i32(c.partB);
  h.u16(c.hitObj);
  h.i32(c.hitCell);
  h.u32(c.result);
  h.boolean(c.offMap);
  h.u32(sim.rand.state());
  sim.timers.hashInto(h);
  sim.callbacks.hashInto(h);
  h.i32(sim.tick);
  h.i32(sim.dt);
  h.u32(sim.frame);
  h.i32(sim.players);
  h.boolean(sim.running);
  h.i32(sim.winner);
  hashPlayersAndTeams(sim, h);
  h.u32(static_cast<uint32_t>(sim.events.size()));
  for (const Event& e : sim.events) {
    h.u8(static_cast<uint8_t>(e.kind));
    h.string(e.name);
    h.i32(e.a);
    h.i32(e.b);
  }
}

uint64_t simHash(const Sim& sim) {
  core::StateHasher h;
  hashSim(sim, h);
  return h.value();
}

}  // namespace rf
