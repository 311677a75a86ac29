// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/trans_table.hpp"

#include "core/bytes.hpp"

namespace rf {

TransTable readTransTable(std::span<const uint8_t> bytes, const std::string& file) {
  if (bytes.size() != trans::kSize) {
    throw core::ParseError(file, bytes.size() < trans::kSize ? bytes.size() : trans::kSize,
                           std::to_string(trans::kSize) + " bytes (the blend, darken and brighten tables)",
                           std::to_string(bytes.size()) + " bytes");
  }
  if (bytes[0] != 1) throw core::ParseError(file, 0, "the first byte 1", std::to_string(bytes[0]));
  return TransTable{std::vector<uint8_t>(bytes.begin(), bytes.end())};
}

}  // namespace rf
