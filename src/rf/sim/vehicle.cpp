// SPDX-License-Identifier: GPL-3.0-or-later
// The Vehicle class (rf-simulation.md §5): VehicleInit, VehicleUpdate steps 1-8 and the
// class hooks. Movement is in vehicle_move.cpp.
#include "rf/sim/vehicle.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "rf/data/terrain.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/controls.hpp"
#include "rf/sim/drone.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/gate.hpp"
#include "rf/sim/input.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/vehicle_fire.hpp"
#include "rf/sim/vehicle_move.hpp"
#include "rf/sim/water.hpp"

namespace rf {
namespace {

constexpr int32_t kIdleCellTicks = 360;
constexpr int32_t kIdleTurretLimit = 3;
constexpr int32_t kFuelWarnPeriod = 120;
constexpr int32_t kArrowPeriod = 60;
constexpr Fixed kRefuelPerTick = 0x8000;                                           // fuel +0.5/tick
constexpr uint32_t kSelfDestruct = input::kAHold | input::kBHold | input::kCHold;  // raw::kAllButtons
constexpr uint32_t kAnyPress = input::kAPress | input::kBPress | input::kCPress;
constexpr Fixed kSinkRate = 0x4000;           // designed: 0.25 px/tick down in deep water
constexpr int32_t kResupplySoundPeriod = 30;  // designed: the notes give only the tick field
constexpr int32_t kHeliRotorFull = 0x40000;   // rotor speed after the spin-up

TeamState& teamOf(Sim& sim, const Obj& obj) {
  return sim.team.at(static_cast<size_t>(obj.team));
}

// The think (+0x18): the controller of the team loadout's scheme for the type decodes the
// player's raw words (0x41edf0 digital, 0x41eee0 analog: its target heading goes to +0xb0).
// designed: the controller of a vehicle is the player of its team (1P: team 0 only).
uint32_t think(const Sim& sim, const Obj& obj, VehState& st) {
  if (obj.team < 0 || obj.team >= sim.players) return input::kIdle;
  const PlayerState& p = sim.player[static_cast<size_t>(obj.team)];
  const TeamState& team = sim.team[static_cast<size_t>(obj.team)];
  if (team.scheme[static_cast<size_t>(st.type)] == ControlScheme::Digital)
    return controllerDecodeDigital(p.input, p.prevInput);
  const AnalogControl a = controllerDecodeAnalog(p.input, p.prevInput);
  constexpr uint32_t kSteer = input::kLeft | input::kRight;
  if ((a.word & kSteer) == kSteer) st.analogTarget = a.target;
  return a.word;
}

// Step 1: the first frame.
void firstFrame(Sim& sim, Obj& obj, VehState& st, const VehicleDef& def) {
  obj.flags &= ~kObjFirstUpdate;
  obj.flags |= kObjEngineSound;
  st.engineOn = true;
  sim.emit(def.engineSound, SoundEvent{static_cast<int32_t>(obj.id)});
  for (size_t i = 0; i < st.slots.size(); ++i) st.slots[i].ammo = def.slots[i].ammo;
  if (st.type == VehicleType::Msv) {  // the mines come from the team's stock (team +0xbc)
    TeamState& t = teamOf(sim, obj);
    st.slots[1].ammo = std::min(st.slots[1].ammo, std::max(0, t.mines));
    t.mines -= st.slots[1].ammo;
  }
  st.fuel = def.fuel;
  sim.emit(EventId::VehicleMusic, MusicEvent{def.musicTrack, def.musicPrio});
  st.idleCell = obj.cell;
  st.idleTick = sim.tick;
  st.fuelWarnTick = sim.tick - kFuelWarnPeriod;  // designed: the first warning comes at once
  st.arrowTick = sim.tick;
}

// Step 3: move, burn fuel, ObjMove. Returns false when the vehicle died.
bool moveStep(Sim& sim, Obj& obj, VehState& st, const VehicleDef& def) {
  const int32_t oldHeading = obj.heading;
  const MoveResult m = vehicleMove(sim, obj, st, def);
  if (!m.moved) {
    // Not moved but turned into something: heading reverted.
    if (m.turned && sim.collide(sim, obj) != 0) obj.heading = oldHeading;
    return true;
  }
  st.fuel -= (std::abs(obj.speed) * sim.dt) >> 5;
  if (st.fuel <= 0) {
    st.fuel = 0;
    vehicleDies(sim, obj, DeathCause::FuelOut);
    return false;
  }
  TeamState& t = teamOf(sim, obj);
  t.pickupCell = -1;  // designed: the pickup fields describe the last move's contacts
  t.pickupPart = -1;
  int blocked = objMove(sim, obj.slot(), m.d.x, m.d.y, m.dz);
  if (blocked != 0 && m.turned) {
    obj.heading = oldHeading;  // retry with the old heading (no bounce if the spot is free)
    blocked = objMove(sim, obj.slot(), m.d.x, m.d.y, m.dz);
  }
  if (blocked != 0) {
    obj.speed = -obj.speed >> 2;
    obj.flags |= kObjLastMoveBlocked;
  } else {
    obj.flags &= ~kObjLastMoveBlocked;
  }
  return true;
}

// Step 4: the idle-cell rule and the fuel warning.
void idleAndFuelWarn(Sim& sim, Obj& obj, VehState& st, const VehicleDef& def) {
  if (obj.cell != st.idleCell) {
    st.idleCell = obj.cell;
    st.idleTick = sim.tick;
  } else if (sim.tick - st.idleTick > kIdleCellTicks && sim.turretsInView < kIdleTurretLimit) {
    spawnDrone(sim, obj.slot());  // SpawnDrone 0x435950 (§9)
    st.idleTick = sim.tick;       // designed: the count restarts
  }
  if (st.fuel < def.fuel / 8 && sim.tick - st.fuelWarnTick >= kFuelWarnPeriod) {
    sim.emit(EventId::FuelWarn, SoundEvent{static_cast<int32_t>(obj.id)});
    st.fuelWarnTick = sim.tick;
  }
}

// FUN_00429040, step 5: resupply when standing still on a pickup part; the gate zone
// (kind 3) of an own gate opens it (SpawnGate, gate.hpp).
// designed: the gate zone is checked whatever the speed (the notes: the tank drives up and
// the gate opens); fuel and ammo only standing still.
void resupply(Sim& sim, Obj& obj, VehState& st, const VehicleDef& def) {
  const TeamState& t = teamOf(sim, obj);
  if (t.pickupCell < 0 || t.pickupCell >= kOutsideCell || t.pickupPart < 0) return;
  const Shape shape = bnoShape(cell::bno(sim.cellWord(t.pickupCell))).shape;
  if (static_cast<size_t>(t.pickupPart) >= shape.size()) return;
  const auto kind = static_cast<PadKind>(shape[static_cast<size_t>(t.pickupPart)].kind);
  if (kind == PadKind::GateZone) {
    gateZoneTouched(sim, obj, t.pickupCell);
    return;
  }
  if (obj.speed != 0) return;
  bool gave = false;
  if (kind == PadKind::Fuel && st.fuel < def.fuel) {
    st.fuel = std::min(def.fuel, st.fuel + kRefuelPerTick * sim.dt);
    gave = true;
  }
  if (kind == PadKind::Ammo) {
    for (size_t i = 0; i < st.slots.size(); ++i) {
      if (st.slots[i].ammo >= def.slots[i].ammo) continue;
      st.slots[i].ammo = std::min(def.slots[i].ammo, st.slots[i].ammo + sim.dt / 2);
      gave = true;
    }
  }
  if (gave && sim.tick - st.resupplySoundTick >= kResupplySoundPeriod) {
    sim.emit(EventId::Resupply, SoundEvent{static_cast<int32_t>(obj.id)});
    st.resupplySoundTick = sim.tick;
  }
}

// Step 7's test: standing still on the own pad terrain within the dock radius.
bool onOwnPad(const Sim& sim, const Obj& obj, const VehicleDef& def, int32_t oldHeading) {
  if (obj.speed != 0 || obj.heading != oldHeading || obj.cell < 0 || obj.cell >= kOutsideCell) return false;
  if (cell::terrain(sim.cellWord(obj.cell)) != homePadTerrain(obj.team))
    return false;
  const Fixed dx = obj.x - cell::centreFixed(obj.cell % kMapCells);
  const Fixed dy = obj.y - cell::centreFixed(obj.cell / kMapCells);
  // designed: "within dock_radius" read as both axes within the radius.
  return std::abs(dx) <= def.dockRadius && std::abs(dy) <= def.dockRadius;
}

// Step 8: the water hook 0x4299e0. Returns false when the vehicle died.
bool waterHook(Sim& sim, Obj& obj, VehState& st, const VehicleDef& def) {
  if (st.water == WaterHookId::None) return true;
  ObjShapeBuf shapeBuf;
  st.waterState = objWaterState(sim.world, objShape(sim, obj, shapeBuf), objPose(sim, obj));
  const bool boat = st.type == VehicleType::Jeep && st.boatBlend >= core::kOne;
  if (st.waterState != kWaterDeep || boat) {
    st.sinkAnim = 0;
    if (obj.z < 0) obj.z = 0;  // designed: back on the ground outside deep water
    return true;
  }
  st.sinkAnim += sim.dt;
  obj.z -= kSinkRate * sim.dt;
  if (-obj.z > def.sinkDepth) {
    vehicleDies(sim, obj, DeathCause::Sunk);
    return false;
  }
  return true;
}

// Step 8: the engine sound and the enemy arrow.
void soundAndArrow(Sim& sim, Obj& obj, VehState& st, const VehicleDef& def) {
  const bool running = obj.speed != 0;
  if (running != st.engineOn) {
    st.engineOn = running;
    // designed: the sound mixer is outside the sim; start / stop go out as events.
    sim.emit(running ? def.engineSound : EventId::EngineIdle, SoundEvent{static_cast<int32_t>(obj.id)});
  }
  // Car_Load FUN_00427ea0 zeroes the arrow cel in 1 player: only 2 players have the arrow
  // towards the other player's vehicle (team +0x80), every 60 ticks.
  if (sim.players > 1 && def.enemyArrow && sim.tick - st.arrowTick >= kArrowPeriod) {
    TeamState& own = sim.team[static_cast<size_t>(obj.team & 1)];
    const TeamState& other = sim.team[static_cast<size_t>((obj.team & 1) ^ 1)];
    const Obj* v = other.vehicle != kNoObj ? objById(sim, other.vehicleId) : nullptr;
    own.arrow = v != nullptr ? core::AngleBetweenPoints(obj.x, obj.y, v->x, v->y) : -1;
    sim.emit(EventId::EnemyArrow, NoteEvent{static_cast<int32_t>(obj.id), own.arrow});
    st.arrowTick = sim.tick;
  }
}

}  // namespace

int32_t vehicleDestroy(Sim& sim, Obj& obj) {
  if (obj.team >= 0 && obj.team < kTeams) {
    TeamState& t = teamOf(sim, obj);
    if (t.vehicleId == obj.id) {
      t.vehicle = kNoObj;
      t.vehicleId = 0;
    }
  }
  return 1;
}

int vehicleFields(const Sim& sim, const Obj& obj, std::span<ObjField, kMaxObjFields> out) {
  if (obj.team < 0 || obj.team >= kTeams) return 0;
  const VehState& st = sim.team[static_cast<size_t>(obj.team)].veh;
  out[0] = ObjField{"type", static_cast<int32_t>(st.type), false};
  out[1] = ObjField{"hp", st.hp, true};
  out[2] = ObjField{"fuel", st.fuel, true};
  out[3] = ObjField{"ammo", st.slots[0].ammo, false};
  out[4] = ObjField{"water", st.waterState, false};
  return 5;
}

VehicleKind vehicleKind(VehicleType type) {
  return static_cast<VehicleKind>(type);
}

VehicleType vehicleTypeOf(const Obj& obj) {
  const VehicleKind k = vehicleKindOfGfx(obj.gfx);
  if (k == VehicleKind::Other) throw std::invalid_argument("not a vehicle graphic");
  return static_cast<VehicleType>(k);
}

VehState& vehState(Sim& sim, const Obj& obj) {
  return teamOf(sim, obj).veh;
}

// VehicleInit 0x428210 / 0x4283c0: arg = the type; copies the descriptor into the team
// state (one live vehicle per team).
int32_t vehicleInit(Sim& sim, Obj& obj, int32_t arg) {
  if (obj.team < 0 || obj.team >= kTeams || arg < 0 || arg >= kVehicleTypes) return 0;
  const auto type = static_cast<VehicleType>(arg);
  const VehicleDef& def = vehicleDef(sim.data(), type);
  TeamState& t = teamOf(sim, obj);
  VehState st;
  st.type = type;
  st.move = def.move;
  st.armour = def.armour;
  st.hp = def.hp;
  st.water = def.water;
  st.fuel = def.fuel;
  for (size_t i = 0; i < st.slots.size(); ++i) {
    st.slots[i].proj = def.slots[i].proj;
    st.slots[i].reload = def.slots[i].reload;
    st.slots[i].ammo = def.slots[i].ammo;
  }
  if (type == VehicleType::Heli) st.boatTarget = kHeliRotorFull;  // rotor speed (+0x84)
  t.veh = st;
  t.vehicle = obj.slot();
  t.vehicleId = obj.id;
  obj.gfx = def.gfx;
  return 1;
}

// VehicleUpdate 0x428490
void vehicleUpdate(Sim& sim, Obj& obj) {
  VehState& st = vehState(sim, obj);
  const VehicleDef& def = vehicleDef(sim.data(), st.type);
  if ((obj.flags & kObjFirstUpdate) != 0) firstFrame(sim, obj, st, def);  // 1
  st.ctrl = think(sim, obj, st);                                          // 2
  if (st.preUpdate != PreUpdateHookId::None && vehiclePreUpdate(sim, obj, st.preUpdate) != 0) return;
  const int32_t oldHeading = obj.heading;
  if (!moveStep(sim, obj, st, def)) return;          // 3
  if (st.type == VehicleType::Jeep) jeepFlagCheck(sim, obj);  // JeepFlagCheck 0x42a480
  if (!sim.running) return;
  idleAndFuelWarn(sim, obj, st, def);                // 4
  resupply(sim, obj, st, def);                       // 5
  if ((st.ctrl & kSelfDestruct) == kSelfDestruct) {  // 6
    vehicleDies(sim, obj, DeathCause::SelfDestruct);
    return;
  }
  if (onOwnPad(sim, obj, def, oldHeading)) {  // 7
    if ((st.ctrl & kAnyPress) != 0) {
      if (vehicleDock(sim, obj)) return;
    } else {  // the door animation
      teamOf(sim, obj).doorCell = obj.cell;
      sim.emit(EventId::BunkerDoor, NoteEvent{static_cast<int32_t>(obj.id)});
    }
  } else {
    vehicleWeaponHooks(sim, obj, st);
    vehicleFire(sim, obj, st, def.fire[0], st.ctrl, fireArg(st.type, 0));
    vehicleFire(sim, obj, st, def.fire[1], st.ctrl >> 3, fireArg(st.type, 1));
    vehicleFire(sim, obj, st, def.fire[2], st.ctrl >> 6, fireArg(st.type, 2));
  }
  if (!waterHook(sim, obj, st, def)) return;  // 8
  soundAndArrow(sim, obj, st, def);
}

// 0x428c40: always blocks; records the cell bumped (+0xa4, the jeep's grenade target).
int32_t vehicleHitStatic(Sim& sim, Obj& obj, int32_t cell) {
  if (obj.team >= 0 && obj.team < kTeams) {
    VehState& st = vehState(sim, obj);
    st.bumped[0] = cell;
    st.bumped[2] = kBumpedStatic;
  }
  return 1;
}

// 0x428c60: 5 (blocks as self); records the object bumped (+0xa8).
int32_t vehicleHitObject(Sim& sim, Obj& self, Obj& other) {
  if (self.objClass() == ObjClass::Vehicle && self.team >= 0 && self.team < kTeams) {
    VehState& st = vehState(sim, self);
    st.bumped[1] = static_cast<int32_t>(other.id);
    st.bumped[2] = kBumpedObject;
  }
  return 5;
}

// 0x428f60: hp -= dmg - armour; hp <= 0 -> death.
int32_t vehicleDamage(Sim& sim, Obj& obj, Fixed amount, Obj*) {
  VehState& st = vehState(sim, obj);
  if (amount > st.armour) st.hp -= amount - st.armour;
  st.hitFlashTick = sim.tick;
  if (st.hp <= 0) vehicleDies(sim, obj, DeathCause::Destroyed);
  return 1;
}

}  // namespace rf
