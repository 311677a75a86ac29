// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's buildings: Model_DrawBuilding 0x41f550, the wrapper of the
// BLDG / FACT parts (emdzej/openrf docs/render.md §5), which picks each wall's and the roof's
// cel from the cell's jitter byte, the part's door side and the neighbours:
//   r = the jitter entry's b3 (CellJitterEntry 0x417820: entry (idx & 15) + (idx & 0x1e0) / 2);
//   T = g_BldgWallSprites 0x4478d8 {909, 931, 915, 927, 919, 923} when the part's shape is
//       0x447890 (BLDG), else g_FactWallSprites 0x4478f0 {938, 960, 944, 956, 948, 952};
//   the door side d = (part flags >> 16) & 0xff (0 N, 1 W, 2 E, 3 S);
//   face 4, the roof: T[0] + {0, 0, 2, 2, 2, 4, 4, 4}[r & 7] (0x4478d0);
//   face k = 0..3 (N, W, E, S), its neighbour n (N, W, E, S): T[1] when n is BNO 51 (rubble),
//       else the door side's T[3] when (r & 0x18) == 0x18 else T[2], any other side T[5] when
//       ((r & 0x60) >> 5) == k else T[4]; the west face's cel is + 2.
// designed: idx is the cell's index (y * 128 + x) in the notes' formula. BNO 51 is
// BNO_STD_DEST, the building rubble (rf::Bno::StdDest: retrosim's ids are the program's).
#pragma once

#include "rf/data/bno_ids.hpp"

#include <array>
#include <cstdint>
#include <optional>

#include "rf/data/original_models.hpp"
#include "rf/sim/world_state.hpp"

namespace view {

inline constexpr uint32_t kOrigDrawBuilding = rf::om::kDrawBuilding;  // Model_DrawBuilding
inline constexpr uint32_t kOrigBldgShape = rf::om::kBldgShape;        // the BLDG part's shape (def + 8)
inline constexpr std::array<uint32_t, 6> kOrigBldgWallSprites{909, 931, 915, 927, 919, 923};  // 0x4478d8
inline constexpr std::array<uint32_t, 6> kOrigFactWallSprites{938, 960, 944, 956, 948, 952};  // 0x4478f0
inline constexpr std::array<int8_t, 8> kOrigRoofSteps{0, 0, 2, 2, 2, 4, 4, 4};                 // 0x4478d0
inline constexpr uint32_t kOrigRubbleBno = rf::bnoId(rf::Bno::StdDest);
static_assert(kOrigRubbleBno == 51, "render.md §7: BNO_STD_DEST");

// The cels of faces 0..4 (N, W, E, S walls, the roof) of a building part at cell (cx, cy);
// nullopt for a part that is not drawn by Model_DrawBuilding.
std::optional<std::array<uint32_t, 5>> rfOrigBuildingCels(const rf::World& world, int cx, int cy,
                                                          const rf::OrigPart& part);

}  // namespace view
