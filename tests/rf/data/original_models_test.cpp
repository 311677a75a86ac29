// SPDX-License-Identifier: GPL-3.0-or-later
// The model parts reader (rf/data/original_models.hpp) against the synthetic RFIRE.BIN our
// tools make to the documented layout (tools/synthetic_cd/synthetic_models.cpp; no original
// data exists here): the parts come back from every documented way in; every bad pointer and
// count is refused with one line naming the file, the part and the field.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rf/data/load_error.hpp"
#include "rf/data/original_addresses.hpp"
#include "rf/data/original_models.hpp"
#include "synthetic_cd/synthetic_art.hpp"
#include "synthetic_cd/synthetic_models.hpp"
#include "synthetic_cd/synthetic_program.hpp"

namespace rf {
namespace {

using namespace om;

const std::vector<uint8_t>& program() {
  static const std::vector<uint8_t> b = synth::syntheticProgram();
  return b;
}

// The parts of an edited program (its image mapped; the version check is the loader's test).
std::string error(const std::vector<uint8_t>& b) {
  try {
    const PeImage img(b, "RFIRE.BIN");
    (void)readOriginalModels(img);
  } catch (const LoadError& e) {
    return e.what();
  }
  return "(read)";
}

TEST(OriginalModels, ReadsThePartsFromEveryTable) {
  auto bad = program();
  bad[100] ^= 1;
  EXPECT_THROW((void)loadOriginalModels(bad, "RFIRE.BIN"), LoadError);  // the version is checked
  const OriginalModels m = loadOriginalModels(program(), "RFIRE.BIN");
  EXPECT_EQ(m.parts.size(), 32u);  // with the towers' turret (synthetic_models.hpp kSynthTowerTurret)
  for (size_t i = 0; i < kHeliRotors.size(); ++i) {  // the heli's rotors at the code's addresses
    EXPECT_EQ(m.heliRotor[i], kHeliRotors[i]);
    EXPECT_EQ(m.parts.at(kHeliRotors[i]).faces.size(), i == 0 ? 2u : 1u);
  }
  EXPECT_EQ(m.tankTurret, kTankTurret);
  EXPECT_EQ(m.parts.at(kTankTurret).verts.size(), 15u);
  EXPECT_EQ(m.bno[1], synth::kSynthBushPart);
  EXPECT_EQ(m.bno[0], 0u);
  EXPECT_EQ(m.bno[45], synth::kSynthWallPart);
  EXPECT_EQ(m.bno[22], synth::kSynthBoxPart);
  EXPECT_EQ(m.bno[23], synth::kSynthBldgParts);  // BLDG_N .. FACT_W: Model_DrawBuilding's parts
  EXPECT_EQ(m.bno[30], synth::kSynthFactParts + 3 * kHeader);
  EXPECT_EQ(m.parts.at(m.bno[24]).drawFn, kDrawBuilding);
  EXPECT_EQ(m.parts.at(m.bno[24]).shape, kBldgShape);
  EXPECT_EQ(m.parts.at(m.bno[24]).flags >> 16, 3u);  // BLDG_S: its door south
  EXPECT_EQ(m.parts.at(m.bno[27]).shape, 0u);        // a FACT
  EXPECT_EQ(m.classGraphic[14], synth::kSynthManPart);  // MAN
  EXPECT_EQ(m.classGraphic[1], synth::kSynthHullPart);  // Vehicle
  const std::array<uint32_t, 4> bodies{synth::kSynthHullPart, synth::kSynthJeepBody, synth::kSynthMsvBody,
                                       synth::kSynthHeliBody};
  for (size_t t = 0; t < m.vehicle.size(); ++t) {
    const auto& v = m.vehicle[t];
    EXPECT_EQ(v[0], bodies[t]);
    EXPECT_EQ(v[1], synth::kSynthHullShadow);
    EXPECT_EQ(v[2], 0u);
  }
  for (const auto& p : m.projectile) EXPECT_EQ(p[1], synth::kSynthShotShadow);
  const auto tree = m.chain(m.bno[1]);
  ASSERT_EQ(tree.size(), 2u);
  EXPECT_EQ(tree[0]->draw, OrigDraw::Static);
  EXPECT_EQ(tree[0]->zBias, 8 * 65536);
  EXPECT_EQ(tree[1]->flags & kPartFlatZ, kPartFlatZ);
  EXPECT_EQ(tree[1]->offset.x, 4 * 65536);
  const OrigPart& box = m.parts.at(synth::kSynthBoxPart);
  ASSERT_EQ(box.verts.size(), 8u);
  EXPECT_EQ(box.verts[6].z, 22 * 65536);
  ASSERT_EQ(box.faces.size(), 5u);
  EXPECT_EQ(box.faces[4].flags, kFaceTeam);
  EXPECT_EQ(box.faces[3].corners[0], 7u);
  EXPECT_EQ(m.maxSprite(), 909u);  // the buildings' stored cel (Model_DrawBuilding picks its own)
  // the gates: two leaves each (west / north first)
  const auto gateH = m.chain(m.bno[43]), gateV = m.chain(m.bno[44]);
  ASSERT_EQ(gateH.size(), 2u);
  ASSERT_EQ(gateV.size(), 2u);
  EXPECT_EQ(gateH[0]->address, synth::kSynthGateHWest);
  EXPECT_EQ(gateH[1]->offset.x, 8 * 65536);
  EXPECT_EQ(gateV[0]->offset.y, -8 * 65536);
  EXPECT_EQ(gateV[1]->faces.at(0).sprite, synth::kSynthGateBars);
  // the hull's faces by yaw octant: south-facing walls then the roof
  const OrigPart& hull = m.parts.at(synth::kSynthHullPart);
  EXPECT_EQ(hull.faceCount, 0);
  EXPECT_EQ(hull.draw, OrigDraw::Yaw);
  ASSERT_EQ(hull.faces.size(), 5u);
  EXPECT_EQ(octantFaces(hull, 0), (std::vector<uint32_t>{1, 0}));
  EXPECT_EQ(octantFaces(hull, 0x200000), (std::vector<uint32_t>{1, 3, 0}));  // 45 degrees
  EXPECT_EQ(octantFaces(hull, 0x800000), (std::vector<uint32_t>{2, 0}));     // 180
  EXPECT_EQ(octantFaces(box, 0x800000).size(), 5u);
}

TEST(OriginalModels, RefusesBadPointersAndCounts) {
  const uint32_t bush = synth::kSynthBushPart, bnoGfx = orig::kBnoTableVa + 5 * orig::kBnoRecord + 8;
  auto b = program();
  synth::poke32(b, bnoGfx, 0x457000);
  EXPECT_EQ(error(b), "RFIRE.BIN: BNO 5 +0x8: part 0x457000 is outside the models' range 0x43f900..0x455774");
  b = program();
  synth::poke32(b, bush + kNVerts, 300);
  EXPECT_EQ(error(b), "RFIRE.BIN: part 0x4440a8 +0x2c: 300 vertices, expected at most 256");
  b = program();
  synth::poke32(b, bush + kVerts, 0x455770);
  EXPECT_EQ(
      error(b),
      "RFIRE.BIN: part 0x4440a8 +0x30: vertices 0x455770 is outside the models' range 0x43f900..0x455774");
  b = program();
  synth::poke32(b, bush + kNFaces, 65);
  EXPECT_EQ(error(b), "RFIRE.BIN: part 0x4440a8 +0x34: 65 faces, expected at most 64");
  b = program();
  synth::poke32(b, bush + kFaces, 0x43f000);
  EXPECT_NE(error(b).find("part 0x4440a8 +0x38: faces 0x43f000 is outside"), std::string::npos) << error(b);
  b = program();                                              // a corner vertex past the part's 4
  const uint32_t faces = synth::kSynthModelPayload + 4 * 12;  // the tree's faces follow its 4 vertices
  synth::poke32(b, faces + 16, 9);
  EXPECT_NE(error(b).find("part 0x4440a8 face 0 at 0x440030: corner vertex 9, the part has 4"),
            std::string::npos)
      << error(b);
  b = program();  // a chain that loops
  synth::poke32(b, bush + kHeader + kNext, bush);
  EXPECT_NE(error(b).find("BNO 1 +0x8: the chain of parts from 0x4440a8 is longer than 8 parts"),
            std::string::npos)
      << error(b);
  b = program();  // an octant list without its end
  synth::poke32(b, synth::kSynthHullPart + kOctantLists, 0x455770);
  EXPECT_NE(error(b).find("part 0x44cd10 +0x3c: octant lists 0x455770 is outside"), std::string::npos)
      << error(b);
  b = program();
  synth::poke32(b, orig::kProjectileTable + 3 * orig::kProjectileRecord + kProjShadow, 0x43f8ff);
  EXPECT_NE(error(b).find("projectile type 3 +0x30: part 0x43f8ff is outside"), std::string::npos)
      << error(b);
  b = program();
  synth::poke32(b, kTankTurret + kNFaces, 70);
  EXPECT_EQ(error(b), "RFIRE.BIN: part 0x44ccb0 +0x34: 70 faces, expected at most 64");
  b = program();
  synth::poke32(b, orig::kVehicleDescriptors[2] + 4 * 0x58, 0x456000);
  EXPECT_NE(error(b).find("the vehicle descriptor 0x44b978 dword 0x58: part 0x456000 is outside"),
            std::string::npos)
      << error(b);
}

// Every header field of every part cut to garbage is either read or one line.
TEST(OriginalModels, GarbageFieldsAreOneLine) {
  const OriginalModels m = loadOriginalModels(program(), "RFIRE.BIN");
  for (const auto& [at, p] : m.parts) {
    for (uint32_t off = 0; off < kHeader; off += 4) {
      for (uint32_t v : {0xffffffffu, 0x80000000u, 0x7fffffffu}) {
        auto b = program();
        synth::poke32(b, at + off, v);
        const std::string e = error(b);
        EXPECT_TRUE(e == "(read)" || e.rfind("RFIRE.BIN: ", 0) == 0) << e;
        EXPECT_EQ(e.find('\n'), std::string::npos) << e;
      }
    }
  }
}

}  // namespace
}  // namespace rf
