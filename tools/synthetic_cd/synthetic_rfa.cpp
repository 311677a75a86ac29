// SPDX-License-Identifier: GPL-3.0-or-later
#include "synthetic_cd/synthetic_rfa.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "core/ascii.hpp"
#include "core/bytes.hpp"
#include "core/file_io.hpp"

namespace synth {

std::vector<uint8_t> writeRfa(const core::Image& img, int bits, bool topDown) {
  if (bits != 4 && bits != 8) throw std::invalid_argument("writeRfa: 4 or 8 bits a pixel");
  std::map<core::Rgba, uint8_t> index;
  std::vector<core::Rgba> palette;
  for (core::Rgba c : img.pixels()) {
    if (index.count(c) != 0) continue;
    if (palette.size() >= (size_t{1} << bits)) throw std::invalid_argument("writeRfa: too many colours");
    index[c] = static_cast<uint8_t>(palette.size());
    palette.push_back(c);
  }
  const uint32_t w = static_cast<uint32_t>(img.width()), h = static_cast<uint32_t>(img.height());
  const uint32_t stride = ((w * static_cast<uint32_t>(bits) + 31) / 32) * 4;
  const uint32_t offBits = 14 + 40 + 4 * static_cast<uint32_t>(palette.size());
  core::ByteWriter out;
  out.u16(0x4d42);
  out.u32(offBits + stride * h);
  out.u32(0);
  out.u32(offBits);
  out.u32(40);
  out.u32(w);
  out.u32(topDown ? static_cast<uint32_t>(-static_cast<int32_t>(h)) : h);
  out.u16(1);
  out.u16(static_cast<uint16_t>(bits));
  out.u32(0);  // BI_RGB
  out.u32(stride * h);
  out.u32(2835);  // 72 dpi
  out.u32(2835);
  out.u32(static_cast<uint32_t>(palette.size()));
  out.u32(0);
  for (core::Rgba c : palette) {
    out.u8(core::blue(c));
    out.u8(core::green(c));
    out.u8(core::red(c));
    out.u8(0);
  }
  for (uint32_t r = 0; r < h; ++r) {
    const int y = static_cast<int>(topDown ? r : h - 1 - r);
    std::vector<uint8_t> row(stride, 0);
    for (uint32_t x = 0; x < w; ++x) {
      const uint8_t i = index.at(img.get(static_cast<int>(x), y));
      if (bits == 8) {
        row[x] = i;
      } else {
        row[x / 2] = static_cast<uint8_t>(row[x / 2] | ((x & 1) ? i : i << 4));
      }
    }
    for (uint8_t b : row) out.u8(b);
  }
  return out.take();
}

core::Image syntheticStrip(int players, bool high) {
  const int s = high ? 2 : 1;
  // the 1-player strip is 88 / 176 rows, the 2-player one 92 / 183
  core::Image img(320 * s, players < 2 ? 88 * s : (high ? 183 : 92));
  // the camouflage: blotches of 8 x 8 original pixels by a fixed hash (our own pattern)
  const core::Rgba kOlive = core::rgba(0x4a, 0x55, 0x2a), kBrown = core::rgba(0x5e, 0x45, 0x2b),
                   kDark = core::rgba(0x2c, 0x33, 0x1c), kRail = core::rgba(0x8a, 0x8c, 0x88),
                   kRailEdge = core::rgba(0x4c, 0x4e, 0x4c), kFrame = core::rgba(0x30, 0x30, 0x30);
  for (int y = 0; y < img.height(); ++y) {
    for (int x = 0; x < img.width(); ++x) {
      const uint32_t bx = static_cast<uint32_t>(x / s / 8), by = static_cast<uint32_t>(y / s / 8);
      const uint32_t hsh = (bx * 73856093u) ^ (by * 19349663u);
      const uint32_t k = (hsh >> 3) % 3;
      img.set(x, y, k == 0 ? kOlive : k == 1 ? kBrown : kDark);
    }
  }
  img.fillRect(0, 0, img.width(), 4 * s, kRail);
  img.fillRect(0, 4 * s, img.width(), s, kRailEdge);
  // the panels' windows: 1 player at (87, 16) of the strip, 2 players at x 14 and 165, y 10
  // (HudInit's origins less the view's height), each 144 x 56 in a 3-px frame
  std::vector<std::pair<int, int>> at;
  if (players < 2) {
    at = {{87, 16}};
  } else {
    at = {{14, 162 - 148}, {165, 162 - 148}};
  }
  for (const auto& [px, py] : at) {
    img.fillRect((px - 3) * s, (py - 3) * s, 150 * s, 62 * s, kFrame);
    img.fillRect(px * s, py * s, 144 * s, 56 * s, core::kBlack);
  }
  return img;
}

core::Image syntheticBackdrop(bool high) {
  const int s = high ? 2 : 1;
  core::Image img(320 * s, 240 * s);
  for (int y = 0; y < img.height(); ++y) {
    const int band = y / s * 6 / 240;  // 0..5: sky, sea, sea, sand, grass, grass
    const core::Rgba c = band == 0   ? core::rgba(0x50, 0x78, 0xb0)
                         : band < 3  ? core::rgba(0x20, 0x40, static_cast<uint8_t>(0x80 + 8 * band))
                         : band == 3 ? core::rgba(0xc8, 0xb0, 0x70)
                                     : core::rgba(0x30, static_cast<uint8_t>(0x60 + 16 * (band - 4)), 0x28);
    img.fillRect(0, y, img.width(), 1, c);
  }
  const std::string_view text = "SYNTHETIC BACKDROP";
  img.drawText((img.width() - core::Image::textWidth(text, 2 * s)) / 2, 20 * s, text, core::kWhite, 2 * s);
  return img;
}

core::Image syntheticStill(std::string_view text) {
  core::Image img(320, 240);
  const int w = core::Image::textWidth(text, 2), h = core::Image::textHeight(text, 2);
  img.drawText((320 - w) / 2, (240 - h) / 2, text, core::kWhite, 2);
  return img;
}

void writeSyntheticPictures(const std::filesystem::path& dir, bool lowerCase) {
  const auto name = [&](std::string s) { return lowerCase ? core::asciiLower(s) : s; };
  const auto put = [&](const std::filesystem::path& file, const std::vector<uint8_t>& bytes) {
    core::createParentFolder(file);
    core::writeFileAtomic(file.string(), bytes);
  };
  const std::filesystem::path art = dir / name("ART"), title = dir / name("TITLE");
  put(art / name("1PBSCRL.RFA"), writeRfa(syntheticStrip(1, false)));
  put(art / name("1PBSCRH.RFA"), writeRfa(syntheticStrip(1, true)));
  put(art / name("2PBSCRL.RFA"), writeRfa(syntheticStrip(2, false)));
  put(art / name("2PBSCRH.RFA"), writeRfa(syntheticStrip(2, true), 8, true));  // one top-down, as a test
  put(art / name("PS480.RFA"), writeRfa(syntheticBackdrop(true)));
  put(art / name("PS240.RFA"), writeRfa(syntheticBackdrop(false)));
  put(title / name("EMI.RFA"), writeRfa(syntheticStill("SYNTHETIC STILL 1"), 4));
  put(title / name("SILENT.RFA"), writeRfa(syntheticStill("SYNTHETIC STILL 2")));
}

}  // namespace synth
