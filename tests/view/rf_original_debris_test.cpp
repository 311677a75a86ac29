// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's debris pieces, burnt hulks and lifts (view/rf_original_debris.hpp)
// drawn from the synthetic CD's parts: a piece changes the picture where it is and goes when
// faded or removed, a hulk shows the wreck part, a rising lift draws higher, and a scene with
// all three is pinned.
//
// RETROSIM_RENDER_PNG_DIR=DIR writes the pictures to DIR.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "image_hash.hpp"
#include "rf/data/art_car.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/data/original_models.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/debris.hpp"
#include "rf/sim/lift.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/stay.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "synthetic_cd/synthetic_art.hpp"
#include "synthetic_cd/synthetic_program.hpp"
#include "view/rf_frame_render.hpp"
#include "view/rf_original_debris.hpp"
#include "view/rf_original_look.hpp"
#include "view/rf_original_scene.hpp"

namespace rf::test {
namespace {

constexpr int kCx = kOrigCx, kCy = kOrigCy;
constexpr int kW = kOrigW, kH = kOrigH;


// A piece of the tank hull's face `face`, `dx` px east and 40 px north of the camera, 8 px up.
Obj& piece(Game& g, int dx, int32_t face = 0) {
  const ViewCamera& c = g.state().player[0].camera;
  const ObjSlot s = objCreate(g.mutableState(), ObjClass::FWall, 2, c.x + core::px(dx), c.y - core::px(40),
                              core::px(8), 1);
  EXPECT_NE(s, kNoObj);
  Obj& o = g.mutableState().obj(s);
  o.local[kDebrisRef] = mdl::TankHull | (face << 24);
  o.local[kDebrisSquash] = core::kOne;
  o.local[kDebrisSprite] = 0;
  return o;
}

struct Changed {
  int count = 0, cx = 0, cy = 0, top = kH;
};
Changed changed(const core::Image& a, const core::Image& b) {
  Changed c;
  int64_t sx = 0, sy = 0;
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) {
      if (a.get(x, y) == b.get(x, y)) continue;
      ++c.count, sx += x, sy += y;
      if (y < c.top) c.top = y;
    }
  if (c.count > 0) c.cx = static_cast<int>(sx / c.count), c.cy = static_cast<int>(sy / c.count);
  return c;
}

TEST(RfOriginalDebris, ThePieceMapsToTheOriginalPart) {
  const OriginalModels& m = syntheticOriginalLook().models();
  EXPECT_EQ(view::rfOrigModelPart(m, mdl::TankHull), m.vehicle[0][0]);
  EXPECT_EQ(view::rfOrigModelPart(m, mdl::TankWreck), m.vehicle[0][4]);
  EXPECT_NE(view::rfOrigModelPart(m, mdl::TankHull), 0u);
}

TEST(RfOriginalDebris, APieceChangesThePictureWhereItIs) {
  const core::Image none = originalView(originalBase());
  Game g = originalBase();
  piece(g, 40);
  const core::Image img = originalView(g);
  maybeWriteOriginal(img, "original_debris_piece");
  const Changed c = changed(none, img);
  ASSERT_GT(c.count, 20);
  EXPECT_GT(c.cx, kW / 2);  // east of the centre
  EXPECT_LT(c.cy, kH / 2);  // north
}

TEST(RfOriginalDebris, GoneWhenFadedOrRemoved) {
  const core::Image none = originalView(originalBase());
  Game g = originalBase();
  Obj& o = piece(g, 40);
  o.local[kDebrisSquash] = core::kOne / 16 - 1;  // below 1/16: hidden
  EXPECT_EQ(changed(none, originalView(g)).count, 0);
  o.local[kDebrisSquash] = core::kOne / 16;
  EXPECT_GT(changed(none, originalView(g)).count, 0);
  objMarkForDelete(g.mutableState(), o.slot());
  objReapDeleted(g.mutableState());
  EXPECT_EQ(changed(none, originalView(g)).count, 0);
}

TEST(RfOriginalDebris, OpFivesSpriteIsDrawnOnTheCorners) {
  Game a = originalBase(), b = originalBase();
  piece(a, 40);
  piece(b, 40).local[kDebrisSprite] = 1080;
  EXPECT_NE(testutil::imageHash(originalView(a)), testutil::imageHash(originalView(b)));
}

TEST(RfOriginalHulk, AHulkShowsTheWreckPart) {
  const core::Image none = originalView(originalBase());
  Game g = originalBase();
  const ViewCamera& c = g.state().player[0].camera;
  const ObjSlot s = spawnStay(g.mutableState(), 1, c.x - core::px(40), c.y - core::px(40), 0, 0,
                              static_cast<int32_t>(GfxId::TankHulk), 600, 60);
  ASSERT_NE(s, kNoObj);
  EXPECT_EQ(view::rfOrigHulkPart(syntheticOriginalLook().models(), g.state().obj(s)), syntheticOriginalLook().models().vehicle[0][4]);
  const Changed ch = changed(none, originalView(g));
  ASSERT_GT(ch.count, 50);
  EXPECT_LT(ch.cx, kW / 2);
}

TEST(RfOriginalLift, ARisingLiftDrawsHigher) {
  const core::Image none = originalView(originalBase());
  int lastTop = kH;
  for (Fixed z : {-core::px(24), -core::px(4)}) {
    Game g = originalBase();
    const ObjSlot s = spawnLiftUp(g.mutableState(), 0, kCx + 2, kCy - 1, VehicleType::Jeep);
    ASSERT_NE(s, kNoObj);
    g.mutableState().obj(s).z = z;
    const Changed c = changed(none, originalView(g));
    ASSERT_GT(c.count, 20) << z;
    if (lastTop < kH) {
      EXPECT_LT(c.top, lastTop);
    }
    lastTop = c.top;
  }
}

TEST(RfOriginalDebris, DebrisAHulkAndALiftArePinned) {
  Game g = originalBase();
  piece(g, 40, 0);
  piece(g, 56, 2).heading = 0x100000;
  const ViewCamera& c = g.state().player[0].camera;
  spawnStay(g.mutableState(), 1, c.x - core::px(40), c.y - core::px(40), 0, 0x40000,
            static_cast<int32_t>(GfxId::JeepHulk), 600, 60);
  const ObjSlot s = spawnLiftUp(g.mutableState(), 0, kCx + 2, kCy - 2, VehicleType::Tank);
  if (s != kNoObj) g.mutableState().obj(s).z = -core::px(12);
  view::RfFrameRenderOptions o;
  o.original = &syntheticOriginalLook();
  const core::Image img = view::renderRfScreen(g.state(), o);
  maybeWriteOriginal(img, "original_debris");
  EXPECT_EQ(testutil::imageHash(img), "a836792c4f7cd1d1");
}

}  // namespace
}  // namespace rf::test
