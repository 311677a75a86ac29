// SPDX-License-Identifier: GPL-3.0-or-later
// The views' effects (view/rf_effects.hpp): an explosion looks
// different by its age (hot and bright first, dark and smoky late), a wreck smokes (its
// puffs move with the tick), a shell draws a trail behind it (from its velocity), the
// scorch marks an RfEffects keeps stay after the explosion has gone and expire (at most
// kMaxScorch of them), the same inputs give the same pictures, and neither advancing the
// effects nor drawing them changes the simulation's hash. Both views.
#include "view/rf_effects.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "rf/data/explosion_ids.hpp"
#include "rf/sim/debris.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/man.hpp"
#include "rf/sim/projectile.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/weapon.hpp"
#include "view/rf_3d_render.hpp"
#include "view/rf_frame_render.hpp"

namespace rf::test {
namespace {

constexpr int kCx = 40;
constexpr int kCy = 60;

Game baseGame() {
  Game g = vehicleGame();
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kCx), centre(kCy), 0);
  stepFrames(g, 1);
  return g;
}

core::Image picture(const Game& g, view::RfViewStyle style, const view::RfEffects* fx = nullptr) {
  view::RfFrameRenderOptions o;
  o.style = style;
  o.effects = fx;
  return view::renderRfFrame(g.state(), 0, o);
}

int differing(const core::Image& a, const core::Image& b) {
  int n = 0;
  for (size_t i = 0; i < a.pixels().size(); ++i) n += a.pixels()[i] != b.pixels()[i] ? 1 : 0;
  return n;
}

// Pixels of a square of side 2 r around (x, y) that differ.
int differingNear(const core::Image& a, const core::Image& b, int x, int y, int r) {
  int n = 0;
  for (int yy = y - r; yy < y + r; ++yy)
    for (int xx = x - r; xx < x + r; ++xx)
      if (a.contains(xx, yy) && a.get(xx, yy) != b.get(xx, yy)) ++n;
  return n;
}

// Bright yellow-white pixels (the fire's hot core).
int hot(const core::Image& img) {
  int n = 0;
  for (const core::Rgba c : img.pixels())
    n += (core::red(c) >= 240 && core::green(c) >= 200 && core::blue(c) >= 90) ? 1 : 0;
  return n;
}

constexpr view::RfViewStyle kStyles[] = {view::RfViewStyle::Perspective, view::RfViewStyle::TopDown};

TEST(RfEffects, AnExplosionIsDrawnByItsAgeHotFirstThenDarkAndSmoky) {
  for (const view::RfViewStyle style : kStyles) {
    Game g = baseGame();
    const core::Image none = picture(g, style);
    const ObjSlot e =
        spawnExplosion(g.mutableState(), ExplId::HitObject, centre(kCx + 2), centre(kCy - 1), 0);
    ASSERT_NE(e, kNoObj);
    Obj& o = g.mutableState().obj(e);
    const ExplDesc* d = explDesc(g.state(), ExplId::HitObject);
    ASSERT_NE(d, nullptr);
    const auto at = [&](int quarter) {
      o.local[expl::kFrame] = core::kOne + d->frames * core::kOne / 4 * quarter;
      return picture(g, style);
    };
    const core::Image young = at(0), mid = at(2), old = at(3);
    EXPECT_EQ(view::rfExplAge256(g.state(), o), 192);
    EXPECT_GT(differing(young, none), 40);
    EXPECT_GT(differing(mid, young), 20);
    EXPECT_GT(differing(old, mid), 20);
    EXPECT_GT(hot(young), hot(none) + 10) << "a young explosion has a bright core";
    EXPECT_LE(hot(old), hot(none) + 2) << "an old one has burnt down to red and smoke";
  }
}

TEST(RfEffects, TheFireballGrowsAndItsCoreDimsWithAge) {
  Game g = baseGame();
  const ObjSlot e = spawnExplosion(g.mutableState(), ExplId::Building, centre(kCx + 2), centre(kCy - 1), 0);
  ASSERT_NE(e, kNoObj);
  Obj& o = g.mutableState().obj(e);
  std::array<view::RfBlob, view::kRfExplBlobs> young{}, old{};
  o.local[expl::kFrame] = core::kOne;
  const int ny = view::rfExplBlobs(g.state(), o, young);
  o.local[expl::kFrame] = core::kOne + explDesc(g.state(), ExplId::Building)->frames * core::kOne * 3 / 4;
  const int no = view::rfExplBlobs(g.state(), o, old);
  ASSERT_GT(ny, 0);
  ASSERT_GT(no, 0);
  Fixed rYoung = 0, rOld = 0;
  for (int i = 0; i < ny; ++i) rYoung = std::max(rYoung, young[static_cast<size_t>(i)].r);
  for (int i = 0; i < no; ++i) rOld = std::max(rOld, old[static_cast<size_t>(i)].r);
  EXPECT_GT(rOld, rYoung);
  const core::Rgba cy = young[static_cast<size_t>(ny - 1)].c, co = old[static_cast<size_t>(no - 1)].c;
  EXPECT_GT(core::green(cy), core::green(co) + 60) << "yellow-white first, dark red / smoke late";
}

TEST(RfEffects, MuzzleFlashesSplashesAndDustLookTheirOwn) {
  EXPECT_EQ(view::rfExplLook(static_cast<uint32_t>(ExplId::TankMuzzle)), view::RfExplLook::Flash);
  EXPECT_EQ(view::rfExplLook(static_cast<uint32_t>(ExplId::Splash)), view::RfExplLook::Splash);
  EXPECT_EQ(view::rfExplLook(static_cast<uint32_t>(ExplId::Dust)), view::RfExplLook::Dust);
  EXPECT_EQ(view::rfExplLook(static_cast<uint32_t>(ExplId::Building)), view::RfExplLook::Fireball);
  Game g = baseGame();
  const ObjSlot e = spawnExplosion(g.mutableState(), ExplId::Splash, centre(kCx + 2), centre(kCy - 1), 0);
  ASSERT_NE(e, kNoObj);
  std::array<view::RfBlob, view::kRfExplBlobs> b{};
  const int n = view::rfExplBlobs(g.state(), g.state().obj(e), b);
  ASSERT_GT(n, 0);
  for (int i = 0; i < n; ++i)
    EXPECT_GE(core::blue(b[static_cast<size_t>(i)].c), core::red(b[static_cast<size_t>(i)].c));
}

TEST(RfEffects, AWreckSmokesAndItsPuffsRiseAndDrift) {
  for (const view::RfViewStyle style : kStyles) {
    Game g = baseGame();
    const core::Image none = picture(g, style);
    const ObjSlot w = g.spawn(ObjClass::DestroyedVehicle, 1, centre(kCx + 1), centre(kCy - 1), 0x40000,
                              static_cast<int32_t>(VehicleType::Msv));
    ASSERT_NE(w, kNoObj);
    ASSERT_TRUE(view::rfObjSmokes(g.state().obj(w)));
    const core::Image a = picture(g, style);
    g.mutableState().tick += 3;  // the same objects a moment later: the puffs moved
    const core::Image b = picture(g, style);
    int x = 0, y = 0;
    if (style == view::RfViewStyle::Perspective) {
      const view::RfCamera3d cam = view::rfCamera3d({0, 0, 640, 400}, view::rfCamRestPose(g.state(), 0));
      const view::RfScreenPoint p = view::rfProject3d(cam, centre(kCx + 1), centre(kCy - 1), core::px(22));
      x = static_cast<int>(p.x >> 16);
      y = static_cast<int>(p.y >> 16);
    } else {
      x = 320 + ((centre(kCx + 1) - g.state().player[0].camera.x) >> 16);
      y = 200 + ((centre(kCy - 1) - g.state().player[0].camera.y) >> 16) - 6;
    }
    EXPECT_GT(differingNear(a, none, x, y, 12), 30) << "smoke above the wreck";
    EXPECT_GT(differingNear(b, a, x, y, 12), 10) << "the puffs move";
  }
  // the puffs: the oldest highest and farthest downwind, larger and fainter
  std::array<view::RfBlob, view::kRfSmokePuffs> p{};
  const int n = view::rfSmokePuffs(1000, 0, 0, 0, 7, true, p);
  ASSERT_GE(n, 2);
  EXPECT_GT(p[0].z, p[static_cast<size_t>(n - 1)].z);
  EXPECT_GT(p[0].x, p[static_cast<size_t>(n - 1)].x);
  EXPECT_GT(p[0].r, p[static_cast<size_t>(n - 1)].r);
  EXPECT_LT(core::alpha(p[0].c), core::alpha(p[static_cast<size_t>(n - 1)].c));
}

TEST(RfEffects, AShellDrawsATrailBehindItFromItsVelocity) {
  for (const view::RfViewStyle style : kStyles) {
    Game g = baseGame();
    ProjectileLaunch l;
    l.type = 0;
    l.x = centre(kCx) + core::px(20);
    l.y = centre(kCy) - core::px(30);
    l.z = core::px(12);
    l.heading = 0x100000;
    const ObjSlot s = fireProjectile(g.mutableState(), g.state().obj(g.state().team[0].vehicle), l);
    ASSERT_NE(s, kNoObj);
    stepFrames(g, 1);
    Obj& o = g.mutableState().obj(s);
    ASSERT_TRUE(o.alive());
    std::array<view::RfTrailPoint, view::kRfTrailPoints> t{};
    ASSERT_EQ(view::rfTrail(rf::designedTables(), o, t), view::kRfTrailPoints);
    EXPECT_NE(t[view::kRfTrailPoints - 1].x, o.x) << "the tail lies back along the flight";
    const core::Image with = picture(g, style);
    o.local[kProjVelX] = o.local[kProjVelY] = o.local[kProjVelZ] = 0;
    EXPECT_EQ(view::rfTrail(rf::designedTables(), o, t), 0);
    const core::Image without = picture(g, style);
    EXPECT_GT(differing(with, without), 2);
  }
}

TEST(RfEffects, ScorchMarksStayAfterTheExplosionAndExpire) {
  for (const view::RfViewStyle style : kStyles) {
    Game g = baseGame();
    view::RfEffects fx;
    fx.advance(g.state());
    const core::Image clean = picture(g, style, &fx);
    ASSERT_NE(spawnExplosion(g.mutableState(), ExplId::HitObject, centre(kCx + 2), centre(kCy - 1), 0),
              kNoObj);
    for (int i = 0; i < 100 && countClass(g, ObjClass::Expl) > 0; ++i) {
      stepFrames(g, 1);
      fx.advance(g.state());
    }
    ASSERT_EQ(countClass(g, ObjClass::Expl), 0) << "the explosion is gone";
    ASSERT_EQ(fx.scorch().size(), 1u);
    EXPECT_EQ(fx.scorch()[0].x, centre(kCx + 2));
    const core::Image marked = picture(g, style, &fx);
    const core::Image stateless = picture(g, style);
    EXPECT_GT(differing(marked, stateless), 20) << "the mark is drawn from the effects' memory";
    EXPECT_LT(differing(stateless, clean), 5);
    g.mutableState().tick += view::RfEffects::kScorchLife;
    fx.advance(g.state());
    EXPECT_TRUE(fx.scorch().empty()) << "expired";
    EXPECT_EQ(differing(picture(g, style, &fx), picture(g, style)), 0);
  }
}

TEST(RfEffects, AtMostMaxScorchMarksTheOldestGoFirst) {
  Game g = baseGame();
  view::RfEffects fx;
  for (int i = 0; i < view::RfEffects::kMaxScorch + 12; ++i)
    ASSERT_NE(
        spawnExplosion(g.mutableState(), ExplId::HitObject, centre(20 + i % 60), centre(30 + i / 60), 0),
        kNoObj);
  fx.advance(g.state());
  ASSERT_EQ(fx.scorch().size(), static_cast<size_t>(view::RfEffects::kMaxScorch));
  EXPECT_EQ(fx.scorch()[0].x, centre(20 + 12)) << "the first 12 went";
  fx.advance(g.state());  // the same explosions again: nothing new
  EXPECT_EQ(fx.scorch()[0].x, centre(20 + 12));
  g.mutableState().tick = 0;  // a new game: the memory is cleared
  fx.advance(g.state());
  EXPECT_EQ(fx.scorch().size(), static_cast<size_t>(view::RfEffects::kMaxScorch));  // all new again
  EXPECT_EQ(fx.tick(), 0);
}

TEST(RfEffects, TheSameInputsGiveTheSamePicturesAndTheSimHashIsUntouched) {
  const auto run = [](view::RfEffects& fx) {
    Game g = baseGame();
    g.spawn(ObjClass::DestroyedVehicle, 1, centre(kCx + 1), centre(kCy - 1), 0x40000,
            static_cast<int32_t>(VehicleType::Tank));
    spawnExplosion(g.mutableState(), ExplId::HitObject, centre(kCx + 2), centre(kCy - 2), 0);
    for (int i = 0; i < 5; ++i) {
      stepFrames(g, 1);
      fx.advance(g.state());
    }
    return g;
  };
  view::RfEffects fa, fb;
  const Game a = run(fa), b = run(fb);
  const uint64_t hash = simHash(a.state());
  for (const view::RfViewStyle style : kStyles) {
    const core::Image pa = picture(a, style, &fa);
    EXPECT_EQ(differing(pa, picture(b, style, &fb)), 0);
    EXPECT_EQ(differing(pa, picture(a, style, &fa)), 0);
  }
  if (const char* dir = std::getenv("RETROSIM_RENDER_PNG_DIR")) {  // to look at (both views, 2x)
    for (const view::RfViewStyle style : kStyles) {
      view::RfFrameRenderOptions o;
      o.style = style;
      o.scale = 2;
      o.effects = &fa;
      view::renderRfScreen(a.state(), o)
          .writePng(std::string(dir) +
                    (style == view::RfViewStyle::TopDown ? "/effects_topdown.png" : "/effects_3d.png"));
    }
  }
  fa.advance(a.state());
  EXPECT_EQ(simHash(a.state()), hash) << "effects are view state";
  EXPECT_EQ(simHash(a.state()), simHash(b.state()));
}

TEST(RfEffects, DebrisSpinsTheFlagWavesMenStride) {
  Game g = baseGame();
  Obj piece;
  piece.id = 0x2345;
  const int32_t s0 = view::rfDebrisSpin(g.state(), piece);
  g.mutableState().tick += 1;
  EXPECT_NE(view::rfDebrisSpin(g.state(), piece), s0);
  piece.local[kDebrisState] = kDebrisSettled;
  const int32_t still = view::rfDebrisSpin(g.state(), piece);
  g.mutableState().tick += 1;
  EXPECT_EQ(view::rfDebrisSpin(g.state(), piece), still) << "a settled piece lies still";

  Obj flag;
  int lastRaised = -1;
  for (int f = 0; f < 4; ++f) {  // going up
    flag.local[kFlagFrame] = f << 16;
    EXPECT_GT(view::rfFlagCloth(flag).raised256, lastRaised);
    lastRaised = view::rfFlagCloth(flag).raised256;
  }
  flag.local[kFlagFrame] = 4 << 16;
  const int phase4 = view::rfFlagCloth(flag).phase;
  flag.local[kFlagFrame] = 5 << 16;
  EXPECT_NE(view::rfFlagCloth(flag).phase, phase4) << "waving";
  EXPECT_EQ(view::rfFlagCloth(flag).raised256, 256);

  Obj man;
  std::array<int, 4> stride{};
  for (int f = 0; f < 4; ++f) {
    man.local[kManFrame] = f << 16;
    stride[static_cast<size_t>(f)] = view::rfManStride(man);
  }
  EXPECT_EQ(stride, (std::array<int, 4>{-1, 0, 1, 0}));
}

}  // namespace
}  // namespace rf::test
