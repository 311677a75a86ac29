// SPDX-License-Identifier: GPL-3.0-or-later
// The power-ups and the block animations (gta-objects.md "Power-ups", "Block animations").
#include <gtest/gtest.h>

#include "gta/gta_data.hpp"
#include "gta/sim/blockanim.hpp"
#include "gta/sim/obj.hpp"
#include "gta/sim/powerup.hpp"
#include "gta/world_fixture.hpp"

namespace gta {
namespace {

using test::Col;
using test::countEvents;
using test::kGround5;
using test::P;
using test::TestCity;

int objType(const GameState& s, int slot) {
  return slot < 0 ? -1 : s.entities.objs[size_t(slot)].type;
}

TEST(GtaPowerUp, AddPutsACrateHelpSignsShowAtOnce) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int a = powerUpAdd(s, P(1000), P(1000), kGround5, 1, 0);
  EXPECT_EQ(s.powerUps[size_t(a)].visible, kPowerUpCrateVisible);
  EXPECT_EQ(objType(s, s.powerUps[size_t(a)].object), objtype::kCrate);
  const int h = powerUpAdd(s, P(1100), P(1000), kGround5, powerup::kHelp, 7);
  EXPECT_EQ(s.powerUps[size_t(h)].visible, kPowerUpRevealed);
  EXPECT_EQ(objType(s, s.powerUps[size_t(h)].object), objtype::kHelpSign);
  EXPECT_EQ(powerUpExistsAt(s, 1000 / 64, 1000 / 64, 5), a);
  EXPECT_EQ(powerUpExistsAt(s, 2, 2, 5), -1);
  for (int i = 2; i < kPowerUps; ++i) powerUpAdd(s, P(64 * (i % 200)), P(2000), kGround5, 1, 0);
  EXPECT_EQ(powerUpAdd(s, P(100), P(100), kGround5, 1, 0), -1);
}

TEST(GtaPowerUp, RevealShowsEachTypesObjectAndABrokenCrate) {
  const std::array<int, 16> want = {-1, 0x4e, 0x4f, 0x50, 0x51, -1, 0x61, -1,
                                    -1, 0x65, 0x60, 100,  0x62, 99, -1,   99};
  for (int type = 1; type <= 15; ++type) {
    if (type == powerup::kHelp) continue;
    Game g = TestCity().start();
    GameState& s = g.mutableState();
    const int i = powerUpAdd(s, P(1000), P(1000), kGround5, type, 0);
    const int crate = s.powerUps[size_t(i)].object;
    powerUpReveal(s, i);
    EXPECT_NE(objType(s, crate) == objtype::kCrate && !s.entities.objs[size_t(crate)].free(), true) << type;
    int broken = 0;
    for (const Obj& o : s.entities.objs) broken += !o.free() && o.type == objtype::kBrokenCrate ? 1 : 0;
    EXPECT_EQ(broken, 1) << type;
    if (want[size_t(type)] < 0) {
      EXPECT_EQ(s.powerUps[size_t(i)].visible, 0) << type;  // the record is cleared
    } else {
      EXPECT_EQ(s.powerUps[size_t(i)].visible, kPowerUpRevealed) << type;
      EXPECT_EQ(objType(s, s.powerUps[size_t(i)].object), want[size_t(type)]) << type;
    }
  }
}

TEST(GtaPowerUp, DeviationRevealWithoutAnObjectDeletesNothing) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int i = powerUpAdd(s, P(1000), P(1000), kGround5, 2, 0);
  objDelete(s, s.powerUps[size_t(i)].object);
  s.powerUps[size_t(i)].object = -1;
  const int other = objCreate(s, 0x0b, P(500), P(500), kGround5, 0);
  powerUpReveal(s, i);
  EXPECT_FALSE(s.entities.objs[size_t(other)].free());
  EXPECT_EQ(s.powerUps[size_t(i)].visible, kPowerUpRevealed);
}

int revealed(GameState& s, int type, int value) {
  const int i = powerUpAdd(s, P(1000), P(1000), kGround5, type, value);
  powerUpReveal(s, i);
  return i;
}

TEST(GtaPowerUp, CollectWeapons) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  Player& p = s.entities.players[0];
  EXPECT_TRUE(powerUpCollect(s, revealed(s, 1, 0), 0, false));  // default ammo 0x4a8c18
  EXPECT_EQ(p.ammo(0), 10);
  EXPECT_EQ(countEvents(s, EventId::Sound, 2), 1);
  EXPECT_TRUE(powerUpCollect(s, revealed(s, 2, 25), 0, false));
  EXPECT_EQ(p.ammo(1), 25);
  p.setAmmo(2, 99);
  const int full = revealed(s, 3, 5);
  EXPECT_FALSE(powerUpCollect(s, full, 0, false));  // refused at 99
  EXPECT_EQ(s.powerUps[size_t(full)].visible, kPowerUpRevealed);
  EXPECT_TRUE(powerUpCollect(s, revealed(s, 4, 150), 0, false));  // a temporary weapon
  EXPECT_EQ(p.weapon, 3);
  EXPECT_EQ(p.tempWeaponFrames, 50);
  EXPECT_FALSE(powerUpCollect(s, revealed(s, 2, 5), 0, false));  // refused with a temporary weapon
  EXPECT_EQ(p.ammo(1), 25);
}

TEST(GtaPowerUp, CollectTheOtherTypes) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  Player& p = s.entities.players[0];
  p.lives = 4;
  EXPECT_TRUE(powerUpCollect(s, revealed(s, powerup::kSpeedUp, 0), 0, false));
  EXPECT_EQ(p.fastWalkFrames, 0x177);
  EXPECT_TRUE(powerUpCollect(s, revealed(s, powerup::kSpeedUp, 0), 0, true));
  EXPECT_EQ(countEvents(s, EventId::CarDampThrust), 1);
  p.setWantedLevel(3);
  EXPECT_TRUE(powerUpCollect(s, revealed(s, powerup::kBribe, 0), 0, false));
  EXPECT_EQ(p.wantedLevel(), 0);
  EXPECT_TRUE(powerUpCollect(s, revealed(s, powerup::kArmour, 0), 0, false));
  EXPECT_EQ(p.armour, 3);
  EXPECT_FALSE(powerUpCollect(s, revealed(s, powerup::kArmour, 0), 0, false));  // full
  const int m = p.multiplier;
  EXPECT_TRUE(powerUpCollect(s, revealed(s, powerup::kMultiplier, 0), 0, false));
  EXPECT_EQ(p.multiplier, m + 1);
  EXPECT_TRUE(powerUpCollect(s, revealed(s, powerup::kJailFree, 0), 0, false));
  EXPECT_FALSE(powerUpCollect(s, revealed(s, powerup::kJailFree, 0), 0, false));  // held
  EXPECT_TRUE(powerUpCollect(s, revealed(s, powerup::kExtraLife, 0), 0, false));
  EXPECT_EQ(p.lives, 5);
  EXPECT_TRUE(powerUpCollect(s, revealed(s, powerup::kExtraLifeVoice, 0), 0, false));
  EXPECT_EQ(p.lives, 6);
  EXPECT_EQ(countEvents(s, EventId::Voice), 1);
  const int h = powerUpAdd(s, P(1200), P(1000), kGround5, powerup::kHelp, 7);
  EXPECT_TRUE(powerUpCollect(s, h, 0, false));
  bool help = false;
  for (const FrameEvent& e : s.events) help = help || (e.id == EventId::HudText && e.text() == "help7");
  EXPECT_TRUE(help);
  EXPECT_EQ(countEvents(s, EventId::Sound, 3), 4);  // odd types 9, 11, 13, 15
  EXPECT_EQ(countEvents(s, EventId::Sound, 4),
            5);  // even types taken: 6, 6, 10, 12, 14 (refused ones play none)
}

TEST(GtaPowerUp, CollectedOnesGoRemoveAtClearsTheRecord) {
  Game g = TestCity().start();
  GameState& s = g.mutableState();
  const int i = revealed(s, 1, 0);
  const int o = s.powerUps[size_t(i)].object;
  powerUpCollect(s, i, 0, false);
  EXPECT_EQ(s.powerUps[size_t(i)].visible, 0);
  EXPECT_TRUE(s.entities.objs[size_t(o)].free());
  const int j = powerUpAdd(s, P(1000), P(1000), kGround5, 2, 0);
  const int crate = s.powerUps[size_t(j)].object;
  powerUpRemoveAt(s, j);
  EXPECT_EQ(s.powerUps[size_t(j)].visible, 0);
  EXPECT_TRUE(s.entities.objs[size_t(crate)].free());
}

TEST(GtaPowerUpReal, Mission1PowerUpRevealedByABlastAndCollected) {
  GTA1_DATA_OR_SKIP(dir);
  Game g = Game::load(dir + "/MISSION.INI", 1, dir);
  GameState& s = g.mutableState();
  for (const PowerUp& p : s.powerUps) EXPECT_EQ(p.visible, 0);  // PowerUp_InitAll
  const Ped& me = s.entities.peds[size_t(s.entities.players[0].ped)];
  const core::Fixed x = me.sprite.x + P(100), y = me.sprite.y;
  const int i = powerUpAdd(s, x, y, me.sprite.z, 2, 0);
  explCreate(s, x + P(40), y, me.sprite.z, -1);  // a blast opens the crate
  EXPECT_EQ(s.powerUps[size_t(i)].visible, kPowerUpRevealed);
  EXPECT_TRUE(powerUpCollect(s, i, 0, false));
  EXPECT_EQ(s.entities.players[0].ammo(1), 30);
}

TEST(GtaBlockAnim, CreateGivesTheFaceAFreshTileShowingTheOldOne) {
  Game g = TestCity().fill(20, 15, 20, 15, Col::Building).start();
  GameState& s = g.mutableState();
  EXPECT_EQ(s.blockAnims.sideTiles, 6);  // past the city's largest side tile (5)
  EXPECT_EQ(s.blockAnims.lidTiles, 8);   // and lid tile (7)
  const int a = blockAnimCreate(s, 20, 15, 5, Face::Left, 3, 3, 42);
  ASSERT_EQ(a, 0);
  EXPECT_EQ(s.blockAnims.anims[0].tile, 6);
  EXPECT_EQ(s.blockAnims.sideTiles, 7);
  MapEditBlock b;
  ASSERT_TRUE(mapBlockRecord(s, 20, 15, 5, b));
  EXPECT_EQ(b.left, 6);
  EXPECT_EQ(b.right, 5);
  const TileFrame* f = styleTileFrame(s, 0, 6);
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->shows, 5);
  const int lid = blockAnimCreate(s, 20, 15, 4, Face::Lid, 3, 2, 1);
  EXPECT_EQ(s.blockAnims.anims[size_t(lid)].which, 1);
  EXPECT_EQ(s.blockAnims.anims[size_t(lid)].tile, 8);
  EXPECT_EQ(blockAnimCreate(s, 20, 15, 3, Face::Left, 3, 2, 1), -1);  // air: no face
}

TEST(GtaBlockAnim, ForwardTicksEverySpeedFramesAndOpensTheDoor) {
  Game g = TestCity().fill(20, 15, 20, 15, Col::Building).start();
  GameState& s = g.mutableState();
  const int a = blockAnimCreate(s, 20, 15, 5, Face::Left, 3, static_cast<int>(EventType::DoorOpened), 42);
  blockAnimStartForward(s, a, kTileKindAux, 10, 4);
  std::vector<int> shown;
  int opened = 0;
  for (int i = 0; i < 14; ++i) {
    g.step();
    opened += countEvents(g.state(), EventId::DoorOpened, 42);
    if (opened == 0 || shown.size() < 4) shown.push_back(styleTileFrame(g.state(), 0, 6)->shows);
    if (i == 11) {
      EXPECT_EQ(opened, 1);  // frame 12: the last of 4 frames of 3
    }
  }
  EXPECT_EQ(opened, 1);
  EXPECT_EQ(styleTileFrame(g.state(), 0, 6)->shows, 13);
  EXPECT_EQ(styleTileFrame(g.state(), 0, 6)->kind, kTileKindAux);
  EXPECT_EQ(shown[2], 10);  // frame 3
  EXPECT_EQ(shown[5], 11);
  EXPECT_EQ(g.state().blockAnims.anims[size_t(a)].active, 0);
}

TEST(GtaBlockAnim, ReverseAndTheClosedEvent) {
  Game g = TestCity().fill(20, 15, 20, 15, Col::Building).start();
  GameState& s = g.mutableState();
  const int a = blockAnimCreate(s, 20, 15, 5, Face::Left, 1, static_cast<int>(EventType::DoorClosed), 5);
  blockAnimStartReverse(s, a, kTileKindAux, 10, 4);
  g.step();
  EXPECT_EQ(styleTileFrame(g.state(), 0, 6)->shows, 13);
  g.step();
  g.step();
  g.step();
  EXPECT_EQ(styleTileFrame(g.state(), 0, 6)->shows, 10);
  EXPECT_EQ(countEvents(g.state(), EventId::DoorClosed, 5), 1);
}

TEST(GtaBlockAnim, DeviationTheFrameListStopsAtItsTenFrames) {
  Game g = TestCity().fill(20, 15, 20, 15, Col::Building).start();
  GameState& s = g.mutableState();
  const int a = blockAnimCreate(s, 20, 15, 5, Face::Left, 1, 3, 0);
  const int b = blockAnimCreate(s, 20, 15, 5, Face::Right, 1, 3, 0);
  blockAnimStartForward(s, a, kTileKindAux, 10, 15);
  EXPECT_EQ(s.blockAnims.anims[size_t(a)].n, 10);
  EXPECT_EQ(s.blockAnims.anims[size_t(a)].frames[9].tile, 19);
  EXPECT_EQ(s.blockAnims.anims[size_t(b)].which, 0);  // the next record is untouched
  EXPECT_EQ(s.blockAnims.anims[size_t(b)].n, 0);
  for (int i = 2; i < kBlockAnims; ++i) EXPECT_GE(blockAnimCreate(s, 20, 15, 4, Face::Top, 1, 3, 0), 0);
  EXPECT_EQ(blockAnimCreate(s, 20, 15, 4, Face::Top, 1, 3, 0), -1);
}

TEST(GtaBlockAnimReal, Mission1ADoorOpens) {
  GTA1_DATA_OR_SKIP(dir);
  Game g = Game::load(dir + "/MISSION.INI", 1, dir);
  GameState& s = g.mutableState();
  int bx = -1, by = -1, bz = -1;
  for (int y = 100; y < 256 && bx < 0; ++y) {
    for (int x = 100; x < 256 && bx < 0; ++x) {
      for (int z = 0; z < 6 && bx < 0; ++z) {
        MapEditBlock b;
        if (mapBlockRecord(s, x, y, z, b) && b.left != 0) bx = x, by = y, bz = z;
      }
    }
  }
  ASSERT_GE(bx, 0);
  MapEditBlock before;
  mapBlockRecord(s, bx, by, bz, before);
  const int a = blockAnimCreate(s, bx, by, bz, Face::Left, 2, static_cast<int>(EventType::DoorOpened), 9);
  EXPECT_EQ(s.blockAnims.anims[size_t(a)].tile, 195);  // NYC's largest side tile is 194
  blockAnimStartForward(s, a, kTileKindAux, 0, 5);
  int opened = 0;
  for (int i = 0; i < 10; ++i) {
    g.step();
    opened += countEvents(g.state(), EventId::DoorOpened, 9);
  }
  EXPECT_EQ(opened, 1);
  EXPECT_EQ(styleTileFrame(g.state(), 0, 195)->shows, 4);
  MapEditBlock after;
  mapBlockRecord(g.state(), bx, by, bz, after);
  EXPECT_EQ(after.left, 195);
  EXPECT_EQ(after.right, before.right);
}

}  // namespace
}  // namespace gta
