// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/image.hpp"

#include <png.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <stdexcept>

#include "core/bytes.hpp"
#include "core/file_io.hpp"

namespace core {

namespace {

// designed: retrosim's own 5x7 font, ASCII 32..126; each glyph is 7 rows, bit 4 is the
// leftmost of the 5 columns.
constexpr int kFirstGlyph = 32;
constexpr int kLastGlyph = 126;
constexpr auto kFont = std::to_array<std::array<uint8_t, 7>>({
    {{0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00}},  // 32 ' '
    {{0x04, 0x04, 0x04, 0x04, 0x04, 0x00, 0x04}},  // 33 '!'
    {{0x0a, 0x0a, 0x0a, 0x00, 0x00, 0x00, 0x00}},  // 34 '"'
    {{0x0a, 0x0a, 0x1f, 0x0a, 0x1f, 0x0a, 0x0a}},  // 35 '#'
    {{0x04, 0x0f, 0x14, 0x0e, 0x05, 0x1e, 0x04}},  // 36 '$'
    {{0x18, 0x19, 0x02, 0x04, 0x08, 0x13, 0x03}},  // 37 '%'
    {{0x0c, 0x12, 0x14, 0x08, 0x15, 0x12, 0x0d}},  // 38 '&'
    {{0x04, 0x04, 0x08, 0x00, 0x00, 0x00, 0x00}},  // 39 '''
    {{0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02}},  // 40 '('
    {{0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08}},  // 41 ')'
    {{0x00, 0x04, 0x15, 0x0e, 0x15, 0x04, 0x00}},  // 42 '*'
    {{0x00, 0x04, 0x04, 0x1f, 0x04, 0x04, 0x00}},  // 43 '+'
    {{0x00, 0x00, 0x00, 0x00, 0x0c, 0x04, 0x08}},  // 44 ','
    {{0x00, 0x00, 0x00, 0x1f, 0x00, 0x00, 0x00}},  // 45 '-'
    {{0x00, 0x00, 0x00, 0x00, 0x00, 0x0c, 0x0c}},  // 46 '.'
    {{0x00, 0x01, 0x02, 0x04, 0x08, 0x10, 0x00}},  // 47 '/'
    {{0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e}},  // 48 '0'
    {{0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e}},  // 49 '1'
    {{0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f}},  // 50 '2'
    {{0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e}},  // 51 '3'
    {{0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02}},  // 52 '4'
    {{0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e}},  // 53 '5'
    {{0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e}},  // 54 '6'
    {{0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08}},  // 55 '7'
    {{0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e}},  // 56 '8'
    {{0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c}},  // 57 '9'
    {{0x00, 0x0c, 0x0c, 0x00, 0x0c, 0x0c, 0x00}},  // 58 ':'
    {{0x00, 0x0c, 0x0c, 0x00, 0x0c, 0x04, 0x08}},  // 59 ';'
    {{0x02, 0x04, 0x08, 0x10, 0x08, 0x04, 0x02}},  // 60 '<'
    {{0x00, 0x00, 0x1f, 0x00, 0x1f, 0x00, 0x00}},  // 61 '='
    {{0x08, 0x04, 0x02, 0x01, 0x02, 0x04, 0x08}},  // 62 '>'
    {{0x0e, 0x11, 0x01, 0x02, 0x04, 0x00, 0x04}},  // 63 '?'
    {{0x0e, 0x11, 0x01, 0x0d, 0x15, 0x15, 0x0e}},  // 64 '@'
    {{0x0e, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11}},  // 65 'A'
    {{0x1e, 0x11, 0x11, 0x1e, 0x11, 0x11, 0x1e}},  // 66 'B'
    {{0x0e, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0e}},  // 67 'C'
    {{0x1c, 0x12, 0x11, 0x11, 0x11, 0x12, 0x1c}},  // 68 'D'
    {{0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f}},  // 69 'E'
    {{0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10}},  // 70 'F'
    {{0x0e, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0f}},  // 71 'G'
    {{0x11, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11}},  // 72 'H'
    {{0x0e, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e}},  // 73 'I'
    {{0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0c}},  // 74 'J'
    {{0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11}},  // 75 'K'
    {{0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1f}},  // 76 'L'
    {{0x11, 0x1b, 0x15, 0x15, 0x11, 0x11, 0x11}},  // 77 'M'
    {{0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11}},  // 78 'N'
    {{0x0e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e}},  // 79 'O'
    {{0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10}},  // 80 'P'
    {{0x0e, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0d}},  // 81 'Q'
    {{0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11}},  // 82 'R'
    {{0x0f, 0x10, 0x10, 0x0e, 0x01, 0x01, 0x1e}},  // 83 'S'
    {{0x1f, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04}},  // 84 'T'
    {{0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e}},  // 85 'U'
    {{0x11, 0x11, 0x11, 0x11, 0x11, 0x0a, 0x04}},  // 86 'V'
    {{0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0a}},  // 87 'W'
    {{0x11, 0x11, 0x0a, 0x04, 0x0a, 0x11, 0x11}},  // 88 'X'
    {{0x11, 0x11, 0x0a, 0x04, 0x04, 0x04, 0x04}},  // 89 'Y'
    {{0x1f, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1f}},  // 90 'Z'
    {{0x0e, 0x08, 0x08, 0x08, 0x08, 0x08, 0x0e}},  // 91 '['
    {{0x00, 0x10, 0x08, 0x04, 0x02, 0x01, 0x00}},  // 92 '\\'
    {{0x0e, 0x02, 0x02, 0x02, 0x02, 0x02, 0x0e}},  // 93 ']'
    {{0x04, 0x0a, 0x11, 0x00, 0x00, 0x00, 0x00}},  // 94 '^'
    {{0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1f}},  // 95 '_'
    {{0x08, 0x04, 0x02, 0x00, 0x00, 0x00, 0x00}},  // 96 '`'
    {{0x00, 0x00, 0x0e, 0x01, 0x0f, 0x11, 0x0f}},  // 97 'a'
    {{0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x1e}},  // 98 'b'
    {{0x00, 0x00, 0x0e, 0x10, 0x10, 0x11, 0x0e}},  // 99 'c'
    {{0x01, 0x01, 0x0d, 0x13, 0x11, 0x11, 0x0f}},  // 100 'd'
    {{0x00, 0x00, 0x0e, 0x11, 0x1f, 0x10, 0x0e}},  // 101 'e'
    {{0x06, 0x09, 0x08, 0x1c, 0x08, 0x08, 0x08}},  // 102 'f'
    {{0x00, 0x0f, 0x11, 0x11, 0x0f, 0x01, 0x0e}},  // 103 'g'
    {{0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x11}},  // 104 'h'
    {{0x04, 0x00, 0x0c, 0x04, 0x04, 0x04, 0x0e}},  // 105 'i'
    {{0x02, 0x00, 0x06, 0x02, 0x02, 0x12, 0x0c}},  // 106 'j'
    {{0x10, 0x10, 0x12, 0x14, 0x18, 0x14, 0x12}},  // 107 'k'
    {{0x0c, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e}},  // 108 'l'
    {{0x00, 0x00, 0x1a, 0x15, 0x15, 0x11, 0x11}},  // 109 'm'
    {{0x00, 0x00, 0x16, 0x19, 0x11, 0x11, 0x11}},  // 110 'n'
    {{0x00, 0x00, 0x0e, 0x11, 0x11, 0x11, 0x0e}},  // 111 'o'
    {{0x00, 0x00, 0x1e, 0x11, 0x1e, 0x10, 0x10}},  // 112 'p'
    {{0x00, 0x00, 0x0d, 0x13, 0x0f, 0x01, 0x01}},  // 113 'q'
    {{0x00, 0x00, 0x16, 0x19, 0x10, 0x10, 0x10}},  // 114 'r'
    {{0x00, 0x00, 0x0e, 0x10, 0x0e, 0x01, 0x1e}},  // 115 's'
    {{0x08, 0x08, 0x1c, 0x08, 0x08, 0x09, 0x06}},  // 116 't'
    {{0x00, 0x00, 0x11, 0x11, 0x11, 0x13, 0x0d}},  // 117 'u'
    {{0x00, 0x00, 0x11, 0x11, 0x11, 0x0a, 0x04}},  // 118 'v'
    {{0x00, 0x00, 0x11, 0x11, 0x15, 0x15, 0x0a}},  // 119 'w'
    {{0x00, 0x00, 0x11, 0x0a, 0x04, 0x0a, 0x11}},  // 120 'x'
    {{0x00, 0x00, 0x11, 0x11, 0x0f, 0x01, 0x0e}},  // 121 'y'
    {{0x00, 0x00, 0x1f, 0x02, 0x04, 0x08, 0x1f}},  // 122 'z'
    {{0x02, 0x04, 0x04, 0x08, 0x04, 0x04, 0x02}},  // 123 '{'
    {{0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04}},  // 124 '|'
    {{0x08, 0x04, 0x04, 0x02, 0x04, 0x04, 0x08}},  // 125 '}'
    {{0x00, 0x00, 0x08, 0x15, 0x02, 0x00, 0x00}},  // 126 '~'
});
static_assert(kFont.size() == 95 && kFont.size() == kLastGlyph - kFirstGlyph + 1,
              "one glyph per ASCII 32..126");

uint8_t blendChannel(uint32_t d, uint32_t s, uint32_t a) {
  return static_cast<uint8_t>((s * a + d * (255 - a) + 127) / 255);
}

// The part of the rectangle (x, y, w, h) inside a width x height image: [x0, x1) x [y0, y1).
struct Clipped {
  int x0, y0, x1, y1;
};
Clipped clipRect(int x, int y, int w, int h, int width, int height) {
  return {std::max(x, 0), std::max(y, 0),
          static_cast<int>(std::min<int64_t>(static_cast<int64_t>(x) + w, width)),
          static_cast<int>(std::min<int64_t>(static_cast<int64_t>(y) + h, height))};
}

}  // namespace

Rgba blendOver(Rgba dst, Rgba src) {
  const uint32_t a = alpha(src);
  if (a == 0xff) return src;
  if (a == 0) return dst;
  const uint32_t da = alpha(dst);
  const auto outA = static_cast<uint8_t>(a + (da * (255 - a) + 127) / 255);
  return rgba(blendChannel(red(dst), red(src), a), blendChannel(green(dst), green(src), a),
              blendChannel(blue(dst), blue(src), a), outA);
}

Image::Image(int width, int height, Rgba fill) {
  if (width < 0 || height < 0 || width > kMaxSide || height > kMaxSide) {
    throw std::invalid_argument("image size " + std::to_string(width) + "x" + std::to_string(height) +
                                " out of range (0.." + std::to_string(kMaxSide) + " per side)");
  }
  width_ = width;
  height_ = height;
  pixels_.assign(static_cast<size_t>(width) * static_cast<size_t>(height), fill);
}

Rgba Image::get(int x, int y) const {
  if (!contains(x, y)) return kTransparent;
  return pixels_[static_cast<size_t>(y) * static_cast<size_t>(width_) + static_cast<size_t>(x)];
}

void Image::set(int x, int y, Rgba c) {
  if (!contains(x, y)) return;
  pixels_[static_cast<size_t>(y) * static_cast<size_t>(width_) + static_cast<size_t>(x)] = c;
}

void Image::blend(int x, int y, Rgba c) {
  if (!contains(x, y)) return;
  set(x, y, blendOver(get(x, y), c));
}

void Image::fill(Rgba c) {
  std::fill(pixels_.begin(), pixels_.end(), c);
}

void Image::fillRect(int x, int y, int w, int h, Rgba c) {
  if (w <= 0 || h <= 0) return;
  const Clipped r = clipRect(x, y, w, h, width_, height_);
  for (int yy = r.y0; yy < r.y1; ++yy) {
    for (int xx = r.x0; xx < r.x1; ++xx) set(xx, yy, c);
  }
}

void Image::blendRect(int x, int y, int w, int h, Rgba c) {
  if (w <= 0 || h <= 0) return;
  const Clipped r = clipRect(x, y, w, h, width_, height_);
  for (int yy = r.y0; yy < r.y1; ++yy) {
    for (int xx = r.x0; xx < r.x1; ++xx) blend(xx, yy, c);
  }
}

void Image::drawRect(int x, int y, int w, int h, Rgba c) {
  if (w <= 0 || h <= 0) return;
  fillRect(x, y, w, 1, c);
  fillRect(x, y + h - 1, w, 1, c);
  fillRect(x, y, 1, h, c);
  fillRect(x + w - 1, y, 1, h, c);
}

void Image::line(int x0, int y0, int x1, int y1, Rgba c) {
  // A line whose bounding box misses the image draws nothing.
  if (std::max(x0, x1) < 0 || std::max(y0, y1) < 0 || std::min(x0, x1) >= width_ ||
      std::min(y0, y1) >= height_) {
    return;
  }
  int64_t x = x0;
  int64_t y = y0;
  const int64_t dx = std::abs(static_cast<int64_t>(x1) - x0);
  const int64_t dy = -std::abs(static_cast<int64_t>(y1) - y0);
  const int sx = x0 < x1 ? 1 : -1;
  const int sy = y0 < y1 ? 1 : -1;
  int64_t err = dx + dy;
  bool wasInside = false;
  for (;;) {
    const bool inside = contains(static_cast<int>(x), static_cast<int>(y));
    // A straight line that has left the image never comes back.
    if (wasInside && !inside) break;
    wasInside = inside;
    set(static_cast<int>(x), static_cast<int>(y), c);
    if (x == x1 && y == y1) break;
    const int64_t e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
}

void Image::blit(const Image& src, int x, int y, bool blendAlpha) {
  for (int sy = 0; sy < src.height_; ++sy) {
    for (int sx = 0; sx < src.width_; ++sx) {
      const Rgba c = src.get(sx, sy);
      if (blendAlpha) {
        blend(x + sx, y + sy, c);
      } else {
        set(x + sx, y + sy, c);
      }
    }
  }
}

Image Image::scaleNearest(int n) const {
  if (n < 1) throw std::invalid_argument("scaleNearest: factor " + std::to_string(n) + " below 1");
  if (static_cast<int64_t>(width_) * n > kMaxSide || static_cast<int64_t>(height_) * n > kMaxSide) {
    throw std::invalid_argument("scaleNearest: " + std::to_string(width_) + "x" + std::to_string(height_) +
                                " times " + std::to_string(n) + " is larger than " +
                                std::to_string(kMaxSide));
  }
  Image out(width_ * n, height_ * n);
  for (int y = 0; y < out.height_; ++y) {
    for (int x = 0; x < out.width_; ++x) out.set(x, y, get(x / n, y / n));
  }
  return out;
}

void Image::drawOverScaled(const Image& overlay, int n) {
  if (n < 1 || overlay.width() * n > width_ || overlay.height() * n > height_) {
    throw std::invalid_argument("drawOverScaled: an overlay of " + std::to_string(overlay.width()) + "x" +
                                std::to_string(overlay.height()) + " times " + std::to_string(n) +
                                " does not fit " + std::to_string(width_) + "x" + std::to_string(height_));
  }
  const auto over = [](uint32_t d, uint32_t c, uint32_t keep) { return std::min<uint32_t>(255, (d * keep + 127) / 255 + c); };
  for (int y = 0; y < overlay.height(); ++y) {
    for (int x = 0; x < overlay.width(); ++x) {
      const Rgba o = overlay.pixels_[static_cast<size_t>(y) * static_cast<size_t>(overlay.width_) + static_cast<size_t>(x)];
      const uint32_t a = alpha(o);
      if (a == 0) continue;
      const uint32_t keep = 255 - a;
      for (int by = 0; by < n; ++by) {
        Rgba* row = pixels_.data() + static_cast<size_t>(y * n + by) * static_cast<size_t>(width_);
        for (int bx = 0; bx < n; ++bx) {
          Rgba& d = row[x * n + bx];
          d = a == 255 ? o
                       : rgba(static_cast<uint8_t>(over(red(d), red(o), keep)),
                              static_cast<uint8_t>(over(green(d), green(o), keep)),
                              static_cast<uint8_t>(over(blue(d), blue(o), keep)), alpha(d));
        }
      }
    }
  }
}

Image Image::downscaleBox(int n) const {
  if (n < 1) throw std::invalid_argument("downscaleBox: factor " + std::to_string(n) + " below 1");
  Image out(width_ / n, height_ / n);
  const auto area = static_cast<uint32_t>(n) * static_cast<uint32_t>(n);
  for (int y = 0; y < out.height_; ++y) {
    for (int x = 0; x < out.width_; ++x) {
      std::array<uint32_t, 4> sum{};  // r, g, b, a
      for (int dy = 0; dy < n; ++dy) {
        for (int dx = 0; dx < n; ++dx) {
          const Rgba c = get(x * n + dx, y * n + dy);
          sum[0] += red(c), sum[1] += green(c), sum[2] += blue(c), sum[3] += alpha(c);
        }
      }
      out.set(x, y,
              rgba(static_cast<uint8_t>(sum[0] / area), static_cast<uint8_t>(sum[1] / area),
                   static_cast<uint8_t>(sum[2] / area), static_cast<uint8_t>(sum[3] / area)));
    }
  }
  return out;
}

const uint8_t* Image::glyph(char ch) {
  int code = static_cast<unsigned char>(ch);
  if (code < kFirstGlyph || code > kLastGlyph) code = '?';
  return kFont[static_cast<size_t>(code - kFirstGlyph)].data();
}

void Image::drawText(int x, int y, std::string_view text, Rgba c, int scale) {
  if (scale < 1) throw std::invalid_argument("drawText: scale " + std::to_string(scale) + " below 1");
  int cx = x;
  int cy = y;
  for (char ch : text) {
    if (ch == '\n') {
      cx = x;
      cy += kLineHeight * scale;
      continue;
    }
    const uint8_t* rows = glyph(ch);
    for (int row = 0; row < kGlyphHeight; ++row) {
      for (int col = 0; col < kGlyphWidth; ++col) {
        if ((rows[row] >> (kGlyphWidth - 1 - col)) & 1)
          fillRect(cx + col * scale, cy + row * scale, scale, scale, c);
      }
    }
    cx += kCharAdvance * scale;
  }
}

int Image::textWidth(std::string_view text, int scale) {
  int widest = 0;
  int current = 0;
  for (char ch : text) {
    current = ch == '\n' ? 0 : current + 1;
    widest = std::max(widest, current);
  }
  return widest * kCharAdvance * scale;
}

int Image::textHeight(std::string_view text, int scale) {
  if (text.empty()) return 0;
  const auto lines = 1 + std::count(text.begin(), text.end(), '\n');
  return static_cast<int>(lines) * kLineHeight * scale;
}

std::vector<uint8_t> Image::encodePng() const {
  if (width_ == 0 || height_ == 0) throw std::runtime_error("PNG encode: the image is empty");
  std::vector<uint8_t> rgbaBytes;
  rgbaBytes.reserve(pixels_.size() * 4);
  for (Rgba p : pixels_) {
    rgbaBytes.push_back(red(p));
    rgbaBytes.push_back(green(p));
    rgbaBytes.push_back(blue(p));
    rgbaBytes.push_back(alpha(p));
  }
  png_image img{};
  img.version = PNG_IMAGE_VERSION;
  img.width = static_cast<png_uint_32>(width_);
  img.height = static_cast<png_uint_32>(height_);
  img.format = PNG_FORMAT_RGBA;
  png_alloc_size_t size = 0;
  if (!png_image_write_to_memory(&img, nullptr, &size, 0, rgbaBytes.data(), 0, nullptr)) {
    const std::string why = img.message;
    png_image_free(&img);
    throw std::runtime_error("PNG encode: " + why);
  }
  std::vector<uint8_t> out(size);
  if (!png_image_write_to_memory(&img, out.data(), &size, 0, rgbaBytes.data(), 0, nullptr)) {
    const std::string why = img.message;
    png_image_free(&img);
    throw std::runtime_error("PNG encode: " + why);
  }
  out.resize(size);
  return out;
}

void Image::writePng(const std::string& path) const {
  const std::vector<uint8_t> png = encodePng();
  // A file that is not a PNG is not replaced by one (-o onto a map or a text).
  static const FormatCheck kPng{"a PNG image", [](std::span<const uint8_t> head) {
                                  static constexpr uint8_t kSig[8] = {0x89, 'P',  'N',  'G',
                                                                      '\r', '\n', 0x1a, '\n'};
                                  return head.size() < 8 || std::equal(kSig, kSig + 8, head.begin());
                                }};
  writeFileAtomic(path, std::span<const uint8_t>(png), &kPng);
}

Image Image::decodePng(std::span<const uint8_t> data, const std::string& name) {
  png_image img{};
  img.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&img, data.data(), data.size())) {
    const std::string why = img.message;
    png_image_free(&img);
    throw ParseError(name, 0, "a PNG image", why);
  }
  if (img.width > kMaxSide || img.height > kMaxSide) {
    png_image_free(&img);
    throw ParseError(name, 0, "a PNG image of at most " + std::to_string(kMaxSide) + " pixels per side",
                     std::to_string(img.width) + "x" + std::to_string(img.height));
  }
  img.format = PNG_FORMAT_RGBA;
  std::vector<uint8_t> buf(PNG_IMAGE_SIZE(img));
  if (!png_image_finish_read(&img, nullptr, buf.data(), 0, nullptr)) {
    const std::string why = img.message;
    png_image_free(&img);
    throw ParseError(name, 0, "a PNG image", why);
  }
  Image out(static_cast<int>(img.width), static_cast<int>(img.height));
  for (size_t i = 0; i < out.pixels_.size(); ++i) {
    out.pixels_[i] = rgba(buf[4 * i], buf[4 * i + 1], buf[4 * i + 2], buf[4 * i + 3]);
  }
  return out;
}

}  // namespace core
