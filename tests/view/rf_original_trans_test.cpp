// SPDX-License-Identifier: GPL-3.0-or-later
// The original look with the CD's ART/TRANS.TBL (rf/data/trans_table.hpp; the synthetic
// tables of tools/synthetic_cd/synthetic_trans.cpp): the view is drawn as the original's 8-bit
// screen, so every pixel is a palette colour, and a cel's draw mode goes through the tables: a
// shadow cel over index d leaves darken[4][d], a blend cel blend[t][d] for its texels t.
#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "rf/data/art_car.hpp"
#include "rf/data/original_models.hpp"
#include "rf/data/trans_table.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "synthetic_cd/synthetic_art.hpp"
#include "synthetic_cd/synthetic_program.hpp"
#include "synthetic_cd/synthetic_trans.hpp"
#include "view/rf_original_draw.hpp"
#include "view/rf_original_look.hpp"
#include "view/rf_original_scene.hpp"

namespace rf::test {
namespace {

const view::RfOriginalLook& transLook() {
  static const view::RfOriginalLook l = [] {
    ArtCar car = readArtCar(synth::syntheticArtCar(), "ART/ART.CAR");
    TransTable t = readTransTable(synth::syntheticTransTable(car.logPalette), "ART/TRANS.TBL");
    return view::RfOriginalLook(std::move(car), loadOriginalModels(synth::syntheticProgram(), "RFIRE.BIN"),
                                std::nullopt, {}, std::move(t));
  }();
  return l;
}

// The first cel of draw mode `mode` with texels.
uint32_t celOfMode(const view::RfOriginalLook& look, uint32_t mode) {
  for (uint32_t i = 0; i < look.car().cels.size(); ++i) {
    if (look.car().cels[i].pre0 == mode && !look.texels(i).empty() && look.car().cels[i].width > 0) return i;
  }
  return 0;
}

// Cel `cel` drawn over a 64 x 64 index plane of `under`, on a square: the indices after.
std::vector<uint8_t> drawnOver(const view::RfOriginalLook& look, uint32_t cel, uint8_t under) {
  std::vector<core::Rgba> px(64 * 64, core::kBlack);
  std::vector<uint8_t> ix(64 * 64, under);
  view::orig::Canvas cv;
  cv.px = px.data();
  cv.ix = ix.data();
  cv.stride = 64;
  cv.x0 = cv.y0 = 0;
  cv.x1 = cv.y1 = 64;
  cv.f = 1;
  const int32_t a = 8 << 16, b = 56 << 16;
  view::orig::drawCelQuad(cv, look, cel, {a, b, b, a}, {a, a, b, b});
  return ix;
}

TEST(RfOriginalTrans, ACelsDrawModeGoesThroughTheTables) {
  const view::RfOriginalLook& look = transLook();
  ASSERT_NE(look.trans(), nullptr);
  const TransTable& t = *look.trans();
  const uint8_t under = 0x21;
  const uint32_t shadow = celOfMode(look, car::kModeShadow4), blend = celOfMode(look, car::kModeBlend);
  ASSERT_NE(shadow, 0u);
  ASSERT_NE(blend, 0u);
  int changed = 0;
  for (uint8_t v : drawnOver(look, shadow, under)) {
    EXPECT_TRUE(v == under || v == t.darken(4, under)) << int{v};
    changed += v != under;
  }
  EXPECT_GT(changed, 100);
  std::set<uint8_t> allowed{under};
  for (uint8_t tex : look.texels(blend)) allowed.insert(tex == 0 ? under : t.blend(tex, under));
  changed = 0;
  for (uint8_t v : drawnOver(look, blend, under)) {
    EXPECT_TRUE(allowed.count(v) == 1) << int{v};
    changed += v != under;
  }
  EXPECT_GT(changed, 100);
}

TEST(RfOriginalTrans, TheViewIsOfPaletteColoursAndDiffersFromTheRgbWay) {
  Game g = originalBase();
  core::Image viaTables(kOrigW, kOrigH), viaRgb(kOrigW, kOrigH);
  view::drawRfOriginalView(g.state(), 0, viaTables, {0, 0, kOrigW, kOrigH}, transLook());
  view::drawRfOriginalView(g.state(), 0, viaRgb, {0, 0, kOrigW, kOrigH}, syntheticOriginalLook());
  maybeWriteOriginal(viaTables, "original_trans");
  std::set<core::Rgba> palette(transLook().car().logPalette.begin(), transLook().car().logPalette.end());
  int outside = 0, differ = 0;
  for (int y = 0; y < kOrigH; ++y) {
    for (int x = 0; x < kOrigW; ++x) {
      outside += palette.count(viaTables.get(x, y)) == 0;
      differ += viaTables.get(x, y) != viaRgb.get(x, y);
    }
  }
  EXPECT_EQ(outside, 0);
  EXPECT_GT(differ, 0);  // the shadows and blends: nearest palette colours, not RGB averages
  EXPECT_LT(differ, kOrigW * kOrigH / 4);  // the copied cels are the same
}

}  // namespace
}  // namespace rf::test
