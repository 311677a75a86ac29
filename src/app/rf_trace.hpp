// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON-lines trace of `retrosim rf run --trace` (docs/rf-run.md "The trace"): one line
// per traced frame with the frame, tick, state hash, live objects, the events since the
// previous line and the cells changed since then; a last line with the final hash. Each
// line goes to the file as it is made (core::StreamFile), so a trace of any length holds
// only one line and the events since the previous one in memory.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/file_stream.hpp"
#include "rf/game.hpp"

namespace app {

class RfTrace {
 public:
  RfTrace(const rf::Game& game, core::StreamFile& out);
  // After each step: keeps the frame's events; writes a line when `write` (the frames of
  // --trace-every K).
  void frame(const rf::Game& game, int frame, bool write);
  // The last frame's line when frame() did not write it (the last frame is always traced,
  // whether or not the game's length was known: rf play), then {"hash":"..."}.
  void finish(const rf::Game& game);

 private:
  // A line for `frame` now (the game after that frame), with the events kept since the last.
  void line(const rf::Game& game, int frame);
  int lastFrame_ = -1;       // the last frame() call's frame
  bool lastWritten_ = true;  // whether it wrote its line
  core::StreamFile& out_;
  std::string events_;  // the events since the last line, JSON objects joined by commas
  std::array<uint32_t, rf::kCellCount> cells_{};  // the cell words at the last line
};

}  // namespace app
