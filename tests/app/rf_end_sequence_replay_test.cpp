// SPDX-License-Identifier: GPL-3.0-or-later
// The end of the golden 1-player game as the window shows it (rf/front/end_sequence.hpp and view/rf_end_picture.hpp,
// played by rf play on the game's ticks): played, then replayed from its recording, the
// sequence's pictures are the same frame for frame, and pinned. No wall clock is involved.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "core/hash.hpp"
#include "rf/data/input_script.hpp"
#include "rf/game.hpp"
#include "rf/replay.hpp"
#include "rf/sim/end_game.hpp"
#include "rf/front/end_sequence.hpp"
#include "view/rf_end_picture.hpp"
#include "view/rf_frame_render.hpp"

namespace app::test {
namespace {

const std::string kMap = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/proving_strait.rfm";
const std::string kScript = std::string(RETROSIM_SOURCE_DIR) + "/tests/golden/rf/proving_strait_1p.txt";

// Follows a game frame by frame: after EndGame, the sequence's picture of every 20th frame.
struct EndWatch {
  std::optional<rf::front::EndSequence> ending;
  std::vector<uint64_t> hashes;
  int frames = 0;
  void frame(const rf::Game& g, int32_t dt) {
    if (ending) ending->advance(dt);
    if (!g.state().running && !ending) ending.emplace(rf::endGamePlan(g.state()));
    if (!ending || ending->done()) return;
    if (frames++ % 20 == 0) {
      const core::Image img = view::renderRfEnd(view::renderRfScreen(g.state()), ending->pictureState());
      core::StateHasher h;
      h.raw(img.pixels().data(), img.pixels().size() * sizeof(core::Rgba));
      hashes.push_back(h.value());
    }
  }
};

TEST(RfEndSequenceReplay, TheGolden1PGamesEndReplaysToTheSamePictures) {
  const rf::InputScript script = rf::loadInputScript(kScript);
  rf::GameOptions go;
  go.players = 1;
  rf::Game g = rf::Game::load(kMap, go);
  rf::ReplayRecorder rec(g, "proving_strait.rfm", 0, go.schemes);
  EndWatch played;
  for (int f = 0; f < 4000 && !(played.ending && played.ending->done()); ++f) {
    rf::Inputs in;
    in.words[0] = script.rawWord(f, 0);
    g.step(in);
    rec.frame(in, g);
    played.frame(g, in.dt);
  }
  ASSERT_TRUE(played.ending && played.ending->done()) << "the game never reached its back screen";
  EXPECT_EQ(played.frames, 188);  // 6 s at dt 2 (view/rf_end_sequence_test.cpp)
  const rf::Replay r = rec.finish(g);
  rf::Game again = rf::Game::load(kMap, go);
  EndWatch replayed;
  const auto mismatch = rf::playReplay(r, again, [&](const rf::Game& gm, uint32_t f) {
    replayed.frame(gm, r.frames[f].dt);
  });
  EXPECT_FALSE(mismatch.has_value());
  EXPECT_EQ(replayed.hashes, played.hashes);
  std::string hex;
  for (uint64_t h : played.hashes) hex += core::StateHasher::toHex(h).substr(0, 8) + " ";
  EXPECT_EQ(hex, "0320db91 85b35fb9 086faee9 7deffc51 7deffc51 7deffc51 7deffc51 7deffc51 7deffc51 314f92d2 ");
}

}  // namespace
}  // namespace app::test
