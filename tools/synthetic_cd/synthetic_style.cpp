// SPDX-License-Identifier: GPL-3.0-or-later
#include "synthetic_cd/synthetic_style.hpp"

#include "core/bytes.hpp"

namespace synth {
namespace {

constexpr int kSpriteCluts = 2;
// Two sprites: 8 x 4 and 6 x 6 (the second with one delta of 6 bytes).
constexpr int kSpriteW[2] = {8, 6}, kSpriteH[2] = {4, 6};

uint8_t spriteTexel(int n, int x, int y) {
  return uint8_t(1 + (n * 50 + x * 7 + y * 11) % 250);
}

}  // namespace

uint8_t syntheticStyleTexel(int t, int u, int v) {
  return uint8_t(1 + (t * 37 + (u / 8) * 3 + (v / 8) * 5) % 254);
}

gta::StyleRgb syntheticStyleColour(gta::StyleKind kind, int p, uint8_t e) {
  if (kind == gta::StyleKind::Gry) {
    // the file's 6-bit values, as the reader widens them
    const auto w = [](int v) { return uint8_t((v * 255 + 31) / 63); };
    return {w(e % 64), w((e / 4) % 64), w(63 - e % 64)};
  }
  return {e, uint8_t(40 + p * 16), uint8_t(255 - e)};
}

int syntheticStylePalette(int v, int palettes) {
  return (v + 1) % palettes;
}

std::vector<uint8_t> makeSyntheticStyle(const StyleSpec& spec, StyleOffsets* offsets) {
  const bool g24 = spec.kind == gta::StyleKind::G24;
  const int tiles = spec.sides + spec.lids + spec.aux;
  const int rows = (tiles + 3) / 4;
  // the sections' contents first, then the header with their sizes
  std::vector<uint8_t> tileArea(size_t(rows) * 4 * gta::kStyleTileBytes, 0);
  for (int t = 0; t < tiles; ++t)
    for (int v = 0; v < 64; ++v)
      for (int u = 0; u < 64; ++u)
        tileArea[size_t(t / 4) * 4 * 4096 + size_t(v) * 256 + size_t(t % 4) * 64 + size_t(u)] =
            syntheticStyleTexel(t, u, v);
  core::ByteWriter anim;  // one anim: lid 0 through the aux tiles
  if (spec.lids > 0 && spec.aux > 0) {
    anim.u8(1);
    anim.u8(0), anim.u8(1), anim.u8(3), anim.u8(uint8_t(spec.aux));
    for (int a = 0; a < spec.aux; ++a) anim.u8(uint8_t(a));
  }
  core::ByteWriter colours, paletteIndex;
  const int virtuals = tiles * 4 + kSpriteCluts;
  if (g24) {
    const size_t pages = (size_t(virtuals) + 63) / 64;
    std::vector<uint8_t> clut(pages * gta::kStyleClutPage, 0);
    for (int p = 0; p < virtuals; ++p) {
      for (int e = 0; e < 256; ++e) {
        const gta::StyleRgb c = syntheticStyleColour(spec.kind, p, uint8_t(e));
        const size_t at = size_t(p / 64) * gta::kStyleClutPage + size_t(e) * 256 + size_t(p % 64) * 4;
        clut[at] = c.b, clut[at + 1] = c.g, clut[at + 2] = c.r, clut[at + 3] = 0;
      }
    }
    for (uint8_t b : clut) colours.u8(b);
    for (int v = 0; v < virtuals; ++v) paletteIndex.u16(uint16_t(syntheticStylePalette(v, virtuals)));
  } else {
    for (int e = 0; e < 256; ++e) colours.u8(uint8_t(e % 64)), colours.u8(uint8_t((e / 4) % 64)), colours.u8(uint8_t(63 - e % 64));
  }
  // sprites: G24 in one 256 x 256 page side by side, GRY one after the other; the delta's
  // bytes after them
  std::vector<uint8_t> graphics(g24 ? gta::kStyleSpritePage : 8 * 4 + 6 * 6 + 6, 0);
  const uint32_t deltaAt = g24 ? uint32_t(gta::kStyleSpritePage - 16) : uint32_t(8 * 4 + 6 * 6);
  core::ByteWriter info;
  uint32_t linear = 0;
  int px = 0;
  for (int n = 0; n < 2; ++n) {
    const int w = kSpriteW[n], h = kSpriteH[n];
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x)
        graphics[g24 ? size_t(y) * 256 + size_t(px + x) : linear + size_t(y * w + x)] = spriteTexel(n, x, y);
    info.u8(uint8_t(w)), info.u8(uint8_t(h)), info.u8(uint8_t(n)), info.u8(0), info.u16(uint16_t(w * h));
    if (g24) {
      info.u16(uint16_t(n)), info.u8(uint8_t(px)), info.u8(0), info.u16(0);
    } else {
      info.u32(linear);
    }
    if (n == 1) info.u16(6), info.u32(deltaAt);
    px += w, linear += uint32_t(w * h);
  }
  for (int i = 0; i < 6; ++i) graphics[deltaAt + size_t(i)] = uint8_t(0x10 + i);
  core::ByteWriter numbers;  // one arrow, one digit
  for (int k = 0; k < gta::kStyleSpriteKinds; ++k) numbers.u16(k < 2 ? 1 : 0);

  // object_info: two object types (sprites 0 and 1); car_info: car model 42 (vtype 1, a
  // car; its first car sprite), with one door
  core::ByteWriter objects, cars;
  for (int t = 0; t < 2; ++t) {
    objects.u32(uint32_t(16 / (t + 1))), objects.u32(uint32_t(16 / (t + 1))), objects.u32(uint32_t(16 / (t + 1)));
    objects.u16(uint16_t(t)), objects.u16(1), objects.u16(0), objects.u8(0), objects.u8(0);
  }
  {
    std::vector<uint8_t> car(gta::kStyleCarInfoSize + 8, 0);
    const auto put16 = [&car](size_t at, int v) { car[at] = uint8_t(v & 0xff), car[at + 1] = uint8_t((v >> 8) & 0xff); };
    put16(0, 24), put16(2, 48), put16(4, 16), put16(6, 0);  // width, height, depth, sprite
    car[106] = 1, car[107] = 42;                            // vtype, model
    put16(172, 1);                                          // one door
    for (uint8_t b : car) cars.u8(b);
  }
  const std::vector<uint8_t> objectsB = objects.take(), carsB = cars.take();
  const std::vector<uint8_t> animB = anim.take(), coloursB = colours.take(), indexB = paletteIndex.take();
  const std::vector<uint8_t> infoB = info.take(), numbersB = numbers.take();
  core::ByteWriter out;
  out.u32(g24 ? gta::kStyleVersionG24 : gta::kStyleVersionGry);
  out.u32(uint32_t(spec.sides * 4096)), out.u32(uint32_t(spec.lids * 4096)), out.u32(uint32_t(spec.aux * 4096));
  out.u32(uint32_t(animB.size()));
  if (g24) {
    out.u32(uint32_t(virtuals * 1024));      // clut_size
    out.u32(uint32_t(tiles * 4 * 1024));     // tileclut_size
    out.u32(uint32_t(kSpriteCluts * 1024));  // spriteclut_size
    out.u32(0), out.u32(0);                  // newcarclut, fontclut
    out.u32(uint32_t(indexB.size()));
  } else {
    out.u32(768), out.u32(65536), out.u32(1024);
  }
  out.u32(uint32_t(objectsB.size())), out.u32(uint32_t(carsB.size()));
  out.u32(uint32_t(infoB.size())), out.u32(uint32_t(graphics.size())), out.u32(uint32_t(numbersB.size()));
  StyleOffsets o;
  std::vector<uint8_t> b = out.take();
  const auto add = [&b](const std::vector<uint8_t>& part) {
    const size_t at = b.size();
    b.insert(b.end(), part.begin(), part.end());
    return at;
  };
  o.tiles = add(tileArea);
  o.anim = add(animB);
  o.colours = add(coloursB);
  if (g24) {
    o.paletteIndex = add(indexB);
  } else {
    std::vector<uint8_t> remap(65536), remapIndex(1024);
    for (size_t k = 0; k < 256; ++k)
      for (size_t e = 0; e < 256; ++e) remap[k * 256 + e] = uint8_t((e + k) % 256);
    for (size_t l = 0; l < 256; ++l)
      for (size_t r = 0; r < 4; ++r) remapIndex[l * 4 + r] = uint8_t(r * 5);
    add(remap);
    add(remapIndex);
  }
  o.objectInfo = add(objectsB);
  o.carInfo = add(carsB);
  o.spriteInfo = add(infoB);
  o.spriteGraphics = add(graphics);
  o.spriteNumbers = add(numbersB);
  o.end = b.size();
  if (offsets) *offsets = o;
  return b;
}

}  // namespace synth
