// SPDX-License-Identifier: GPL-3.0-or-later
// The simulation state: construction, the outside pseudo-cell and the state hash.
#include "rf/sim/sim.hpp"

#include "rf/sim/cell.hpp"
#include "rf/sim/classes.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/object.hpp"

namespace rf {

Sim::Sim() : tables(&defaultSimTables()), collide(&objCheckCollision) {
  objInitPool(*this);
}

uint32_t Sim::cellWord(int32_t c) const {
  if (c == kOutsideCell) return outsideCell;
  return world.cells().at(static_cast<size_t>(c));
}

void Sim::setCellWord(int32_t c, uint32_t word) {
  rawSetCellWord(c, cell::withChainHead(word, cell::chainHead(cellWord(c))));
}

void Sim::setCellChain(int32_t c, ObjSlot head) {
  rawSetCellWord(c, cell::withChainHead(cellWord(c), head));
}

void Sim::rawSetCellWord(int32_t c, uint32_t word) {
  if (c == kOutsideCell) {
    outsideCell = word;
    return;
  }
  world.setCell(c % kMapCells, c / kMapCells, word);
}

uint64_t simHash(const Sim& sim) {
  return core::hashOf(sim);
}

std::optional<std::string> simDifference(const Sim& a, const Sim& b) {
  return core::firstDifference(a, b);
}

}  // namespace rf
