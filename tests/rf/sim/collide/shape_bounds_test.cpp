// SPDX-License-Identifier: GPL-3.0-or-later
// The cheap rejection of ShapesOverlap (partBoundsMeet): it never rejects a pair the 2-D
// part test (0x41b8d0..0x41c3a0) passes, over every built-in shape part at random headings
// and positions around the boundary, so that it changes no outcome, only the cost.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "rf/data/shapes.hpp"
#include "rf/sim/shape.hpp"

namespace rf {
namespace {

using core::px;

constexpr core::Fixed kBase = px(1000);

// A fixed sequence (a 64-bit LCG), so that every run tests the same poses.
struct Lcg {
  uint64_t s = 0x2545f4914f6cdd1dULL;
  int32_t next(int32_t lo, int32_t hi) {  // lo..hi inclusive
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    return lo + static_cast<int32_t>((s >> 33) % static_cast<uint64_t>(hi - lo + 1));
  }
};

std::vector<ShapePart> everyPart() {
  std::vector<ShapePart> parts;
  const auto add = [&](Shape s) { parts.insert(parts.end(), s.begin(), s.end()); };
  for (int32_t gfx = 0; gfx < 128; ++gfx) add(gfxShape(gfx));
  for (uint32_t bno = 0; bno < 91; ++bno) add(bnoShape(bno).shape);
  add(liftShape());
  add(Shape(&gateZonePart(), 1));
  ShapePart box;  // an explosion's damage box, and a point
  box.type = PartType::Box;
  box.bbox = {-px(12), -px(7), px(12), px(7)};
  parts.push_back(box);
  ShapePart point;
  point.dx = px(3);
  point.dy = -px(2);
  parts.push_back(point);
  return parts;
}

ShapePose randomPose(Lcg& r, core::Fixed x, core::Fixed y, int32_t spread) {
  ShapePose p;
  p.x = x + r.next(-spread, spread);
  p.y = y + r.next(-spread, spread);
  p.heading = r.next(0, 63) << 16;
  const bool moved = r.next(0, 1) == 1;
  p.oldX = moved ? p.x + r.next(-px(24), px(24)) : p.x;
  p.oldY = moved ? p.y + r.next(-px(24), px(24)) : p.y;
  return p;
}

TEST(ShapeBounds, NeverRejectAPairThe2dTestPasses) {
  const std::vector<ShapePart> parts = everyPart();
  ASSERT_GT(parts.size(), 40u);
  Lcg r;
  int overlapping = 0;
  int rejected = 0;
  for (size_t i = 0; i < parts.size(); ++i) {
    for (size_t j = 0; j < parts.size(); ++j) {
      for (int k = 0; k < 24; ++k) {
        const ShapePose pa = randomPose(r, kBase, kBase, px(4));
        const ShapePose pb = randomPose(r, kBase, kBase, px(k < 12 ? 40 : 90));
        const bool hit = partsOverlap2d(parts[i], pa, parts[j], pb);
        const bool meet = partBoundsMeet(parts[i], pa, parts[j], pb);
        overlapping += hit ? 1 : 0;
        rejected += meet ? 0 : 1;
        ASSERT_TRUE(meet || !hit) << "parts " << i << " (type " << static_cast<int>(parts[i].type) << ") and " << j
                                  << " (type " << static_cast<int>(parts[j].type) << "), sample " << k;
      }
    }
  }
  // both kinds of outcome occur: the samples straddle the boundary
  EXPECT_GT(overlapping, 1000);
  EXPECT_GT(rejected, 1000);
}

TEST(ShapeBounds, RejectFarPairsAndKeepTouchingOnes) {
  const Shape jeep = vehicleHull(VehicleKind::Jeep);
  const ShapePose at = poseAt(kBase, kBase);
  EXPECT_FALSE(partBoundsMeet(jeep[0], at, jeep[0], poseAt(kBase + px(100), kBase)));
  EXPECT_FALSE(partBoundsMeet(jeep[0], at, jeep[0], poseAt(kBase, kBase - px(100))));
  EXPECT_TRUE(partBoundsMeet(jeep[0], at, jeep[0], poseAt(kBase + px(10), kBase)));
  // a swept part whose old end is far off still meets a part at its new end
  ShapePose shot = poseAt(kBase + px(60), kBase);
  shot.oldX = kBase - px(60);
  EXPECT_TRUE(partBoundsMeet(projectileSweptPart(), shot, jeep[0], at));
  // no bound past 2^29: the full test decides
  EXPECT_FALSE(partBounds(jeep[0], poseAt(int32_t{1} << 30, kBase)).valid);
  EXPECT_TRUE(partBoundsMeet(jeep[0], poseAt(int32_t{1} << 30, kBase), jeep[0], at));
}

}  // namespace
}  // namespace rf
