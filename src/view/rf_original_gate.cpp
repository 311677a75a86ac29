// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's live gates (rf_original_gate.hpp).
#include "view/rf_original_gate.hpp"

#include <algorithm>

#include "rf/sim/gate.hpp"

namespace view {

// Model_DrawGateH_W / _E, Model_DrawGateV_N / _S: the leaf width 1.0 - the opening.
// designed: the width applied as a scale toward the post (rf_original_gate.hpp), 16 px the
// leaf (kGateDoorOffset), so that the inner edge is where the sim's door part is.
std::vector<core::Vec3> rfOrigGateLeaf(const rf::OrigPart& part, int leaf, bool vertical,
                                       core::Fixed opening) {
  std::vector<core::Vec3> v = part.verts;
  if ((leaf != 0 && leaf != 1) || v.empty()) return v;
  const int64_t full = rf::kGateDoorOffset;
  const int64_t width = full - std::clamp<int64_t>(opening, 0, full);  // of `full`
  auto axis = [&](core::Vec3& p) -> core::Fixed& { return vertical ? p.y : p.x; };
  core::Fixed outer = axis(v[0]);
  for (core::Vec3& p : v) outer = leaf == 0 ? std::min(outer, axis(p)) : std::max(outer, axis(p));
  for (core::Vec3& p : v) {
    const int64_t d = int64_t{axis(p)} - outer;
    axis(p) = static_cast<core::Fixed>(outer + d * width / full);
  }
  return v;
}

}  // namespace view
