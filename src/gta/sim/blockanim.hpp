// SPDX-License-Identifier: GPL-3.0-or-later
// The block animations (gta-objects.md "Block animations", 0x402240-0x402610): 64 records
// of 0x74 bytes at 0x4bbc70 (doors): {which (1 lid, 0 side), tile, active, tick, speed,
// index, event type, event arg, n, frames[10] of {kind, tile}}, and the style's animated
// tiles they need (Style_AllocSide / Style_AllocLid, Style_SetTileFrame).
//
// The state types are in blockanim_state.hpp; this header holds the functions.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/fields.hpp"
#include "gta/sim/blockanim_state.hpp"
#include "gta/sim/mapedit_state.hpp"

namespace gta {

struct GameState;

// BlockAnim_Reset: every record free; the tile counts from the loaded city.
void blockAnimReset(GameState& s);
// BlockAnim_Create: face `face` of block (x, y, z) gets a fresh tile number (Style_AllocSide
// / Style_AllocLid) showing its old tile, and points at it (Map_SetBlockFace). Returns the
// record, -1 when all 64 are taken or the block has no such face.
int blockAnimCreate(GameState& s, int x, int y, int z, Face face, int speed, int eventType, int eventArg);
// BlockAnim_StartForward / _StartReverse: n ascending / descending tiles of `kind` from
// `first`. Port deviation: the list stops at its 10 frames (the original writes on into
// the next record).
void blockAnimStartForward(GameState& s, int anim, int kind, int first, int n);
void blockAnimStartReverse(GameState& s, int anim, int kind, int first, int n);
// BlockAnim_Tick: every speed frames the next frame (Style_SetTileFrame); on the last one
// the event is dispatched and the animation stops.
void blockAnimTick(GameState& s);
// What tile `tile` shows now (Style_SetTileFrame's table; -1: not an animated tile).
const TileFrame* styleTileFrame(const GameState& s, int which, int tile);

}  // namespace gta
