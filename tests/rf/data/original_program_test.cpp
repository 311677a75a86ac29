// SPDX-License-Identifier: GPL-3.0-or-later
// The RFIRE.BIN loader against synthetic programs (tools/synthetic_cd): the designed tables
// written in the documented layout come back equal; edited values come back edited; every
// defect is one line naming the file, the place and what was expected.
#include <gtest/gtest.h>

#include <algorithm>
#include <span>
#include <string>
#include <vector>

#include "core/crc32.hpp"
#include "rf/data/debris_programs.hpp"
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

bool sameFace(const ExplFace& a, const ExplFace& b) {
  return a.sprite == b.sprite && a.first == b.first && a.last == b.last && a.fade == b.fade &&
         a.variant == b.variant && a.v == b.v;
}

template <typename T>
bool isPrefix(std::span<const T> a, std::span<const T> b) {
  const size_t n = std::min(a.size(), b.size());
  return std::equal(a.begin(), a.begin() + static_cast<ptrdiff_t>(n), b.begin());
}

void expectSameTables(const DataTables& a, const DataTables& b) {
  EXPECT_EQ(a.tiles, b.tiles);
  for (int i = 0; i < kBnoCount; ++i)
    EXPECT_EQ(a.bnos[static_cast<size_t>(i)], b.bnos[static_cast<size_t>(i)]) << "BNO " << i;
  for (int i = 0; i < kVehicleTypes; ++i)
    EXPECT_EQ(a.vehicles[static_cast<size_t>(i)], b.vehicles[static_cast<size_t>(i)]) << "vehicle " << i;
  EXPECT_EQ(a.projectiles, b.projectiles);
  EXPECT_EQ(a.explByHitKind, b.explByHitKind);
  EXPECT_EQ(a.menuGrid, b.menuGrid);
  EXPECT_EQ(a.loadout, b.loadout);
  EXPECT_EQ(a.tunables, b.tunables);
  for (int i = 0; i < kDebrisDefs; ++i)
    EXPECT_EQ(a.debris[static_cast<size_t>(i)], b.debris[static_cast<size_t>(i)]) << "debris program " << i;
  EXPECT_EQ(a.classes, b.classes);
  for (int i = 0; i < kExplIds; ++i) {
    const ExplDesc& x = a.explosions[static_cast<size_t>(i)];
    const ExplDesc& y = b.explosions[static_cast<size_t>(i)];
    EXPECT_EQ(x.gfxFlags, y.gfxFlags) << "explosion " << i;
    EXPECT_EQ(x.frames, y.frames) << "explosion " << i;
    EXPECT_EQ(x.zBias, y.zBias) << "explosion " << i;
    EXPECT_EQ(x.rate, y.rate) << "explosion " << i;
    EXPECT_EQ(x.scale, y.scale) << "explosion " << i;
    EXPECT_TRUE(std::ranges::equal(x.verts, y.verts)) << "explosion " << i;
    EXPECT_TRUE(std::ranges::equal(x.faces, y.faces, sameFace)) << "explosion " << i;
    // a script / label list read in place runs on past its end: the shorter is a prefix of
    // the longer, and a script ends with op 0 (what follows is never reached)
    EXPECT_TRUE(isPrefix(x.script, y.script)) << "explosion " << i << " script";
    EXPECT_TRUE(isPrefix(x.labels, y.labels)) << "explosion " << i << " labels";
  }
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

// The CD keeps our fixes: the original's projectile table has no kProjExactAim (the
// synthetic program, like the original, leaves the bit out), yet the loaded turret TRACER and
// shell (types 3 and 4) carry it; the original's own bits are read as they are.
TEST(OriginalProgram, OurOwnProjectileFlagsAreKept) {
  std::vector<uint8_t> program = synth::syntheticProgram();
  auto flagsAt = [&](int type) {
    const uint32_t off = synth::fileOffset(orig::kProjectileTable + static_cast<uint32_t>(type) * orig::kProjectileRecord +
                                           orig::proj::kFlags);
    return static_cast<uint32_t>(program[off]) | static_cast<uint32_t>(program[off + 1]) << 8;
  };
  EXPECT_EQ(flagsAt(3) & kProjExactAim, 0u);
  EXPECT_EQ(flagsAt(4) & kProjExactAim, 0u);
  auto t = loadOriginalProgram(program, "RFIRE.BIN");
  EXPECT_EQ(t->projectiles[3].flags & kProjExactAim, kProjExactAim);
  EXPECT_EQ(t->projectiles[4].flags & kProjExactAim, kProjExactAim);
  EXPECT_EQ(t->projectiles[0].flags & kProjExactAim, 0);  // the tank cannon's table steps stay
  // an original bit set in the file is read; our bit set in the file is not the original's
  synth::poke32(program, orig::kProjectileTable + 4 * orig::kProjectileRecord + orig::proj::kFlags,
                kProjOffsetXYOnly | kProjExactAim);
  synth::poke32(program, orig::kProjectileTable + 0 * orig::kProjectileRecord + orig::proj::kFlags, kProjExactAim);
  synth::fixCrc(program);
  t = loadOriginalProgram(program, "RFIRE.BIN");
  EXPECT_EQ(t->projectiles[4].flags, kProjOffsetXYOnly | kProjExactAim);
  EXPECT_EQ(t->projectiles[0].flags, 0);
}

TEST(OriginalProgram, EditedNewTablesAreRead) {
  auto edited = makeDesignedTables();
  edited->menuGrid[1] = MenuCell{3, 2, 1, 0};
  edited->loadout[1].mines = 7;
  edited->tunables.debrisGravity = 0x2000;
  edited->tunables.launchForwardTicks = 30;
  edited->debris[4].rate = 0x18000;
  edited->debris[4].steps[2].arg[0] = -77;
  edited->debris[12].steps[6] = DebrisStep{DebrisOp::Damp, 0, 0x50000, {0xf000, 0, 0, 0, 0}};  // after its 6
  edited->classes[1].prio = 0x65;
  edited->classes[11].cflags = 6;
  edited->classNames[11] = "Explosion";
  edited->classes[11].name = edited->classNames[11];
  DataTables::ExplStorage& dust = edited->explStorage[static_cast<size_t>(ExplId::Dust)];
  dust.script = {3, 1, 1, 7, 0};
  dust.labels = {5, -6, 7};
  dust.faces = {ExplFace{1234, 2, 9, 5, 3, {1, 0, 3, 2}}};
  dust.verts = {core::Vec3{1, 2, 3}, core::Vec3{-4, 5, 6}, core::Vec3{7, -8, 9}, core::Vec3{0, 0, -1}};
  ExplDesc& d = edited->explosions[static_cast<size_t>(ExplId::Dust)];
  d.script = dust.script;
  d.labels = dust.labels;
  d.faces = dust.faces;
  d.verts = dust.verts;
  d.frames = 31;
  d.zBias = -12;
  edited->explosions[static_cast<size_t>(ExplId::WreckHeli)].rate = 0x3000;
  const auto t = loadOriginalProgram(synth::syntheticProgram(*edited), "RFIRE.BIN");
  expectSameTables(*t, *edited);
  EXPECT_EQ(t->classes[11].name, "Explosion");
  EXPECT_EQ(t->explosions[static_cast<size_t>(ExplId::Dust)].faces.size(), 1u);
  EXPECT_EQ(t->explosions[static_cast<size_t>(ExplId::Dust)].verts.size(), 4u);
  EXPECT_EQ(t->explosions[static_cast<size_t>(ExplId::Dust)].script[3], 7);
  EXPECT_EQ(t->explosions[static_cast<size_t>(ExplId::Dust)].labels[1], -6);
  EXPECT_EQ(debrisDef(*t, 4).rate, 0x18000);  // the lookups in the set
  EXPECT_EQ(t->tunables.launchForwardTicks, 30);
  EXPECT_EQ(debrisDef(4).rate, designedDebrisDef(4).rate);
  // a step after op 0 is not part of the program
  edited->debris[9].steps[7] = DebrisStep{DebrisOp::Damp, 0, 0x50000, {0xf000, 0, 0, 0, 0}};
  ASSERT_EQ(edited->debris[9].steps[6].op, DebrisOp::End);
  const auto u = loadOriginalProgram(synth::syntheticProgram(*edited), "RFIRE.BIN");
  EXPECT_EQ(u->debris[9], designedDebrisDef(9));
}

TEST(OriginalProgram, NewTablesBadValuesNameTableRecordAndAddress) {
  std::vector<uint8_t> p = synth::syntheticProgram();
  synth::poke32(p, orig::kDebrisTable + 4 * 5, 0x401000 - 0x1000);  // below the image
  synth::fixCrc(p);
  EXPECT_EQ(
      loadError(p),
      "RFIRE.BIN: the debris programs 0x454ee8, record 5 +0x14: the program 0x400000 is not in the image");
  p = synth::syntheticProgram();
  synth::poke32(p, orig::kWreckExplosions + 4 * 3, 0x12345678);
  synth::fixCrc(p);
  EXPECT_EQ(loadError(p),
            "RFIRE.BIN: the wreck explosions 0x44b0c8, record 3 +0xc: the descriptor 0x12345678 is not in "
            "the image");
  p = synth::syntheticProgram();
  synth::poke32(p, orig::kBunkerMenu + 2 * orig::kMenuRecord, 0x00000109);  // MSV: up 9, down 1
  synth::fixCrc(p);
  EXPECT_EQ(loadError(p),
            "RFIRE.BIN: the bunker menu 0x43f1d8, record 2 +0x0: nav byte 9 is not a vehicle type (0..3)");
  p = synth::syntheticProgram();
  synth::poke32(p, 0x44aa50 + orig::cls::kId, 12);  // the Expl descriptor says Flag
  synth::fixCrc(p);
  EXPECT_EQ(loadError(p), "RFIRE.BIN: the class descriptor 0x44aa50 (Expl) +0x0: id 12, expected 11");
  p = synth::syntheticProgram();
  synth::poke32(p, 0x453b58 + 4 * orig::expl::kNFaces, 1000);
  synth::fixCrc(p);
  EXPECT_EQ(loadError(p), "RFIRE.BIN: the explosion descriptor 0x453b58 [9]: 1000 faces, expected 0..32");
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
  ASSERT_EQ(checks.size(), 12u);
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

TEST(OriginalProgram, ALookupReadsTheSetItIsGiven) {
  auto edited = makeDesignedTables();
  edited->vehicles[0].maxFwd = 0x12345;
  const std::vector<uint8_t> program = synth::syntheticProgram(*edited);
  std::shared_ptr<const DataTables> t = loadOriginalProgram(program, "RFIRE.BIN");
  EXPECT_EQ(t->source, TableSource::Original);
  EXPECT_EQ(t->programCrc32, core::crc32(program));  // the set's identity (a replay records it)
  EXPECT_EQ(tablesIdentity(*t), "the tables of RFIRE.BIN crc32 64c49a1b");
  EXPECT_EQ(tablesIdentity(designedTables()), "designed tables");
  EXPECT_EQ(vehicleDef(*t, VehicleType::Tank).maxFwd, 0x12345);
  EXPECT_EQ(vehicleDef(VehicleType::Tank).maxFwd, designedVehicleDefs()[0].maxFwd) << "the designed set's";
  EXPECT_EQ(vehicleDef(designedTables(), VehicleType::Tank).maxFwd, designedVehicleDefs()[0].maxFwd);
}

}  // namespace
}  // namespace rf
