// SPDX-License-Identifier: GPL-3.0-or-later
// The real-time driver of a game (Game_Run's loop paced by the 70 Hz timer) with a fake
// clock: present and controls before the 3-tick wait, the summed clock, the limiter.
#include "gta/pacer.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "gta/game_fixture.hpp"
#include "gta/same_state.hpp"

namespace gta {
namespace {

class PacerTest : public ::testing::Test {
 protected:
  void start(const GameOptions& o = {}) {
    const std::string ini =
        test::missionText("0 1 (1,1,4) TELEPHONE 0 0 \r\n", "0 DONOWT 0 0 0 0 0 \r\n", "0 0 0 0 0 0");
    game_ = std::make_unique<Game>(Game::load(test::airCity(), ini, 1, o));
  }
  StepResult advanceKey(int scanCode, uint64_t us = kFrameMicros) {
    Inputs in;
    in.controls[0] = controlWithKey(0, scanCode);
    return pacer_.advance(*game_, us, in);
  }
  const GameState& s() const { return game_->state(); }
  std::unique_ptr<Game> game_;
  Pacer pacer_;
};

TEST_F(PacerTest, PresentAndControlsThenWaitForThreeTicks) {
  start();
  Inputs in;
  in.controls[0] = 0x1234;
  // First call: present, read the controls, sync; the clock has not moved: wait.
  EXPECT_EQ(pacer_.advance(*game_, 0, in), StepResult::Wait);
  EXPECT_EQ(s().presents, 1u);
  EXPECT_EQ(s().controls[0], 0x1234u);
  EXPECT_EQ(s().netSequence, 1);
  EXPECT_EQ(s().updates, 0u);
  EXPECT_TRUE(s().iterationOpen);
  // Two ticks: still waiting, no second present, no second sync, no second control read.
  Inputs other;
  other.controls[0] = 0x5678;
  EXPECT_EQ(pacer_.advance(*game_, kTickMicros, other), StepResult::Wait);
  EXPECT_EQ(pacer_.advance(*game_, kTickMicros, other), StepResult::Wait);
  EXPECT_EQ(pacer_.ticks(), 2u);
  EXPECT_EQ(s().presents, 1u);
  EXPECT_EQ(s().netSequence, 1);
  EXPECT_EQ(s().controls[0], 0x1234u);
  // The third tick: the rest of the iteration (players, frame, render, sound).
  EXPECT_EQ(pacer_.advance(*game_, kTickMicros, other), StepResult::Frame);
  EXPECT_FALSE(s().iterationOpen);
  EXPECT_EQ(s().updates, 1u);
  EXPECT_EQ(s().frame(), 1u);
  EXPECT_EQ(s().draws, 1u);
  EXPECT_EQ(pacer_.lastFrameTick(), 3u);
  ASSERT_FALSE(s().events.empty());
  EXPECT_EQ(s().events.front().id, EventId::Present);
  EXPECT_EQ(s().events.back().id, EventId::SoundUpdate);
  // The next iteration presents again at once and waits for 3 more ticks.
  EXPECT_EQ(pacer_.advance(*game_, kTickMicros, other), StepResult::Wait);
  EXPECT_EQ(s().presents, 2u);
  EXPECT_EQ(s().controls[0], 0x5678u);
  EXPECT_EQ(pacer_.advance(*game_, 2 * kTickMicros, other), StepResult::Frame);
}

TEST_F(PacerTest, APacedFrameIsAStep) {
  // The same inputs through the pacer (with waits) and through step() give the same state:
  // the clock is the driver's, not the game's.
  start();
  Game stepped = Game::load(
      test::airCity(),
      test::missionText("0 1 (1,1,4) TELEPHONE 0 0 \r\n", "0 DONOWT 0 0 0 0 0 \r\n", "0 0 0 0 0 0"), 1);
  Inputs in;
  in.controls[0] = 0x77;
  for (int i = 0; i < 4; ++i) {
    while (pacer_.advance(*game_, kTickMicros, in) != StepResult::Frame) {
    }
    stepped.step(in);
    EXPECT_TRUE(test::sameState(stepped.state(), game_->state()));
  }
  EXPECT_EQ(stepped.hash(), game_->hash());
  EXPECT_EQ(pacer_.ticks(), 12u);
}

TEST_F(PacerTest, CounterFollowsTheSummedClock) {
  start();
  for (int i = 0; i < 69; ++i) pacer_.advance(*game_, kMicrosPerSecond / 70);  // 14285 us each
  EXPECT_EQ(pacer_.ticks(), 68u);                                              // 985665 us: 68.99 ticks
  pacer_.advance(*game_, kMicrosPerSecond - 69 * (kMicrosPerSecond / 70));
  EXPECT_EQ(pacer_.ticks(), 70u);  // one second summed: exactly 70, no rounding drift
  EXPECT_EQ(pacer_.micros(), kMicrosPerSecond);
}

TEST_F(PacerTest, LimiterOffByF8RunsEveryCall) {
  start();
  EXPECT_EQ(advanceKey(key::kF8), StepResult::Frame);
  EXPECT_FALSE(s().limiter);
  EXPECT_EQ(pacer_.advance(*game_, 0), StepResult::Frame);
  EXPECT_EQ(pacer_.advance(*game_, 0), StepResult::Frame);
  EXPECT_EQ(s().updates, 3u);
}

TEST_F(PacerTest, NoTimerWithSoundOff) {
  GameOptions o;
  o.sound = false;
  start(o);
  EXPECT_EQ(pacer_.advance(*game_, 0), StepResult::Frame);
}

TEST_F(PacerTest, QuitEndsTheLoop) {
  GameOptions o;
  o.debugKeys = true;
  start(o);
  EXPECT_EQ(advanceKey(key::kF12), StepResult::Frame);  // the iteration finishes
  EXPECT_EQ(pacer_.advance(*game_, kFrameMicros), StepResult::Quit);
  EXPECT_EQ(game_->end(), kQuitReload);
}

TEST_F(PacerTest, AbandonDuringTheWaitEndsTheLoop) {
  start();
  EXPECT_EQ(pacer_.advance(*game_, 0), StepResult::Wait);
  game_->abandon();
  EXPECT_EQ(pacer_.advance(*game_, kFrameMicros), StepResult::Quit);
  EXPECT_EQ(game_->end(), kQuitAbandoned);
}

}  // namespace
}  // namespace gta
