// SPDX-License-Identifier: GPL-3.0-or-later
// What an rf_game of the C API (include/retrosim/rf.h) holds: the rf::Game (empty before the
// first good reset), the bots playing its sides, the events of the last rf_step, the last
// error line and where its data is. rf_state is the same minus the error: a value copy.
#pragma once

#include <array>
#include <exception>
#include <optional>
#include <string>
#include <vector>

#include "retrosim/rf.h"
#include "rf/bot/bot.hpp"
#include "rf/game.hpp"

namespace api {

struct Play {
  std::optional<rf::Game> game;
  std::array<std::optional<rf::bot::Bot>, 2> bots;
  std::vector<rf_event> events;  // of the last rf_step, every frame of it
  int32_t dt = 2;                 // the ticks of every frame rf_step runs
};

}  // namespace api

struct rf_game {
  api::Play play;
  std::string error;    // the last failing call's line
  std::string dataDir;  // the data folder of the last reset
};

struct rf_state {
  api::Play play;
};

namespace api {

// Runs `body` (returning an rf_status), turning every exception into a status and the
// game's error line; clears the line on success.
template <class F>
int guarded(rf_game* g, F&& body) {
  int status = RF_ERR_INTERNAL;
  std::string line;
  try {
    status = body();
  } catch (const std::bad_alloc&) {
    line = "out of memory";
  } catch (const std::exception& e) {
    line = e.what();
  } catch (...) {
    line = "an unexpected failure";
  }
  if (g != nullptr) {
    if (status == RF_OK) {
      g->error.clear();
    } else if (!line.empty()) {
      g->error = line;
    }
  }
  return status;
}

// Sets the game's error line and returns `status` (for the bodies above).
inline int fail(rf_game* g, int status, const std::string& line) {
  if (g != nullptr) g->error = line;
  return status;
}

// The data folder: `given`, else $RETROSIM_DATA_DIR, else the build's, else the installed
// one (the first that has rf/maps). Throws std::runtime_error naming what was tried.
std::string findDataDir(const char* given);
// A map argument: a path when it names a file, else a bundled map's name.
std::string mapPath(const std::string& dataDir, const std::string& map);

}  // namespace api
