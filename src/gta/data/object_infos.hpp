// The object_info records that Obj_LoadInfos 0x44ed60 reads from the style file (not
// ported): the statuses the spec names and the designed rows that stand in for the style's.
#pragma once

#include <array>
#include <cstdint>

namespace gta {

inline constexpr int kObjTypes = 0x60;  // designed: the object_info table's size

// Object info statuses (gta-game-core.md, Obj_CreateStatic).
inline constexpr uint8_t kObjStatusNormal = 0;
inline constexpr uint8_t kObjStatusStartsState7 = 1;
inline constexpr uint8_t kObjStatusInvisible = 3;
inline constexpr uint8_t kObjStatusAnimated5 = 5;
inline constexpr uint8_t kObjStatusListed = 7;
inline constexpr uint8_t kObjStatusAnimated9 = 9;
// The statuses above other than normal.
inline constexpr size_t kObjSpecialStatuses = 5;

struct ObjInfoStatusRow {
  uint8_t type;
  uint8_t status;
};

// designed: one type of each status the spec names (the types are among those NYC.CMP
// places); every other type is a normal object. Outcome: each status branch of
// Obj_CreateStatic has a type that the shipped city places.
inline constexpr auto kObjInfoStatusRows = std::to_array<ObjInfoStatusRow>({
    {0x05, kObjStatusAnimated5},     // designed
    {0x18, kObjStatusInvisible},     // designed
    {0x44, kObjStatusListed},        // designed
    {0x45, kObjStatusStartsState7},  // designed
    {0x59, kObjStatusAnimated9},     // designed
});
static_assert(kObjInfoStatusRows.size() == kObjSpecialStatuses);

// The status of `type`: its row's, else normal.
constexpr uint8_t objInfoStatus(int type) {
  for (const ObjInfoStatusRow& r : kObjInfoStatusRows)
    if (r.type == type) return r.status;
  return kObjStatusNormal;
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
