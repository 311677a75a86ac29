// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/pe_image.hpp"

#include <cstdio>

#include "rf/data/load_error.hpp"

namespace rf {
namespace {

constexpr uint16_t kMz = 0x5a4d;           // "MZ"
constexpr uint32_t kPeSignature = 0x4550;  // "PE\0\0"
constexpr uint16_t kMachineI386 = 0x14c;
constexpr uint16_t kPe32Magic = 0x10b;
constexpr uint32_t kLfanewOffset = 0x3c;
constexpr uint32_t kCoffSize = 20;
constexpr uint32_t kSectionHeaderSize = 40;
constexpr uint32_t kMaxSections = 96;
constexpr uint32_t kOptImageBase = 28;  // within the PE32 optional header
constexpr uint32_t kOptMinSize = 96;    // through NumberOfRvaAndSizes

uint32_t le(std::span<const uint8_t> b, size_t at, int n) {
  uint32_t v = 0;
  for (int i = 0; i < n; ++i) v |= static_cast<uint32_t>(b[at + static_cast<size_t>(i)]) << (8 * i);
  return v;
}

[[noreturn]] void fail(const std::string& file, uint64_t offset, const std::string& expected,
                       const std::string& found) {
  throw LoadError(file, "offset " + hexAddress(static_cast<uint32_t>(offset)) + ": expected " + expected +
                            ", found " + found);
}

}  // namespace

std::string hexAddress(uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%x", v);
  return buf;
}

std::string tableField(const char* table, uint32_t base, int record, uint32_t offset) {
  return std::string("the ") + table + " " + hexAddress(base) + ", record " + std::to_string(record) + " +" +
         hexAddress(offset);
}

PeImage::PeImage(std::span<const uint8_t> bytes, std::string file) : bytes_(bytes), file_(std::move(file)) {
  const uint64_t size = bytes_.size();
  auto need = [&](uint64_t at, uint64_t n, const std::string& what) {
    if (at > size || size - at < n) {
      fail(file_, at, what + " (" + std::to_string(n) + " bytes)",
           "the end of the file at " + hexAddress(static_cast<uint32_t>(size)));
    }
  };
  need(0, 0x40, "a DOS header");
  if (le(bytes_, 0, 2) != kMz) fail(file_, 0, "\"MZ\" (a PE32 program)", hexAddress(le(bytes_, 0, 2)));
  const uint32_t pe = le(bytes_, kLfanewOffset, 4);
  need(pe, 4 + kCoffSize, "the PE header at e_lfanew " + hexAddress(pe));
  if (le(bytes_, pe, 4) != kPeSignature)
    fail(file_, pe, "the signature \"PE\\0\\0\"", hexAddress(le(bytes_, pe, 4)));
  const uint32_t coff = pe + 4;
  const uint32_t machine = le(bytes_, coff, 2);
  if (machine != kMachineI386) fail(file_, coff, "machine 0x14c (i386)", hexAddress(machine));
  const uint32_t nsections = le(bytes_, coff + 2, 2);
  if (nsections == 0 || nsections > kMaxSections) {
    fail(file_, coff + 2, "1.." + std::to_string(kMaxSections) + " sections", std::to_string(nsections));
  }
  const uint32_t optSize = le(bytes_, coff + 16, 2);
  const uint32_t opt = coff + kCoffSize;
  if (optSize < kOptMinSize)
    fail(file_, coff + 16, "an optional header of at least 96 bytes", std::to_string(optSize));
  need(opt, optSize, "the optional header");
  const uint32_t magic = le(bytes_, opt, 2);
  if (magic != kPe32Magic) fail(file_, opt, "the PE32 magic 0x10b", hexAddress(magic));
  imageBase_ = le(bytes_, opt + kOptImageBase, 4);
  const uint64_t table = static_cast<uint64_t>(opt) + optSize;
  need(table, static_cast<uint64_t>(nsections) * kSectionHeaderSize, "the section table");
  for (uint32_t i = 0; i < nsections; ++i) {
    const size_t h = static_cast<size_t>(table + static_cast<uint64_t>(i) * kSectionHeaderSize);
    PeSection s;
    for (size_t k = 0; k < 8 && bytes_[h + k] != 0; ++k) s.name.push_back(static_cast<char>(bytes_[h + k]));
    s.virtualSize = le(bytes_, h + 8, 4);
    s.rva = le(bytes_, h + 12, 4);
    s.rawSize = le(bytes_, h + 16, 4);
    s.rawOffset = le(bytes_, h + 20, 4);
    if (s.rawSize > 0 && (s.rawOffset > size || size - s.rawOffset < s.rawSize)) {
      fail(file_, h + 16, "section " + s.name + "'s raw data inside the file",
           hexAddress(s.rawOffset) + "+" + hexAddress(s.rawSize));
    }
    const uint64_t vsize = s.virtualSize != 0 ? s.virtualSize : s.rawSize;
    if (static_cast<uint64_t>(imageBase_) + s.rva + vsize > 0x100000000ull) {
      fail(file_, h + 12, "section " + s.name + " inside the 32-bit address space", hexAddress(s.rva));
    }
    sections_.push_back(std::move(s));
  }
}

const PeSection* PeImage::sectionOf(uint32_t va, uint32_t n) const {
  for (const PeSection& s : sections_) {
    const uint64_t start = static_cast<uint64_t>(imageBase_) + s.rva;
    const uint64_t vsize = s.virtualSize != 0 ? s.virtualSize : s.rawSize;
    if (va >= start && static_cast<uint64_t>(va) + n <= start + vsize) return &s;
  }
  return nullptr;
}

bool PeImage::contains(uint32_t va, uint32_t n) const {
  return sectionOf(va, n) != nullptr;
}

void PeImage::require(uint32_t va, uint32_t n, std::string_view what) const {
  if (sectionOf(va, n) == nullptr) {
    throw LoadError(file_, std::string(what) + ": " + hexAddress(va) + " (" + std::to_string(n) +
                               " bytes) is in no section of the image");
  }
}

uint8_t PeImage::byteAt(const PeSection& s, uint32_t va) const {
  const uint32_t off = va - imageBase_ - s.rva;
  return off < s.rawSize ? bytes_[static_cast<size_t>(s.rawOffset) + off] : 0;  // past the raw data: 0
}

uint8_t PeImage::u8(uint32_t va, std::string_view what) const {
  require(va, 1, what);
  return byteAt(*sectionOf(va, 1), va);
}

uint16_t PeImage::u16(uint32_t va, std::string_view what) const {
  require(va, 2, what);
  const PeSection& s = *sectionOf(va, 2);
  return static_cast<uint16_t>(byteAt(s, va) | byteAt(s, va + 1) << 8);
}

uint32_t PeImage::u32(uint32_t va, std::string_view what) const {
  require(va, 4, what);
  const PeSection& s = *sectionOf(va, 4);
  uint32_t v = 0;
  for (uint32_t i = 0; i < 4; ++i) v |= static_cast<uint32_t>(byteAt(s, va + i)) << (8 * i);
  return v;
}

std::string PeImage::cString(uint32_t va, size_t maxLen, std::string_view what) const {
  std::string out;
  for (size_t i = 0; i <= maxLen; ++i) {
    const uint32_t at = va + static_cast<uint32_t>(i);
    if (!contains(at, 1)) {
      throw LoadError(file_,
                      std::string(what) + ": the string at " + hexAddress(va) + " runs out of the image");
    }
    const uint8_t c = u8(at, what);
    if (c == 0) return out;
    out.push_back(static_cast<char>(c));
  }
  throw LoadError(file_, std::string(what) + ": the string at " + hexAddress(va) + " is longer than " +
                             std::to_string(maxLen) + " characters");
}

}  // namespace rf
