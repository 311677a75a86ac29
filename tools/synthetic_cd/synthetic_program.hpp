// SPDX-License-Identifier: GPL-3.0-or-later
// A synthetic RFIRE.BIN for the tests (no original exists here and none may be shipped): a
// valid PE32 image laid out as docs/original-data.md describes, with retrosim's designed
// tables written at the documented addresses in the documented record layouts, padded to
// the supported 431,616 bytes, and 4 bytes of an unused area of .text chosen so that the
// CRC-32 is the supported 0x64c49a1b.
#pragma once

#include <cstdint>
#include <vector>

#include "rf/data/data_tables.hpp"

namespace synth {

// The sections of the synthetic image (file offsets and RVAs; image base 0x400000).
struct SectionSpec {
  const char* name;
  uint32_t rva;
  uint32_t virtualSize;
  uint32_t rawOffset;
  uint32_t rawSize;
};
inline constexpr SectionSpec kText{".text", 0x1000, 0x3e000, 0x400, 0x3e000};
inline constexpr SectionSpec kRdata{".rdata", 0x3f000, 0xb000, 0x3e400, 0xb000};
inline constexpr SectionSpec kData{".data", 0x4a000, 0x46000, 0x49400, 0x16000};
inline constexpr SectionSpec kRsrc{".rsrc", 0x90000, 0xa200, 0x5f400, 0xa200};
inline constexpr uint32_t kCrcPatchOffset = 0x410;  // file offset in .text (VA 0x401010), never read
inline constexpr uint32_t kPeOffset = 0x80;         // e_lfanew

// The program with `tables` (the designed ones by default) and the supported CRC-32.
std::vector<uint8_t> syntheticProgram(const rf::DataTables& tables = rf::designedTables());

// The file offset of a virtual address inside the synthetic image's raw data; throws
// std::out_of_range outside it.
uint32_t fileOffset(uint32_t va);

// Little-endian store at a virtual address of the synthetic image.
void poke32(std::vector<uint8_t>& program, uint32_t va, uint32_t value);

// Makes the CRC-32 the supported one again after an edit (the tests' defective programs).
void fixCrc(std::vector<uint8_t>& program);

// The file offset of section i's header (0 = .text ... 3 = .rsrc).
uint32_t sectionHeaderOffset(int i);

}  // namespace synth
