// placeholder until the projectile work lands.
#include "rf/sim/weapon.hpp"

#include "rf/sim/sim.hpp"

namespace rf {

ObjSlot fireProjectile(Sim& sim, const Obj& owner, const ProjectileLaunch& launch) {
  sim.emit(EventKind::Note, "FireProjectile", static_cast<int32_t>(owner.id), launch.type);
  return kNoObj;
}

ObjSlot throwGrenade(Sim& sim, const Obj& owner, core::Fixed, core::Fixed, core::Fixed, core::Fixed, core::Fixed) {
  sim.emit(EventKind::Note, "ThrowGrenade", static_cast<int32_t>(owner.id));
  return kNoObj;
}

ObjSlot spawnMine(Sim& sim, int32_t team, core::Fixed, core::Fixed) {
  sim.emit(EventKind::Note, "SpawnMine", team);
  return kNoObj;
}

}  // namespace rf
