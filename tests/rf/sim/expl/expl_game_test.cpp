// SPDX-License-Identifier: GPL-3.0-or-later
// Explosions in a running game (dt = 2): the damage box hitting a vehicle and a static
// cell, an attached muzzle flash following its tank, and the BNO destroy explosions run to
// their end through spawnExplosion (the §7 outcomes: bush -> BNO_DEST_BUSH_1, BLDG_S ->
// BNO_STD_DEST, a WALL_V column, tower -> BNO_DMG_TOWER).
#include <gtest/gtest.h>

#include <algorithm>

#include "core/trig.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/explosion_scripts.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/expl/expl_test_util.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf::test {
namespace {

using core::px;

// A game whose explosion table has the built-in descriptors and a test one (a damage box script).
class ExplGame : public ::testing::Test {
 protected:
  static constexpr ExplId kBoxExpl = static_cast<ExplId>(kExplIds);  // after the built-in ones

  ExplGame() : g_(vehicleGame()), tables_(*g_.state().tables) {
    const std::span<const ExplDesc> builtIn = explDescriptors();
    std::copy(builtIn.begin(), builtIn.end(), descs_.begin());
    descs_[kExplIds] = ExplDesc{script_, {}, 0, 40, 0, core::kOne, core::kOne, {}, {}};
    tables_.explosions = descs_;
    g_.mutableState().tables = &tables_;
  }
  Sim& sim() { return g_.mutableState(); }
  void setScript(std::vector<uint8_t> s) {
    script_ = std::move(s);
    descs_[kExplIds].script = script_;
  }
  ObjSlot boxAt(Fixed x, Fixed y) { return spawnExplosion(sim(), kBoxExpl, x, y, 0, ExplSpawn{}); }

  Game g_;
  SimTables tables_;
  std::array<ExplDesc, kExplIds + 1> descs_{};
  std::vector<uint8_t> script_;
};

// The box (+-24 px, z 0..12, mask static | vehicle, 2.0 once) on a tank beside a building.
TEST_F(ExplGame, DamageBoxHitsAVehicleAndAStaticCellOnce) {
  setScript({op(ExplOp::DamageBox), 0, 12, 24, 24, 0x03, 8, op(ExplOp::End)});
  spawnVehicle(sim(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  putBno(g_, 41, 100, bnoId(Bno::BldgS));
  sim().world.setCell(41, 100, cell::withHp(g_.cell(41, 100), 5));
  stepFrames(g_, 1);  // the tank's first update (fuel, ammo)
  const Fixed hp0 = vehOf(g_).hp;
  const Fixed armour = vehOf(g_).armour;
  boxAt(centre(40), centre(100));
  stepFrames(g_, 1);
  EXPECT_EQ(vehOf(g_).hp, hp0 - (2 * core::kOne - armour));  // 0x420640: the class damage
  EXPECT_LT(cell::hp(g_.cell(41, 100)), 5u);                 // 0x4205f0: BnoDamage
  const Fixed hp1 = vehOf(g_).hp;
  const uint32_t bldg = g_.cell(41, 100);
  stepFrames(g_, 3);
  EXPECT_EQ(vehOf(g_).hp, hp1);  // spent
  EXPECT_EQ(g_.cell(41, 100), bldg);
}

TEST_F(ExplGame, PerTickBoxBurnsEveryUpdateAndNeverBlocks) {
  // -8 quarters: 2.0 per tick, 4.0 per update at dt = 2; vehicles only (mask 2).
  setScript({op(ExplOp::DamageBox), 0, 12, 24, 24, 0x02, s8(-8), op(ExplOp::End)});
  spawnVehicle(sim(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  putBno(g_, 41, 100, bnoId(Bno::BldgS));
  sim().world.setCell(41, 100, cell::withHp(g_.cell(41, 100), 5));
  stepFrames(g_, 1);
  const Fixed hp0 = vehOf(g_).hp;
  const Fixed armour = vehOf(g_).armour;
  boxAt(centre(40), centre(100));
  stepFrames(g_, 2);
  EXPECT_EQ(vehOf(g_).hp, hp0 - 2 * (4 * core::kOne - armour));
  EXPECT_EQ(cell::hp(g_.cell(41, 100)), 5u);  // no static bit in the mask
  // The tank drives out of the box: the box never blocks it.
  const Fixed y0 = vehicleOf(g_)->y;
  stepFrames(g_, 3, drive(true));
  EXPECT_LT(vehicleOf(g_)->y, y0);
}

TEST_F(ExplGame, MineBoxWrecksATank) {
  spawnVehicle(sim(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  stepFrames(g_, 1);
  const uint32_t id = sim().team[0].vehicleId;
  spawnExplosion(sim(), ExplId::Mine, centre(40), centre(100) + px(10), 0);
  stepFrames(g_, 1);
  EXPECT_EQ(g_.object(id), nullptr);  // 30.0 > 22 hp: the tank is a wreck
}

// FUN_00420410 / FUN_00420a40: the tank muzzle flash 0x454550 follows hull + turret and
// the barrel's pitch.
TEST_F(ExplGame, AttachedMuzzleFlashFollowsTheMovingTank) {
  Obj& tank = spawnVehicle(sim(), VehicleType::Tank, 0, centre(40), centre(100), 0);
  const ObjSlot ts = tank.slot();
  stepFrames(g_, 20, drive(true));  // rolling north
  sim().team[0].veh.turretYaw = 0x100000;  // turret turned east
  sim().team[0].veh.cannonElev = 0x200000;
  sim().team[0].veh.cannonTarget = 0x200000;  // held there (the turret hook moves it to its target)
  const Obj& t = sim().obj(ts);
  const int32_t h = core::WrapHeading(static_cast<int64_t>(t.heading) + 0x100000);
  const core::Vec2 muzzle = core::RotateByHeading(h, 0, px(-7));  // 7 px ahead of the turret
  const ObjSlot fs = spawnExplosion(sim(), ExplId::TankMuzzle, t.x + muzzle.x, t.y + muzzle.y, px(9),
                                    ExplSpawn{.team = 0, .heading = h, .parent = ts});
  ASSERT_NE(fs, kNoObj);
  EXPECT_EQ(sim().obj(fs).parent, ts);
  EXPECT_EQ(sim().obj(fs).local[expl::kOffX], 0);
  EXPECT_EQ(sim().obj(fs).local[expl::kOffY], px(-7));
  EXPECT_EQ(sim().obj(fs).local[expl::kOffZ], px(9));
  const Fixed y0 = t.y;
  stepFrames(g_, 1, drive(true));
  ASSERT_LT(t.y, y0);  // the tank moved
  const Obj& f = sim().obj(fs);
  ASSERT_TRUE(f.alive());
  const core::Vec2 off = core::RotateByHeading(core::WrapHeading(static_cast<int64_t>(t.heading) + 0x100000), 0, px(-7));
  EXPECT_EQ(f.x, t.x + off.x);
  EXPECT_EQ(f.y, t.y + off.y);
  EXPECT_EQ(f.z, t.z + px(9));
  EXPECT_EQ(f.heading, core::WrapHeading(static_cast<int64_t>(t.heading) + 0x100000));
  EXPECT_EQ(f.local[expl::kPitch], 0x200000);
  EXPECT_EQ(f.cell, cellOfPos(f.x, f.y));
  // 4 frames at 1 per tick: 1.0, 3.0, then 5.0 >= 4 -> gone at the 2nd frame after.
  stepFrames(g_, 1, drive(true));
  EXPECT_EQ(sim().obj(fs).x, sim().obj(ts).x + off.x);
  stepFrames(g_, 1, drive(true));
  EXPECT_TRUE(objectsOf(sim(), ObjClass::Expl).empty());
}

// ---- the BNO destroy explosions, run to their end ----
class ExplBno : public ::testing::Test {
 protected:
  ExplBno() : g_(vehicleGame()) {}
  Sim& sim() { return g_.mutableState(); }
  void put(int x, int y, Bno b, uint32_t terrain = kGrass) {
    putBno(g_, x, y, bnoId(b), terrain, 0);
    sim().world.setCell(x, y, cell::withHp(g_.cell(x, y), cell::hpFromStrength(bnoDef(b).strength)));
  }
  // BnoDestroy's explosion (BNO +0x2c) on the cell, then frames until every explosion and
  // its timers are done.
  void destroy(int x, int y) {
    const ExplId id = bnoDestroyExpl(cell::bno(g_.cell(x, y)));
    ASSERT_NE(id, ExplId::None);
    ASSERT_NE(spawnExplosion(sim(), id, centre(x), centre(y), 0, ExplSpawn{.cell = y * 128 + x}), kNoObj);
    for (int f = 0; f < 60 && !(objectsOf(sim(), ObjClass::Expl).empty() && sim().timers.empty()); ++f) {
      stepFrames(g_, 1);
    }
    EXPECT_TRUE(objectsOf(sim(), ObjClass::Expl).empty());
  }
  uint32_t bnoAt(int x, int y) const { return cell::bno(g_.cell(x, y)); }
  Game g_;
};

TEST_F(ExplBno, BushBecomesDestBush1WithItsDebris) {
  put(40, 40, Bno::Bush1S);
  const ExplId id = bnoDestroyExpl(bnoId(Bno::Bush1S));
  EXPECT_EQ(id, ExplId::Plant);
  spawnExplosion(sim(), id, centre(40), centre(40), 0, ExplSpawn{.cell = 40 * 128 + 40});
  stepFrames(g_, 1);
  EXPECT_EQ(bnoAt(40, 40), bnoId(Bno::DestBush1));
  // the burst of the bush model with set 6: its 2 debris faces
  const std::vector<ObjSlot> pieces = objectsOf(sim(), ObjClass::FWall);
  EXPECT_EQ(pieces.size(), 2u);
}

TEST_F(ExplBno, BuildingSBecomesStdDestAfter20Ticks) {
  put(40, 40, Bno::BldgS);
  spawnExplosion(sim(), bnoDestroyExpl(bnoId(Bno::BldgS)), centre(40), centre(40), 0, ExplSpawn{.cell = 40 * 128 + 40});
  stepFrames(g_, 1);
  EXPECT_EQ(bnoAt(40, 40), 0u);  // op 21: gone at once
  stepFrames(g_, 9);             // 18 more ticks: 20 in all at the 10th frame's timer advance
  EXPECT_EQ(bnoAt(40, 40), 0u);
  stepFrames(g_, 1);
  EXPECT_EQ(bnoAt(40, 40), bnoId(Bno::StdDest));
}

TEST_F(ExplBno, WallVColumnMiddleGoesNeighboursLoseTheirEnds) {
  for (int y = 39; y <= 42; ++y) put(50, y, Bno::WallV, 98);
  destroy(50, 40);
  EXPECT_EQ(bnoAt(50, 40), 0u);
  EXPECT_EQ(cell::terrain(g_.cell(50, 40)), 0x6au);
  EXPECT_EQ(bnoAt(50, 39), bnoId(Bno::RdmgWallV));  // north: its south end
  EXPECT_EQ(bnoAt(50, 41), bnoId(Bno::LdmgWallV));  // south: its north end
  // The cell south of the damaged one goes: the LDMG wall loses its other end too.
  destroy(50, 42);
  EXPECT_EQ(bnoAt(50, 41), bnoId(Bno::BdmgWallV));
  EXPECT_EQ(cell::terrain(g_.cell(50, 42)), 0x6au);
}

TEST_F(ExplBno, WallHRowWestAndEastNeighbours) {
  for (int x = 49; x <= 52; ++x) put(x, 40, Bno::WallH, 99);
  destroy(50, 40);
  EXPECT_EQ(bnoAt(50, 40), 0u);
  EXPECT_EQ(bnoAt(49, 40), bnoId(Bno::RdmgWallH));
  EXPECT_EQ(bnoAt(51, 40), bnoId(Bno::LdmgWallH));
  destroy(52, 40);
  EXPECT_EQ(bnoAt(51, 40), bnoId(Bno::BdmgWallH));
}

TEST_F(ExplBno, TowerBecomesDmgTower) {
  put(40, 40, Bno::Tower);
  destroy(40, 40);
  EXPECT_EQ(bnoAt(40, 40), bnoId(Bno::DmgTower));
}

TEST_F(ExplBno, FuelRubbleKeepsTheDepotsSide) {
  const std::array<Bno, 4> fuel = {Bno::FuelN, Bno::FuelS, Bno::FuelE, Bno::FuelW};
  for (uint32_t i = 0; i < 4; ++i) {
    const int x = 40 + 3 * static_cast<int>(i);
    put(x, 40, fuel[i]);
    destroy(x, 40);
    EXPECT_EQ(bnoAt(x, 40), bnoId(Bno::DestFuel));
    EXPECT_EQ(cell::team(g_.cell(x, 40)), i);
  }
}

TEST_F(ExplBno, CrushExplosionGivesSideBitsOne) {
  put(40, 40, Bno::Cactus);
  spawnExplosion(sim(), bnoCrushExpl(bnoId(Bno::Cactus)), centre(40), centre(40), 0, ExplSpawn{.cell = 40 * 128 + 40});
  stepFrames(g_, 1);
  EXPECT_EQ(bnoAt(40, 40), bnoId(Bno::DestTreeS));
  EXPECT_EQ(cell::team(g_.cell(40, 40)), 1u);
}

}  // namespace
}  // namespace rf::test
