// SPDX-License-Identifier: GPL-3.0-or-later
// Shadow (class 4): follows its parent on the ground.
#include "rf/sim/shadow.hpp"

#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"

namespace rf {

// 0x434cf0: on the ground, linked to its cell.
int32_t shadowInit(Sim&, Obj& o, int32_t gfx) {
  o.gfx = gfx;
  o.z = 0;
  o.flags &= ~kObjFirstUpdate;
  return 1;
}

// 0x434d70: under the parent (x, y, z = 0, its heading); no parent -> removed.
// designed: moved by ObjMove so that it changes cells with the parent (it has no shape,
// so nothing collides).
void shadowUpdate(Sim& sim, Obj& o) {
  if (o.parent == kNoObj) {
    objMarkForDelete(sim, o.slot());
    return;
  }
  const Obj& p = sim.obj(o.parent);
  o.heading = p.heading;
  objMove(sim, o.slot(), p.x - o.x, p.y - o.y, -o.z);
}

ObjSlot spawnShadow(Sim& sim, ObjSlot of, int32_t gfx) {
  if (gfx == 0) return kNoObj;
  const Obj& p = sim.obj(of);
  const ObjSlot s = objCreate(sim, ObjClass::Shadow, p.team, p.x, p.y, 0, gfx);
  if (s == kNoObj) return s;
  sim.obj(s).heading = p.heading;
  objSetParent(sim, s, of);
  return s;
}

}  // namespace rf
