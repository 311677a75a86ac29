// SPDX-License-Identifier: GPL-3.0-or-later
// The gallery (docs/gallery.md): a fixed set of scenes drawn by the views,
// for people to look at and for the tests to pin. Each vehicle from four sides, each
// static object (BNO) with a look in its three states, an explosion's sequence, a battle,
// the 2-player split, the bunker and the title. The scenes that show the map are drawn in
// both views (`<scene>_3d`, `<scene>_topdown`); the bunker and the title are one picture
// each. Every scene is built on the same small island (the studio) from the same steps,
// so the pictures are the same on every run of the same build.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/image.hpp"

namespace view {
class RfOriginalLook;
}

namespace app {

struct GalleryPicture {
  std::string name;  // the file's stem: "vehicle_tank_3d", "bno_tower_topdown", "title"
  core::Image image;
};

// The pictures' names in their order (no picture is drawn).
std::vector<std::string> rfGalleryNames();

// Draws every picture in order and hands each to `out` (one at a time: the gallery is
// never held whole). Throws std::runtime_error when a scene cannot be built (a bug). With
// `original` (the user's CD: rf_original_look.hpp) the 3D pictures are in the original's
// look; the top-down ones, the bunker and the title stay ours.
void drawRfGallery(const std::function<void(const GalleryPicture&)>& out,
                   const view::RfOriginalLook* original = nullptr);

}  // namespace app
