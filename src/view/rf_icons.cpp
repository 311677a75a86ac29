// SPDX-License-Identifier: GPL-3.0-or-later
// The shared small pictures (rf_icons.hpp).
#include "view/rf_icons.hpp"

#include <algorithm>
#include <string_view>

namespace view {
namespace {

using core::Image;
using core::Rgba;
using core::rgba;

constexpr Rgba kWheel = rgba(34, 34, 38);
constexpr Rgba kMetal = rgba(150, 152, 156);
constexpr Rgba kGlass = rgba(200, 230, 255);
constexpr Rgba kCrossRed = rgba(230, 30, 30);
constexpr Rgba kBone = rgba(232, 224, 196);
constexpr Rgba kTooth = rgba(250, 250, 240);
constexpr Rgba kHollow = rgba(36, 24, 24);

using Art = std::array<std::string_view, kRfVehicleArtH>;
using Icon = std::array<std::string_view, kRfVehicleIconH>;

// designed: side views facing east; '#' body, 'd' wheels and tracks, 'm' metal, 'l' glass.
constexpr std::array<Art, rf::kVehicleTypes> kArt{{
    {{
        "................",  // tank: turret, barrel, hull, tracks
        ".....#####......",
        "....#######mmmmm",
        "....#######.....",
        ".##############.",
        "################",
        ".dddddddddddddd.",
        "dmdmdmdmdmdmdmdd",
        ".dddddddddddddd.",
        "................",
    }},
    {{
        "................",  // jeep: windscreen, gun post, body, two wheels
        ".......l........",
        ".......l...mmm..",
        ".......l...m....",
        "..#############.",
        ".###############",
        ".###############",
        "...dd......dd...",
        "..dmmd....dmmd..",
        "...dd......dd...",
    }},
    {{
        "................",  // ASV: the missile box on top, cab, six wheels
        "..mmmmmmmm......",
        "..mmmmmmmm..l...",
        "....mm.....lll..",
        ".##############.",
        "################",
        "################",
        ".dd..dd.....dd..",
        "dmmddmmd...dmmd.",
        ".dd..dd.....dd..",
    }},
    {{
        "mmmmmmmmmmmmmmm.",  // heli: rotor, tail boom, cockpit, skids
        ".......m........",
        ".....######.....",
        "....#####lll#...",
        "#..######llll#..",
        "##############..",
        "#...#########...",
        ".......m..m.....",
        "....mmmmmmmmm...",
        "................",
    }},
}};

constexpr std::array<Icon, rf::kVehicleTypes> kIcons{{
    {{"...###....", "..#####mmm", ".########.", "##########", "dddddddddd", "dmdmdmdmdd", ".dddddddd."}},
    {{"....l.....", "....l..mm.", ".########.", "##########", "##########", ".dd....dd.", ".dd....dd."}},
    {{".mmmmm....", ".mmmmm.l..", "...m..lll.", "##########", "##########", ".dd.dd..dd", ".dd.dd..dd"}},
    {{"mmmmmmmmm.", "....m.....", "...#####..", "#.###lll#.", "#########.", "...#####..", "..mmmmmmm."}},
}};

Rgba artColour(char ch, Rgba body) {
  switch (ch) {
    case '#': return body;
    case 'd': return kWheel;
    case 'm': return kMetal;
    case 'l': return kGlass;
    default: return core::kTransparent;
  }
}

template <typename Rows>
void drawArt(Image& img, const Rows& rows, int x, int y, int scale, Rgba body) {
  for (size_t r = 0; r < rows.size(); ++r) {
    for (size_t c = 0; c < rows[r].size(); ++c) {
      const Rgba col = artColour(rows[r][c], body);
      if (col == core::kTransparent) continue;
      img.fillRect(x + static_cast<int>(c) * scale, y + static_cast<int>(r) * scale, scale, scale, col);
    }
  }
}

bool validType(rf::VehicleType t) {
  return static_cast<int>(t) >= 0 && static_cast<int>(t) < rf::kVehicleTypes;
}

// designed: the skull, 16 x 16 art pixels: 'b' bone, 'e' eye, 'n' nose, 't' tooth, 'h' the
// hollow of the mouth. The cranium and upper teeth (rows 0..10) stay; the jaw (3 rows)
// drops by the laugh frame.
constexpr std::array<std::string_view, 11> kSkullTop = {
    "....bbbbbbbb....", "..bbbbbbbbbbbb..", ".bbbbbbbbbbbbbb.", "bbbbbbbbbbbbbbbb",
    "bbbeeeebbeeeebbb", "bbbeeeebbeeeebbb", "bbbeeeebbeeeebbb", ".bbbbbbnnbbbbbb.",
    "..bbbbnnnnbbbb..", "...bbbbbbbbbb...", "....ththththt...",
};
constexpr std::array<std::string_view, 3> kSkullJaw = {"....ththththt...", "...bbbbbbbbbb...", ".....bbbbbb....."};
constexpr int kTopTexels = static_cast<int>(kSkullTop.size()) * 4;  // 44
constexpr int kJawTexels = static_cast<int>(kSkullJaw.size()) * 4;  // 12
constexpr std::array<int, 4> kJawDrop = {0, 3, 6, 8};  // designed: texels per laugh frame

Rgba skullColour(char ch, Rgba eyes) {
  switch (ch) {
    case 'b': return kBone;
    case 'e': return eyes;
    case 'n': return kHollow;
    case 't': return kTooth;
    case 'h': return kHollow;
    default: return core::kTransparent;
  }
}

int64_t cross(int64_t ax, int64_t ay, int64_t bx, int64_t by) {
  return ax * by - ay * bx;
}

}  // namespace

Rgba rfScaled(Rgba c, int num, int den) {
  const auto ch = [&](uint8_t v) { return static_cast<uint8_t>(static_cast<int>(v) * num / den); };
  return rgba(ch(core::red(c)), ch(core::green(c)), ch(core::blue(c)), core::alpha(c));
}

Rgba rfMix(Rgba a, Rgba b, int t) {
  const auto ch = [&](uint8_t x, uint8_t y) {
    return static_cast<uint8_t>((static_cast<int>(x) * (256 - t) + static_cast<int>(y) * t) / 256);
  };
  return rgba(ch(core::red(a), core::red(b)), ch(core::green(a), core::green(b)), ch(core::blue(a), core::blue(b)),
              ch(core::alpha(a), core::alpha(b)));
}

int rfFade256(int32_t fade) {
  return std::clamp(fade >> 8, 0, 256);
}

void rfDarkenRect(Image& img, int x, int y, int w, int h, int level) {
  if (level >= 256) return;
  const int x0 = std::max(0, x), y0 = std::max(0, y);
  const int x1 = std::min(img.width(), x + w), y1 = std::min(img.height(), y + h);
  for (int py = y0; py < y1; ++py) {
    for (int px = x0; px < x1; ++px) img.set(px, py, rfScaled(img.get(px, py), std::max(0, level), 256));
  }
}

void drawRfVehicleArt(Image& img, rf::VehicleType type, int x, int y, int scale, Rgba body) {
  if (!validType(type)) return;
  drawArt(img, kArt[static_cast<size_t>(type)], x, y, std::max(1, scale), body);
}

void drawRfVehicleIcon(Image& img, rf::VehicleType type, int x, int y, Rgba body, int scale) {
  if (!validType(type)) return;
  drawArt(img, kIcons[static_cast<size_t>(type)], x, y, std::max(1, scale), body);
}

rf::VehicleType rfIconCelType(int32_t cel) {
  switch (cel) {
    case 0x838: return rf::VehicleType::Tank;
    case 0x842: return rf::VehicleType::Jeep;
    case 0x848: return rf::VehicleType::Msv;
    case 0x83d: return rf::VehicleType::Heli;
    default: return rf::kNoVehicleType;
  }
}

void drawRfCross(Image& img, int cx, int cy, int half) {
  for (int i = -half; i <= half; ++i) {
    img.fillRect(cx + i, cy + i, 2, 1, kCrossRed);
    img.fillRect(cx + i, cy - i, 2, 1, kCrossRed);
  }
}

Rgba rfSkullTexel(int u, int v, int frame, Rgba eyes) {
  if (u < 0 || v < 0 || u >= kRfSkullTexels || v >= kRfSkullTexels) return core::kTransparent;
  const size_t col = static_cast<size_t>(u / 4);
  if (v < kTopTexels) return skullColour(kSkullTop[static_cast<size_t>(v / 4)][col], eyes);
  const int drop = kJawDrop[static_cast<size_t>(std::clamp(frame, 0, 3))];
  const int jv = v - kTopTexels - drop;
  if (jv >= 0 && jv < kJawTexels) return skullColour(kSkullJaw[static_cast<size_t>(jv / 4)][col], eyes);
  if (jv < 0 && col >= 4 && col <= 12) return kHollow;  // the open mouth
  return core::kTransparent;
}

void drawRfSkull(Image& img, int cx, int cy, const std::array<core::Vec2, 4>& corners, int frame, Rgba eyes) {
  const core::Vec2& c0 = corners[0];
  const int64_t ax = corners[1].x - c0.x, ay = corners[1].y - c0.y;  // NW -> NE: the texture's u
  const int64_t bx = corners[3].x - c0.x, by = corners[3].y - c0.y;  // NW -> SW: its v
  const int64_t det = cross(ax, ay, bx, by);
  if (det <= 0) return;
  int32_t minX = c0.x, maxX = c0.x, minY = c0.y, maxY = c0.y;
  for (const core::Vec2& c : corners) {
    minX = std::min(minX, c.x), maxX = std::max(maxX, c.x);
    minY = std::min(minY, c.y), maxY = std::max(maxY, c.y);
  }
  const int x0 = std::max(-cx, (minX >> 16) - 1), x1 = std::min(img.width() - cx, (maxX >> 16) + 1);
  const int y0 = std::max(-cy, (minY >> 16) - 1), y1 = std::min(img.height() - cy, (maxY >> 16) + 1);
  for (int py = y0; py <= y1; ++py) {
    for (int px = x0; px <= x1; ++px) {
      const int64_t dx = (static_cast<int64_t>(px) << 16) + 0x8000 - c0.x;  // the pixel's centre
      const int64_t dy = (static_cast<int64_t>(py) << 16) + 0x8000 - c0.y;
      const int64_t nu = cross(dx, dy, bx, by) * kRfSkullTexels;
      const int64_t nv = cross(ax, ay, dx, dy) * kRfSkullTexels;
      if (nu < 0 || nv < 0) continue;
      const int64_t u = nu / det, v = nv / det;
      if (u >= kRfSkullTexels || v >= kRfSkullTexels) continue;
      const Rgba t = rfSkullTexel(static_cast<int>(u), static_cast<int>(v), frame, eyes);
      if (t != core::kTransparent) img.set(cx + px, cy + py, t);
    }
  }
}

}  // namespace view
