// SPDX-License-Identifier: GPL-3.0-or-later
#include "synthetic_cd/synthetic_art.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <cstring>

#include "rf/data/art_car.hpp"
#include "rf/data/original_hud.hpp"
#include "rf/data/terrain.hpp"
#include "synthetic_cd/synthetic_hud.hpp"

namespace synth {
namespace {

using namespace rf::car;

struct Pic {
  uint32_t w = 0, h = 0;
  std::vector<uint8_t> px;
  uint32_t flags = 0x7FE64400u;  // the file's usual flags; | kBgnd for the opaque tiles
  uint32_t mode = 0;
  bool plutB = false;  // a PLUT cel through PLUT B (else A)
};

void put32(std::vector<uint8_t>& b, size_t at, uint32_t v) {
  for (int i = 0; i < 4; ++i) b[at + static_cast<size_t>(i)] = static_cast<uint8_t>(v >> (8 * i));
}

int cube(int v) {
  return (v + 25) / 51;  // 0..5
}

// A 32 x 32 opaque tile of one terrain class: a base colour, a second one in a pattern.
Pic tile(uint32_t id) {
  Pic p{32, 32, std::vector<uint8_t>(32 * 32), 0x7FE64420u, 0};
  const rf::TerrainClass c = rf::terrainInfo(id).cls;
  uint8_t a = synthColour(51, 153, 51), b = synthColour(102, 204, 51);  // grass
  switch (c) {
    case rf::TerrainClass::Shallow:
    case rf::TerrainClass::ShallowVariant:
    case rf::TerrainClass::ShallowBox:
      a = synthColour(51, 153, 204), b = synthColour(102, 204, 255);
      break;
    case rf::TerrainClass::Deep:
      a = synthColour(0, 51, 153), b = synthColour(51, 102, 204);
      break;
    case rf::TerrainClass::DryLand:
      a = synthColour(204, 204, 102), b = synthColour(255, 204, 153);
      break;
    case rf::TerrainClass::Shore:
      a = synthColour(204, 204, 153), b = synthColour(51, 153, 204);
      break;
    case rf::TerrainClass::Road:
      a = synthColour(102, 102, 102), b = synthColour(204, 204, 51);
      break;
    case rf::TerrainClass::HomePad:
      a = synthColour(153, 153, 153), b = synthColour(255, 255, 255);
      break;
    case rf::TerrainClass::BridgeEnd:
    case rf::TerrainClass::GateFloor:
      a = synthColour(153, 102, 51), b = synthColour(102, 51, 0);
      break;
    default:
      break;
  }
  for (uint32_t y = 0; y < 32; ++y) {
    for (uint32_t x = 0; x < 32; ++x) {
      bool second = false;
      if (c == rf::TerrainClass::Shore)
        second = x + y > 32;  // a diagonal shore
      else if (c == rf::TerrainClass::Road)
        second = (x == 15 || x == 16) && (y / 4) % 2 == 0;  // centre line
      else if (c == rf::TerrainClass::HomePad)
        second = x == 0 || y == 0 || x == 31 || y == 31;
      else
        second = ((x * 7 + y * 13 + id) % 11) == 0;  // speckles
      p.px[y * 32 + x] = second ? b : a;
    }
  }
  return p;
}

// A w x h cel from a per-pixel function (0 = transparent).
template <typename F>
Pic drawn(uint32_t w, uint32_t h, F f, uint32_t mode = 0) {
  Pic p{w, h, std::vector<uint8_t>(size_t{w} * h), 0x7FE64400u, mode};
  for (uint32_t y = 0; y < h; ++y)
    for (uint32_t x = 0; x < w; ++x) p.px[y * w + x] = f(x, y);
  return p;
}

// The 3 x 5 digit shapes, one bit a pixel, rows top to bottom.
constexpr std::array<std::array<uint8_t, 5>, 10> kDigits{{{7, 5, 5, 5, 7},
                                                          {2, 6, 2, 2, 7},
                                                          {7, 1, 7, 4, 7},
                                                          {7, 1, 3, 1, 7},
                                                          {5, 5, 7, 1, 1},
                                                          {7, 4, 7, 1, 7},
                                                          {7, 4, 7, 5, 7},
                                                          {7, 1, 1, 2, 2},
                                                          {7, 5, 7, 5, 7},
                                                          {7, 5, 7, 1, 7}}};


// The HUD's cels at the numbers the original's HUD code names (rf/data/original_hud.hpp):
// our own pictures, sized for the synthetic HUD tables (synthetic_hud.hpp).
template <typename Add>
void addHudCels(Add add) {
  namespace hud = rf::hud;
  const uint8_t white = synthColour(255, 255, 255), steel = synthColour(102, 102, 102),
                dark = synthColour(51, 51, 51), light = synthColour(153, 153, 153);
  add(hud::kCelBadge, drawn(12, 10, [=](uint32_t x, uint32_t y) -> uint8_t {
        return (x == 0 || y == 0 || x == 11 || y == 9) ? white : light;
      }));
  Pic frame = drawn(kSynthFrameW, kSynthFrameH, [=](uint32_t x, uint32_t y) -> uint8_t {
    return (x == 0 || y == 0 || x == kSynthFrameW - 1 || y == kSynthFrameH - 1) ? light : dark;
  });
  frame.flags |= kBgnd;
  add(hud::kCelFrame, frame);
  const std::array<uint8_t, 4> typeColour{synthColour(51, 102, 255), synthColour(255, 204, 51),
                                          synthColour(51, 204, 51), synthColour(255, 51, 51)};
  for (uint32_t t = 0; t < 4; ++t) {  // the dashboards: a steel panel round the radar's frame
    const uint8_t stripe = typeColour[t];
    add(hud::kCelDashboard + t, drawn(kSynthDashW, kSynthDashH, [=](uint32_t x, uint32_t y) -> uint8_t {
          if (x >= 9 && x < 9 + kSynthFrameW && y >= 2 && y < 2 + kSynthFrameH) return 0;  // the radar shows
          if (x == 0 || y == 0 || x == kSynthDashW - 1 || y == kSynthDashH - 1) return dark;
          if (y >= 2 && y < 6 && x >= 66 && x < 136) return stripe;
          return steel;
        }));
  }
  for (uint32_t k = 0; k < 16; ++k) {  // the hit flash: a red ring growing with the damage
    const int r = 3 + static_cast<int>(k);
    const uint8_t red = synthColour(255, 51, 0);
    add(hud::kCelHitFlash + k, drawn(2 * static_cast<uint32_t>(r) + 1, 2 * static_cast<uint32_t>(r) + 1,
                                     [=](uint32_t x, uint32_t y) -> uint8_t {
                                       const int dx = static_cast<int>(x) - r, dy = static_cast<int>(y) - r;
                                       const int d2 = dx * dx + dy * dy;
                                       return (d2 <= r * r && d2 >= (r - 2) * (r - 2)) ? red : 0;
                                     }));
  }
  const uint8_t lit = synthColour(255, 255, 51), off = synthColour(102, 102, 51), end = synthColour(51, 51, 51);
  add(hud::kCelSegmentLit, drawn(7, 9, [=](uint32_t, uint32_t) { return lit; }));
  add(hud::kCelSegmentOff, drawn(7, 9, [=](uint32_t, uint32_t) { return off; }));
  add(hud::kCelSegmentEnd, drawn(7, 9, [=](uint32_t, uint32_t) { return end; }));
  for (uint32_t c = 1969; c <= 1972; ++c) {  // the beacon: a 4-bit disc, 1969 / 1971 through A
    Pic p = drawn(
        12, 12,
        [](uint32_t x, uint32_t y) -> uint8_t {
          const int dx = static_cast<int>(x) * 2 - 11, dy = static_cast<int>(y) * 2 - 11;
          const int d2 = dx * dx + dy * dy;
          return d2 < 121 ? static_cast<uint8_t>(1 + std::min(14, d2 / 9)) : 0;
        },
        kModePlut);
    p.plutB = c == 1970 || c == 1972;
    add(c, p);
  }
  const uint8_t lampOn = synthColour(51, 255, 51), lampOff = synthColour(51, 102, 51);
  for (uint32_t c = hud::kCelHeliOn; c <= hud::kCelHeliLowerOff; ++c) {
    const uint8_t col = (c == hud::kCelHeliOn || c == hud::kCelHeliLower) ? lampOn : lampOff;
    add(c, drawn(10, 10, [=](uint32_t x, uint32_t y) -> uint8_t {
          const int dx = static_cast<int>(x) * 2 - 9, dy = static_cast<int>(y) * 2 - 9;
          return dx * dx + dy * dy < 81 ? col : 0;
        }));
  }
  for (uint32_t d = 0; d < 10; ++d) {  // the digits: the 3 x 5 shapes at 2 x 2, in a 7 x 11 cel
    add(hud::kCelDigit0 + d, drawn(7, 11, [=](uint32_t x, uint32_t y) -> uint8_t {
          if (x >= 6 || y >= 10) return 0;
          return (kDigits[d][y / 2] >> (2 - x / 2)) & 1 ? white : 0;
        }));
  }
  // the icons 0x86c..0x874: a bar of the weapon's colour, the stock icons in the type's
  const std::array<uint8_t, 5> ammoColour{synthColour(255, 153, 51), synthColour(204, 51, 51),
                                          synthColour(153, 153, 153), synthColour(204, 102, 255),
                                          synthColour(255, 255, 153)};  // grenade, missile, mine, heli missile, shell
  for (uint32_t i = 0; i < 5; ++i) {
    const uint8_t c = ammoColour[i];
    add(0x86c + i, drawn(12, 6, [=](uint32_t x, uint32_t y) -> uint8_t {
          return (y == 0 && (x == 0 || x == 11)) ? 0 : c;
        }));
  }
  const std::array<uint32_t, 4> stockCel{hud::kCelStockIcon[0], hud::kCelStockIcon[1], hud::kCelStockIcon[2],
                                         hud::kCelStockIcon[3]};
  for (uint32_t t = 0; t < 4; ++t) {
    const uint8_t c = typeColour[t];
    add(stockCel[t], drawn(18, 10, [=](uint32_t x, uint32_t y) -> uint8_t {
          if (y >= 8) return (x % 4 == 1 || x % 4 == 2) ? dark : 0;  // wheels
          return (y < 3 && (x < 5 || x > 12)) ? 0 : c;
        }));
  }
}

// The gate leaves (857 the bars, 858 the top rail) and the explosions' fireballs: per group
// a disc growing to the cel's edge at a third of its frames, then shrinking, its core going
// through the group's 6 colours (hot to grey) and its rim one step behind.
template <typename Add>
void addEffectCels(Add add) {
  const uint8_t rail = synthColour(204, 204, 204), bar = synthColour(51, 51, 51),
                panel = synthColour(153, 153, 102);
  add(kSynthGateBars, drawn(16, 16, [=](uint32_t x, uint32_t y) -> uint8_t {
        if (x == 0 || y == 0 || x == 15 || y == 15) return rail;
        return x % 4 == 1 ? bar : panel;
      }));
  add(kSynthGateRail, drawn(16, 4, [=](uint32_t, uint32_t y) { return y == 1 ? bar : rail; }));
  using Rgb = std::array<int, 3>;
  using Ramp = std::array<Rgb, 6>;
  // clang-format off
  constexpr auto kRamps = std::to_array<Ramp>({
      {{{255, 255, 102}, {255, 153, 0}, {204, 102, 0}, {153, 51, 0}, {102, 102, 102}, {153, 153, 153}}},  // small
      {{{102, 51, 0}, {51, 51, 51}, {102, 102, 102}, {51, 51, 51}, {102, 102, 102}, {51, 51, 51}}},     // scorch
      {{{255, 255, 102}, {255, 153, 0}, {204, 102, 0}, {153, 51, 0}, {102, 102, 102}, {153, 153, 153}}},  // big A
      {{{255, 255, 255}, {255, 102, 51}, {204, 51, 0}, {102, 0, 0}, {51, 51, 51}, {102, 102, 102}}},      // big B
      {{{255, 255, 255}, {204, 255, 255}, {153, 204, 255}, {102, 153, 204}, {153, 153, 153}, {204, 204, 204}}},  // splash
      {{{255, 153, 0}, {153, 102, 51}, {102, 102, 102}, {153, 153, 153}, {102, 102, 102}, {51, 51, 51}}},  // smoke
      {{{255, 255, 204}, {255, 255, 102}, {255, 204, 0}, {255, 153, 0}, {204, 102, 0}, {153, 51, 0}}},    // flash
      {{{255, 204, 153}, {204, 204, 153}, {204, 153, 102}, {153, 153, 102}, {153, 153, 153}, {102, 102, 102}}},  // puff
  });
  // clang-format on
  static_assert(kRamps.size() == kSynthExplGroups.size(), "one ramp a group");
  for (size_t g = 0; g < kSynthExplGroups.size(); ++g) {
    const uint32_t n = kSynthExplGroups[g].frames;
    for (uint32_t k = 0; k < n; ++k) {
      const Ramp& ramp = kRamps[g];
      const size_t stage = k * 6 / n;
      const Rgb& a = ramp[stage];
      const Rgb& b = ramp[std::min<size_t>(stage + 1, 5)];
      const uint8_t core = synthColour(a[0], a[1], a[2]), rim = synthColour(b[0], b[1], b[2]);
      // the radius (in half pixels): 16 at the peak (k = n / 3), at least 5
      const uint32_t peak = std::max(1u, n / 3);
      const int r = k <= peak ? static_cast<int>(5 + 11 * k / peak)
                              : static_cast<int>(16 - 11 * (k - peak) / std::max(1u, n - 1 - peak));
      add(kSynthExplGroups[g].first + k, drawn(16, 16, [=](uint32_t x, uint32_t y) -> uint8_t {
            const int dx = static_cast<int>(x) * 2 - 15, dy = static_cast<int>(y) * 2 - 15;
            const int d2 = dx * dx + dy * dy;
            if (d2 > r * r) return 0;
            return d2 * 9 > r * r * 4 ? rim : core;  // the outer third of the radius: the rim
          }));
    }
  }
}

// The buildings' walls and roofs at the cels Model_DrawBuilding picks (the BLDG table
// 909.. in brick, the FACT table 938.. in concrete; view/rf_original_building.hpp): T[1] a
// wall by rubble (cracked), T[2] / T[3] the door shut / open, T[4] plain, T[5] a window, each
// with its west face's cel + 2 (a shade darker), and the roofs T[0] + 0 / 2 / 4.
template <typename Add>
void addBuildingCels(Add add) {
  struct Set {
    uint32_t first;
    std::array<int, 3> face, line, roof;
  };
  const std::array<Set, 2> sets{{{909, {204, 102, 51}, {204, 204, 204}, {153, 51, 51}},
                                 {938, {153, 153, 153}, {102, 102, 102}, {102, 102, 153}}}};
  const uint8_t dark = synthColour(51, 51, 51), door = synthColour(102, 51, 0), pane = synthColour(102, 153, 204);
  for (const Set& s : sets) {
    // the offsets of T[1..5] from T[0] in the tables (909 / 938: +22, +6, +18, +10, +14)
    const std::array<uint32_t, 5> at{22, 6, 18, 10, 14};
    for (uint32_t west = 0; west < 2; ++west) {
      const int shade = west != 0 ? 51 : 0;
      const uint8_t face = synthColour(s.face[0] - shade, s.face[1] - shade / 2, s.face[2] - shade / 2);
      const uint8_t line = synthColour(s.line[0] - shade, s.line[1] - shade, s.line[2] - shade);
      for (uint32_t kind = 0; kind < 5; ++kind) {
        add(s.first + at[kind] + 2 * west, drawn(32, 16, [=](uint32_t x, uint32_t y) -> uint8_t {
              const bool mid = x >= 12 && x < 20;
              if (kind == 0 && (x == y * 2 || x == y * 2 + 1)) return dark;           // cracked
              if ((kind == 1 || kind == 2) && mid && y >= 6) return kind == 1 ? door : dark;  // the door
              if (kind == 4 && x >= 10 && x < 22 && y >= 4 && y < 10) return pane;     // a window
              return (y % 4 == 3 || (x + (y / 4 % 2) * 4) % 8 == 0) ? line : face;
            }));
      }
    }
    for (uint32_t r = 0; r < 3; ++r) {
      const uint8_t roof = synthColour(s.roof[0] + 51 * static_cast<int>(r) / 2, s.roof[1], s.roof[2]);
      add(s.first + 2 * r, drawn(32, 32, [=](uint32_t x, uint32_t y) -> uint8_t {
            return (x == y || x + y == 31 || (r > 0 && x == 16)) ? dark : roof;
          }));
    }
  }
}

}  // namespace

uint8_t synthColour(int r, int g, int b) {
  return static_cast<uint8_t>(10 + cube(r) * 36 + cube(g) * 6 + cube(b));
}

std::vector<uint8_t> syntheticArtCar() {
  std::vector<Pic> pics;  // distinct pictures; cel -> picture index below
  std::vector<uint32_t> celPic(kSynthCels, 0);
  pics.push_back(drawn(4, 4, [](uint32_t, uint32_t) { return uint8_t{0}; }));  // 0: the blank alias
  for (uint32_t id = 0; id < kTerrainCels; ++id) {
    celPic[id] = static_cast<uint32_t>(pics.size());
    pics.push_back(tile(id));
  }
  auto add = [&](uint32_t cel, Pic p) {
    if (celPic.at(cel) != 0) throw std::logic_error("synthetic ART.CAR: cel " + std::to_string(cel) + " drawn twice");
    celPic[cel] = static_cast<uint32_t>(pics.size());
    pics.push_back(std::move(p));
  };
  const uint8_t brick = synthColour(204, 102, 51), mortar = synthColour(204, 204, 204);
  add(kSynthWall, drawn(32, 16, [&](uint32_t x, uint32_t y) {
        return (y % 4 == 3 || (x + (y / 4 % 2) * 4) % 8 == 0) ? mortar : brick;
      }));
  const uint8_t roof = synthColour(153, 51, 51), ridge = synthColour(102, 0, 0);
  add(kSynthRoof,
      drawn(32, 32, [&](uint32_t x, uint32_t y) { return (x == y || x + y == 31) ? ridge : roof; }));
  const uint8_t leaf = synthColour(0, 102, 0), trunk = synthColour(102, 51, 0);
  add(kSynthTree, drawn(16, 32, [&](uint32_t x, uint32_t y) -> uint8_t {
        const int dx = static_cast<int>(x) - 8, dy = static_cast<int>(y) - 10;
        if (dx * dx + dy * dy < 56) return leaf;
        return (y >= 16 && (x == 7 || x == 8)) ? trunk : 0;
      }));
  add(kSynthShadow, drawn(
                        16, 16,
                        [](uint32_t x, uint32_t y) -> uint8_t {
                          const int dx = static_cast<int>(x) * 2 - 15, dy = static_cast<int>(y) * 2 - 15;
                          return dx * dx + dy * dy < 225 ? 1 : 0;
                        },
                        kModeShadow4));
  for (uint32_t team = 0; team < 3; ++team) {  // the team colours 0, 1 and neutral (a team face's + team)
    const uint8_t body = team == 0   ? synthColour(51, 102, 255)
                         : team == 1 ? synthColour(255, 51, 51)
                                     : synthColour(153, 153, 102);
    const uint8_t dark = synthColour(51, 51, 51);
    add(kSynthHullTeam0 + team, drawn(16, 16, [=](uint32_t x, uint32_t y) {
          return (x < 2 || x > 13) ? dark : (y == 3 || y == 12) ? dark : body;
        }));
  }
  const uint8_t shot = synthColour(255, 255, 102);
  add(kSynthShot, drawn(4, 8, [=](uint32_t, uint32_t) { return shot; }));
  const uint8_t skin = synthColour(255, 204, 153), cloth = synthColour(51, 102, 51);
  add(kSynthMan, drawn(4, 8, [=](uint32_t, uint32_t y) { return y < 2 ? skin : cloth; }));
  const uint8_t glass = synthColour(153, 204, 255);
  add(kSynthGlass, drawn(
                       8, 8, [=](uint32_t, uint32_t) { return glass; }, kModeBlend));
  addHudCels(add);
  addEffectCels(add);
  addBuildingCels(add);
  const uint8_t blade = synthColour(51, 51, 51), blur = synthColour(153, 153, 153);
  add(kSynthRotorBlade, drawn(32, 4, [=](uint32_t, uint32_t) { return blade; }));
  add(kSynthRotorDisc, drawn(
                           32, 32,
                           [=](uint32_t x, uint32_t y) -> uint8_t {
                             const int dx = static_cast<int>(x) * 2 - 31, dy = static_cast<int>(y) * 2 - 31;
                             return dx * dx + dy * dy < 31 * 31 ? blur : 0;
                           },
                           kModeBlend));
  const uint8_t rubber = synthColour(51, 51, 51), tread = synthColour(153, 153, 153);
  for (uint32_t i = 0; i < 4; ++i) {
    add(kSynthTyre + i, drawn(8, 8, [=](uint32_t, uint32_t y) { return y % 4 == i ? tread : rubber; }));
  }
  const uint8_t tube = synthColour(102, 102, 51), rocket = synthColour(255, 204, 0);
  for (uint32_t rockets = 0; rockets <= 3; ++rockets) {
    add(kSynthLauncher + 3 - rockets, drawn(16, 8, [=](uint32_t x, uint32_t y) -> uint8_t {
          const bool slot = x % 5 != 0 && y > 1 && y < 6;
          return slot && x / 5 < rockets ? rocket : slot ? rubber : tube;
        }));
  }
  const uint8_t hull = synthColour(204, 204, 204), stripe = synthColour(51, 102, 255);
  add(kSynthBoatHull, drawn(32, 16, [=](uint32_t, uint32_t y) { return y == 5 || y == 6 ? stripe : hull; }));
  const uint8_t foam = synthColour(255, 255, 255);
  add(kSynthWake, drawn(
                      16, 32, [=](uint32_t x, uint32_t y) -> uint8_t { return (x + y) % 3 == 0 ? foam : 0; },
                      kModeBlend));
  // The PLUT cel: 4-bit values through PLUT A.
  add(kSynthPlut,
      drawn(
          8, 8, [](uint32_t x, uint32_t y) { return static_cast<uint8_t>(1 + (x + y) % 15); }, kModePlut));

  const uint32_t count = kSynthCels;
  const uint32_t shift = kHeaderSize + count * kCelRecord;
  const uint32_t palette = shift + count * kShiftRecord;
  const uint32_t logPal = palette + kPaletteSize;
  const uint32_t plutA = logPal + kLogPaletteSize, plutB = plutA + kPlutSize;
  uint32_t pixels = plutB + kPlutSize;
  std::vector<uint32_t> picAt(pics.size());
  uint32_t at = pixels;
  for (size_t i = 0; i < pics.size(); ++i) {
    picAt[i] = at;
    at += static_cast<uint32_t>(pics[i].px.size());
  }
  // The span-list shadow (mode 0xD): an ellipse, 16 rows, one span each.
  const uint32_t spanRows = 16, spans = at;
  at += 2 * spanRows + 3 * spanRows;
  const uint32_t size = (at + 3) & ~3u;
  std::vector<uint8_t> b(size, 0);
  std::memcpy(b.data(), "CCBA", 4);
  put32(b, 4, size);
  put32(b, 8, count);
  put32(b, 0xc, shift);
  for (uint32_t k = 0; k < 236; ++k) {  // the game colours: the cube, then greys
    uint8_t r, g, bl;
    if (k < 216) {
      r = static_cast<uint8_t>(k / 36 * 51), g = static_cast<uint8_t>(k / 6 % 6 * 51),
      bl = static_cast<uint8_t>(k % 6 * 51);
    } else {
      r = g = bl = static_cast<uint8_t>((k - 216) * 255 / 19);
    }
    b[palette + 4 * k] = bl, b[palette + 4 * k + 1] = g, b[palette + 4 * k + 2] = r;
    const size_t e = logPal + 4 + 4 * (k + 10);
    b[e] = r, b[e + 1] = g, b[e + 2] = bl, b[e + 3] = 4;  // PC_NOCOLLAPSE
  }
  b[logPal] = 0x00, b[logPal + 1] = 0x03, b[logPal + 2] = 0x00, b[logPal + 3] = 0x01;  // 0x300, 256
  for (uint32_t k = 0; k < 10; ++k) b[logPal + 4 + 4 * k + 3] = b[logPal + 4 + 4 * (246 + k) + 3] = 1;
  for (uint32_t k = 0; k < 16; ++k) {
    b[plutA + k] = synthColour(static_cast<int>(k * 17), 0, 255 - static_cast<int>(k * 17));
    b[plutB + k] = synthColour(255, static_cast<int>(k * 17), 0);
  }
  for (size_t i = 0; i < pics.size(); ++i) std::memcpy(&b[picAt[i]], pics[i].px.data(), pics[i].px.size());
  for (uint32_t row = 0; row < spanRows; ++row) {
    const uint32_t data = spans + 2 * spanRows + 3 * row;
    const int16_t off = static_cast<int16_t>(data - spans);
    b[spans + 2 * row] = static_cast<uint8_t>(off), b[spans + 2 * row + 1] = static_cast<uint8_t>(off >> 8);
    const int d = static_cast<int>(row) * 2 - 15, half = 120 - d * d / 2;
    b[data] = static_cast<uint8_t>(128 - half), b[data + 1] = static_cast<uint8_t>(127 + half),
    b[data + 2] = 0;
  }
  for (uint32_t i = 0; i < count; ++i) {
    const size_t r = kHeaderSize + size_t{i} * kCelRecord;
    const bool spanCel = i == kSynthSpanShadow;
    const Pic& p = pics[celPic[i]];
    const uint32_t w = spanCel ? 32 : p.w, h = spanCel ? spanRows : p.h;
    put32(b, r, spanCel ? 0x7FE64400u : p.flags);
    put32(b, r + 8, spanCel ? spans : picAt[celPic[i]]);
    put32(b, r + 0xc, p.mode == kModePlut ? (p.plutB ? plutB : plutA) : palette);
    put32(b, r + 0x18, 0x100000);  // HDX 1.0 (12.20)
    put32(b, r + 0x24, 0x10000);   // VDY 1.0
    put32(b, r + 0x30, 0x1F001F00u);
    put32(b, r + 0x34, spanCel ? kModeShadowSpans : p.mode);
    put32(b, r + 0x3c, w);
    put32(b, r + 0x40, h);
    auto log2 = [](uint32_t v) -> uint32_t {
      for (uint32_t s = 0; s < 31; ++s)
        if ((1u << s) == v) return s;
      return 0;
    };
    put32(b, shift + 8 * i, log2(w));
    put32(b, shift + 8 * i + 4, log2(h));
  }
  return b;
}

}  // namespace synth
