// SPDX-License-Identifier: GPL-3.0-or-later
// The high-score table of RecordHighScore 0x42d8b0 (rf-simulation.md §10 "End of game",
// §11 "Scores"; docs/rf-high-scores.md): the stored bytes, the two record rules and every
// validation error of the reader.
#include "rf/data/high_scores.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/bytes.hpp"

namespace rf {
namespace {

// One 1-player record {3, "RFMAP003", "ann", 123456 ms} and one pair {"ann", "bob", 2, 1, 0}.
HighScores smallTable() {
  HighScores t;
  t.onePlayer.push_back({3, "RFMAP003", "ann", 123456});
  t.twoPlayer.push_back({"ann", "bob", 2, 1, 0});
  return t;
}

// The stored bytes of smallTable(), each plain byte b at offset i written as
// (b ^ 0x5a) + "retufire"[i & 7]: e.g. +0x00 0x1c -> 0x46 + 'r' (0x72) = 0xb8; +0x04 'r' (0x72)
// -> 0x28 + 'f' (0x66) = 0x8e; +0x1c level 3 -> 0x59 + 'f' = 0xbf; a NUL at +0x20 -> 0x5a + 'r'
// = 0xcc. Header {0x1c, "rfhs", 1, 0x48, 1, 0x50, 0}, the 1P record at +0x1c, the pair at +0x64.
const std::vector<uint8_t> kSmallTableBytes = {
    0xb8, 0xbf, 0xce, 0xcf, 0x8e, 0xa5, 0xa4, 0x8e, 0xcd, 0xbf, 0xce, 0xcf,  // +0x00
    0x78, 0xc3, 0xcc, 0xbf, 0xcd, 0xbf, 0xce, 0xcf, 0x70, 0xc3, 0xcc, 0xbf,  // +0x0c
    0xcc, 0xbf, 0xce, 0xcf, 0xbf, 0xc3, 0x7a, 0x81, 0x89, 0x80, 0x7e, 0xdf,  // +0x18
    0xd0, 0xd2, 0xcc, 0xbf, 0xcc, 0xbf, 0xce, 0xcf, 0xc0, 0xc3, 0xcc, 0xbf,  // +0x24
    0xcc, 0xbf, 0xce, 0xcf, 0xc0, 0xc3, 0xcc, 0xbf, 0xcc, 0xbf, 0xce, 0xcf,  // +0x30
    0xc0, 0xc3, 0xcc, 0xa0, 0xa6, 0x99, 0xce, 0xcf, 0xc0, 0xc3, 0xcc, 0xbf,  // +0x3c
    0xcc, 0xbf, 0xce, 0xcf, 0xc0, 0xc3, 0xcc, 0xbf, 0xcc, 0xbf, 0xce, 0xcf,  // +0x48
    0xc0, 0xc3, 0xcc, 0xbf, 0xcc, 0xbf, 0xce, 0xcf, 0xc0, 0xc3, 0xcc, 0xbf,  // +0x54
    0x8c, 0x1d, 0xcf, 0xcf, 0xa1, 0x9d, 0xa6, 0xbf, 0xcc, 0xbf, 0xce, 0xcf,  // +0x60
    0xc0, 0xc3, 0xcc, 0xbf, 0xcc, 0xbf, 0xce, 0xcf, 0xc0, 0xc3, 0xcc, 0xbf,  // +0x6c
    0xcc, 0xbf, 0xce, 0xcf, 0xc0, 0xc3, 0xcc, 0xbf, 0xcc, 0xbf, 0xce, 0xcf,  // +0x78
    0xc0, 0xa1, 0xa7, 0x9d, 0xcc, 0xbf, 0xce, 0xcf, 0xc0, 0xc3, 0xcc, 0xbf,  // +0x84
    0xcc, 0xbf, 0xce, 0xcf, 0xc0, 0xc3, 0xcc, 0xbf, 0xcc, 0xbf, 0xce, 0xcf,  // +0x90
    0xc0, 0xc3, 0xcc, 0xbf, 0xcc, 0xbf, 0xce, 0xcf, 0xc0, 0xc3, 0xcc, 0xbf,  // +0x9c
    0xca, 0xbf, 0xce, 0xcf, 0xc1, 0xc3, 0xcc, 0xbf, 0xcc, 0xbf, 0xce, 0xcf,  // +0xa8
};

// The plain bytes of a stored image (the obfuscation undone), and back.
std::vector<uint8_t> plainOf(const std::vector<uint8_t>& stored) {
  std::vector<uint8_t> p = stored;
  for (size_t i = 0; i < p.size(); ++i) p[i] = hsDecodeByte(p[i], i);
  return p;
}
std::vector<uint8_t> storedOf(const std::vector<uint8_t>& plain) {
  std::vector<uint8_t> s = plain;
  for (size_t i = 0; i < s.size(); ++i) s[i] = hsEncodeByte(s[i], i);
  return s;
}
void putU32(std::vector<uint8_t>& plain, size_t at, uint32_t v) {
  for (int i = 0; i < 4; ++i) plain[at + static_cast<size_t>(i)] = static_cast<uint8_t>(v >> (8 * i));
}

// The message of the ParseError parsing `stored` throws ("" when it parses).
std::string errorOf(const std::vector<uint8_t>& stored) {
  try {
    (void)parseHighScores(stored, "rf_scores.bin");
  } catch (const core::ParseError& e) {
    return e.what();
  }
  return "";
}

TEST(HighScores, ByteObfuscationRule) {
  EXPECT_EQ(hsEncodeByte(0x1c, 0), 0xb8);     // 0x46 + 'r'
  EXPECT_EQ(hsEncodeByte(0x00, 7), 0x5a + 'e');  // offset 7 -> "retufire"[7]
  EXPECT_EQ(hsEncodeByte(0x00, 8), 0xcc);     // offset 8 -> 'r' again
  EXPECT_EQ(hsEncodeByte(0xff, 1), 0x0a);     // 0xa5 + 'e' (0x65) = 0x10a, mod 256
  for (size_t off = 0; off < 16; ++off) {
    for (int b = 0; b < 256; ++b) {
      EXPECT_EQ(hsDecodeByte(hsEncodeByte(static_cast<uint8_t>(b), off), off), b);
    }
  }
}

TEST(HighScores, SmallTableIsByteExact) {
  EXPECT_EQ(serializeHighScores(smallTable()), kSmallTableBytes);
  EXPECT_EQ(parseHighScores(kSmallTableBytes, "rf_scores.bin"), smallTable());
  // An empty table is the header alone.
  const std::vector<uint8_t> empty = serializeHighScores(HighScores{});
  ASSERT_EQ(empty.size(), 0x1cu);
  const std::vector<uint8_t> plain = plainOf(empty);
  EXPECT_EQ(plain, (std::vector<uint8_t>{0x1c, 0, 0, 0, 'r', 'f', 'h', 's', 0, 0, 0, 0, 0x48, 0, 0, 0,
                                         0, 0, 0, 0, 0x50, 0, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(parseHighScores(empty, "x"), HighScores{});
}

TEST(HighScores, HeaderWordAt0x18IsKept) {
  HighScores t = smallTable();
  t.unk18 = 0xdeadbeef;
  const std::vector<uint8_t> bytes = serializeHighScores(t);
  EXPECT_EQ(parseHighScores(bytes, "x").unk18, 0xdeadbeefu);
  EXPECT_EQ(serializeHighScores(parseHighScores(bytes, "x")), bytes);
}

TEST(HighScores, NamesAreCutTo32Characters) {
  HighScores t;
  const std::string longName(40, 'x');
  recordOnePlayer(t, 1, longName, longName, 5);
  EXPECT_EQ(t.onePlayer[0].map, std::string(32, 'x'));
  EXPECT_EQ(t.onePlayer[0].player, std::string(32, 'x'));
  EXPECT_EQ(parseHighScores(serializeHighScores(t), "x"), t);
}

TEST(HighScores, OnePlayerReplacedOnlyByAFasterTime) {
  HighScores t;
  EXPECT_EQ(recordOnePlayer(t, 5, "RFMAP005", "ann", 90000), ScoreChange::Added);
  EXPECT_EQ(recordOnePlayer(t, 5, "RFMAP005", "bob", 95000), ScoreChange::None);  // slower
  EXPECT_EQ(recordOnePlayer(t, 5, "RFMAP005", "bob", 90000), ScoreChange::None);  // as fast
  ASSERT_EQ(t.onePlayer.size(), 1u);
  EXPECT_EQ(t.onePlayer[0], (OnePlayerScore{5, "RFMAP005", "ann", 90000}));
  EXPECT_EQ(recordOnePlayer(t, 5, "RFMAP005", "bob", 89999), ScoreChange::Replaced);
  ASSERT_EQ(t.onePlayer.size(), 1u);
  EXPECT_EQ(t.onePlayer[0], (OnePlayerScore{5, "RFMAP005", "bob", 89999}));
}

TEST(HighScores, OnePlayerSortedByLevelAndKeyedByLevelAndMap) {
  HighScores t;
  recordOnePlayer(t, 9, "RFMAP009", "a", 1);
  recordOnePlayer(t, 2, "RFMAP002", "b", 2);
  recordOnePlayer(t, kHsCustomMap, "Mine", "c", 3);
  recordOnePlayer(t, 5, "RFMAP005", "d", 4);
  recordOnePlayer(t, kHsCustomMap, "Alpha", "e", 5);  // same level, another map: its own record
  ASSERT_EQ(t.onePlayer.size(), 5u);
  EXPECT_EQ(t.onePlayer[0].level, 2);
  EXPECT_EQ(t.onePlayer[1].level, 5);
  EXPECT_EQ(t.onePlayer[2].level, 9);
  EXPECT_EQ(t.onePlayer[3].map, "Mine");   // equal levels keep their arrival order
  EXPECT_EQ(t.onePlayer[4].map, "Alpha");
}

TEST(HighScores, RecordHighScoreOnePlayerOnlyForSideZeroWins) {
  HighScores t;
  GameResult g{1, -1, 3, "RFMAP003", "ann", "", 1000};
  EXPECT_EQ(recordHighScore(t, g), ScoreChange::None);  // lost
  g.winner = 1;
  EXPECT_EQ(recordHighScore(t, g), ScoreChange::None);
  g.winner = 0;
  EXPECT_EQ(recordHighScore(t, g), ScoreChange::Added);
  EXPECT_EQ(t.onePlayer.at(0), (OnePlayerScore{3, "RFMAP003", "ann", 1000}));
  EXPECT_TRUE(t.twoPlayer.empty());
}

TEST(HighScores, TwoPlayerPairsInNameOrderWithTheWinnerFlipped) {
  HighScores t;
  // "zed" beats "amy" as player 1: stored as (amy, zed), the win is name2's.
  EXPECT_EQ(recordTwoPlayer(t, "zed", "amy", 0), ScoreChange::Added);
  ASSERT_EQ(t.twoPlayer.size(), 1u);
  EXPECT_EQ(t.twoPlayer[0], (TwoPlayerScore{"amy", "zed", 0, 1, 0}));
  // The same pair the other way round: amy (player 1) wins -> wins1.
  EXPECT_EQ(recordTwoPlayer(t, "amy", "zed", 0), ScoreChange::Counted);
  EXPECT_EQ(recordTwoPlayer(t, "zed", "amy", 1), ScoreChange::Counted);  // amy as player 2 wins
  EXPECT_EQ(recordTwoPlayer(t, "zed", "amy", -1), ScoreChange::Counted);  // a draw stays a draw
  EXPECT_EQ(t.twoPlayer[0], (TwoPlayerScore{"amy", "zed", 2, 1, 1}));
  // New pairs go in name order (name1, then name2; strcmp: upper case before lower).
  recordTwoPlayer(t, "bob", "amy", -1);
  recordTwoPlayer(t, "amy", "Zoe", 1);  // 'Z' < 'a': stored (Zoe, amy), Zoe's win is wins1
  recordTwoPlayer(t, "amy", "bob", 0);
  ASSERT_EQ(t.twoPlayer.size(), 3u);
  EXPECT_EQ(t.twoPlayer[0], (TwoPlayerScore{"Zoe", "amy", 1, 0, 0}));
  EXPECT_EQ(t.twoPlayer[1], (TwoPlayerScore{"amy", "bob", 1, 0, 1}));
  EXPECT_EQ(t.twoPlayer[2], (TwoPlayerScore{"amy", "zed", 2, 1, 1}));
  // RecordHighScore with 2 players counts every result, the 1P table untouched.
  EXPECT_EQ(recordHighScore(t, GameResult{2, 1, kHsCustomMap, "m", "zed", "amy", 5}), ScoreChange::Counted);
  EXPECT_EQ(t.twoPlayer[2].wins1, 3u);
  EXPECT_TRUE(t.onePlayer.empty());
  EXPECT_EQ(parseHighScores(serializeHighScores(t), "x"), t);
}

TEST(HighScores, LevelWordAndMapName) {
  EXPECT_EQ(highScoreLevel("/cd/WORLDS/1PLAYER/LEVEL1/RFMAP001.RFM"), 1);
  EXPECT_EQ(highScoreLevel("rfmap100.rfm"), 100);
  EXPECT_EQ(highScoreLevel("RFMAP101.RFM"), kHsCustomMap);  // a 2-player map
  EXPECT_EQ(highScoreLevel("RFMAP000.RFM"), kHsCustomMap);
  EXPECT_EQ(highScoreLevel("data/rf/maps/training.rfm"), kHsCustomMap);
  EXPECT_EQ(highScoreLevel("RFMAP01.RFM"), kHsCustomMap);
  EXPECT_EQ(highScoreMapName("/cd/WORLDS/1PLAYER/LEVEL1/RFMAP001.RFM"), "RFMAP001");
  EXPECT_EQ(highScoreMapName("C:\\maps\\My Map.rfm"), "My Map");
  EXPECT_EQ(highScoreMapName(std::string(40, 'm') + ".rfm"), std::string(32, 'm'));
}

TEST(HighScores, ShortFileNamesTheHeader) {
  std::vector<uint8_t> b = kSmallTableBytes;
  b.resize(0x1b);
  EXPECT_EQ(errorOf(b), "rf_scores.bin: offset 0x0: expected a high-score header of 0x1c bytes, found 0x1b bytes");
  EXPECT_EQ(errorOf({}), "rf_scores.bin: offset 0x0: expected a high-score header of 0x1c bytes, found 0x0 bytes");
}

TEST(HighScores, BadHeaderFieldsNameTheirOffsets) {
  std::vector<uint8_t> p = plainOf(kSmallTableBytes);
  putU32(p, 0, 0x18);
  EXPECT_EQ(errorOf(storedOf(p)), "rf_scores.bin: offset 0x0: expected header size 0x1c, found 0x18");
  p = plainOf(kSmallTableBytes);
  p[7] = 'S';
  EXPECT_EQ(errorOf(storedOf(p)), "rf_scores.bin: offset 0x4: expected magic \"rfhs\", found \"rfhS\"");
  p[7] = 0;
  EXPECT_EQ(errorOf(storedOf(p)), "rf_scores.bin: offset 0x4: expected magic \"rfhs\", found \"rfh\\x00\"");
  // Plain (not obfuscated) bytes are not a table: the magic decodes to something else.
  EXPECT_NE(errorOf(plainOf(kSmallTableBytes)), "");
  p = plainOf(kSmallTableBytes);
  putU32(p, 0xc, 0x44);
  EXPECT_EQ(errorOf(storedOf(p)), "rf_scores.bin: offset 0xc: expected 1-player record size 0x48, found 0x44");
  p = plainOf(kSmallTableBytes);
  putU32(p, 0x14, 0x48);
  EXPECT_EQ(errorOf(storedOf(p)), "rf_scores.bin: offset 0x14: expected 2-player record size 0x50, found 0x48");
}

TEST(HighScores, CountsMustMatchTheSize) {
  std::vector<uint8_t> p = plainOf(kSmallTableBytes);
  putU32(p, 8, 2);
  EXPECT_EQ(errorOf(storedOf(p)),
            "rf_scores.bin: offset 0x8: expected a file of 0xfc bytes for 2 1-player and 1 2-player records, "
            "found 0xb4 bytes");
  p = plainOf(kSmallTableBytes);
  putU32(p, 0x10, 0xffffffff);  // 0x1c + 0x48 + 0xffffffff * 0x50, no overflow: 64-bit arithmetic
  EXPECT_EQ(errorOf(storedOf(p)),
            "rf_scores.bin: offset 0x8: expected a file of 0x5000000014 bytes for 1 1-player and 4294967295 "
            "2-player records, found 0xb4 bytes");
  std::vector<uint8_t> longer = kSmallTableBytes;
  longer.push_back(0);
  EXPECT_EQ(errorOf(longer),
            "rf_scores.bin: offset 0x8: expected a file of 0xb4 bytes for 1 1-player and 1 2-player records, "
            "found 0xb5 bytes");
}

TEST(HighScores, NamesMustBeNulTerminated) {
  struct Case {
    size_t at;
    const char* message;
  };
  const Case cases[] = {
      {0x1e, "rf_scores.bin: offset 0x1e: expected 1-player map name NUL-terminated within 33 bytes, found 33 "
             "bytes without a NUL"},
      {0x3f, "rf_scores.bin: offset 0x3f: expected 1-player player name NUL-terminated within 33 bytes, found 33 "
             "bytes without a NUL"},
      {0x64, "rf_scores.bin: offset 0x64: expected 2-player name 1 NUL-terminated within 33 bytes, found 33 "
             "bytes without a NUL"},
      {0x85, "rf_scores.bin: offset 0x85: expected 2-player name 2 NUL-terminated within 33 bytes, found 33 "
             "bytes without a NUL"},
  };
  for (const Case& c : cases) {
    std::vector<uint8_t> p = plainOf(kSmallTableBytes);
    for (size_t i = 0; i < kHsNameSize; ++i) p[c.at + i] = 'n';
    EXPECT_EQ(errorOf(storedOf(p)), c.message);
    // 32 characters and the NUL in the last byte are fine.
    p[c.at + kHsNameMax] = 0;
    EXPECT_EQ(errorOf(storedOf(p)), "");
  }
}

}  // namespace
}  // namespace rf
