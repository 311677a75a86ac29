// SPDX-License-Identifier: GPL-3.0-or-later
// What the last TRACER probe met (Sim::tracer); the projectile, grenade and mine functions
// are in weapon.hpp.
#pragma once

#include <cstdint>
#include <tuple>

#include "core/fields.hpp"
#include "rf/sim/object_state.hpp"

namespace rf {

// What the last TRACER probe met (DAT_0046f3c4 and the hit it was set from).
// designed: the notes give only the flag ("nothing of the turret's side -- own-team static
// cell or own view vehicle -- in the line"); the probe stops at the first thing it meets,
// like the shell that would follow it, and records it here.
struct TracerResult {
  int32_t friendly = 0;    // DAT_0046f3c4: 1 = the first thing met is of the tracer's team
  int32_t kind = -1;       // HitKind of the first hit, -1 = nothing met (life out)
  uint32_t objId = 0;      // the object met (kind 3)
  int32_t cell = kNoCell;  // the cell whose static part was met (kind 4)
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(TracerResult, friendly), CORE_FIELD(TracerResult, kind),
                      CORE_FIELD(TracerResult, objId), CORE_FIELD(TracerResult, cell)};
  }
  friend bool operator==(const TracerResult& lhs, const TracerResult& rhs) {
    return core::fieldsEqual(lhs, rhs);
  }
};
static_assert(core::everyFieldListed<TracerResult>());

}  // namespace rf
