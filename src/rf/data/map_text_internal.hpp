// SPDX-License-Identifier: GPL-3.0-or-later
// Shared pieces of the map text reader (map_text.cpp) and writer (map_text_write.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "rf/data/rfm.hpp"

namespace rf::maptext {

// Values a key takes when its line is absent; makeEmptyRfm writes the same ones.
inline constexpr char kDefaultAuthor[] = "retrosim";
inline constexpr uint16_t kDefaultDosDate = ((2026 - 1980) << 9) | (1 << 5) | 1;  // 2026-01-01
inline constexpr uint16_t kDefaultDosTime = 0;                                    // 00:00:00
inline constexpr uint32_t kDefaultEdition = 0;
inline constexpr auto kDefaultVhclRest = std::to_array<uint8_t>({0, 0});  // VHCL +6, +7
inline constexpr size_t kMaxTitleBytes = kNameChunkData - 1;  // 259 + the NUL
inline constexpr size_t kAuthorField = 41;                    // header bytes 0x17..0x3f
inline constexpr size_t kMaxAuthorBytes = kAuthorField - 1;   // 40 + the NUL
inline constexpr size_t kVhclValues = 6;                      // values before vehicles-rest
inline constexpr uint8_t kVhclDefault = 0xFF;
inline constexpr int kMaxMines = 200;  // rf-maps.md VHCL +5: "must be < 201"

// The six VHCL values by their text names, in chunk order ("asv": the support vehicle as
// the player knows it, the MSV of the descriptors).
inline constexpr auto kVehicleNames =
    std::to_array<const char*>({"asv", "heli", "jeep", "tank", "pool", "mines"});
static_assert(kVehicleNames.size() == kVhclValues, "the six VHCL values");

// Characters a legend may use: printable ASCII without the space.
inline bool isLegendChar(char c) {
  return c > ' ' && c < 0x7F;
}

// A map character as the error messages show it: 'Q', or '\xNN' for other bytes.
std::string showChar(char c);
// Title/author text: `\\` and `\xNN` escapes; escape() writes bytes outside printable
// ASCII, backslashes and leading/trailing spaces that way.
std::string escape(std::string_view bytes);
// Hex bytes as "54 4d 00 05".
std::string hexBytes(std::span<const uint8_t> bytes);
// A chunk tag as the text writes it: the 4 characters when they are printable and not
// spaces, else 0x and 8 hex digits.
std::string tagText(const std::array<char, 4>& tag);

// Whether the writer can show a chunk through the structured keys (title, vehicles,
// level, edition); other chunks are written as `chunk:` lines.
bool nameIsStructured(const RfmChunk& c);
bool vhclIsStructured(const RfmChunk& c);
bool levlIsStructured(const RfmChunk& c);
bool edtnIsStructured(const RfmChunk& c);

uint32_t readU32(std::span<const uint8_t> d);

}  // namespace rf::maptext
