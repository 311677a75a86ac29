// SPDX-License-Identifier: GPL-3.0-or-later
#include "media/rfa_picture.hpp"

#include "core/bytes.hpp"

namespace media {

using core::hex;

core::Image RfaPicture::toImage() const {
  core::Image img(width, height);
  core::Rgba* px = img.data();
  for (size_t i = 0; i < index.size(); ++i) px[i] = index[i] < palette.size() ? palette[index[i]] : core::kBlack;
  return img;
}

RfaPicture readRfaPicture(std::span<const uint8_t> bytes, const std::string& file) {
  core::ByteReader r(bytes, file);
  if (r.u16("the BMP signature") != 0x4d42) r.failAt(0, "the BMP signature \"BM\"", "other bytes");
  r.skip(8, "the file size and the reserved words");  // designed: bfSize not trusted (the pixels are checked)
  const uint32_t offBits = r.u32("the pixels' offset");
  const uint32_t infoSize = r.u32("the info header's size");
  if (infoSize < rfa::kInfoHeader || infoSize > 124)
    r.failAt(14, "a BITMAPINFOHEADER of 40 to 124 bytes", std::to_string(infoSize));
  const int32_t width = r.i32("the width");
  const int32_t rawHeight = r.i32("the height");
  if (width <= 0 || width > rfa::kMaxSide) r.failAt(18, "a width of 1 to " + std::to_string(rfa::kMaxSide), std::to_string(width));
  const bool topDown = rawHeight < 0;
  const int64_t height = topDown ? -int64_t{rawHeight} : rawHeight;
  if (height <= 0 || height > rfa::kMaxSide)
    r.failAt(22, "a height of 1 to " + std::to_string(rfa::kMaxSide), std::to_string(height));
  if (const uint16_t planes = r.u16("the planes"); planes != 1) r.failAt(26, "1 plane", std::to_string(planes));
  const uint16_t bits = r.u16("the bits a pixel");
  if (bits != 4 && bits != 8) r.failAt(28, "4 or 8 bits a pixel", std::to_string(bits));
  if (const uint32_t comp = r.u32("the compression"); comp != 0)
    r.failAt(30, "no compression (BI_RGB, 0)", std::to_string(comp));
  r.skip(12, "the image size and resolution");
  const uint32_t used = r.u32("the colours used");
  const uint32_t colours = used == 0 ? (1u << bits) : used;
  if (colours > (1u << bits)) r.failAt(46, "at most " + std::to_string(1u << bits) + " colours", std::to_string(used));
  const uint64_t paletteAt = rfa::kFileHeader + uint64_t{infoSize};
  const uint64_t paletteEnd = paletteAt + 4ull * colours;
  if (offBits < paletteEnd || offBits > bytes.size())
    r.failAt(10, "the pixels after the " + std::to_string(colours) + "-colour palette (at " + hex(paletteEnd) +
                     " or later, inside the file)", hex(offBits));
  RfaPicture out;
  out.width = width;
  out.height = static_cast<int>(height);
  r.seek(static_cast<size_t>(paletteAt), "the palette");
  out.palette.reserve(colours);
  for (uint32_t i = 0; i < colours; ++i) {
    const std::span<const uint8_t> q = r.bytes(4, "the palette");  // B, G, R, reserved
    out.palette.push_back(core::rgba(q[2], q[1], q[0]));
  }
  const uint64_t stride = ((uint64_t{static_cast<uint32_t>(width)} * bits + 31) / 32) * 4;
  const uint64_t need = stride * static_cast<uint64_t>(height);
  if (offBits + need > bytes.size())
    r.failAt(offBits, std::to_string(need) + " bytes of pixels (" + std::to_string(width) + " x " +
                          std::to_string(height) + ")", std::to_string(bytes.size() - offBits) + " bytes to the end");
  out.index.resize(static_cast<size_t>(width) * static_cast<size_t>(height));
  for (int64_t y = 0; y < height; ++y) {
    const uint64_t row = offBits + stride * static_cast<uint64_t>(topDown ? y : height - 1 - y);
    uint8_t* dst = out.index.data() + static_cast<size_t>(y) * static_cast<size_t>(width);
    for (int32_t x = 0; x < width; ++x) {
      if (bits == 8) {
        dst[x] = bytes[static_cast<size_t>(row) + static_cast<size_t>(x)];
      } else {
        const uint8_t b = bytes[static_cast<size_t>(row) + static_cast<size_t>(x / 2)];
        dst[x] = static_cast<uint8_t>((x & 1) ? (b & 0x0f) : (b >> 4));
      }
    }
  }
  return out;
}

}  // namespace media
