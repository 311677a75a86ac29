#include "rf/data/data_tables.hpp"

#include <algorithm>
#include <atomic>
#include <mutex>

namespace rf {
namespace {

std::mutex gMutex;
std::shared_ptr<const DataTables> gInstalled;     // guarded by gMutex; keeps the set alive
std::atomic<const DataTables*> gActive{nullptr};  // what the lookups read (nullptr = designed)

std::mutex gDerivedMutex;  // guards DataTables::derived

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

const DataTables& activeTables() {
  const DataTables* t = gActive.load(std::memory_order_acquire);
  return t != nullptr ? *t : designedTables();
}

void installTables(std::shared_ptr<const DataTables> tables) {
  std::lock_guard<std::mutex> lock(gMutex);
  gActive.store(tables.get(), std::memory_order_release);
  gInstalled = std::move(tables);
}

ScopedTables::ScopedTables(std::shared_ptr<const DataTables> tables) {
  {
    std::lock_guard<std::mutex> lock(gMutex);
    previous_ = gInstalled;
  }
  installTables(std::move(tables));
}

ScopedTables::~ScopedTables() {
  installTables(std::move(previous_));
}

}  // namespace rf
