// libFuzzer target for the CMP reader: any input either parses (and then writes back the
// same bytes, and every accessor works on it) or fails with a core::ParseError.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <vector>

#include "core/bytes.hpp"
#include "gta/data/cmp.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::span<const uint8_t> in(data, size);
  gta::CmpFile cmp;
  try {
    cmp = gta::parseCmp(in, "fuzz.cmp");
  } catch (const core::ParseError&) {
    return 0;
  }
  const std::vector<uint8_t> out = gta::serializeCmp(cmp);
  if (out.size() != size || !std::equal(out.begin(), out.end(), in.begin())) std::abort();
  const gta::CmpSummary s = cmp.summary();
  if (s.fileSize != size) std::abort();
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
  return 0;
}
