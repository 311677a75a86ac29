// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim_icon DIR SIZE...: retrosim's own icon, drawn from code (a stylised tank under a
// flag on a rounded square), as DIR/hicolor/SIZExSIZE/apps/retrosim.png for each SIZE. The
// picture is a list of shapes in a unit square painted back to front, inside the first; each pixel is the
// average of 8 x 8 samples (anti-aliased at every size). Only integer and double arithmetic
// in a fixed order: the same bytes on every run.
#include <array>
#include <cmath>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/file_io.hpp"
#include "core/image.hpp"

namespace {

struct Point {
  double x, y;
};

enum class Kind { RoundRect, Circle, Polygon, Bar };

// One shape: a rounded rectangle (a..b corners, r the corner radius), a circle (a centre,
// r radius), a polygon (pts) or a bar (a line from a to b, r half its thickness).
struct Shape {
  Kind kind;
  core::Rgba colour;
  Point a{}, b{};
  double r = 0;
  std::vector<Point> pts{};
};

bool inside(const Shape& s, Point p) {
  switch (s.kind) {
    case Kind::RoundRect: {
      const double cx = std::fmax(s.a.x + s.r, std::fmin(p.x, s.b.x - s.r));
      const double cy = std::fmax(s.a.y + s.r, std::fmin(p.y, s.b.y - s.r));
      if (p.x < s.a.x || p.x > s.b.x || p.y < s.a.y || p.y > s.b.y) return false;
      return (p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy) <= s.r * s.r;
    }
    case Kind::Circle:
      return (p.x - s.a.x) * (p.x - s.a.x) + (p.y - s.a.y) * (p.y - s.a.y) <= s.r * s.r;
    case Kind::Polygon: {  // even-odd rule
      bool in = false;
      for (size_t i = 0, j = s.pts.size() - 1; i < s.pts.size(); j = i++) {
        const Point u = s.pts[i], v = s.pts[j];
        if ((u.y > p.y) != (v.y > p.y) && p.x < (v.x - u.x) * (p.y - u.y) / (v.y - u.y) + u.x) in = !in;
      }
      return in;
    }
    case Kind::Bar: {
      const double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y;
      double t = ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / (dx * dx + dy * dy);
      t = std::fmax(0.0, std::fmin(1.0, t));
      const double qx = s.a.x + t * dx - p.x, qy = s.a.y + t * dy - p.y;
      return qx * qx + qy * qy <= s.r * s.r;
    }
  }
  return false;
}

// designed: retrosim's icon, back to front. A dusk sky over sand on a rounded square, the
// flag the game is about on its pole, an olive tank with its gun raised towards it.
std::vector<Shape> iconShapes() {
  using core::rgba;
  std::vector<Shape> s;
  s.push_back({Kind::RoundRect, rgba(30, 44, 74), {0.03, 0.03}, {0.97, 0.97}, 0.17});  // sky
  s.push_back({Kind::Polygon,
               rgba(196, 160, 96),
               {},
               {},
               0,  // sand
               {{0.0, 0.71}, {1.0, 0.62}, {1.0, 1.0}, {0.0, 1.0}}});
  s.push_back({Kind::Bar, rgba(226, 226, 214), {0.255, 0.10}, {0.255, 0.60}, 0.016});  // pole
  s.push_back({Kind::Polygon,
               rgba(216, 52, 42),
               {},
               {},
               0,  // flag
               {{0.27, 0.10}, {0.52, 0.165}, {0.27, 0.23}}});
  s.push_back({Kind::Bar, rgba(58, 66, 34), {0.52, 0.52}, {0.88, 0.33}, 0.030});       // gun
  s.push_back({Kind::RoundRect, rgba(28, 30, 26), {0.10, 0.66}, {0.90, 0.86}, 0.10});  // tracks
  for (const double x : {0.20, 0.35, 0.50, 0.65, 0.80}) {                              // wheels
    s.push_back({Kind::Circle, rgba(98, 104, 84), {x, 0.76}, {}, 0.055});
    s.push_back({Kind::Circle, rgba(48, 52, 42), {x, 0.76}, {}, 0.022});
  }
  s.push_back({Kind::Polygon,
               rgba(104, 122, 54),
               {},
               {},
               0,  // hull
               {{0.12, 0.67}, {0.88, 0.67}, {0.80, 0.56}, {0.20, 0.56}}});
  s.push_back({Kind::RoundRect, rgba(134, 154, 70), {0.34, 0.45}, {0.64, 0.585}, 0.055});  // turret
  s.push_back({Kind::RoundRect, rgba(168, 186, 98), {0.38, 0.47}, {0.52, 0.50}, 0.012});   // hatch light
  return s;
}

core::Image drawIcon(int size, const std::vector<Shape>& shapes) {
  constexpr int kSamples = 8;  // per side of a pixel
  core::Image img(size, size, core::kTransparent);
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      std::array<uint32_t, 4> sum{};  // premultiplied r, g, b and the alpha
      for (int sy = 0; sy < kSamples; ++sy) {
        for (int sx = 0; sx < kSamples; ++sx) {
          const Point p{(x + (sx + 0.5) / kSamples) / size, (y + (sy + 0.5) / kSamples) / size};
          if (!inside(shapes.front(), p)) continue;  // the first shape clips the others
          core::Rgba c = shapes.front().colour;
          for (const Shape& s : shapes) {
            if (inside(s, p)) c = s.colour;  // every colour is opaque: the last one wins
          }
          sum[0] += core::red(c);
          sum[1] += core::green(c);
          sum[2] += core::blue(c);
          sum[3] += 1;
        }
      }
      if (sum[3] == 0) continue;
      const auto chan = [&](uint32_t v) { return static_cast<uint8_t>((v + sum[3] / 2) / sum[3]); };
      const auto a = static_cast<uint8_t>((sum[3] * 255 + kSamples * kSamples / 2) / (kSamples * kSamples));
      img.set(x, y, core::rgba(chan(sum[0]), chan(sum[1]), chan(sum[2]), a));
    }
  }
  return img;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: retrosim_icon DIR SIZE...\n");
    return 2;
  }
  try {
    const std::vector<Shape> shapes = iconShapes();
    for (int i = 2; i < argc; ++i) {
      const int size = std::stoi(argv[i]);
      if (size < 16 || size > 512)
        throw std::invalid_argument(std::string(argv[i]) + ": expected a size 16..512");
      const std::string side = std::to_string(size);
      const std::filesystem::path file =
          std::filesystem::path(argv[1]) / "hicolor" / (side + "x" + side) / "apps" / "retrosim.png";
      core::createParentFolder(file);
      drawIcon(size, shapes).writePng(file.string());
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "retrosim_icon: %s\n", e.what());
    return 1;
  }
  return 0;
}
