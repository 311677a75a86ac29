#include "app/rf_game_data.hpp"

#include "rf/data/original_layout.hpp"
#include "rf/data/original_program.hpp"

namespace app {
namespace {

constexpr uint64_t kMaxProgramBytes = 64ull << 20;
constexpr uint64_t kMaxMapBytes = 1ull << 20;

}  // namespace

RfGameData openRfGameData(const std::string& path) {
  RfGameData d;
  d.source = rf::openDataSource(path);
  if (auto program = rf::findEntry(*d.source, "", "RFIRE.BIN", false)) {
    d.program = d.source->display(*program);
    const std::vector<uint8_t> bytes = d.source->read(*program, kMaxProgramBytes);
    rf::installTables(rf::loadOriginalProgram(bytes, d.program));
    d.tables = rf::TableSource::Original;
  }
  return d;
}

std::string tablesLine(const RfGameData* data) {
  if (data == nullptr || data->tables != rf::TableSource::Original) {
    return std::string(rf::tableSourceName(rf::TableSource::Designed));
  }
  return std::string(rf::tableSourceName(rf::TableSource::Original)) + " (" + data->program + ")";
}

RfMapBytes readOriginalMap(const rf::DataSource& src, int number) {
  const rf::OriginalMap m = rf::findOriginalMap(src, number);
  return {src.read(m.entry, kMaxMapBytes), m.path.string()};
}

}  // namespace app
