// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/blockanim.hpp"

#include <algorithm>

#include "gta/sim/game.hpp"

namespace gta {
namespace {

TileFrame* tileFrame(GameState& s, int which, int tile) {
  for (TileFrame& f : s.blockAnims.tileFrames)
    if (f.which == which && f.tile == tile) return &f;
  return nullptr;
}

// Style_SetTileFrame
void styleSetTileFrame(GameState& s, int which, int tile, int kind, int shows) {
  if (TileFrame* f = tileFrame(s, which, tile)) {
    f->kind = kind;
    f->shows = shows;
  }
}

void start(GameState& s, int anim, int kind, int first, int n, bool forward) {
  if (anim < 0 || anim >= kBlockAnims) return;
  BlockAnim& a = s.blockAnims.anims[size_t(anim)];
  const int count = n < 0 ? 0 : (n > kBlockAnimFrames ? kBlockAnimFrames : n);  // port deviation
  for (int i = 0; i < count; ++i) {
    a.frames[size_t(i)] = {kind, forward ? first + i : first + n - 1 - i};
  }
  a.n = count;
  a.index = 0;
  a.tick = 0;
  a.active = count > 0 ? 1 : 0;
}

}  // namespace

// BlockAnim_Reset (0x402240-0x402610)
void blockAnimReset(GameState& s) {
  BlockAnims& b = s.blockAnims;
  for (BlockAnim& a : b.anims) {
    a = BlockAnim{};
    a.which = -1;
  }
  b.tileFrames.clear();
  int side = 0, lid = 0;
  if (s.cmp) {
    for (const CmpBlock& k : s.cmp->blocks) {
      side = std::max({side, int(k.left), int(k.right), int(k.top), int(k.bottom)});
      lid = std::max(lid, int(k.lid));
    }
  }
  b.sideTiles = side + 1;
  b.lidTiles = lid + 1;
}

// BlockAnim_Create (0x402240-0x402610)
int blockAnimCreate(GameState& s, int x, int y, int z, Face face, int speed, int eventType, int eventArg) {
  MapEditBlock blk;
  if (!mapBlockRecord(s, x, y, z, blk)) return -1;
  for (int i = 0; i < kBlockAnims; ++i) {
    BlockAnim& a = s.blockAnims.anims[size_t(i)];
    if (a.which != -1) continue;
    const int which = face == Face::Lid ? 1 : 0;
    // Style_AllocLid / Style_AllocSide: the style's count grows
    int32_t& count = which == 1 ? s.blockAnims.lidTiles : s.blockAnims.sideTiles;
    const int tile = count++;
    s.blockAnims.tileFrames.push_back({which, tile, 0, blockFace(blk, face)});  // shows the old tile
    a = BlockAnim{};
    a.which = which;
    a.tile = tile;
    a.speed = speed;
    a.eventType = eventType;
    a.eventArg = eventArg;
    // designed: the tile number is kept in the face byte's range (a style has at most 255 tiles)
    mapSetBlockFace(s, x, y, z, face, static_cast<uint8_t>(tile & 0xff));
    return i;
  }
  return -1;
}

// BlockAnim_StartForward
void blockAnimStartForward(GameState& s, int anim, int kind, int first, int n) {
  start(s, anim, kind, first, n, true);
}

// BlockAnim_StartReverse
void blockAnimStartReverse(GameState& s, int anim, int kind, int first, int n) {
  start(s, anim, kind, first, n, false);
}

// BlockAnim_Tick
void blockAnimTick(GameState& s) {
  for (BlockAnim& a : s.blockAnims.anims) {
    if (a.which == -1 || a.active == 0) continue;
    if (++a.tick < a.speed) continue;
    a.tick = 0;
    const BlockAnimFrame& f = a.frames[size_t(a.index)];
    styleSetTileFrame(s, a.which, a.tile, f.kind, f.tile);
    if (++a.index >= a.n) {
      a.active = 0;
      gameDispatchEvent(s, static_cast<EventType>(a.eventType), a.eventArg);
    }
  }
}

const TileFrame* styleTileFrame(const GameState& s, int which, int tile) {
  for (const TileFrame& f : s.blockAnims.tileFrames)
    if (f.which == which && f.tile == tile) return &f;
  return nullptr;
}

}  // namespace gta
