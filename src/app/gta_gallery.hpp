// SPDX-License-Identifier: GPL-3.0-or-later
// The GTA gallery (docs/gta-view.md): a fixed set of scenes of mission 1 of the user's
// MISSION.INI on its city, drawn by the 3D city view with the HUD, for people to look at
// and for the tests to pin: a street from the player's camera, a fire with its engine
// spraying, an explosion, the whole district from high. Each scene is the level start plus
// a run script and a fixed number of frames, so the pictures are the same on every run.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/image.hpp"

namespace app {

struct GtaGalleryPicture {
  std::string name;  // the file's stem: "street", "fire_engine", "explosion", "district"
  core::Image image;
};

std::vector<std::string> gtaGalleryNames();

// Draws every scene of section `section` of `iniPath` (its city in `dataDir`, "" beside
// it) and hands each picture to `out`. Throws the level loader's errors.
void drawGtaGallery(const std::string& iniPath, uint32_t section, const std::string& dataDir,
                    const std::function<void(const GtaGalleryPicture&)>& out);

}  // namespace app
