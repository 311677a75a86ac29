// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gta_gallery.hpp"

#include <memory>
#include <optional>

#include "app/gta_view.hpp"
#include "gta/game.hpp"

namespace app {
namespace {

struct Scene {
  const char* name;
  const char* script;  // a run script (gta/data/run_script.hpp)
  int frames;          // frames run before the picture
  std::optional<view::GtaViewCamera> camera;  // nullopt: the player's
};

// designed: the places are the fire engines' documented run (docs/gta-fire-engines.md: a
// fire at (76, 46, 3), the engine stops at (80, 42) at frame 537 and sprays from 604, when
// the fire object's burning ends: the picture is frame 603, its last with flames), an
// explosion on the same street, and the map's middle seen from 2500 pixels up.
const Scene kScenes[] = {
    {"street", "", 30, std::nullopt},
    {"fire_engine", "0 fire 76,46,3\n", 603, view::GtaViewCamera{78 * 64 + 32, 44 * 64 + 32, 300, 170}},
    {"explosion", "0 explosion 4896,2976,255\n", 8, view::GtaViewCamera{76 * 64 + 32, 46 * 64 + 32, 240, 240}},
    {"district", "", 1, view::GtaViewCamera{128 * 64, 128 * 64, 2500, 60}},
};

}  // namespace

std::vector<std::string> gtaGalleryNames() {
  std::vector<std::string> out;
  for (const Scene& s : kScenes) out.emplace_back(s.name);
  return out;
}

void drawGtaGallery(const std::string& iniPath, uint32_t section, const std::string& dataDir,
                    const std::function<void(const GtaGalleryPicture&)>& out) {
  std::shared_ptr<const view::GtaStyleArt> style;
  bool styleLooked = false;
  for (const Scene& sc : kScenes) {
    gta::Game game = gta::Game::load(iniPath, section, dataDir);
    if (!styleLooked) style = gtaStyleArtFor(game), styleLooked = true;
    const std::vector<gta::RunCommand> cmds = gta::parseRunScript(sc.script, std::string("gallery ") + sc.name);
    GtaPictures pictures;
    pictures.setStyle(style);
    size_t next = 0;
    for (int f = 0; f < sc.frames && !game.over(); ++f) {
      gta::Inputs in;
      while (next < cmds.size() && cmds[next].frame <= game.frame()) in.commands.push_back(cmds[next++]);
      game.step(in);
      pictures.observe(game.state());
    }
    const view::GtaViewCamera cam = sc.camera.value_or(view::gtaPlayerCamera(game.state()));
    out({sc.name, pictures.draw(game.state(), cam)});
  }
}

}  // namespace app
