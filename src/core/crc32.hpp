// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320, initial and final xor 0xFFFFFFFF):
// the checksum a supported original file is identified by (docs/original-data.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

namespace core {

// The CRC-32 of `data`; `crc` continues an earlier value (crc32(b, crc32(a)) = crc32(a + b)).
uint32_t crc32(std::span<const uint8_t> data, uint32_t crc = 0);

// Sets the 4 bytes at data[at..at+3] so that crc32(data) == target (CRC-32 is affine in the
// data bits: the 32 bits are solved for over GF(2)). Throws std::out_of_range when the 4
// bytes are not inside `data`.
void forceCrc32(std::span<uint8_t> data, size_t at, uint32_t target);

}  // namespace core
