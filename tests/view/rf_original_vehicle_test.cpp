// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's vehicle wrappers (view/rf_original_vehicle.hpp; emdzej/openrf
// docs/render.md §8): the tables replace the parts' last vertices (the tank's barrel turned by
// the cannon's elevation, the MSV's launcher by its reload, the jeep's boat morph, the heli's
// tail fold), the MSV's face 13 shows 0x146 - frame, the heli's shadow lies at (x + 85 (z >> 8),
// y - z / 2); and in pictures from the synthetic CD (tools/synthetic_cd: parts and tables made
// to the documented layout) each shows. RETROSIM_RENDER_PNG_DIR=DIR writes the pictures.
#include <gtest/gtest.h>

#include <string>

#include "image_hash.hpp"
#include "rf/sim/launch.hpp"
#include "rf/sim/vehicle_fire.hpp"
#include "rf_original_scene.hpp"
#include "synthetic_cd/synthetic_art.hpp"
#include "synthetic_cd/synthetic_models.hpp"
#include "view/rf_original_vehicle.hpp"

namespace rf::test {
namespace {

using core::Fixed;
using core::kOne;
using core::Vec3;

constexpr Fixed px(int v) {
  return v * kOne;
}

const OriginalModels& models() {
  return syntheticOriginalLook().models();
}
const OrigPart& part(uint32_t at) {
  return models().parts.at(at);
}

int count(const core::Image& img, uint8_t colour) {
  const core::Rgba c = syntheticOriginalLook().car().colour(colour);
  int n = 0;
  for (int y = 0; y < img.height(); ++y) {
    for (int x = 0; x < img.width(); ++x) n += img.get(x, y) == c;
  }
  return n;
}

Game withVehicle(VehicleType t) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), t, 0, centre(kOrigCx), centre(kOrigCy), 0);
  stepFrames(g, 1);
  return g;
}

VehState& veh(Game& g) {
  return g.mutableState().team[0].veh;
}

TEST(RfOriginalVehicle, TheBarrelTurnsWithTheCannon) {
  const OrigPart& turret = part(om::kTankTurret);
  const OrigVehicleAnim& a = models().anim;
  ASSERT_EQ(turret.verts.size(), 15u);
  // level: the table as stored (the base pitch 0) on the last 7 vertices, the rest kept
  const auto level = view::rfOrigTankTurret(turret, a, 0);
  for (size_t i = 0; i < 8; ++i) EXPECT_EQ(level[i], turret.verts[i]);
  for (size_t i = 0; i < 7; ++i) EXPECT_EQ(level[8 + i], a.barrel[i]);
  // raised (0x3b8e39: -25 degrees): the muzzle 18 px north goes up 18 sin 25 = 7.6 px, in to 16.3
  const auto up = view::rfOrigTankTurret(turret, a, kCannonRaised);
  EXPECT_NEAR(up[10].z, 7.6 * 65536, 0.05 * 65536);
  EXPECT_NEAR(up[10].y, -16.31 * 65536, 0.05 * 65536);
  EXPECT_EQ(up[0], turret.verts[0]);
  // the base pitch 0x44c704 adds (original units: 0x1000000 a turn)
  OrigVehicleAnim tilted = a;
  tilted.barrelPitch = kCannonRaised * 4;
  EXPECT_EQ(view::rfOrigTankTurret(turret, tilted, 0), up);
  // a part with fewer vertices than the table is drawn as stored
  OrigPart small = turret;
  small.verts.resize(6);
  EXPECT_EQ(view::rfOrigTankTurret(small, a, kCannonRaised), small.verts);
}

TEST(RfOriginalVehicle, TheLauncherStandsUpAsItReloads) {
  const OrigPart& body = part(synth::kSynthMsvBody);
  const OrigVehicleAnim& a = models().anim;
  const size_t first = body.verts.size() - 8;
  const auto loaded = view::rfOrigMsvBody(body, a, 0);
  const auto empty = view::rfOrigMsvBody(body, a, kMsvTubesEmpty);
  const auto half = view::rfOrigMsvBody(body, a, kMsvTubesEmpty / 2);
  for (size_t i = 0; i < 8; ++i) {
    EXPECT_EQ(loaded[first + i], a.launcherHigh[i]);
    EXPECT_EQ(empty[first + i], a.launcherLow[i]);
    EXPECT_EQ(half[first + i].z, (a.launcherLow[i].z + a.launcherHigh[i].z) / 2);
  }
  EXPECT_EQ(view::rfOrigMsvBody(body, a, 2 * kOne), loaded);  // high while a rocket is left
  // face 13: 0x146 - the rockets in the tubes
  EXPECT_EQ(view::rfOrigMsvLauncherCel(0), 0x143u);
  EXPECT_EQ(view::rfOrigMsvLauncherCel(kOne), 0x144u);
  EXPECT_EQ(view::rfOrigMsvLauncherCel(2 * kOne), 0x145u);
  EXPECT_EQ(view::rfOrigMsvLauncherCel(kMsvTubesEmpty), 0x146u);
  EXPECT_EQ(view::rfOrigMsvLauncherCel(-1), 0x146u);
}

TEST(RfOriginalVehicle, TheJeepMorphsIntoABoat) {
  const OrigPart& body = part(synth::kSynthJeepBody);
  const OrigVehicleAnim& a = models().anim;
  const size_t first = body.verts.size() - 8;
  EXPECT_EQ(view::rfOrigJeepBody(body, a, 0), body.verts);
  const auto boat = view::rfOrigJeepBody(body, a, kOne);
  const auto half = view::rfOrigJeepBody(body, a, kOne / 2);
  for (size_t i = 0; i < 8; ++i) {
    EXPECT_EQ(boat[first + i], a.boat[i]);
    EXPECT_EQ(half[first + i].z, (body.verts[first + i].z + a.boat[i].z) / 2);
  }
  EXPECT_FALSE(view::rfOrigJeepIsBoat(kOne - 1));
  EXPECT_TRUE(view::rfOrigJeepIsBoat(kOne));
  // the wake's length by the speed
  const OrigPart& wake = part(om::kJeepWake);
  const auto w = view::rfOrigJeepWake(wake, px(2), px(4));
  for (size_t i = 0; i < wake.verts.size(); ++i) {
    EXPECT_EQ(w[i].y, wake.verts[i].y / 2);
    EXPECT_EQ(w[i].x, wake.verts[i].x);
  }
  EXPECT_EQ(view::rfOrigJeepWake(wake, px(-9), px(4)), wake.verts);  // at most its length
}

TEST(RfOriginalVehicle, TheHeliTiltsAndFoldsItsTail) {
  // the fold 0x120000 x (1 - spin-up), ours a quarter: 0x48000 at rest, none at full speed 4.0
  EXPECT_EQ(view::rfOrigHeliTailFold(0), 0x48000);
  EXPECT_EQ(view::rfOrigHeliTailFold(kRotorFull / 2), 0x24000);
  EXPECT_EQ(view::rfOrigHeliTailFold(kRotorFull), 0);
  EXPECT_EQ(view::rfOrigHeliPitch(px(4), px(4)), 0x20000);  // 11.25 degrees at the top speed
  EXPECT_EQ(view::rfOrigHeliPitch(0, px(4)), 0);
  EXPECT_EQ(view::rfOrigHeliRoll(3), 0x30000);
  EXPECT_EQ(view::rfOrigHeliRoll(-3), -0x30000);
  const OrigPart& body = part(synth::kSynthHeliBody);
  const OrigVehicleAnim& a = models().anim;
  const size_t first = body.verts.size() - 3;
  const auto flying = view::rfOrigHeliBody(body, a, kRotorFull, 0, px(4), 0);
  for (size_t i = 0; i < first; ++i) EXPECT_EQ(flying[i], body.verts[i]);
  for (size_t i = 0; i < 3; ++i) EXPECT_EQ(flying[first + i], a.tail[i]);
  // parked: the tail's tip 30 px behind swings 30 sin 25.3 = 12.8 px aside
  const auto parked = view::rfOrigHeliBody(body, a, 0, 0, px(4), 0);
  EXPECT_NEAR(std::abs(parked[first + 2].x - a.tail[2].x), 12.8 * 65536, 0.1 * 65536);
  // banked right: the right side goes down
  const auto banked = view::rfOrigHeliBody(body, a, kRotorFull, 0, px(4), 3);
  EXPECT_LT(banked[1].z, body.verts[1].z);  // the NE corner (x > 0)
  EXPECT_GT(banked[0].z, body.verts[0].z);
  // the shadow: (x + 85 (z >> 8), y - z / 2): 50 px up, 16.6 px east and 25 px north
  const core::Vec2 s = view::rfOrigHeliShadowAt(px(100), px(100), px(50));
  EXPECT_EQ(s.x, px(100) + 85 * (px(50) >> 8));
  EXPECT_EQ(s.y, px(75));
}

TEST(RfOriginalVehicle, EachWrapperShowsInTheView) {
  // the jeep: its tyres at blend 0, the boat's white hull at 1.0 and its wake once it moves
  Game jeep = withVehicle(VehicleType::Jeep);
  const uint8_t hull = synth::synthColour(204, 204, 204);
  const core::Image land = originalView(jeep);
  veh(jeep).boatBlend = kOne / 2;
  const core::Image morphing = originalView(jeep);
  veh(jeep).boatBlend = kOne;
  const core::Image boat = originalView(jeep);
  jeep.mutableState().objs[jeep.state().team[0].vehicle].speed = px(2);
  const core::Image wake = originalView(jeep);
  maybeWriteOriginal(land, "original_jeep_land");
  maybeWriteOriginal(boat, "original_jeep_boat");
  maybeWriteOriginal(wake, "original_jeep_wake");
  EXPECT_NE(testutil::imageHash(land), testutil::imageHash(morphing));
  EXPECT_GT(count(boat, hull), count(land, hull) + 50);
  EXPECT_NE(testutil::imageHash(boat), testutil::imageHash(wake));
  // the MSV: the rockets' colour with the tubes loaded, none empty
  Game msv = withVehicle(VehicleType::Msv);
  const uint8_t rocket = synth::synthColour(255, 204, 0);
  veh(msv).turretYaw = 0;
  const core::Image loaded = originalView(msv);
  veh(msv).turretYaw = kMsvTubesEmpty;
  const core::Image empty = originalView(msv);
  maybeWriteOriginal(loaded, "original_msv_loaded");
  maybeWriteOriginal(empty, "original_msv_empty");
  EXPECT_GT(count(loaded, rocket), 10);
  EXPECT_EQ(count(empty, rocket), 0);
  // the tank: the barrel raised
  Game tank = withVehicle(VehicleType::Tank);
  const std::string level = testutil::imageHash(originalView(tank));
  veh(tank).cannonElev = kCannonRaised;
  const core::Image raised = originalView(tank);
  maybeWriteOriginal(raised, "original_tank_raised");
  EXPECT_NE(testutil::imageHash(raised), level);
  // the heli: parked (tail folded) and flying, 40 px up (its shadow off to the side)
  Game heli = withVehicle(VehicleType::Heli);
  veh(heli).boatTarget = 0;
  const core::Image parked = originalView(heli);
  veh(heli).boatTarget = kRotorFull;
  heli.mutableState().objs[heli.state().team[0].vehicle].z = px(40);
  veh(heli).bank = 3;
  const core::Image flying = originalView(heli);
  maybeWriteOriginal(parked, "original_heli_parked");
  maybeWriteOriginal(flying, "original_heli_flying");
  EXPECT_NE(testutil::imageHash(parked), testutil::imageHash(flying));
  EXPECT_EQ(testutil::imageHash(boat) + " " + testutil::imageHash(loaded) + " " + testutil::imageHash(flying),
            "6df4bce0956c5993 ba7acb3eac5efec8 ecd2b52e15559e7d");
}

}  // namespace
}  // namespace rf::test
