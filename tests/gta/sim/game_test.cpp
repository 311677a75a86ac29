// SPDX-License-Identifier: GPL-3.0-or-later
// Level start, phases, the demo countdown, Game_HandleKey and gta::Game on a synthetic
// city (no data needed).
#include <gtest/gtest.h>

#include <string>

#include "gta/game.hpp"
#include "gta/game_fixture.hpp"
#include "gta/same_state.hpp"

namespace gta {
namespace {

const std::string kObjects =
    "293 1 (106,119,4) PARKED 31 0 \r\n294 1 (105,119,4) PLAYER 293 256 \r\n"
    "300 (1,1,4) PED 2 250 9 \r\n301 (1,1,4) TELEPHONE 0 0 \r\n";
const std::string kCommands = "0 DONOWT 0 0 0 0 0 \r\n";

Game started(const GameOptions& o = {}) {
  return Game::load(test::airCity(), test::missionText(kObjects, kCommands), 1, o);
}

// A state as Game_Init leaves the event queue (Event_Init), for the frame functions.
GameState freshState() {
  GameState s;
  eventInit(s.eventQueue);
  return s;
}

Inputs keyInput(int scanCode) {
  Inputs in;
  in.controls[0] = controlWithKey(0, scanCode);
  return in;
}

TEST(GameInit, RngReseededFirstSoEveryStartIsIdentical) {
  const Game a = started();
  Game b = started();
  EXPECT_TRUE(test::sameState(a.state(), b.state()));
  EXPECT_EQ(a.hash(), b.hash());
  // A level start after frames gives the first start's state again.
  b.step();
  b.step();
  EXPECT_NE(a.hash(), b.hash());
  EXPECT_FALSE(a.state() == b.state());
  b = Game::load(test::airCity(), test::missionText(kObjects, kCommands), 1);
  EXPECT_TRUE(test::sameState(a.state(), b.state()));
  EXPECT_EQ(a.hash(), b.hash());
  // Cars_Init made its 300 Math_Random calls from the seed words.
  core::GtaRand r;
  for (int i = 0; i < 300; ++i) r.next();
  EXPECT_EQ(a.state().rand.words(), r.words());
}

TEST(GameInit, PhasesAndFlagsAfterTheStart) {
  const Game g = started();
  const GameState& s = g.state();
  EXPECT_EQ(s.phase, Phase::Running);
  EXPECT_EQ(s.stepMode, 0);
  EXPECT_EQ(s.quit, 0);
  EXPECT_EQ(s.result, 0);
  EXPECT_EQ(s.frame(), 0u);
  EXPECT_TRUE(s.policeOn);                 // header value 2 = 1
  EXPECT_EQ(s.entities.trafficCars, 100);  // header value 1 primes the traffic pool
}

TEST(GameInit, PlayerBoundToTheDriverOfTheParkedCar) {
  const Game g = started();
  const GameState& s = g.state();
  const ScriptObject* car = g.mission().objectOfLine(293);
  ASSERT_NE(car, nullptr);
  ASSERT_GE(car->handle, 0);
  EXPECT_EQ(s.entities.cars[size_t(car->handle)].model, 31);
  EXPECT_EQ(s.playerCount, 1);
  EXPECT_EQ(s.entities.players[0].ped, car->handle + 200);
  EXPECT_EQ(g.mission().objectOfLine(294)->handle, car->handle + 200);
  const Ped& p = s.entities.peds[size_t(car->handle + 200)];
  EXPECT_EQ(p.sprite.x, (105 << 22) + 0x200000);
  EXPECT_EQ(p.sprite.y, (119 << 22) + 0x200000);
  EXPECT_EQ(p.sprite.angle, 256);
}

TEST(GameInit, ClearBlockQuirkBeforeParkedCarAndPlayer) {
  const Game g = started();
  const auto& c = g.mission().clearedBlocks;
  ASSERT_EQ(c.size(), 2u);
  // quirk: the block coordinates are taken as pixels: (106,119,4) >> 6 = (1,1,0)
  EXPECT_EQ(c[0], (ClearBlockCall{293, 1, 1, 0}));
  EXPECT_EQ(c[1], (ClearBlockCall{294, 1, 1, 0}));
}

TEST(GameInit, PedSubtype2KeepsP2AsHandleAndRemapsThatPed) {
  const Game g = started();
  const ScriptObject* ped = g.mission().objectOfLine(300);
  EXPECT_EQ(ped->handle, 250);  // quirk: p2, not a created ped
  EXPECT_EQ(g.state().entities.peds[250].remap, 9);
}

TEST(GameFrame, SingleTickThenFrozenAndF6) {
  GameOptions o;
  o.debugKeys = true;
  Game g = started(o);
  g.step();
  EXPECT_EQ(g.state().updates, 1u);
  g.step(keyInput(key::kPadPlus));  // keys run before Game_Frame: this frame is the tick
  EXPECT_EQ(g.state().phase, Phase::Frozen);
  EXPECT_EQ(g.state().updates, 2u);
  g.step();
  g.step();
  EXPECT_EQ(g.state().updates, 2u);  // frozen
  g.step(keyInput(key::kF6));        // F6 unfreezes
  EXPECT_EQ(g.state().phase, Phase::Running);
  EXPECT_EQ(g.state().updates, 3u);
  g.step(keyInput(key::kF6));  // and freezes
  EXPECT_EQ(g.state().phase, Phase::Frozen);
  EXPECT_EQ(g.state().updates, 3u);
}

TEST(GameFrame, PauseFramesCountDown) {
  GameState s = freshState();
  s.pauseFrames = 2;
  gameFrame(s);
  gameFrame(s);
  EXPECT_EQ(s.updates, 0u);
  EXPECT_EQ(s.pauseFrames, 0);
  gameFrame(s);
  EXPECT_EQ(s.updates, 1u);
}

TEST(GameFrame, FrozenRedrawsOnlyOnRequest) {
  GameState s = freshState();
  s.phase = Phase::Frozen;
  gameFrame(s);
  EXPECT_TRUE(s.events.empty());
  s.redraw = true;
  gameFrame(s);
  ASSERT_EQ(s.events.size(), 1u);
  EXPECT_EQ(s.events[0].id, EventId::CameraUpdate);
  EXPECT_EQ(s.updates, 0u);
}

TEST(GameFrame, StepModeDrawsEveryFifthFrame) {
  GameState s = freshState();
  s.stepMode = 1;
  for (int i = 0; i < 10; ++i) {
    gameUpdate(s);
    gameRender(s);
  }
  EXPECT_EQ(s.draws, 2u);  // frames 5 and 10
  EXPECT_EQ(s.presents, 2u);
}

TEST(GameUpdate, DemoCountdown) {
  GameState s = freshState();
  s.options.demoCountdown = true;
  gameUpdate(s);
  EXPECT_EQ(s.demoHud, 10000 / 25);
  s.eventQueue.frame = 9990;
  gameUpdate(s);
  EXPECT_EQ(s.demoHud, 0);  // (10000 - 9990) / 25
  EXPECT_EQ(s.quit, kQuitNone);
  s.eventQueue.frame = kDemoFrames;
  gameUpdate(s);
  EXPECT_EQ(s.quit, kQuitMissionOver);
  GameState off = freshState();
  off.eventQueue.frame = kDemoFrames;
  gameUpdate(off);
  EXPECT_EQ(off.quit, kQuitNone);
}

TEST(GameHandleKey, KnownKeysReturnOneUnknownZero) {
  GameState s = freshState();
  for (int k : {key::kEsc, key::kF1, key::kF1 + 1, key::kF1 + 2, key::kF1 + 3, key::kF5, key::kF6, key::kF7,
                key::kF8, key::kF9, key::kF10, key::kF11})
    EXPECT_EQ(gameHandleKey(s, k, 0), 1) << k;
  EXPECT_EQ(gameHandleKey(s, 0x10, 0), 0);       // Q
  EXPECT_EQ(gameHandleKey(s, key::kF12, 0), 0);  // debug key without the switch
  EXPECT_EQ(gameHandleKey(s, key::kPadPlus, 0), 0);
  EXPECT_EQ(gameHandleKey(s, key::kF5 | key::kReleased, 0), 0);
  EXPECT_EQ(s.quit, kQuitNone);
  s.options.debugKeys = true;
  for (int k : {key::kLeftBracket, key::kRightBracket, key::kK, key::kL, key::kUp, key::kDown, key::kLeft,
                key::kRight, key::kC, key::kPadStar, key::kAlt, key::kHome})
    EXPECT_EQ(gameHandleKey(s, k, 0), 1) << k;
  EXPECT_EQ(s.debugCamera.dx, 1);  // right pressed last of the cursor keys
  EXPECT_EQ(gameHandleKey(s, key::kRight | key::kReleased, 0), 1);
  EXPECT_EQ(s.debugCamera.dx, 0);  // released keys stop it
  EXPECT_TRUE(s.debugText);
  EXPECT_EQ(s.stepMode, 1);
  EXPECT_EQ(s.entities.players[0].ammo(1), 99);
  EXPECT_EQ(gameHandleKey(s, key::kPadPlus, 0), 1);
  EXPECT_EQ(s.phase, Phase::SingleTick);
  EXPECT_EQ(gameHandleKey(s, key::kF12, 0), 1);
  EXPECT_EQ(s.quit, kQuitReload);
}

TEST(GameHandleKey, F8TogglesTheLimiterWithText) {
  GameState s = freshState();
  EXPECT_EQ(gameHandleKey(s, key::kF8, 0), 1);
  EXPECT_FALSE(s.limiter);
  ASSERT_EQ(s.events.size(), 1u);
  EXPECT_EQ(s.events[0].text(), "speed-limit-off");
  gameHandleKey(s, key::kF8, 0);
  EXPECT_TRUE(s.limiter);
  EXPECT_EQ(s.events[1].text(), "speed-limit-on");
}

TEST(GameApi, TwoGamesDoNotInterfere) {
  Game a = started();
  Game b = started();
  Game c = started();
  for (int i = 0; i < 5; ++i) {
    a.step();
    b.step(keyInput(key::kF8));
    a.step();
  }
  for (int i = 0; i < 10; ++i) c.step();
  EXPECT_TRUE(test::sameState(a.state(), c.state()));
  EXPECT_EQ(a.hash(), c.hash());
  EXPECT_NE(a.hash(), b.hash());
  EXPECT_EQ(gameStateDifference(a.state(), b.state()), "eventQueue.frame: 0xa vs 0x5");
  EXPECT_EQ(a.frame(), 10u);
}

TEST(GameApi, ACopySharesTheMapAndCopiesTheState) {
  const Game a = started();
  Game b = a;
  EXPECT_EQ(b.state().cmp.get(), a.state().cmp.get());  // the CMP is shared, not copied
  EXPECT_EQ(b.state().map.get(), a.state().map.get());
  EXPECT_TRUE(a.state() == b.state());
  b.step();
  EXPECT_EQ(a.frame(), 0u);  // the copy's frame does not touch the original
  EXPECT_EQ(b.frame(), 1u);
}

TEST(GameApi, TheDifferenceNamesTheField) {
  const Game a = started();
  Game b = a;
  b.mutableState().entities.cars[3].sprite.y += 0x8000;
  EXPECT_NE(a.hash(), b.hash());
  const auto d = gameStateDifference(a.state(), b.state());
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->rfind("entities.cars[3].sprite.y: ", 0), 0u) << *d;
  b = a;
  b.mutableState().events.push_back({EventId::Radio, EventValue{1}});  // the events are state too
  EXPECT_NE(a.hash(), b.hash());
  EXPECT_EQ(gameStateDifference(a.state(), b.state()), "events: 3 entries vs 4");
}

TEST(GameApi, LoadErrorsKeepThePreviousLevel) {
  Game g = started();
  const uint64_t h = g.hash();
  const std::string bad = test::missionText("0 (1,1,4) TELEPHONE 0 zz \r\n", "");
  try {
    g = Game::load(test::airCity(), bad, 1);
    FAIL() << "no error";
  } catch (const LoadError& e) {
    EXPECT_EQ(e.fatalCode(), -0xb1);
  }
  EXPECT_EQ(g.hash(), h);
}

TEST(GameApi, ConfigIniIsReadAfterGameInit) {
  GameOptions o;
  o.configIni = "[plane 1 mass] 5";
  try {
    Game::load(test::airCity(), test::missionText(kObjects, kCommands), 1, o);
    FAIL() << "no error";
  } catch (const LoadError& e) {
    EXPECT_EQ(e.fatalCode(), -0x89);  // an entry not starting with "car"
  }
  o.configIni = "[car 31 mass] 98304";
  const Game g = Game::load(test::airCity(), test::missionText(kObjects, kCommands), 1, o);
  EXPECT_EQ(carInfoOfModel(g.state().entities, 31)->mass, 0x18000);
}

TEST(GameFrame, DebugCameraMoveWhileFrozenRequestsARedraw) {
  GameState s = freshState();
  s.options.debugKeys = true;
  s.phase = Phase::Frozen;
  gameHandleKey(s, key::kUp, 0);
  s.events.clear();
  gameFrame(s);
  ASSERT_EQ(s.events.size(), 1u);
  EXPECT_EQ(s.events[0].id, EventId::CameraUpdate);
  gameHandleKey(s, key::kUp | key::kReleased, 0);
  s.events.clear();
  gameFrame(s);
  EXPECT_TRUE(s.events.empty());
}

TEST(GameApi, StepAfterQuitDoesNothing) {
  GameOptions o;
  o.debugKeys = true;
  Game g = started(o);
  g.step(keyInput(key::kF12));
  EXPECT_TRUE(g.over());
  const uint64_t h = g.hash();
  g.step();
  EXPECT_EQ(g.hash(), h);  // nothing happens once over
  EXPECT_EQ(g.end(), kQuitReload);
}

}  // namespace
}  // namespace gta
