// SPDX-License-Identifier: GPL-3.0-or-later
// The notes' outcomes as scenarios (docs/fidelity.md): the runs of rf-simulation.md §7 (the
// driving run sim_test, the combat run combat_test), §9 (ai_test) and §11 (twoplayer_test)
// that a headless game can reach, each replayed on a table set at its run's dt and measured
// the way the tests measure it. `retrosim rf data verify` runs them on the user's RFIRE.BIN
// and on the designed tables; the tests (tests/rf/verify_test.cpp) pin the same results.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "rf/data/data_tables.hpp"

namespace rf {

struct NotesOutcome {
  std::string id;     // docs/fidelity.md's id: "D1", "A4", ...
  std::string notes;  // the notes' words
  std::string want;   // the notes' value ("294 ticks")
  int dt = 2;         // the dt of the notes run the outcome belongs to
  std::string got;    // what this program got, in the same words
  bool ok = false;    // got == want
};

// Every scenario on `tables` (nullptr: the designed set), in docs/fidelity.md's order.
std::vector<NotesOutcome> runNotesOutcomes(const std::shared_ptr<const DataTables>& tables);

// The same scenarios on the designed tables and on `tables`: `moved` = the ids whose result
// differs between the two; `pass` = every outcome reproduced on the designed tables is
// reproduced on `tables` too.
struct NotesVerdict {
  std::vector<NotesOutcome> designed;
  std::vector<NotesOutcome> tables;
  std::vector<std::string> moved;
  bool pass = true;
};
NotesVerdict verifyNotesOutcomes(const std::shared_ptr<const DataTables>& tables);

}  // namespace rf
