// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the RFM reader: any input either fails with core::ParseError or
// parses to a map that writes back to the identical bytes. Seeds: fuzz/seeds/fuzz_rfm.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <vector>

#include "core/bytes.hpp"
#include "core/rand.hpp"
#include "rf/data/load_error.hpp"
#include "rf/data/rfm.hpp"
#include "rf/sim/world.hpp"

namespace {

[[noreturn]] void die(const char* why) {
  std::fprintf(stderr, "fuzz_rfm: %s\n", why);
  std::abort();
}

// Setters given the values just read must leave the image unchanged.
void checkSetterIdentity(rf::RfmFile map, const std::vector<uint8_t>& image) {
  if (map.findChunk("NAME")) map.setTitle(map.title());
  if (const auto lvl = map.level()) map.setLevel(*lvl);
  if (const auto ed = map.edition()) map.setEdition(*ed);
  if (const rf::RfmChunk* v = map.findChunk("VHCL"); v && v->data.size() >= rf::kVhclChunkData) {
    map.setVhcl(*map.vhcl());
  }
  if (rf::serializeRfm(map) != image) die("a setter with the value read changed the image");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::span<const uint8_t> input(data, size);
  rf::RfmFile map;
  try {
    map = rf::parseRfm(input, "fuzz.rfm");
  } catch (const core::ParseError&) {
    return 0;
  }
  const std::vector<uint8_t> image = rf::serializeRfm(map);
  if (image.size() != size || !std::equal(image.begin(), image.end(), data)) die("round trip differs");
  if (map.title().size() >= rf::kNameChunkData) die("title longer than the NAME buffer");
  const std::vector<int> cells = rf::centredTiles(map);
  if (cells.size() != static_cast<size_t>(rf::kMapCells) * rf::kMapCells) die("centredTiles size");
  (void)rf::rfmWarnings(map);
  (void)map.author();
  checkSetterIdentity(map, image);
  // The cell-world builder (LoadLevelMap) on every parsed map: a map it cannot play is a
  // LoadError, anything else escaping is a bug.
  try {
    core::MsvcRand rand;
    (void)rf::buildWorld(map, "fuzz.rfm", rand);
  } catch (const rf::LoadError&) {
  }
  return 0;
}
