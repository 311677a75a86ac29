// SPDX-License-Identifier: GPL-3.0-or-later
// Map text reader (docs/map-format.md). The text is read in two passes: the header lines
// up to `grid:` fill a TextHeader (each value checked on its own line), then the map is
// assembled and the checks that need several keys report the line of the key at fault.
#include "rf/data/map_text.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ascii.hpp"
#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "rf/data/map_text_internal.hpp"

namespace rf {

using namespace maptext;

namespace {

constexpr size_t kMaxShown = 40;            // longest piece of a line quoted in an error
constexpr uint64_t kMaxNameSize = 1 << 24;  // designed: any sane NAME chunk; stops runaway sizes

// One header value and the line it came from (0 = absent).
template <class T>
struct Field {
  std::optional<T> value;
  size_t line = 0;
};

enum class ChunkToken { kName, kVhcl, kLevl, kEdtn, kRaw };

struct RawChunk {
  RfmChunk chunk;
  size_t line = 0;
};

struct LegendLine {
  uint8_t tile = 0;
  size_t line = 0;
};

struct TextHeader {
  Field<std::string> title, author;
  Field<uint8_t> players, enabled;
  Field<uint32_t> level, edition, reserved4C;
  Field<uint64_t> nameSize;
  Field<std::vector<uint8_t>> titleRest, authorRest, authorBytes, vehiclesRest, levelRest, editionRest;
  Field<std::array<uint8_t, kVhclValues>> vehicles;
  Field<DosDateTime> created, modified;
  Field<std::pair<uint16_t, uint16_t>> size;
  Field<std::array<char, 4>> magic;
  Field<std::vector<uint8_t>> signature, bytes0C, bytes41;
  Field<std::vector<ChunkToken>> chunks;
  std::vector<RawChunk> rawChunks;
  std::map<char, LegendLine> legend;
  bool hexGrid = false;
  size_t gridLine = 0;
};

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// A piece of the text quoted for an error message, cut short when long.
std::string shown(std::string_view s) {
  std::string out;
  for (char c : s.substr(0, kMaxShown))
    out += (c >= ' ' && c < 0x7F) ? std::string(1, c) : showChar(c).substr(1, 4);
  return "'" + out + (s.size() > kMaxShown ? "...'" : "'");
}

std::vector<std::string_view> splitWords(std::string_view s) {
  std::vector<std::string_view> words;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    const size_t start = i;
    while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
    if (i > start) words.push_back(s.substr(start, i - start));
  }
  return words;
}

int hexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Decimal or 0x-prefixed hex, at most `max`.
std::optional<uint64_t> number(std::string_view s, uint64_t max) {
  int base = 10;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s.remove_prefix(2);
  }
  if (s.empty() || s.size() > 16) return std::nullopt;
  uint64_t v = 0;
  for (char c : s) {
    const int d = hexDigit(c);
    if (d < 0 || d >= base) return std::nullopt;
    v = v * static_cast<uint64_t>(base) + static_cast<uint64_t>(d);
    if (v > max) return std::nullopt;
  }
  return v;
}

// Pairs of hex digits; spaces between bytes are allowed.
std::optional<std::vector<uint8_t>> hexList(std::string_view s) {
  std::string digits;
  for (char c : s) {
    if (c == ' ' || c == '\t') continue;
    if (hexDigit(c) < 0) return std::nullopt;
    digits += c;
  }
  if (digits.size() % 2 != 0) return std::nullopt;
  std::vector<uint8_t> out;
  for (size_t i = 0; i < digits.size(); i += 2) {
    out.push_back(static_cast<uint8_t>(hexDigit(digits[i]) * 16 + hexDigit(digits[i + 1])));
  }
  return out;
}

class TextParser {
 public:
  TextParser(std::string_view text, const std::string& file) : file_(file) { splitLines(text); }

  RfmFile parse() {
    size_t i = 0;
    for (; i < lines_.size() && h_.gridLine == 0; ++i) {
      line_ = i + 1;
      headerLine(trim(lines_[i]));
    }
    if (h_.gridLine == 0) {
      line_ = std::max<size_t>(lines_.size(), 1);
      fail("a 'grid:' line followed by the tile rows", "the end of the file");
    }
    RfmFile map = assemble();
    readGrid(i, map);
    return map;
  }

 private:
  [[noreturn]] void fail(const std::string& expected, const std::string& found) const {
    failAt(line_, expected, found);
  }
  [[noreturn]] void failAt(size_t line, const std::string& expected, const std::string& found) const {
    throw core::ParseError::atLine(file_, line, expected, found);
  }

  void splitLines(std::string_view text) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte order mark
    size_t start = 0;
    while (start < text.size()) {
      size_t end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      std::string_view l = text.substr(start, end - start);
      if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
      lines_.push_back(l);
      start = end + 1;
    }
  }

  template <class T>
  void once(Field<T>& f, std::string_view key) const {
    if (f.line != 0) {
      fail("one '" + std::string(key) + ":' line",
           "a second one (the first is line " + std::to_string(f.line) + ")");
    }
  }

  template <class T>
  void set(Field<T>& f, std::string_view key, T v) {
    once(f, key);
    f.value = std::move(v);
    f.line = line_;
  }

  void headerLine(std::string_view l) {
    if (l.empty() || l.front() == '#') return;
    const size_t colon = l.find(':');
    if (colon == std::string_view::npos) fail("a 'key: value' line or 'grid:'", shown(l));
    const std::string key = core::asciiLower(trim(l.substr(0, colon)));
    const std::string_view value = trim(l.substr(colon + 1));
    if (key == "legend") return legendLine(l.substr(colon + 1));
    if (key == "grid") return gridLine(value);
    if (key == "chunk") return chunkLine(value);
    if (stringKey(key, value) || numberKey(key, value) || bytesKey(key, value) || otherKey(key, value))
      return;
    fail("a known key (title, players, level, author, vehicles, legend, grid, ...; see docs/map-format.md)",
         shown(key));
  }

  std::string text(std::string_view value, std::string_view key, size_t max) const {
    std::string out;
    for (size_t i = 0; i < value.size(); ++i) {
      if (value[i] != '\\') {
        out += value[i];
        continue;
      }
      if (i + 1 < value.size() && value[i + 1] == '\\') {
        out += '\\';
        ++i;
      } else if (i + 3 < value.size() && value[i + 1] == 'x' && hexDigit(value[i + 2]) >= 0 &&
                 hexDigit(value[i + 3]) >= 0) {
        out += static_cast<char>(hexDigit(value[i + 2]) * 16 + hexDigit(value[i + 3]));
        i += 3;
      } else {
        fail("'\\\\' or '\\xNN' after a backslash in the " + std::string(key), shown(value.substr(i)));
      }
    }
    const std::string noun = (key == "author" ? "an " : "a ") + std::string(key);
    if (out.find('\0') != std::string::npos) fail(noun + " without NUL bytes", "\\x00");
    if (out.size() > max) {
      fail(noun + " of at most " + std::to_string(max) + " bytes", std::to_string(out.size()) + " bytes");
    }
    return out;
  }

  bool stringKey(std::string_view key, std::string_view value) {
    if (key == "title") {
      set(h_.title, key, text(value, key, kMaxTitleBytes));
    } else if (key == "author") {
      set(h_.author, key, text(value, key, kMaxAuthorBytes));
    } else if (key == "magic") {
      const std::string m = text(value, key, 3);
      if (core::asciiLower(m) != "wrl") fail("magic WRL (in any case)", shown(value));
      set(h_.magic, key, std::array<char, 4>{m[0], m[1], m[2], '\0'});
    } else {
      return false;
    }
    return true;
  }

  uint64_t numberIn(std::string_view value, uint64_t min, uint64_t max, const std::string& what) const {
    const auto v = number(value, max);
    if (!v || *v < min) fail(what, shown(value));
    return *v;
  }

  bool numberKey(std::string_view key, std::string_view value) {
    if (key == "players") {
      if (value != "1" && value != "2") fail("players 1 or 2", shown(value));
      set(h_.players, key, static_cast<uint8_t>(value[0] - '0'));
    } else if (key == "level") {
      set(h_.level, key, static_cast<uint32_t>(numberIn(value, 1, 9, "level 1..9")));
    } else if (key == "edition") {
      const uint64_t e =
          value == "stock" ? kStockEdition : numberIn(value, 0, UINT32_MAX, "edition 0..0xffffffff or stock");
      set(h_.edition, key, static_cast<uint32_t>(e));
    } else if (key == "enabled") {
      set(h_.enabled, key,
          static_cast<uint8_t>(numberIn(value, 1, 255, "enabled 1..255 (the loader refuses 0)")));
    } else if (key == "reserved-4c") {
      set(h_.reserved4C, key,
          static_cast<uint32_t>(numberIn(value, 0, UINT32_MAX, "reserved-4c 0..0xffffffff")));
    } else if (key == "name-size") {
      set(h_.nameSize, key, numberIn(value, 1, kMaxNameSize, "name-size 1.." + std::to_string(kMaxNameSize)));
    } else {
      return false;
    }
    return true;
  }

  std::vector<uint8_t> bytes(std::string_view value, std::string_view key, size_t count) const {
    auto b = hexList(value);
    if (!b) fail(std::string(key) + " as hex bytes (pairs of digits 0-9 a-f)", shown(value));
    if (count != 0 && b->size() != count) {
      fail(std::string(key) + " of " + std::to_string(count) + " hex bytes", std::to_string(b->size()));
    }
    return *b;
  }

  bool bytesKey(std::string_view key, std::string_view value) {
    struct Entry {
      const char* name;
      Field<std::vector<uint8_t>> TextHeader::*field;
      size_t count;  // 0 = any
    };
    static constexpr auto kKeys = std::to_array<Entry>({
        {"title-rest", &TextHeader::titleRest, 0},
        {"author-rest", &TextHeader::authorRest, 0},
        {"author-bytes", &TextHeader::authorBytes, kAuthorField},
        {"vehicles-rest", &TextHeader::vehiclesRest, 0},
        {"level-rest", &TextHeader::levelRest, 0},
        {"edition-rest", &TextHeader::editionRest, 0},
        {"signature", &TextHeader::signature, 4},
        {"bytes-0c", &TextHeader::bytes0C, 2},
        {"bytes-41", &TextHeader::bytes41, 3},
    });
    for (const Entry& e : kKeys) {
      if (key == e.name) {
        set(h_.*e.field, key, bytes(value, key, e.count));
        return true;
      }
    }
    return false;
  }

  bool otherKey(std::string_view key, std::string_view value) {
    if (key == "vehicles") {
      set(h_.vehicles, key, vehicles(value));
    } else if (key == "created" || key == "modified") {
      set(key == "created" ? h_.created : h_.modified, key, date(value, key));
    } else if (key == "size") {
      set(h_.size, key, size(value));
    } else if (key == "chunks") {
      set(h_.chunks, key, chunkOrder(value));
    } else {
      return false;
    }
    return true;
  }

  std::array<uint8_t, kVhclValues> vehicles(std::string_view value) const {
    std::array<uint8_t, kVhclValues> v{};
    v.fill(kVhclDefault);
    std::array<bool, kVhclValues> seen{};
    for (std::string_view word : splitWords(value)) {
      const size_t eq = word.find('=');
      const std::string_view name = word.substr(0, eq);
      const auto it = std::find(kVehicleNames.begin(), kVehicleNames.end(), name);
      if (eq == std::string_view::npos || it == kVehicleNames.end()) {
        fail("vehicle counts as name=value with the names asv, heli, jeep, tank, pool, mines", shown(word));
      }
      const size_t i = static_cast<size_t>(it - kVehicleNames.begin());
      if (seen[i]) fail("each vehicle count once", shown(name) + " twice");
      seen[i] = true;
      const std::string_view count = word.substr(eq + 1);
      if (count == "default") continue;
      const uint64_t min = (name == "jeep") ? 1 : 0;
      const uint64_t max = (name == "mines") ? kMaxMines : 254;
      const auto n = number(count, 255);
      if (!n || *n < min || (*n > max && *n != kVhclDefault)) {
        fail(std::string(name) + " " + std::to_string(min) + ".." + std::to_string(max) + " or default",
             shown(count));
      }
      v[i] = static_cast<uint8_t>(*n);
    }
    return v;
  }

  DosDateTime date(std::string_view value, std::string_view key) const {
    // YYYY-MM-DD HH:MM:SS; each field in the range of its DOS bits (not a calendar check,
    // so that any stored value reads back).
    static constexpr auto kAt = std::to_array<size_t>({0, 5, 8, 11, 14, 17});
    static constexpr auto kLen = std::to_array<size_t>({4, 2, 2, 2, 2, 2});
    static constexpr auto kMin = std::to_array({1980, 0, 0, 0, 0, 0});
    static constexpr auto kMax = std::to_array({2107, 15, 31, 31, 63, 62});
    static_assert(kAt.size() == 6 && kLen.size() == 6 && kMin.size() == 6 && kMax.size() == 6,
                  "six fields: year, month, day, hours, minutes, seconds");
    const std::string what = std::string(key) + " as YYYY-MM-DD HH:MM:SS (years 1980..2107, even seconds)";
    const bool shape = value.size() == 19 && value[4] == '-' && value[7] == '-' && value[10] == ' ' &&
                       value[13] == ':' && value[16] == ':';
    if (!shape) fail(what, shown(value));
    std::array<int, 6> f{};
    for (size_t i = 0; i < f.size(); ++i) {
      for (char c : value.substr(kAt[i], kLen[i])) {
        if (c < '0' || c > '9') fail(what, shown(value));
        f[i] = f[i] * 10 + (c - '0');
      }
      if (f[i] < kMin[i] || f[i] > kMax[i]) fail(what, shown(value));
    }
    if (f[5] % 2 != 0) fail(what, shown(value));
    return makeDosDateTime(f[0], f[1], f[2], f[3], f[4], f[5]);
  }

  std::pair<uint16_t, uint16_t> size(std::string_view value) const {
    const std::string what = "size as WIDTHxHEIGHT, each 1..128";
    const size_t x = value.find('x');
    if (x == std::string_view::npos) fail(what, shown(value));
    const auto w = number(value.substr(0, x), kMapCells);
    const auto hgt = number(value.substr(x + 1), kMapCells);
    if (!w || !hgt || *w == 0 || *hgt == 0) fail(what, shown(value));
    return {static_cast<uint16_t>(*w), static_cast<uint16_t>(*hgt)};
  }

  std::vector<ChunkToken> chunkOrder(std::string_view value) const {
    std::vector<ChunkToken> out;
    std::array<bool, 4> seen{};
    for (std::string_view word : splitWords(value)) {
      static constexpr auto kNames = std::to_array<const char*>({"NAME", "VHCL", "LEVL", "EDTN", "raw"});
      static_assert(kNames.size() == static_cast<size_t>(ChunkToken::kRaw) + 1, "one name per ChunkToken");
      const auto it = std::find(kNames.begin(), kNames.end(), word);
      if (it == kNames.end()) fail("chunk entries NAME, VHCL, LEVL, EDTN or raw", shown(word));
      const auto t = static_cast<ChunkToken>(it - kNames.begin());
      if (t != ChunkToken::kRaw) {
        if (seen[static_cast<size_t>(t)])
          fail("each of NAME, VHCL, LEVL, EDTN at most once", shown(word) + " twice");
        seen[static_cast<size_t>(t)] = true;
      }
      out.push_back(t);
    }
    return out;
  }

  void chunkLine(std::string_view value);
  void legendLine(std::string_view rest);
  void gridLine(std::string_view value);
  RfmFile assemble() const;
  void assembleHeader(RfmHeader& hd) const;
  std::vector<RfmChunk> assembleChunks() const;
  RfmChunk structured(ChunkToken t) const;
  void checkChunkKeys(const std::vector<ChunkToken>& order) const;
  void readGrid(size_t first, RfmFile& map) const;
  void readCharRow(std::string_view row, size_t y, size_t line, const std::array<int, 256>& lookup,
                   RfmFile& map) const;
  void readHexRow(std::string_view row, size_t y, size_t line, RfmFile& map) const;

  std::string file_;
  std::vector<std::string_view> lines_;
  size_t line_ = 0;
  TextHeader h_;
};

void TextParser::chunkLine(std::string_view value) {
  const auto words = splitWords(value);
  const std::string what = "'chunk: TAG HEX' with a tag of 4 characters or 0x and 8 hex digits";
  if (words.empty()) fail(what, "nothing");
  const std::string_view tag = words[0];
  RawChunk raw;
  raw.line = line_;
  if (tag.size() == 10 && tag.substr(0, 2) == "0x") {
    const auto b = hexList(tag.substr(2));
    if (!b) fail(what, shown(tag));
    for (size_t i = 0; i < 4; ++i) raw.chunk.tag[i] = static_cast<char>((*b)[i]);
  } else if (tag.size() == 4) {
    std::copy(tag.begin(), tag.end(), raw.chunk.tag.begin());
  } else {
    fail(what, shown(tag));
  }
  raw.chunk.data =
      bytes(trim(value.substr(static_cast<size_t>(tag.data() + tag.size() - value.data()))), "chunk data", 0);
  // The rules parseRfm applies to the known chunks wherever they are.
  const std::string t = raw.chunk.tagString();
  const auto& d = raw.chunk.data;
  if (t == "NAME" &&
      std::find(d.begin(), d.begin() + static_cast<std::ptrdiff_t>(std::min(d.size(), kNameChunkData)), 0) ==
          d.begin() + static_cast<std::ptrdiff_t>(std::min(d.size(), kNameChunkData))) {
    fail("a NAME chunk with a NUL in its first 260 bytes", "none");
  }
  if (t == "VHCL" && d.size() < kVhclValues)
    fail("a VHCL chunk of at least 6 bytes", std::to_string(d.size()));
  if ((t == "LEVL" || t == "EDTN") && d.size() < 4) {
    fail("a " + t + " chunk of at least 4 bytes", std::to_string(d.size()));
  }
  h_.rawChunks.push_back(std::move(raw));
}

void TextParser::legendLine(std::string_view rest) {
  // "legend: C BYTE [# comment]": the character is the first one after the colon's space.
  std::string_view v = rest;
  if (!v.empty() && v.front() == ' ') v.remove_prefix(1);
  std::string_view byteText = v.size() > 1 ? v.substr(1) : std::string_view();
  const size_t hash = byteText.find('#');
  if (hash != std::string_view::npos) byteText = byteText.substr(0, hash);
  byteText = trim(byteText);
  const auto tile = number(byteText, 255);
  if (v.size() < 3 || !isLegendChar(v[0]) || (v[1] != ' ' && v[1] != '\t') || !tile) {
    fail("'legend: C BYTE' (one printable character, a space, a tile byte 0..255)", shown(trim(rest)));
  }
  const auto it = h_.legend.find(v[0]);
  if (it != h_.legend.end()) {
    fail("each legend character once",
         showChar(v[0]) + " again (the first is line " + std::to_string(it->second.line) + ")");
  }
  h_.legend[v[0]] = LegendLine{static_cast<uint8_t>(*tile), line_};
}

void TextParser::gridLine(std::string_view value) {
  if (value != "" && value != "hex") fail("'grid:' or 'grid: hex'", shown(value));
  h_.hexGrid = value == "hex";
  h_.gridLine = line_;
}

RfmFile TextParser::assemble() const {
  std::vector<ChunkToken> order;
  if (h_.chunks.value) {
    order = *h_.chunks.value;
  } else {
    order.push_back(ChunkToken::kName);
    if (h_.vehicles.value) order.push_back(ChunkToken::kVhcl);
    order.push_back(ChunkToken::kLevl);
    order.push_back(ChunkToken::kEdtn);
    order.insert(order.end(), h_.rawChunks.size(), ChunkToken::kRaw);
  }
  checkChunkKeys(order);
  RfmFile map;
  assembleHeader(map.header);
  size_t raw = 0;
  for (ChunkToken t : order)
    map.chunks.push_back(t == ChunkToken::kRaw ? h_.rawChunks[raw++].chunk : structured(t));
  map.tiles.assign(static_cast<size_t>(map.header.width) * map.header.height, 0);
  return map;
}

// Every structured chunk needs its main key, and every key that feeds a chunk needs that
// chunk in the order. Missing keys are reported in the order title, players, level, vehicles.
void TextParser::checkChunkKeys(const std::vector<ChunkToken>& order) const {
  const auto has = [&order](ChunkToken t) { return std::find(order.begin(), order.end(), t) != order.end(); };
  const auto require = [this](bool needed, size_t line, const char* key) {
    if (needed && line == 0) failAt(h_.gridLine, "a '" + std::string(key) + ":' line before 'grid:'", "");
  };
  require(has(ChunkToken::kName), h_.title.line, "title");
  require(true, h_.players.line, "players");
  require(has(ChunkToken::kLevl), h_.level.line, "level");
  require(has(ChunkToken::kVhcl), h_.vehicles.line, "vehicles");
  struct Key {
    ChunkToken token;
    const char* tag;
    const char* main;
    const char* name;
    size_t line;
  };
  const auto keys = std::to_array<Key>({
      {ChunkToken::kName, "NAME", "title", "title", h_.title.line},
      {ChunkToken::kName, "NAME", "title", "title-rest", h_.titleRest.line},
      {ChunkToken::kName, "NAME", "title", "name-size", h_.nameSize.line},
      {ChunkToken::kLevl, "LEVL", "level", "level", h_.level.line},
      {ChunkToken::kLevl, "LEVL", "level", "level-rest", h_.levelRest.line},
      {ChunkToken::kVhcl, "VHCL", "vehicles", "vehicles", h_.vehicles.line},
      {ChunkToken::kVhcl, "VHCL", "vehicles", "vehicles-rest", h_.vehiclesRest.line},
      {ChunkToken::kEdtn, "EDTN", "edition", "edition", h_.edition.line},
      {ChunkToken::kEdtn, "EDTN", "edition", "edition-rest", h_.editionRest.line},
  });
  for (const Key& k : keys) {
    if (k.line == 0 || has(k.token)) continue;
    if (h_.chunks.line == 0)
      failAt(k.line, "a '" + std::string(k.main) + ":' line with '" + k.name + ":'", "");
    failAt(k.line,
           std::string(k.tag) + " in the 'chunks:' line (line " + std::to_string(h_.chunks.line) + ") for '" +
               k.name + ":'",
           "");
  }
  const auto raws = static_cast<size_t>(std::count(order.begin(), order.end(), ChunkToken::kRaw));
  if (raws != h_.rawChunks.size()) {
    failAt(h_.chunks.line, std::to_string(raws) + " 'chunk:' lines (one for each raw)",
           std::to_string(h_.rawChunks.size()));
  }
}

RfmChunk TextParser::structured(ChunkToken t) const {
  RfmChunk c;
  const auto tag = [&c](const char(&name)[5]) { std::copy(name, name + 4, c.tag.begin()); };
  const auto u32 = [&c](uint32_t v) {
    for (int i = 0; i < 4; ++i) c.data.push_back(static_cast<uint8_t>(v >> (8 * i)));
  };
  const auto append = [&c](const std::vector<uint8_t>& b) {
    c.data.insert(c.data.end(), b.begin(), b.end());
  };
  switch (t) {
    case ChunkToken::kName: {
      tag("NAME");
      const std::string& title = *h_.title.value;
      const std::vector<uint8_t> rest = h_.titleRest.value.value_or(std::vector<uint8_t>());
      const uint64_t size = h_.nameSize.value.value_or(kNameChunkData);
      const uint64_t used = title.size() + 1 + rest.size();
      if (used > size) {
        failAt(std::max(h_.titleRest.line, h_.nameSize.line),
               "the title, its NUL and title-rest within the NAME chunk's " + std::to_string(size) + " bytes",
               std::to_string(used) + " bytes");
      }
      c.data.assign(title.begin(), title.end());
      c.data.push_back(0);
      append(rest);
      c.data.resize(static_cast<size_t>(size), 0);
      break;
    }
    case ChunkToken::kVhcl:
      tag("VHCL");
      c.data.assign(h_.vehicles.value->begin(), h_.vehicles.value->end());
      append(h_.vehiclesRest.value.value_or(
          std::vector<uint8_t>(kDefaultVhclRest.begin(), kDefaultVhclRest.end())));
      break;
    case ChunkToken::kLevl:
      tag("LEVL");
      u32(*h_.level.value);
      append(h_.levelRest.value.value_or(std::vector<uint8_t>()));
      break;
    case ChunkToken::kEdtn:
      tag("EDTN");
      u32(h_.edition.value.value_or(kDefaultEdition));
      append(h_.editionRest.value.value_or(std::vector<uint8_t>()));
      break;
    case ChunkToken::kRaw:
      break;
  }
  return c;
}

void TextParser::assembleHeader(RfmHeader& hd) const {
  const auto copyTo = [](const auto& field, auto& out) {
    if (field.value) std::copy(field.value->begin(), field.value->end(), out.begin());
  };
  copyTo(h_.magic, hd.magic);
  copyTo(h_.signature, hd.signature);
  copyTo(h_.bytes0C, hd.const0C);
  copyTo(h_.bytes41, hd.bytes41);
  if (h_.size.value) {
    hd.width = h_.size.value->first;
    hd.height = h_.size.value->second;
  }
  hd.created = h_.created.value.value_or(DosDateTime{kDefaultDosDate, kDefaultDosTime});
  hd.modified = h_.modified.value.value_or(DosDateTime{kDefaultDosDate, kDefaultDosTime});
  hd.players = *h_.players.value;
  hd.enabled = h_.enabled.value.value_or(1);
  hd.reserved4C = h_.reserved4C.value.value_or(0);
  hd.author.fill(0);
  if (h_.authorBytes.value) {
    if (h_.author.line != 0 || h_.authorRest.line != 0) {
      failAt(h_.authorBytes.line, "either 'author-bytes:' or 'author:' and 'author-rest:'", "both");
    }
    copyTo(h_.authorBytes, hd.author);
    return;
  }
  const std::string author = h_.author.value.value_or(kDefaultAuthor);
  const std::vector<uint8_t> rest = h_.authorRest.value.value_or(std::vector<uint8_t>());
  if (author.size() + 1 + rest.size() > kAuthorField) {
    failAt(h_.authorRest.line,
           "author-rest of at most " + std::to_string(kAuthorField - author.size() - 1) +
               " bytes (the author, its NUL and the rest fill 41 bytes)",
           std::to_string(rest.size()) + " bytes");
  }
  std::copy(author.begin(), author.end(), hd.author.begin());
  std::copy(rest.begin(), rest.end(), hd.author.begin() + static_cast<std::ptrdiff_t>(author.size() + 1));
}

void TextParser::readGrid(size_t first, RfmFile& map) const {
  size_t last = lines_.size();
  while (last > first && trim(lines_[last - 1]).empty()) --last;
  const size_t rows = last - first;
  const size_t height = map.header.height;
  std::array<int, 256> lookup{};
  lookup.fill(-1);
  for (const LegendChar& e : defaultMapLegend()) lookup[static_cast<uint8_t>(e.ch)] = e.tile;
  for (const auto& [ch, l] : h_.legend) lookup[static_cast<uint8_t>(ch)] = l.tile;
  for (size_t y = 0; y < std::min(rows, height); ++y) {
    std::string_view row = lines_[first + y];
    while (!row.empty() && (row.back() == ' ' || row.back() == '\t')) row.remove_suffix(1);
    if (h_.hexGrid) {
      readHexRow(row, y, first + y + 1, map);
    } else {
      readCharRow(row, y, first + y + 1, lookup, map);
    }
  }
  if (rows != height) {
    failAt(rows > height ? first + height + 1 : h_.gridLine, std::to_string(height) + " grid rows",
           std::to_string(rows));
  }
}

void TextParser::readCharRow(std::string_view row, size_t y, size_t line, const std::array<int, 256>& lookup,
                             RfmFile& map) const {
  const size_t width = map.header.width;
  if (row.size() != width) {
    failAt(line, "grid row " + std::to_string(y) + " of " + std::to_string(width) + " characters",
           std::to_string(row.size()));
  }
  for (size_t x = 0; x < width; ++x) {
    const int tile = lookup[static_cast<uint8_t>(row[x])];
    if (tile < 0) {
      failAt(line, "a legend character in grid row " + std::to_string(y) + " column " + std::to_string(x),
             showChar(row[x]));
    }
    map.tiles[y * width + x] = static_cast<uint8_t>(tile);
  }
}

void TextParser::readHexRow(std::string_view row, size_t y, size_t line, RfmFile& map) const {
  const size_t width = map.header.width;
  if (row.size() != 2 * width) {
    failAt(line,
           "grid row " + std::to_string(y) + " of " + std::to_string(2 * width) + " hex digits (2 per cell)",
           std::to_string(row.size()));
  }
  for (size_t x = 0; x < width; ++x) {
    const int hi = hexDigit(row[2 * x]);
    const int lo = hexDigit(row[2 * x + 1]);
    if (hi < 0 || lo < 0) {
      failAt(line, "two hex digits in grid row " + std::to_string(y) + " column " + std::to_string(x),
             shown(row.substr(2 * x, 2)));
    }
    map.tiles[y * width + x] = static_cast<uint8_t>(hi * 16 + lo);
  }
}

}  // namespace

RfmFile parseMapText(std::string_view text, const std::string& file) {
  return TextParser(text, file).parse();
}

RfmFile loadMapText(const std::string& path) {
  // designed: a map text is some 20 KB; 4 MB holds any map the RFM cap allows, escaped
  const std::vector<uint8_t> bytes = core::readFile(path, core::FileCap{"a map text", 4u << 20});
  return parseMapText(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), path);
}

}  // namespace rf
