// SPDX-License-Identifier: GPL-3.0-or-later
// The object_info records that Obj_LoadInfos 0x44ed60 reads from the style file
// (gta-objects.md "object_info"): w, h, depth (16.16 after loading), spr_num, weight, aux
// (+0x10), status (+0x12), num_into and into[] (the objects it breaks into). The style
// files are not available: every row here is designed for the behaviour the spec
// describes, and the animation code reuses the integer parts of w / h / depth as counts
// (frames per cycle, frames per frame, cycles).
#pragma once

#include <array>
#include <cstdint>

#include "core/fields.hpp"
#include "core/fixed.hpp"

namespace gta {

// designed: the object_info table's size (the spec's highest type is 100, a power-up).
inline constexpr int kObjTypes = 0x66;
inline constexpr int kObjIntoMax = 3;  // designed: into[] entries per record

// Object info statuses (gta-game-core.md Obj_CreateStatic, gta-objects.md Obj_UpdateAll).
inline constexpr uint8_t kObjStatusNormal = 0;
inline constexpr uint8_t kObjStatusStartsState7 = 1;
inline constexpr uint8_t kObjStatusInvisible = 3;
inline constexpr uint8_t kObjStatusTurnsOnLanding = 4;  // heading turned on landing (unwrapped)
inline constexpr uint8_t kObjStatusAnimated5 = 5;
inline constexpr uint8_t kObjStatusListed = 7;  // the timers' list
inline constexpr uint8_t kObjStatusFloats = 8;  // sinks no further than state 26
inline constexpr uint8_t kObjStatusAnimated9 = 9;

// The types the spec names.
namespace objtype {
inline constexpr int kSmoke = 0x0a;
inline constexpr int kFire = 0x12;
inline constexpr int kDyingFire = 0x13;
inline constexpr int kBomb = 0x16;
inline constexpr int kSignA = 0x21;
inline constexpr int kSignB = 0x22;
inline constexpr int kPedFire = 0x2e;
inline constexpr int kJet = 0x30;     // the water jet's piece, also an object light
inline constexpr int kJetEnd = 0x31;  // the jet's end, also an object light
inline constexpr int kHose = 0x32;
inline constexpr int kBlastSmoke = 0x33;
inline constexpr int kCarLight = 0x35;
inline constexpr int kSpawner3f = 0x3f;
inline constexpr int kPedMarker40 = 0x40;
inline constexpr int kPedMarker4d = 0x4d;
inline constexpr int kGasTank = 0x45;
inline constexpr int kCrate = 0x54;
inline constexpr int kBrokenCrate = 0x55;
inline constexpr int kHelpSign = 0x5f;
// designed: types for the spec's behaviours that name no type.
inline constexpr int kBreakable = 0x07;  // breaks into two kPiece on landing
inline constexpr int kPiece = 0x08;
inline constexpr int kFloater = 0x0e;  // status 8
inline constexpr int kDebris = 0x0f;   // status 4: block-face debris
inline constexpr int kTimer = 0x17;    // status 7: a timed bomb (a type NYC does not place)
}  // namespace objtype

// One object_info record as Obj_LoadInfos leaves it (w / h / depth 16.16).
struct ObjectInfo {
  core::Fixed w = 0;      // +0x00 16.16; animation: frames per cycle
  core::Fixed h = 0;      // +0x04 16.16; animation: frames per frame (timers: frames a step)
  core::Fixed depth = 0;  // +0x08 16.16; animation: cycles (timers: steps)
  int16_t sprNum = 0;     // +0x0c the first sprite
  int16_t weight = 0;     // +0x0e 3 never moves; a kick gives 2 * speed >> weight
  int16_t aux = 0;        // +0x10 status 9: frames of the cycle; 1: unlinked when done
  int16_t status = 0;     // +0x12
  int16_t numInto = 0;
  std::array<int16_t, kObjIntoMax> into{};

  int wCount() const { return w >> 16; }
  int hCount() const { return h >> 16; }
  int depthCount() const { return depth >> 16; }

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(ObjectInfo, w, core::kFieldFixed),
                      CORE_FIELD(ObjectInfo, h, core::kFieldFixed),
                      CORE_FIELD(ObjectInfo, depth, core::kFieldFixed),
                      CORE_FIELD(ObjectInfo, sprNum),
                      CORE_FIELD(ObjectInfo, weight),
                      CORE_FIELD(ObjectInfo, aux),
                      CORE_FIELD(ObjectInfo, status),
                      CORE_FIELD(ObjectInfo, numInto),
                      CORE_FIELD(ObjectInfo, into)};
  }
  friend bool operator==(const ObjectInfo& lhs, const ObjectInfo& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<ObjectInfo>());

using ObjectInfos = std::array<ObjectInfo, kObjTypes>;

// A designed row: the integer w / h / depth, weight, aux, status, into[].
struct ObjInfoRow {
  uint8_t type;
  uint8_t w, h, depth;
  int8_t weight;
  uint8_t aux, status;
  uint8_t numInto;
  std::array<uint8_t, kObjIntoMax> into;
};

// designed: every type not listed is a 16 x 16 x 16 normal object of weight 1. Each row
// gives the spec's behaviour one type (the outcome in its comment).
inline constexpr auto kObjInfoRows = std::to_array<ObjInfoRow>({
    {0x05, 8, 4, 0, 3, 0, kObjStatusAnimated5, 0, {}},  // animated scenery, cycles for ever
    {objtype::kBreakable,
     16,
     16,
     16,
     1,
     0,
     kObjStatusNormal,
     2,
     {objtype::kPiece, objtype::kPiece}},                                // breaks
    {objtype::kPiece, 8, 8, 8, 1, 0, kObjStatusNormal, 0, {}},           // a piece of a breakable
    {objtype::kSmoke, 6, 4, 1, 3, 1, kObjStatusAnimated5, 0, {}},        // smoke: 24 frames, then gone
    {objtype::kFloater, 16, 16, 16, 1, 0, kObjStatusFloats, 0, {}},      // floats at state 26
    {objtype::kDebris, 8, 8, 8, 0, 0, kObjStatusTurnsOnLanding, 0, {}},  // block-face debris
    {objtype::kFire, 8, 2, 40, 3, 1, kObjStatusAnimated5, 0, {}},        // 640 frames unless recorded
    {objtype::kDyingFire, 4, 3, 2, 3, 1, kObjStatusAnimated5, 0, {}},    // 24 frames
    {0x18, 16, 16, 16, 3, 0, kObjStatusInvisible, 0, {}},                // invisible
    {objtype::kPedFire, 8, 2, 10, 3, 1, kObjStatusAnimated5, 0, {}},     // a burning ped: 160 frames
    {objtype::kJet, 8, 8, 8, 3, 0, kObjStatusNormal, 0, {}},
    {objtype::kJetEnd, 8, 8, 8, 3, 0, kObjStatusNormal, 0, {}},
    {objtype::kHose, 8, 16, 8, 3, 0, kObjStatusNormal, 0, {}},
    {objtype::kBlastSmoke, 6, 4, 1, 3, 1, kObjStatusAnimated5, 0, {}},  // 24 frames
    {objtype::kCarLight, 8, 8, 8, 3, 0, kObjStatusNormal, 0, {}},
    {objtype::kSpawner3f, 6, 2, 1, 3, 1, kObjStatusAnimated5, 0, {}},  // spawns a 0x40 in state 5
    {objtype::kPedMarker40, 4, 4, 0, 3, 0, kObjStatusNormal, 0, {}},   // animated by Obj_Create (quirk)
    {objtype::kTimer, 16, 10, 5, 3, 0, kObjStatusListed, 0, {}},       // 5 steps of 10 frames
    {objtype::kGasTank, 16, 16, 16, 2, 0, kObjStatusStartsState7, 0, {}},
    {objtype::kPedMarker4d, 4, 4, 0, 3, 0, kObjStatusNormal, 0, {}},
    {0x4e, 16, 16, 16, 3, 4, kObjStatusAnimated9, 0, {}},  // power-up objects: cycle 1..4
    {0x4f, 16, 16, 16, 3, 4, kObjStatusAnimated9, 0, {}},
    {0x50, 16, 16, 16, 3, 4, kObjStatusAnimated9, 0, {}},
    {0x51, 16, 16, 16, 3, 4, kObjStatusAnimated9, 0, {}},
    {objtype::kCrate, 16, 16, 16, 3, 0, kObjStatusNormal, 0, {}},
    {objtype::kBrokenCrate, 16, 16, 16, 3, 0, kObjStatusNormal, 0, {}},
    {0x59, 16, 16, 16, 3, 6, kObjStatusAnimated9, 0, {}},  // animated scenery: cycle 1..6
    {objtype::kHelpSign, 16, 16, 16, 3, 4, kObjStatusAnimated9, 0, {}},
    {0x60, 16, 16, 16, 3, 4, kObjStatusAnimated9, 0, {}},
    {0x61, 16, 16, 16, 3, 4, kObjStatusAnimated9, 0, {}},
    {0x62, 16, 16, 16, 3, 4, kObjStatusAnimated9, 0, {}},
    {99, 16, 16, 16, 3, 4, kObjStatusAnimated9, 0, {}},
    {100, 16, 16, 16, 3, 4, kObjStatusAnimated9, 0, {}},
    {0x65, 16, 16, 16, 3, 4, kObjStatusAnimated9, 0, {}},
});

// Obj_LoadInfos 0x44ed60 (the designed table): the rows, sprites spr_num = 1 + 16 * type
// (designed: room for the 12 frames Obj_UpdateSprite maps to).
constexpr ObjectInfos objLoadInfos() {
  ObjectInfos out{};
  for (int t = 0; t < kObjTypes; ++t) {
    ObjectInfo& i = out[size_t(t)];
    i.w = core::px(16);
    i.h = core::px(16);
    i.depth = core::px(16);
    i.sprNum = static_cast<int16_t>(1 + 16 * t);
    i.weight = 1;
  }
  for (const ObjInfoRow& r : kObjInfoRows) {
    ObjectInfo& i = out[r.type];
    i.w = core::px(r.w);
    i.h = core::px(r.h);
    i.depth = core::px(r.depth);
    i.weight = r.weight;
    i.aux = r.aux;
    i.status = r.status;
    i.numInto = r.numInto;
    for (size_t k = 0; k < r.into.size(); ++k) i.into[k] = r.into[k];
  }
  return out;
}

inline constexpr ObjectInfos kObjectInfos = objLoadInfos();

// The status of `type` in the designed table (normal outside it).
constexpr uint8_t objInfoStatus(int type) {
  if (type < 0 || type >= kObjTypes) return kObjStatusNormal;
  return static_cast<uint8_t>(kObjectInfos[size_t(type)].status);
}

struct ObjDepthBaseRow {
  uint8_t type;
  int32_t base;  // 16.16
};

// The depth key of a type on flat ground. The spec's one example, "type 0x57: 0x450000"
// over a slope, is read as a per-type base key (0x50000 for 0x57) plus one layer
// (0x400000). designed: the other types' bases are not in the spec; 0.
inline constexpr auto kObjDepthBaseRows = std::to_array<ObjDepthBaseRow>({
    {0x57, 0x50000},  // the spec's example
});
static_assert(kObjDepthBaseRows.size() == 1);

constexpr int32_t objDepthBase(int type) {
  for (const ObjDepthBaseRow& r : kObjDepthBaseRows)
    if (r.type == type) return r.base;
  return 0;
}

}  // namespace gta
