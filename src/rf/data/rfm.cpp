// SPDX-License-Identifier: GPL-3.0-or-later
// RFM level map reader/writer (rf-maps.md "File layout" and "Chunks").
#include "rf/data/rfm.hpp"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "core/ascii.hpp"
#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "core/text.hpp"

namespace rf {

namespace {

constexpr size_t kChunkHeader = 8;      // char tag[4]; u32 len (the length includes it)
constexpr size_t kVhclMinData = 6;      // the six values FUN_004320c0 reads
constexpr size_t kU32ChunkData = 4;     // LEVL, EDTN: one u32
constexpr size_t kMaxTitle = kNameChunkData - 1;  // title + NUL fit the 260-byte buffer
constexpr size_t kAuthorBytes = 41;
constexpr uint8_t kFirstClearedTile = 0xF0;  // LoadLevelMap reads b >= 0xF0 as 0

// Header offsets (rf-maps.md "File layout").
constexpr size_t kOffMagic = 0x00;
constexpr size_t kOffWidth = 0x08;
constexpr size_t kOffHeight = 0x0A;
constexpr size_t kOffPlayers = 0x16;
constexpr size_t kOffEnabled = 0x40;
constexpr size_t kOffTileSize = 0x44;
constexpr size_t kOffTileOffset = 0x48;

// Bytes as the messages quote them (core::quoted: printable ASCII, \0, \xNN).
std::string quoted(std::span<const uint8_t> b) {
  return core::quoted(std::string_view(reinterpret_cast<const char*>(b.data()), b.size()));
}

std::string quotedTag(const std::array<char, 4>& tag) {
  std::array<uint8_t, 4> b{};
  for (size_t i = 0; i < 4; ++i) b[i] = static_cast<uint8_t>(tag[i]);
  return quoted(b);
}

bool tagIs(const std::array<char, 4>& tag, const char (&name)[5]) {
  return std::equal(tag.begin(), tag.end(), name);
}

// Position of a known chunk in the order NAME, VHCL, LEVL, EDTN; -1 for other tags.
int knownRank(const std::array<char, 4>& tag) {
  if (tagIs(tag, "NAME")) return 0;
  if (tagIs(tag, "VHCL")) return 1;
  if (tagIs(tag, "LEVL")) return 2;
  if (tagIs(tag, "EDTN")) return 3;
  return -1;
}

// lstrcmpiA(file + 0, "WRL") == 0 (the string at 0x441294): three letters in any case, then
// the string's NUL.
bool magicOk(const std::array<char, 4>& m) {
  return core::asciiLower(m[0]) == 'w' && core::asciiLower(m[1]) == 'r' && core::asciiLower(m[2]) == 'l' &&
         m[3] == '\0';
}

uint32_t readU32(std::span<const uint8_t> d) {
  return static_cast<uint32_t>(d[0]) | (static_cast<uint32_t>(d[1]) << 8) |
         (static_cast<uint32_t>(d[2]) << 16) | (static_cast<uint32_t>(d[3]) << 24);
}

void writeU32(std::vector<uint8_t>& d, uint32_t v) {
  if (d.size() < kU32ChunkData) d.resize(kU32ChunkData, 0);
  for (size_t i = 0; i < kU32ChunkData; ++i) d[i] = static_cast<uint8_t>(v >> (8 * i));
}

struct TileArea {
  uint32_t size = 0;    // [0x44]
  uint32_t offset = 0;  // [0x48]
};

// The fixed 0x50-byte header; the caller has checked that it is all there.
TileArea readHeader(core::ByteReader& r, RfmHeader& h) {
  for (char& c : h.magic) c = static_cast<char>(r.u8("magic"));
  if (!magicOk(h.magic)) {
    r.failAt(kOffMagic, "magic \"WRL\\0\"", quoted(r.data().subspan(kOffMagic, 4)));
  }
  for (uint8_t& b : h.signature) b = r.u8("signature");
  h.width = r.u16("width");
  h.height = r.u16("height");
  if (h.width == 0 || h.width > kMapCells) {
    r.failAt(kOffWidth, "width 1..128", std::to_string(h.width));
  }
  if (h.height == 0 || h.height > kMapCells) {
    r.failAt(kOffHeight, "height 1..128", std::to_string(h.height));
  }
  for (uint8_t& b : h.const0C) b = r.u8("constant bytes");
  h.created.date = r.u16("created date");
  h.created.time = r.u16("created time");
  h.modified.date = r.u16("modified date");
  h.modified.time = r.u16("modified time");
  h.players = r.u8("players");
  // The loader takes this byte as the player count: anything but 1 or 2 has no meaning.
  if (h.players != 1 && h.players != 2) {
    r.failAt(kOffPlayers, "player count 1 or 2", std::to_string(h.players));
  }
  for (uint8_t& b : h.author) b = r.u8("author");
  h.enabled = r.u8("flag");
  if (h.enabled == 0) r.failAt(kOffEnabled, "a non-zero byte (the loader refuses 0)", "0");
  for (uint8_t& b : h.bytes41) b = r.u8("bytes 0x41..0x43");
  TileArea area;
  area.size = r.u32("tile data size");
  area.offset = r.u32("tile data offset");
  h.reserved4C = r.u32("reserved");
  return area;
}

// [0x44], [0x48] against the map size and the file size.
void checkTileArea(const core::ByteReader& r, const RfmHeader& h, TileArea area) {
  const uint32_t cells = static_cast<uint32_t>(h.width) * h.height;
  if (area.size != cells) {
    r.failAt(kOffTileSize,
             "tile data size " + core::hex(cells) + " (width " + std::to_string(h.width) + " x height " +
                 std::to_string(h.height) + ")",
             core::hex(area.size));
  }
  if (area.offset < kRfmHeaderSize) {
    r.failAt(kOffTileOffset, "tile data offset >= 0x50 (after the header)", core::hex(area.offset));
  }
  const uint64_t end = static_cast<uint64_t>(area.size) + area.offset;
  if (end != r.size()) {
    r.failAt(kOffTileOffset,
             "tile data size " + core::hex(area.size) + " + tile data offset " + core::hex(area.offset) +
                 " = file size " + core::hex(end),
             "file size " + core::hex(r.size()));
  }
}

// The size rules of the known chunks; `off` is the chunk's start.
void checkKnownChunk(const core::ByteReader& r, size_t off, const RfmChunk& c) {
  const std::string tag = quotedTag(c.tag);
  const auto tooShort = [&](size_t minData) {
    r.failAt(off + 4,
             "chunk " + tag + " length >= " + core::hex(minData + kChunkHeader) + " (" +
                 std::to_string(minData) + " data bytes)",
             core::hex(c.data.size() + kChunkHeader));
  };
  switch (knownRank(c.tag)) {
    case 0: {  // NAME: the loader copies the title up to its NUL
      const size_t scan = std::min(c.data.size(), kNameChunkData);
      if (std::find(c.data.begin(), c.data.begin() + static_cast<std::ptrdiff_t>(scan), 0) ==
          c.data.begin() + static_cast<std::ptrdiff_t>(scan)) {
        r.failAt(off + kChunkHeader, "a NUL-terminated title within the first 260 bytes of chunk \"NAME\"",
                 "no NUL in " + core::hex(scan) + " bytes");
      }
      break;
    }
    case 1:
      if (c.data.size() < kVhclMinData) tooShort(kVhclMinData);
      break;
    case 2:
    case 3:
      if (c.data.size() < kU32ChunkData) tooShort(kU32ChunkData);
      break;
    default:
      break;
  }
}

// Chunks from 0x50 while offset < [0x48]; they must end exactly at [0x48].
std::vector<RfmChunk> readChunks(core::ByteReader& r, uint32_t tileOffset) {
  std::vector<RfmChunk> chunks;
  size_t off = kRfmHeaderSize;
  while (off < tileOffset) {
    if (tileOffset - off < kChunkHeader) {
      r.failAt(off, "an 8-byte chunk header before the tile data at " + core::hex(tileOffset),
               std::to_string(tileOffset - off) + " bytes");
    }
    r.seek(off, "chunk");
    RfmChunk c;
    for (char& ch : c.tag) ch = static_cast<char>(r.u8("chunk tag"));
    const uint32_t len = r.u32("chunk length");
    if (len < kChunkHeader) {
      r.failAt(off + 4, "chunk " + quotedTag(c.tag) + " length >= 8 (it includes the 8-byte header)",
               core::hex(len));
    }
    const uint64_t end = static_cast<uint64_t>(off) + len;
    if (end > tileOffset) {
      r.failAt(off + 4,
               "chunk " + quotedTag(c.tag) + " at " + core::hex(off) + " to end by the tile data offset " +
                   core::hex(tileOffset),
               "length " + core::hex(len) + " (ends at " + core::hex(end) + ")");
    }
    auto data = r.bytes(len - kChunkHeader, "chunk data");
    c.data.assign(data.begin(), data.end());
    checkKnownChunk(r, off, c);
    chunks.push_back(std::move(c));
    off = static_cast<size_t>(end);
  }
  return chunks;
}

// Where a new chunk of rank `rank` goes so that NAME, VHCL, LEVL, EDTN keep their order.
size_t insertPosition(const std::vector<RfmChunk>& chunks, int rank) {
  size_t afterLastKnown = chunks.size();
  bool anyKnown = false;
  for (size_t i = 0; i < chunks.size(); ++i) {
    const int k = knownRank(chunks[i].tag);
    if (k < 0) continue;
    if (k > rank) return i;
    anyKnown = true;
    afterLastKnown = i + 1;
  }
  return anyKnown ? afterLastKnown : chunks.size();
}

RfmChunk& chunkFor(RfmFile& map, const char (&tag)[5]) {
  if (RfmChunk* c = map.findChunk(tag)) return *c;
  RfmChunk c;
  std::copy(tag, tag + 4, c.tag.begin());
  const size_t at = insertPosition(map.chunks, knownRank(c.tag));
  auto it = map.chunks.insert(map.chunks.begin() + static_cast<std::ptrdiff_t>(at), std::move(c));
  return *it;
}

std::optional<uint32_t> chunkU32(const RfmFile& map, const char (&tag)[5]) {
  const RfmChunk* c = map.findChunk(tag);
  if (!c || c->data.size() < kU32ChunkData) return std::nullopt;
  return readU32(c->data);
}

// A string up to its NUL, or the whole span without one.
std::string cString(std::span<const uint8_t> b) {
  auto end = std::find(b.begin(), b.end(), 0);
  return std::string(b.begin(), end);
}

void checkTitle(const std::string& title) {
  if (title.size() > kMaxTitle) {
    throw std::invalid_argument("map title too long: " + std::to_string(title.size()) +
                                " bytes (NAME holds at most 259 and a NUL)");
  }
  if (title.find('\0') != std::string::npos) throw std::invalid_argument("map title contains a NUL byte");
}

void writeHeader(core::ByteWriter& w, const RfmHeader& h, uint32_t tileSize, uint32_t tileOffset) {
  for (char c : h.magic) w.u8(static_cast<uint8_t>(c));
  w.bytes(h.signature);
  w.u16(h.width);
  w.u16(h.height);
  w.bytes(h.const0C);
  w.u16(h.created.date);
  w.u16(h.created.time);
  w.u16(h.modified.date);
  w.u16(h.modified.time);
  w.u8(h.players);
  w.bytes(h.author);
  w.u8(h.enabled);
  w.bytes(h.bytes41);
  w.u32(tileSize);
  w.u32(tileOffset);
  w.u32(h.reserved4C);
}

}  // namespace

DosDateTime makeDosDateTime(int year, int month, int day, int hour, int minute, int second) {
  DosDateTime t;
  t.date = static_cast<uint16_t>(((year - 1980) << 9) | (month << 5) | day);
  t.time = static_cast<uint16_t>((hour << 11) | (minute << 5) | (second / 2));
  return t;
}

std::string formatDosDateTime(DosDateTime t) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d %02d:%02d:%02d", 1980 + (t.date >> 9), (t.date >> 5) & 0xF,
                t.date & 0x1F, t.time >> 11, (t.time >> 5) & 0x3F, (t.time & 0x1F) * 2);
  return buf;
}

const RfmChunk* RfmFile::findChunk(const char (&tag)[5]) const {
  for (const RfmChunk& c : chunks) {
    if (tagIs(c.tag, tag)) return &c;
  }
  return nullptr;
}

RfmChunk* RfmFile::findChunk(const char (&tag)[5]) {
  for (RfmChunk& c : chunks) {
    if (tagIs(c.tag, tag)) return &c;
  }
  return nullptr;
}

std::string RfmFile::title() const {
  const RfmChunk* c = findChunk("NAME");
  return c ? cString(c->data) : std::string();
}

std::optional<Vhcl> RfmFile::vhcl() const {
  const RfmChunk* c = findChunk("VHCL");
  if (!c) return std::nullopt;
  Vhcl v;
  v.raw.fill(0);
  std::copy_n(c->data.begin(), std::min(c->data.size(), v.raw.size()), v.raw.begin());
  return v;
}

std::optional<uint32_t> RfmFile::level() const { return chunkU32(*this, "LEVL"); }

std::optional<uint32_t> RfmFile::edition() const { return chunkU32(*this, "EDTN"); }

std::string RfmFile::author() const { return cString(header.author); }

void RfmFile::setTitle(const std::string& title) {
  checkTitle(title);
  const bool isNew = findChunk("NAME") == nullptr;
  RfmChunk& c = chunkFor(*this, "NAME");
  if (isNew) c.data.assign(kNameChunkData, 0);
  if (c.data.size() < title.size() + 1) c.data.resize(title.size() + 1, 0);
  std::copy(title.begin(), title.end(), c.data.begin());
  c.data[title.size()] = 0;
}

void RfmFile::setVhcl(const Vhcl& v) {
  RfmChunk& c = chunkFor(*this, "VHCL");
  if (c.data.size() < v.raw.size()) c.data.resize(v.raw.size(), 0);
  std::copy(v.raw.begin(), v.raw.end(), c.data.begin());
}

void RfmFile::clearVhcl() {
  std::erase_if(chunks, [](const RfmChunk& c) { return tagIs(c.tag, "VHCL"); });
}

void RfmFile::setLevel(uint32_t lvl) { writeU32(chunkFor(*this, "LEVL").data, lvl); }

void RfmFile::setEdition(uint32_t ed) { writeU32(chunkFor(*this, "EDTN").data, ed); }

void RfmFile::setAuthor(const std::string& name) {
  if (name.size() >= kAuthorBytes) {
    throw std::invalid_argument("map author too long: " + std::to_string(name.size()) +
                                " bytes (the header holds at most 40 and a NUL)");
  }
  if (name.find('\0') != std::string::npos) throw std::invalid_argument("map author contains a NUL byte");
  header.author.fill(0);
  std::copy(name.begin(), name.end(), header.author.begin());
}

// LoadLevelMap 0x4322f0 (the file checks; the cells are built by the world builder)
RfmFile parseRfm(std::span<const uint8_t> bytes, const std::string& file) {
  core::ByteReader r(bytes, file);
  if (bytes.size() < kRfmHeaderSize) {
    r.failAt(bytes.size(), "the 0x50-byte RFM header", "end of file");
  }
  RfmFile map;
  const TileArea area = readHeader(r, map.header);
  checkTileArea(r, map.header, area);
  map.chunks = readChunks(r, area.offset);
  r.seek(area.offset, "tile data");
  auto tiles = r.bytes(area.size, "tile data");
  map.tiles.assign(tiles.begin(), tiles.end());
  return map;
}

// FUN_00433620: load the file (then the checks of parseRfm).
std::vector<uint8_t> readRfmBytes(const std::string& path) {
  return core::readFile(path, core::FileCap{"an RFM map", kRfmMaxFileBytes});
}

RfmFile loadRfm(const std::string& path) {
  const std::vector<uint8_t> bytes = readRfmBytes(path);
  return parseRfm(bytes, path);
}

std::vector<uint8_t> serializeRfm(const RfmFile& map) {
  uint64_t chunkBytes = 0;
  for (const RfmChunk& c : map.chunks) chunkBytes += c.data.size() + kChunkHeader;
  const uint64_t tileOffset = kRfmHeaderSize + chunkBytes;
  if (tileOffset + map.tiles.size() > UINT32_MAX) {
    throw std::invalid_argument("map too large for the RFM format's 32-bit offsets");
  }
  core::ByteWriter w;
  writeHeader(w, map.header, static_cast<uint32_t>(map.tiles.size()), static_cast<uint32_t>(tileOffset));
  for (const RfmChunk& c : map.chunks) {
    for (char ch : c.tag) w.u8(static_cast<uint8_t>(ch));
    w.u32(static_cast<uint32_t>(c.data.size() + kChunkHeader));
    w.bytes(c.data);
  }
  w.bytes(map.tiles);
  return w.take();
}

// A file that is not an RFM map is not replaced by one (rf map new -o onto a text file).
static bool hasRfmMagic(std::span<const uint8_t> head) {
  return head.size() < 4 || magicOk({static_cast<char>(head[0]), static_cast<char>(head[1]),
                                     static_cast<char>(head[2]), static_cast<char>(head[3])});
}

void saveRfm(const RfmFile& map, const std::string& path) {
  const std::vector<uint8_t> image = serializeRfm(map);
  try {
    parseRfm(image, path);
  } catch (const core::ParseError& e) {
    throw std::invalid_argument(std::string("refusing to write an invalid map: ") + e.what());
  }
  const core::FormatCheck kind{"an RFM map (no \"WRL\" magic)", hasRfmMagic};
  core::writeFileAtomic(path, image, &kind);
}

RfmFile makeEmptyRfm(const std::string& title, uint8_t players, uint32_t level) {
  if (players != 1 && players != 2) {
    throw std::invalid_argument("player count must be 1 or 2, not " + std::to_string(players));
  }
  if (level < 1 || level > 9) throw std::invalid_argument("level must be 1..9, not " + std::to_string(level));
  checkTitle(title);
  RfmFile map;
  // designed: a fixed date so that building the same map twice gives the same bytes.
  map.header.created = makeDosDateTime(2026, 1, 1, 0, 0, 0);
  map.header.modified = map.header.created;
  map.header.players = players;
  map.setAuthor("retrosim");
  map.tiles.assign(static_cast<size_t>(kMapCells) * kMapCells, 0);
  map.setTitle(title);
  map.setLevel(level);
  // designed: EDTN 0, not kStockEdition, because the original skips stock-edition maps when
  // it registers user maps and ours are user maps.
  map.setEdition(0);
  return map;
}

std::vector<int> centredTiles(const RfmFile& map) {
  const int w = map.header.width;
  const int h = map.header.height;
  if (w < 1 || w > kMapCells || h < 1 || h > kMapCells || map.tiles.size() != static_cast<size_t>(w) * h) {
    throw std::invalid_argument("map size " + std::to_string(w) + "x" + std::to_string(h) + " with " +
                                std::to_string(map.tiles.size()) + " tiles does not fit 128x128");
  }
  std::vector<int> cells(static_cast<size_t>(kMapCells) * kMapCells, -1);
  const int x0 = (kMapCells - w) / 2;
  const int y0 = (kMapCells - h) / 2;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      cells[static_cast<size_t>(y0 + y) * kMapCells + static_cast<size_t>(x0 + x)] = map.tile(x, y);
    }
  }
  return cells;
}

std::vector<std::string> rfmWarnings(const RfmFile& map) {
  std::vector<std::string> out;
  int counts[4] = {0, 0, 0, 0};
  for (const RfmChunk& c : map.chunks) {
    const int k = knownRank(c.tag);
    if (k >= 0) ++counts[k];
  }
  const char* names[4] = {"NAME", "VHCL", "LEVL", "EDTN"};
  for (int k = 0; k < 4; ++k) {
    if (counts[k] > 1) {
      out.push_back(std::to_string(counts[k]) + " " + names[k] + " chunks; only the first is used");
    }
  }
  if (counts[0] == 0) out.emplace_back("no NAME chunk: the map has no title");
  if (const auto lvl = map.level()) {
    if (*lvl < 1 || *lvl > 9) out.push_back("LEVL " + std::to_string(*lvl) + " is outside 1..9");
  } else {
    out.emplace_back("no LEVL chunk: the difficulty level is unknown");
  }
  if (const auto v = map.vhcl()) {
    if (v->jeep() == 0) out.emplace_back("VHCL jeep count is 0 (the game needs at least one jeep)");
    if (v->mines() != 0xFF && v->mines() > 200) {
      out.push_back("VHCL random mine count " + std::to_string(v->mines()) + " is over 200");
    }
  }
  const auto high = std::count_if(map.tiles.begin(), map.tiles.end(), [](uint8_t b) { return b >= kFirstClearedTile; });
  if (high > 0) out.push_back(std::to_string(high) + " tile bytes >= 0xf0 (the loader reads them as 0)");
  return out;
}

}  // namespace rf
