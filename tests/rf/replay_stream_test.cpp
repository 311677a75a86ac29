// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayStream (replay.hpp): the replay rf run --record writes as the run goes, in bounded
// memory, is byte for byte the replay encodeReplay makes of the same run, and reads back;
// the frame cap of --record keeps every replay it can write under the reader's cap.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "rf/data/raw_input.hpp"
#include "rf/replay.hpp"
#include "rf/sim/sim_test_util.hpp"

namespace rf::test {
namespace {

// The same run through ReplayRecorder + encodeReplay and through ReplayStream.
void sameBytes(int frames, int players, std::vector<ScriptSpawn> spawns = {}) {
  GameOptions o;
  o.players = players;
  Game a = Game::load(playableMap(static_cast<uint8_t>(players)), "replay.rfm", o);
  Game b = Game::load(playableMap(static_cast<uint8_t>(players)), "replay.rfm", o);
  ReplayRecorder rec(a, "replay.rfm", 0x1234, o.schemes, spawns);
  std::vector<uint8_t> streamed;
  size_t writes = 0;
  ReplayStream stream(b, "replay.rfm", 0x1234, o.schemes, spawns, static_cast<uint32_t>(frames),
                      [&](std::span<const uint8_t> bytes) {
                        streamed.insert(streamed.end(), bytes.begin(), bytes.end());
                        ++writes;
                      });
  for (int f = 0; f < frames; ++f) {
    Inputs in;
    in.words[0] = f % 7 == 3 ? raw::keyboardWord(raw::Keys{.a = true}) : raw::kNone;
    in.words[1] = f % 5 == 1 ? raw::keyboardWord(raw::Keys{.up = true}) : raw::kNone;
    a.step(in);
    rec.frame(in, a);
    b.step(in);
    stream.frame(in, b);
  }
  const std::vector<uint8_t> whole = encodeReplay(rec.finish(a));
  stream.finish(b);
  EXPECT_EQ(streamed, whole) << frames << " frames, " << players << " players";
  EXPECT_GE(writes, static_cast<size_t>(frames)) << "written as the run goes";
  const Replay back = parseReplay(streamed, "stream.rsrp");
  EXPECT_EQ(back.frames.size(), static_cast<size_t>(frames));
}

TEST(ReplayStream, TheBytesOfEncodeReplay) {
  sameBytes(0, 1);
  sameBytes(1, 1);
  sameBytes(120, 1);  // the last frame has its checkpoint already
  sameBytes(131, 2);
}

TEST(ReplayStream, FrameCountMustMatch) {
  GameOptions o;
  Game g = Game::load(playableMap(1), "replay.rfm", o);
  ReplayStream s(g, "replay.rfm", 1, o.schemes, {}, 2, [](std::span<const uint8_t>) {});
  Inputs in;
  g.step(in);
  s.frame(in, g);
  EXPECT_THROW(s.finish(g), std::logic_error);  // 1 of 2
  s.frame(in, g);
  EXPECT_THROW(s.frame(in, g), std::logic_error);  // a third
}

// Every replay rf run --record may write (kMaxReplayFrames, 2 players) is read back.
TEST(ReplayStream, TheLongestRecordFitsTheReader) {
  GameOptions o;
  o.players = 2;
  const Game g = Game::load(playableMap(2), "replay.rfm", o);
  const uint64_t fields = replayFieldNames(g.state()).size();
  const uint64_t checkpoints = kMaxReplayFrames / kReplayCheckEvery + 1;
  const uint64_t bytes = 4096 /* header, name, spawns, tail */ + uint64_t{kMaxReplayFrames} * 9 +
                         checkpoints * (12 + 8 * fields);
  EXPECT_LE(bytes, kMaxReplayBytes) << fields << " fields";
}

}  // namespace
}  // namespace rf::test
