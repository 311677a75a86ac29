// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's debris pieces, burnt hulks and lifts (rf_original_look.hpp; emdzej/openrf
// docs/render.md §5, docs/game.md §6 "Debris (class FWall) and remains (Stay)").
//
// A debris piece (FWall, rf/sim/debris.hpp) is one face of a model: SpawnDebrisBurst makes a
// piece of every face whose flags bits 8-9 (class k) are set, Obj_SetCel its 4 corners
// centred on their mean, and the draw 0x433a60 (RenderDebris) puts one cel on those corners.
// Our piece refers to a retrosim model (models.hpp), so the original face is found by a
// designed mapping: our model -> the BNO or vehicle it belongs to -> its original part chain
// -> the n-th face of class k (n = our face index, wrapped by the count).
// Integer arithmetic only; a view (nothing here changes the state).
#pragma once

#include <array>
#include <vector>
#include <cstdint>

#include "core/trig.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/data/original_models.hpp"
#include "rf/sim/object_state.hpp"

namespace view {

// The first original part of our model (0 = none). designed: a vehicle's hull -> its body
// (dword 0x52), its turret -> the tank's turret part 0x44ccb0, the launcher and rotor -> the
// body, a wreck -> the wreck graphic (0x59); a static object's model -> the first BNO whose
// intact model it is (bnoModel), that BNO's part chain.
uint32_t rfOrigModelPart(const rf::OriginalModels& m, rf::ModelId model);

// A piece drawn in the original look: the cel and its 4 corners in the piece's frame, turned
// by the piece's pitch and heading (centred on the object's position).
struct RfOrigPiece {
  bool ok = false;
  uint32_t sprite = 0;
  std::array<core::Vec3, 4> corners{};
};

// The debris draw 0x433a60 for one FWall object: false (ok) when the piece has no original
// face or is faded out (FUN_00407df0: hidden below 1/16).
RfOrigPiece rfOrigDebrisPiece(const rf::OriginalModels& m, const rf::Obj& o);

// The fade of a piece (16.16, 1.0 = full). designed: the notes give FUN_00407df0's threshold
// only, so the amount is the piece's squash (op 9, 1.0 .. 0): a piece squashed flat fades.
core::Fixed rfOrigDebrisFade(const rf::Obj& o);

// Stay 0x435e40 / 0x435e10: the burnt hulk's part (the first of the vehicle's wreck graphic,
// dword 0x59), 0 when the Stay's graphic is no hulk.
uint32_t rfOrigHulkPart(const rf::OriginalModels& m, const rf::Obj& o);

// A lift (Storage, lift up or down): "+0x60 display model", the vehicle's graphic: its body
// part (dword 0x52), 0 when none. designed: drawn at the lift's z (-32 px .. 0), so a rising
// lift draws higher; the pad itself stays the cell's static BNO (the notes give no lift
// platform part).
uint32_t rfOrigLiftPart(const rf::OriginalModels& m, const rf::Obj& o);

}  // namespace view
