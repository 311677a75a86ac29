// SPDX-License-Identifier: GPL-3.0-or-later
#include "synthetic_cd/synthetic_program.hpp"

#include <array>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/crc32.hpp"
#include "rf/data/original_addresses.hpp"
#include "synthetic_cd/synthetic_hud.hpp"
#include "synthetic_cd/synthetic_models.hpp"
#include "synthetic_cd/synthetic_sound.hpp"

namespace synth {
namespace {

using namespace rf::orig;

constexpr std::array<SectionSpec, 4> kSections{kText, kRdata, kData, kRsrc};
constexpr uint32_t kOptSize = 0xe0;
constexpr uint32_t kStrings = 0x458000;   // the BNO names
constexpr uint32_t kGraphics = 0x457000;  // what a BNO with graphics points at
// Where the synthetic image keeps what the documented tables point at (none of these
// addresses is documented; .data's raw data ends at 0x460000).
constexpr uint32_t kClassNames = 0x459000;
constexpr uint32_t kZoomScripts = 0x459400;       // 4 x 0x10 (the menu's +0x20; contents not read)
constexpr uint32_t kWreckDescriptors = 0x459800;  // 0x44b0c8's four descriptors
constexpr uint32_t kDebrisPrograms = 0x45a000;    // 0x454ee8's programs
constexpr uint32_t kExplPayload = 0x45b000;       // scripts, labels, vertices, faces
constexpr uint32_t kExplPayloadEnd = 0x460000;

void put(std::vector<uint8_t>& b, size_t at, uint32_t v, int n) {
  for (int i = 0; i < n; ++i) b.at(at + static_cast<size_t>(i)) = static_cast<uint8_t>(v >> (8 * i));
}

void headers(std::vector<uint8_t>& b) {
  put(b, 0, 0x5a4d, 2);  // "MZ"
  put(b, 0x3c, kPeOffset, 4);
  put(b, kPeOffset, 0x4550, 4);  // "PE\0\0"
  const size_t coff = kPeOffset + 4;
  put(b, coff, 0x14c, 2);  // i386
  put(b, coff + 2, kSections.size(), 2);
  put(b, coff + 16, kOptSize, 2);
  put(b, coff + 18, 0x10f, 2);  // executable, 32-bit, no relocations
  const size_t opt = coff + 20;
  put(b, opt, 0x10b, 2);  // PE32
  put(b, opt + 4, kText.rawSize, 4);
  put(b, opt + 16, kText.rva, 4);  // entry point
  put(b, opt + 20, kText.rva, 4);
  put(b, opt + 24, kRdata.rva, 4);
  put(b, opt + 28, kImageBase, 4);
  put(b, opt + 32, 0x1000, 4);              // section alignment
  put(b, opt + 36, 0x200, 4);               // file alignment
  put(b, opt + 40, 4, 2);                   // OS 4.0
  put(b, opt + 48, 4, 2);                   // subsystem 4.0
  put(b, opt + 56, kRsrc.rva + 0xb000, 4);  // SizeOfImage
  put(b, opt + 60, kText.rawOffset, 4);     // SizeOfHeaders
  put(b, opt + 68, 2, 2);                   // Windows GUI
  put(b, opt + 92, 16, 4);                  // data directories
  for (size_t i = 0; i < kSections.size(); ++i) {
    const size_t h = sectionHeaderOffset(static_cast<int>(i));
    const SectionSpec& s = kSections[i];
    std::memcpy(&b[h], s.name, std::strlen(s.name));
    put(b, h + 8, s.virtualSize, 4);
    put(b, h + 12, s.rva, 4);
    put(b, h + 16, s.rawSize, 4);
    put(b, h + 20, s.rawOffset, 4);
  }
}

void tiles(std::vector<uint8_t>& b, const rf::DataTables& t) {
  for (size_t i = 0; i < t.tiles.size(); ++i) {
    const rf::TileEntry& e = t.tiles[i];
    const uint32_t r = kTileTableVa + static_cast<uint32_t>(i) * kTileRecord;
    poke32(b, r,
           static_cast<uint32_t>(e.terrain | e.object << 8 | e.team << 16 |
                                 static_cast<uint32_t>(e.handler) << 24));
  }
}

void bnos(std::vector<uint8_t>& b, const rf::DataTables& t) {
  uint32_t str = kStrings;
  for (size_t i = 0; i < t.bnos.size(); ++i) {
    const rf::BnoDef& d = t.bnos[i];
    const uint32_t r = kBnoTableVa + static_cast<uint32_t>(i) * kBnoRecord;
    poke32(b, r + bno::kId, d.id);
    if (!d.name.empty()) {
      poke32(b, r + bno::kName, str);
      for (char c : d.name) b.at(fileOffset(str++)) = static_cast<uint8_t>(c);
      b.at(fileOffset(str++)) = 0;
    }
    poke32(b, r + bno::kGraphics, d.hasGraphics ? kGraphics : 0);
    poke32(b, r + bno::kFlags, d.flags);
    b.at(fileOffset(r + bno::kTerrain)) = d.terrainOverride;
    b.at(fileOffset(r + bno::kStrength)) = d.strength;
    poke32(b, r + bno::kDestroyHook, addressOf(kBnoDestroyHooks, d.onDestroy));
    b.at(fileOffset(r + bno::kDestroyedTerrain)) = d.destroyedTerrain;
    b.at(fileOffset(r + bno::kDestroyedBno)) = d.destroyedBno;
    poke32(b, r + bno::kRadar,
           static_cast<uint32_t>(d.radarTeam0) | static_cast<uint32_t>(d.radarOther) << 16);
  }
}

void vehicles(std::vector<uint8_t>& b, const rf::DataTables& t) {
  for (size_t i = 0; i < t.vehicles.size(); ++i) {
    const rf::VehicleDef& v = t.vehicles[i];
    const uint32_t base = kVehicleDescriptors[i];
    poke32(b, kVehiclePointers + 4 * static_cast<uint32_t>(i), base);
    auto dw = [&](uint32_t index, int32_t value) {
      poke32(b, base + 4 * index, static_cast<uint32_t>(value));
    };
    dw(veh::kLaunch, static_cast<int32_t>(addressOf(kLaunchHooks, v.launch)));
    dw(veh::kMove,
       static_cast<int32_t>(addressOf(kMoveFns, v.move) == 0 ? 0x428ca0 : addressOf(kMoveFns, v.move)));
    dw(veh::kArmour, v.armour);
    dw(veh::kHp, v.hp);
    dw(veh::kWater, static_cast<int32_t>(addressOf(kWaterHooks, v.water)));
    dw(veh::kCamera31, v.camera31);
    for (size_t k = 0; k < v.cameraA.size(); ++k) dw(veh::kCameraA + static_cast<uint32_t>(k), v.cameraA[k]);
    dw(veh::kSinkDepth, v.sinkDepth);
    dw(veh::kUnk57, v.unk57);
    dw(veh::kMaxFwd, v.maxFwd);
    dw(veh::kMaxRev, v.maxRev);
    dw(veh::kAccel, v.accel);
    dw(veh::kFriction, v.friction);
    dw(veh::kTurn, v.turn);
    dw(veh::kFuel, v.fuel);
    dw(veh::kUnk91, v.unk91);
    dw(veh::kUnk92, v.unk92);
    dw(veh::kDockRadius, v.dockRadius);
    dw(veh::kDock, static_cast<int32_t>(addressOf(kDockHooks, v.dock)));
    dw(veh::kRespawn, v.respawnDelay);
    dw(veh::kUnk99, v.unk99);
    dw(veh::kDroneBox, v.droneBox[0]);
    dw(veh::kDroneBox + 1, v.droneBox[1]);
    for (uint32_t k = 0; k < 3; ++k) dw(veh::kUnkA3 + k, v.unkA3[k]);
    dw(veh::kEnemyArrow, v.enemyArrow ? 1 : 0);
    for (uint32_t k = 0; k < 4; ++k) dw(veh::kUnkA7 + k, v.unkA7[k]);
    for (uint32_t k = 0; k < rf::kCameraBCount; ++k) dw(veh::kCameraB + k, v.cameraB[k]);
  }
}

void projectiles(std::vector<uint8_t>& b, const rf::DataTables& t) {
  for (size_t i = 0; i < t.projectiles.size(); ++i) {
    const rf::ProjectileType& p = t.projectiles[i];
    const uint32_t r = kProjectileTable + static_cast<uint32_t>(i) * kProjectileRecord;
    poke32(b, r + proj::kClass, static_cast<uint32_t>(p.cls));
    // the original's bits only: kProjOwnFlags are retrosim's (the loader keeps them)
    poke32(b, r + proj::kFlags, p.flags & ~uint32_t{rf::kProjOwnFlags});
    poke32(b, r + proj::kSpeed, static_cast<uint32_t>(p.speed));
    poke32(b, r + proj::kImpact, addressOf(kImpacts, p.impact));
    poke32(b, r + proj::kDamage, static_cast<uint32_t>(p.damage));
    poke32(b, r + proj::kGravity, static_cast<uint32_t>(p.gravity));
    poke32(b, r + proj::kExplTable, addressOf(kExplTables, p.expl));
    b.at(fileOffset(r + proj::kLife)) = p.life;
    b.at(fileOffset(r + proj::kFrames)) = p.frames;
    b.at(fileOffset(r + proj::kPeriod)) = p.period;
    b.at(fileOffset(r + proj::kWaterRadius)) = p.waterRadius;
  }
  const std::array<uint32_t, 2> tables{kExplSmallTable, kExplBigTable};
  for (size_t k = 0; k < tables.size(); ++k) {
    for (size_t h = 0; h < rf::kHitKinds; ++h) {
      poke32(b, tables[k] + 4 * static_cast<uint32_t>(h), addressOf(kHitExplosions, t.explByHitKind[k][h]));
    }
  }
}

void byte(std::vector<uint8_t>& b, uint32_t va, uint8_t v) {
  b.at(fileOffset(va)) = v;
}

// A NUL-terminated string at `at` (moved on past it).
uint32_t string(std::vector<uint8_t>& b, uint32_t& at, std::string_view s) {
  const uint32_t va = at;
  for (char c : s) byte(b, at++, static_cast<uint8_t>(c));
  byte(b, at++, 0);
  return va;
}

void bunkerMenu(std::vector<uint8_t>& b, const rf::DataTables& t) {
  for (size_t i = 0; i < t.menuGrid.size(); ++i) {
    const rf::MenuCell& c = t.menuGrid[i];
    const uint32_t r = kBunkerMenu + static_cast<uint32_t>(i) * kMenuRecord;
    poke32(b, r, static_cast<uint32_t>(c.up | c.down << 8 | c.left << 16 | c.right << 24));
    poke32(b, r + kMenuZoomScript, kZoomScripts + 0x10 * static_cast<uint32_t>(i));
  }
}

void loadout(std::vector<uint8_t>& b, const rf::DataTables& t) {
  for (size_t i = 0; i < t.loadout.size(); ++i) {
    const uint32_t r = kLoadout + static_cast<uint32_t>(i) * kLoadoutRecord;
    poke32(b, r + kLoadoutMines, static_cast<uint32_t>(t.loadout[i].mines));
  }
}

void tunables(std::vector<uint8_t>& b, const rf::DataTables& t) {
  poke32(b, kDebrisGravityVa, static_cast<uint32_t>(t.tunables.debrisGravity));
  poke32(b, kDebrisMaxFallVa, static_cast<uint32_t>(t.tunables.debrisMaxFall));
  poke32(b, kCannonRaisedPitchVa, static_cast<uint32_t>(t.tunables.cannonRaisedPitch));
  poke32(b, kLaunchForwardTicksVa, static_cast<uint32_t>(t.tunables.launchForwardTicks));
}

void debrisPrograms(std::vector<uint8_t>& b, const rf::DataTables& t) {
  constexpr uint32_t kRecord = 4 * (3 + kDebrisStepDwords * rf::kDebrisSteps);
  for (size_t i = 0; i < t.debris.size(); ++i) {
    const rf::DebrisDef& d = t.debris[i];
    const uint32_t base = kDebrisPrograms + static_cast<uint32_t>(i) * kRecord;
    poke32(b, kDebrisTable + 4 * static_cast<uint32_t>(i), base);
    poke32(b, base, static_cast<uint32_t>(d.rate));
    poke32(b, base + 4, static_cast<uint32_t>(d.frames));
    poke32(b, base + 8, static_cast<uint32_t>(d.fade));
    for (size_t k = 0; k < d.steps.size(); ++k) {
      const rf::DebrisStep& s = d.steps[k];
      const uint32_t st = base + 12 + 4 * kDebrisStepDwords * static_cast<uint32_t>(k);
      poke32(b, st, static_cast<uint32_t>(s.op));
      poke32(b, st + 4, static_cast<uint32_t>(s.from));
      poke32(b, st + 8, static_cast<uint32_t>(s.to));
      for (size_t a = 0; a < s.arg.size(); ++a)
        poke32(b, st + 12 + 4 * static_cast<uint32_t>(a), static_cast<uint32_t>(s.arg[a]));
    }
  }
}

void classes(std::vector<uint8_t>& b, const rf::DataTables& t) {
  uint32_t str = kClassNames;
  for (const rf::ClassRecord& c : t.classes) {
    if (c.address == 0) continue;
    poke32(b, c.address + cls::kId, static_cast<uint32_t>(c.id));
    poke32(b, c.address + cls::kName, c.name.empty() ? 0 : string(b, str, c.name));
    poke32(b, c.address + cls::kPrio, static_cast<uint32_t>(c.prio));
    poke32(b, c.address + cls::kFlags, c.cflags);
  }
}

// Each descriptor's script (then op 0), labels, vertices and faces from `at` on.
void explDescriptor(std::vector<uint8_t>& b, uint32_t base, const rf::ExplDesc& d, uint32_t& at) {
  const uint32_t script = at;
  for (uint8_t v : d.script) byte(b, at++, v);
  byte(b, at++, 0);
  at = (at + 3) & ~3u;
  uint32_t labels = 0;
  if (!d.labels.empty()) {
    labels = at;
    for (int32_t v : d.labels) {
      poke32(b, at, static_cast<uint32_t>(v));
      at += 4;
    }
  }
  const uint32_t verts = at;
  for (const core::Vec3& v : d.verts) {
    poke32(b, at, static_cast<uint32_t>(v.x));
    poke32(b, at + 4, static_cast<uint32_t>(v.y));
    poke32(b, at + 8, static_cast<uint32_t>(v.z));
    at += 12;
  }
  const uint32_t faces = at;
  for (const rf::ExplFace& f : d.faces) {
    poke32(b, at, f.sprite);
    poke32(b, at + 4, static_cast<uint32_t>(f.first | f.last << 8 | f.fade << 16 | f.variant << 24));
    for (uint32_t v = 0; v < 4; ++v) poke32(b, at + 8 + 4 * v, f.v[v]);
    at += 4 * kExplFaceDwords;
  }
  const std::array<uint32_t, kExplDwords> dw{script,
                                             labels,
                                             d.gfxFlags,
                                             static_cast<uint32_t>(d.frames),
                                             static_cast<uint32_t>(d.zBias),
                                             static_cast<uint32_t>(d.rate),
                                             static_cast<uint32_t>(d.scale),
                                             static_cast<uint32_t>(d.verts.size()),
                                             d.verts.empty() ? 0 : verts,
                                             static_cast<uint32_t>(d.faces.size()),
                                             d.faces.empty() ? 0 : faces};
  for (uint32_t i = 0; i < kExplDwords; ++i) poke32(b, base + 4 * i, dw[i]);
}

void explDescriptors(std::vector<uint8_t>& b, const rf::DataTables& t) {
  uint32_t at = kExplPayload;
  for (const auto& [id, address] : kExplDescriptors)
    explDescriptor(b, address, t.explosions[static_cast<size_t>(id)], at);
  for (uint32_t v = 0; v < rf::kVehicleTypes; ++v) {
    const uint32_t base = kWreckDescriptors + 4 * kExplDwords * v;
    poke32(b, kWreckExplosions + 4 * v, base);
    explDescriptor(b, base, t.explosions[static_cast<size_t>(rf::ExplId::WreckTank) + v], at);
  }
  if (at > kExplPayloadEnd) throw std::length_error("synthetic program: the explosion payload does not fit");
}

}  // namespace

uint32_t sectionHeaderOffset(int i) {
  return kPeOffset + 4 + 20 + kOptSize + 40 * static_cast<uint32_t>(i);
}

uint32_t fileOffset(uint32_t va) {
  for (const SectionSpec& s : kSections) {
    const uint32_t start = kImageBase + s.rva;
    if (va >= start && va - start < s.rawSize) return s.rawOffset + (va - start);
  }
  throw std::out_of_range("synthetic program: no raw data at VA " + std::to_string(va));
}

void poke32(std::vector<uint8_t>& program, uint32_t va, uint32_t value) {
  put(program, fileOffset(va), value, 4);
  (void)fileOffset(va + 3);  // the 4 bytes are in one section's raw data
}

void fixCrc(std::vector<uint8_t>& program) {
  core::forceCrc32(program, kCrcPatchOffset, kProgramCrc32);
}

std::vector<uint8_t> syntheticProgram(const rf::DataTables& tables) {
  std::vector<uint8_t> b(kProgramSize, 0);
  headers(b);
  tiles(b, tables);
  bnos(b, tables);
  vehicles(b, tables);
  projectiles(b, tables);
  bunkerMenu(b, tables);
  loadout(b, tables);
  tunables(b, tables);
  debrisPrograms(b, tables);
  classes(b, tables);
  explDescriptors(b, tables);
  writeSyntheticModels(b, tables);
  writeSoundTables(b);  // synthetic_sound.cpp
  writeSyntheticHud(b, syntheticHud());
  fixCrc(b);
  return b;
}

}  // namespace synth
