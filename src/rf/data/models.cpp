// placeholder until the models work lands.
#include "rf/data/model_ids.hpp"

namespace rf {

ModelId bnoModel(uint32_t) {
  return kNoModel;
}

}  // namespace rf
