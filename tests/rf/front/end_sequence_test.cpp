// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a game on the game's ticks (rf/front/end_sequence.hpp, drawn by
// view/rf_end_picture.hpp): with a winner the
// picture fades out in 1 s, the banner fades in in 0.5 s, stays for the win music (4 s,
// designed), fades out in 0.5 s, then the back screen; without one the 1 s fade alone.
#include "rf/front/end_sequence.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/hash.hpp"
#include "view/rf_hud_render_test_util.hpp"
#include "view/rf_end_picture.hpp"
#include "view/rf_map_render.hpp"

namespace view::test {
namespace {

rf::EndGamePlan plan(int32_t winner) {
  rf::EndGamePlan p;
  p.winner = winner;
  p.steps = rf::endSequence(winner);
  return p;
}

const core::Image kGame(640, 480, core::rgba(200, 180, 40));

using RfEndSequence = rf::front::EndSequence;

// The picture of the sequence's moment over kGame.
core::Image picture(const RfEndSequence& s) {
  return renderRfEnd(kGame, s.pictureState());
}

// The frames (dt 2: 32 ms each) until the back screen.
int framesToBackScreen(RfEndSequence s) {
  int n = 0;
  while (!s.done() && n < 10000) {
    s.advance(2);
    ++n;
  }
  return n;
}

TEST(RfEndSequence, AWinFadesShowsTheBannerAndEndsAfterSixSeconds) {
  RfEndSequence s(plan(0));
  EXPECT_EQ(s.kind(), rf::EndStepKind::FadeOut);
  EXPECT_EQ(picture(s).get(10, 10), kGame.get(10, 10));  // not dark yet
  for (int i = 0; i < 16; ++i) s.advance(2);  // 512 ms: half way
  const core::Rgba half = picture(s).get(10, 10);
  EXPECT_LT(half, kGame.get(10, 10));
  EXPECT_GT(half >> 24, 80u);
  EXPECT_LT(half >> 24, 120u);
  for (int i = 0; i < 16; ++i) s.advance(2);  // 1024 ms: the banner fading in from black
  EXPECT_EQ(s.kind(), rf::EndStepKind::FadeIn);
  for (int i = 0; i < 16; ++i) s.advance(2);  // 1536 ms: the banner up, the win music playing
  EXPECT_EQ(s.kind(), rf::EndStepKind::WaitMusic);
  const core::Image banner = picture(s);
  EXPECT_EQ(banner.get(10, 10), core::kBlack);  // the game is gone
  const int bandTop = rf::kBannerY * 2 - 4 * 5 - 3 * 5;  // 180 of 240 lines, text scale 5
  EXPECT_EQ(banner.get(2, bandTop + 1), rfTeamColour(0));  // the band's edge in the winner's colour
  EXPECT_FALSE(s.done());
  // 1000 + 500 + 4000 + 500 ms = 6000 ms: 188 frames of 32 ms
  EXPECT_EQ(framesToBackScreen(RfEndSequence(plan(0))), 188);
  EXPECT_EQ(framesToBackScreen(RfEndSequence(plan(1))), 188);
}

TEST(RfEndSequence, WithoutAWinnerOnlyTheOneSecondFade) {
  RfEndSequence s(plan(-1));
  EXPECT_EQ(s.kind(), rf::EndStepKind::FadeOut);  // MusicOff ran at once
  EXPECT_EQ(framesToBackScreen(s), 32);  // 1000 ms: 31.25 frames
  for (int i = 0; i < 32; ++i) s.advance(2);
  EXPECT_TRUE(s.done());
  EXPECT_EQ(picture(s).get(10, 10), core::kBlack);  // no banner: black
}

TEST(RfEndSequence, ThePicturesArePinned) {
  RfEndSequence s(plan(1));
  std::vector<uint64_t> hashes;
  for (int f = 0; f < 188; ++f) {
    if (f % 30 == 0) hashes.push_back(regionHash(picture(s), {0, 0, 640, 480}));
    s.advance(2);
  }
  std::string hex;
  for (uint64_t h : hashes) hex += core::StateHasher::toHex(h) + " ";
  EXPECT_EQ(hex, "d8f68099d8e8a325 c5e42813a19b8325 28d148e00b3a64d1 28d148e00b3a64d1 28d148e00b3a64d1 28d148e00b3a64d1 a98885a335f81aeb ");
}

// Our victory scene (EndStyle::Scene): the game's picture stays, the winner's band fades in
// over 0.5 s with the headline in the winner's colour, the last 0.5 s fades to black; 8 s
// of frames shown in all, whatever dt each frame ran.
rf::front::EndScene scene() {
  rf::front::EndScene sc;
  sc.winner = 1;
  sc.players = 2;
  sc.headline = "GREEN WINS";
  sc.lines = {"TIME 3:12.34", "BLUE:  TOWERS DESTROYED 0   VEHICLES LOST 4"};
  sc.rgb = 0x3cb450;
  return sc;
}

TEST(RfEndSequence, TheVictorySceneKeepsTheGameUnderTheWinnersBand) {
  RfEndSequence s(plan(1), scene());
  EXPECT_EQ(s.style(), rf::front::EndStyle::Scene);
  EXPECT_EQ(picture(s).get(10, 200), kGame.get(10, 200));  // nothing yet
  for (int i = 0; i < 16; ++i) s.advance(12);  // 512 ms, however many ticks
  const core::Image up = picture(s);
  EXPECT_EQ(up.get(10, 10), kGame.get(10, 10));  // the game above the band
  EXPECT_EQ(up.get(10, kRfSceneBandTop + 1), core::rgba(0x3c, 0xb4, 0x50));  // its edge: green
  EXPECT_LT(up.get(10, kRfSceneBandTop + 60), kGame.get(10, kRfSceneBandTop + 60));  // darkened under
  EXPECT_FALSE(s.key());  // 0.5 s: a key is too early
  for (int i = 16; i < 32; ++i) s.advance(2);
  EXPECT_TRUE(s.key());  // 1.02 s: a key ends it
  EXPECT_TRUE(s.done());
  EXPECT_EQ(framesToBackScreen(RfEndSequence(plan(1), scene())), 250);  // 8000 ms / 32
  rf::front::EndScene lost = scene();
  lost.winner = -1;
  EXPECT_EQ(framesToBackScreen(RfEndSequence(plan(-1), lost)), 157);  // 5000 ms / 32, up
}

TEST(RfEndSequence, TheVictoryScenesPicturesArePinned) {
  RfEndSequence s(plan(1), scene());
  std::string hex;
  for (int f = 0; f < 250; ++f) {
    if (f % 50 == 0 || f == 249) hex += core::StateHasher::toHex(regionHash(picture(s), {0, 0, 640, 480})) + " ";
    s.advance(2);
  }
  EXPECT_EQ(hex, "d8f68099d8e8a325 b04f120615073c15 b04f120615073c15 b04f120615073c15 b04f120615073c15 6549fbb75933be15 ");
}

}  // namespace
}  // namespace view::test
