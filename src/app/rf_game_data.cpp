#include "app/rf_game_data.hpp"

#include "rf/data/art_car.hpp"
#include "rf/data/original_layout.hpp"
#include "rf/data/original_hud.hpp"
#include "rf/data/original_models.hpp"
#include "rf/data/original_program.hpp"
#include "view/rf_original_look.hpp"

namespace app {
namespace {

constexpr uint64_t kMaxProgramBytes = 64ull << 20;
constexpr uint64_t kMaxMapBytes = 1ull << 20;
// designed: the largest ART.CAR read (the real one is 1,926,415 bytes)
constexpr uint64_t kMaxArtBytes = 32ull << 20;

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

RfLook chooseRfLook(const rf::DataSource* src, bool wanted) {
  RfLook out;
  if (src == nullptr) {
    out.line = "look: ours (no --data or [data] path)";
    return out;
  }
  if (!wanted) {
    out.line = "look: ours ([view] look = ours)";
    return out;
  }
  const auto art = rf::findPath(*src, {"ART", "ART.CAR"});
  if (!art) {
    out.line = "look: ours (no ART/ART.CAR in " + src->name() + ")";
    return out;
  }
  const auto program = rf::findEntry(*src, "", "RFIRE.BIN", false);
  if (!program) {
    out.line = "look: ours (no RFIRE.BIN in " + src->name() + " for the models)";
    return out;
  }
  try {
    const std::string artName = src->display(*art), programName = src->display(*program);
    rf::ArtCar car = rf::readArtCar(src->read(*art, kMaxArtBytes), artName);
    const std::vector<uint8_t> programBytes = src->read(*program, kMaxProgramBytes);
    rf::OriginalModels models = rf::loadOriginalModels(programBytes, programName);
    std::optional<rf::OriginalHud> hud;
    std::string hudLine = ", the original's HUD";
    try {
      hud = rf::loadOriginalHud(programBytes, programName);
    } catch (const std::exception& e) {
      hudLine = std::string(", our HUD: ") + e.what();
    }
    out.look = std::make_shared<const view::RfOriginalLook>(std::move(car), std::move(models), std::move(hud));
    out.line = "look: original (" + artName + ", " + programName + " models" + hudLine + ")";
  } catch (const std::exception& e) {
    out.line = std::string("look: ours (") + e.what() + ")";
  }
  return out;
}

RfMapBytes readOriginalMap(const rf::DataSource& src, int number) {
  const rf::OriginalMap m = rf::findOriginalMap(src, number);
  return {src.read(m.entry, kMaxMapBytes), m.path.string()};
}

}  // namespace app
