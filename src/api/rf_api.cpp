// SPDX-License-Identifier: GPL-3.0-or-later
// The C API's games (include/retrosim/rf.h): create, reset, bots, step, events, info, hash,
// save / restore. Observations: rf_observe.cpp; the data folder: data_dir.cpp.
#include <algorithm>
#include <cstring>
#include <filesystem>
#include <memory>
#include <new>
#include <stdexcept>
#include <string>

#include "api/api_game.hpp"
#include "rf/bot/bot_table.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/event_ids.hpp"
#include "rf/data/original_program.hpp"
#include "rf/sim/controls.hpp"

namespace {

thread_local std::string gNoGameError;  // rf_last_error(NULL): rf_create's, rf_clone's

rf_event toEvent(const rf::Event& e, uint32_t frame) {
  const std::array<int32_t, 2> w = e.words();
  rf_event out{};
  out.frame = frame;
  out.id = static_cast<uint16_t>(e.id);
  out.kind = static_cast<uint8_t>(e.kind());
  out.a = w[0];
  out.b = w[1];
  return out;
}

int needGame(rf_game* g) {
  if (g == nullptr) return RF_ERR_ARGUMENT;
  if (!g->play.game) return api::fail(g, RF_ERR_NOT_READY, "no game loaded: call rf_reset first");
  return RF_OK;
}

}  // namespace

extern "C" {

const char* rf_version(void) {
  return "retrosim " RETROSIM_API_VERSION_STRING;
}

int rf_api_version(void) {
  return RF_API_VERSION;
}

const char* rf_status_name(int status) {
  switch (status) {
    case RF_OK: return "RF_OK";
    case RF_ERR_ARGUMENT: return "RF_ERR_ARGUMENT";
    case RF_ERR_LOAD: return "RF_ERR_LOAD";
    case RF_ERR_NOT_READY: return "RF_ERR_NOT_READY";
    case RF_ERR_BUFFER: return "RF_ERR_BUFFER";
    case RF_ERR_INTERNAL: return "RF_ERR_INTERNAL";
    default: return "RF_UNKNOWN";
  }
}

rf_game* rf_create(void) {
  try {
    return new rf_game();
  } catch (...) {
    gNoGameError = "out of memory";
    return nullptr;
  }
}

void rf_destroy(rf_game* game) {
  delete game;
}

const char* rf_last_error(const rf_game* game) {
  return game == nullptr ? gNoGameError.c_str() : game->error.c_str();
}

void rf_reset_options_default(rf_reset_options* o) {
  if (o == nullptr) return;
  *o = rf_reset_options{};
  o->seed = 1;
  o->dt = rf::kDefaultDt;
}

int rf_reset(rf_game* g, const rf_reset_options* o) {
  if (g == nullptr) return RF_ERR_ARGUMENT;
  return api::guarded(g, [&]() -> int {
    g->play = api::Play{};
    if (o == nullptr) return api::fail(g, RF_ERR_ARGUMENT, "rf_reset: no options (rf_reset_options_default)");
    if (o->map == nullptr || *o->map == '\0')
      return api::fail(g, RF_ERR_ARGUMENT, "rf_reset: no map: expected a map file or a bundled map's name");
    if (o->players < 0 || o->players > 2)
      return api::fail(g, RF_ERR_ARGUMENT,
                       "rf_reset: players must be 0 (the map's), 1 or 2, got " + std::to_string(o->players));
    if (o->dt < 0 || o->dt > 12)
      return api::fail(g, RF_ERR_ARGUMENT, "rf_reset: dt must be 0..12 ticks, got " + std::to_string(o->dt));
    std::string path;
    rf::GameOptions opt;
    try {
      g->dataDir = api::findDataDir(o->data_dir);
      path = api::mapPath(g->dataDir, o->map);
      if (o->tables != nullptr) opt.data = rf::loadOriginalProgramFile(o->tables);
    } catch (const std::exception& e) {
      return api::fail(g, RF_ERR_LOAD, e.what());
    }
    opt.players = o->players;
    opt.seed = o->seed;
    for (size_t p = 0; p < 2; ++p)
      opt.schemes[p] = o->analog[p] != 0 ? rf::ControlScheme::Analog : rf::ControlScheme::Digital;
    try {
      g->play.game.emplace(rf::Game::load(path, opt));
    } catch (const std::exception& e) {
      g->play = api::Play{};
      return api::fail(g, RF_ERR_LOAD, e.what());
    }
    g->play.dt = o->dt;
    return RF_OK;
  });
}

int rf_set_bot(rf_game* g, int32_t player, int32_t difficulty, uint32_t seed) {
  if (const int s = needGame(g); s != RF_OK) return s;
  return api::guarded(g, [&]() -> int {
    const rf::Game& game = *g->play.game;
    if (player < 0 || player >= game.players())
      return api::fail(g, RF_ERR_ARGUMENT, "rf_set_bot: player must be 0.." + std::to_string(game.players() - 1) +
                                               " in this game, got " + std::to_string(player));
    if (difficulty < RF_BOT_NONE || difficulty > RF_BOT_HARD)
      return api::fail(g, RF_ERR_ARGUMENT,
                       "rf_set_bot: difficulty must be -1 (none), 0 easy, 1 normal or 2 hard, got " +
                           std::to_string(difficulty));
    auto& slot = g->play.bots[static_cast<size_t>(player)];
    if (difficulty == RF_BOT_NONE) {
      slot.reset();
    } else {
      slot.emplace(game.state(), player, static_cast<rf::bot::Difficulty>(difficulty), seed);
    }
    return RF_OK;
  });
}

int rf_step(rf_game* g, const uint32_t* words, size_t count, int32_t frames, int32_t* stepped) {
  if (stepped != nullptr) *stepped = 0;
  if (const int s = needGame(g); s != RF_OK) return s;
  if (frames < 1) return api::fail(g, RF_ERR_ARGUMENT, "rf_step: frames must be >= 1, got " + std::to_string(frames));
  return api::guarded(g, [&]() -> int {
    api::Play& play = g->play;
    rf::Game& game = *play.game;
    play.events.clear();
    rf::Inputs in;
    in.dt = play.dt;
    int32_t n = 0;
    for (; n < frames && game.state().running; ++n) {
      for (size_t p = 0; p < 2; ++p) {
        auto& bot = play.bots[p];
        if (bot) {
          in.words[p] = bot->think(game.state());
        } else {
          in.words[p] = words != nullptr && p < count ? words[p] : rf::raw::kNone;
        }
      }
      game.step(in);
      for (const rf::Event& e : game.events()) play.events.push_back(toEvent(e, game.frame()));
    }
    if (stepped != nullptr) *stepped = n;
    return RF_OK;
  });
}

int rf_get_info(const rf_game* cg, rf_info* out) {
  rf_game* g = const_cast<rf_game*>(cg);
  if (const int s = needGame(g); s != RF_OK) return s;
  if (out == nullptr) return api::fail(g, RF_ERR_ARGUMENT, "rf_get_info: no rf_info to fill");
  const rf::Sim& sim = g->play.game->state();
  *out = rf_info{};
  out->players = sim.players;
  out->width = rf::kMapCells;
  out->height = rf::kMapCells;
  out->frame = sim.frame;
  out->tick = sim.tick;
  out->dt = g->play.dt;
  out->running = sim.running ? 1 : 0;
  out->winner = sim.winner;
  out->end_tick = sim.endTick;
  return RF_OK;
}

int rf_get_player(const rf_game* cg, int32_t player, rf_player* out) {
  rf_game* g = const_cast<rf_game*>(cg);
  if (const int s = needGame(g); s != RF_OK) return s;
  if (out == nullptr) return api::fail(g, RF_ERR_ARGUMENT, "rf_get_player: no rf_player to fill");
  const rf::Game& game = *g->play.game;
  if (player < 0 || player >= game.players())
    return api::fail(g, RF_ERR_ARGUMENT, "rf_get_player: player must be 0.." + std::to_string(game.players() - 1) +
                                             ", got " + std::to_string(player));
  const rf::Sim& sim = game.state();
  const rf::PlayerState& ps = sim.player[static_cast<size_t>(player)];
  const rf::TeamState& t = sim.team[static_cast<size_t>(player)];
  *out = rf_player{};
  out->view = static_cast<int32_t>(ps.view);
  out->bunker_phase = static_cast<int32_t>(ps.bunker.phase);
  out->menu_type = static_cast<int32_t>(ps.bunker.type);
  out->vehicle_type = -1;
  const rf::Obj* v = t.vehicle != rf::kNoObj ? game.object(t.vehicleId) : nullptr;
  if (v != nullptr) {
    out->vehicle_id = v->id;
    out->vehicle_type = static_cast<int32_t>(t.veh.type);
    out->driving = t.veh.preUpdate == rf::PreUpdateHookId::None ? 1 : 0;
    out->x = v->x;
    out->y = v->y;
    out->z = v->z;
    out->heading = v->heading;
    out->speed = v->speed;
    out->hp = t.veh.hp;
    out->fuel = t.veh.fuel;
    out->armour = t.veh.armour;
    for (size_t i = 0; i < 2; ++i) out->ammo[i] = t.veh.slots[i].ammo;
  }
  for (size_t i = 0; i < 4; ++i) out->stock[i] = t.stock.count[i];
  out->mines = t.mines;
  out->flag_shown = t.flagShown ? 1 : 0;
  out->flag_left = t.flagLeft;
  out->arrow = t.arrow;
  return RF_OK;
}

int rf_events(const rf_game* cg, rf_event* out, size_t capacity, size_t* count) {
  rf_game* g = const_cast<rf_game*>(cg);
  if (count != nullptr) *count = 0;
  if (const int s = needGame(g); s != RF_OK) return s;
  const std::vector<rf_event>& ev = g->play.events;
  if (out == nullptr && capacity > 0) return api::fail(g, RF_ERR_ARGUMENT, "rf_events: no buffer for the events");
  const size_t n = std::min(capacity, ev.size());
  if (n > 0) std::memcpy(out, ev.data(), n * sizeof(rf_event));
  if (count != nullptr) *count = ev.size();
  return RF_OK;
}

int rf_event_ids(void) {
  return rf::kEventIds;
}

const char* rf_event_name(int id) {
  if (id < 0 || id >= rf::kEventIds) return nullptr;
  return rf::eventTable()[static_cast<size_t>(id)].name.data();  // the table's names are literals
}

int rf_event_id(const char* name) {
  if (name == nullptr) return -1;
  for (const rf::EventInfo& e : rf::eventTable())
    if (e.name == name) return static_cast<int>(e.id);
  return -1;
}

uint64_t rf_hash(const rf_game* g) {
  if (g == nullptr || !g->play.game) return 0;
  return g->play.game->hash();
}

rf_state* rf_save(rf_game* g) {
  if (needGame(g) != RF_OK) return nullptr;
  rf_state* out = nullptr;
  const int s = api::guarded(g, [&]() -> int {
    out = new rf_state{g->play};
    return RF_OK;
  });
  return s == RF_OK ? out : nullptr;
}

int rf_restore(rf_game* g, const rf_state* state) {
  if (g == nullptr) return RF_ERR_ARGUMENT;
  if (state == nullptr) return api::fail(g, RF_ERR_ARGUMENT, "rf_restore: no state (rf_save makes one)");
  return api::guarded(g, [&]() -> int {
    g->play = state->play;
    return RF_OK;
  });
}

void rf_state_free(rf_state* state) {
  delete state;
}

rf_game* rf_clone(const rf_game* g) {
  if (g == nullptr) {
    gNoGameError = "rf_clone: no game";
    return nullptr;
  }
  try {
    return new rf_game(*g);
  } catch (const std::exception& e) {
    gNoGameError = std::string("rf_clone: ") + e.what();
    return nullptr;
  }
}

}  // extern "C"

extern "C" int rf_get_cells(const rf_game* cg, const int32_t* indices, size_t count, uint32_t* out) {
  rf_game* g = const_cast<rf_game*>(cg);
  if (const int s = needGame(g); s != RF_OK) return s;
  if (count > 0 && (indices == nullptr || out == nullptr))
    return api::fail(g, RF_ERR_ARGUMENT, "rf_get_cells: no indices or no buffer");
  const auto& cells = g->play.game->world().cells();
  for (size_t i = 0; i < count; ++i) {
    if (indices[i] < 0 || static_cast<size_t>(indices[i]) >= cells.size())
      return api::fail(g, RF_ERR_ARGUMENT, "rf_get_cells: index " + std::to_string(i) + " is " +
                                               std::to_string(indices[i]) + ", outside 0.." +
                                               std::to_string(cells.size() - 1));
    out[i] = cells[static_cast<size_t>(indices[i])];
  }
  return RF_OK;
}

// Bot::bunker's steps (rf/bot/bot.cpp) without its memory: the caller alternates the presses.
extern "C" int rf_menu_word(const rf_game* cg, int32_t player, int32_t type, uint32_t* word) {
  rf_game* g = const_cast<rf_game*>(cg);
  if (const int s = needGame(g); s != RF_OK) return s;
  if (word == nullptr) return api::fail(g, RF_ERR_ARGUMENT, "rf_menu_word: no word to fill");
  *word = rf::raw::kNone;
  const rf::Sim& sim = g->play.game->state();
  if (player < 0 || player >= sim.players)
    return api::fail(g, RF_ERR_ARGUMENT, "rf_menu_word: player must be 0.." + std::to_string(sim.players - 1) +
                                             ", got " + std::to_string(player));
  if (type < 0 || type >= rf::kVehicleTypes)
    return api::fail(g, RF_ERR_ARGUMENT,
                     "rf_menu_word: type must be 0 tank, 1 jeep, 2 MSV or 3 heli, got " + std::to_string(type));
  const rf::PlayerState& p = sim.player[static_cast<size_t>(player)];
  if (p.view != rf::ViewMode::BunkerSelect || p.bunker.phase != rf::BunkerPhase::Menu ||
      sim.team[static_cast<size_t>(player)].launch.driving)
    return RF_OK;
  rf::raw::Keys k;
  const auto at = static_cast<size_t>(p.bunker.type);
  if (at == static_cast<size_t>(type)) {
    k.a = true;
  } else {
    const rf::MenuCell& c = sim.data().menuGrid[at];
    const auto want = static_cast<uint8_t>(type);
    k.left = c.left == want;
    k.right = !k.left && c.right == want;
    k.up = !k.left && !k.right && c.up == want;
    k.down = !k.left && !k.right && !k.up;
  }
  *word = rf::raw::keyboardWord(k);
  return RF_OK;
}
