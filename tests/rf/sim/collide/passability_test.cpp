// SPDX-License-Identifier: GPL-3.0-or-later
// The BNO touch handlers 0x41f260..0x41f6a0 and DestFlagOnTouch 0x4247e0: every row of the
// passability table of rf-simulation.md §4, straight from the handlers.
#include <gtest/gtest.h>

#include <set>

#include "rf/data/bno_table.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/passability.hpp"

namespace rf {
namespace {

using core::px;

constexpr VehicleKind kTank = VehicleKind::Tank;
constexpr VehicleKind kJeep = VehicleKind::Jeep;
constexpr VehicleKind kMsv = VehicleKind::Msv;
constexpr VehicleKind kHeli = VehicleKind::Heli;
constexpr core::Fixed kFast = 0x8001;  // just above 0.5 px/tick
constexpr core::Fixed kSlow = 0x8000;  // exactly 0.5: not above

const ShapePart& firstPart(Bno b) {
  return bnoShape(bnoId(b)).shape.front();
}

// A vehicle is blocked when the handler blocks, or leaves it to hit_static (the vehicle's
// 0x428c40 always blocks).
bool vehicleBlocked(Bno b, VehicleKind kind, core::Fixed speed, size_t part = 0) {
  const TouchResult r = bnoTouch(bnoDef(b).touch, kind, speed, bnoShape(bnoId(b)).shape[part]);
  return staticBlocks(r, true, 1);
}

TEST(Passability, HandlerOfEveryBno) {
  const std::set<uint32_t> rocks = {7, 8, 9, 10}, crush = {1, 2, 6, 11, 12, 13}, tents = {47, 48},
                           pickup = {14, 39, 40, 41, 42, 43, 44}, flag = {63};
  for (uint32_t id = 0; id < static_cast<uint32_t>(kBnoCount); ++id) {
    BnoTouch want = BnoTouch::None;
    if (rocks.count(id)) want = BnoTouch::Rock;
    if (crush.count(id)) want = BnoTouch::Crushable;
    if (tents.count(id)) want = BnoTouch::Tent;
    if (pickup.count(id)) want = BnoTouch::Pickup;
    if (flag.count(id)) want = BnoTouch::DestFlag;
    EXPECT_EQ(bnoDef(id).touch, want) << id;
  }
}

TEST(Passability, RocksTankMsvHeliDriveOverJeepBlocked) {
  for (Bno b : {Bno::Rock1S, Bno::Rock2S, Bno::Rock1T, Bno::Rock2T}) {
    for (VehicleKind k : {kTank, kMsv, kHeli}) {
      EXPECT_EQ(rockOnTouch(k).bits, kTouchIgnore);
      EXPECT_FALSE(vehicleBlocked(b, k, 0));
      EXPECT_FALSE(vehicleBlocked(b, k, kFast));
    }
    EXPECT_EQ(rockOnTouch(kJeep).bits, kTouchBlock);
    EXPECT_TRUE(vehicleBlocked(b, kJeep, kFast));
  }
}

TEST(Passability, BushesCactusPlantersCrushedAboveHalfPixelPerTick) {
  struct Row {
    Bno bno;
    Bno destroyed;
  };
  for (const Row& r : {Row{Bno::Bush1S, Bno::DestBush1}, Row{Bno::Bush2S, Bno::DestBush2},
                       Row{Bno::Cactus, Bno::DestTreeS}, Row{Bno::PlanterBush, Bno::DestPlanter},
                       Row{Bno::PlanterBerry, Bno::DestPlanter}, Row{Bno::PlanterStone, Bno::DestPlanter}}) {
    const ShapePart& part = firstPart(r.bno);
    for (VehicleKind k : {kTank, kMsv, kHeli}) {
      EXPECT_EQ(crushableOnTouch(k, kFast, part), (TouchResult{kTouchIgnore, TouchEffect::Crushed}));
      EXPECT_FALSE(vehicleBlocked(r.bno, k, kFast));
      EXPECT_EQ(crushableOnTouch(k, kSlow, part), (TouchResult{kTouchBlock, TouchEffect::None}));
      EXPECT_TRUE(vehicleBlocked(r.bno, k, kSlow));
      EXPECT_TRUE(vehicleBlocked(r.bno, k, -px(1)));  // backing in never crushes
    }
    EXPECT_EQ(crushableOnTouch(kJeep, px(2), part), (TouchResult{kTouchBlock, TouchEffect::None}));
    EXPECT_TRUE(vehicleBlocked(r.bno, kJeep, kFast));
    // The destroyed BNO the crushed cell gets.
    const uint32_t before = cell::make(0, bnoId(r.bno), 2, 1);
    const uint32_t after = crushedCellWord(designedTables(), cell::withChainHead(before, 17));
    EXPECT_EQ(cell::bno(after), bnoId(r.destroyed));
    EXPECT_EQ(cell::team(after), 1u);  // side bits 1
    EXPECT_EQ(cell::chainHead(after), 17u);
  }
  EXPECT_EQ(kCrushDamage, 0x640000);
}

TEST(Passability, PlanterCrushKeepsItsGround) {
  const uint32_t w = crushedCellWord(designedTables(), cell::make(94, bnoId(Bno::PlanterBush), 2, 1));
  EXPECT_EQ(cell::terrain(w), 94u);
  EXPECT_EQ(cell::bno(w), bnoId(Bno::DestPlanter));
}

TEST(Passability, PartsWithMaskFourAreIgnored) {
  ShapePart part = firstPart(Bno::Bush1S);
  part.mask = 4;
  EXPECT_EQ(crushableOnTouch(kTank, kSlow, part).bits, kTouchIgnore);
  EXPECT_EQ(crushableOnTouch(kJeep, kSlow, part).bits, kTouchIgnore);
}

TEST(Passability, TentsCrushedByEveryVehicleAboveHalfPixelPerTick) {
  for (Bno b : {Bno::TentV, Bno::TentH}) {
    for (VehicleKind k : {kTank, kJeep, kMsv, kHeli}) {
      EXPECT_EQ(tentOnTouch(k, kFast), (TouchResult{kTouchIgnore, TouchEffect::Crushed}));
      EXPECT_FALSE(vehicleBlocked(b, k, kFast));
      EXPECT_TRUE(vehicleBlocked(b, k, kSlow));
    }
    const uint32_t after = crushedCellWord(designedTables(), cell::make(0, bnoId(b), 1, 1));
    EXPECT_EQ(cell::bno(after), bnoId(Bno::DestTent));
  }
}

TEST(Passability, FuelAmmoGatePadsRecordedOtherPartsBlock) {
  for (Bno b : {Bno::FuelN, Bno::FuelS, Bno::FuelE, Bno::FuelW, Bno::Ammo, Bno::GateH, Bno::GateV}) {
    const Shape s = bnoShape(bnoId(b)).shape;
    for (VehicleKind k : {kTank, kJeep, kMsv, kHeli}) {
      for (size_t i = 0; i < s.size(); ++i) {
        const TouchResult r = pickupOnTouch(k, s[i]);
        if ((s[i].pickup & kPartPad) != 0) {
          EXPECT_EQ(r, (TouchResult{kTouchIgnore, TouchEffect::PadRecorded})) << bnoId(b) << " part " << i;
          EXPECT_FALSE(vehicleBlocked(b, k, 0, i));
        } else {
          EXPECT_EQ(r, (TouchResult{kTouchBlock, TouchEffect::None})) << bnoId(b) << " part " << i;
          EXPECT_TRUE(vehicleBlocked(b, k, kFast, i));
        }
      }
    }
  }
}

TEST(Passability, DestroyedFlagJeepTakesTheFlagRubbleBlocks) {
  EXPECT_EQ(destFlagOnTouch(kJeep), (TouchResult{kTouchBlock, TouchEffect::JeepTakesFlag}));
  for (VehicleKind k : {kTank, kMsv, kHeli}) {
    EXPECT_EQ(destFlagOnTouch(k), (TouchResult{kTouchBlock, TouchEffect::None}));
    EXPECT_TRUE(vehicleBlocked(Bno::DestFlag, k, kFast));
  }
  EXPECT_TRUE(vehicleBlocked(Bno::DestFlag, kJeep, 0));
}

TEST(Passability, PalmsWallsTowersBuildingsBlockEveryVehicle) {
  for (Bno b : {Bno::Palm1S, Bno::Palm2S, Bno::TreeS, Bno::WallV, Bno::WallH, Bno::Tower, Bno::LargeTower,
                Bno::BldgN, Bno::FactS, Bno::BnkrE, Bno::PrisonW, Bno::Outpost, Bno::HospS, Bno::WtowerNE,
                Bno::Flag, Bno::LdmgWallH}) {
    for (VehicleKind k : {kTank, kJeep, kMsv, kHeli}) {
      EXPECT_EQ(bnoTouch(bnoDef(b).touch, k, kFast, firstPart(b)).bits, 0u);
      EXPECT_TRUE(vehicleBlocked(b, k, px(2))) << bnoId(b);
    }
  }
}

TEST(Passability, OtherObjectsAreLeftToHitStatic) {
  for (BnoTouch h : {BnoTouch::Rock, BnoTouch::Crushable, BnoTouch::Tent, BnoTouch::DestFlag}) {
    EXPECT_EQ(bnoTouch(h, VehicleKind::Other, px(3), firstPart(Bno::Bush1S)), TouchResult{});
  }
  EXPECT_EQ(pickupOnTouch(VehicleKind::Other, firstPart(Bno::WallV)), TouchResult{});
  EXPECT_EQ(pickupOnTouch(VehicleKind::Other, gateZonePart()).bits, kTouchIgnore);
  // hit_static decides: NULL blocks, 0 passes.
  EXPECT_TRUE(staticBlocks(TouchResult{}, false, 0));
  EXPECT_FALSE(staticBlocks(TouchResult{}, true, 0));
  EXPECT_TRUE(staticBlocks(TouchResult{}, true, 1));
  EXPECT_TRUE(staticBlocks(TouchResult{kTouchBlock | kTouchIgnore, TouchEffect::None}, true, 0));
}

}  // namespace
}  // namespace rf
