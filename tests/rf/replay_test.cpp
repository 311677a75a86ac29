// Replays (rf/replay.hpp, docs/replay-format.md): a recorded game plays back to the same
// hashes; a changed input is found at the first checkpoint after it, naming the first
// differing state field; the reader refuses truncated, foreign and corrupt files with one
// clear message naming the offset.
#include "rf/replay.hpp"

#include <gtest/gtest.h>

#include <cstdio>

#include "core/bytes.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"

namespace rf::test {
namespace {

Replay record(int frames, uint32_t pressAt) {
  GameOptions o;
  o.players = 1;
  Game g = Game::load(playableMap(1), "replay.rfm", o);
  ReplayRecorder rec(g, "replay.rfm", 0x1234, o.schemes);
  for (int f = 0; f < frames; ++f) {
    Inputs in;
    in.words[0] = static_cast<uint32_t>(f) == pressAt ? raw::keyboardWord(raw::Keys{.a = true}) : raw::kNone;
    g.step(in);
    rec.frame(in, g);
  }
  return rec.finish(g);
}

Game fresh() {
  GameOptions o;
  o.players = 1;
  return Game::load(playableMap(1), "replay.rfm", o);
}

TEST(Replay, ARecordedGamePlaysBackToTheSameHashes) {
  const Replay r = record(200, 0);  // launch a tank at frame 0
  ASSERT_EQ(r.frames.size(), 200u);
  ASSERT_EQ(r.checkpoints.size(), 4u);  // 60, 120, 180 and the end (200)
  EXPECT_EQ(r.checkpoints[0].frames, 60u);
  EXPECT_EQ(r.checkpoints.back().frames, 200u);
  EXPECT_EQ(r.checkpoints[0].fields.size(), replayFieldNames(fresh().state()).size());
  const Replay back = parseReplay(encodeReplay(r), "r.rsrp");
  EXPECT_EQ(encodeReplay(back), encodeReplay(r));
  EXPECT_EQ(back.mapHash, 0x1234u);
  Game g = fresh();
  int frames = 0;
  EXPECT_EQ(playReplay(back, g, [&](const Game&, uint32_t) { ++frames; }), std::nullopt);
  EXPECT_EQ(frames, 200);
  EXPECT_EQ(g.hash(), r.checkpoints.back().hash);
}

TEST(Replay, AChangedInputIsFoundAtTheNextCheckpointWithItsField) {
  Replay r = record(200, 0);
  r.frames[0].words[0] = raw::kNone;  // the launch never happens
  Game g = fresh();
  const auto m = playReplay(r, g);
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->frames, 60u);
  EXPECT_EQ(m->field, "world");  // the lift on the pad changes its cell: the first field in the list
  const std::vector<std::string> names = replayFieldNames(g.state());
  EXPECT_NE(std::find(names.begin(), names.end(), "team[0]"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "objs"), names.end());
}

TEST(Replay, BadFilesAreOneClearError) {
  const std::vector<uint8_t> good = encodeReplay(record(61, 0));
  const auto message = [](std::vector<uint8_t> bytes) -> std::string {
    try {
      parseReplay(bytes, "r.rsrp");
    } catch (const core::ParseError& e) {
      return e.what();
    }
    return "";
  };
  EXPECT_EQ(message({'P', 'K', 3, 4, 0, 0}), "r.rsrp: offset 0x0: expected the replay magic \"RSRP\", found \"PK\\x03\\x04\" (not a retrosim replay)");  // bytes escaped (core::printable)
  std::vector<uint8_t> v = good;
  v[4] = 9;
  EXPECT_EQ(message(v), "r.rsrp: offset 0x4: expected replay version 1 or 2, found 9");
  EXPECT_NE(message(std::vector<uint8_t>(good.begin(), good.begin() + 60)).find("frames of 5 bytes"), std::string::npos);
  v = good;
  const size_t firstDt = 4 + 2 + 2 + 8 + 2 + std::string("replay.rfm").size() + 4 + 4;
  v[firstDt] = 13;
  EXPECT_NE(message(v).find("expected dt 0..12, found 13"), std::string::npos);
  v = good;
  v.push_back(0);
  EXPECT_NE(message(v).find("expected the end of the file, found 1 more bytes"), std::string::npos);
  v = good;
  v[v.size() - 9] = 'X';
  EXPECT_NE(message(v).find("the end marker"), std::string::npos);
}

TEST(Replay, OneFlippedByteAnywhereIsRefusedByTheChecksum) {
  const std::vector<uint8_t> good = encodeReplay(record(61, 0));
  const size_t sumAt = good.size() - 8;
  int refused = 0;
  for (size_t i = 0; i < sumAt; ++i) {
    std::vector<uint8_t> v = good;
    v[i] ^= 0x01;
    try {
      parseReplay(v, "r.rsrp");
    } catch (const core::ParseError&) {
      ++refused;
    }
  }
  EXPECT_EQ(refused, static_cast<int>(sumAt));
  std::vector<uint8_t> v = good;
  v[sumAt - 20] ^= 0x40;  // a field hash: only the checksum can tell
  try {
    parseReplay(v, "r.rsrp");
    ADD_FAILURE() << "accepted";
  } catch (const core::ParseError& e) {
    char at[64];
    std::snprintf(at, sizeof at, "offset 0x%zx: expected the checksum ", sumAt);
    EXPECT_NE(std::string(e.what()).find(at), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("(the file was changed or damaged)"), std::string::npos) << e.what();
  }
}

TEST(Replay, VersionOneFilesWithoutAChecksumAreStillRead) {
  const Replay r = record(61, 0);
  std::vector<uint8_t> v1 = encodeReplay(r);
  v1.resize(v1.size() - 8);
  v1[4] = 1;
  const Replay back = parseReplay(v1, "old.rsrp");
  EXPECT_EQ(back.frames.size(), r.frames.size());
  EXPECT_EQ(back.checkpoints.size(), r.checkpoints.size());
}

}  // namespace
}  // namespace rf::test
