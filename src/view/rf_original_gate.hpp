// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's live gates (emdzej/openrf docs/render.md §5 "Gates", the gate
// models Model_DrawGateH_W / _E, Model_DrawGateV_N / _S; rf/sim/gate.hpp): the static map's
// gate BNO (43 H / 44 V) is a closed gate, drawn with the cell's parts; once a vehicle opens
// it, SpawnGate clears the BNO and the Gate object draws the BNO's two leaves (the first part
// the west / north one, the second the east / south one), each leaf's width 1.0 - the
// opening (the notes: 1.0 - (gate obj+0x64 hi16)).
//
// designed (the notes give the leaf width, not how it is applied): a leaf is scaled along
// the gate's axis (x for H, y for V) toward its outer end (the post: its vertices' least
// coordinate for the first leaf, the greatest for the second) by (16 - opening) / 16, the
// opening 0..15 px of a 16-px leaf (kGateDoorOffset), so that a 16-px leaf's inner edge is
// where the sim's door part is (gateDoorParts: the gap -opening..+opening) and the leaf stays
// in its cell rather than sliding through the walls beside; the other parts of the chain, if
// any, are drawn as stored.
#pragma once

#include <cstdint>
#include <vector>

#include "core/trig.hpp"
#include "rf/data/original_models.hpp"

namespace view {

// The vertices of leaf `leaf` (0 the first part, 1 the second; any other: as stored) of a
// gate (`vertical`: BNO 44) opened by `opening` (16.16 px, clamped to 0..16).
std::vector<core::Vec3> rfOrigGateLeaf(const rf::OrigPart& part, int leaf, bool vertical,
                                       core::Fixed opening);

}  // namespace view
