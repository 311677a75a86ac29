// placeholder until the explosion work lands.
#include "rf/data/explosion_ids.hpp"

namespace rf {

ExplId bnoDestroyExpl(uint32_t) {
  return ExplId::None;
}
ExplId bnoCrushExpl(uint32_t) {
  return ExplId::None;
}

}  // namespace rf
