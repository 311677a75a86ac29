// SPDX-License-Identifier: GPL-3.0-or-later
// The in-memory cell word of the 128 x 128 world (uint32 cell[] at 0x45F3C0, rf-maps.md
// "In-memory cell word", rf-simulation.md §3). Every helper is constexpr and returns a new
// word, so the layout lives in one place.
//
//   bits  0-6   terrain / ground-tile id (0..127)
//   bits  7-13  static object id (BNO_*), 0 = none
//   bits 14-15  team: 0 player 1 / human, 1 player 2 / CPU, 2 neutral
//   bits 16-24  object-chain head (object pool slot), 0 = empty
//   bits 25-27  static object hit points (3 bits)
//   bits 28-30  unused
//   bit  31     radar flag (radar shows 0xC9; set for mines, never by the loader)
#pragma once

#include <cstdint>

namespace rf::cell {

inline constexpr uint32_t kTerrainShift = 0;
inline constexpr uint32_t kTerrainMask = 0x7Fu;
inline constexpr uint32_t kBnoShift = 7;
inline constexpr uint32_t kBnoMask = 0x7Fu;
inline constexpr uint32_t kTeamShift = 14;
inline constexpr uint32_t kTeamMask = 0x3u;
inline constexpr uint32_t kChainShift = 16;
inline constexpr uint32_t kChainMask = 0x1FFu;
inline constexpr uint32_t kHpShift = 25;
inline constexpr uint32_t kHpMask = 0x7u;
inline constexpr uint32_t kRadarBit = 0x80000000u;

namespace detail {
constexpr uint32_t get(uint32_t w, uint32_t shift, uint32_t mask) {
  return (w >> shift) & mask;
}
constexpr uint32_t put(uint32_t w, uint32_t shift, uint32_t mask, uint32_t v) {
  return (w & ~(mask << shift)) | ((v & mask) << shift);
}
}  // namespace detail

constexpr uint32_t terrain(uint32_t w) {
  return detail::get(w, kTerrainShift, kTerrainMask);
}
constexpr uint32_t bno(uint32_t w) {
  return detail::get(w, kBnoShift, kBnoMask);
}
constexpr uint32_t team(uint32_t w) {
  return detail::get(w, kTeamShift, kTeamMask);
}
constexpr uint32_t chainHead(uint32_t w) {
  return detail::get(w, kChainShift, kChainMask);
}
constexpr uint32_t hp(uint32_t w) {
  return detail::get(w, kHpShift, kHpMask);
}
constexpr bool radarFlag(uint32_t w) {
  return (w & kRadarBit) != 0;
}

// Each setter masks the value to its field width (a wider value never spills).
constexpr uint32_t withTerrain(uint32_t w, uint32_t v) {
  return detail::put(w, kTerrainShift, kTerrainMask, v);
}
constexpr uint32_t withBno(uint32_t w, uint32_t v) {
  return detail::put(w, kBnoShift, kBnoMask, v);
}
constexpr uint32_t withTeam(uint32_t w, uint32_t v) {
  return detail::put(w, kTeamShift, kTeamMask, v);
}
constexpr uint32_t withChainHead(uint32_t w, uint32_t v) {
  return detail::put(w, kChainShift, kChainMask, v);
}
constexpr uint32_t withHp(uint32_t w, uint32_t v) {
  return detail::put(w, kHpShift, kHpMask, v);
}
constexpr uint32_t withRadarFlag(uint32_t w, bool on) {
  return on ? (w | kRadarBit) : (w & ~kRadarBit);
}

// A whole word from its fields (chain head 0, radar flag clear).
constexpr uint32_t make(uint32_t terrainId, uint32_t bnoId = 0, uint32_t teamId = 0, uint32_t hitPoints = 0) {
  return withHp(withTeam(withBno(withTerrain(0, terrainId), bnoId), teamId), hitPoints);
}

// The stored hit points of a BNO strength: SetCellStaticObject 0x417850 clamps the
// strength to 1..15 and then keeps only 3 bits.
// quirk: strengths 8..15 wrap (8 -> 0, 9 -> 1, 15 -> 7); 0 becomes 1, > 15 becomes 7.
constexpr uint32_t hpFromStrength(uint32_t strength) {
  const uint32_t clamped = strength < 1 ? 1 : (strength > 15 ? 15 : strength);
  return clamped & kHpMask;
}

// Cell geometry in 16.16 world units: a cell is 32 px = 0x200000 wide.
inline constexpr int32_t kCellSize = 0x200000;
constexpr int32_t centreFixed(int n) {
  return n * kCellSize + kCellSize / 2;
}

}  // namespace rf::cell
