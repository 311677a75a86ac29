// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's explosions and gates (view/rf_original_expl.hpp, rf_original_gate.hpp)
// drawn from the synthetic ART.CAR's cels and model parts (tools/synthetic_cd: fireball discs
// at the built-in descriptors' sprite numbers, two-leaf gates): an explosion shows the cel of
// its frame where it is and nothing once past its last frame or faded out, the variant picks
// the face by the object's id, a gate's leaves narrow apart as it opens, and a scene with
// both is pinned.
//
// RETROSIM_RENDER_PNG_DIR=DIR writes the pictures to DIR.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "image_hash.hpp"
#include "rf/data/art_car.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/data/original_models.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/gate.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "synthetic_cd/synthetic_art.hpp"
#include "synthetic_cd/synthetic_models.hpp"
#include "synthetic_cd/synthetic_program.hpp"
#include "view/rf_frame_render.hpp"
#include "view/rf_original_expl.hpp"
#include "view/rf_original_gate.hpp"
#include "view/rf_original_look.hpp"
#include "view/rf_original_scene.hpp"

namespace rf::test {
namespace {

constexpr int kCx = kOrigCx, kCy = kOrigCy;
constexpr int kW = kOrigW, kH = kOrigH;


// An explosion on the camera's x, 48 px north of it, at `frame` (16.16) showing its sprites.
Obj& explosion(Game& g, ExplId id, Fixed frame, int dx = 0) {
  const ViewCamera& c = g.state().player[0].camera;
  const ObjSlot s = spawnExplosion(g.mutableState(), id, c.x + core::px(dx), c.y - core::px(48), 0);
  EXPECT_NE(s, kNoObj);
  Obj& o = g.mutableState().obj(s);
  o.local[expl::kFrame] = frame;
  o.gfx = static_cast<int32_t>(GfxId::ExplSprites);
  return o;
}

struct Changed {
  int count = 0;
  int cx = 0, cy = 0;  // the centroid
};
Changed changed(const core::Image& a, const core::Image& b, int x0 = 0, int x1 = kW) {
  Changed c;
  int64_t sx = 0, sy = 0;
  for (int y = 0; y < kH; ++y) {
    for (int x = x0; x < x1; ++x) {
      if (a.get(x, y) == b.get(x, y)) continue;
      ++c.count, sx += x, sy += y;
    }
  }
  if (c.count > 0) c.cx = static_cast<int>(sx / c.count), c.cy = static_cast<int>(sy / c.count);
  return c;
}

// The colour of cel `cel`'s centre texel (the fireball's core).
core::Rgba coreColour(uint32_t cel) {
  const ArtCar& car = syntheticOriginalLook().car();
  const CarCel& c = car.cels.at(cel);
  return car.colour(syntheticOriginalLook().texels(cel).at(size_t{c.height / 2} * c.width + c.width / 2));
}

TEST(RfOriginalExpl, ShowsTheCelOfItsFrameWhereItIs) {
  Game g = originalBase();
  const core::Image none = originalView(g);
  for (uint32_t frame : {2u, 5u}) {
    Game e = originalBase();
    explosion(e, ExplId::Dust, static_cast<Fixed>(frame << 16));
    const core::Image img = originalView(e);
    maybeWriteOriginal(img, "original_expl_frame" + std::to_string(frame));
    const Changed c = changed(none, img);
    ASSERT_GT(c.count, 100) << "frame " << frame;
    // on the camera's x (the view's centre column), above the centre (north)
    EXPECT_NEAR(c.cx, kW / 2, 2);
    EXPECT_LT(c.cy, kH / 2);
    // the cel of the frame: sprite 1080 + frame - first (1)
    EXPECT_EQ(img.get(c.cx, c.cy), coreColour(1080 + frame - 1)) << "frame " << frame;
  }
  EXPECT_NE(coreColour(1081), coreColour(1084));  // the two frames' cels differ
}

TEST(RfOriginalExpl, NothingPastTheLastFrameOrFadedOut) {
  Game g = originalBase();
  const core::Image none = originalView(g);
  const ExplFace& face = explDesc(g.state(), ExplId::Dust)->faces[0];  // 1080, frames 1..8, fade from 6
  ASSERT_EQ(face.last, 8);
  ASSERT_EQ(face.fade, 6);
  {
    Game e = originalBase();
    explosion(e, ExplId::Dust, 9 << 16);  // past `last`
    EXPECT_EQ(changed(none, originalView(e)).count, 0);
  }
  {
    Game e = originalBase();
    explosion(e, ExplId::Dust, (8 << 16) + 0xf000);  // fade (9 - 8.94) / 3 = 0.02 < 1/16
    EXPECT_EQ(changed(none, originalView(e)).count, 0);
  }
  {
    Game e = originalBase();
    explosion(e, ExplId::Dust, (8 << 16) + 0x4000);  // fade 0.25: drawn
    EXPECT_GT(changed(none, originalView(e)).count, 100);
  }
  {
    Game e = originalBase();
    explosion(e, ExplId::Dust, 0);  // before its first update: frame 0 < first
    EXPECT_EQ(changed(none, originalView(e)).count, 0);
  }
}

TEST(RfOriginalExpl, TheVariantPicksTheFaceByTheId) {
  Game g = originalBase();
  const ExplDesc& d = *explDesc(g.state(), ExplId::DustBig);  // 1200 / 1216, variant 1 (id bit 0)
  ASSERT_EQ(d.faces.size(), 2u);
  ASSERT_EQ(d.faces[0].variant, 1);
  Obj o;
  o.cls = static_cast<uint8_t>(ObjClass::Expl);
  o.local[expl::kFrame] = 3 << 16;
  o.id = 0x400;  // even
  EXPECT_EQ(view::rfOrigExplCels(d, o), (std::vector<view::RfOrigExplCel>{{0, 1202}}));
  o.id = 0x401;  // odd
  EXPECT_EQ(view::rfOrigExplCels(d, o), (std::vector<view::RfOrigExplCel>{{1, 1218}}));
  // in the picture: two blasts side by side, each showing its id's face
  const core::Image none = originalView(g);
  Obj& a = explosion(g, ExplId::DustBig, 3 << 16, -40);
  Obj& b = explosion(g, ExplId::DustBig, 3 << 16, 40);
  const uint32_t idA = a.id, idB = b.id;
  ASSERT_NE(idA & 1, idB & 1);
  const core::Image img = originalView(g);
  maybeWriteOriginal(img, "original_expl_variant");
  const Changed left = changed(none, img, 0, kW / 2), right = changed(none, img, kW / 2, kW);
  ASSERT_GT(left.count, 100);
  ASSERT_GT(right.count, 100);
  EXPECT_EQ(img.get(left.cx, left.cy), coreColour((idA & 1) ? 1218 : 1202));
  EXPECT_EQ(img.get(right.cx, right.cy), coreColour((idB & 1) ? 1218 : 1202));
  EXPECT_NE(coreColour(1202), coreColour(1218));
}

TEST(RfOriginalGate, TheLeavesNarrowTowardTheirPosts) {
  const OriginalModels& m = syntheticOriginalLook().models();
  const OrigPart& west = m.parts.at(synth::kSynthGateHWest);
  const OrigPart& east = m.parts.at(synth::kSynthGateHEast);
  auto extent = [](const std::vector<core::Vec3>& v, bool vertical, Fixed offset) {
    Fixed lo = INT32_MAX, hi = INT32_MIN;
    for (const core::Vec3& p : v) {
      const Fixed a = (vertical ? p.y : p.x) + offset;
      lo = std::min(lo, a);
      hi = std::max(hi, a);
    }
    return std::pair{lo, hi};
  };
  // closed: the leaves meet at the centre, -16..0 and 0..16
  EXPECT_EQ(extent(view::rfOrigGateLeaf(west, 0, false, 0), false, west.offset.x),
            std::pair(core::px(-16), core::px(0)));
  // open by 15 px: the inner edges at -15 / +15 (the sim's doors), the posts stay
  EXPECT_EQ(extent(view::rfOrigGateLeaf(west, 0, false, kGateOpen), false, west.offset.x),
            std::pair(core::px(-16), core::px(-15)));
  EXPECT_EQ(extent(view::rfOrigGateLeaf(east, 1, false, kGateOpen), false, east.offset.x),
            std::pair(core::px(15), core::px(16)));
  const OrigPart& south = m.parts.at(synth::kSynthGateVSouth);
  EXPECT_EQ(extent(view::rfOrigGateLeaf(south, 1, true, core::px(8)), true, south.offset.y),
            std::pair(core::px(8), core::px(16)));
  // another part of a chain: as stored
  EXPECT_EQ(view::rfOrigGateLeaf(west, 2, false, kGateOpen).at(0).x, west.verts[0].x);
}

// The gate (BNO 43, H) in the cell north of the tank; opened by `opening` when >= 0.
Game gateScene(Fixed opening) {
  Game g = vehicleGame();
  Obj& t = spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kCx), centre(kCy), 0);
  putBno(g, kCx, kCy - 2, bnoId(Bno::GateH), kGrass, 0);
  ObjSlot s = kNoObj;
  if (opening >= 0) {
    s = spawnGate(g.mutableState(), (kCy - 2) * kMapCells + kCx, t);
    EXPECT_NE(s, kNoObj);
  }
  stepFrames(g, 1);
  if (s != kNoObj) g.mutableState().obj(s).local[kGateOpening] = opening;
  return g;
}

// The pixels of the gate's bars cel (its panel colour): how many, their extent.
struct Leaves {
  int total = 0;
  int minX = kW, maxX = -1, minY = kH, maxY = -1;
};
Leaves leaves(const core::Image& img) {
  const core::Rgba panel = syntheticOriginalLook().car().colour(synth::synthColour(153, 153, 102));
  Leaves l;
  for (int y = 0; y < kH; ++y) {
    for (int x = 0; x < kW; ++x) {
      if (img.get(x, y) != panel) continue;
      ++l.total, l.minX = std::min(l.minX, x), l.maxX = std::max(l.maxX, x);
      l.minY = std::min(l.minY, y), l.maxY = std::max(l.maxY, y);
    }
  }
  return l;
}

TEST(RfOriginalGate, TheDoorsMoveApartAsItOpens) {
  const core::Image closed = originalView(gateScene(-1));
  const core::Image shut = originalView(gateScene(0));
  const core::Image half = originalView(gateScene(core::px(8)));
  const core::Image open = originalView(gateScene(kGateOpen));
  maybeWriteOriginal(closed, "original_gate_closed");
  maybeWriteOriginal(half, "original_gate_half");
  maybeWriteOriginal(open, "original_gate_open");
  // a gate just spawned (opening 0) looks like the closed gate of the map
  EXPECT_EQ(testutil::imageHash(closed), testutil::imageHash(shut));
  const Leaves c = leaves(closed), h = leaves(half), o = leaves(open);
  ASSERT_GT(c.total, 200);
  EXPECT_LT(h.total, c.total);
  EXPECT_LT(o.total, h.total);
  EXPECT_GT(o.total, 0);  // the 1-px leaves at the posts
  // the leaves' pixels (bars, panel, rail) in a column of the gate's rows
  const ArtCar& car = syntheticOriginalLook().car();
  const core::Rgba colours[] = {car.colour(synth::synthColour(153, 153, 102)),
                                car.colour(synth::synthColour(51, 51, 51)),
                                car.colour(synth::synthColour(204, 204, 204))};
  auto column = [&](const core::Image& img, int x) {
    int n = 0;
    for (int y = c.minY; y <= c.maxY; ++y) {
      for (core::Rgba k : colours) n += img.get(x, y) == k;
    }
    return n;
  };
  // the gap at the gate's centre widens; the posts' ends stay
  const int mid = (c.minX + c.maxX) / 2, quarter = (c.maxX - c.minX) / 4;
  EXPECT_GT(column(closed, mid + 2), 0);
  EXPECT_GT(column(closed, mid + quarter), 0);
  EXPECT_EQ(column(half, mid + 2), 0);
  EXPECT_EQ(column(half, mid - 2), 0);
  EXPECT_EQ(column(open, mid + quarter), 0);
  EXPECT_EQ(column(open, mid - quarter), 0);
  EXPECT_GT(column(half, c.maxX - 2), 0);
  EXPECT_LT(std::abs(o.minX - c.minX), 8);  // the open leaves at the posts
  EXPECT_LT(std::abs(o.maxX - c.maxX), 8);
}

TEST(RfOriginalEffects, AnExplosionAndAnOpenGateArePinned) {
  Game g = gateScene(kGateOpen);
  const ViewCamera& c = g.state().player[0].camera;
  spawnExplosion(g.mutableState(), ExplId::DustBig, c.x - core::px(40), c.y - core::px(20), 0);
  spawnExplosion(g.mutableState(), ExplId::Dust, c.x + core::px(36), c.y - core::px(30), 0);
  stepFrames(g, 4);  // the scripts run: the sprites at frame 1 + 4 x 0.5 x 2
  for (Obj& x : g.mutableState().objs) {
    if (x.alive() && x.objClass() == ObjClass::Gate) x.local[kGateOpening] = kGateOpen;
  }
  view::RfFrameRenderOptions o;
  o.original = &syntheticOriginalLook();
  const core::Image img = view::renderRfScreen(g.state(), o);
  maybeWriteOriginal(img, "original_effects");
  EXPECT_EQ(testutil::imageHash(img), "fadd102c0965a670");
}

}  // namespace
}  // namespace rf::test
