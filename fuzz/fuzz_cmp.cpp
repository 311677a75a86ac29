// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the CMP reader: any input either parses (and then writes back the
// same bytes, and every accessor works on it) or fails with a core::ParseError.
//
// A real CMP is at least 262,292 bytes (the 256 x 256 base table alone is 256 KiB), too big
// for the fuzzer to reach from scratch. So the first input byte picks a mode: even = the
// rest is the file as is; odd = the rest describes a small city that is assembled into a
// well-formed image (header sizes that add up, base offsets taken from the input, then the
// sections), so the fuzzer spends its time inside the section checks and the accessors.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <vector>

#include "core/bytes.hpp"
#include "gta/data/cmp.hpp"

namespace {

// Reads input bytes in order, then zeros.
struct Feed {
  std::span<const uint8_t> in;
  size_t pos = 0;
  uint8_t u8() { return pos < in.size() ? in[pos++] : 0; }
  uint16_t u16() { return static_cast<uint16_t>(u8() | (u8() << 8)); }
};

std::vector<uint8_t> assembleCity(std::span<const uint8_t> in) {
  Feed f{in};
  const uint32_t columnSize = 2u * (1u + f.u8());       // 2..512 bytes of columns
  const uint32_t blocks = f.u8() % 32u;                  // 0..31 blocks
  const uint32_t objects = f.u8() % 16u;                 // 0..15 objects
  const uint32_t routeSize = f.u8() % 64u;               // 0..63 route bytes
  const uint32_t navs = f.u8() % 4u;                     // 0..3 nav zones
  core::ByteWriter w;
  w.u32(331);
  w.u8(f.u8());  // style
  w.u8(f.u8());  // sample
  w.u16(0);
  w.u32(routeSize);
  w.u32(objects * static_cast<uint32_t>(gta::kCmpObjectRecordSize));
  w.u32(columnSize);
  w.u32(blocks * static_cast<uint32_t>(gta::kCmpBlockRecordSize));
  w.u32(navs * static_cast<uint32_t>(gta::kCmpNavRecordSize));
  // Base: a few distinct offsets from the input, repeated over the map.
  uint32_t offsets[8];
  for (uint32_t& o : offsets) o = f.u16() % (columnSize + 4);  // may be odd or past the end
  for (int i = 0; i < gta::kCmpMapSize * gta::kCmpMapSize; ++i) w.u32(offsets[(i * 7 + i / 256) % 8]);
  const size_t rest = columnSize + blocks * gta::kCmpBlockRecordSize + objects * gta::kCmpObjectRecordSize +
                      routeSize + gta::kCmpLocationSize + navs * gta::kCmpNavRecordSize;
  for (size_t i = 0; i < rest; ++i) w.u8(f.u8());
  return w.take();
}

void check(std::span<const uint8_t> in) {
  gta::CmpFile cmp;
  try {
    cmp = gta::parseCmp(in, "fuzz.cmp");
  } catch (const core::ParseError&) {
    return;
  }
  const std::vector<uint8_t> out = gta::serializeCmp(cmp);
  if (out.size() != in.size() || !std::equal(out.begin(), out.end(), in.begin())) std::abort();
  const gta::CmpSummary s = cmp.summary();
  if (s.fileSize != in.size()) std::abort();
  for (int y = 0; y < gta::kCmpMapSize; y += 17) {
    for (int x = 0; x < gta::kCmpMapSize; x += 13) {
      const gta::CmpTopView v = cmp.topView(x, y);
      if (v.groundZ >= gta::kCmpLayers || v.lidZ >= gta::kCmpLayers) std::abort();
      for (int z = 0; z < gta::kCmpLayers; ++z) (void)cmp.blockAt(x, y, z);
    }
  }
  const gta::RouteSplit split = gta::splitRoutes(cmp.routes);
  if (split.roadblockPool.size() > static_cast<size_t>(gta::kMaxRoadblockVertices)) std::abort();
  if (split.paths.size() > static_cast<size_t>(gta::kMaxPaths)) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::span<const uint8_t> rest(data + 1, size - 1);
  if (data[0] & 1) {
    const std::vector<uint8_t> image = assembleCity(rest);
    check(image);
  } else {
    check(rest);
  }
  return 0;
}
