// State hashing for replays and determinism checks: 64-bit FNV-1a over an explicit
// little-endian encoding of each value, so the same state gives the same hash on every
// build and platform (never hash raw structs: padding and byte order would leak in).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace core {

class StateHasher {
 public:
  static constexpr uint64_t kOffsetBasis = 0xcbf29ce484222325ull;
  static constexpr uint64_t kPrime = 0x100000001b3ull;

  void u8(uint8_t v) {
    hash_ ^= v;
    hash_ *= kPrime;
  }
  void u16(uint16_t v) { putLe(v, 2); }
  void u32(uint32_t v) { putLe(v, 4); }
  void u64(uint64_t v) { putLe(v, 8); }
  void i8(int8_t v) { u8(static_cast<uint8_t>(v)); }
  void i16(int16_t v) { u16(static_cast<uint16_t>(v)); }
  void i32(int32_t v) { u32(static_cast<uint32_t>(v)); }
  void i64(int64_t v) { u64(static_cast<uint64_t>(v)); }
  // One byte: 1 or 0.
  void boolean(bool v) { u8(v ? 1 : 0); }
  // The length as u64, then the bytes, so ("ab","c") and ("a","bc") differ.
  void bytes(std::span<const uint8_t> b);
  void string(std::string_view s);

  uint64_t value() const { return hash_; }
  // 16 lowercase hex digits, no prefix.
  std::string toHex() const { return toHex(hash_); }
  static std::string toHex(uint64_t v);

 private:
  void putLe(uint64_t v, int n) {
    for (int i = 0; i < n; ++i) u8(static_cast<uint8_t>(v >> (8 * i)));
  }
  uint64_t hash_ = kOffsetBasis;
};

}  // namespace core
