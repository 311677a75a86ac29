// SPDX-License-Identifier: GPL-3.0-or-later
// The gallery's pictures (rf_gallery.hpp, docs/gallery.md): the scenes are games of
// rf/gallery_scenes.hpp; this draws them, crops and tiles the pictures. designed: the
// framing (which part of the view, how large) is ours.
#include "app/rf_gallery.hpp"

#include "core/ascii.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <stdexcept>

#include "app/paths.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/rfm.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/gallery_scenes.hpp"
#include "view/rf_frame_render.hpp"
#include "view/rf_title_render.hpp"

namespace app {
namespace {

using core::Image;
using rf::Game;

constexpr std::array<view::RfViewStyle, 2> kStyles = {view::RfViewStyle::Perspective, view::RfViewStyle::TopDown};
using Pair = std::array<Image, 2>;  // in kStyles' order

const char* styleSuffix(view::RfViewStyle s) {
  return s == view::RfViewStyle::TopDown ? "_topdown" : "_3d";
}

// How the pictures are drawn: the 3D ones in the original look when one is given.
struct Look {
  const view::RfOriginalLook* original = nullptr;
};

Image screen(const Game& g, view::RfViewStyle style, const Look& look) {
  view::RfFrameRenderOptions options;
  options.style = style;
  if (style != view::RfViewStyle::TopDown) options.original = look.original;
  return view::renderRfScreen(g.state(), options);
}

// The w x h part of `src` centred on (cx, cy), times `scale`.
Image crop(const Image& src, int cx, int cy, int w, int h, int scale) {
  Image part(w, h);
  part.blit(src, w / 2 - cx, h / 2 - cy, false);
  return scale > 1 ? part.scaleNearest(scale) : part;
}

// Where the framing's centre is below the middle of player 1's view, in each view (px):
// the camera's point is 40 px above the middle in the 3D view (its pitch), and a point n
// px north of it shows about 0.9 n px higher there.
struct Frame {
  int dy3d = -40;
  int dyTop = 0;
};

// A w x h part of player 1's view on the 1-player screen, framed so, times `scale`.
Pair middle(const Game& g, const Look& look, int w, int h, int scale, Frame f = {}) {
  const view::Viewport vp = view::rfScreenLayout(1).view[0];
  Pair out;
  for (size_t i = 0; i < kStyles.size(); ++i) {
    const int dy = kStyles[i] == view::RfViewStyle::TopDown ? f.dyTop : f.dy3d;
    out[i] = crop(screen(g, kStyles[i], look), vp.x + vp.w / 2, vp.y + vp.h / 2 + dy, w, h, scale);
  }
  return out;
}

Pair whole(const Game& g, const Look& look) {
  return {screen(g, kStyles[0], look), screen(g, kStyles[1], look)};
}

// Pictures side by side, `columns` to a row, each the size of the first.
Image grid(const std::vector<Image>& parts, int columns) {
  const int w = parts.front().width(), h = parts.front().height();
  const int rows = (static_cast<int>(parts.size()) + columns - 1) / columns;
  Image out(w * columns, h * rows);
  for (size_t i = 0; i < parts.size(); ++i) {
    out.blit(parts[i], static_cast<int>(i % static_cast<size_t>(columns)) * w,
             static_cast<int>(i / static_cast<size_t>(columns)) * h, false);
  }
  return out;
}

// Each view's moments tiled.
Pair tiles(const std::vector<Pair>& moments, int columns) {
  Pair out;
  for (size_t i = 0; i < kStyles.size(); ++i) {
    std::vector<Image> parts;
    for (const Pair& m : moments) parts.push_back(m[i]);
    out[i] = grid(parts, columns);
  }
  return out;
}


// A scene that shows the map: drawn in both views.
struct MapScene {
  std::string name;
  std::function<Pair(const Look&)> draw;
};

// Each vehicle from four sides (facing north, east, south, west), a 2 x 2 picture.
MapScene vehicleScene(rf::VehicleType type, bool boat = false) {
  return {"vehicle_" + core::asciiLower(rf::vehicleTypeName(type)) + (boat ? "_boat" : ""), [type, boat](const Look& look) {
            std::vector<Pair> sides;
            for (int32_t side = 0; side < 4; ++side) {
              sides.push_back(middle(rf::gallery::vehicle(type, side * 0x100000, boat), look, 160, 120, 2));
            }
            return tiles(sides, 2);
          }};
}

MapScene bnoScene(uint32_t id) {
  std::string name = core::asciiLower(rf::bnoDef(id).name);
  if (name.rfind("bno_", 0) == 0) name = name.substr(4);
  // the looks 3 cells (96 px) north of the tank, framed a little north of them
  return {"bno_" + name, [id](const Look& look) { return middle(rf::gallery::bnoLooks(id), look, 320, 240, 2, {-76, -48}); }};
}

// The explosion (3 cells north of the tank) at 9 moments 2 frames (4 ticks) apart, west to
// east, north to south, each twice its size.
MapScene explosionScene() {
  return {"explosion", [](const Look& look) {
            Game g = rf::gallery::explosion();
            std::vector<Pair> moments;
            for (int i = 0; i < 9; ++i) {
              if (i > 0) rf::gallery::stepFrames(g, 2);
              moments.push_back(middle(g, look, 160, 120, 2, {-140, -96}));
            }
            return tiles(moments, 3);
          }};
}

std::vector<MapScene> mapScenes() {
  std::vector<MapScene> out;
  for (const rf::VehicleType t : rf::kAllVehicleTypes) out.push_back(vehicleScene(t));
  out.push_back(vehicleScene(rf::VehicleType::Jeep, true));
  for (const uint32_t id : rf::gallery::bnos()) out.push_back(bnoScene(id));
  out.push_back(explosionScene());
  out.push_back({"battle", [](const Look& look) { return whole(rf::gallery::battle(), look); }});
  out.push_back({"two_players", [](const Look& look) { return whole(rf::gallery::twoPlayers(), look); }});
  return out;
}

// The title screen with the bundled maps.
Image titlePicture() {
  view::TitleState t;
  for (const std::filesystem::path& p : bundledRfMaps()) {
    const rf::RfmFile m = rf::loadRfm(p.string());
    view::TitleEntry e;
    e.title = m.title();
    e.level = static_cast<int>(m.level().value_or(0));
    e.players = m.header.players;
    t.entries.push_back(std::move(e));
  }
  if (t.entries.empty()) throw std::runtime_error("the gallery's title needs the bundled maps (no data folder)");
  // in the title's order (rf::front::sortTitleList): by level, 1-player maps first
  std::stable_sort(t.entries.begin(), t.entries.end(), [](const view::TitleEntry& a, const view::TitleEntry& b) {
    return a.level != b.level ? a.level < b.level : a.players < b.players;
  });
  return view::renderRfTitle(t);
}

}  // namespace

std::vector<std::string> rfGalleryNames() {
  std::vector<std::string> out;
  for (const MapScene& s : mapScenes()) {
    for (const view::RfViewStyle style : kStyles) out.push_back(s.name + styleSuffix(style));
  }
  out.emplace_back("bunker");
  out.emplace_back("title");
  return out;
}

void drawRfGallery(const std::function<void(const GalleryPicture&)>& out, const view::RfOriginalLook* original) {
  const Look look{original};
  for (const MapScene& s : mapScenes()) {
    Pair p = s.draw(look);
    for (size_t i = 0; i < kStyles.size(); ++i) out({s.name + styleSuffix(kStyles[i]), std::move(p[i])});
  }
  out({"bunker", screen(rf::gallery::bunker(), view::RfViewStyle::Perspective, Look{})});
  out({"title", titlePicture()});
}

}  // namespace app
