// The session (Game_Run as begin / step / end) with a fake clock: the loop order, the
// 3-tick limiter, the quit codes, the network stubs.
#include <gtest/gtest.h>

#include <string>

#include "core/bytes.hpp"
#include "gta/game/game_fixture.hpp"
#include "gta/sim/session.hpp"

namespace gta {
namespace {

constexpr uint64_t kTick = 14286;  // one 70 Hz tick (rounded up)

class SessionTest : public ::testing::Test {
 protected:
  void begin(const GameOptions& o = {}) {
    ini_ = test::missionText("0 1 (1,1,4) TELEPHONE 0 0 \r\n", "0 DONOWT 0 0 0 0 0 \r\n", "0 0 0 0 0 0");
    ASSERT_EQ(session_.begin(city_, ini_, 1, o), 0);
  }
  StepResult stepKey(int scanCode, uint64_t us = kFrameMicros) {
    SessionInputs in;
    in.controls[0] = controlWithKey(0, scanCode);
    return session_.step(us, in);
  }
  std::shared_ptr<const CmpFile> city_ = test::airCity();
  std::string ini_;
  Session session_;
};

TEST_F(SessionTest, BeginStartsTheLevel) {
  begin();
  const GameState& s = session_.state();
  EXPECT_TRUE(s.limiter);
  EXPECT_EQ(s.phase, Phase::Running);
  EXPECT_EQ(s.quit, kQuitNone);
  EXPECT_EQ(s.mission.objectCount, 1u);
  EXPECT_TRUE(s.playersReady);
  EXPECT_TRUE(s.section.text.empty());  // Mission_FreeIni
  EXPECT_EQ(Session::netResetSync(), 1);
  EXPECT_EQ(frontGetMultiTarget(), -1);
}

TEST_F(SessionTest, PresentAndControlsThenWaitForThreeTicks) {
  begin();
  SessionInputs in;
  in.controls[0] = 0x1234;
  // First call: present, read the controls, sync; the clock has not moved: wait.
  EXPECT_EQ(session_.step(0, in), StepResult::Wait);
  EXPECT_EQ(session_.state().presents, 1u);
  EXPECT_EQ(session_.state().controls[0], 0x1234u);
  EXPECT_EQ(session_.state().netSequence, 1);
  EXPECT_EQ(session_.state().updates, 0u);
  // Two ticks: still waiting, no second present, no second sync.
  EXPECT_EQ(session_.step(kTick, in), StepResult::Wait);
  EXPECT_EQ(session_.step(kTick, in), StepResult::Wait);
  EXPECT_EQ(session_.ticks(), 2u);
  EXPECT_EQ(session_.state().presents, 1u);
  EXPECT_EQ(session_.state().netSequence, 1);
  // The third tick: the rest of the iteration (players, frame, render, sound).
  EXPECT_EQ(session_.step(kTick, in), StepResult::Frame);
  EXPECT_EQ(session_.state().updates, 1u);
  EXPECT_EQ(session_.state().frame(), 1u);
  EXPECT_EQ(session_.state().draws, 1u);
  ASSERT_FALSE(session_.state().events.empty());
  EXPECT_EQ(session_.state().events.front().name, "Present");
  EXPECT_EQ(session_.state().events.back().name, "SoundUpdate");
  // The next iteration presents again at once and waits for 3 more ticks.
  EXPECT_EQ(session_.step(kTick, in), StepResult::Wait);
  EXPECT_EQ(session_.state().presents, 2u);
  EXPECT_EQ(session_.step(2 * kTick, in), StepResult::Frame);
}

TEST_F(SessionTest, CounterFollowsTheSummedClock) {
  begin();
  for (int i = 0; i < 69; ++i) session_.step(kMicrosPerSecond / 70, {});  // 14285 us each
  EXPECT_EQ(session_.ticks(), 68u);                                       // 985665 us: 68.99 ticks
  session_.step(kMicrosPerSecond - 69 * (kMicrosPerSecond / 70), {});
  EXPECT_EQ(session_.ticks(), 70u);  // one second summed: exactly 70, no rounding drift
}

TEST_F(SessionTest, LimiterOffByF8RunsEveryCall) {
  begin();
  EXPECT_EQ(stepKey(key::kF8), StepResult::Frame);
  EXPECT_FALSE(session_.state().limiter);
  EXPECT_EQ(session_.step(0, {}), StepResult::Frame);
  EXPECT_EQ(session_.step(0, {}), StepResult::Frame);
  EXPECT_EQ(session_.state().updates, 3u);
}

TEST_F(SessionTest, NoTimerWithSoundOff) {
  GameOptions o;
  o.sound = false;
  begin(o);
  EXPECT_EQ(session_.step(0, {}), StepResult::Frame);
}

TEST_F(SessionTest, QuitReloadIsThree) {
  GameOptions o;
  o.debugKeys = true;
  begin(o);
  EXPECT_EQ(stepKey(key::kF12), StepResult::Frame);  // the iteration finishes
  EXPECT_EQ(session_.step(kFrameMicros, {}), StepResult::Quit);
  EXPECT_EQ(session_.end(), kQuitReload);
  EXPECT_EQ(kQuitReload, 3);
}

TEST_F(SessionTest, QuitAbandonedIsTwo) {
  begin();
  EXPECT_EQ(stepKey(key::kEsc), StepResult::Frame);
  EXPECT_TRUE(session_.state().quitPrompt);
  EXPECT_EQ(session_.state().quit, kQuitNone);  // the prompt only
  gameAbandon(session_.state());
  EXPECT_EQ(session_.step(kFrameMicros, {}), StepResult::Quit);
  EXPECT_EQ(session_.end(), 2);
}

TEST_F(SessionTest, QuitMissionOverIsOneThroughTheGameEndEvent) {
  begin();
  eventSchedule(session_.state().eventQueue, 2, EventType::GameEnd, 7);
  EXPECT_EQ(session_.step(kFrameMicros, {}), StepResult::Frame);  // frame 0 -> 1
  EXPECT_EQ(session_.step(kFrameMicros, {}), StepResult::Frame);  // frame 1 -> 2
  EXPECT_EQ(session_.state().quit, kQuitNone);
  EXPECT_EQ(session_.step(kFrameMicros, {}), StepResult::Frame);  // due at 2: Game_RequestEnd
  EXPECT_EQ(session_.state().result, 7);
  EXPECT_EQ(session_.step(kFrameMicros, {}), StepResult::Quit);
  EXPECT_EQ(session_.end(), kQuitMissionOver);
  EXPECT_EQ(kQuitNetworkFailure, 4);
}

TEST_F(SessionTest, EndPresentsOnce) {
  begin();
  session_.step(kFrameMicros, {});
  const uint32_t before = session_.state().presents;
  EXPECT_EQ(session_.end(), 0);
  EXPECT_EQ(session_.end(), 0);
  EXPECT_EQ(session_.state().presents, before + 1);
  EXPECT_EQ(session_.step(kFrameMicros, {}), StepResult::Quit);
}

TEST_F(SessionTest, BadSectionIsAParseError) {
  const std::string ini = test::missionText("", "");
  Session s;
  EXPECT_THROW(s.begin(city_, ini, 2, {}), core::ParseError);
}

}  // namespace
}  // namespace gta
