// SPDX-License-Identifier: GPL-3.0-or-later
// GameFrame1P / GameFrame2P (rf-simulation.md §1): the order of input polling, timers,
// objects, views and callbacks; the 2-player one-frame input lag.
#include <gtest/gtest.h>

#include <vector>

#include "rf/data/raw_input.hpp"
#include "rf/sim/controls.hpp"
#include "rf/sim/frame.hpp"
#include "rf/sim/input.hpp"
#include "rf/sim/sim_test_util.hpp"

namespace rf {
namespace {

using test::hookLog;
using test::kProbe;
using test::kTestTimer;
using test::testSim;

TEST(Frame, OnePlayerObjectsSeeThisFramesWord) {
  Sim sim = testSim();
  sim.players = 1;
  const ObjSlot p = objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  simStep(sim, {0x11, 0}, 2);
  EXPECT_EQ(sim.objs[p].local[1], 0x11);
  EXPECT_EQ(sim.player[0].input, 0x11u);
  EXPECT_EQ(sim.player[0].prevInput, 0u);
  EXPECT_EQ(sim.player[0].viewInput, controllerDecodeDigital(0x11, 0));  // the view decodes the raw word
  simStep(sim, {0x22, 0x99}, 2);
  EXPECT_EQ(sim.objs[p].local[1], 0x22);
  EXPECT_EQ(sim.objs[p].local[2], 0);  // no second player in 1P
  EXPECT_EQ(sim.player[0].prevInput, 0x11u);
  EXPECT_EQ(sim.objs[p].local[3], 4);  // tick += dt before the frame
  EXPECT_EQ(sim.frame, 2u);
}

TEST(Frame, TwoPlayerObjectsSeeThePreviousFramesWordViewsTheFreshOne) {
  Sim sim = testSim();
  sim.players = 2;
  const ObjSlot p = objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  const std::vector<std::array<uint32_t, 2>> words = {{0x11, 0x12}, {0x21, 0x22}, {0x31, 0x32}};
  std::vector<int32_t> seen1, seen2;
  for (const auto& w : words) {
    simStep(sim, w, 2);
    seen1.push_back(sim.objs[p].local[1]);
    seen2.push_back(sim.objs[p].local[2]);
    EXPECT_EQ(sim.player[0].input, w[0]);  // the views read the fresh words
    EXPECT_EQ(sim.player[1].input, w[1]);
    EXPECT_EQ(sim.player[0].viewInput, controllerDecodeDigital(w[0], sim.player[0].prevInput));
    EXPECT_EQ(sim.player[1].viewInput, controllerDecodeDigital(w[1], sim.player[1].prevInput));
  }
  EXPECT_EQ(seen1, (std::vector<int32_t>{0, 0x11, 0x21}));  // one frame late
  EXPECT_EQ(seen2, (std::vector<int32_t>{0, 0x12, 0x22}));
}

TEST(Frame, TimersAdvanceByDtBeforeTheObjects) {
  Sim sim = testSim();
  sim.players = 1;
  objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  sim.timers.add(5, kTestTimer, 7, 0);  // repeats every 5 ticks
  std::vector<int32_t> firedAt;
  for (int f = 0; f < 6; ++f) {
    hookLog().clear();
    simStep(sim, {1, 0}, 2);
    for (size_t i = 0; i < hookLog().size(); ++i) {
      if (hookLog()[i].name == "timer") {
        firedAt.push_back(hookLog()[i].b);
        ASSERT_LT(i + 1, hookLog().size());
        EXPECT_EQ(hookLog()[i + 1].name, "update");  // the timer runs before ObjUpdateAll
      }
    }
  }
  // ticks 2,4,6(fires: 5 elapsed, 1 over),8,10(fires at 10 = 5 + 5),12
  EXPECT_EQ(firedAt, (std::vector<int32_t>{6, 10}));
}

TEST(Frame, CallbacksRunAfterTheObjectsAndStopWhenTheGameEnds) {
  Sim sim = testSim();
  sim.players = 1;
  objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  sim.callbacks.add(kTestTimer, 3, 0);  // result 0: kept
  hookLog().clear();
  simStep(sim, {1, 0}, 2);
  ASSERT_EQ(hookLog().size(), 2u);
  EXPECT_EQ(hookLog()[0].name, "update");
  EXPECT_EQ(hookLog()[1].name, "timer");
  sim.running = false;  // 1P: the "game running" test skips the views and callbacks
  hookLog().clear();
  simStep(sim, {1, 0}, 2);
  ASSERT_EQ(hookLog().size(), 1u);
  EXPECT_EQ(hookLog()[0].name, "update");
}

// GameFrame2P has no "game running" test between the objects and the views (§1): with the
// game over the views and the callbacks still run in 2 players.
TEST(Frame, TwoPlayersHaveNoGameRunningTest) {
  Sim sim = testSim();
  sim.players = 2;
  objCreate(sim, kProbe, 0, 0, 0, 0, 1);
  sim.callbacks.add(kTestTimer, 3, 0);
  sim.running = false;
  simStep(sim, {1, 0}, 2);
  ASSERT_EQ(hookLog().size(), 2u);
  EXPECT_EQ(hookLog()[0].name, "update");
  EXPECT_EQ(hookLog()[1].name, "timer");  // the callback list ran after the views
}

TEST(Frame, DtOutsideZeroToTwelveIsRefused) {
  Sim sim = testSim();
  EXPECT_THROW(simStep(sim, {1, 0}, 13), std::invalid_argument);
  EXPECT_THROW(simStep(sim, {1, 0}, -1), std::invalid_argument);
  simStep(sim, {1, 0}, 0);
  simStep(sim, {1, 0}, 12);
  EXPECT_EQ(sim.tick, 12);
}

TEST(Frame, UndefinedTimerFunctionIsAClearError) {
  Sim sim = testSim();
  sim.timers.add(1, 63, 0, 0);
  EXPECT_THROW(simStep(sim, {1, 0}, 2), std::logic_error);
}

// The keyboard reader's raw word through ControllerDecodeDigital: the decoded layout.
TEST(ControlWord, LayoutOfTheDecodedKeyboardWord) {
  const uint32_t none = raw::kNone;
  raw::Keys fwdLeft;
  fwdLeft.up = true;
  fwdLeft.left = true;
  fwdLeft.mag = 0x80;
  EXPECT_EQ(raw::keyboardWord(fwdLeft), raw::kUp | raw::kLeft | 0x8080u);
  EXPECT_EQ(controllerDecodeDigital(none, none), input::kIdle);
  EXPECT_EQ(controllerDecodeDigital(raw::keyboardWord(fwdLeft), none), 0x80800012u);
  EXPECT_EQ(controllerDecodeDigital(raw::kA, none), input::kIdle | input::kAPress | input::kAHold);
  EXPECT_EQ(controllerDecodeDigital(raw::kA, raw::kA), input::kIdle | input::kAHold);
  EXPECT_EQ(controllerDecodeDigital(none, raw::kA), input::kIdle | input::kARelease);
  raw::Keys bc;
  bc.b = true;
  bc.c = true;
  bc.x4 = true;
  bc.x5 = true;
  EXPECT_EQ(controllerDecodeDigital(raw::keyboardWord(bc), none), 0x1u | 0x300 | 0x1800 | 0x4000 | 0x8000);
  // the fire functions read ctrl, ctrl >> 3, ctrl >> 6 with the same three bits
  EXPECT_EQ(input::kBPress >> 3, input::kAPress);
  EXPECT_EQ(input::kCPress >> 6, input::kAPress);
}

}  // namespace
}  // namespace rf
