// SPDX-License-Identifier: GPL-3.0-or-later
#include "view/gta_scene_render.hpp"

#include <algorithm>
#include <string>

namespace view {
namespace {

constexpr core::Rgba kColFire = 0xff4010ff;
constexpr core::Rgba kColDyingFire = 0xb04010ff;
constexpr core::Rgba kColSmoke = 0xc0c0c0c0;
constexpr core::Rgba kColJet = 0x40c0ffff;
constexpr core::Rgba kColHose = 0x2060ffff;
constexpr core::Rgba kColCrate = 0xa0682cff;
constexpr core::Rgba kColPowerUp = 0x30ff60ff;
constexpr core::Rgba kColDebris = 0x806040ff;
constexpr core::Rgba kColOther = 0xffffffff;
constexpr core::Rgba kColExpl = 0xffe040d0;
constexpr core::Rgba kColCar = 0xffd800ff;
constexpr core::Rgba kColWreck = 0x603000ff;
constexpr core::Rgba kColEngine = 0xff0000ff;
constexpr core::Rgba kColRoute = 0xff80ffff;
constexpr core::Rgba kColEdited = 0xff00ffff;
constexpr core::Rgba kColRecord = 0xffff00ff;

core::Rgba objColour(int type) {
  namespace t = gta::objtype;
  if (type == t::kFire || type == t::kPedFire) return kColFire;
  if (type == t::kDyingFire) return kColDyingFire;
  if (type == t::kSmoke || type == t::kBlastSmoke) return kColSmoke;
  if (type == t::kJet || type == t::kJetEnd) return kColJet;
  if (type == t::kHose) return kColHose;
  if (type == t::kCrate || type == t::kBrokenCrate) return kColCrate;
  if ((type >= 0x4e && type <= 0x51) || (type >= 0x5f && type <= 0x65)) return kColPowerUp;
  if (type == t::kDebris || type == t::kPiece) return kColDebris;
  return kColOther;
}

}  // namespace

core::Image renderGtaScene(const core::Image& city, const gta::GameState& s, const GtaSceneWindow& w) {
  const int side = w.blocks * w.scale;
  core::Image img(side, side, core::kBlack);
  img.blit(city, -w.blockX * w.scale, -w.blockY * w.scale, false);
  // pixels of the game (16.16) to the image
  const auto ix = [&](core::Fixed v) {
    return static_cast<int>((int64_t{v} >> 16) * w.scale / 64) - w.blockX * w.scale;
  };
  const auto iy = [&](core::Fixed v) {
    return static_cast<int>((int64_t{v} >> 16) * w.scale / 64) - w.blockY * w.scale;
  };
  const auto blockRect = [&](int bx, int by, core::Rgba c) {
    img.drawRect((bx - w.blockX) * w.scale, (by - w.blockY) * w.scale, w.scale, w.scale, c);
  };
  for (const gta::MapEditColumn& e : s.mapEdits.repointed)
    blockRect(int(e.cell % 256), int(e.cell / 256), kColEdited);
  for (const gta::FireRecord& r : s.fire.fires) {
    if (r.used()) blockRect(r.x / 64, r.y / 64, kColRecord);
  }
  // the engines' routes
  for (const gta::Sentinel& t : s.fire.sentinels) {
    if (t.kind == 0 || t.car < 0) continue;
    int px = ix(s.entities.cars[size_t(t.car)].sprite.x), py = iy(s.entities.cars[size_t(t.car)].sprite.y);
    for (size_t k = size_t(std::max<int>(0, t.routePos)); k < t.route.size(); ++k) {
      const int nx = (t.route[k].x - w.blockX) * w.scale + w.scale / 2,
                ny = (t.route[k].y - w.blockY) * w.scale + w.scale / 2;
      img.line(px, py, nx, ny, kColRoute);
      px = nx, py = ny;
    }
  }
  for (const gta::Car& c : s.entities.cars) {
    if (c.status == gta::kCarFree || c.status == gta::kCarTrafficPrimed) continue;
    const bool engine = c.model == gta::kCarModelFireEngine;
    const int r = engine ? 4 : 2;
    img.fillRect(ix(c.sprite.x) - r, iy(c.sprite.y) - r, 2 * r + 1, 2 * r + 1,
                 engine ? kColEngine : (c.damage >= gta::kCarWrecked ? kColWreck : kColCar));
    if (engine)
      img.drawRect(ix(c.sprite.x) - r - 1, iy(c.sprite.y) - r - 1, 2 * r + 3, 2 * r + 3, core::kWhite);
  }
  for (const gta::Obj& o : s.entities.objs) {
    if (o.free() || gta::objInfoStatus(o.type) == gta::kObjStatusInvisible) continue;
    const core::Rgba c = objColour(o.type);
    const int r = c == kColOther ? 0 : 2;
    img.fillRect(ix(o.sprite.x) - r, iy(o.sprite.y) - r, 2 * r + 1, 2 * r + 1, c);
  }
  for (const gta::ExplSlot& q : s.expl.slots) {
    if (q.frame == 0) continue;
    const int r = std::max(1, 16 * w.scale / 64);
    for (int y = -r; y <= r; ++y)
      for (int x = -r; x <= r; ++x) img.blend(ix(q.sprite.x) + x, iy(q.sprite.y) + y, kColExpl);
  }
  img.drawText(4, 4, "frame " + std::to_string(s.frame()), core::kWhite, 2);
  return img;
}

}  // namespace view
