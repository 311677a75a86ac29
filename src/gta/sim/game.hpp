// SPDX-License-Identifier: GPL-3.0-or-later
// The GTA game core's level start and frame (gta-game-core.md "Level start", "Frame"):
// Game_Init 0x430a20, Game_Frame 0x430b20, Game_Update 0x430c00, Game_Render 0x430d40,
// Game_HandleKey 0x430dc0 and the requests 0x430980-0x430a00. Everything lives in one
// GameState (no globals), so two games in one process never interfere. Rendering, HUD
// and sound are not simulation: they leave through the frame's event list (names below)
// and the counters the views read.
//
// The state types are in game_state.hpp; this header holds the functions.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/fields.hpp"
#include "core/rand.hpp"
#include "gta/data/cmp.hpp"
#include "gta/data/event_ids.hpp"
#include "gta/data/mission_ini.hpp"
#include "gta/sim/blockanim.hpp"
#include "gta/sim/coll.hpp"
#include "gta/sim/entities.hpp"
#include "gta/sim/event.hpp"
#include "gta/sim/expl.hpp"
#include "gta/sim/fire.hpp"
#include "gta/sim/game_state.hpp"
#include "gta/sim/mapedit.hpp"
#include "gta/sim/mapq.hpp"
#include "gta/sim/mission_load.hpp"
#include "gta/sim/powerup.hpp"

namespace gta {

// Adds an event to this frame's list (every sim module's way out: sounds, HUD, scores). The
// payload's kind must be the id's (event_ids.cpp), else std::logic_error.
void gameEmit(GameState& s, EventId id, FramePayload payload = FrameSignal{});
// Event_Tick's dispatch of one event (also BlockAnim_Tick's door events).
void gameDispatchEvent(GameState& s, EventType type, int32_t arg);

// XXH3 of every listed state field (not the shared CMP and blocks).
uint64_t gameStateHash(const GameState& s);
// "entities.cars[3].sprite.x: 0x1234 vs 0x1240" for the first differing field; nullopt
// when the two are equal.
std::optional<std::string> gameStateDifference(const GameState& a, const GameState& b);

// Game_Init 0x430a20: the level start, in the spec's order, on the loaded map s.cmp.
// Throws gta::LoadError / core::ParseError from Mission_Load.
void gameInit(GameState& s, const std::string& iniFile);
// Game_Frame 0x430b20 (runs Game_Update by phase) and Game_Render 0x430d40.
void gameFrame(GameState& s);
void gameUpdate(GameState& s);
void gameRender(GameState& s);
// Game_HandleKey 0x430dc0: 1 for every known key (whether it did something or not),
// 0 for an unknown one. `player` is the viewed player.
int gameHandleKey(GameState& s, int scanCode, int player);
// Game_Present 0x430da0: flips the frame drawn (a view's; counted in s.presents).
void gamePresent(GameState& s);
// Game_RequestEnd (in 0x430980-0x430a00): the mission is over (quit 1).
void gameRequestEnd(GameState& s, int32_t result);
// Esc's prompt answered yes: the mission is abandoned (quit 2).
void gameAbandon(GameState& s);
// Front_GetMultiTarget 0x4269c0: single player (-1) without a network game.
inline int32_t frontGetMultiTarget() {
  return -1;
}

}  // namespace gta
