// SPDX-License-Identifier: GPL-3.0-or-later
// The high-score table of RecordHighScore 0x42d8b0: the stored format and the two rules.
#include "rf/data/high_scores.hpp"

#include <algorithm>
#include <cctype>

#include "core/ascii.hpp"
#include "core/bytes.hpp"

namespace rf {
namespace {

std::string cut(std::string_view s) {
  s = s.substr(0, std::min(s.size(), s.find('\0')));
  return std::string(s.substr(0, std::min(s.size(), kHsNameMax)));
}

void writeName(core::ByteWriter& w, const std::string& s) {
  w.fixedString(cut(s), kHsNameSize);
}

std::string readName(core::ByteReader& r, std::string_view what) {
  const size_t at = r.pos();
  const std::span<const uint8_t> b = r.bytes(kHsNameSize, what);
  const auto nul = std::find(b.begin(), b.end(), uint8_t{0});
  if (nul == b.end()) {
    r.failAt(at, std::string(what) + " NUL-terminated within 33 bytes", "33 bytes without a NUL");
  }
  return std::string(b.begin(), nul);
}

// strcmp order of the two names (as unsigned chars).
int nameOrder(std::string_view a, std::string_view b) {
  const int c = a.compare(b);
  return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

bool pairLess(const TwoPlayerScore& r, std::string_view a, std::string_view b) {
  const int c = nameOrder(r.name1, a);
  return c < 0 || (c == 0 && nameOrder(r.name2, b) < 0);
}

// "\"abcd\"", with \xNN for bytes outside printable ASCII.
std::string printable(std::string_view s) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out = "\"";
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
      out += ch;
    } else {
      out += "\\x";
      out += kDigits[c >> 4];
      out += kDigits[c & 15];
    }
  }
  return out + "\"";
}

std::string_view baseName(std::string_view path) {
  const size_t slash = path.find_last_of("/\\");
  if (slash != std::string_view::npos) path = path.substr(slash + 1);
  return path;
}

}  // namespace

uint8_t hsEncodeByte(uint8_t plain, size_t offset) {
  return static_cast<uint8_t>((plain ^ kHsXor) + static_cast<uint8_t>(kHsKey[offset & 7]));
}

uint8_t hsDecodeByte(uint8_t stored, size_t offset) {
  return static_cast<uint8_t>(static_cast<uint8_t>(stored - static_cast<uint8_t>(kHsKey[offset & 7])) ^ kHsXor);
}

// RecordHighScore 0x42d8b0 (the write)
std::vector<uint8_t> serializeHighScores(const HighScores& table) {
  core::ByteWriter w;
  w.u32(static_cast<uint32_t>(kHsHeaderSize));
  w.fixedString(kHsMagic, kHsMagic.size());
  w.u32(static_cast<uint32_t>(table.onePlayer.size()));
  w.u32(static_cast<uint32_t>(kHs1PRecordSize));
  w.u32(static_cast<uint32_t>(table.twoPlayer.size()));
  w.u32(static_cast<uint32_t>(kHs2PRecordSize));
  w.u32(table.unk18);
  for (const OnePlayerScore& r : table.onePlayer) {
    w.u16(r.level);
    writeName(w, r.map);
    writeName(w, r.player);
    w.u32(r.ms);
  }
  for (const TwoPlayerScore& r : table.twoPlayer) {
    writeName(w, r.name1);
    writeName(w, r.name2);
    w.u16(0);  // +0x42 pad
    w.u32(r.wins1);
    w.u32(r.wins2);
    w.u32(r.draws);
  }
  std::vector<uint8_t> out = w.take();
  for (size_t i = 0; i < out.size(); ++i) out[i] = hsEncodeByte(out[i], i);
  return out;
}

bool hasHighScoresMagic(std::span<const uint8_t> stored) {
  const size_t end = 4 + kHsMagic.size();
  if (stored.size() < end) return true;
  for (size_t i = 4; i < end; ++i) {
    if (hsDecodeByte(stored[i], i) != static_cast<uint8_t>(kHsMagic[i - 4])) return false;
  }
  return true;
}

// RecordHighScore 0x42d8b0 (the read)
HighScores parseHighScores(std::span<const uint8_t> stored, const std::string& file) {
  std::vector<uint8_t> plain(stored.begin(), stored.end());
  for (size_t i = 0; i < plain.size(); ++i) plain[i] = hsDecodeByte(plain[i], i);
  core::ByteReader r(plain, file);
  if (plain.size() < kHsHeaderSize) {
    r.failAt(0, "a high-score header of 0x1c bytes", core::hex(plain.size()) + " bytes");
  }
  const uint32_t headerSize = r.u32("header size");
  if (headerSize != kHsHeaderSize) r.failAt(0, "header size 0x1c", core::hex(headerSize));
  const std::string magic = r.fixedString(kHsMagic.size(), "magic");
  if (magic != kHsMagic) r.failAt(4, "magic \"rfhs\"", printable(magic));
  const uint32_t n1 = r.u32("1-player record count");
  const uint32_t size1 = r.u32("1-player record size");
  if (size1 != kHs1PRecordSize) r.failAt(0xc, "1-player record size 0x48", core::hex(size1));
  const uint32_t n2 = r.u32("2-player record count");
  const uint32_t size2 = r.u32("2-player record size");
  if (size2 != kHs2PRecordSize) r.failAt(0x14, "2-player record size 0x50", core::hex(size2));
  HighScores t;
  t.unk18 = r.u32("header +0x18");
  const uint64_t want = kHsHeaderSize + uint64_t{n1} * kHs1PRecordSize + uint64_t{n2} * kHs2PRecordSize;
  if (want != plain.size()) {
    r.failAt(8, "a file of " + core::hex(want) + " bytes for " + std::to_string(n1) + " 1-player and " +
                    std::to_string(n2) + " 2-player records",
             core::hex(plain.size()) + " bytes");
  }
  t.onePlayer.reserve(n1);
  for (uint32_t i = 0; i < n1; ++i) {
    OnePlayerScore s;
    s.level = r.u16("1-player level");
    s.map = readName(r, "1-player map name");
    s.player = readName(r, "1-player player name");
    s.ms = r.u32("1-player time");
    t.onePlayer.push_back(std::move(s));
  }
  t.twoPlayer.reserve(n2);
  for (uint32_t i = 0; i < n2; ++i) {
    TwoPlayerScore s;
    s.name1 = readName(r, "2-player name 1");
    s.name2 = readName(r, "2-player name 2");
    r.skip(2, "2-player pad");
    s.wins1 = r.u32("2-player wins 1");
    s.wins2 = r.u32("2-player wins 2");
    s.draws = r.u32("2-player draws");
    t.twoPlayer.push_back(std::move(s));
  }
  return t;
}

// RecordHighScore 0x42d8b0, 1 player
ScoreChange recordOnePlayer(HighScores& table, uint16_t level, std::string_view map, std::string_view player,
                            uint32_t ms) {
  const std::string m = cut(map);
  for (OnePlayerScore& r : table.onePlayer) {
    if (r.level != level || r.map != m) continue;
    if (ms >= r.ms) return ScoreChange::None;  // replaced only by a faster time
    r.player = cut(player);
    r.ms = ms;
    return ScoreChange::Replaced;
  }
  const auto at = std::find_if(table.onePlayer.begin(), table.onePlayer.end(),
                               [level](const OnePlayerScore& r) { return r.level > level; });
  table.onePlayer.insert(at, OnePlayerScore{level, m, cut(player), ms});
  return ScoreChange::Added;
}

// RecordHighScore 0x42d8b0, 2 players
ScoreChange recordTwoPlayer(HighScores& table, std::string_view name1, std::string_view name2, int32_t winner) {
  std::string a = cut(name1);
  std::string b = cut(name2);
  if (nameOrder(a, b) > 0) {
    std::swap(a, b);
    if (winner >= 0) winner ^= 1;  // the winner index flips with the names
  }
  auto count = [winner](TwoPlayerScore& r) {
    if (winner == 0) {
      ++r.wins1;
    } else if (winner == 1) {
      ++r.wins2;
    } else {
      ++r.draws;
    }
  };
  const auto at = std::find_if(table.twoPlayer.begin(), table.twoPlayer.end(),
                               [&](const TwoPlayerScore& r) { return !pairLess(r, a, b); });
  if (at != table.twoPlayer.end() && at->name1 == a && at->name2 == b) {
    count(*at);
    return ScoreChange::Counted;
  }
  TwoPlayerScore rec{a, b, 0, 0, 0};
  count(rec);
  table.twoPlayer.insert(at, std::move(rec));
  return ScoreChange::Added;
}

ScoreChange recordHighScore(HighScores& table, const GameResult& game) {
  if (game.players > 1) return recordTwoPlayer(table, game.name1, game.name2, game.winner);
  if (game.winner != 0) return ScoreChange::None;
  return recordOnePlayer(table, game.level, game.map, game.name1, game.ms);
}

uint16_t highScoreLevel(std::string_view mapPath) {
  const std::string name = core::asciiUpper(baseName(mapPath));
  if (name.size() != 12 || name.rfind("RFMAP", 0) != 0 || name.substr(8) != ".RFM") return kHsCustomMap;
  int n = 0;
  for (size_t i = 5; i < 8; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(name[i]))) return kHsCustomMap;
    n = n * 10 + (name[i] - '0');
  }
  return n >= 1 && n <= 100 ? static_cast<uint16_t>(n) : kHsCustomMap;
}

std::string highScoreMapName(std::string_view mapPath) {
  std::string_view name = baseName(mapPath);
  const size_t dot = name.find_last_of('.');
  if (dot != std::string_view::npos && dot > 0) name = name.substr(0, dot);
  return cut(name);
}

}  // namespace rf
