// SPDX-License-Identifier: GPL-3.0-or-later
// The tables the data layer hands the simulation (ARCHITECTURE.md "Data"): the tile byte
// table, the BNO table, the vehicle descriptors, the projectile types, the explosion
// tables by hit kind, the bunker menu grid, the loadout, the tunables, the debris programs,
// the explosion descriptors, the class descriptors' numbers and the models the debris flies
// from. Either retrosim's designed
// ones (the constant tables of tile_table, bno_table, vehicle_defs, projectile_types,
// game_tables, debris_programs, explosion_scripts) or the same types filled from the user's
// RFIRE.BIN (original_program.hpp); nothing downstream changes shape.
//
// Nothing global: a set enters each game through its options (rf::GameOptions::data) and
// the simulation reads the game's set (Sim::data()); the lookups below take the set. Two
// games with different sets run side by side in one process. The one-argument lookups of
// the table headers (tileEntry(byte), bnoDef(id) ...) read the designed set.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "rf/data/bno_table.hpp"
#include "rf/data/debris_programs.hpp"
#include "rf/data/explosion_scripts.hpp"
#include "rf/data/game_tables.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/data/projectile_types.hpp"
#include "rf/data/tile_table.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace rf {

struct Model;  // models.hpp

enum class TableSource : uint8_t {
  Designed,  // retrosim's own tables (docs/designed-values.md)
  Original,  // read from the user's RFIRE.BIN
};

// "designed tables" / "original tables" (what `rf run` and the title screen report).
std::string_view tableSourceName(TableSource source);

// A whole set. Not copyable or movable: BNO names read from RFIRE.BIN are views into
// `bnoNames`, so a set lives where it was made (behind a shared_ptr).
struct DataTables {
  TableSource source = TableSource::Designed;
  // The CRC-32 of the RFIRE.BIN the set was read from (0 for the designed set): the set's
  // identity in a replay (docs/replay-format.md).
  uint32_t programCrc32 = 0;
  std::array<TileEntry, kTileTableSize> tiles{};               // 0x452858
  std::array<BnoDef, kBnoCount> bnos{};                        // 0x451438
  std::array<VehicleDef, kVehicleTypes> vehicles{};            // 0x44afc8 -> 0x44b3a8 ...
  std::array<ProjectileType, kProjectileTypes> projectiles{};  // 0x450a78
  std::array<ExplByHitKind, 2> explByHitKind{};                // 0x450a48 (Small), 0x450a60 (Big)
  MenuGrid menuGrid = kMenuGrid;                               // 0x43f1d8
  Loadouts loadout = kLoadouts;                                // 0x4438b8, team 1 +0x14
  Tunables tunables = kTunables;                               // 0x4546b0, 0x4546b4, 0x44b174, 0x44b178
  std::array<DebrisDef, kDebrisDefs> debris{};                 // 0x454ee8
  std::array<ExplDesc, kExplIds> explosions{};                 // by ExplId (explosion_ids.hpp)
  ClassRecords classes = kClassNumbers;                        // the descriptors of ObjClass 0..20
  std::array<std::string, kBnoCount> bnoNames{};               // storage of the names read
  std::array<std::string, kClassRecords> classNames{};         // storage of the class names read
  // Storage of the explosion descriptors read (their spans point here), by ExplId.
  struct ExplStorage {
    std::vector<uint8_t> script;
    std::vector<int32_t> labels;
    std::vector<core::Vec3> verts;
    std::vector<ExplFace> faces;
  };
  std::array<ExplStorage, kExplIds> explStorage{};
  // The models SpawnDebrisBurst reads the debris faces from (flags bits 8-9), by the model id
  // they stand for: RFIRE.BIN's part chains (original_models.hpp originalDebrisModels); null
  // for the built-in model (the designed set, and the ids the CD's tables leave ours).
  std::array<std::shared_ptr<const Model>, mdl::Count> models{};
  // What a layer above makes from the set once and keeps with it (tablesDerived).
  mutable std::shared_ptr<const void> derived;

  DataTables() = default;
  DataTables(const DataTables&) = delete;
  DataTables& operator=(const DataTables&) = delete;
};

// The value made from `tables` by `make` (one per set: the simulation's class table of the
// set): made on the first call, under a lock, and kept as long as the set lives.
const void* tablesDerived(const DataTables& tables, std::shared_ptr<const void> (*make)(const DataTables&));

// A new set holding the designed tables (the loader starts from it: a field RFIRE.BIN does
// not supply keeps its designed value).
std::unique_ptr<DataTables> makeDesignedTables();

// The designed set (never changes).
const DataTables& designedTables();

// "designed tables" / "the tables of RFIRE.BIN crc32 1a2b3c4d": which set (the --hash
// lines, the replay's messages).
std::string tablesIdentity(const DataTables& tables);
std::string originalTablesIdentity(uint32_t programCrc32);

// The lookups in a set (the one-argument forms in the table headers read the designed set).
// tileEntry: a byte >= kFirstInvalidTileByte reads entry 0; the others throw
// std::out_of_range for an id outside their table.
const TileEntry& tileEntry(const DataTables& tables, uint8_t tileByte);
const BnoDef& bnoDef(const DataTables& tables, uint32_t id);
inline const BnoDef& bnoDef(const DataTables& tables, Bno b) {
  return bnoDef(tables, bnoId(b));
}
const VehicleDef& vehicleDef(const DataTables& tables, VehicleType type);
const ProjectileType& projectileType(const DataTables& tables, int32_t type);
const ExplByHitKind& explTable(const DataTables& tables, ExplTable table);
ExplId explForHit(const DataTables& tables, ExplTable table, HitKind kind);
const DebrisDef& debrisDef(const DataTables& tables, int32_t id);
// The model of `id` the debris flies from: the set's (RFIRE.BIN's part chain) or the
// built-in one (models.hpp modelDef); throws std::out_of_range for ids >= mdl::Count.
const Model& debrisModelDef(const DataTables& tables, ModelId id);

}  // namespace rf
