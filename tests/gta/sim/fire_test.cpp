// SPDX-License-Identifier: GPL-3.0-or-later
// The fires and fire engines (gta-objects.md "Fires", "Fire engines"): Fire_Register's
// rules, the dispatch with its quirks, the state machine, the jet, and the run on NYC.
#include "gta/sim/fire.hpp"

#include <gtest/gtest.h>

#include "gta/gta_data.hpp"
#include "gta/sim/mapq.hpp"
#include "gta/sim/obj.hpp"
#include "gta/world_fixture.hpp"

namespace gta {
namespace {

using test::Col;
using test::countEvents;
using test::kGround5;
using test::P;
using test::TestCity;

// Roads: row 10 all along, columns 10, 60, 110, 160 down to row 60; stations beside them.
TestCity roadCity() {
  TestCity c;
  c.fill(0, 10, 255, 10, Col::Road);
  for (int x : {10, 60, 110, 160}) c.fill(x, 0, x, 60, Col::Road);
  c.fireStation(0, 11, 20, 5).fireStation(1, 61, 20, 5).fireStation(2, 111, 20, 5).fireStation(3, 161, 20, 5);
  return c;
}

core::Fixed bc(int b) {
  return blockCentre(b);
}

TEST(GtaFire, RegisterRecordsAFireAndDispatchesAnEngine) {
  Game g = roadCity().start();
  GameState& s = g.mutableState();
  const int o = fireLight(s, bc(62), bc(40), kGround5);  // 2 blocks from the road at x = 60
  const FireRecord& r = s.fire.fires[0];
  EXPECT_EQ(r.object, o);
  EXPECT_EQ(r.x, 60 * 64);  // the nearest road (Map_FindNearestRoad), pixels
  EXPECT_EQ(r.y, 38 * 64);  // ring 2 around (62, 40), the first in row order
  EXPECT_EQ(r.z, 5 * 64);
  EXPECT_EQ(s.entities.objs[size_t(o)].u12, 1);  // burns until extinguished
  EXPECT_EQ(s.fire.engineCount, 1);
  const Sentinel& t = s.fire.sentinels[0];
  EXPECT_EQ(t.kind, kSentinelKindPolice);
  EXPECT_EQ(t.station, 1);  // the nearest (Manhattan): (61, 20)
  EXPECT_EQ(t.state, fes::kWaitSearch);
  EXPECT_EQ(r.engine, t.car);
  EXPECT_EQ(s.fire.engines[0], 0);
  EXPECT_EQ(s.fire.engineOut[0], 2500);
  const Car& c = s.entities.cars[size_t(t.car)];
  EXPECT_EQ(c.model, 0x2a);
  EXPECT_EQ(c.control, 9);
  EXPECT_EQ(c.cruiseSpeed, 6);
  EXPECT_EQ(c.siren, 1);
  EXPECT_EQ(c.sprite.x, bc(60));  // spawned on the road nearest the station
  EXPECT_EQ(c.sprite.y, bc(19));
  EXPECT_EQ(s.entities.peds[size_t(200 + t.car)].control, 6);
  ASSERT_GE(c.hose, 0);
  const Obj& hose = s.entities.objs[size_t(c.hose)];
  EXPECT_EQ(hose.type, objtype::kHose);
  EXPECT_EQ(hose.attachKind, 5);
  EXPECT_EQ(hose.offFwd, -6);
  EXPECT_EQ(hose.offSide, -1);
}

TEST(GtaFire, RegisterRefusals) {
  Game g = roadCity().start();
  GameState& s = g.mutableState();
  const int smoke = objCreate(s, objtype::kSmoke, bc(62), bc(40), kGround5, 0);
  EXPECT_EQ(fireRegister(s, smoke), -1);                         // not a 0x12
  EXPECT_EQ(fireLight(s, bc(35), bc(40), kGround5) >= 0, true);  // lit, but no road within 4
  EXPECT_FALSE(s.fire.fires[0].used());
  const int car = test::placeCar(s, 0x0b, 1000, 1000, kGround5);
  const int onCar = objCreateAnimated(s, objtype::kFire, P(1000), P(1000), kGround5, car, 1);
  EXPECT_EQ(fireRegister(s, onCar), -1);  // burns on a car 0xb
  fireLight(s, bc(62), bc(40), kGround5);
  ASSERT_TRUE(s.fire.fires[0].used());  // at the road block (60, 38)
  // within 40 blocks of a fire with an engine: not recorded
  const int near = objCreate(s, objtype::kFire, bc(90), bc(45), kGround5, 0);
  EXPECT_EQ(fireRegister(s, near), -1);
  EXPECT_FALSE(s.fire.fires[1].used());
  // within 2 blocks of a recorded fire (whose engine doesn't count: id 0): its extra,
  // burning on
  s.fire.fires[0].engine = 0;
  const int extra = objCreate(s, objtype::kFire, bc(61), bc(39), kGround5, 0);
  EXPECT_EQ(fireRegister(s, extra), 0);
  EXPECT_EQ(s.fire.fires[0].extra, extra);
  EXPECT_EQ(s.entities.objs[size_t(extra)].u12, 1);
}

TEST(GtaFire, QuirkIsNearActiveIgnoresEngineId0) {
  Game g = roadCity().start();
  GameState& s = g.mutableState();
  s.fire.fires[3] = FireRecord{};
  s.fire.fires[3].object = 5;
  s.fire.fires[3].x = 100 * 64;
  s.fire.fires[3].y = 40 * 64;
  s.fire.fires[3].engine = 0;  // served by car 0
  EXPECT_FALSE(fireIsNearActive(s, 110, 40, 40));
  s.fire.fires[3].engine = 7;
  EXPECT_TRUE(fireIsNearActive(s, 110, 40, 40));
}

TEST(GtaFire, QuirkRegisterComparesWithTheFreeRecordsAtBlock0) {
  Game g = TestCity().fill(0, 0, 5, 0, Col::Road).fireStation(0, 3, 1, 5).start();
  GameState& s = g.mutableState();
  const int o = objCreate(s, objtype::kFire, bc(2), bc(1), kGround5, 0);
  EXPECT_EQ(fireRegister(s, o), 0);
  EXPECT_EQ(s.fire.fires[0].extra, o);  // the extra of a free record
  EXPECT_FALSE(s.fire.fires[0].used());
  EXPECT_EQ(s.fire.engineCount, 0);
}

TEST(GtaFire, NoStationNoEngineTheRecordIsDroppedAgain) {
  Game g = TestCity().fill(0, 10, 255, 10, Col::Road).start();
  GameState& s = g.mutableState();
  const int o = fireLight(s, bc(50), bc(11), kGround5);
  for (const FireRecord& r : s.fire.fires) EXPECT_FALSE(r.used());
  EXPECT_EQ(s.entities.objs[size_t(o)].u12, 0);
}

TEST(GtaFire, QuirkTheEnginesListIsFilledAtTheCount) {
  Game g = roadCity().start();
  GameState& s = g.mutableState();
  fireLight(s, bc(10), bc(55), kGround5);       // sentinel 0
  fireLight(s, bc(60), bc(10 + 45), kGround5);  // 50 blocks on: sentinel 1
  fireLight(s, bc(110), bc(55), kGround5);      // sentinel 2
  EXPECT_EQ(s.fire.engineCount, 3);
  EXPECT_EQ(s.fire.engines, (std::array<int16_t, 3>{0, 1, 2}));
  fireEngineRemove(s, 0);  // frees slot 0, the count drops to 2
  EXPECT_EQ(s.fire.engineCount, 2);
  EXPECT_EQ(s.fire.engines[0], -1);
  fireLight(s, bc(160), bc(55), kGround5);  // the new engine goes into slot 2: a live one's
  EXPECT_EQ(s.fire.engines, (std::array<int16_t, 3>{-1, 1, 0}));
  EXPECT_EQ(s.fire.engineOut[2], 2500);
  EXPECT_EQ(s.fire.engineCount, 3);
}

TEST(GtaFire, QuirkWithThreeOutOnlySentinels0To2AreLookedAtAgainstTheirOwnSlot) {
  Game g = roadCity().start();
  GameState& s = g.mutableState();
  fireLight(s, bc(10), bc(55), kGround5);
  fireLight(s, bc(60), bc(55), kGround5);
  fireLight(s, bc(110), bc(55), kGround5);
  s.fire.sentinels[1].state = fes::kDrivingHome;
  fireExtinguish(s, 1);
  s.fire.sentinels[1].fire = -1;
  s.fire.fires[0].engine = 0;  // pretend: keep the other fires from blocking (engine id 0)
  s.fire.fires[2].engine = 0;
  const int o = fireLight(s, bc(160), bc(55), kGround5);
  EXPECT_EQ(s.fire.sentinels[1].state, fes::kWaitSearch);  // the engine heading home is sent
  EXPECT_EQ(s.fire.sentinels[1].fire, 1);
  EXPECT_EQ(s.fire.fires[1].object, o);
  // engines[i] != i: nothing to send
  s.fire.sentinels[1].state = fes::kDrivingHome;
  fireExtinguish(s, 1);
  s.fire.engines = {2, 0, 1};
  const int p = objCreate(s, objtype::kFire, bc(160), bc(55), kGround5, 0);
  EXPECT_EQ(fireRegister(s, p), -1);
}

TEST(GtaFire, JetPiecesFollowTheFormula) {
  EXPECT_EQ(fireJetPieces(52), 1);
  EXPECT_EQ(fireJetPieces(83), 1);
  EXPECT_EQ(fireJetPieces(84), 2);
  EXPECT_EQ(fireJetPieces(256), 7);  // (256 - 52) / 32 + 1
  EXPECT_EQ(fireJetPieces(276), 8);
  EXPECT_EQ(fireJetPieces(308), 8);  // n below 9
  EXPECT_EQ(fireJetPieces(320), 8);
  EXPECT_EQ(fireJetPieces(1000), 8);  // d at most 320
}

TEST(GtaFire, TheEngineDrivesStopsSpraysPutsItOutAndGoesHome) {
  Game g = roadCity().start();
  const int o = fireLight(g.mutableState(), bc(62), bc(40), kGround5);
  std::vector<std::pair<uint32_t, int>> states;
  int jet = 0;
  for (int f = 0; f < 2000 && g.state().fire.sentinels[0].kind != 0; ++f) {
    g.step();
    const Sentinel& t = g.state().fire.sentinels[0];
    if (states.empty() || states.back().second != t.state) states.push_back({g.frame(), t.state});
    if (t.state == fes::kSpraying) {
      jet = 0;
      for (int k = 0; k < 9; ++k) jet += g.state().fire.fires[0].objects[size_t(k)] >= 0 ? 1 : 0;
    }
  }
  std::vector<int> seq;
  for (const auto& st : states) seq.push_back(st.second);
  EXPECT_EQ(seq, (std::vector<int>{fes::kSearching, fes::kDriving, fes::kBraking, fes::kStopped,
                                   fes::kAimHose, fes::kJet, fes::kSpraying, fes::kJetOff, fes::kHoseBack,
                                   fes::kNextJob, fes::kSearchHome, fes::kDrivingHome, fes::kDismissed, 0}));
  EXPECT_TRUE(g.state().entities.objs[size_t(o)].free() ||
              g.state().entities.objs[size_t(o)].type != objtype::kFire);
  EXPECT_GE(jet, 2);
  for (size_t i = 0; i < states.size(); ++i) {
    if (states[i].second == fes::kSpraying) {
      EXPECT_EQ(states[i + 1].first - states[i].first, 262u);  // spraying 262 frames
    }
  }
  EXPECT_FALSE(g.state().fire.fires[0].used());
  EXPECT_EQ(g.state().fire.engineCount, 0);
}

TEST(GtaFire, ABurntOutEngineGivesItsFireUp) {
  Game g = roadCity().start();
  fireLight(g.mutableState(), bc(62), bc(40), kGround5);
  for (int i = 0; i < 10; ++i) g.step();
  const int car = g.state().fire.sentinels[0].car;
  const int hose = g.state().entities.cars[size_t(car)].hose;
  g.mutableState().entities.cars[size_t(car)].damage = 100;
  g.step();
  EXPECT_TRUE(g.state().entities.objs[size_t(hose)].free());
  EXPECT_FALSE(g.state().fire.fires[0].used());
  EXPECT_EQ(g.state().fire.sentinels[0].state, fes::kDismissed);
  g.step();  // removed once off screen (no view here)
  EXPECT_EQ(g.state().fire.sentinels[0].kind, 0);
  EXPECT_EQ(g.state().entities.cars[size_t(car)].status, kCarFree);
}

TEST(GtaFire, An2500FrameOutingGivesTheFireUp) {
  Game g = roadCity().start();
  fireLight(g.mutableState(), bc(62), bc(40), kGround5);
  g.mutableState().fire.engineOut[0] = 3;
  g.step();
  g.step();
  EXPECT_NE(g.state().fire.sentinels[0].state, fes::kDismissed);
  g.step();
  EXPECT_EQ(g.state().fire.sentinels[0].state, fes::kDismissed);
  EXPECT_FALSE(g.state().fire.fires[0].used());
}

TEST(GtaFire, QuirkCollGetFiresInBlockReturnsTheFirstAddedNotTheHead) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int a = objCreate(s, objtype::kFire, P(10 * 64 + 10), P(640 + 10), kGround5, 0);
  const int b = objCreate(s, objtype::kFire, P(10 * 64 + 30), P(640 + 30), kGround5, 0);
  objCreate(s, objtype::kFire, P(11 * 64 + 30), P(640 + 30), kGround5, 0);  // another block
  std::vector<int> list;
  const int got = collGetFiresInBlock(s, 10, 10, &list);
  // a is added first, b after it at the head
  EXPECT_EQ(list, (std::vector<int>{b, a}));
  EXPECT_EQ(got, a);
  EXPECT_EQ(collGetFiresInBlock(s, 12, 12, nullptr), -1);
}

// The spec's run (gta-objects.md, tests/fire_test.c of the notes): "a fire 8 blocks from a
// station in NYC: the engine stops 4 blocks from it after about 530 frames, sprays a jet of
// 9 objects and heads home at frame 910". Our figures of one run, frame numbers after the
// step in which each happened.
struct FireRun {
  uint32_t stop = 0;     // state 10 begins: the stop test of state 1 passed (the notes' "stops")
  uint32_t stands = 0;   // state 0x14: braked to a stand
  uint32_t jet = 0;      // state 0x82 begins: the jet made
  uint32_t out = 0;      // Fire_Extinguish (the FireOut event)
  uint32_t heads = 0;    // FireEngine_ReturnToBase (the notes' "heads home")
  uint32_t home = 0;     // state 0xff: at the end of the route home
  uint32_t removed = 0;  // FireEngine_Remove
  int dist = -1;         // Chebyshev blocks from the fire's block at the stop
  int pieces = 0;        // the jet's objects
  bool fireObjectWent = false;
};

FireRun runFire(Game& g, int fireBx, int fireBy, int fireObject, int frames) {
  FireRun r;
  for (int f = 0; f < frames && r.removed == 0; ++f) {
    g.step();
    const Sentinel& t = g.state().fire.sentinels[0];
    if (r.stop == 0 && t.state == fes::kBraking) {
      r.stop = g.frame();
      const Car& c = g.state().entities.cars[size_t(t.car)];
      r.dist = std::max(std::abs((c.sprite.x >> 22) - fireBx), std::abs((c.sprite.y >> 22) - fireBy));
    }
    if (r.stands == 0 && t.state == fes::kStopped) r.stands = g.frame();
    if (r.jet == 0 && t.state == fes::kSpraying) {
      r.jet = g.frame();
      for (int k = 0; k < 9; ++k) r.pieces += g.state().fire.fires[0].objects[size_t(k)] >= 0 ? 1 : 0;
      r.fireObjectWent = g.state().entities.objs[size_t(fireObject)].free();
    }
    if (r.out == 0 && countEvents(g.state(), EventId::FireOut) > 0) r.out = g.frame();
    if (r.heads == 0 && countEvents(g.state(), EventId::FireEngineHome) > 0) r.heads = g.frame();
    if (r.home == 0 && t.state == fes::kDismissed) r.home = g.frame();
    if (t.kind == 0 && f > 2) r.removed = g.frame();
  }
  return r;
}

// Within 10 % of the notes' figure.
void expectNearTheNotes(uint32_t ours, uint32_t notes, const char* what) {
  EXPECT_GE(ours * 10, notes * 9) << what << ": ours " << ours << ", the notes' " << notes;
  EXPECT_LE(ours * 10, notes * 11) << what << ": ours " << ours << ", the notes' " << notes;
}

// The streets of NYC.CMP round fire station 3 that the run drives (read from the real
// file), on our test city's bottom layer: the station's street one-way east (76..79, 38),
// the avenue one-way south (80, 38..44), the street one-way west (61..80, 45, turning
// south at 61) and the fire's street one-way east (61..76, 46).
TestCity nycStationStreets() {
  TestCity c;
  constexpr int kDown = 2, kLeft = 4, kRight = 8;  // traffic bits
  c.oneWay(76, 38, 79, 38, kRight);
  c.oneWay(80, 38, 80, 44, kDown);
  c.oneWay(62, 45, 80, 45, kLeft);
  c.oneWay(61, 45, 61, 45, kDown);
  c.oneWay(61, 46, 76, 46, kRight);
  c.fireStation(0, 76, 38, 5);
  return c;
}

// Our figures of the run (docs/gta-fire-engines.md): the same streets give the same drive
// on our test city as on NYC.CMP up to the engine heading home.
constexpr uint32_t kOurStop = 537, kOurStands = 561, kOurJet = 604, kOurOut = 908, kOurHeads = 909;

TEST(GtaFire, TheNotesRunOnNycsStreetsStopsAndHeadsHomeWithin10PercentOfTheNotes) {
  Game g = nycStationStreets().start();
  const int o = fireLight(g.mutableState(), bc(76), bc(46), kGround5);
  ASSERT_TRUE(g.state().fire.fires[0].used());
  const FireRun r = runFire(g, 76, 46, o, 4000);
  EXPECT_EQ(r.stop, kOurStop);
  EXPECT_EQ(r.dist, 4);  // 4 blocks from the fire, as the notes'
  EXPECT_EQ(r.stands, kOurStands);
  EXPECT_EQ(r.jet, kOurJet);
  EXPECT_EQ(r.pieces, 9);  // as the notes': 8 pieces and the end
  EXPECT_TRUE(r.fireObjectWent);
  EXPECT_EQ(r.out, kOurOut);
  EXPECT_EQ(r.heads, kOurHeads);
  expectNearTheNotes(r.stop, 530, "engine stops");
  expectNearTheNotes(r.heads, 910, "heads home");
  EXPECT_GT(r.home, r.heads);
  EXPECT_EQ(r.removed, r.home + 1);  // removed the next frame (no view here)
}

TEST(GtaFireReal, NycFire8BlocksFromAStation) {
  GTA1_DATA_OR_SKIP(dir);
  Game g = Game::load(dir + "/MISSION.INI", 1, dir);
  GameState& s = g.mutableState();
  const RouteBlock st = s.fire.stations[3];
  EXPECT_EQ(st, (RouteBlock{76, 38, 3}));
  const core::Fixed x = bc(76), y = bc(46);  // 8 blocks south
  const int o = fireLight(s, x, y, mapGetGroundZ(s.blocks(), x, y, 3 * kBlockSize));
  ASSERT_GE(o, 0);
  ASSERT_TRUE(s.fire.fires[0].used());
  EXPECT_EQ(s.fire.sentinels[0].station, 3);
  EXPECT_EQ(s.fire.sentinels[0].route.size(), 0u);
  const FireRun r = runFire(g, 76, 46, o, 4000);
  EXPECT_EQ(g.state().fire.sentinels[0].kind, 0);
  EXPECT_EQ(r.stop, kOurStop);  // the same as on the test city's copy of these streets
  EXPECT_EQ(r.dist, 4);
  EXPECT_EQ(r.stands, kOurStands);
  EXPECT_EQ(r.jet, kOurJet);
  EXPECT_EQ(r.pieces, 9);
  EXPECT_TRUE(r.fireObjectWent);
  EXPECT_EQ(r.out, kOurOut);
  EXPECT_EQ(r.heads, kOurHeads);
  expectNearTheNotes(r.stop, 530, "engine stops");
  expectNearTheNotes(r.heads, 910, "heads home");
  EXPECT_EQ(r.home, 2254u);  // the route home on NYC (18 blocks)
  EXPECT_EQ(r.removed, r.home + 1);
  EXPECT_FALSE(g.state().fire.fires[0].used());
}

}  // namespace
}  // namespace gta
