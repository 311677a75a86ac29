// SPDX-License-Identifier: GPL-3.0-or-later
// A PE32 program image (the Windows 95 edition's RFIRE.BIN) mapped by virtual address:
// each section's raw data at image base + its RVA, zeros past the raw data up to its
// virtual size. Every header field and section range is checked against the file; a read
// outside every section is an error naming what was read and where.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rf {

struct PeSection {
  std::string name;          // up to 8 characters (".text", ".data", ...)
  uint32_t rva = 0;          // VirtualAddress
  uint32_t virtualSize = 0;  // VirtualSize (0: SizeOfRawData is used)
  uint32_t rawOffset = 0;    // PointerToRawData
  uint32_t rawSize = 0;      // SizeOfRawData
};

class PeImage {
 public:
  // Parses the headers of `bytes` (kept by reference: the bytes must outlive the image).
  // Throws LoadError "FILE: offset 0x..: expected ..., found ..." for a file that is not a
  // PE32 image or whose section table points outside the file.
  PeImage(std::span<const uint8_t> bytes, std::string file);

  const std::string& file() const { return file_; }
  uint32_t imageBase() const { return imageBase_; }
  const std::vector<PeSection>& sections() const { return sections_; }

  // Whether [va, va + n) lies inside one section's virtual range.
  bool contains(uint32_t va, uint32_t n) const;

  // Little-endian reads by virtual address; `what` names the read for the message ("the tile
  // table 0x452858"). Throw LoadError when [va, va + size) is in no section.
  uint8_t u8(uint32_t va, std::string_view what) const;
  uint16_t u16(uint32_t va, std::string_view what) const;
  uint32_t u32(uint32_t va, std::string_view what) const;
  int32_t i32(uint32_t va, std::string_view what) const { return static_cast<int32_t>(u32(va, what)); }
  // A NUL-terminated string of at most maxLen characters starting at va.
  std::string cString(uint32_t va, size_t maxLen, std::string_view what) const;
  // Throws unless [va, va + n) is inside one section.
  void require(uint32_t va, uint32_t n, std::string_view what) const;

 private:
  const PeSection* sectionOf(uint32_t va, uint32_t n) const;
  uint8_t byteAt(const PeSection& s, uint32_t va) const;

  std::span<const uint8_t> bytes_;
  std::string file_;
  uint32_t imageBase_ = 0;
  std::vector<PeSection> sections_;
};

// "0x452858"
std::string hexAddress(uint32_t v);

// Where a field of a table's record is, for messages: "the BNO table 0x451438, record 49 +0x1c".
std::string tableField(const char* table, uint32_t base, int record, uint32_t offset);

}  // namespace rf
