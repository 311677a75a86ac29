// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rf_bots_table.hpp"

#include <algorithm>
#include <sstream>

#include <nlohmann/json.hpp>

#include "app/json_out.hpp"
#include "rf/data/end_sequence.hpp"

namespace app {

BotsTable tallyBots(const std::vector<BotGameResult>& results, int sides) {
  BotsTable t;
  t.sides = sides;
  std::vector<int32_t> winTicks;
  for (const BotGameResult& r : results) {
    ++t.games;
    if (!r.ended) {
      ++t.noResult;
    } else if (r.winner < 0) {
      ++t.draws;
    } else {
      ++t.wins[static_cast<size_t>(r.winner & 1)];
      winTicks.push_back(r.endTick);
    }
    if (r.captured) ++t.captures;
  }
  if (!winTicks.empty()) {
    std::sort(winTicks.begin(), winTicks.end());
    t.medianWinTicks = winTicks[(winTicks.size() - 1) / 2];  // the lower median
  }
  return t;
}

namespace {
std::string who(const std::vector<BotSpec>& specs, int side) {
  for (const BotSpec& s : specs)
    if (s.side == side) return rf::bot::difficultyName(s.level);
  return "-";
}
}  // namespace

std::string botsTableText(const BotsTable& t, const std::string& map, const std::vector<BotSpec>& specs) {
  std::ostringstream o;
  o << "map: " << map << "\n";
  o << "games:            " << t.games << "\n";
  o << "side 0 wins (" << who(specs, 0) << "): " << t.wins[0] << "\n";
  if (t.sides > 1) o << "side 1 wins (" << who(specs, 1) << "): " << t.wins[1] << "\n";
  o << "draws:            " << t.draws << "\n";
  o << "no result (cap):  " << t.noResult << "\n";
  o << "flag captures:    " << t.captures << "\n";
  o << "median time to win: "
    << (t.medianWinTicks < 0 ? std::string("-") : rf::clockText(rf::ticksToMs(t.medianWinTicks)) + " (tick " +
                                                       std::to_string(t.medianWinTicks) + ")")
    << "\n";
  return o.str();
}

std::string botsTableJson(const BotsTable& t, const std::string& map, const std::vector<BotSpec>& specs) {
  nlohmann::ordered_json j;
  j["map"] = map;
  j["games"] = t.games;
  j["wins"] = {t.wins[0], t.wins[1]};
  j["difficulty"] = {who(specs, 0), who(specs, 1)};
  j["draws"] = t.draws;
  j["no_result"] = t.noResult;
  j["captures"] = t.captures;
  j["median_win_ticks"] = t.medianWinTicks;
  return jsonDump(j);
}

}  // namespace app
