// SPDX-License-Identifier: GPL-3.0-or-later
// Stay (class 17): remains at rest.
#include "rf/sim/stay.hpp"

#include "rf/data/shapes.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"

namespace rf {

// designed init (0x435da0..): arg = life; linked to its cell (the hulk is a thing in it).
int32_t stayInit(Sim& sim, Obj& o, int32_t arg) {
  o.local[kStayBirth] = sim.tick;
  o.local[kStayLife] = arg > 0 ? arg : kStayDefaultLife;
  o.local[kStayLinger] = kStayDefaultLinger;
  o.local[kStayDrawn] = sim.tick;
  return 1;
}

void stayUpdate(Sim& sim, Obj& o) {
  o.flags &= ~kObjFirstUpdate;
  if (sim.tick - o.local[kStayBirth] >= o.local[kStayLife]) objMakeUseless(sim, o.slot());
}

int stayFields(const Sim& sim, const Obj& o, std::span<ObjField, kMaxObjFields> out) {
  out[0] = ObjField{"age", sim.tick - o.local[kStayBirth], false};
  out[1] = ObjField{"life", o.local[kStayLife], false};
  out[2] = ObjField{"linger", o.local[kStayLinger], false};
  return 3;
}

// SpawnStay 0x435eb0
ObjSlot spawnStay(Sim& sim, int32_t team, Fixed x, Fixed y, Fixed z, int32_t heading, int32_t gfx,
                  int32_t life, int32_t linger) {
  const ObjSlot s = objCreate(sim, ObjClass::Stay, team, x, y, z, life);
  if (s == kNoObj) return s;
  Obj& o = sim.objs[s];
  o.heading = core::WrapHeading(heading);
  o.gfx = gfx;
  o.local[kStayLinger] = linger;
  return s;
}

// draw 0x435e40
void stayDrawn(Sim& sim, ObjSlot s) {
  Obj& o = sim.objs[s];
  if (!o.alive() || o.objClass() != ObjClass::Stay) return;
  const bool old = sim.tick - o.local[kStayBirth] >= o.local[kStayLife];
  if (old && sim.tick - o.local[kStayDrawn] >= o.local[kStayLinger]) {
    objMarkForDelete(sim, s);
    return;
  }
  o.local[kStayDrawn] = sim.tick;
  objMakeUseless(sim, s);  // every draw: to the recycle list tail
}

int32_t stayHulkGfx(VehicleType type) {
  switch (type) {
    case VehicleType::Tank:
      return static_cast<int32_t>(GfxId::TankHulk);
    case VehicleType::Jeep:
      return static_cast<int32_t>(GfxId::JeepHulk);
    case VehicleType::Msv:
      return static_cast<int32_t>(GfxId::MsvHulk);
    case VehicleType::Heli:
      return static_cast<int32_t>(GfxId::HeliHulk);
  }
  return static_cast<int32_t>(GfxId::None);
}

}  // namespace rf
