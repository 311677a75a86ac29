// SPDX-License-Identifier: GPL-3.0-or-later
// Our driver (gta/sim/drive.hpp, docs/gta-fire-engines.md "The drive"): the pick-up, the
// cruise speed, slowing into turns, the route's end and the stopping distance, in 16.16.
#include "gta/sim/drive.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "gta/sim/car.hpp"

namespace gta {
namespace {

Car carAt(int bx, int by) {
  Car c;
  c.cruiseSpeed = 6;  // the fire engine's
  c.sprite.x = blockCentre(bx);
  c.sprite.y = blockCentre(by);
  return c;
}

std::vector<RouteBlock> straightEast(int from, int to, int y) {
  std::vector<RouteBlock> r;
  for (int x = from; x <= to; ++x) r.push_back({uint8_t(x), uint8_t(y), 5});
  return r;
}

TEST(GtaDrive, CruiseSpeed6IsOneAndAHalfPixelsAFrame) {
  EXPECT_EQ(driveTopSpeed(carAt(0, 0)), 0x18000);
}

TEST(GtaDrive, PicksUpAt1Over64PixelAFrameToTheCruiseSpeed) {
  Car c = carAt(10, 10);
  const std::vector<RouteBlock> r = straightEast(11, 40, 10);
  int16_t pos = 0;
  core::Fixed x = c.sprite.x;
  for (int f = 1; f <= 96; ++f) {
    EXPECT_FALSE(driveAlongRoute(c, r, pos));
    EXPECT_EQ(c.speed, f * 0x400) << f;
    x += c.speed;
    EXPECT_EQ(c.sprite.x, x) << f;
  }
  EXPECT_EQ(c.speed, 0x18000);                        // 1.5 pixels a frame after 96 frames (4 s)
  EXPECT_EQ(c.sprite.x - blockCentre(10), 0x48c000);  // 72.75 pixels: 1/64 * 96 * 97 / 2
  EXPECT_EQ(c.sprite.angle, 0x100);                   // facing east
  driveAlongRoute(c, r, pos);
  EXPECT_EQ(c.speed, 0x18000);  // no faster
  EXPECT_EQ(c.sprite.y, blockCentre(10));
}

// In the turn's block: from half a block before (20, 10)'s centre to half a block after it.
bool inTurnBlock(const Car& c) {
  const int64_t dx = int64_t{blockCentre(20)} - c.sprite.x, dy = int64_t{c.sprite.y} - blockCentre(10);
  return (dx >= 0 && dx <= 0x200000 && dy == 0) || (dx == 0 && dy < 0x200000);
}

TEST(GtaDrive, TakesATurnsBlockAtTheCornerSpeedAndSlowsJustInTime) {
  // east along row 10 to (20, 10), then south
  std::vector<RouteBlock> r = straightEast(11, 20, 10);
  for (int y = 11; y <= 20; ++y) r.push_back({20, uint8_t(y), 5});
  Car c = carAt(10, 10);
  int16_t pos = 0;
  bool braked = false;
  int zoneFrames = 0;
  core::Fixed fastest = 0, prev = 0;
  while (c.sprite.y < blockCentre(13)) {
    const bool inZone = inTurnBlock(c);
    driveAlongRoute(c, r, pos);
    if (inZone && ++zoneFrames > 2) {  // it enters at most two brake steps above it
      EXPECT_LE(c.speed, kDriveCornerSpeed) << zoneFrames;
    }
    if (!inZone && c.speed < prev) braked = true;
    if (braked && !inZone && c.sprite.y == blockCentre(10)) {
      EXPECT_LE(c.speed, prev);  // once slowing, it slows on
    }
    fastest = std::max(fastest, c.speed);
    prev = c.speed;
  }
  EXPECT_TRUE(braked);
  EXPECT_EQ(fastest, driveTopSpeed(c));
  EXPECT_GT(zoneFrames, 64 * 8 / 3 - 2);  // 64 pixels at 3/8 a pixel a frame: about 171 frames
  EXPECT_LT(zoneFrames, 64 * 8 / 3 + 8);
  EXPECT_EQ(c.sprite.x, blockCentre(20));
  EXPECT_EQ(c.sprite.angle, 0x200);       // facing south
  EXPECT_GT(c.speed, kDriveCornerSpeed);  // picking up again past the turn's block
}

TEST(GtaDrive, TheTurnsSpeedIsReachedWithTheServiceBrake) {
  std::vector<RouteBlock> r = straightEast(19, 20, 10);
  r.push_back({20, 11, 5});
  Car c = carAt(18, 10);
  int16_t pos = 0;
  // allowed = sqrt(v_turn^2 + 2 * brake * d), d to the turn's block (half a block before
  // (20, 10)'s centre): 96 pixels from here, 2.48 pixels a frame: the cruise speed holds
  EXPECT_EQ(driveAllowedSpeed(c, r, pos), driveTopSpeed(c));
  pos = 1;                                           // past (19, 10)
  c.sprite.x = blockCentre(20) - 0x300000;           // 48 pixels before the centre, 16 before the block
  EXPECT_EQ(driveAllowedSpeed(c, r, pos), 0x11168);  // sqrt(0.140625 + 1) = 1.068
  c.sprite.x = blockCentre(20) - 0x200000;           // at the turn's block
  EXPECT_EQ(driveAllowedSpeed(c, r, pos), kDriveCornerSpeed);
  // a route that turns back on itself: a crawl
  const std::vector<RouteBlock> back = {{19, 10, 5}, {20, 10, 5}, {19, 10, 5}, {18, 10, 5}};
  Car d = carAt(20, 10);
  d.sprite.x = blockCentre(20) - 0x100000;
  int16_t p = 1;
  EXPECT_EQ(driveAllowedSpeed(d, back, p), kDriveUTurnSpeed);
}

TEST(GtaDrive, TheRoutesEndIsReachedSlowly) {
  const std::vector<RouteBlock> r = straightEast(11, 14, 10);
  Car c = carAt(10, 10);
  int16_t pos = 0;
  int frames = 0;
  while (!driveAlongRoute(c, r, pos) && frames < 1000) ++frames;
  EXPECT_LT(frames, 1000);
  EXPECT_EQ(c.sprite.x, blockCentre(14));
  EXPECT_LE(c.speed, core::kOne / 4);       // slowly: under a quarter pixel a frame
  EXPECT_TRUE(driveAlongRoute(c, r, pos));  // at the end: it brakes
}

TEST(GtaDrive, TheFootbrakeStopsFrom1Point5In24FramesRollingOn17Pixels) {
  const std::vector<RouteBlock> r = straightEast(11, 20, 10);
  Car c = carAt(10, 10);
  c.speed = driveTopSpeed(c);
  int16_t pos = 0;
  int frames = 0;
  while (!driveBrakeToStop(c, r, pos)) ++frames;
  EXPECT_EQ(frames + 1, 24);
  EXPECT_EQ(c.sprite.x - blockCentre(10), 0x114000);  // 17.25 pixels: sum of 1.5 - k/16
  EXPECT_EQ(c.speed, 0);
  // at the route's end it stands at once
  Car d = carAt(19, 10);
  d.speed = driveTopSpeed(d);
  const std::vector<RouteBlock> one = {{20, 10, 5}};
  int16_t p = 0;
  d.sprite.x = blockCentre(20) - 0x8000;
  EXPECT_TRUE(driveBrakeToStop(d, one, p));
  EXPECT_EQ(d.sprite.x, blockCentre(20));
}

}  // namespace
}  // namespace gta
