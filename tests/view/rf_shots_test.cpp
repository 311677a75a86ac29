// SPDX-License-Identifier: GPL-3.0-or-later
// Shots and hits you can see in the 3D view (view/rf_3d_render.hpp, rf_effects.hpp,
// rf_fire_cels.hpp), pinned pictures with measured properties: the tank's muzzle flash (a
// white core and spikes, at least 9 px), its shell in flight (a streak at least 14 px long
// with a white-hot head), a building's explosion as a sequence of our fire cels (hot and
// growing, then red, then dark smoke), the scorch and smoke that stay after it, and the jeep
// afloat (its hull cut at the water, a wake behind it). RETROSIM_RENDER_PNG_DIR=DIR writes the
// pictures.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "image_hash.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/projectile.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "view/rf_3d_render.hpp"
#include "view/rf_effects.hpp"
#include "view/rf_fire_cels.hpp"
#include "view/rf_frame_render.hpp"

namespace rf::test {
namespace {

constexpr view::Viewport kVp{0, 0, view::kRfScreenWidth, view::kRfScreenHeight - view::kRfDashboardHeight};

core::Image picture(const Game& g, const view::RfEffects* fx = nullptr) {
  view::RfFrameRenderOptions o;
  o.effects = fx;
  return view::renderRfFrame(g.state(), 0, o);
}

void keep(const core::Image& img, const std::string& name) {
  if (const char* dir = std::getenv("RETROSIM_RENDER_PNG_DIR"))
    img.writePng((std::filesystem::path(dir) / (name + ".png")).string());
}

int brightness(core::Rgba c) {
  return core::red(c) + core::green(c) + core::blue(c);
}

// The pixels of the view where a and b differ, their bounding box and how many of them are
// near white (r + g + b > 690).
struct Diff {
  int n = 0, white = 0;
  int x0 = 1 << 20, y0 = 1 << 20, x1 = -1, y1 = -1;
  int64_t r = 0, g = 0, b = 0;  // summed over the differing pixels of a
};
Diff diff(const core::Image& a, const core::Image& b) {
  Diff d;
  for (int y = 0; y < kVp.h; ++y) {
    for (int x = 0; x < kVp.w; ++x) {
      const core::Rgba p = a.get(x, y);
      if (p == b.get(x, y)) continue;
      ++d.n;
      d.white += brightness(p) > 690 ? 1 : 0;
      d.x0 = std::min(d.x0, x), d.x1 = std::max(d.x1, x);
      d.y0 = std::min(d.y0, y), d.y1 = std::max(d.y1, y);
      d.r += core::red(p), d.g += core::green(p), d.b += core::blue(p);
    }
  }
  return d;
}

const Obj* firstOf(const Game& g, ObjClass cls) {
  for (const Obj& o : g.state().objs)
    if (o.alive() && o.objClass() == cls) return &o;
  return nullptr;
}

// The tank at (64, 100) heading north-east, stepped until it has just fired.
Game firing() {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(64), centre(100), 0x80000);
  stepFrames(g, 2);
  stepFrames(g, 1, buttons(true));
  return g;
}

TEST(RfShots, TheMuzzleFlashIsAWhiteStarAtTheBarrel) {
  Game g = firing();
  const Obj* flash = firstOf(g, ObjClass::Expl);
  ASSERT_NE(flash, nullptr);
  ASSERT_EQ(view::rfExplLook(static_cast<uint32_t>(flash->local[expl::kId])), view::RfExplLook::Flash);
  const core::Image with = picture(g);
  keep(with, "shot_muzzle_flash");
  Game without = g;
  without.mutableState().obj(flash->slot()).flags = 0;  // (dead: not drawn)
  const Diff d = diff(with, picture(without));
  EXPECT_GT(d.white, 20);                     // a white core
  EXPECT_GE(d.x1 - d.x0 + 1, 18);             // spikes 9+ px each side
  EXPECT_GE(d.y1 - d.y0 + 1, 18);
  EXPECT_EQ(testutil::imageHash(with), "337fa6b6049dc914");
}

TEST(RfShots, AShellInFlightIsABrightStreakWithAWhiteHead) {
  Game g = firing();
  stepFrames(g, 4);
  const Obj* shell = firstOf(g, ObjClass::Missle);
  ASSERT_NE(shell, nullptr);
  const core::Image with = picture(g);
  keep(with, "shot_shell_in_flight");
  Game without = g;
  without.mutableState().obj(shell->slot()).flags = 0;
  const Diff d = diff(with, picture(without));
  const int len = std::max(d.x1 - d.x0, d.y1 - d.y0) + 1;
  EXPECT_GE(len, 14);      // the streak, whatever the zoom
  EXPECT_GE(d.white, 4);   // the white-hot head
  EXPECT_GT(d.n, 3 * len);  // wider than a line: the glow
  EXPECT_EQ(testutil::imageHash(with), "163fe9a83dbcaa6a");
}

TEST(RfShots, AnExplosionIsASequenceOfFireCelsHotThenRedThenSmoke) {
  Game base = vehicleGame();
  spawnVehicle(base.mutableState(), VehicleType::Tank, 0, centre(64), centre(100), 0);
  stepFrames(base, 1);
  const core::Image empty = picture(base);
  Game g = base;
  const ObjSlot e = spawnExplosion(g.mutableState(), ExplId::Building, centre(65), centre(98), 0);
  ASSERT_NE(e, kNoObj);
  const int frames = explDesc(g.state(), ExplId::Building)->frames;
  struct Shot {
    int frame;
    const char* pin;
  };
  const std::array<Shot, 4> shots{Shot{1, "00b8ed1adf782764"}, Shot{frames / 4, "6ebecf97aa631b08"},
                                   Shot{frames / 2, "bc4d7045f0244c9a"}, Shot{frames * 7 / 8, "51a7bc264e577902"}};
  std::array<Diff, 4> d{};
  for (size_t i = 0; i < shots.size(); ++i) {
    Game at = g;
    at.mutableState().obj(e).local[expl::kFrame] = core::kOne + shots[i].frame * core::kOne;
    const core::Image img = picture(at);
    keep(img, "shot_explosion_" + std::to_string(i));
    d[i] = diff(img, empty);
    EXPECT_EQ(testutil::imageHash(img), shots[i].pin) << i;
  }
  // hot and white at first, growing; then red; at last dark smoke
  EXPECT_GT(d[0].white, 100);
  EXPECT_GT(d[1].n, d[0].n);
  const auto mean = [](const Diff& x, int64_t Diff::*c) { return x.n == 0 ? 0 : static_cast<int>(x.*c / x.n); };
  EXPECT_GT(mean(d[2], &Diff::r), mean(d[2], &Diff::b) + 50);  // fire and smoke: red over blue
  EXPECT_LT(mean(d[3], &Diff::r), 110);                        // smoke: dark
  EXPECT_LT(std::abs(mean(d[3], &Diff::r) - mean(d[3], &Diff::b)), 40);  // and grey
  // the cels are our own: 16 frames of 4 variants, the same texels every time
  EXPECT_EQ(view::rfFireCel(0, 0).size(), static_cast<size_t>(view::kRfFireCelSize * view::kRfFireCelSize));
  EXPECT_NE(view::rfFireCel(0, 0)[32 * 64 + 32], view::rfFireCel(15, 0)[32 * 64 + 32]);
  EXPECT_NE(std::vector<core::Rgba>(view::rfFireCel(3, 0).begin(), view::rfFireCel(3, 0).end()),
            std::vector<core::Rgba>(view::rfFireCel(3, 1).begin(), view::rfFireCel(3, 1).end()));
}

TEST(RfShots, ScorchAndSmokeStayAfterTheExplosion) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(64), centre(100), 0);
  view::RfEffects fx;
  stepFrames(g, 1);
  fx.advance(g.state());
  const core::Image before = picture(g, &fx);
  spawnExplosion(g.mutableState(), ExplId::Building, centre(65), centre(98), 0);
  for (int i = 0; i < 80; ++i) {  // 160 ticks: the explosion is gone
    stepFrames(g, 1);
    fx.advance(g.state());
  }
  ASSERT_EQ(firstOf(g, ObjClass::Expl), nullptr);
  ASSERT_EQ(fx.scorch().size(), 1u);
  const core::Image after = picture(g, &fx);
  keep(after, "shot_scorch_and_smoke");
  const Diff d = diff(after, before);
  EXPECT_GT(d.n, 400);  // the mark and the smoke rising from it
  EXPECT_LT(d.y0, d.y1 - 60);  // the smoke stands up over the mark
}

TEST(RfShots, TheTurretsAimShowsOnTheTankAndALineWhileQOrETurnsIt) {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(64), centre(100), 0);
  stepFrames(g, 2);
  const auto pictures = [](const Game& at) {
    view::RfFrameRenderOptions on, off;
    off.aimHelp = false;
    return std::pair{view::renderRfFrame(at.state(), 0, on), view::renderRfFrame(at.state(), 0, off)};
  };
  // at rest: only the sight on the turret (a few pixels round the tank's middle)
  const auto [restOn, restOff] = pictures(g);
  const Diff rest = diff(restOn, restOff);
  EXPECT_GT(rest.n, 5);
  EXPECT_LT(rest.n, 120);
  // Q held: the turret turns left and the faint line runs out to the shell's reach
  stepFrames(g, 6, raw::kX4);
  ASSERT_NE(vehOf(g).turretYaw, 0);
  const auto [turnOn, turnOff] = pictures(g);
  keep(turnOn, "aim_line_turning");
  const Diff turn = diff(turnOn, turnOff);
  EXPECT_GT(turn.n, 3 * rest.n);
  EXPECT_GT(turn.x1 - turn.x0, 100);  // far out from the tank (the reach is 80 ticks of a shell)
  EXPECT_EQ(testutil::imageHash(turnOn), "f821f15466c27f92");
  // released: the line goes, the sight stays
  stepFrames(g, 1);
  const auto [afterOn, afterOff] = pictures(g);
  EXPECT_LT(diff(afterOn, afterOff).n, 120);
}

// The jeep on deep water as a boat, heading north at `speed`.
Game afloat(Fixed speed) {
  Game g = vehicleGame();
  for (int x = 56; x <= 72; ++x) paintColumn(g, x, 88, 110, kDeep);
  const ObjSlot slot = spawnVehicle(g.mutableState(), VehicleType::Jeep, 0, centre(64), centre(100), 0).slot();
  stepFrames(g, 1);
  Sim& sim = g.mutableState();
  sim.team[0].veh.boatBlend = core::kOne;
  sim.team[0].veh.boatTarget = core::kOne;
  sim.obj(slot).speed = speed;
  return g;
}

TEST(RfShots, TheJeepAfloatSitsLowInTheWaterWithAWake) {
  const Fixed top = vehicleDef(VehicleType::Jeep).maxFwd;
  Game still = afloat(0), fast = afloat(top);
  Game gone = afloat(top);  // the water alone
  gone.mutableState().obj(gone.state().team[0].vehicle).x = centre(20);
  const core::Image water = picture(gone), s = picture(still), f = picture(fast);
  keep(f, "jeep_afloat_full_speed");
  keep(s, "jeep_afloat_still");
  // the boat's hull drawn 4 px down and cut at the water: fewer hull pixels than the same boat
  // on the ground plane (its boat model, not cut)
  const Diff ds = diff(s, water), df = diff(f, water);
  const Obj& boat = *vehicleOf(fast);
  const view::RfCamera3d c = view::rfCamera3d(kVp, view::rfCamRestPose(fast.state(), 0));
  const view::RfScreenPoint stern = view::rfProject3d(c, boat.x, boat.y + core::px(20), 0);
  // the wake: near-white foam behind the boat (south of it: lower on the picture) at speed only
  int foamFast = 0, foamStill = 0;
  for (int y = static_cast<int>(stern.y >> 16) - 30; y < kVp.h; ++y) {
    for (int x = 0; x < kVp.w; ++x) {
      foamFast += brightness(f.get(x, y)) > 600 && f.get(x, y) != water.get(x, y) ? 1 : 0;
      foamStill += brightness(s.get(x, y)) > 600 && s.get(x, y) != water.get(x, y) ? 1 : 0;
    }
  }
  EXPECT_GT(foamFast, 150);
  EXPECT_LT(foamStill, foamFast / 4);
  EXPECT_GT(df.n, ds.n);
  // hull down: the still boat's lowest drawn row is above where its hull would reach undipped
  Game dry = afloat(0);
  dry.mutableState().team[0].veh.boatBlend = core::kOne / 2;  // the boat model barely dipped
  const Diff dd = diff(picture(dry), water);
  EXPECT_LT(ds.n, dd.n);
  EXPECT_EQ(testutil::imageHash(f), "015d03bb795958f5");
}

}  // namespace
}  // namespace rf::test
