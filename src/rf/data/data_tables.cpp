// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/data_tables.hpp"

#include <algorithm>
#include <cstdio>
#include <mutex>
#include <stdexcept>

#include "rf/data/models.hpp"

namespace rf {
namespace {

std::mutex gDerivedMutex;  // guards DataTables::derived (of every set)

}  // namespace

const void* tablesDerived(const DataTables& tables, std::shared_ptr<const void> (*make)(const DataTables&)) {
  std::lock_guard<std::mutex> lock(gDerivedMutex);
  if (!tables.derived) tables.derived = make(tables);
  return tables.derived.get();
}

std::string_view tableSourceName(TableSource source) {
  return source == TableSource::Original ? "original tables" : "designed tables";
}

std::unique_ptr<DataTables> makeDesignedTables() {
  auto t = std::make_unique<DataTables>();
  t->source = TableSource::Designed;
  t->tiles = kTileTable;
  t->bnos = kBnoTable;
  t->vehicles = designedVehicleDefs();
  t->projectiles = designedProjectileTypes();
  t->explByHitKind = {designedExplTable(ExplTable::Small), designedExplTable(ExplTable::Big)};
  for (int i = 0; i < kDebrisDefs; ++i) t->debris[static_cast<size_t>(i)] = designedDebrisDef(i);
  const std::span<const ExplDesc> expl = explDescriptors();
  std::copy(expl.begin(), expl.end(), t->explosions.begin());
  return t;
}

const DataTables& designedTables() {
  static const std::unique_ptr<DataTables> kDesigned = makeDesignedTables();
  return *kDesigned;
}

std::string tablesIdentity(const DataTables& tables) {
  if (tables.source != TableSource::Original) return std::string(tableSourceName(TableSource::Designed));
  return originalTablesIdentity(tables.programCrc32);
}

std::string originalTablesIdentity(uint32_t programCrc32) {
  char crc[9];
  std::snprintf(crc, sizeof crc, "%08x", programCrc32);
  return std::string("the tables of RFIRE.BIN crc32 ") + crc;
}

const TileEntry& tileEntry(const DataTables& tables, uint8_t tileByte) {
  return tables.tiles[tileByte >= kFirstInvalidTileByte ? 0 : tileByte];
}

const BnoDef& bnoDef(const DataTables& tables, uint32_t id) {
  if (id >= tables.bnos.size()) {
    throw std::out_of_range("BNO id " + std::to_string(id) + " is not in the object table (0.." +
                            std::to_string(kBnoCount - 1) + ")");
  }
  return tables.bnos[id];
}

// 0x44afc8
const VehicleDef& vehicleDef(const DataTables& tables, VehicleType type) {
  const auto i = static_cast<size_t>(type);
  if (i >= tables.vehicles.size()) throw std::out_of_range("vehicle type out of range");
  return tables.vehicles[i];
}

const ProjectileType& projectileType(const DataTables& tables, int32_t type) {
  if (type < 0 || type >= kProjectileTypes) {
    throw std::out_of_range("projectile type " + std::to_string(type) + " (0.." +
                            std::to_string(kProjectileTypes - 1) + ")");
  }
  return tables.projectiles[static_cast<size_t>(type)];
}

const ExplByHitKind& explTable(const DataTables& tables, ExplTable table) {
  return tables.explByHitKind[table == ExplTable::Big ? 1 : 0];
}

ExplId explForHit(const DataTables& tables, ExplTable table, HitKind kind) {
  return explTable(tables, table)[static_cast<size_t>(kind)];
}

const DebrisDef& debrisDef(const DataTables& tables, int32_t id) {
  designedDebrisDef(id);  // checks the id (std::out_of_range)
  return tables.debris[static_cast<size_t>(id)];
}

const Model& debrisModelDef(const DataTables& tables, ModelId id) {
  if (id < tables.models.size() && tables.models[id] != nullptr) return *tables.models[id];
  return modelDef(id);
}

}  // namespace rf
