// SPDX-License-Identifier: GPL-3.0-or-later
// The session (Game_Run as begin / iteration / end): the level start, the quit codes, the
// network stubs, the requests and the two halves of an iteration.
#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "core/bytes.hpp"
#include "gta/game.hpp"
#include "gta/game_fixture.hpp"

namespace gta {
namespace {

class SessionTest : public ::testing::Test {
 protected:
  void begin(const GameOptions& o = {}) {
    ini_ = test::missionText("0 1 (1,1,4) TELEPHONE 0 0 \r\n", "0 DONOWT 0 0 0 0 0 \r\n", "0 0 0 0 0 0");
    game_ = std::make_unique<Game>(Game::load(test::airCity(), ini_, 1, o));
  }
  void stepKey(int scanCode) {
    Inputs in;
    in.controls[0] = controlWithKey(0, scanCode);
    game_->step(in);
  }
  const GameState& s() const { return game_->state(); }
  std::string ini_;
  std::unique_ptr<Game> game_;
};

TEST_F(SessionTest, BeginStartsTheLevel) {
  begin();
  EXPECT_TRUE(s().limiter);
  EXPECT_EQ(s().phase, Phase::Running);
  EXPECT_EQ(s().quit, kQuitNone);
  EXPECT_EQ(s().mission.objectCount, 1u);
  EXPECT_TRUE(s().playersReady);
  EXPECT_TRUE(s().section.text.empty());  // Mission_FreeIni
  EXPECT_FALSE(s().iterationOpen);
  EXPECT_EQ(netResetSync(), 1);
  EXPECT_EQ(frontGetMultiTarget(), -1);
}

TEST_F(SessionTest, RequestsOfTheMapAndTheStyle) {
  begin();
  EXPECT_EQ(s().mapRequest, (MapRequest{"nyc.cmp", 1}));
  // The INI's style 0 is no request: the CMP header's (priority 1) is held.
  EXPECT_EQ(s().styleRequest, (StyleRequest{1, 1}));
  EXPECT_EQ(s().style, 1u);
  GameState t;
  styleRequest(t, 3, 2);
  styleRequest(t, 1, 1);  // a lower priority does not replace it
  EXPECT_EQ(t.styleRequest, (StyleRequest{3, 2}));
  styleRequest(t, 0, 5);  // 0 is none
  EXPECT_EQ(t.styleRequest, (StyleRequest{3, 2}));
  styleRequest(t, 4, 2);
  EXPECT_EQ(t.styleRequest, (StyleRequest{4, 2}));
}

TEST_F(SessionTest, TheIniStyleBeatsTheCmpHeader) {
  const std::string ini = "[1] \r\n\r\nTest mission, 22, nyc.cmp, 3, \r\n0 0 0 0 0 0 \r\n-1 \r\n-1 \r\n";
  const Game g = Game::load(test::airCity(), ini, 1);
  EXPECT_EQ(g.state().styleRequest, (StyleRequest{3, 2}));
  EXPECT_EQ(g.state().style, 3u);
}

TEST_F(SessionTest, AStepIsBothHalvesOfTheIteration) {
  begin();
  Inputs in;
  in.controls[0] = 0x1234;
  game_->beginFrame(in);
  EXPECT_TRUE(s().iterationOpen);
  EXPECT_EQ(s().presents, 1u);
  EXPECT_EQ(s().netSequence, 1);
  EXPECT_EQ(s().updates, 0u);
  EXPECT_THROW(game_->beginFrame(in), std::logic_error);
  EXPECT_THROW(game_->step(in), std::logic_error);
  game_->finishFrame();
  EXPECT_FALSE(s().iterationOpen);
  EXPECT_EQ(s().updates, 1u);
  EXPECT_THROW(game_->finishFrame(), std::logic_error);
  game_->step(in);
  EXPECT_EQ(s().presents, 2u);
  EXPECT_EQ(s().frame(), 2u);
}

TEST_F(SessionTest, QuitReloadIsThree) {
  GameOptions o;
  o.debugKeys = true;
  begin(o);
  stepKey(key::kF12);  // the iteration finishes
  EXPECT_TRUE(game_->over());
  EXPECT_EQ(game_->end(), kQuitReload);
  EXPECT_EQ(kQuitReload, 3);
}

TEST_F(SessionTest, QuitAbandonedIsTwo) {
  begin();
  stepKey(key::kEsc);
  EXPECT_TRUE(s().quitPrompt);
  EXPECT_EQ(s().quit, kQuitNone);  // the prompt only
  EXPECT_FALSE(game_->over());
  game_->abandon();
  EXPECT_TRUE(game_->over());
  EXPECT_EQ(game_->end(), 2);
}

TEST_F(SessionTest, QuitMissionOverIsOneThroughTheGameEndEvent) {
  begin();
  eventSchedule(game_->mutableState().eventQueue, 2, EventType::GameEnd, 7);
  game_->step();  // frame 0 -> 1
  game_->step();  // frame 1 -> 2
  EXPECT_EQ(s().quit, kQuitNone);
  game_->step();  // due at 2: Game_RequestEnd
  EXPECT_EQ(s().result, 7);
  EXPECT_TRUE(game_->over());
  const uint32_t frames = s().frame();
  game_->step();  // over: nothing happens
  EXPECT_EQ(s().frame(), frames);
  EXPECT_EQ(game_->end(), kQuitMissionOver);
  EXPECT_EQ(kQuitNetworkFailure, 4);
}

TEST_F(SessionTest, EndPresentsOnce) {
  begin();
  game_->step();
  const uint32_t before = s().presents;
  EXPECT_EQ(game_->end(), 0);
  EXPECT_EQ(game_->end(), 0);
  EXPECT_EQ(s().presents, before + 1);
  EXPECT_TRUE(s().ended);
  EXPECT_TRUE(game_->over());
  game_->step();
  EXPECT_EQ(s().presents, before + 1);
}

TEST_F(SessionTest, BadSectionIsAParseError) {
  const std::string ini = test::missionText("", "");
  EXPECT_THROW(Game::load(test::airCity(), ini, 2), core::ParseError);
}

}  // namespace
}  // namespace gta
