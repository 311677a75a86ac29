// SPDX-License-Identifier: GPL-3.0-or-later
// State hashing for replays and determinism checks: XXH3-64 (xxHash, Debian libxxhash-dev)
// streamed over an explicit little-endian encoding of each value, so the same state gives
// the same hash on every build. Small values are gathered in a local buffer and handed to
// XXH3 in blocks; raw() hands over the bytes of a padding-free block (core/fields.hpp
// decides which structs are padding-free) in one call.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <string_view>

namespace core {

// raw() and the scalar encoders store host bytes: the encoding is little-endian only on a
// little-endian host, which is every machine the project builds for.
static_assert(std::endian::native == std::endian::little, "the state hash assumes a little-endian host");

class StateHasher {
 public:
  StateHasher();
  StateHasher(const StateHasher&) = delete;
  StateHasher& operator=(const StateHasher&) = delete;

  void u8(uint8_t v) { raw(&v, 1); }
  void u16(uint16_t v) { raw(&v, 2); }
  void u32(uint32_t v) { raw(&v, 4); }
  void u64(uint64_t v) { raw(&v, 8); }
  void i8(int8_t v) { u8(static_cast<uint8_t>(v)); }
  void i16(int16_t v) { u16(static_cast<uint16_t>(v)); }
  void i32(int32_t v) { u32(static_cast<uint32_t>(v)); }
  void i64(int64_t v) { u64(static_cast<uint64_t>(v)); }
  // One byte: 1 or 0.
  void boolean(bool v) { u8(v ? 1 : 0); }
  // The length as u64, then the bytes, so ("ab","c") and ("a","bc") differ.
  void bytes(std::span<const uint8_t> b);
  void string(std::string_view s);
  // The bytes of a block as they are in memory (no length prefix). Small blocks go through
  // the buffer; large ones straight to XXH3.
  void raw(const void* data, size_t size) {
    if (used_ <= kBufferSize && size <= kBufferSize - used_) {  // (used_ never exceeds the buffer)
      if (size != 0) std::memcpy(buffer_ + used_, data, size);  // an empty vector's data() may be null
      used_ += size;
      return;
    }
    rawLarge(data, size);
  }

  // XXH3-64 of everything fed so far (the hasher can go on after it).
  uint64_t value() const;
  // 16 lowercase hex digits, no prefix.
  std::string toHex() const { return toHex(value()); }
  static std::string toHex(uint64_t v);
  // XXH3-64 of one block of bytes (a file's content hash).
  static uint64_t ofBytes(std::span<const uint8_t> bytes) {
    StateHasher h;
    h.raw(bytes.data(), bytes.size());
    return h.value();
  }

  static constexpr size_t kBufferSize = 512;

 private:
  void flush();
  void rawLarge(const void* data, size_t size);

  alignas(64) unsigned char state_[576];  // XXH3_state_t (checked in hash.cpp)
  unsigned char buffer_[kBufferSize];
  size_t used_ = 0;
};

}  // namespace core
