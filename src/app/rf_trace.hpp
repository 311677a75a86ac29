// The JSON-lines trace of `retrosim rf run --trace` (docs/rf-run.md "The trace"): one line
// per traced frame with the frame, tick, state hash, live objects, the events since the
// previous line and the cells changed since then; a last line with the final hash.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "rf/game.hpp"

namespace app {

class RfTrace {
 public:
  explicit RfTrace(const rf::Game& game);
  // After each step: keeps the frame's events; writes a line when `write` (the frames of
  // --trace-every K and the last one).
  void frame(const rf::Game& game, int frame, bool write);
  // The whole text, ending with {"hash":"..."}.
  std::string finish(const rf::Game& game);

 private:
  std::string text_;
  std::string events_;  // the events since the last line, JSON objects joined by commas
  std::array<uint32_t, rf::kCellCount> cells_{};  // the cell words at the last line
};

}  // namespace app
