// placeholder until the debris work lands.
#include "rf/sim/debris.hpp"

#include "rf/sim/sim.hpp"

namespace rf {

int spawnDebrisBurst(Sim& sim, const DebrisBurst& burst) {
  sim.emit(EventKind::Note, "DebrisBurst", static_cast<int32_t>(burst.set), burst.part);
  return 0;
}

ObjSlot spawnDebrisPiece(Sim&, const DebrisBurst&, int32_t) {
  return kNoObj;
}

}  // namespace rf
