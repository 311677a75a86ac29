// SPDX-License-Identifier: GPL-3.0-or-later
// A Return Fire game as the net layer sees it (net::Simulation: GGPO's advance / save /
// load / hash): a ring of saved games (a Game is a value: copy to save, assign to restore),
// and the state's fields one level down ("team[1].flags", "player[0].input") so that a
// desync or a sync test names the field, not only "team[1]".
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "net/simulation.hpp"
#include "rf/game.hpp"

namespace app {

class RfNetGame : public net::Simulation {
 public:
  RfNetGame(rf::Game& game, int slots, int32_t dt);
  void advance(const net::Words& words) override;
  void save(int slot) override;
  void load(int slot) override;
  uint64_t hash(int slot) const override;
  std::vector<uint64_t> fieldHashes(int slot) const override;
  std::vector<std::string> fieldNames() const override;
  // The game saved in a slot.
  const rf::Game& saved(int slot) const;
  // Test only (rf run --net-test-poke): after the step that leaves the game at frame
  // pokeFrom, this changes the state (on every pass over that frame, so rollbacks keep it).
  std::function<void(rf::Game&)> poke;
  uint32_t pokeFrom = 0;

 private:
  rf::Game& game_;
  int32_t dt_;
  std::vector<std::optional<rf::Game>> slots_;
};

// The names and hashes of a state's fields as RfNetGame lists them.
std::vector<std::string> rfNetFieldNames(const rf::Sim& sim);
std::vector<uint64_t> rfNetFieldHashes(const rf::Sim& sim);

}  // namespace app
