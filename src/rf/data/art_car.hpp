// SPDX-License-Identifier: GPL-3.0-or-later
// ART/ART.CAR of the user's Return Fire CD (docs/original-data.md "ART.CAR"): the
// PC port's relocatable image of 3DO cel control blocks, "CCBA". Read to the public format
// notes (emdzej/openrf docs/car.md): the 16-byte header (magic, file size, cel count, the
// shift table's offset), the cel records of 0x44 bytes (flags, next, pixel and PLUT offsets,
// position or explicit corners, the steps, PIXC, PRE0 = the PC draw mode, PRE1, width,
// height), the shift table (8 bytes a cel), the game palette (256 x BGRx), the Win32
// LOGPALETTE (the DirectDraw palette the pixels index), the two 16-byte PLUTs, then the
// 8-bit pixels (row-major, stride = width). Every size and offset is checked; the first
// problem is one line naming the file, the cel and the offset.
//
// Checked only against files retrosim's own tools make to the documented format
// (tools/synthetic_cd/synthetic_art.cpp): no original Return Fire data exists where retrosim
// is built and tested.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace rf {

namespace car {
inline constexpr uint32_t kHeaderSize = 0x10;
inline constexpr uint32_t kCelRecord = 0x44;
inline constexpr uint32_t kShiftRecord = 8;
inline constexpr uint32_t kPaletteSize = 0x400;     // 256 x BGRx
inline constexpr uint32_t kLogPaletteSize = 0x404;  // version, count, 256 x {R, G, B, flags}
inline constexpr uint32_t kPlutSize = 16;
inline constexpr uint32_t kLogPaletteVersion = 0x300;
// Cel flags the PC port reads.
inline constexpr uint32_t kSkip = 0x80000000u;
inline constexpr uint32_t kLast = 0x40000000u;
inline constexpr uint32_t kBgnd = 0x20u;  // colour 0 opaque
inline constexpr uint32_t kCorners = 0x1000u;
// Draw modes (PRE0) with a meaning the notes give.
inline constexpr uint32_t kModeCopy = 0, kModeShadow4 = 1, kModeShadow2 = 2, kModeBlend = 3, kModeBlend2 = 4,
                          kModeBrighten = 5, kModeShadowSpans = 0xd, kModeKeyBlend = 0x10, kModePlut = 0x11,
                          kModePlutBlend = 0x12, kModeCopy2 = 0x13;
// designed: bounds the notes do not give (the real file has 2,165 cels, none wider or taller
// than 320): refuse more than 8,192 cels and a side over 1,024.
inline constexpr uint32_t kMaxCels = 8192;
inline constexpr uint32_t kMaxSide = 1024;
// The runtime surfaces (Car_Load gives them a scratch buffer): their on-disk pixels are not
// checked.
inline constexpr uint32_t kRuntimeFirst = 1981, kRuntimeLast = 1986;
// The terrain tiles: cels 0..111.
inline constexpr uint32_t kTerrainCels = 112;
}  // namespace car

struct CarCel {
  uint32_t at = 0;  // file offset of the record
  uint32_t flags = 0;
  uint32_t next = 0;
  uint32_t source = 0;  // file offset of the pixels
  uint32_t plut = 0;    // file offset of the palette or a 16-byte PLUT
  // +0x10..+0x2c: XPos, YPos (16.16), HDX, HDY (12.20), VDX, VDY (16.16), HDDX, HDDY; or,
  // with car::kCorners, the 4 corners (x, y) in 16.16.
  std::array<int32_t, 8> geometry{};
  uint32_t pixc = 0;
  uint32_t pre0 = 0;  // the PC draw mode
  uint32_t pre1 = 0;
  uint32_t width = 0;
  uint32_t height = 0;
  bool opaqueZero() const { return (flags & car::kBgnd) != 0; }
};

struct ArtCar {
  std::string file;  // for messages
  std::vector<uint8_t> bytes;
  uint32_t shiftTable = 0, paletteAt = 0, logPaletteAt = 0, pixels = 0;  // file offsets
  std::vector<CarCel> cels;
  std::vector<std::array<int32_t, 2>> shifts;  // {log2 w, log2 h} or 0
  // The game palette (BGRx at 0x282CC in the real file) and the LOGPALETTE's entries, both as
  // 0xRRGGBBAA (alpha 0xff); the LOGPALETTE's flags bytes beside.
  std::array<uint32_t, 256> gamePalette{};
  std::array<uint32_t, 256> logPalette{};
  std::array<uint8_t, 256> logFlags{};

  // The colour of a pixel value: the LOGPALETTE's (the +10-shifted one the pixels index).
  uint32_t colour(uint8_t index) const { return logPalette[index]; }
  // The 8-bit pixels of cel i (width x height bytes; empty for a span-list or runtime cel).
  std::span<const uint8_t> pixelsOf(size_t i) const;
  // The 16 entries of cel i's PLUT (mode 0x11): the bytes at its PLUT offset.
  std::span<const uint8_t> plutOf(size_t i) const;
};

// Reads an ART.CAR. Throws LoadError "FILE: [cel N at 0x..:] what was expected, found".
ArtCar readArtCar(std::span<const uint8_t> bytes, const std::string& file);

// Cel i as RGBA (0xRRGGBBAA, width x height, row-major) through the LOGPALETTE: value 0
// transparent unless the cel's BGND flag is set; a PLUT cel remapped through its PLUT; the
// shadow modes as black at their darkening (designed: 5/32 for darken[4], 3/32 for darken[2]
// over the picture), the blend modes at half alpha, the brighten mask as white at its level,
// the span-list shadow at 50% black (the rows' spans). Throws std::out_of_range for a cel
// outside the archive.
std::vector<uint32_t> decodeCel(const ArtCar& car, size_t i);

}  // namespace rf
