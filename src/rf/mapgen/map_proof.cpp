// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/mapgen/map_proof.hpp"

#include <memory>
#include <vector>

#include "rf/bot/bot.hpp"
#include "rf/game.hpp"

namespace rf::mapgen {

ProofResult proveByPlay(const RfmFile& map, const std::string& name, int games, int maxFrames, uint32_t seed,
                        const bot::BotTable& table) {
  ProofResult r;
  int players = 1;
  for (int g = 0; g < games; ++g) {
    Game game = Game::load(map, name);
    players = game.players();
    std::vector<std::unique_ptr<bot::Bot>> bots;
    for (int side = 0; side < players; ++side)
      bots.push_back(std::make_unique<bot::Bot>(game.state(), side, bot::Difficulty::Normal,
                                                seed + static_cast<uint32_t>(g), table));
    bool captured = false;
    for (int f = 0; f < maxFrames && game.state().running; ++f) {
      Inputs in;
      for (int side = 0; side < players; ++side)
        in.words[static_cast<size_t>(side)] = bots[static_cast<size_t>(side)]->think(game.state());
      game.step(in);
      for (const Event& e : game.events())
        if (e.id == EventId::FlagHome || e.id == EventId::TeamWins) captured = true;
    }
    ++r.games;
    const Sim& s = game.state();
    if (s.running) {
      ++r.unfinished;
    } else if (s.winner == 0 || s.winner == 1) {
      ++r.wins[static_cast<size_t>(s.winner)];
      if (captured) ++r.captures[static_cast<size_t>(s.winner)];
    }
  }
  if (players == 1) {
    r.accepted = 2 * r.captures[0] > r.games;
    if (!r.accepted)
      r.reason = "the normal bot won " + std::to_string(r.captures[0]) + " of " + std::to_string(r.games) +
                 " games alone (" + std::to_string(r.unfinished) + " without an end)";
    return r;
  }
  const int lo = r.games * 3 / 10, hi = r.games - lo;  // 3-7 of 10
  if (r.captures[0] == 0 || r.captures[1] == 0) {
    r.reason = "a side never captured (captures " + std::to_string(r.captures[0]) + " / " +
               std::to_string(r.captures[1]) + " in " + std::to_string(r.games) + " games)";
  } else if (r.wins[0] < lo || r.wins[0] > hi || r.wins[1] < lo || r.wins[1] > hi) {
    r.reason = "unfair: wins " + std::to_string(r.wins[0]) + " / " + std::to_string(r.wins[1]) + " of " +
               std::to_string(r.games) + " (each side needs " + std::to_string(lo) + "-" +
               std::to_string(hi) + ")";
  } else {
    r.accepted = true;
  }
  return r;
}

}  // namespace rf::mapgen
