// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hash.hpp"

#define XXH_INLINE_ALL
#include <xxhash.h>

namespace core {
namespace {

XXH3_state_t* xxState(unsigned char* storage) {
  return reinterpret_cast<XXH3_state_t*>(storage);
}

}  // namespace

static_assert(sizeof(XXH3_state_t) <= 576 && alignof(XXH3_state_t) <= 64);

StateHasher::StateHasher() : buffer_{} {
  std::memset(state_, 0, sizeof state_);
  XXH3_64bits_reset(xxState(state_));
}

void StateHasher::flush() {
  if (used_ == 0) return;
  XXH3_64bits_update(xxState(state_), buffer_, used_);
  used_ = 0;
}

void StateHasher::rawLarge(const void* data, size_t size) {
  flush();
  if (size <= kBufferSize) {
    std::memcpy(buffer_, data, size);
    used_ = size;
    return;
  }
  XXH3_64bits_update(xxState(state_), data, size);
}

void StateHasher::bytes(std::span<const uint8_t> b) {
  u64(b.size());
  raw(b.data(), b.size());
}

void StateHasher::string(std::string_view s) {
  u64(s.size());
  raw(s.data(), s.size());
}

uint64_t StateHasher::value() const {
  // The digest of the fed blocks plus the buffered tail, without disturbing either.
  alignas(64) unsigned char copy[sizeof state_];
  std::memcpy(copy, state_, sizeof state_);
  XXH3_64bits_update(xxState(copy), buffer_, used_);
  return XXH3_64bits_digest(xxState(copy));
}

std::string StateHasher::toHex(uint64_t v) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string s(16, '0');
  for (int i = 15; i >= 0; --i) {
    s[static_cast<size_t>(i)] = kDigits[v & 0xf];
    v >>= 4;
  }
  return s;
}

}  // namespace core
