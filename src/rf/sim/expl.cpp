// placeholder until the explosion work lands: reports the explosion as an event.
#include "rf/sim/expl.hpp"

#include "rf/sim/sim.hpp"

namespace rf {

ObjSlot spawnExplosion(Sim& sim, ExplId id, core::Fixed, core::Fixed, core::Fixed, const ExplSpawn& how) {
  sim.emit(EventKind::Note, "Explosion", static_cast<int32_t>(id), how.cell);
  return kNoObj;
}

}  // namespace rf
