// SPDX-License-Identifier: GPL-3.0-or-later
// Replays (rf/replay.hpp, docs/replay-format.md): a recorded game plays back to the same
// hashes; a changed input is found at the first checkpoint after it, naming the first
// differing state field; the reader refuses truncated, foreign and corrupt files with one
// clear message naming the offset.
#include "rf/replay.hpp"

#include <gtest/gtest.h>

#include <cstdio>

#include "core/bytes.hpp"
#include "core/crc32.hpp"
#include "core/file_io.hpp"
#include "test_read.hpp"
#include "rf/data/original_program.hpp"
#include "rf/scenario.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "synthetic_cd/synthetic_program.hpp"

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
  EXPECT_EQ(message(v), "r.rsrp: offset 0x4: expected replay version 1 to 4, found 9");
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

// Files of the versions before: 2 (fuzz/seeds/fuzz_replay/1p_61.rsrp, written by version 2)
// and 1 (the same without the checksum, 1p_61_v1.rsrp): read, without spawn lines.
TEST(Replay, VersionOneAndTwoFilesAreStillRead) {
  const std::string dir = std::string(RETROSIM_SOURCE_DIR) + "/fuzz/seeds/fuzz_replay/";
  const std::vector<uint8_t> v2 = testutil::readAll(dir + "1p_61.rsrp");
  const std::vector<uint8_t> v1 = testutil::readAll(dir + "1p_61_v1.rsrp");
  ASSERT_EQ(v2[4], 2);
  ASSERT_EQ(v1[4], 1);
  ASSERT_EQ(v1.size() + 8, v2.size());
  for (const auto* bytes : {&v1, &v2}) {
    const Replay r = parseReplay(*bytes, "old.rsrp");
    EXPECT_EQ(r.frames.size(), 61u);
    EXPECT_EQ(r.checkpoints.size(), 2u);  // after frames 60 and 61
    EXPECT_TRUE(r.spawns.empty());
    EXPECT_EQ(r.programCrc32, std::nullopt) << "an old file was played on the designed tables";
    // written again: version 4, the same content
    const Replay again = parseReplay(encodeReplay(r), "new.rsrp");
    EXPECT_EQ(encodeReplay(again), encodeReplay(r));
    EXPECT_EQ(again.frames.size(), 61u);
  }
}

// Version 3: the spawn lines, after the checkpoints, each as the input script reads it.
TEST(Replay, SpawnLinesAreRecordedAndReadBack) {
  Replay r = record(61, 0);
  ScriptSpawn tank;
  tank.line = 3;
  tank.what = "tank";
  tank.team = 1;
  tank.x = 1000;
  tank.y = 1200;
  tank.headingDeg = -90;
  ScriptSpawn stay;
  stay.line = 7;
  stay.what = "stay";
  stay.x = 40;
  stay.y = 50;
  r.spawns = {tank, stay};
  EXPECT_EQ(spawnLineText(tank), "spawn tank team 1 at 1000,1200 heading -90");
  const std::vector<uint8_t> bytes = encodeReplay(r);
  const Replay back = parseReplay(bytes, "s.rsrp");
  ASSERT_EQ(back.spawns.size(), 2u);
  EXPECT_EQ(back.spawns[0].line, 3u);
  EXPECT_EQ(back.spawns[0].what, "tank");
  EXPECT_EQ(back.spawns[0].team, 1);
  EXPECT_EQ(back.spawns[0].x, 1000);
  EXPECT_EQ(back.spawns[0].y, 1200);
  EXPECT_EQ(back.spawns[0].headingDeg, -90);
  EXPECT_EQ(back.spawns[1].line, 7u);
  EXPECT_EQ(back.spawns[1].what, "stay");
  EXPECT_EQ(encodeReplay(back), bytes);
  // a spawn line that is not one: refused at its offset
  Replay bad = r;
  bad.spawns[1].what = "stay team";  // "spawn stay team team 0 ..."
  std::vector<uint8_t> b = encodeReplay(bad);
  try {
    parseReplay(b, "s.rsrp");
    ADD_FAILURE() << "a bad spawn line was read";
  } catch (const core::ParseError& e) {
    EXPECT_NE(std::string(e.what()).find("expected a spawn line"), std::string::npos) << e.what();
  }
}

// Version 4: the tables' identity, after the spawn lines: the recorder takes it from the
// game (the designed tables, or the CRC-32 of the RFIRE.BIN its tables were read from).
TEST(Replay, TheTablesIdentityIsRecordedAndReadBack) {
  const Replay designed = record(61, 0);
  EXPECT_EQ(designed.programCrc32, std::nullopt);
  EXPECT_EQ(replayTablesText(designed.programCrc32), "designed tables");
  const std::vector<uint8_t> program = synth::syntheticProgram();
  GameOptions o;
  o.players = 1;
  o.data = loadOriginalProgram(program, "RFIRE.BIN");
  Game g = Game::load(playableMap(1), "replay.rfm", o);
  ReplayRecorder rec(g, "replay.rfm", 0x1234, o.schemes);
  Inputs in;
  g.step(in);
  rec.frame(in, g);
  const Replay r = rec.finish(g);
  ASSERT_EQ(r.programCrc32, core::crc32(program));
  EXPECT_EQ(replayTablesText(r.programCrc32), "the tables of RFIRE.BIN crc32 64c49a1b");
  const std::vector<uint8_t> bytes = encodeReplay(r);
  const Replay back = parseReplay(bytes, "t.rsrp");
  EXPECT_EQ(back.programCrc32, r.programCrc32);
  EXPECT_EQ(encodeReplay(back), bytes);
  EXPECT_EQ(parseReplay(encodeReplay(designed), "d.rsrp").programCrc32, std::nullopt);
  // the kind byte sits 13 bytes before the end (kind, CRC, "END!", the checksum)
  const size_t kindAt = bytes.size() - 17;
  EXPECT_EQ(bytes[kindAt], 1);
  std::vector<uint8_t> v = bytes;
  v[kindAt] = 2;
  try {
    parseReplay(v, "t.rsrp");
    ADD_FAILURE() << "a bad tables kind was read";
  } catch (const core::ParseError& e) {
    EXPECT_NE(std::string(e.what()).find("expected tables kind 0 (designed) or 1 (RFIRE.BIN), found 2"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace rf::test
