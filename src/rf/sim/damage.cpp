// placeholder until the damage work lands: hit points off the cell, the destroyed state at 0.
#include "rf/sim/damage.hpp"

#include "rf/sim/cell.hpp"
#include "rf/sim/passability.hpp"
#include "rf/sim/sim.hpp"

namespace rf {

bool bnoDamage(Sim& sim, int32_t cellIndex, core::Fixed amount) {
  if (cellIndex < 0 || cellIndex >= kOutsideCell) return false;
  const uint32_t w = sim.cellWord(cellIndex);
  if (cell::bno(w) == 0 || !bnoDef(cell::bno(w)).damageable) return false;
  const int32_t v = std::max(1, amount >> 16);
  const int32_t hp = static_cast<int32_t>(cell::hp(w)) - v;
  if (hp > 0) {
    sim.setCellWord(cellIndex, cell::withHp(w, static_cast<uint32_t>(hp)));
    return false;
  }
  bnoDestroy(sim, cellIndex);
  return true;
}

void bnoDestroy(Sim& sim, int32_t cellIndex) {
  applyDestroyedState(sim, cellIndex);
}

void applyDestroyedState(Sim& sim, int32_t cellIndex) {
  sim.setCellWord(cellIndex, crushedCellWord(sim.cellWord(cellIndex)));
}

int32_t objDamage(Sim& sim, Obj& target, core::Fixed amount, Obj* source) {
  const ObjDamageFn fn = sim.desc(target).damage;
  return fn == nullptr ? 0 : fn(sim, target, amount, source);
}

}  // namespace rf
