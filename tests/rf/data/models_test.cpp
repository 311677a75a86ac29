// The models (models.hpp) and the debris programs / sets (debris_programs.hpp).
#include "rf/data/models.hpp"

#include <gtest/gtest.h>

#include <string>

#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/debris_programs.hpp"
#include "rf/data/shapes.hpp"

namespace rf {
namespace {

using core::Fixed;
using core::px;

Fixed shapeTop(Shape s) {
  Fixed top = 0;
  for (const ShapePart& p : s) top = p.zhi > top ? p.zhi : top;
  return top;
}

TEST(Models, EveryBnoWithGraphicsHasAModel) {
  for (uint32_t b = 0; b < kBnoCount; ++b) {
    SCOPED_TRACE("BNO " + std::to_string(b));
    if (bnoDef(b).hasGraphics) {
      ASSERT_NE(bnoModel(b), kNoModel);
      EXPECT_GT(modelDef(bnoModel(b)).nparts, 0);
      EXPECT_NE(bnoModelDamaged(b), kNoModel);
    } else {
      EXPECT_EQ(bnoModel(b), kNoModel);
    }
  }
  EXPECT_THROW(bnoModel(kBnoCount), std::out_of_range);
  EXPECT_THROW(modelDef(mdl::Count), std::out_of_range);
}

TEST(Models, HeightsMatchTheCollisionShapes) {
  for (uint32_t b = 0; b < kBnoCount; ++b) {
    SCOPED_TRACE("BNO " + std::to_string(b));
    if (bnoModel(b) == kNoModel) continue;
    const Shape s = bnoShape(b).shape;
    for (BnoLook look : {BnoLook::Intact, BnoLook::Damaged}) {
      const Model& m = modelDef(bnoModelIn(b, look));
      if (!s.empty()) {
        EXPECT_EQ(modelTop(m), shapeTop(s)) << m.name;
      } else if (b != bnoId(Bno::ActiveTower)) {
        EXPECT_LE(modelTop(m), px(4)) << m.name << ": rubble without a shape stays low";
      }
      if (!isBridgeDeck(b) && b != bnoId(Bno::DestBrige)) {
        EXPECT_EQ(modelBottom(m), 0) << m.name;
      }
    }
  }
  EXPECT_EQ(modelTop(modelDef(bnoModel(bnoId(Bno::WallV)))), px(19));
  EXPECT_EQ(modelTop(modelDef(bnoModel(bnoId(Bno::Tower)))), px(24));
  EXPECT_EQ(modelTop(modelDef(bnoModel(bnoId(Bno::Bush1S)))), px(7));
  EXPECT_EQ(modelTop(modelDef(bnoModel(bnoId(Bno::BrigeH)))), core::kHalf);
}

TEST(Models, FootprintsStayInTheCell) {
  for (uint32_t b = 0; b < kBnoCount; ++b) {
    if (bnoModel(b) == kNoModel) continue;
    for (const ModelPart& p : modelDef(bnoModel(b)).parts()) {
      for (const core::Vec3& v : p.verts()) {
        EXPECT_LE(std::abs(v.x), px(16)) << "BNO " << b;
        EXPECT_LE(std::abs(v.y), px(16)) << "BNO " << b;
      }
    }
  }
  // a building fills most of the cell: its footprint is the shape's (24 x 24 px)
  const Model& bldg = modelDef(bnoModel(bnoId(Bno::BldgS)));
  EXPECT_EQ(bldg.part[0].vert[0], (core::Vec3{px(-12), px(-12), 0}));
  EXPECT_EQ(bldg.part[0].vert[2], (core::Vec3{px(12), px(12), 0}));
}

TEST(Models, FacesIndexTheirPartsVertices) {
  for (ModelId id = 1; id < mdl::Count; ++id) {
    const Model& m = modelDef(id);
    ASSERT_GT(m.nparts, 0) << id;
    for (const ModelPart& p : m.parts()) {
      EXPECT_GT(p.nfaces, 0) << m.name << " " << p.name;
      for (const ModelFace& f : p.faces()) {
        for (uint8_t v : f.v) EXPECT_LT(v, p.nverts) << m.name;
        EXPECT_EQ(f.flags & ~(kFaceClassMask << kFaceClassShift), 0u) << m.name;
      }
    }
  }
}

TEST(Models, DestroyedIsTheModelOfTheDestroyedState) {
  for (uint32_t b = 0; b < kBnoCount; ++b) {
    const uint8_t dest = bnoDef(b).destroyedBno;
    EXPECT_EQ(bnoModelDestroyed(b), dest == 0 ? kNoModel : bnoModel(dest)) << "BNO " << b;
  }
  EXPECT_EQ(bnoModelDestroyed(bnoId(Bno::BldgS)), mdl::Rubble);
  EXPECT_EQ(bnoModelDestroyed(bnoId(Bno::Bush1S)), mdl::DestBush);
  EXPECT_EQ(bnoModelDestroyed(bnoId(Bno::WallV)), kNoModel);  // -> terrain 0x6a
  EXPECT_EQ(bnoModelDamaged(bnoId(Bno::BldgN)), mdl::BuildingDamaged);
  EXPECT_EQ(modelDebrisFaces(modelDef(mdl::BuildingDamaged), -1, 2),
            modelDebrisFaces(modelDef(mdl::Building), -1, 2) - 1);  // a hole in the roof
}

TEST(Models, BushesHaveExactlyTwoDebrisFaces) {
  for (Bno b :
       {Bno::Bush1S, Bno::Bush2S, Bno::Cactus, Bno::PlanterBush, Bno::PlanterBerry, Bno::PlanterStone}) {
    EXPECT_EQ(modelDebrisFaces(modelDef(bnoModel(bnoId(b))), -1), 2) << bnoId(b);
    EXPECT_EQ(bnoDebrisSet(bnoId(b)), DebrisSetId::Bushes);
  }
}

TEST(Models, TheTowerTurretPartGivesFiveDebrisFaces) {
  for (Bno b : {Bno::Tower, Bno::LargeTower, Bno::ActiveTower}) {
    const Model& m = modelDef(bnoModel(bnoId(b)));
    EXPECT_EQ(std::string(m.part[kTowerTurretPart].name), "turret");
    EXPECT_EQ(modelDebrisFaces(m, kTowerTurretPart, 1), 5);
    EXPECT_EQ(modelDebrisFaces(m, kTowerTurretPart, 0), 5);
    EXPECT_EQ(modelDebrisFaces(m, kTowerBasePart, 1), 0);
    EXPECT_EQ(bnoDebrisSet(bnoId(b)), DebrisSetId::TowerBase);
  }
  EXPECT_GE(debrisSetDef(DebrisSetId::TowerTurret, 1), 0);
  EXPECT_EQ(debrisSetDef(DebrisSetId::TowerBase, 1), -1);  // the destroy burst leaves the turret alone
  EXPECT_GE(debrisSetDef(DebrisSetId::TowerBase, 2), 0);
}

TEST(Models, TheBridgeDeckHasEightPlanks) {
  for (Bno b : {Bno::BrigeH, Bno::BrigeV}) {
    const Model& m = modelDef(bnoModel(bnoId(b)));
    EXPECT_GE(modelDebrisFaces(m, kBridgePlankPart, 1), 8);
    EXPECT_EQ(modelDebrisFaces(m, kBridgePlankPart, 1), kBridgePlanks);
    EXPECT_EQ(modelDebrisFaces(m, 1, 0), 0);  // the beams stay
  }
  EXPECT_EQ(debrisSetDef(DebrisSetId::BridgePlanks, 1), static_cast<int32_t>(DebrisDefId::Plank));
}

TEST(Models, VehicleModelsHaveTheHullHeights) {
  for (VehicleType t : kAllVehicleTypes) {
    SCOPED_TRACE(vehicleTypeName(t));
    const VehicleModels& v = vehicleModels(t);
    const Fixed zhi = vehicleHull(static_cast<VehicleKind>(t))[0].zhi;
    Fixed top = 0;
    for (ModelId id : {v.hull, v.turret, v.rotor}) top = std::max(top, modelTop(modelDef(id)));
    EXPECT_EQ(top, zhi);
    EXPECT_EQ(modelTop(modelDef(v.wreck)), zhi);
    EXPECT_EQ(modelOfGfx(vehicleDef(t).gfx), v.hull);
  }
  EXPECT_EQ(vehicleModels(VehicleType::Tank).turret, mdl::TankTurret);
  EXPECT_EQ(vehicleModels(VehicleType::Heli).rotor, mdl::HeliRotor);
  EXPECT_EQ(vehicleModels(VehicleType::Jeep).turret, kNoModel);
}

// The wreck explodes into set 1 / 5: class-1 faces high, class-2 faces low.
TEST(Models, WrecksHaveHighClassOneAndLowClassTwoFaces) {
  for (VehicleType t : kAllVehicleTypes) {
    const Model& m = modelDef(vehicleModels(t).wreck);
    EXPECT_GT(modelDebrisFaces(m, -1, 1), 0) << m.name;
    EXPECT_GT(modelDebrisFaces(m, -1, 2), 0) << m.name;
    Fixed lowestHigh = px(100);
    Fixed highestLow = -px(100);
    for (const ModelPart& p : m.parts()) {
      for (const ModelFace& f : p.faces()) {
        const Fixed z = faceMean(p, f).z;
        if (f.debrisClass() == 1) lowestHigh = std::min(lowestHigh, z);
        if (f.debrisClass() == 2) highestLow = std::max(highestLow, z);
      }
    }
    EXPECT_GT(lowestHigh, highestLow) << m.name;
    for (DebrisSetId s : {DebrisSetId::WreckHigh, DebrisSetId::WreckLow}) {
      EXPECT_GE(debrisSetDef(s, 1), 0);
      EXPECT_GE(debrisSetDef(s, 2), 0);
    }
  }
}

TEST(Models, FaceMeanIsTheCornerAverage) {
  const ModelPart& p = modelDef(mdl::WallV).part[0];
  // face 0 is the top: (-4..4, -16..16) at 19 px
  EXPECT_EQ(faceMean(p, p.face[0]), (core::Vec3{0, 0, px(19)}));
  // face 2 is the east side: x 4, y -16..16, z 0..19
  EXPECT_EQ(faceMean(p, p.face[2]), (core::Vec3{px(4), 0, px(19) / 2}));
}

TEST(DebrisPrograms, SetsNameValidPrograms) {
  for (int s = 0; s < kDebrisSetSlots; ++s) {
    for (int k = 1; k <= 3; ++k) {
      const int32_t d = debrisSetDef(static_cast<DebrisSetId>(s), k);
      if (d >= 0) {
        EXPECT_NO_THROW(debrisDef(d));
      }
    }
  }
  EXPECT_EQ(debrisSetDef(DebrisSetId::Bushes, 1), static_cast<int32_t>(DebrisDefId::Leaf));
  EXPECT_EQ(debrisSetDef(DebrisSetId::None, 1), -1);
  EXPECT_EQ(debrisSetDef(DebrisSetId::Set2, 0), -1);
  EXPECT_EQ(debrisSetDef(DebrisSetId::Set2, 4), -1);
  EXPECT_THROW(debrisDef(kDebrisDefs), std::out_of_range);
  // every model face class a BNO's set is meant for has a program
  for (uint32_t b = 0; b < kBnoCount; ++b) {
    if (bnoModel(b) == kNoModel || bnoDebrisSet(b) == DebrisSetId::None) continue;
    const Model& m = modelDef(bnoModel(b));
    for (int k = 1; k <= 3; ++k) {
      if (modelDebrisFaces(m, -1, k) == 0) continue;
      if (bnoDebrisSet(b) == DebrisSetId::TowerBase && k == 1) continue;  // the turret: TowerTurret
      EXPECT_GE(debrisSetDef(bnoDebrisSet(b), k), 0) << "BNO " << b << " class " << k;
    }
  }
}

TEST(DebrisPrograms, ThePlankIsSprite0xa6) {
  const DebrisDef& d = debrisDef(static_cast<int32_t>(DebrisDefId::Plank));
  EXPECT_EQ(d.steps[1].op, DebrisOp::Sprite);
  EXPECT_EQ(d.steps[1].arg[0], 0xa6);
  EXPECT_EQ(kDebrisGravity, 0x1000);
}

}  // namespace
}  // namespace rf
