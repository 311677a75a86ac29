// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rf_bot_players.hpp"

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <stdexcept>

#include "app/paths.hpp"
#include "core/file_io.hpp"

namespace app {

BotSpec parseBotSpec(const std::string& text) {
  BotSpec s;
  const size_t colon = text.find(':');
  const std::string who = text.substr(0, colon);
  if (who != "1" && who != "2") throw std::runtime_error("--bot: expected the player 1 or 2, found '" + who + "'");
  s.side = who == "1" ? 0 : 1;
  if (colon != std::string::npos && !rf::bot::parseDifficulty(text.substr(colon + 1), s.level)) {
    throw std::runtime_error("--bot: expected the difficulty easy, normal or hard, found '" + text.substr(colon + 1) +
                             "'");
  }
  return s;
}

rf::bot::BotTable loadBotTable() {
  const std::filesystem::path file = dataDir() / "rf" / "bot.ini";
  if (!std::filesystem::exists(file)) return rf::bot::defaultBotTable();
  const std::vector<uint8_t> bytes = core::readFile(file.string(), {"a bot table", 1 << 20});
  return rf::bot::parseBotTable(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()),
                                file.string());
}

BotPlayers::BotPlayers(const rf::Game& game, const std::vector<BotSpec>& specs, uint32_t seed,
                       const rf::bot::BotTable& table) {
  for (const BotSpec& s : specs) {
    if (s.side >= game.players())
      throw std::runtime_error("--bot 2 needs a 2-player game (a 2-player map or --players 2)");
    bots_[static_cast<size_t>(s.side)] = std::make_unique<rf::bot::Bot>(game.state(), s.side, s.level, seed, table);
  }
}

uint32_t BotPlayers::word(const rf::Game& game, int side, uint32_t otherwise) {
  rf::bot::Bot* b = bots_[static_cast<size_t>(side)].get();
  if (b == nullptr) return otherwise;
  const uint32_t w = b->think(game.state());
  // RETROSIM_BOT_DEBUG=N: every Nth frame (1 or empty: every 50th)
  static const int debug = [] {
    const char* e = std::getenv("RETROSIM_BOT_DEBUG");
    if (e == nullptr) return 0;
    const int n = std::atoi(e);
    return n > 1 ? n : 50;
  }();
  if (debug > 0 && game.frame() % debug == 0) {
    const rf::Sim& s = game.state();
    const rf::TeamState& t = s.team[static_cast<size_t>(side)];
    const rf::Obj* v = game.object(t.vehicleId);
    std::cerr << "f" << game.frame() << " side " << side << " goal " << rf::bot::goalName(b->goal()) << " view "
              << static_cast<int>(s.player[static_cast<size_t>(side)].view) << " phase "
              << static_cast<int>(s.player[static_cast<size_t>(side)].bunker.phase) << " word " << std::hex << w
              << std::dec;
    if (v != nullptr)
      std::cerr << " veh " << static_cast<int>(t.veh.type) << " at " << (v->x >> 16) << "," << (v->y >> 16) << " h "
                << (v->heading >> 16) << " sp " << v->speed << " pre " << static_cast<int>(t.veh.preUpdate) << " hp " << (t.veh.hp >> 16) << " fuel " << (t.veh.fuel >> 16) << " ammo "
                << t.veh.slots[0].ammo << "/" << t.veh.slots[1].ammo << " path " << b->path().size() << " target "
                << b->target().x << "," << b->target().y;
    std::cerr << "\n";
  }
  return w;
}

BotGameResult playBotGame(const rf::RfmFile& map, const std::string& mapName, const std::vector<BotSpec>& specs,
                          uint32_t seed, int maxFrames, const rf::bot::BotTable& table,
                          const std::function<void(const rf::Game&, const rf::Inputs&)>& eachFrame) {
  rf::Game game = rf::Game::load(map, mapName);
  BotPlayers bots(game, specs, seed, table);
  BotGameResult r;
  for (int f = 0; f < maxFrames && game.state().running; ++f) {
    rf::Inputs in;
    for (int p = 0; p < game.players(); ++p) in.words[static_cast<size_t>(p)] = bots.word(game, p, rf::raw::kNone);
    game.step(in);
    ++r.frames;
    for (const rf::Event& e : game.events())
      if (e.id == rf::EventId::FlagHome || e.id == rf::EventId::TeamWins) r.captured = true;
    if (eachFrame) eachFrame(game, in);
  }
  r.ended = !game.state().running;
  r.winner = r.ended ? game.state().winner : -1;
  r.endTick = game.state().endTick;
  return r;
}

}  // namespace app
