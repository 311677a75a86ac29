// The RFIRE.BIN loader against synthetic programs (tools/synthetic_cd): the designed tables
// written in the documented layout come back equal; edited values come back edited; every
// defect is one line naming the file, the place and what was expected.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/crc32.hpp"
#include "rf/data/load_error.hpp"
#include "rf/data/original_addresses.hpp"
#include "rf/data/original_program.hpp"
#include "synthetic_cd/synthetic_program.hpp"

namespace rf {
namespace {

std::string loadError(const std::vector<uint8_t>& bytes) {
  try {
    (void)loadOriginalProgram(bytes, "RFIRE.BIN");
  } catch (const LoadError& e) {
    return e.what();
  }
  return "(loaded)";
}

void expectSameTables(const DataTables& a, const DataTables& b) {
  EXPECT_EQ(a.tiles, b.tiles);
  for (int i = 0; i < kBnoCount; ++i)
    EXPECT_EQ(a.bnos[static_cast<size_t>(i)], b.bnos[static_cast<size_t>(i)]) << "BNO " << i;
  for (int i = 0; i < kVehicleTypes; ++i)
    EXPECT_EQ(a.vehicles[static_cast<size_t>(i)], b.vehicles[static_cast<size_t>(i)]) << "vehicle " << i;
  EXPECT_EQ(a.projectiles, b.projectiles);
  EXPECT_EQ(a.explByHitKind, b.explByHitKind);
}

TEST(OriginalProgram, SyntheticIsTheSupportedBuild) {
  const std::vector<uint8_t> p = synth::syntheticProgram();
  EXPECT_EQ(p.size(), orig::kProgramSize);
  EXPECT_EQ(core::crc32(p), 0x64c49a1bu);
  EXPECT_NO_THROW(checkProgramVersion(p, "RFIRE.BIN"));
}

TEST(OriginalProgram, DesignedTablesComeBackEqual) {
  const auto t = loadOriginalProgram(synth::syntheticProgram(), "RFIRE.BIN");
  EXPECT_EQ(t->source, TableSource::Original);
  expectSameTables(*t, designedTables());
}

TEST(OriginalProgram, EditedValuesAreRead) {
  auto edited = makeDesignedTables();
  edited->tiles[5].terrain = 77;
  edited->tiles[57].handler = TileHandler::FlagSite;
  edited->bnos[49].strength = 3;
  edited->bnos[49].flags = 0x123456;
  edited->bnos[49].onDestroy = BnoDestroyHook::Bridge;
  edited->bnos[49].radarOther = 0x4242;
  edited->bnoNames[49] = "BNO_SYNTHETIC";
  edited->bnos[49].name = edited->bnoNames[49];
  edited->vehicles[0].maxFwd = 0x12345;
  edited->vehicles[3].dock = DockHookId::Jeep;
  edited->vehicles[1].cameraB[7] = -5;
  edited->projectiles[0].speed = 0x28000;
  edited->projectiles[6].expl = ExplTable::Small;
  edited->projectiles[11].waterRadius = 9;
  edited->explByHitKind[0][0] = ExplId::DustBig;
  const auto t = loadOriginalProgram(synth::syntheticProgram(*edited), "RFIRE.BIN");
  expectSameTables(*t, *edited);
  EXPECT_EQ(t->bnos[49].name, "BNO_SYNTHETIC");
}

TEST(OriginalProgram, TruncatedIsNotTheSupportedVersion) {
  std::vector<uint8_t> p = synth::syntheticProgram();
  p.pop_back();
  const std::string e = loadError(p);
  EXPECT_NE(e.find("RFIRE.BIN: not the supported version: 431615 bytes, CRC-32 0x"), std::string::npos) << e;
  EXPECT_NE(e.find("(expected 431616 bytes, CRC-32 0x64c49a1b"), std::string::npos) << e;
}

TEST(OriginalProgram, WrongCrcIsNotTheSupportedVersion) {
  std::vector<uint8_t> p = synth::syntheticProgram();
  p[synth::kCrcPatchOffset] ^= 1;
  const std::string e = loadError(p);
  EXPECT_NE(e.find("not the supported version: 431616 bytes, CRC-32 0x"), std::string::npos) << e;
  EXPECT_EQ(e.find("CRC-32 0x64c49a1b ("), std::string::npos) << e;  // the found CRC is not the expected one
}

TEST(OriginalProgram, BadPeHeaderNamesTheOffset) {
  std::vector<uint8_t> p = synth::syntheticProgram();
  p[0] = 'X';
  synth::fixCrc(p);
  EXPECT_EQ(loadError(p), "RFIRE.BIN: offset 0x0: expected \"MZ\" (a PE32 program), found 0x5a58");
  p = synth::syntheticProgram();
  p[0x3c] = 0xf0;
  p[0x3d] = 0xff;
  p[0x3e] = 0xff;
  synth::fixCrc(p);
  EXPECT_NE(loadError(p).find("RFIRE.BIN: offset 0xfffff0: expected the PE header"), std::string::npos)
      << loadError(p);
  p = synth::syntheticProgram();
  p[synth::sectionHeaderOffset(2) + 20] = 0xff;  // .data raw data past the end of the file
  p[synth::sectionHeaderOffset(2) + 23] = 0x7f;
  synth::fixCrc(p);
  EXPECT_NE(loadError(p).find("expected section .data's raw data inside the file"), std::string::npos)
      << loadError(p);
}

TEST(OriginalProgram, PointerOffTheListNamesTableRecordAndAddress) {
  std::vector<uint8_t> p = synth::syntheticProgram();
  synth::poke32(p, orig::kBnoTableVa + 49 * orig::kBnoRecord + orig::bno::kDestroyHook, 0x401234);
  synth::fixCrc(p);
  EXPECT_EQ(
      loadError(p),
      "RFIRE.BIN: the BNO table 0x451438, record 49 +0x1c: 0x401234 is not one of the documented addresses "
      "(0x0, 0x423510, 0x424170, 0x41f9a0)");
  p = synth::syntheticProgram();
  synth::poke32(p, orig::kVehiclePointers + 8, 0x44b000);
  synth::fixCrc(p);
  EXPECT_EQ(
      loadError(p),
      "RFIRE.BIN: the vehicle descriptor pointers 0x44afc8, record 2 +0x8: 0x44b000 is not the documented "
      "descriptor 0x44b978");
}

TEST(OriginalProgram, TableInNoSection) {
  std::vector<uint8_t> p = synth::syntheticProgram();
  // .data's virtual size cut to 0x8000: 0x44a000..0x452000, the tile table 0x452858 is outside
  const uint32_t h = synth::sectionHeaderOffset(2) + 8;
  p[h] = 0;
  p[h + 1] = 0x80;
  p[h + 2] = 0;
  synth::fixCrc(p);
  EXPECT_EQ(loadError(p), "RFIRE.BIN: the tile table: 0x452858 (960 bytes) is in no section of the image");
}

TEST(OriginalProgram, CheckReportsEachTable) {
  std::vector<uint8_t> p = synth::syntheticProgram();
  auto checks = checkOriginalProgram(p, "RFIRE.BIN");
  ASSERT_EQ(checks.size(), 6u);
  for (const auto& c : checks) EXPECT_TRUE(c.ok) << c.part << ": " << c.reason;
  EXPECT_EQ(checks[1].part, "tile table 0x452858");
  synth::poke32(p, orig::kProjectileTable + 3 * orig::kProjectileRecord + orig::proj::kImpact, 0x431104);
  synth::fixCrc(p);
  checks = checkOriginalProgram(p, "RFIRE.BIN");
  EXPECT_TRUE(checks[0].ok);
  EXPECT_TRUE(checks[1].ok);
  EXPECT_FALSE(checks[4].ok);
  EXPECT_EQ(checks[4].reason,
            "RFIRE.BIN: the projectile types 0x450a78, record 3 +0x1c: 0x431104 is not one of the documented "
            "addresses (0x0, 0x431100)");
  p.resize(100);
  checks = checkOriginalProgram(p, "RFIRE.BIN");
  EXPECT_FALSE(checks[0].ok);
  EXPECT_EQ(checks[2].reason, "not checked: the program is not usable");
}

TEST(OriginalProgram, InstalledTablesAreWhatTheLookupsRead) {
  auto edited = makeDesignedTables();
  edited->vehicles[0].maxFwd = 0x12345;
  std::shared_ptr<const DataTables> t = loadOriginalProgram(synth::syntheticProgram(*edited), "RFIRE.BIN");
  EXPECT_EQ(&activeTables(), &designedTables());
  {
    ScopedTables use(t);
    EXPECT_EQ(vehicleDef(VehicleType::Tank).maxFwd, 0x12345);
    EXPECT_EQ(activeTables().source, TableSource::Original);
  }
  EXPECT_EQ(vehicleDef(VehicleType::Tank).maxFwd, designedVehicleDefs()[0].maxFwd);
}

}  // namespace
}  // namespace rf
