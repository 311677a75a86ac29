// The user's Return Fire data for the commands (docs/original-data.md): `--data PATH`, a
// folder or a disc image. With RFIRE.BIN in it the original's tables are loaded and
// installed for every game of the process; without, the designed tables stay in use.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "rf/data/data_source.hpp"
#include "rf/data/data_tables.hpp"

namespace view {
class RfOriginalLook;
}

namespace app {

struct RfGameData {
  std::unique_ptr<rf::DataSource> source;
  rf::TableSource tables = rf::TableSource::Designed;
  std::string program;  // where RFIRE.BIN was read from ("" = not there)
};

// Opens PATH and installs the tables of its RFIRE.BIN when it has one. Throws (one line) when
// PATH is not a folder or image, or when its RFIRE.BIN is not the supported program.
RfGameData openRfGameData(const std::string& path);

// "designed tables" / "original tables (PATH)"
std::string tablesLine(const RfGameData* data);

// The 3D view's look: the original (the source's ART/ART.CAR and RFIRE.BIN's
// model parts) when `wanted` and the data has both, else ours; `line` says which and why
// ("look: original (DIR/ART/ART.CAR, DIR/RFIRE.BIN models)", "look: ours (no ART/ART.CAR in
// DIR)", "look: ours (no --data or [data] path)", "look: ours ([view] look = ours)", or the
// reader's one-line error).
struct RfLook {
  std::shared_ptr<const view::RfOriginalLook> look;  // null: ours
  std::string line;
};
RfLook chooseRfLook(const rf::DataSource* source, bool wanted);

struct RfMapBytes {
  std::vector<uint8_t> bytes;
  std::string name;  // for messages: the display path in the source
};
// The bytes of map N (RFMAPnnn.RFM) of the source. Throws OriginalLayoutError / DataSourceError.
RfMapBytes readOriginalMap(const rf::DataSource& src, int number);

}  // namespace app
