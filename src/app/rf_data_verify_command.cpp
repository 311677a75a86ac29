// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf data verify PATH [--json]: the notes' outcome scenarios (rf/verify.hpp,
// docs/fidelity.md) on the tables of the user's RFIRE.BIN, one line per outcome: its id, the
// notes' value, what this program got and ok / differs. Exit 0 when every outcome reproduced
// on the designed tables is reproduced on the CD's too (docs/original-data.md: what to send).
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "app/commands.hpp"
#include "app/json_out.hpp"
#include "app/rf_game_data.hpp"
#include "rf/verify.hpp"

namespace app {
namespace {

int dataVerify(const std::string& path, bool asJson) {
  RfGameData data;
  try {
    data = openRfGameData(path);
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return 2;
  }
  if (data.tables == nullptr) {
    std::cerr << path << ": no RFIRE.BIN found (rf data verify compares the CD's tables with the designed ones)\n";
    return 2;
  }
  const rf::NotesVerdict v = rf::verifyNotesOutcomes(data.tables);
  if (asJson) {
    nlohmann::ordered_json j;
    j["path"] = path;
    j["tables"] = tablesLine(&data);
    j["pass"] = v.pass;
    j["outcomes"] = nlohmann::ordered_json::array();
    for (size_t i = 0; i < v.tables.size(); ++i) {
      const rf::NotesOutcome& o = v.tables[i];
      j["outcomes"].push_back({{"id", o.id},
                               {"notes", o.want},
                               {"got", o.got},
                               {"ok", o.ok},
                               {"designed", v.designed[i].got},
                               {"dt", o.dt}});
    }
    j["moved"] = v.moved;
    std::cout << jsonDump(j, 2) << "\n";
  } else {
    std::cout << "tables: " << tablesLine(&data) << "\n";
    for (size_t i = 0; i < v.tables.size(); ++i) {
      const rf::NotesOutcome& o = v.tables[i];
      std::cout << o.id << ": notes " << o.want << ", got " << o.got << ": " << (o.ok ? "ok" : "differs");
      if (o.got != v.designed[i].got) std::cout << " (designed tables: " << v.designed[i].got << ")";
      std::cout << "\n";
    }
    std::string moved;
    for (const std::string& id : v.moved) moved += (moved.empty() ? "" : ", ") + id;
    std::cout << (v.pass ? "every outcome the designed tables reproduce is reproduced"
                         : "outcomes the designed tables reproduce differ on these tables")
              << (moved.empty() ? "" : " (moved: " + moved + ")") << "\n";
  }
  return v.pass ? 0 : 1;
}

}  // namespace

void addRfDataVerifyCommand(CLI::App& data, Commands& commands) {
  CLI::App* verify = data.add_subcommand(
      "verify", "the notes' outcomes on the CD's tables against the designed ones (docs/fidelity.md)");
  auto path = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  verify->add_option("path", *path, "the CD: a folder, an .iso, a .cue or a .bin")->required();
  verify->add_flag("--json", *json, "the outcomes as JSON");
  verify->callback(
      [&commands, path, json] { commands.action = [path, json] { return dataVerify(*path, *json); }; });
}

}  // namespace app
