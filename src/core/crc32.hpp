// SPDX-License-Identifier: GPL-3.0-or-later
// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320, initial and final xor 0xFFFFFFFF):
// the checksum a supported original file is identified by (docs/original-data.md).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

namespace core {

// The byte table of a reflected CRC of polynomial `poly` (reflected form: 0xEDB88320 for
// CRC-32, 0xD8018001 for the CD-ROM sectors' EDC).
constexpr std::array<uint32_t, 256> reflectedCrcTable(uint32_t poly) {
  std::array<uint32_t, 256> t{};
  for (uint32_t i = 0; i < 256; ++i) {
    uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = (c & 1) != 0 ? poly ^ (c >> 1) : c >> 1;
    t[i] = c;
  }
  return t;
}

// The CRC-32 of `data`; `crc` continues an earlier value (crc32(b, crc32(a)) = crc32(a + b)).
uint32_t crc32(std::span<const uint8_t> data, uint32_t crc = 0);

// Sets the 4 bytes at data[at..at+3] so that crc32(data) == target (CRC-32 is affine in the
// data bits: the 32 bits are solved for over GF(2)). Throws std::out_of_range when the 4
// bytes are not inside `data`.
void forceCrc32(std::span<uint8_t> data, size_t at, uint32_t target);

}  // namespace core
