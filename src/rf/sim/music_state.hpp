// SPDX-License-Identifier: GPL-3.0-or-later
// Mus_Director's state (rf-simulation.md §9, §10): Sim::music; the flags, the requests and
// the director are in music.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <tuple>

#include "core/fields.hpp"

namespace rf {

inline constexpr int kMusTeams = 2;

// The director's state (in rf::Sim, hashed).
struct MusicState {
  uint32_t flags = 0;      // the bits set so far this frame (the director clears them)
  uint32_t lastFlags = 0;  // the bits of the previous director step (the edges of 0x200 / 0x400)
  int32_t subState = 0;    // the SUB branch: < 6 nothing asked, 6 MUS_SUB asked, 1 after
  // designed: the latest wreck id of each side the death branch has answered.
  std::array<uint32_t, kMusTeams> deathSeen{};
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(MusicState, flags), CORE_FIELD(MusicState, lastFlags),
                      CORE_FIELD(MusicState, subState), CORE_FIELD(MusicState, deathSeen)};
  }
  friend bool operator==(const MusicState& lhs, const MusicState& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<MusicState>());

}  // namespace rf
