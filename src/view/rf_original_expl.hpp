// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's explosions (emdzej/openrf docs/game.md §6 "Explosions",
// render.md §5): an Expl object (rf/sim/expl.hpp) whose graphic is the sprites (0x44aa20:
// hook 0x420680, draw 0x4206b0) or an explosion part (0x452dc8 + i * 0x44, which continues
// with them) draws its descriptor's quads (rf/data/explosion_scripts.hpp): the vertices
// through M = [scale] . P[pitch] . Y[heading] . C, each face a cel sprite + frame - first
// while first <= frame <= last, one face of a variant group chosen by the object's id, from
// `fade` on hidden once faded below 1/16 (FUN_00407df0; else drawn twice, which the PC cel
// engine draws as once: the PIXC blend is not used). The sprites are ART.CAR cels 1080..1790.
//
// designed (the notes do not give it):
// - the fade amount: linear in the 16.16 frame, 1.0 at `fade`, 0 at last + 1;
// - a variant group starts at the face carrying the variant (1 / 4: that face and the next,
//   2: 4 faces, 3: 8); the chosen face's own first, last and fade apply;
// - the explosion sorts as one item at its position with the models' key (View_QueueModel's,
//   zb = H - obj+0x50 - the descriptor's z-bias taken as 16.16 like a part's), its faces drawn
//   in descriptor order; a vertex the projection refuses drops the whole explosion (as a
//   part's);
// - the ground-flash parts (0x452dc8 + i * 0x44) are not read: an explosion showing one
//   draws its sprites only.
#pragma once

#include <cstdint>
#include <vector>

#include "rf/data/explosion_scripts.hpp"
#include "rf/sim/object_state.hpp"
#include "view/rf_original_draw.hpp"

namespace view {

// One face an explosion shows: its index in the descriptor and its cel.
struct RfOrigExplCel {
  uint32_t face = 0;
  uint32_t cel = 0;
  friend bool operator==(const RfOrigExplCel&, const RfOrigExplCel&) = default;
};

// Whether Expl `o`'s graphic draws the descriptor's sprites (GfxId::ExplSprites or an
// explosion part ExplPart0..7).
bool rfOrigExplShowsSprites(const rf::Obj& o);

// The faces of `d` explosion `o` shows at its frame (expl::kFrame), in drawing order.
std::vector<RfOrigExplCel> rfOrigExplCels(const rf::ExplDesc& d, const rf::Obj& o);

namespace orig {
// RenderExpl (0x4206b0): the faces of `d` for explosion `o` at `at` (the item's view-space
// position, z' - H).
void drawExpl(const Canvas& cv, const Camera& k, const RfOriginalLook& look, const rf::ExplDesc& d,
              const rf::Obj& o, const V3& at);
}  // namespace orig

}  // namespace view
