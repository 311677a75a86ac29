// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/art_car.hpp"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "rf/data/load_error.hpp"

namespace rf {
namespace {

using namespace car;

std::string hex(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%x", v);
  return b;
}

class Reader {
 public:
  Reader(std::span<const uint8_t> b, const std::string& f) : b_(b), f_(f) {}
  uint32_t size() const { return static_cast<uint32_t>(b_.size()); }
  // Throws unless [at, at + n) is inside the file.
  void need(uint64_t at, uint64_t n, const std::string& what) const {
    if (at + n > b_.size()) {
      throw LoadError(f_, what + ": expected " + std::to_string(n) + " bytes at " +
                              hex(static_cast<uint32_t>(at)) + ", the file ends at " + hex(size()));
    }
  }
  uint32_t u32(uint32_t at, const std::string& what) const {
    need(at, 4, what);
    return static_cast<uint32_t>(b_[at]) | static_cast<uint32_t>(b_[at + 1]) << 8 |
           static_cast<uint32_t>(b_[at + 2]) << 16 | static_cast<uint32_t>(b_[at + 3]) << 24;
  }
  uint16_t u16(uint32_t at, const std::string& what) const {
    need(at, 2, what);
    return static_cast<uint16_t>(b_[at] | b_[at + 1] << 8);
  }
  uint8_t u8(uint32_t at) const { return b_[at]; }
  [[noreturn]] void fail(const std::string& msg) const { throw LoadError(f_, msg); }

 private:
  std::span<const uint8_t> b_;
  const std::string& f_;
};

uint32_t rgba(uint8_t r, uint8_t g, uint8_t b, uint8_t a = 0xff) {
  return static_cast<uint32_t>(r) << 24 | static_cast<uint32_t>(g) << 16 | static_cast<uint32_t>(b) << 8 | a;
}

// The span-list rows of a mode-0xD cel: every row offset and every pair inside the file.
void checkSpans(const Reader& r, const CarCel& c, const std::string& where) {
  r.need(c.source, 2ull * c.height, where + ": the row offsets");
  for (uint32_t row = 0; row < c.height; ++row) {
    const int16_t off = static_cast<int16_t>(r.u16(c.source + 2 * row, where));
    if (off == 0) continue;
    const int64_t at = int64_t{c.source} + off;
    if (at < 0 || at >= r.size())
      r.fail(where + ": row " + std::to_string(row) + " offset " + std::to_string(off) +
             " is outside the file");
    // pairs {x0, x1} until a later x0 == 0 (the first pair is always read)
    uint64_t p = static_cast<uint64_t>(at);
    for (int k = 0;; ++k) {
      r.need(p, k > 0 ? 1 : 2, where + ": row " + std::to_string(row) + " span " + std::to_string(k));
      if (k > 0 && r.u8(static_cast<uint32_t>(p)) == 0) break;
      r.need(p, 2, where + ": row " + std::to_string(row) + " span " + std::to_string(k));
      p += 2;
      if (k > 256) r.fail(where + ": row " + std::to_string(row) + " has more than 256 spans");
    }
  }
}

}  // namespace

std::span<const uint8_t> ArtCar::pixelsOf(size_t i) const {
  const CarCel& c = cels.at(i);
  if (c.pre0 == kModeShadowSpans || (i >= kRuntimeFirst && i <= kRuntimeLast)) return {};
  return std::span<const uint8_t>(bytes).subspan(c.source, size_t{c.width} * c.height);
}

std::span<const uint8_t> ArtCar::plutOf(size_t i) const {
  return std::span<const uint8_t>(bytes).subspan(cels.at(i).plut, kPlutSize);
}

ArtCar readArtCar(std::span<const uint8_t> bytes, const std::string& file) {
  const Reader r(bytes, file);
  ArtCar out;
  out.file = file;
  r.need(0, kHeaderSize, "the header");
  if (bytes[0] != 'C' || bytes[1] != 'C' || bytes[2] != 'B' || bytes[3] != 'A')
    r.fail("offset 0x0: expected the magic \"CCBA\" of a cel archive");
  const uint32_t size = r.u32(4, "the header");
  if (size != bytes.size())
    r.fail("offset 0x4: the header's file size " + std::to_string(size) + " is not the file's " +
           std::to_string(bytes.size()) + " bytes");
  const uint32_t count = r.u32(8, "the header");
  if (count == 0 || count > kMaxCels)
    r.fail("offset 0x8: cel count " + std::to_string(count) + ", expected 1.." + std::to_string(kMaxCels));
  out.shiftTable = r.u32(0xc, "the header");
  const uint32_t expectShift = kHeaderSize + count * kCelRecord;
  if (out.shiftTable != expectShift)
    r.fail("offset 0xc: shift table at " + hex(out.shiftTable) + ", expected " + hex(expectShift) +
           " (after " + std::to_string(count) + " cels)");
  // designed: the palettes and PLUTs follow the shift table as in the real file (the notes
  // give their absolute offsets for its 2,165 cels).
  out.paletteAt = out.shiftTable + count * kShiftRecord;
  out.logPaletteAt = out.paletteAt + kPaletteSize;
  const uint32_t pluts = out.logPaletteAt + kLogPaletteSize;
  out.pixels = pluts + 2 * kPlutSize;
  r.need(0, out.pixels, "the cels, shift table, palettes and PLUTs");
  for (uint32_t k = 0; k < 256; ++k) {
    const uint32_t p = out.paletteAt + 4 * k;
    out.gamePalette[k] = rgba(bytes[p + 2], bytes[p + 1], bytes[p]);
  }
  const uint16_t ver = r.u16(out.logPaletteAt, "the LOGPALETTE");
  const uint16_t entries = r.u16(out.logPaletteAt + 2, "the LOGPALETTE");
  if (ver != kLogPaletteVersion || entries != 256)
    r.fail("offset " + hex(out.logPaletteAt) + ": the LOGPALETTE is version " + hex(ver) + " with " +
           std::to_string(entries) + " entries, expected version 0x300 with 256");
  for (uint32_t k = 0; k < 256; ++k) {
    const uint32_t p = out.logPaletteAt + 4 + 4 * k;
    out.logPalette[k] = rgba(bytes[p], bytes[p + 1], bytes[p + 2]);
    out.logFlags[k] = bytes[p + 3];
  }
  out.shifts.resize(count);
  for (uint32_t k = 0; k < count; ++k) {
    out.shifts[k] = {static_cast<int32_t>(r.u32(out.shiftTable + 8 * k, "the shift table")),
                     static_cast<int32_t>(r.u32(out.shiftTable + 8 * k + 4, "the shift table"))};
  }
  out.cels.resize(count);
  for (uint32_t i = 0; i < count; ++i) {
    CarCel& c = out.cels[i];
    c.at = kHeaderSize + i * kCelRecord;
    const std::string where = "cel " + std::to_string(i) + " at " + hex(c.at);
    auto dw = [&](uint32_t off) { return r.u32(c.at + off, where); };
    c.flags = dw(0);
    c.next = dw(4);
    c.source = dw(8);
    c.plut = dw(0xc);
    for (uint32_t k = 0; k < 8; ++k) c.geometry[k] = static_cast<int32_t>(dw(0x10 + 4 * k));
    c.pixc = dw(0x30);
    c.pre0 = dw(0x34);
    c.pre1 = dw(0x38);
    c.width = dw(0x3c);
    c.height = dw(0x40);
    if (c.next != 0 &&
        (c.next < kHeaderSize || c.next >= out.shiftTable || (c.next - kHeaderSize) % kCelRecord))
      r.fail(where + " +0x4: next " + hex(c.next) + " is not a cel record");
    if (c.width > kMaxSide || c.height > kMaxSide)
      r.fail(where + " +0x3c: size " + std::to_string(c.width) + " x " + std::to_string(c.height) +
             ", expected at most " + std::to_string(kMaxSide) + " a side");
    if (c.plut != out.paletteAt) r.need(c.plut, kPlutSize, where + " +0xc: PLUT " + hex(c.plut));
    if (c.pre0 > kModeCopy2) r.fail(where + " +0x34: draw mode " + hex(c.pre0) + ", expected 0..0x13");
    if (i >= kRuntimeFirst && i <= kRuntimeLast) continue;  // a runtime surface: pixels not on disc
    if (c.width == 0 || c.height == 0) continue;
    if (c.source < out.pixels)
      r.fail(where + " +0x8: pixels at " + hex(c.source) + ", before the pixel data at " + hex(out.pixels));
    if (c.pre0 == kModeShadowSpans)
      checkSpans(r, c, where);
    else
      r.need(c.source, uint64_t{c.width} * c.height, where + " +0x8: the pixels");
  }
  out.bytes.assign(bytes.begin(), bytes.end());
  return out;
}

std::vector<uint32_t> decodeCel(const ArtCar& car, size_t i) {
  if (i >= car.cels.size())
    throw std::out_of_range("decodeCel: cel " + std::to_string(i) + " outside the archive");
  const CarCel& c = car.cels[i];
  const size_t w = c.width, h = c.height;
  std::vector<uint32_t> out(w * h, 0);
  if (i >= kRuntimeFirst && i <= kRuntimeLast) return out;  // no pixels on disc
  if (c.pre0 == kModeShadowSpans) {
    for (size_t row = 0; row < h; ++row) {
      const uint32_t ro = c.source + 2 * static_cast<uint32_t>(row);
      const int16_t off = static_cast<int16_t>(car.bytes[ro] | car.bytes[ro + 1] << 8);
      if (off == 0) continue;
      size_t p = static_cast<size_t>(int64_t{c.source} + off);
      for (int k = 0;; ++k, p += 2) {
        if (k > 0 && car.bytes[p] == 0) break;
        const size_t x0 = car.bytes[p] * w / 256, x1 = car.bytes[p + 1] * w / 256;
        for (size_t x = x0; x <= x1 && x < w; ++x) out[row * w + x] = 0x00000080u;  // 50% black
      }
    }
    return out;
  }
  const auto px = car.pixelsOf(i);
  if (px.empty()) return out;
  const auto plut = car.plutOf(i);
  for (size_t k = 0; k < px.size(); ++k) {
    uint8_t v = px[k];
    if (v == 0 && !c.opaqueZero()) continue;
    switch (c.pre0) {
      case kModeShadow4:
        out[k] = 0x00000028u;
        break;  // designed: darken x27/32 -> 5/32 black
      case kModeShadow2:
        out[k] = 0x00000018u;
        break;  // designed: x29/32 -> 3/32 black
      case kModeBlend:
      case kModeBlend2:
        out[k] = (car.colour(v) & 0xffffff00u) | 0x80u;
        break;
      case kModeBrighten:
        out[k] = 0xffffff00u | static_cast<uint32_t>(std::min(255, 8 * (v & 31)));
        break;
      case kModePlut:
        out[k] = car.colour(plut[v & 15]);
        break;
      case kModePlutBlend:
        out[k] = (car.colour(plut[v & 15]) & 0xffffff00u) | 0x80u;
        break;
      default:
        out[k] = car.colour(v);
        break;
    }
  }
  return out;
}

}  // namespace rf
