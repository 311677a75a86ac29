// SPDX-License-Identifier: GPL-3.0-or-later
// Map text writer (docs/map-format.md): the structured keys where a value fits them, the
// round-trip keys only where a value differs from its default, `chunk:` lines for chunks
// the structured keys cannot show, and the grid with the built-in legend plus
// auto-assigned characters (or a hex grid when more bytes are used than characters exist).
#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "rf/data/map_text.hpp"
#include "rf/data/map_text_internal.hpp"

namespace rf {

namespace maptext {

std::string showChar(char c) {
  if (c >= ' ' && c < 0x7F) return std::string("'") + c + "'";
  char buf[12];
  std::snprintf(buf, sizeof buf, "'\\x%02x'", static_cast<unsigned>(static_cast<uint8_t>(c)));
  return buf;
}

std::string escape(std::string_view bytes) {
  std::string out;
  for (size_t i = 0; i < bytes.size(); ++i) {
    const auto c = static_cast<uint8_t>(bytes[i]);
    const bool edgeSpace = c == ' ' && (i == 0 || i + 1 == bytes.size());
    if (c == '\\') {
      out += "\\\\";
    } else if (c < 0x20 || c >= 0x7F || edgeSpace) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(c));
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

std::string hexBytes(std::span<const uint8_t> bytes) {
  std::string out;
  for (uint8_t b : bytes) {
    char buf[4];
    std::snprintf(buf, sizeof buf, "%02x", static_cast<unsigned>(b));
    if (!out.empty()) out += ' ';
    out += buf;
  }
  return out;
}

std::string tagText(const std::array<char, 4>& tag) {
  if (std::all_of(tag.begin(), tag.end(), [](char c) { return isLegendChar(c); })) {
    return std::string(tag.begin(), tag.end());
  }
  std::array<uint8_t, 4> b{};
  for (size_t i = 0; i < 4; ++i) b[i] = static_cast<uint8_t>(tag[i]);
  std::string out = "0x";
  for (uint8_t v : b) {
    char buf[4];
    std::snprintf(buf, sizeof buf, "%02x", static_cast<unsigned>(v));
    out += buf;
  }
  return out;
}

uint32_t readU32(std::span<const uint8_t> d) {
  return static_cast<uint32_t>(d[0]) | (static_cast<uint32_t>(d[1]) << 8) |
         (static_cast<uint32_t>(d[2]) << 16) | (static_cast<uint32_t>(d[3]) << 24);
}

bool nameIsStructured(const RfmChunk& c) {
  const size_t scan = std::min(c.data.size(), kNameChunkData);
  return std::find(c.data.begin(), c.data.begin() + static_cast<std::ptrdiff_t>(scan), 0) !=
         c.data.begin() + static_cast<std::ptrdiff_t>(scan);
}

bool vhclIsStructured(const RfmChunk& c) {
  if (c.data.size() < kVhclValues) return false;
  const uint8_t jeep = c.data[2];
  const uint8_t mines = c.data[5];
  return jeep != 0 && (mines <= kMaxMines || mines == kVhclDefault);
}

bool levlIsStructured(const RfmChunk& c) {
  if (c.data.size() < 4) return false;
  const uint32_t v = readU32(c.data);
  return v >= 1 && v <= 9;
}

bool edtnIsStructured(const RfmChunk& c) {
  return c.data.size() >= 4;
}

}  // namespace maptext

using namespace maptext;

namespace {

constexpr size_t kLegendChars = 94;  // printable ASCII without the space

enum class Kind { kName, kVhcl, kLevl, kEdtn, kRaw };

struct Classified {
  std::vector<Kind> kinds;  // one per chunk
  const RfmChunk* name = nullptr;
  const RfmChunk* vhcl = nullptr;
  const RfmChunk* levl = nullptr;
  const RfmChunk* edtn = nullptr;
};

// The first chunk of each known tag is shown by the structured keys when its value fits them.
Classified classify(const RfmFile& map) {
  Classified out;
  for (const RfmChunk& c : map.chunks) {
    const std::string tag = c.tagString();
    Kind k = Kind::kRaw;
    if (tag == "NAME" && map.findChunk("NAME") == &c && nameIsStructured(c)) {
      k = Kind::kName;
      out.name = &c;
    } else if (tag == "VHCL" && map.findChunk("VHCL") == &c && vhclIsStructured(c)) {
      k = Kind::kVhcl;
      out.vhcl = &c;
    } else if (tag == "LEVL" && map.findChunk("LEVL") == &c && levlIsStructured(c)) {
      k = Kind::kLevl;
      out.levl = &c;
    } else if (tag == "EDTN" && map.findChunk("EDTN") == &c && edtnIsStructured(c)) {
      k = Kind::kEdtn;
      out.edtn = &c;
    }
    out.kinds.push_back(k);
  }
  return out;
}

// Whether the reader's order without a `chunks:` line (NAME, [VHCL], LEVL, EDTN, raw...)
// gives these chunks.
bool defaultOrder(const Classified& c) {
  std::vector<Kind> expected{Kind::kName};
  if (c.vhcl) expected.push_back(Kind::kVhcl);
  expected.push_back(Kind::kLevl);
  expected.push_back(Kind::kEdtn);
  const size_t raws = static_cast<size_t>(std::count(c.kinds.begin(), c.kinds.end(), Kind::kRaw));
  expected.insert(expected.end(), raws, Kind::kRaw);
  return expected == c.kinds;
}

std::vector<uint8_t> trimmedZeros(std::span<const uint8_t> b) {
  size_t n = b.size();
  while (n > 0 && b[n - 1] == 0) --n;
  return std::vector<uint8_t>(b.begin(), b.begin() + static_cast<std::ptrdiff_t>(n));
}

std::string vehiclesText(std::span<const uint8_t> d) {
  std::string out;
  for (size_t i = 0; i < kVhclValues; ++i) {
    if (i) out += ' ';
    out += std::string(kVehicleNames[i]) + "=" + (d[i] == kVhclDefault ? "default" : std::to_string(d[i]));
  }
  return out;
}

std::string dateText(DosDateTime t) {
  return formatDosDateTime(t);
}

std::string u32Text(uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%08x", static_cast<unsigned>(v));
  return buf;
}

void line(std::string& out, const char* key, const std::string& value) {
  out += key;
  out += value.empty() ? ":" : ": ";
  out += value;
  out += '\n';
}

void writeChunkKeys(std::string& out, const Classified& c) {
  if (c.name) {
    const auto& d = c.name->data;
    const size_t nul = static_cast<size_t>(std::find(d.begin(), d.end(), 0) - d.begin());
    const auto rest = trimmedZeros(std::span<const uint8_t>(d).subspan(nul + 1));
    if (!rest.empty()) line(out, "title-rest", hexBytes(rest));
    if (d.size() != kNameChunkData) line(out, "name-size", std::to_string(d.size()));
  }
  if (c.vhcl) {
    const std::span<const uint8_t> rest = std::span<const uint8_t>(c.vhcl->data).subspan(kVhclValues);
    if (!std::equal(rest.begin(), rest.end(), kDefaultVhclRest.begin(), kDefaultVhclRest.end())) {
      line(out, "vehicles-rest", hexBytes(rest));
    }
  }
  if (c.levl && c.levl->data.size() > 4)
    line(out, "level-rest", hexBytes(std::span(c.levl->data).subspan(4)));
  if (c.edtn && c.edtn->data.size() > 4)
    line(out, "edition-rest", hexBytes(std::span(c.edtn->data).subspan(4)));
}

void writeHeaderKeys(std::string& out, const RfmHeader& h) {
  const RfmHeader def;
  const DosDateTime defDate{kDefaultDosDate, kDefaultDosTime};
  if (h.created.date != defDate.date || h.created.time != defDate.time)
    line(out, "created", dateText(h.created));
  if (h.modified.date != defDate.date || h.modified.time != defDate.time)
    line(out, "modified", dateText(h.modified));
  if (h.width != kMapCells || h.height != kMapCells) {
    line(out, "size", std::to_string(h.width) + "x" + std::to_string(h.height));
  }
  if (h.magic != def.magic) line(out, "magic", std::string(h.magic.begin(), h.magic.begin() + 3));
  if (h.signature != def.signature) line(out, "signature", hexBytes(h.signature));
  if (h.const0C != def.const0C) line(out, "bytes-0c", hexBytes(h.const0C));
  if (h.enabled != def.enabled) line(out, "enabled", std::to_string(h.enabled));
  if (h.bytes41 != def.bytes41) line(out, "bytes-41", hexBytes(h.bytes41));
  if (h.reserved4C != def.reserved4C) line(out, "reserved-4c", u32Text(h.reserved4C));
}

void writeAuthor(std::string& out, const RfmHeader& h) {
  const auto nul = std::find(h.author.begin(), h.author.end(), 0);
  if (nul == h.author.end()) {
    line(out, "author-bytes", hexBytes(h.author));
    return;
  }
  const std::string author(h.author.begin(), nul);
  if (author != kDefaultAuthor) line(out, "author", escape(author));
  const auto rest = trimmedZeros(std::span<const uint8_t>(h.author).subspan(author.size() + 1));
  if (!rest.empty()) line(out, "author-rest", hexBytes(rest));
}

void writeHeader(std::string& out, const RfmFile& map, const Classified& c) {
  out += "# Return Fire map (retrosim map text, see docs/map-format.md)\n";
  if (c.name) {
    const auto& d = c.name->data;
    line(out, "title", escape(std::string(d.begin(), std::find(d.begin(), d.end(), 0))));
  }
  line(out, "players", std::to_string(map.header.players));
  if (c.levl) line(out, "level", std::to_string(readU32(c.levl->data)));
  writeAuthor(out, map.header);
  if (c.vhcl) line(out, "vehicles", vehiclesText(c.vhcl->data));
  if (c.edtn) {
    const uint32_t e = readU32(c.edtn->data);
    if (e != kDefaultEdition) line(out, "edition", e == kStockEdition ? "stock" : u32Text(e));
  }
  writeHeaderKeys(out, map.header);
  writeChunkKeys(out, c);
  if (!defaultOrder(c)) {
    static constexpr auto kNames = std::to_array<const char*>({"NAME", "VHCL", "LEVL", "EDTN", "raw"});
    static_assert(kNames.size() == static_cast<size_t>(Kind::kRaw) + 1, "one name per Kind");
    std::string order;
    for (Kind k : c.kinds) order += (order.empty() ? "" : " ") + std::string(kNames[static_cast<size_t>(k)]);
    line(out, "chunks", order);
  }
  for (size_t i = 0; i < map.chunks.size(); ++i) {
    if (c.kinds[i] != Kind::kRaw) continue;
    const RfmChunk& ch = map.chunks[i];
    line(out, "chunk", tagText(ch.tag) + (ch.data.empty() ? "" : " " + hexBytes(ch.data)));
  }
}

// Characters for the bytes the map uses: the built-in ones, then free characters for the
// rest (first those the built-in legend leaves unused, then built-in characters whose
// bytes the map does not use). Empty when more bytes are used than characters.
std::array<char, 256> assignChars(const std::vector<uint8_t>& tiles, std::vector<uint8_t>& extra) {
  std::array<bool, 256> used{};
  for (uint8_t b : tiles) used[b] = true;
  std::array<char, 256> chars{};
  if (static_cast<size_t>(std::count(used.begin(), used.end(), true)) > kLegendChars) return chars;
  std::array<bool, 128> taken{};
  for (int b = 0; b < 256; ++b) {
    const char c = defaultLegendChar(static_cast<uint8_t>(b));
    if (used[static_cast<size_t>(b)] && c != '\0') {
      chars[static_cast<size_t>(b)] = c;
      taken[static_cast<size_t>(c)] = true;
    }
  }
  std::vector<char> pool;
  for (char c = '!'; c <= '~'; ++c) {
    const bool builtIn = std::any_of(defaultMapLegend().begin(), defaultMapLegend().end(),
                                     [c](const LegendChar& e) { return e.ch == c; });
    if (!builtIn && c != '#') pool.push_back(c);
  }
  pool.push_back('#');  // last of the free ones: it reads like a comment to a person
  for (const LegendChar& e : defaultMapLegend()) pool.push_back(e.ch);
  size_t next = 0;
  for (int b = 0; b < 256; ++b) {
    if (!used[static_cast<size_t>(b)] || chars[static_cast<size_t>(b)] != '\0') continue;
    while (taken[static_cast<size_t>(pool[next])]) ++next;
    chars[static_cast<size_t>(b)] = pool[next];
    taken[static_cast<size_t>(pool[next])] = true;
    extra.push_back(static_cast<uint8_t>(b));
  }
  return chars;
}

void writeGrid(std::string& out, const RfmFile& map) {
  std::vector<uint8_t> extra;
  const std::array<char, 256> chars = assignChars(map.tiles, extra);
  const size_t width = map.header.width;
  const bool hex = !map.tiles.empty() && chars[map.tiles[0]] == '\0';
  for (uint8_t b : extra) {
    std::string l = std::string("legend: ") + chars[b] + " " + std::to_string(b);
    l.resize(std::max<size_t>(l.size(), 16), ' ');
    out += l + "# " + tileByteName(b) + "\n";
  }
  out += hex ? "grid: hex\n" : "grid:\n";
  for (size_t y = 0; y < map.header.height; ++y) {
    for (size_t x = 0; x < width; ++x) {
      const uint8_t b = map.tiles[y * width + x];
      if (hex) {
        char buf[4];
        std::snprintf(buf, sizeof buf, "%02x", static_cast<unsigned>(b));
        out += buf;
      } else {
        out += chars[b];
      }
    }
    out += '\n';
  }
}

}  // namespace

std::string mapToText(const RfmFile& map) {
  try {
    parseRfm(serializeRfm(map), "map");
  } catch (const core::ParseError& e) {
    throw std::invalid_argument(std::string("cannot write map text for an invalid map: ") + e.what());
  }
  const Classified c = classify(map);
  std::string out;
  writeHeader(out, map, c);
  writeGrid(out, map);
  return out;
}

void saveMapText(const RfmFile& map, const std::string& path) {
  core::writeFileAtomic(path, mapToText(map));
}

}  // namespace rf
