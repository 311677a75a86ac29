// SPDX-License-Identifier: GPL-3.0-or-later
// The views' effects (rf_effects.hpp).
#include "view/rf_effects.hpp"

#include <algorithm>

#include "rf/data/bno_table.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/data/explosion_scripts.hpp"
#include "rf/data/models.hpp"
#include "rf/data/projectile_types.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/debris.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/man.hpp"
#include "rf/sim/projectile.hpp"
#include "view/rf_fire_cels.hpp"

namespace view {
namespace {

using core::Fixed;
using core::Rgba;
using core::rgba;

// A small deterministic hash (of an object id, a tick ...).
uint32_t mixBits(uint32_t v) {
  v ^= v >> 16;
  v *= 0x7feb352dU;
  v ^= v >> 15;
  v *= 0x846ca68bU;
  v ^= v >> 16;
  return v;
}

Rgba lerp(Rgba a, Rgba b, int t256) {
  t256 = std::clamp(t256, 0, 256);
  const auto ch = [t256](int x, int y) { return static_cast<uint8_t>((x * (256 - t256) + y * t256) >> 8); };
  return rgba(ch(core::red(a), core::red(b)), ch(core::green(a), core::green(b)),
              ch(core::blue(a), core::blue(b)), ch(core::alpha(a), core::alpha(b)));
}

// designed: the fire's colours by age: white-yellow, orange, dark red, then smoke.
constexpr Rgba kFireHot = rgba(255, 250, 210, 255);
constexpr Rgba kFireYellow = rgba(255, 210, 80, 240);
constexpr Rgba kFireOrange = rgba(245, 120, 30, 220);
constexpr Rgba kFireRed = rgba(150, 40, 20, 190);
constexpr Rgba kFireSmoke = rgba(60, 56, 54, 150);
constexpr Rgba kFireGone = rgba(70, 68, 66, 0);

// The colour of fire at age 0..256 (later ones are darker).
Rgba fireAt(int age) {
  if (age < 48) return lerp(kFireHot, kFireYellow, age * 256 / 48);
  if (age < 112) return lerp(kFireYellow, kFireOrange, (age - 48) * 4);
  if (age < 176) return lerp(kFireOrange, kFireRed, (age - 112) * 4);
  if (age < 224) return lerp(kFireRed, kFireSmoke, (age - 176) * 256 / 48);
  return lerp(kFireSmoke, kFireGone, (age - 224) * 8);
}

// designed: the fireball's full radius (px) by descriptor: big blasts (buildings, wrecks,
// fuel) 18, mid (hits, mines, drones, walls) 10, small (dust, plants) 5.
int explRadiusPx(uint32_t id) {
  switch (static_cast<rf::ExplId>(id)) {
    case rf::ExplId::Building:
    case rf::ExplId::FuelDepot:
    case rf::ExplId::FlagBuilding:
    case rf::ExplId::WreckTank:
    case rf::ExplId::WreckJeep:
    case rf::ExplId::WreckMsv:
    case rf::ExplId::WreckHeli:
    case rf::ExplId::Tower:
    case rf::ExplId::Bridge:
      return 18;
    case rf::ExplId::HitObject:
    case rf::ExplId::HitStatic:
    case rf::ExplId::Mine:
    case rf::ExplId::Drone:
    case rf::ExplId::WallV:
    case rf::ExplId::WallH:
    case rf::ExplId::Tent:
    case rf::ExplId::DustBig:
    case rf::ExplId::RoadBig:
    case rf::ExplId::SplashBig:
    case rf::ExplId::Sinking:
      return 10;
    case rf::ExplId::TankMuzzle:
    case rf::ExplId::HeliMuzzle:
    case rf::ExplId::MsvBackBlast:
      return 5;
    default:
      return 5;
  }
}

// designed: the wind blows the smoke east-north-east: per tick 1/4 px east, 1/12 px north;
// the smoke rises 3/5 px a tick; a puff every 5 ticks lives 60 (rising 36 px).
constexpr Fixed kWindX = core::kOne / 4;
constexpr Fixed kWindY = -core::kOne / 12;
constexpr Fixed kRise = core::kOne * 3 / 5;
constexpr int32_t kPuffEvery = 5;
constexpr int32_t kPuffLife = kPuffEvery * kRfSmokePuffs;

std::array<bool, 128> ruinTable() {
  std::array<bool, 128> t{};
  for (const rf::BnoDef& d : rf::kBnoTable) {
    if (d.destroyedBno != 0 && d.destroyedBno < t.size()) t[d.destroyedBno] = true;
  }
  return t;
}

bool dryForScorch(const rf::Sim& sim, Fixed x, Fixed y) {
  const int cx = x >> 21, cy = y >> 21;
  if (cx < 0 || cy < 0 || cx >= rf::kMapCells || cy >= rf::kMapCells) return false;
  const uint32_t t = rf::cell::terrain(sim.world.cell(cx, cy));
  return t == 0 || t == 3 || t > 0x33;  // designed: the terrains the sim reads as dry everywhere
}

}  // namespace

Rgba rfWithAlpha(Rgba c, int alpha) {
  return rgba(core::red(c), core::green(c), core::blue(c), static_cast<uint8_t>(std::clamp(alpha, 0, 255)));
}

RfExplLook rfExplLook(uint32_t explId) {
  switch (static_cast<rf::ExplId>(explId)) {
    case rf::ExplId::TankMuzzle:
    case rf::ExplId::HeliMuzzle:
    case rf::ExplId::MsvBackBlast:
      return RfExplLook::Flash;
    case rf::ExplId::Splash:
    case rf::ExplId::SplashBig:
    case rf::ExplId::GroundSplash:
    case rf::ExplId::Sinking:
      return RfExplLook::Splash;
    case rf::ExplId::Dust:
    case rf::ExplId::Road:
    case rf::ExplId::GroundDust:
    case rf::ExplId::BushCrushed:
    case rf::ExplId::Plant:
      return RfExplLook::Dust;
    default:
      return RfExplLook::Fireball;
  }
}

int rfExplAge256(const rf::Sim& sim, const rf::Obj& o) {
  const uint32_t id = static_cast<uint32_t>(o.local[rf::expl::kId]);
  const rf::ExplDesc* d = rf::explDesc(sim, static_cast<rf::ExplId>(id));
  const int64_t frames = d != nullptr ? std::max(1, d->frames) : 16;
  const int64_t frame =
      std::max<int64_t>(0, o.local[rf::expl::kFrame] - core::kOne);  // 1.0 on the first update
  return static_cast<int>(std::clamp<int64_t>(frame * 256 / (frames * core::kOne), 0, 256));
}

int rfExplBlobs(const rf::Sim& sim, const rf::Obj& o, std::span<RfBlob, kRfExplBlobs> out) {
  const uint32_t id = static_cast<uint32_t>(o.local[rf::expl::kId]);
  const rf::ExplDesc* d = rf::explDesc(sim, static_cast<rf::ExplId>(id));
  const Fixed scale = d != nullptr && d->scale > 0 ? d->scale : core::kOne;
  const int age = rfExplAge256(sim, o);
  const int64_t full = static_cast<int64_t>(explRadiusPx(id)) * scale;  // 16.16 px
  const uint32_t h = mixBits(o.id);
  int n = 0;
  const auto put = [&](Fixed dx, Fixed dy, Fixed dz, int64_t r, Rgba c) {
    if (n >= kRfExplBlobs || r <= 0 || core::alpha(c) == 0) return;
    out[static_cast<size_t>(n++)] = {o.x + dx, o.y + dy, o.z + dz, static_cast<Fixed>(r), c};
  };
  switch (rfExplLook(id)) {
    case RfExplLook::Flash: {  // a white-yellow star, gone in its few frames
      const int a = 255 - age;
      put(0, 0, 0, full * (256 - age / 2) >> 8, rfWithAlpha(kFireYellow, a * 3 / 4));
      put(0, 0, 0, full / 2, rfWithAlpha(kFireHot, a));
      return n;
    }
    case RfExplLook::Splash: {  // a white column of spray falling back, a ring spreading
      const int64_t ring = full * (64 + age) >> 8;
      const Fixed up = static_cast<Fixed>(full * (age < 128 ? age : 256 - age) >> 7);
      put(0, 0, 0, ring, rgba(200, 225, 240, static_cast<uint8_t>(180 - age * 180 / 257)));
      put(0, 0, up, full * 2 / 5, rgba(240, 248, 255, static_cast<uint8_t>(230 - age * 230 / 257)));
      return n;
    }
    case RfExplLook::Dust: {  // a brown puff that grows and thins (half again a fireball's size)
      const int64_t r = full * 3 / 2 * (96 + age) >> 8;
      put(0, 0, static_cast<Fixed>(r / 2), r,
          rgba(150, 128, 96, static_cast<uint8_t>(200 - age * 200 / 257)));
      return n;
    }
    case RfExplLook::Fireball:
      break;
  }
  // designed: the ball swells to its full size by a third of its life; smoke rises above it
  // from half-life; three lumps around the centre turn with the id (no two alike).
  const int64_t grow = age < 85 ? 128 + age * 128 / 85 : 256;
  const int64_t r = full * grow >> 8;
  const Fixed rise = static_cast<Fixed>(full * age >> 9);
  if (age >= 96)
    put(0, 0, rise + static_cast<Fixed>(r / 2), r * 3 / 4,
        rfWithAlpha(kFireSmoke, (age - 96) * 2 > 150 ? 150 - (age - 171) * 2 : (age - 96) * 2));
  for (int k = 0; k < 3; ++k) {
    const uint32_t hk = h >> (k * 8);
    const Fixed dx = static_cast<Fixed>((static_cast<int64_t>(static_cast<int>(hk & 15) - 8) * r) >> 4);
    const Fixed dy =
        static_cast<Fixed>((static_cast<int64_t>(static_cast<int>((hk >> 4) & 15) - 8) * r) >> 5);
    put(dx, dy, rise + static_cast<Fixed>(r / 3), r * 5 / 8, fireAt(std::min(256, age + 40 + k * 16)));
  }
  put(0, 0, rise + static_cast<Fixed>(r / 3), r * 3 / 4, fireAt(age + 16));
  if (age < 176) put(0, 0, rise + static_cast<Fixed>(r / 3), r * 3 / 8, fireAt(age / 2));  // the bright core
  return n;
}

bool rfExplFire(const rf::Sim& sim, const rf::Obj& o, RfExplFire& out) {
  const uint32_t id = static_cast<uint32_t>(o.local[rf::expl::kId]);
  if (rfExplLook(id) != RfExplLook::Fireball) return false;
  const rf::ExplDesc* d = rf::explDesc(sim, static_cast<rf::ExplId>(id));
  const Fixed scale = d != nullptr && d->scale > 0 ? d->scale : core::kOne;
  const int age = rfExplAge256(sim, o);
  const int64_t full = static_cast<int64_t>(explRadiusPx(id)) * scale;  // 16.16 px
  const uint32_t h = mixBits(o.id);
  // designed: the cel's half side 1.3 times the fireball's radius (the ball fills 0.8 of it),
  // its centre up by half the radius and rising with age as the blobs' did
  out.r = static_cast<Fixed>(full * 13 / 10);
  out.x = o.x;
  out.y = o.y;
  out.z = o.z + static_cast<Fixed>(full / 2 + (full * age >> 9));
  out.frame = std::min(kRfFireFrames - 1, age * kRfFireFrames / 256);
  out.variant = static_cast<int>(h & 3);
  out.mirror = (h & 4) != 0;
  return true;
}

int rfExplSparks(const rf::Sim& sim, const rf::Obj& o, std::span<RfSpark, kRfExplSparks> out) {
  RfExplFire f;
  if (!rfExplFire(sim, o, f)) return 0;
  const int age = rfExplAge256(sim, o);
  if (age >= 128) return 0;
  const uint32_t id = static_cast<uint32_t>(o.local[rf::expl::kId]);
  const rf::ExplDesc* d = rf::explDesc(sim, static_cast<rf::ExplId>(id));
  const int64_t frames = d != nullptr ? std::max(1, d->frames) : 16;
  // the time since the blast in ticks (16.16), from the age: frames of the descriptor a tick
  const int64_t t = static_cast<int64_t>(age) * frames * core::kOne / 256;
  const int64_t reach = f.r;  // how far a spark flies out in the first half of the life
  int n = 0;
  for (int k = 0; k < kRfExplSparks; ++k) {
    const uint32_t hk = mixBits(o.id * 8 + static_cast<uint32_t>(k));
    const int32_t dir = static_cast<int32_t>(hk & 0x3fffff);
    const int64_t speed = reach * (128 + static_cast<int64_t>((hk >> 22) & 127)) / 128 / std::max<int64_t>(1, frames / 2);
    const int64_t up = speed * (1 + static_cast<int64_t>((hk >> 29) & 3)) / 2;  // 16.16 px / tick
    const int64_t g = core::kOne / 6;                                             // its fall
    const auto at = [&](int64_t tt, Fixed& x, Fixed& y, Fixed& z) {
      const int64_t dist = speed * tt >> 16;
      x = o.x + static_cast<Fixed>(dist * core::SinFixed(dir) >> 16);
      y = o.y - static_cast<Fixed>(dist * core::CosFixed(dir) >> 16);
      z = o.z + static_cast<Fixed>(std::max<int64_t>(0, ((up * tt) >> 16) - ((g * ((tt * tt) >> 16)) >> 17)));
    };
    RfSpark& sp = out[static_cast<size_t>(n++)];
    at(t, sp.x, sp.y, sp.z);
    at(std::max<int64_t>(0, t - core::kOne), sp.px, sp.py, sp.pz);
    sp.c = rgba(255, static_cast<uint8_t>(240 - age), static_cast<uint8_t>(160 - age), static_cast<uint8_t>(255 - age));
  }
  return n;
}

int rfSmokePuffs(int32_t tick, Fixed x, Fixed y, Fixed z, uint32_t seed, bool dark,
                 std::span<RfBlob, kRfSmokePuffs> out) {
  const uint32_t h = mixBits(seed);
  const int32_t phase = static_cast<int32_t>(h % kPuffEvery);
  const int32_t t = tick + phase;
  const int32_t newest = t - ((t % kPuffEvery) + kPuffEvery) % kPuffEvery;  // the last birth (in t)
  int n = 0;
  for (int k = kRfSmokePuffs - 1; k >= 0; --k) {  // oldest first
    const int32_t born = newest - k * kPuffEvery;
    const int32_t age = t - born;  // 0 .. kPuffLife - 1
    if (age < 0 || age >= kPuffLife) continue;
    const uint32_t hp = mixBits(h ^ static_cast<uint32_t>(born));
    const Fixed jx = static_cast<Fixed>(static_cast<int>(hp & 7) - 4) * core::kOne / 2;
    const Fixed jy = static_cast<Fixed>(static_cast<int>((hp >> 3) & 7) - 4) * core::kOne / 2;
    RfBlob b;
    b.x = x + jx + kWindX * age;
    b.y = y + jy + kWindY * age;
    b.z = z + kRise * age;
    b.r = core::px(dark ? 3 : 2) +
          static_cast<Fixed>(static_cast<int64_t>(core::kOne) * age * (dark ? 9 : 7) / kPuffLife);
    const int shade = (dark ? 48 : 105) + age * 2 + static_cast<int>((hp >> 6) & 15);
    const int alpha = (dark ? 220 : 150) * (kPuffLife - age) / kPuffLife;
    b.c = rgba(static_cast<uint8_t>(shade), static_cast<uint8_t>(shade), static_cast<uint8_t>(shade + 4),
               static_cast<uint8_t>(alpha));
    out[static_cast<size_t>(n++)] = b;
  }
  return n;
}

RfBlob rfHulkFlame(int32_t tick, Fixed x, Fixed y, Fixed z, uint32_t seed) {
  const uint32_t h = mixBits(seed ^ (static_cast<uint32_t>(tick) * 0x9E3779B1U));
  RfBlob b;
  b.x = x + static_cast<Fixed>(static_cast<int>(h & 3) - 2) * core::kOne / 2;
  b.y = y;
  b.z = z + static_cast<Fixed>((h >> 2) & 3) * core::kOne / 2;
  b.r = core::px(3) + static_cast<Fixed>((h >> 4) & 0xffff) * 2;  // 3..5 px
  b.c = fireAt(40 + static_cast<int>((h >> 20) & 63));
  return b;
}

bool rfObjSmokes(const rf::Obj& o) {
  if (!o.alive()) return false;
  if (o.objClass() == rf::ObjClass::DestroyedVehicle) return true;
  return o.objClass() == rf::ObjClass::Stay && o.gfx >= static_cast<int32_t>(rf::GfxId::TankHulk) &&
         o.gfx <= static_cast<int32_t>(rf::GfxId::HeliHulk);
}

bool rfRuinSmokes(uint32_t bno) {
  static const std::array<bool, 128> kRuins = ruinTable();
  return bno < kRuins.size() && kRuins[bno];
}

int rfTrail(const rf::DataTables& data, const rf::Obj& o, std::span<RfTrailPoint, kRfTrailPoints> out) {
  if (o.objClass() != rf::ObjClass::Missle && o.objClass() != rf::ObjClass::DeathMissle) return 0;
  const int32_t type = o.local[rf::kProjType];
  const rf::ProjModel model = type >= 0 && type < 12 ? rf::projectileType(data, type).model : rf::ProjModel::Shell;
  const Fixed vx = o.local[rf::kProjVelX], vy = o.local[rf::kProjVelY], vz = o.local[rf::kProjVelZ];
  if (vx == 0 && vy == 0 && vz == 0) return 0;
  // designed: shells and bullets leave a short hot streak (1.5 ticks of flight), missiles and
  // rockets a longer grey smoke trail (5 ticks) behind their flame.
  bool smoke = false;
  switch (model) {
    case rf::ProjModel::None:
      return 0;
    case rf::ProjModel::Shell:
    case rf::ProjModel::Bullet:
      break;
    default:
      smoke = true;
      break;
  }
  const int n = kRfTrailPoints;
  for (int i = 0; i < n; ++i) {
    // point i at (i / (n-1)) of the trail's length behind the head
    const int64_t back = smoke ? static_cast<int64_t>(i) * 5 * core::kOne / (n - 1)
                               : static_cast<int64_t>(i) * 3 * core::kOne / (2 * (n - 1));
    RfTrailPoint& p = out[static_cast<size_t>(i)];
    p.x = o.x - static_cast<Fixed>(vx * back >> 16);
    p.y = o.y - static_cast<Fixed>(vy * back >> 16);
    p.z = o.z - static_cast<Fixed>(vz * back >> 16);
    const int fade = 255 - i * 255 / (n - 1);
    p.c = smoke ? (i == 0 ? rgba(255, 170, 60, 255) : rgba(200, 196, 190, static_cast<uint8_t>(fade * 3 / 4)))
                : rgba(255, static_cast<uint8_t>(240 - i * 20), static_cast<uint8_t>(150 - i * 20),
                       static_cast<uint8_t>(fade));
  }
  return n;
}

int32_t rfDebrisSpin(const rf::Sim& sim, const rf::Obj& o) {
  if ((o.local[rf::kDebrisState] & rf::kDebrisSettled) != 0)
    return static_cast<int32_t>(mixBits(o.id) & 0x3fffff);
  const uint32_t h = mixBits(o.id);
  // designed: 1/16 .. 1/8 of a turn a tick, either way
  const int64_t speed = (0x40000 + static_cast<int64_t>(h & 0x3ffff)) * ((h & 0x80000000U) != 0 ? -1 : 1);
  return static_cast<int32_t>((static_cast<int64_t>(h) + speed * sim.tick) & 0x3fffff);
}

Rgba rfDebrisColour(const rf::Obj& o) {
  const uint32_t ref = static_cast<uint32_t>(o.local[rf::kDebrisRef]);
  const uint32_t id = ref & 0xffff, part = (ref >> 16) & 0xff, face = ref >> 24;
  constexpr Rgba kGrey = rgba(70, 66, 60);
  if (id == 0 || id >= rf::mdl::Count) return kGrey;
  const rf::Model& m = rf::modelDef(static_cast<rf::ModelId>(id));
  if (part >= static_cast<uint32_t>(m.nparts)) return kGrey;
  const rf::ModelPart& p = m.part[part];
  if (face >= p.faces().size()) return kGrey;
  const uint32_t c = p.faces()[face].colour;
  return rgba(static_cast<uint8_t>(c >> 16), static_cast<uint8_t>(c >> 8), static_cast<uint8_t>(c));
}

RfFlagCloth rfFlagCloth(const rf::Obj& o) {
  const int f = std::clamp(o.local[rf::kFlagFrame] >> 16, 0, 12);
  RfFlagCloth c;
  if (f < 4) {
    c.raised256 = 64 + f * 64;
  } else if (f >= 10) {
    c.raised256 = 256 - (f - 9) * 64;
  }
  c.phase = f & 3;
  return c;
}

int rfManStride(const rf::Obj& o) {
  static constexpr std::array<int, 4> kStride{-1, 0, 1, 0};
  return kStride[static_cast<size_t>((o.local[rf::kManFrame] >> 16) & 3)];
}

int rfScorchAlpha(const RfScorch& s, int32_t tick) {
  const int32_t age = tick - s.born;
  if (age < 0 || age >= RfEffects::kScorchLife) return 0;
  constexpr int32_t kFadeFrom = RfEffects::kScorchLife * 3 / 4;
  constexpr int kFull = 150;  // designed: a scorch mark darkens the ground to 150 / 255
  if (age < kFadeFrom) return kFull;
  return kFull * (RfEffects::kScorchLife - age) / (RfEffects::kScorchLife - kFadeFrom);
}

void RfEffects::clear() {
  count_ = 0;
  tick_ = -1;
  seen_.clear();
  camera_.clear();
}

void RfEffects::advance(const rf::Sim& sim) {
  if (sim.tick < tick_) clear();
  tick_ = sim.tick;
  // drop the expired marks (they are in the order left: the oldest first)
  int keep = 0;
  for (int i = 0; i < count_; ++i) {
    if (rfScorchAlpha(marks_[static_cast<size_t>(i)], tick_) > 0)
      marks_[static_cast<size_t>(keep++)] = marks_[static_cast<size_t>(i)];
  }
  count_ = keep;
  now_.clear();
  for (const rf::Obj& o : sim.objs) {  // pool order: deterministic
    if (!o.alive() || o.objClass() != rf::ObjClass::Expl) continue;
    const uint32_t id = static_cast<uint32_t>(o.local[rf::expl::kId]);
    if (rfExplLook(id) != RfExplLook::Fireball || o.z > core::px(8) || !dryForScorch(sim, o.x, o.y)) continue;
    now_.push_back(o.id);
    if (std::binary_search(seen_.begin(), seen_.end(), o.id)) continue;
    if (count_ == kMaxScorch) {  // the oldest goes
      std::move(marks_.begin() + 1, marks_.end(), marks_.begin());
      --count_;
    }
    const rf::ExplDesc* d = rf::explDesc(sim, static_cast<rf::ExplId>(id));
    const Fixed scale = d != nullptr && d->scale > 0 ? d->scale : core::kOne;
    // designed: the mark is 2/3 of the fireball's full radius
    marks_[static_cast<size_t>(count_++)] = {
        o.x, o.y, static_cast<Fixed>(static_cast<int64_t>(explRadiusPx(id)) * scale * 2 / 3), sim.tick, o.id};
  }
  std::sort(now_.begin(), now_.end());
  seen_.swap(now_);
  camera_.step(sim);
}

}  // namespace view
