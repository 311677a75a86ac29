// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the style file reader (STYLEnnn.GRY / .G24): any input either
// parses, and then every tile, palette and sprite accessor stays inside the file's data and
// the sprites of objects, cars and explosions are the file's, or fails with a
// core::ParseError.
//
// A style file with a tile is at least 16 KiB (a row of four 64 x 64 tiles) and a G24's
// CLUTs a 64 KiB page, so the first input byte picks a mode: even = the rest is the file as
// is; odd = the rest is laid over a small synthetic style (tools/synthetic_cd's), every
// 64th byte of it from the input, the header fully, so the fuzzer spends its time in the
// section checks rather than the sizes.
#include <cstdint>
#include <cstdlib>
#include <span>
#include <vector>

#include "core/bytes.hpp"
#include "gta/data/style.hpp"
#include "synthetic_cd/synthetic_style.hpp"

namespace {

void check(std::span<const uint8_t> in) {
  gta::StyleFile s;
  try {
    s = gta::parseStyle(in, "fuzz.g24");
  } catch (const core::ParseError&) {
    return;
  }
  if (s.tileCount() > gta::kStyleMaxTiles) std::abort();
  unsigned sum = 0;
  for (int t = 0; t < s.tileCount(); ++t) {
    for (int r = 0; r < 4; ++r) sum += s.tileRgb(t, r)[size_t(t % 4096)].r;
  }
  for (size_t n = 0; n < s.sprites.size(); ++n) {
    const std::vector<uint8_t> px = s.spriteIndices(int(n));
    if (px.size() != size_t(s.sprites[n].w) * s.sprites[n].h) std::abort();
    for (uint8_t e : px) sum += s.spriteColour(int(n), e).g;
  }
  for (const gta::StyleAnim& a : s.anims)
    for (uint8_t f : a.frames)
      if (s.tileOf(gta::StyleFace::Aux, f) < 0) std::abort();
  // the sprites the view asks for are sprites of the file, or none
  const auto valid = [&s](int n) { return n == -1 || (n >= 0 && size_t(n) < s.sprites.size()); };
  for (size_t t = 0; t < s.objects.size() + 2; ++t)
    if (!valid(s.objectSprite(int(t)))) std::abort();
  for (int m = 0; m < 256; ++m)
    if (!valid(s.carSprite(m))) std::abort();
  if (!valid(s.explosionSprite())) std::abort();
  for (const gta::StyleCarInfo& c : s.cars)
    if (c.doors < 0 || c.doors > gta::kStyleCarDoorsMax) std::abort();
  if (sum == 0xffffffffu) std::abort();  // keeps the reads
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::span<const uint8_t> rest(data + 1, size - 1);
  if ((data[0] & 1) == 0) {
    check(rest);
    return 0;
  }
  const gta::StyleKind kind = (data[0] & 2) != 0 ? gta::StyleKind::Gry : gta::StyleKind::G24;
  std::vector<uint8_t> img = synth::makeSyntheticStyle({kind, 1 + (data[0] >> 2) % 3, 1, 1});
  const size_t header = kind == gta::StyleKind::Gry ? gta::kStyleGryHeaderSize : gta::kStyleG24HeaderSize;
  size_t at = 0;
  for (uint8_t b : rest) {
    if (at >= img.size()) break;
    img[at] ^= b;  // a zero leaves the synthetic byte
    at = at < header ? at + 1 : at + 64;
  }
  check(img);
  return 0;
}
