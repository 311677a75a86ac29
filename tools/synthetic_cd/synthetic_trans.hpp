// SPDX-License-Identifier: GPL-3.0-or-later
// The synthetic CD's ART/TRANS.TBL (rf/data/trans_table.hpp): the blend, darken and brighten
// tables of the documented layout, computed by our own rule from a palette (each entry the
// palette colour nearest to: the average of source and destination; the destination times
// (31 - k) / 32; the destination plus 3 (src + 1) in each channel). Nothing from the original.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace synth {

// The tables for `palette` (0xRRGGBBAA, 256 entries).
std::vector<uint8_t> syntheticTransTable(const std::array<uint32_t, 256>& palette);

}  // namespace synth
