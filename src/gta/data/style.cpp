// SPDX-License-Identifier: GPL-3.0-or-later
// Style file reader (STYLEnnn.GRY / .G24; see style.hpp and docs/gta-style.md).
#include "gta/data/style.hpp"

#include <string>

#include "core/bytes.hpp"
#include "core/file_io.hpp"

namespace gta {

namespace {

std::string num(uint64_t v) {
  return std::to_string(v);
}

// The header's fields by kind, in the file's order (their names are the format documents').
constexpr const char* kGryFields[] = {"version",         "side_size",        "lid_size",
                                      "aux_size",        "anim_size",        "palette_size",
                                      "remap_size",      "remap_index_size", "object_info_size",
                                      "car_size",        "sprite_info_size", "sprite_graphics_size",
                                      "sprite_numbers_size"};
constexpr const char* kG24Fields[] = {"version",          "side_size",          "lid_size",
                                      "aux_size",         "anim_size",          "clut_size",
                                      "tileclut_size",    "spriteclut_size",    "newcarclut_size",
                                      "fontclut_size",    "palette_index_size", "object_info_size",
                                      "car_size",         "sprite_info_size",   "sprite_graphics_size",
                                      "sprite_numbers_size"};

// Header field indices.
enum : size_t { kSide = 1, kLid = 2, kAux = 3, kAnim = 4 };
enum : size_t { kGryPalette = 5, kGryRemap = 6, kGryRemapIndex = 7, kGryObject = 8, kGryCar = 9, kGrySpriteInfo = 10,
                kGrySpriteGraphics = 11, kGrySpriteNumbers = 12 };
enum : size_t { kG24Clut = 5, kG24TileClut = 6, kG24SpriteClut = 7, kG24CarClut = 8, kG24FontClut = 9,
                kG24PaletteIndex = 10, kG24Object = 11, kG24Car = 12, kG24SpriteInfo = 13, kG24SpriteGraphics = 14,
                kG24SpriteNumbers = 15 };

// One section: where it starts, its size in the file and the header field that gives it.
struct Section {
  const char* name = "";
  size_t field = 0;
  uint64_t start = 0;
  uint64_t size = 0;
  uint64_t end() const { return start + size; }
};

struct Layout {
  Section tiles, anim;
  Section palette, remap, remapIndex;  // GRY
  Section clut, paletteIndex;          // G24
  Section object, car, spriteInfo, spriteGraphics, spriteNumbers;
};

uint64_t roundUp(uint64_t v, uint64_t unit) {
  return (v + unit - 1) / unit * unit;
}

class Reader {
 public:
  Reader(std::span<const uint8_t> bytes, const std::string& name) : r_(bytes, name) {}

  StyleFile read() {
    readHeader();
    const Layout l = layout();
    readTiles(l.tiles);
    readAnims(l.anim);
    if (s_.kind == StyleKind::Gry) {
      readGryColours(l);
    } else {
      readG24Colours(l);
    }
    s_.objectInfo = copy(l.object);
    s_.carInfo = copy(l.car);
    readObjectInfo(l.object);
    readCarInfo(l.car);
    s_.spriteGraphics = copy(l.spriteGraphics);
    readSprites(l.spriteInfo);
    readSpriteNumbers(l.spriteNumbers);
    return std::move(s_);
  }

 private:
  core::ByteReader r_;
  StyleFile s_;

  size_t fieldOffset(size_t field) const { return field * 4; }
  const char* fieldName(size_t field) const {
    return s_.kind == StyleKind::Gry ? kGryFields[field] : kG24Fields[field];
  }
  uint32_t h(size_t field) const { return s_.header[field]; }

  [[noreturn]] void failField(size_t field, const std::string& expected) const {
    r_.failAt(fieldOffset(field), std::string(fieldName(field)) + " " + expected, num(h(field)));
  }

  void readHeader() {
    if (r_.size() < 4) r_.failAt(0, "a style header (version 325 .GRY or 336 .G24)", "a file of " + num(r_.size()) + " bytes");
    const uint32_t version = r_.u32("version");
    if (version == kStyleVersionGry) {
      s_.kind = StyleKind::Gry;
    } else if (version == kStyleVersionG24) {
      s_.kind = StyleKind::G24;
    } else {
      r_.failAt(0, "version 325 (.GRY) or 336 (.G24)", num(version));
    }
    const size_t size = s_.kind == StyleKind::Gry ? kStyleGryHeaderSize : kStyleG24HeaderSize;
    if (r_.size() < size) {
      r_.failAt(0, "a " + num(size) + "-byte style header", "a file of " + num(r_.size()) + " bytes");
    }
    s_.header.push_back(version);
    for (size_t i = 1; i < size / 4; ++i) s_.header.push_back(r_.u32(fieldName(i)));
    for (size_t f : {kSide, kLid, kAux}) {
      if (h(f) % kStyleTileBytes != 0) failField(f, "a multiple of 4096 (64 x 64 tiles)");
      if (h(f) / kStyleTileBytes > 256) failField(f, "at most 256 tiles (1048576 bytes)");
    }
    s_.sides = int(h(kSide) / kStyleTileBytes);
    s_.lids = int(h(kLid) / kStyleTileBytes);
    s_.aux = int(h(kAux) / kStyleTileBytes);
    if (s_.tileCount() > kStyleMaxTiles) {
      r_.failAt(fieldOffset(kSide), "at most 384 side, lid and aux tiles in all", num(s_.tileCount()));
    }
  }

  // The sections in order; each must end inside the file and the last at its end.
  Layout layout() {
    Layout l;
    uint64_t at = s_.header.size() * 4;
    const auto next = [&at](Section& sec, const char* name, size_t field, uint64_t size) {
      sec = {name, field, at, size};
      at += size;
    };
    // the tiles are rows of four: a last row of fewer tiles is padded
    next(l.tiles, "tile", kSide, roundUp(uint64_t(s_.tileCount()), 4) * kStyleTileBytes);
    next(l.anim, "anim", kAnim, h(kAnim));
    if (s_.kind == StyleKind::Gry) {
      next(l.palette, "palette", kGryPalette, h(kGryPalette));
      next(l.remap, "remap_tables", kGryRemap, h(kGryRemap));
      next(l.remapIndex, "remap_index", kGryRemapIndex, h(kGryRemapIndex));
      next(l.object, "object_info", kGryObject, h(kGryObject));
      next(l.car, "car_info", kGryCar, h(kGryCar));
      next(l.spriteInfo, "sprite_info", kGrySpriteInfo, h(kGrySpriteInfo));
      next(l.spriteGraphics, "sprite_graphics", kGrySpriteGraphics, h(kGrySpriteGraphics));
      next(l.spriteNumbers, "sprite_numbers", kGrySpriteNumbers, h(kGrySpriteNumbers));
    } else {
      // the CLUTs fill whole 64 KiB pages
      next(l.clut, "clut", kG24Clut, roundUp(h(kG24Clut), kStyleClutPage));
      next(l.paletteIndex, "palette_index", kG24PaletteIndex, h(kG24PaletteIndex));
      next(l.object, "object_info", kG24Object, h(kG24Object));
      next(l.car, "car_info", kG24Car, h(kG24Car));
      next(l.spriteInfo, "sprite_info", kG24SpriteInfo, h(kG24SpriteInfo));
      next(l.spriteGraphics, "sprite_graphics", kG24SpriteGraphics, h(kG24SpriteGraphics));
      next(l.spriteNumbers, "sprite_numbers", kG24SpriteNumbers, h(kG24SpriteNumbers));
    }
    const Section* all[] = {&l.tiles,  &l.anim, &l.palette,     &l.remap,          &l.remapIndex,
                            &l.clut,   &l.paletteIndex, &l.object, &l.car, &l.spriteInfo,
                            &l.spriteGraphics, &l.spriteNumbers};
    for (const Section* sec : all) {
      if (sec->end() > r_.size()) {
        r_.failAt(size_t(std::min<uint64_t>(sec->start, r_.size())),
                  "the " + num(sec->size) + "-byte " + sec->name + " section (" + fieldName(sec->field) +
                      ") inside the file",
                  "a file of " + num(r_.size()) + " bytes");
      }
    }
    if (at != r_.size()) {
      r_.failAt(size_t(at), "the end of the file after the sprite_numbers section",
                num(r_.size() - at) + " more bytes");
    }
    return l;
  }

  std::vector<uint8_t> copy(const Section& sec) const {
    const auto b = r_.data().subspan(size_t(sec.start), size_t(sec.size));
    return {b.begin(), b.end()};
  }

  void readTiles(const Section& sec) { s_.tiles = copy(sec); }

  void readAnims(const Section& sec) {
    if (sec.size == 0) return;
    const size_t end = size_t(sec.end());
    size_t at = size_t(sec.start);
    const auto byte = [&](size_t o) { return r_.data()[o]; };
    const int count = byte(at++);
    for (int i = 0; i < count; ++i) {
      if (at + 4 > end) {
        r_.failAt(at, "anim " + num(i) + " of " + num(count) + " (4 bytes) inside the anim section",
                  num(end - at) + " bytes left");
      }
      StyleAnim a;
      a.block = byte(at), a.which = byte(at + 1), a.speed = byte(at + 2);
      const int frames = byte(at + 3);
      if (a.which > 1) r_.failAt(at + 1, "an anim's which 0 (side) or 1 (lid)", num(a.which));
      const int faces = a.which == 0 ? s_.sides : s_.lids;
      if (a.block >= faces) {
        r_.failAt(at, std::string("an anim's block below the ") + (a.which == 0 ? "side" : "lid") + " tiles' " +
                          num(faces),
                  num(a.block));
      }
      at += 4;
      if (at + size_t(frames) > end) {
        r_.failAt(at, num(frames) + " anim frames inside the anim section", num(end - at) + " bytes left");
      }
      for (int f = 0; f < frames; ++f, ++at) {
        if (byte(at) >= s_.aux) r_.failAt(at, "an anim frame below the aux tiles' " + num(s_.aux), num(byte(at)));
        a.frames.push_back(byte(at));
      }
      s_.anims.push_back(std::move(a));
    }
  }

  void readGryColours(const Layout& l) {
    if (l.palette.size != kStyleGryPaletteSize) failField(kGryPalette, "768 (256 RGB colours)");
    if (l.remap.size != kStyleGryRemapSize) failField(kGryRemap, "65536 (256 remap tables)");
    if (l.remapIndex.size != kStyleGryRemapIndexSize) failField(kGryRemapIndex, "1024 (256 lids x 4 remaps)");
    for (size_t i = 0; i < 768; ++i) {
      const uint8_t v = r_.data()[size_t(l.palette.start) + i];
      if (v > 63) r_.failAt(size_t(l.palette.start) + i, "a 6-bit palette value (0..63)", num(v));
    }
    for (size_t e = 0; e < 256; ++e) {
      const auto ch = [&](size_t c) {
        return uint8_t((r_.data()[size_t(l.palette.start) + e * 3 + c] * 255 + 31) / 63);
      };
      s_.palette[e] = {ch(0), ch(1), ch(2)};
    }
    s_.remapTables = copy(l.remap);
    s_.remapIndex = copy(l.remapIndex);
  }

  void readG24Colours(const Layout& l) {
    if (h(kG24Clut) % kStyleClutBytes != 0) failField(kG24Clut, "a multiple of 1024 (256 BGRA colours)");
    for (size_t f : {kG24TileClut, kG24SpriteClut, kG24CarClut, kG24FontClut}) {
      if (h(f) % kStyleClutBytes != 0) failField(f, "a multiple of 1024 (256 BGRA colours)");
    }
    s_.tileCluts = int(h(kG24TileClut) / kStyleClutBytes);
    s_.spriteCluts = int(h(kG24SpriteClut) / kStyleClutBytes);
    s_.carCluts = int(h(kG24CarClut) / kStyleClutBytes);
    s_.fontCluts = int(h(kG24FontClut) / kStyleClutBytes);
    const size_t count = h(kG24Clut) / kStyleClutBytes;
    s_.palettes.resize(count);
    for (size_t p = 0; p < count; ++p) {
      // a page holds 64 palettes; its row e is entry e of each of them
      const size_t base = size_t(l.clut.start) + p / 64 * kStyleClutPage + p % 64 * 4;
      for (size_t e = 0; e < 256; ++e) {
        const uint8_t* c = &r_.data()[base + e * 256];
        s_.palettes[p][e] = {c[2], c[1], c[0]};
      }
    }
    if (l.paletteIndex.size % 2 != 0) failField(kG24PaletteIndex, "an even size (u16 entries)");
    const size_t entries = size_t(l.paletteIndex.size / 2);
    const size_t need = size_t(s_.tileCount()) * 4;
    if (entries < need) {
      failField(kG24PaletteIndex, "room for " + num(need) + " entries (4 remaps of " + num(s_.tileCount()) +
                                      " tiles)");
    }
    for (size_t i = 0; i < entries; ++i) {
      const size_t at = size_t(l.paletteIndex.start) + i * 2;
      const uint16_t v = uint16_t(r_.data()[at] | (r_.data()[at + 1] << 8));
      if (v >= count) r_.failAt(at, "a palette index below the CLUTs' " + num(count), num(v));
      s_.paletteIndex.push_back(v);
    }
  }

  // object_info: 20-byte records {i32 width, height, depth; u16 sprite, weight, aux; i8
  // status; u8 into}, one per object type
  void readObjectInfo(const Section& sec) {
    if (sec.size % kStyleObjectInfoSize != 0) failField(sec.field, "a multiple of 20 (object_info records)");
    r_.seek(size_t(sec.start), "the object_info section");
    for (uint64_t at = sec.start; at < sec.end(); at += kStyleObjectInfoSize) {
      StyleObjectInfo o;
      o.width = int32_t(r_.u32("object width")), o.height = int32_t(r_.u32("object height"));
      o.depth = int32_t(r_.u32("object depth"));
      o.sprite = r_.u16("object sprite"), o.weight = r_.u16("object weight"), o.aux = r_.u16("object aux");
      o.status = r_.i8("object status"), o.into = r_.u8("object into");
      s_.objects.push_back(o);
    }
  }

  // car_info: records of 174 bytes (width, height, depth, sprite, ... vtype at 106, model at
  // 107, the door count at 172) and 8 a door, one after another
  void readCarInfo(const Section& sec) {
    uint64_t at = sec.start;
    while (at < sec.end()) {
      if (sec.end() - at < kStyleCarInfoSize) {
        r_.failAt(size_t(at), "a whole 174-byte car_info record",
                  num(sec.end() - at) + " bytes left in the section");
      }
      StyleCarInfo c;
      r_.seek(size_t(at), "a car_info record");
      c.width = r_.i16("car width"), c.height = r_.i16("car height"), c.depth = r_.i16("car depth");
      c.sprite = r_.i16("car sprite");
      r_.seek(size_t(at + 106), "a car_info record");
      c.vtype = r_.u8("car vtype"), c.model = r_.u8("car model");
      r_.seek(size_t(at + 172), "a car_info record");
      c.doors = r_.i16("car doors");
      if (c.doors < 0 || c.doors > kStyleCarDoorsMax) {
        r_.failAt(size_t(at + 172), "a car_info door count of 0..8", std::to_string(c.doors));
      }
      const uint64_t size = kStyleCarInfoSize + uint64_t(c.doors) * 8;
      if (sec.end() - at < size) {
        r_.failAt(size_t(at), "a whole " + num(size) + "-byte car_info record (" + num(c.doors) + " doors)",
                  num(sec.end() - at) + " bytes left in the section");
      }
      s_.cars.push_back(c);
      at += size;
    }
  }

  void readSprites(const Section& sec) {
    const size_t end = size_t(sec.end());
    const bool g24 = s_.kind == StyleKind::G24;
    const size_t recordSize = g24 ? 12 : 10;
    const uint64_t graphics = s_.spriteGraphics.size();
    r_.seek(size_t(sec.start), "the sprite_info section");
    while (r_.pos() < end) {
      const size_t at = r_.pos();
      const std::string which = "sprite " + num(s_.sprites.size());
      if (at + recordSize > end) {
        r_.failAt(at, which + "'s " + num(recordSize) + "-byte record inside the sprite_info section",
                  num(end - at) + " bytes left");
      }
      StyleSprite sp;
      sp.w = r_.u8("w"), sp.h = r_.u8("h");
      const int deltas = r_.u8("delta_count");
      sp.ws = r_.u8("ws");
      sp.size = r_.u16("size");
      const uint64_t area = uint64_t(sp.w) * sp.h;
      if (g24) {
        sp.clut = r_.u16("clut");
        sp.x = r_.u8("x"), sp.y = r_.u8("y");
        sp.page = r_.u16("page");
        if (sp.clut >= s_.spriteCluts) {
          r_.failAt(at + 6, which + "'s clut below the sprite CLUTs' " + num(s_.spriteCluts), num(sp.clut));
        }
        if (size_t(s_.tileCluts) + sp.clut >= s_.paletteIndex.size()) {
          r_.failAt(at + 6, which + "'s clut inside the palette index (" + num(s_.paletteIndex.size()) + " entries)",
                    num(s_.tileCluts + sp.clut));
        }
        if (sp.x + sp.w > 256 || sp.y + sp.h > 256) {
          r_.failAt(at + 8, which + " inside its 256 x 256 page",
                    num(sp.w) + " x " + num(sp.h) + " at (" + num(sp.x) + ", " + num(sp.y) + ")");
        }
        const uint64_t last = area == 0 ? 0 : (uint64_t(sp.page) * 256 + sp.y + sp.h - 1) * 256 + sp.x + sp.w;
        if (last > graphics) {
          r_.failAt(at + 10, which + "'s page " + num(sp.page) + " inside the " + num(graphics) +
                                 "-byte sprite graphics",
                    "its last byte at " + num(last));
        }
      } else {
        sp.offset = r_.u32("ptr");
        if (sp.size != area) r_.failAt(at + 4, which + "'s size w x h = " + num(area), num(sp.size));
        if (uint64_t(sp.offset) + area > graphics) {
          r_.failAt(at + 6, which + "'s " + num(area) + " bytes inside the " + num(graphics) + "-byte sprite graphics",
                    "offset " + num(sp.offset));
        }
      }
      for (int d = 0; d < deltas; ++d) {
        const size_t dat = r_.pos();
        if (dat + 6 > end) {
          r_.failAt(dat, which + "'s delta " + num(d) + " (6 bytes) inside the sprite_info section",
                    num(end - dat) + " bytes left");
        }
        StyleDelta dl;
        dl.size = r_.u16("delta size");
        dl.offset = r_.u32("delta ptr");
        if (uint64_t(dl.offset) + dl.size > graphics) {
          r_.failAt(dat, which + "'s delta " + num(d) + " inside the " + num(graphics) + "-byte sprite graphics",
                    num(dl.size) + " bytes at " + num(dl.offset));
        }
        sp.deltas.push_back(dl);
      }
      s_.sprites.push_back(std::move(sp));
    }
  }

  void readSpriteNumbers(const Section& sec) {
    const size_t field = s_.kind == StyleKind::Gry ? size_t(kGrySpriteNumbers) : size_t(kG24SpriteNumbers);
    if (sec.size != kStyleSpriteKinds * 2) failField(field, "42 (21 sprite counts)");
    r_.seek(size_t(sec.start), "the sprite_numbers section");
    uint32_t total = 0;
    for (int k = 0; k < kStyleSpriteKinds; ++k) {
      s_.spriteBase[size_t(k)] = uint16_t(total);
      s_.spriteCounts[size_t(k)] = r_.u16("a sprite count");
      total += s_.spriteCounts[size_t(k)];
    }
    if (total > s_.sprites.size()) {
      r_.failAt(size_t(sec.start), "sprite counts adding up to at most the " + num(s_.sprites.size()) +
                                       " sprites of sprite_info",
                num(total));
    }
  }
};

}  // namespace

const char* styleSpriteKindName(StyleSpriteKind k) {
  static constexpr const char* kNames[kStyleSpriteKinds] = {
      "arrow", "digits", "boat",  "box",    "bus",  "car",  "object", "ped",     "speedo",   "tank", "traffic lights",
      "train", "tram doors", "bike", "tram", "wbus", "wcar", "ex",     "tumcar", "tumtruck", "ferry"};
  const size_t i = static_cast<size_t>(k);
  return i < std::size(kNames) ? kNames[i] : "?";
}

int StyleFile::tileOf(StyleFace face, int n) const {
  switch (face) {
    case StyleFace::Side: return n >= 0 && n < sides ? n : -1;
    case StyleFace::Lid: return n >= 0 && n < lids ? sides + n : -1;
    case StyleFace::Aux: return n >= 0 && n < aux ? sides + lids + n : -1;
  }
  return -1;
}

uint8_t StyleFile::tileIndex(int t, int u, int v) const {
  // four tiles side by side in each 256-byte row
  const size_t row = size_t(t / 4) * 4 * kStyleTileBytes + size_t(v) * 256 + size_t(t % 4) * 64;
  return tiles[row + size_t(u)];
}

std::vector<StyleRgb> StyleFile::tileRgb(int t, int remap) const {
  std::vector<StyleRgb> out(kStyleTileBytes);
  remap &= 3;
  if (kind == StyleKind::G24) {
    const StylePalette& pal = palettes[paletteIndex[size_t(t) * 4 + size_t(remap)]];
    for (int v = 0; v < kStyleTile; ++v)
      for (int u = 0; u < kStyleTile; ++u) out[size_t(v * kStyleTile + u)] = pal[tileIndex(t, u, v)];
    return out;
  }
  // GRY: a lid's remap r is remap table remap_index[lid][r]; the other faces use none
  const int lid = t - sides;
  const int table = lid >= 0 && lid < lids ? remapIndex[size_t(lid) * 4 + size_t(remap)] : 0;
  const bool mapped = remap != 0 && lid >= 0 && lid < lids;
  for (int v = 0; v < kStyleTile; ++v) {
    for (int u = 0; u < kStyleTile; ++u) {
      uint8_t e = tileIndex(t, u, v);
      if (mapped) e = remapTables[size_t(table) * 256 + e];
      out[size_t(v * kStyleTile + u)] = palette[e];
    }
  }
  return out;
}

std::vector<uint8_t> StyleFile::spriteIndices(int n) const {
  const StyleSprite& sp = sprites[size_t(n)];
  std::vector<uint8_t> out(size_t(sp.w) * sp.h);
  for (int y = 0; y < sp.h; ++y) {
    for (int x = 0; x < sp.w; ++x) {
      const size_t at = kind == StyleKind::G24
                            ? (size_t(sp.page) * 256 + sp.y + size_t(y)) * 256 + sp.x + size_t(x)
                            : size_t(sp.offset) + size_t(y) * sp.w + size_t(x);
      out[size_t(y) * sp.w + size_t(x)] = spriteGraphics[at];
    }
  }
  return out;
}

StyleRgb StyleFile::spriteColour(int n, uint8_t e) const {
  if (kind == StyleKind::Gry) return palette[e];
  const StyleSprite& sp = sprites[size_t(n)];
  return palettes[paletteIndex[size_t(tileCluts) + sp.clut]][e];
}

int StyleFile::objectSprite(int type) const {
  if (type < 0 || size_t(type) >= objects.size()) return -1;
  const int n = spriteBase[size_t(StyleSpriteKind::Object)] + objects[size_t(type)].sprite;
  return n < int(sprites.size()) ? n : -1;
}

int StyleFile::carSprite(int model) const {
  for (const StyleCarInfo& c : cars) {
    if (c.model != model) continue;
    // CarInfo_Setup: the base of the record's vehicle type's sprites
    StyleSpriteKind group;
    switch (c.vtype) {
      case 0:
      case 2:
        group = StyleSpriteKind::Bus;
        break;
      case 1:
      case 4:
        group = StyleSpriteKind::Car;
        break;
      case 3:
        group = StyleSpriteKind::Bike;
        break;
      case 8:
        group = StyleSpriteKind::Train;
        break;
      case 9:
        group = StyleSpriteKind::Tram;
        break;
      case 13:
        group = StyleSpriteKind::Boat;
        break;
      case 14:
        group = StyleSpriteKind::Tank;
        break;
      default:
        return -1;
    }
    const int n = spriteBase[size_t(group)] + c.sprite;
    return n >= 0 && n < int(sprites.size()) ? n : -1;
  }
  return -1;
}

int StyleFile::explosionSprite() const {
  const auto ex = size_t(StyleSpriteKind::Ex);
  return spriteCounts[ex] > 0 && spriteBase[ex] < sprites.size() ? int(spriteBase[ex]) : -1;
}

StyleFile parseStyle(std::span<const uint8_t> bytes, const std::string& name) {
  return Reader(bytes, name).read();
}

StyleFile loadStyle(const std::string& path) {
  const std::vector<uint8_t> bytes = core::readFile(path, core::FileCap{"a GTA style file", 64u << 20});
  return parseStyle(bytes, path);
}

}  // namespace gta
