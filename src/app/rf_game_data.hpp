// SPDX-License-Identifier: GPL-3.0-or-later
// The user's Return Fire data for the commands (docs/original-data.md): `--data PATH`, a
// folder or a disc image. With RFIRE.BIN in it the original's tables are loaded; the
// commands pass them into each game they load (rf::GameOptions::data); without, the games
// run on the designed tables.
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
  std::shared_ptr<const rf::DataTables> tables;  // RFIRE.BIN's (nullptr: none; the designed)
  std::string program;  // where RFIRE.BIN was read from ("" = not there)
};

// Opens PATH and reads the tables of its RFIRE.BIN when it has one. Throws (one line) when
// PATH is not a folder or image, or when its RFIRE.BIN is not the supported program.
RfGameData openRfGameData(const std::string& path);

// The tables of the data (nullptr without data or RFIRE.BIN: the designed): what goes into
// rf::GameOptions::data.
std::shared_ptr<const rf::DataTables> gameTables(const RfGameData* data);

// "designed tables" / "original tables (PATH, crc32 64c49a1b)"
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
