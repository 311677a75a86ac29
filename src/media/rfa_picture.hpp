// SPDX-License-Identifier: GPL-3.0-or-later
// The pictures of the user's Return Fire CD (docs/original-data.md "The pictures"):
// ART/*.RFA and TITLE/*.RFA are uncompressed Windows BMPs under another extension (public
// notes: noshbar/ReturnFire-FileFormats "Art\*.RFA are just .BMP files"; a port's survey of
// the 16 files: 8 bits a pixel with 256 or 224 colours, PAUSE16.RFA 4 bits with 16, so the
// pixels start where the file header's bfOffBits says, not after a fixed palette). Used for
// the status bar's strip under the view (1PBSCRL / 1PBSCRH / 2PBSCRL / 2PBSCRH.RFA) and the
// intro's stills (TITLE/EMI.RFA, TITLE/SILENT.RFA).
//
// Read: the 14-byte file header ("BM", the size, bfOffBits), a BITMAPINFOHEADER (40 bytes or
// more), 1 plane, 4 or 8 bits a pixel, BI_RGB (uncompressed), bottom-up or top-down rows
// padded to 4 bytes, the palette (biClrUsed entries, 0 = 2^bits) between the headers and the
// pixels. Every size and offset is checked; a bad file is one line naming the file and the
// offset. Checked only against files retrosim's own tools write to that layout
// (tools/synthetic_cd/synthetic_rfa.cpp): no original file exists where retrosim is built.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/image.hpp"

namespace media {

namespace rfa {
inline constexpr uint32_t kFileHeader = 14;
inline constexpr uint32_t kInfoHeader = 40;
// designed: the largest side read (the largest known picture is 640 x 480)
inline constexpr int32_t kMaxSide = 2048;
}  // namespace rfa

struct RfaPicture {
  int width = 0, height = 0;
  std::vector<uint8_t> index;     // row-major, top row first, width x height
  std::vector<core::Rgba> palette;  // the file's colours (opaque), biClrUsed of them
  // The picture in its own colours (an index past the palette is black).
  core::Image toImage() const;
};

// Throws core::ParseError "FILE: offset 0x..: expected ..., found ..." for the first problem.
RfaPicture readRfaPicture(std::span<const uint8_t> bytes, const std::string& file);

}  // namespace media
