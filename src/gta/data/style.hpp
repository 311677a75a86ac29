// SPDX-License-Identifier: GPL-3.0-or-later
// GTA (1997) style files: STYLEnnn.GRY (8-bit, version 325) and STYLEnnn.G24 (24-bit,
// version 336), the block faces' tiles, their palettes and the sprites (docs/gta-style.md;
// the facts from the public format documents: DMA's CityScape Data Structure as the
// community summarises it, the Unofficial GTA Reference Handbook's STYLE00x.GRY page and the
// G24 notes of the open re-implementations). Little-endian; the sections follow each other:
//   header (13 u32 GRY / 16 u32 G24) | side, lid, aux tiles (64 x 64 bytes each, stored
//   as 256-byte rows of four tiles side by side, padded to a multiple of four tiles) |
//   anims | GRY: palette 768, remap tables 65536, remap index 1024 /
//           G24: CLUTs (64 KiB pages of 64 palettes), palette index (u16) |
//   object info | car info | sprite info | sprite graphics | sprite numbers (21 u16)
// The reader validates every size, offset and index it keeps (one-line core::ParseError
// naming the file, the offset and what was expected); object and car info are kept raw.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace gta {

inline constexpr uint32_t kStyleVersionGry = 325;
inline constexpr uint32_t kStyleVersionG24 = 336;
inline constexpr size_t kStyleGryHeaderSize = 13 * 4;
inline constexpr size_t kStyleG24HeaderSize = 16 * 4;
inline constexpr int kStyleTile = 64;                          // pixels each way
inline constexpr size_t kStyleTileBytes = 64 * 64;
inline constexpr int kStyleMaxTiles = 384;                     // sides + lids + aux
inline constexpr size_t kStyleGryPaletteSize = 768;            // 256 x RGB, 6 bits each
inline constexpr size_t kStyleGryRemapSize = 65536;            // 256 tables of 256
inline constexpr size_t kStyleGryRemapIndexSize = 1024;        // 256 lids x 4 remaps
inline constexpr size_t kStyleClutBytes = 1024;                // one G24 palette: 256 x BGRA
inline constexpr size_t kStyleClutPage = 65536;                // 64 palettes, interleaved
inline constexpr size_t kStyleSpritePage = 256 * 256;          // G24 sprite graphics page
inline constexpr int kStyleSpriteKinds = 21;                   // sprite_numbers_struct

enum class StyleKind : uint8_t { Gry, G24 };

// A face's place in the tile area: sides first, then lids, then aux.
enum class StyleFace : uint8_t { Side, Lid, Aux };

struct StyleRgb {
  uint8_t r = 0, g = 0, b = 0;
  bool operator==(const StyleRgb&) const = default;
};
using StylePalette = std::array<StyleRgb, 256>;

// A synchronous tile animation: the side (which 0) or lid (1) tile `block` shows itself,
// then each aux tile of `frames` for `speed` game cycles each.
struct StyleAnim {
  uint8_t block = 0;
  uint8_t which = 0;
  uint8_t speed = 0;
  std::vector<uint8_t> frames;
};

struct StyleDelta {
  uint16_t size = 0;
  uint32_t offset = 0;  // from the start of the sprite graphics
};

// One sprite_info record. GRY: the w x h bytes at `offset` of the sprite graphics;
// G24: the w x h rectangle at (x, y) of 256 x 256 page `page`, coloured by sprite CLUT
// `clut`.
struct StyleSprite {
  uint8_t w = 0, h = 0;
  uint8_t ws = 0;       // scaling flag (consoles)
  uint16_t size = 0;    // bytes per frame
  uint16_t clut = 0;    // G24
  uint8_t x = 0, y = 0; // G24
  uint16_t page = 0;    // G24
  uint32_t offset = 0;  // GRY
  std::vector<StyleDelta> deltas;
};

// One object_info record (20 bytes): the object type's size, its first sprite (relative
// to the object sprites' base) and its game properties.
struct StyleObjectInfo {
  int32_t width = 0, height = 0, depth = 0;
  uint16_t sprite = 0;
  uint16_t weight = 0, aux = 0;
  int8_t status = 0;
  uint8_t into = 0;  // how many objects it breaks into
};
inline constexpr size_t kStyleObjectInfoSize = 20;

// What the view needs of one car_info record (174 bytes and 8 a door): the car model it
// describes, its size and its first sprite (relative to the base of its vehicle type's
// sprites: 0 and 2 bus, 1 and 4 car, 3 bike, 8 train, 9 tram, 13 boat, 14 tank).
struct StyleCarInfo {
  int16_t width = 0, height = 0, depth = 0;
  int16_t sprite = 0;
  uint8_t vtype = 0, model = 0;
  int16_t doors = 0;
};
inline constexpr size_t kStyleCarInfoSize = 174;  // before the doors
inline constexpr int kStyleCarDoorsMax = 8;

// The sprite kinds of sprite_numbers_struct, in the file's order.
enum class StyleSpriteKind : uint8_t {
  Arrow, Digits, Boat, Box, Bus, Car, Object, Ped, Speedo, Tank, TrafficLights, Train,
  TrDoors, Bike, Tram, WBus, WCar, Ex, TumCar, TumTruck, Ferry
};
const char* styleSpriteKindName(StyleSpriteKind k);

struct StyleFile {
  StyleKind kind = StyleKind::G24;
  std::vector<uint32_t> header;  // the header's u32s as read (13 or 16)
  int sides = 0, lids = 0, aux = 0;
  std::vector<uint8_t> tiles;  // the padded tile area as stored
  std::vector<StyleAnim> anims;
  // GRY
  StylePalette palette{};              // 0..255 from the file's 0..63
  std::vector<uint8_t> remapTables;    // 256 x 256
  std::vector<uint8_t> remapIndex;     // 256 x 4
  // G24
  std::vector<StylePalette> palettes;  // every CLUT of the pages
  std::vector<uint16_t> paletteIndex;  // virtual palette -> CLUT
  int tileCluts = 0, spriteCluts = 0, carCluts = 0, fontCluts = 0;
  // both
  std::vector<uint8_t> objectInfo, carInfo;  // raw
  std::vector<StyleObjectInfo> objects;      // by object type
  std::vector<StyleCarInfo> cars;            // in the file's order
  std::vector<StyleSprite> sprites;
  std::vector<uint8_t> spriteGraphics;
  std::array<uint16_t, kStyleSpriteKinds> spriteCounts{};
  std::array<uint16_t, kStyleSpriteKinds> spriteBase{};  // the first sprite of each kind

  int tileCount() const { return sides + lids + aux; }
  // The linear tile number of face `n` of `face` (-1 when there is no such tile).
  int tileOf(StyleFace face, int n) const;
  // The colour index of texel (u, v) of linear tile t (0 <= t < tileCount()).
  uint8_t tileIndex(int t, int u, int v) const;
  // Tile t as 64 x 64 colours (row-major), remap 0..3 (GRY: lids only; the others use 0).
  std::vector<StyleRgb> tileRgb(int t, int remap = 0) const;
  // Sprite n's colour indices (w x h, row-major; 0 is transparent).
  std::vector<uint8_t> spriteIndices(int n) const;
  // The colour of index e of sprite n.
  StyleRgb spriteColour(int n, uint8_t e) const;
  // The sprite number of object type t's first sprite, of car model m's, of the first
  // explosion frame (-1 when the file has none).
  int objectSprite(int type) const;
  int carSprite(int model) const;
  int explosionSprite() const;
};

// Reads a style file. `name` is used in error messages.
StyleFile parseStyle(std::span<const uint8_t> bytes, const std::string& name);
// Reads a style file from disk.
StyleFile loadStyle(const std::string& path);

}  // namespace gta
