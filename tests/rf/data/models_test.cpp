// SPDX-License-Identifier: GPL-3.0-or-later
// The models (models.hpp) and the debris programs / sets (debris_programs.hpp).
#include "rf/data/models.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/debris_programs.hpp"
#include "rf/data/load_error.hpp"
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
        EXPECT_EQ(f.flags & ~kFaceFlagsMask, 0u) << m.name;
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
  EXPECT_EQ(vehicleModels(VehicleType::Jeep).boat, mdl::JeepBoat);
  EXPECT_EQ(vehicleModels(VehicleType::Tank).boat, kNoModel);
  // the boat form keeps the jeep's height (the roll bar)
  EXPECT_EQ(modelTop(modelDef(mdl::JeepBoat)), vehicleHull(VehicleKind::Jeep)[0].zhi);
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

// ---- the model files ----

// The faces of every class 1..3 of each part of the models the simulation bursts (model,
// part, k1, k2, k3): the counts of the C++ tables the files replaced (every part not listed
// has none). The golden runs pin the pieces; this says which model lost or gained one.
struct DebrisCount {
  ModelId model;
  int part;
  int k1, k2, k3;
};
// clang-format off
constexpr DebrisCount kDebrisCounts[] = {
    {1, 0, 2, 0, 0}, {2, 0, 0, 2, 0}, {2, 1, 4, 0, 0}, {3, 0, 0, 2, 0}, {3, 1, 5, 0, 0},
    {4, 0, 2, 0, 0}, {5, 0, 4, 0, 0}, {6, 1, 2, 0, 0}, {7, 0, 10, 0, 0}, {8, 0, 4, 4, 0},
    {9, 0, 14, 0, 0}, {10, 0, 14, 0, 0}, {11, 0, 14, 0, 0}, {12, 0, 14, 0, 0}, {13, 0, 4, 4, 0},
    {14, 0, 6, 2, 0}, {15, 0, 6, 2, 5}, {16, 0, 8, 0, 0}, {17, 0, 4, 1, 0}, {18, 0, 6, 2, 0},
    {19, 0, 5, 0, 0}, {20, 0, 5, 0, 0}, {21, 0, 5, 0, 0}, {22, 0, 5, 0, 0}, {23, 0, 5, 0, 0},
    {23, 1, 5, 0, 0}, {24, 0, 5, 0, 0}, {24, 1, 5, 0, 0}, {25, 0, 5, 0, 0}, {26, 0, 5, 0, 0},
    {27, 0, 4, 0, 0}, {28, 0, 4, 0, 0}, {29, 0, 0, 5, 0}, {29, 1, 5, 0, 0}, {30, 0, 0, 5, 0},
    {30, 1, 5, 0, 0}, {31, 0, 5, 0, 0}, {32, 0, 5, 0, 0}, {33, 0, 5, 0, 0}, {34, 0, 5, 0, 0},
    {35, 0, 5, 0, 0}, {36, 0, 5, 0, 0}, {37, 0, 6, 1, 0}, {38, 0, 6, 1, 5}, {39, 0, 4, 2, 0},
    {40, 0, 6, 1, 0}, {41, 0, 4, 2, 0}, {47, 0, 5, 0, 0}, {55, 0, 8, 0, 0}, {56, 0, 8, 0, 0},
    {66, 0, 1, 4, 0}, {66, 1, 5, 0, 0}, {67, 0, 2, 4, 0}, {68, 0, 1, 4, 0}, {68, 1, 5, 0, 0},
    {69, 0, 2, 9, 0}, {70, 0, 2, 0, 0}, {70, 1, 1, 4, 0}, {70, 2, 2, 0, 0},
};
// clang-format on

TEST(ModelFiles, DebrisFaceCountsAreTheOldTables) {
  for (ModelId id = 1; id <= mdl::Drone; ++id) {
    const Model& m = modelDef(id);
    for (int p = 0; p < m.nparts; ++p) {
      std::array<int, 3> want{};
      for (const DebrisCount& c : kDebrisCounts) {
        if (c.model == id && c.part == p) want = {c.k1, c.k2, c.k3};
      }
      for (int k = 1; k <= 3; ++k) {
        EXPECT_EQ(modelDebrisFaces(m, p, k), want[static_cast<size_t>(k - 1)])
            << m.name << " part " << p << " class " << k;
      }
    }
  }
  // the detail faces come after the debris faces of their part: every classed face's index
  // is below every added one's in the parts of the old tables
  const Model& b = modelDef(mdl::Building);
  for (size_t i = 0; i < 9; ++i) EXPECT_NE(b.part[0].face[i].debrisClass() + (i == 0 ? 1 : 0), 0) << i;
  for (size_t i = 9; i < b.part[0].face.size(); ++i) EXPECT_EQ(b.part[0].face[i].debrisClass(), 0) << i;
}

TEST(ModelFiles, EveryIdHasItsFileAndLoads) {
  const auto files = builtinModelFiles();
  EXPECT_EQ(files.size(), static_cast<size_t>(mdl::Count));  // Count - 1 models + the palette
  for (ModelId id = 1; id < mdl::Count; ++id) {
    const std::string want = "data/rf/models/" + std::string(modelFileName(id)) + ".obj";
    EXPECT_TRUE(std::any_of(files.begin(), files.end(), [&](const ModelFileText& f) {
      return f.name == want;
    })) << want;
    const Model& m = modelDef(id);
    EXPECT_GT(m.nparts, 0) << want;
    EXPECT_LE(m.nparts, kModelParts);
    EXPECT_EQ(m.nparts, m.part.size());
    for (const ModelPart& p : m.parts()) {
      EXPECT_EQ(p.nverts, p.vert.size());
      EXPECT_EQ(p.nfaces, p.face.size());
      EXPECT_LE(p.nfaces, kModelPartFaces);
    }
  }
  EXPECT_EQ(modelDef(mdl::TankHull).name, "tank hull");
  EXPECT_EQ(modelDef(mdl::None).nparts, 0);
  EXPECT_EQ(modelFileName(mdl::Drone), "drone");
  // the set parsed again from the same texts is the same models
  const auto again = parseModelSet(files);
  ASSERT_EQ(again->models.size(), static_cast<size_t>(mdl::Count));
  EXPECT_EQ(again->models[mdl::Tower].part[1].face.size(), modelDef(mdl::Tower).part[1].face.size());
}

TEST(ModelFiles, ThePartsTheRendererPoses) {
  const Model& turret = modelDef(mdl::TankTurret);
  ASSERT_GT(turret.nparts, kTankBarrelPart);
  EXPECT_EQ(turret.part[kTankBarrelPart].name, "barrel");
  // the barrel reaches forward (-y) from the pivot, round the pivot's height
  Fixed front = 0;
  for (const core::Vec3& v : turret.part[kTankBarrelPart].verts()) {
    front = std::min(front, v.y);
    EXPECT_LE(v.y, kTankBarrelPivot.y);
    EXPECT_LE(std::abs(v.z - kTankBarrelPivot.z), px(1));
  }
  EXPECT_LE(front, px(-16));
  EXPECT_EQ(modelDef(mdl::JeepHull).part[kJeepWheelsFront].name, "wheels front");
  EXPECT_EQ(modelDef(mdl::JeepHull).part[kJeepWheelsRear].name, "wheels rear");
  EXPECT_EQ(modelDef(mdl::MsvHull).part[kMsvWheelsLeft].name, "wheels left");
  EXPECT_EQ(modelDef(mdl::MsvHull).part[kMsvWheelsRight].name, "wheels right");
  EXPECT_EQ(modelDef(mdl::HeliHull).part[kHeliTailRotorPart].name, "tail rotor");
}

int teamFaces(const Model& m) {
  int n = 0;
  for (const ModelPart& p : m.parts()) {
    for (const ModelFace& f : p.faces()) n += f.team() ? 1 : 0;
  }
  return n;
}

TEST(ModelFiles, TeamFacesMarkTheTeamsObjectsOnly) {
  for (ModelId id : {mdl::TankHull,    mdl::TankTurret, mdl::JeepHull, mdl::JeepBoat,     mdl::MsvHull,
                     mdl::MsvLauncher, mdl::HeliHull,   mdl::Drone,    mdl::FlagBuilding, mdl::Building,
                     mdl::Factory,     mdl::Bunker,     mdl::Outpost,  mdl::Hospital,     mdl::Tower,
                     mdl::LargeTower,  mdl::GateH,      mdl::FuelN,    mdl::Ammo,         mdl::Pad}) {
    const Model& m = modelDef(id);
    EXPECT_GT(teamFaces(m), 0) << m.name;
    EXPECT_LT(teamFaces(m) * 4, modelDebrisFaces(m, -1) * 4 + 200) << m.name;
  }
  for (ModelId id : {mdl::Bush, mdl::Palm, mdl::Rock, mdl::Rubble, mdl::TankWreck, mdl::BridgeH})
    EXPECT_EQ(teamFaces(modelDef(id)), 0) << modelDef(id).name;
}

TEST(ModelFiles, DecalsAreDetailFaces) {
  int decals = 0;
  for (ModelId id = 1; id < mdl::Count; ++id) {
    for (const ModelPart& p : modelDef(id).parts()) {
      for (const ModelFace& f : p.faces()) {
        if (!f.decal()) continue;
        ++decals;
        EXPECT_EQ(f.debrisClass(), 0) << modelDef(id).name;  // a piece is never a decal
      }
    }
  }
  EXPECT_GT(decals, 200);
  int onBuilding = 0;
  for (const ModelFace& f : modelDef(mdl::Building).part[0].faces()) onBuilding += f.decal() ? 1 : 0;
  EXPECT_GE(onBuilding, 10);  // the door, the windows, the bands
}

uint32_t brightness(const Model& m) {
  uint64_t sum = 0;
  uint64_t n = 0;
  for (const ModelPart& p : m.parts()) {
    for (const ModelFace& f : p.faces()) {
      sum += ((f.colour >> 16) & 0xff) + ((f.colour >> 8) & 0xff) + (f.colour & 0xff);
      ++n;
    }
  }
  return n == 0 ? 0 : static_cast<uint32_t>(sum / n);
}

TEST(ModelFiles, EveryDamageableObjectHasADarkerDamagedLook) {
  for (uint32_t b = 0; b < kBnoCount; ++b) {
    if (!bnoDef(b).hasGraphics) continue;
    SCOPED_TRACE("BNO " + std::to_string(b));
    const ModelId intact = bnoModelIn(b, BnoLook::Intact);
    const ModelId damaged = bnoModelIn(b, BnoLook::Damaged);
    if (!bnoDef(b).damageable) {
      EXPECT_EQ(damaged, intact);
      continue;
    }
    ASSERT_NE(damaged, intact);
    EXPECT_LT(brightness(modelDef(damaged)), brightness(modelDef(intact)));
    EXPECT_EQ(modelDef(damaged).nparts, modelDef(intact).nparts);  // the tower's turret stays part 1
  }
}

// ---- the reader ----
const ModelPalette& testPalette() {
  static const ModelPalette kPalette = parseModelPalette("test.mtl", R"(# a palette
newmtl grey
Kd 0.501961 0.501961 0.501961
newmtl red_k2
Kd 1 0 0
rs_debris 2
newmtl flag
Kd 0.847059 0.847059 0.847059
rs_team 1
rs_decal 1
)");
  return kPalette;
}

TEST(ModelReader, ReadsPartsFacesAndMaterials) {
  const Model m = parseModelFile("data/rf/models/test_thing.obj", R"(# a test
mtllib palette.mtl
o base_block
v -1 -1 0
v 1 -1 0
v 1 1 0.5
v -1 1 0.0625
usemtl grey
f 1 2 3 4
usemtl red_k2
f 1 2 3
o top
v 0 0 2
usemtl flag
f -1 -2 -3
)",
                                 testPalette());
  EXPECT_EQ(m.name, "test thing");
  ASSERT_EQ(m.nparts, 2);
  EXPECT_EQ(m.part[0].name, "base block");
  ASSERT_EQ(m.part[0].nverts, 4);
  EXPECT_EQ(m.part[0].vert[2], (core::Vec3{px(1), px(1), core::kHalf}));
  EXPECT_EQ(m.part[0].vert[3].z, core::kOne / 16);
  ASSERT_EQ(m.part[0].nfaces, 2);
  EXPECT_EQ(m.part[0].face[0].v, (std::array<uint8_t, 4>{0, 1, 2, 3}));
  EXPECT_EQ(m.part[0].face[0].colour, 0x808080u);
  EXPECT_EQ(m.part[0].face[0].flags, 0u);
  EXPECT_EQ(m.part[0].face[1].v, (std::array<uint8_t, 4>{0, 1, 2, 2}));  // a triangle repeats its last
  EXPECT_TRUE(m.part[0].face[1].triangle());
  EXPECT_EQ(m.part[0].face[1].colour, 0xff0000u);
  EXPECT_EQ(m.part[0].face[1].debrisClass(), 2);
  // part 1 uses vertices 5, 4, 3 (relative): its own list is in file order
  ASSERT_EQ(m.part[1].nverts, 3);
  EXPECT_EQ(m.part[1].vert[2], (core::Vec3{0, 0, px(2)}));
  EXPECT_EQ(m.part[1].face[0].v, (std::array<uint8_t, 4>{2, 1, 0, 0}));
  EXPECT_TRUE(m.part[1].face[0].team());
  EXPECT_TRUE(m.part[1].face[0].decal());
  EXPECT_FALSE(m.part[0].face[1].decal());
  EXPECT_EQ(m.part[1].face[0].colour, 0xd8d8d8u);
}

// Every broken file fails with one line naming the file, the line and what is wrong.
void expectBroken(std::string_view text, const std::string& where, const std::string& what) {
  try {
    parseModelFile("data/rf/models/bad.obj", text, testPalette());
    ADD_FAILURE() << "no error for " << where << " " << what;
  } catch (const LoadError& e) {
    const std::string msg = e.what();
    EXPECT_EQ(msg.find('\n'), std::string::npos) << msg;
    EXPECT_EQ(msg.rfind("data/rf/models/bad.obj:" + where + ": ", 0), 0u) << msg;
    EXPECT_NE(msg.find(what), std::string::npos) << msg;
  }
}

TEST(ModelReader, BrokenFilesNameTheFileAndLine) {
  const std::string head = "mtllib palette.mtl\no p\nv 0 0 0\nv 1 0 0\nv 1 1 0\nusemtl grey\n";
  expectBroken(head + "f 1 2 3\ng group\n", "8", "unknown statement 'g'");
  expectBroken(head + "f 1 2 9\n", "7", "no such vertex");
  expectBroken(head + "f 1 2\n", "7", "3 or 4 corners");
  expectBroken(head + "f 1 2 x\n", "7", "not a vertex number");
  expectBroken(head + "f 1 2 2\n", "7", "corners repeat");
  expectBroken(head + "usemtl blue\nf 1 2 3\n", "7", "no material 'blue'");
  expectBroken("mtllib palette.mtl\no p\nv 0 0.3 0\nv 1 0 0\nv 1 1 0\nusemtl grey\nf 1 2 3\n", "3",
               "not a whole 1/16 px");
  expectBroken("mtllib palette.mtl\no p\nv 0 0 1e3\n", "3", "3 plain numbers");
  expectBroken("mtllib palette.mtl\no p\nv 0 0 300\nv 1 0 0\nv 1 1 0\nusemtl grey\nf 1 2 3\n", "3",
               "out of -128..128");
  expectBroken("mtllib palette.mtl\nv 0 0 0\nv 1 0 0\nv 1 1 0\nusemtl grey\nf 1 2 3\n", "6",
               "before the first part");
  expectBroken(head + "o q\nf 1 2 3\n", "2", "part 'p' has no face");
  expectBroken(head + "f 1 2 3\no q\n", "8", "part 'q' has no face");
  expectBroken("o p\nv 0 0 0\n", "1", "no mtllib");
  std::string many = head;
  for (int i = 0; i <= kModelPartFaces; ++i) many += "f 1 2 3\n";
  expectBroken(many, std::to_string(7 + kModelPartFaces), "more than 32 faces");
  std::string parts = "mtllib palette.mtl\nv 0 0 0\nv 1 0 0\nv 1 1 0\nusemtl grey\n";
  for (int i = 0; i <= kModelParts; ++i) parts += "o p" + std::to_string(i) + "\nf 1 2 3\n";
  expectBroken(parts, std::to_string(6 + 2 * kModelParts), "more than 8 parts");
}

TEST(ModelReader, BrokenPalettesAndSetsNameTheFile) {
  const auto paletteError = [](std::string_view text) {
    try {
      parseModelPalette("p.mtl", text);
    } catch (const LoadError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(paletteError("newmtl a\nKd 2 0 0\n"),
            "p.mtl:1: material 'a': Kd 2.000000 is not a byte / 255 (0..1)");
  EXPECT_EQ(paletteError("newmtl a\nKd 0.3 0 0\n"),
            "p.mtl:1: material 'a': Kd 0.300000 is not a byte / 255 (0..1)");
  EXPECT_EQ(paletteError("newmtl a\nrs_debris 4\n"), "p.mtl:2: rs_debris takes one whole number 0..3");
  EXPECT_EQ(paletteError("newmtl a\nKd 0 0 0\nnewmtl a\n"), "p.mtl:3: material 'a' again (first on line 1)");
  EXPECT_EQ(paletteError("newmtl a\nmap_Kd x.png\n"),
            "p.mtl:2: unknown statement 'map_Kd' (newmtl, Kd, rs_debris, rs_team, rs_decal)");
  EXPECT_EQ(paletteError("newmtl a\n"), "p.mtl:1: material 'a' has no Kd (its colour)");
  // a set without a model's file, or with a file of no model
  std::vector<ModelFileText> files(builtinModelFiles().begin(), builtinModelFiles().end());
  std::vector<ModelFileText> missing;
  for (const ModelFileText& f : files) {
    if (f.name != "data/rf/models/drone.obj") missing.push_back(f);
  }
  EXPECT_THROW(
      {
        try {
          parseModelSet(missing);
        } catch (const LoadError& e) {
          EXPECT_STREQ(e.what(), "data/rf/models/drone.obj: missing (model id 70)");
          throw;
        }
      },
      LoadError);
  files.push_back({"data/rf/models/spaceship.obj", "o x\n"});
  EXPECT_THROW(parseModelSet(files), LoadError);
}

TEST(ModelReader, ALookupReadsTheSetItIsGiven) {
  ModelSet set = builtinModels();
  set.models[mdl::Bush].part[0].face[0].colour = 0x123456;
  EXPECT_EQ(modelDef(set, mdl::Bush).part[0].face[0].colour, 0x123456u);
  EXPECT_NE(modelDef(mdl::Bush).part[0].face[0].colour, 0x123456u) << "the built-in set is untouched";
  EXPECT_THROW(modelDef(set, mdl::Count), std::out_of_range);
}

}  // namespace
}  // namespace rf
