#include "core/hash.hpp"

namespace core {

void StateHasher::bytes(std::span<const uint8_t> b) {
  u64(b.size());
  for (uint8_t v : b) u8(v);
}

void StateHasher::string(std::string_view s) {
  u64(s.size());
  for (char c : s) u8(static_cast<uint8_t>(c));
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
