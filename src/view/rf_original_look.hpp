// SPDX-License-Identifier: GPL-3.0-or-later
// The original look (the CD's own art): with the user's RFIRE.BIN models (rf/data/original_models.hpp)
// and ART/ART.CAR (rf/data/art_car.hpp), a player's view drawn the way the original draws
// it (emdzej/openrf docs/render.md): the camera's projection of §1-2 (the eye at 300 px,
// T[i] = 300 / (300 - i), the driving camera's pitch 0x180000 and height -170), the floor
// as the terrain tile cels (0..111; off the map cel 2, deep water), the models' parts queued
// and sorted by the §4 key (larger = farther, drawn first; ties in queue order), every face
// a cel on 4 projected corners (affine, no perspective correction, as Cel_DrawQuad) in the
// cel's draw mode (copy, shadow, blend, brighten, key blend, PLUT remap). With the CD's
// ART/TRANS.TBL the view is drawn as the original's 8-bit screen, each mode through its
// tables, and turned into the palette's colours at the end; without it the modes are
// computed on the RGB colours (designed: an average, 27 / 32 and 29 / 32 darkening). Explosions are their descriptors'
// sprite quads (rf_original_expl.hpp: the cel of the frame, the variant by the id, the fade),
// sorted among the models; a live Gate object draws its BNO's two leaves narrowed by the
// opening (rf_original_gate.hpp); the static map's gate BNO is the closed gate. Debris pieces
// (FWall) are one cel on their 4 corners (RenderDebris 0x433a60), burnt hulks (Stay) the first
// part of the vehicle's wreck graphic (dword 0x59), lifts the vehicle on them
// (rf_original_debris.hpp).
// The primitives (camera, projection, sort key, cel quad) are in rf_original_draw.hpp.
//
// designed (the notes do not give it, or retrosim differs):
// - the original draws a 320-pixel-wide low-resolution view; ours is drawn at that geometry
//   scaled to the viewport: the view is (vp.w / 2) x (vp.h / 2) original pixels, each
//   2 x 2 on the picture (the notes' pixel-doubled Cel_ComputeCorners2x path);
// - the camera stands in the steady state of the tracker (render.md §2: target y -
//   (z + 10) cos p - 12) on the view's camera point; H is -170 for every vehicle but the
//   helicopter (-100) and 0 in the bunker, without the trackers' smoothing;
// - animated parts: the vehicles are drawn through their wrappers (rf_original_vehicle.hpp:
//   the tank's turret (0x44ccb0) turned by heading + the turret's angle with the barrel at
//   the cannon's elevation, the MSV's launcher and rockets' cel, the jeep's boat morph, boat
//   and wake, the heli pitched, rolled, its tail folded and its shadow on the ground) with
//   their shadow (0x53), the heli's rotor (0x44e9b8 resting, the discs 0x44e850 / 898 / 8e0
//   by speed: rfOrigRotorPart), the jeep's tyres' cels by its x (rfOrigJeepTyreCel); the
//   tower's rest pose is not animated;
// - the buildings' walls and roofs: Model_DrawBuilding's cels (rf_original_building.hpp);
// - the position jitter hook is the sim's own jitter (rf::staticObjectPos);
// - debris (rf_original_debris.hpp): our piece's model mapped to the original part chain and
//   the n-th face of its class k (wrapped; all faces when none has the class), the fade taken
//   from the piece's squash, the pose our own view's (pitch about x, then heading), the key's
//   z-bias the piece's; a hulk's pitch obj+0x5c is not applied; a lift draws the vehicle's
//   body (dword 0x52) at the lift's z and no platform part (the notes give none);
// - explosions (rf_original_expl.hpp): the fade amount, the variant groups, the sort item and
//   z-bias units are designed there; the ground-flash parts 0x452dc8.. are not read;
// - gates (rf_original_gate.hpp): how the leaf width is applied (scaled toward the post);
// - the HUD: the original's cels at its places when the program's HUD tables were read
//   (rf_original_hud.hpp), else ours.
// A view: it reads the state and never changes it. Integer arithmetic only.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/image.hpp"
#include "rf/data/art_car.hpp"
#include "rf/data/original_hud.hpp"
#include "rf/data/original_models.hpp"
#include "rf/data/trans_table.hpp"
#include "rf/sim/sim.hpp"
#include "view/viewport.hpp"

namespace view {

// The status bar's strips the original blits under the dashboard (ART/1PBSCRL.RFA 320 x 88 or
// 1PBSCRH.RFA 640 x 176 for 1 player, 2PBSCRL.RFA 320 x 92 or 2PBSCRH.RFA 640 x 183 for 2;
// media/rfa_picture.hpp), at our screen's scale (640 wide: a low one doubled). An empty
// picture: none (the bar is black under the cels). `backdrop`: the title's (ART/HiBck*.RFA or
// PS480.RFA, 640 x 480; the low ones doubled), drawn dimmed under our title's list.
struct RfOrigStrips {
  core::Image onePlayer, twoPlayers, backdrop;
};

class RfOriginalLook {
 public:
  // Throws rf::LoadError (naming the program) when a face names a cel the archive lacks.
  // `hud`: the program's HUD tables (rf/data/original_hud.hpp); without them the HUD is ours.
  // `trans`: the CD's ART/TRANS.TBL; with it the view is drawn as the original's 8-bit screen
  // (rf_original_draw.hpp Canvas), without it each draw mode is computed on RGB colours.
  RfOriginalLook(rf::ArtCar car, rf::OriginalModels models, std::optional<rf::OriginalHud> hud = std::nullopt,
                 RfOrigStrips strips = {}, std::optional<rf::TransTable> trans = std::nullopt);

  const rf::ArtCar& car() const { return car_; }
  const rf::OriginalModels& models() const { return models_; }
  const rf::OriginalHud* hud() const { return hud_ ? &*hud_ : nullptr; }
  const rf::TransTable* trans() const { return trans_ ? &*trans_ : nullptr; }
  // The title's backdrop (null: none).
  const core::Image* backdrop() const { return strips_.backdrop.width() > 0 ? &strips_.backdrop : nullptr; }
  // The strip under the bar of a game of `players` (null: none).
  const core::Image* strip(int players) const {
    const core::Image& s = players < 2 ? strips_.onePlayer : strips_.twoPlayers;
    return s.width() > 0 ? &s : nullptr;
  }
  // The texel values of cel i (width x height; a span-list cel as 0 / 1, a runtime cel 0).
  const std::vector<uint8_t>& texels(uint32_t i) const { return texels_.at(i); }

 private:
  rf::ArtCar car_;
  rf::OriginalModels models_;
  std::optional<rf::OriginalHud> hud_;
  RfOrigStrips strips_;
  std::optional<rf::TransTable> trans_;
  std::vector<std::vector<uint8_t>> texels_;
};

// The camera's values (render.md §1-2) for a test: the screen point (16.16, relative to the
// view's top-left, in original pixels) of a world point, and whether it projects.
struct RfOrigProjected {
  int32_t x = 0, y = 0;
  bool ok = false;
};
RfOrigProjected rfOrigProject(int32_t camX, int32_t camY, int32_t heightH, int32_t viewW, int32_t viewH,
                              core::Fixed x, core::Fixed y, core::Fixed z);

// Model_DrawJeep's tyres: a face whose stored cel is one of 0x1c9..0x1cc shows 0x1c9 +
// (x >> 16 & 3), so they roll as the jeep moves; any other cel is kept.
inline constexpr uint32_t kOrigJeepTyreCel = 0x1c9;
uint32_t rfOrigJeepTyreCel(uint32_t stored, core::Fixed x);

// The heli rotor part drawn at a rotor speed (OriginalModels::heliRotor's index: 0 the resting
// blades, 1..3 the discs).
size_t rfOrigRotorPart(core::Fixed speed);

// Player `player`'s view in `vp` of `dst` in the original look. Throws std::invalid_argument
// for a player outside 0..1.
void drawRfOriginalView(const rf::Sim& sim, int player, core::Image& dst, const Viewport& vp,
                        const RfOriginalLook& look);

}  // namespace view
