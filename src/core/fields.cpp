// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/fields.hpp"

#include <cstdio>

namespace core::fields_detail {

// -0x10 for negatives; a 16.16 value also as its exact decimal: "0x18000 (1.5)".
std::string formatScalar(int64_t v, bool isBool, uint8_t flags) {
  if (isBool) return v != 0 ? "true" : "false";
  const uint64_t mag = v < 0 ? static_cast<uint64_t>(0) - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%s0x%llx", v < 0 ? "-" : "", static_cast<unsigned long long>(mag));
  const std::string s = buf;
  if ((flags & kFieldFixed) == 0) return s;
  return s + " (" + fixedDecimal(v) + ")";
}

}  // namespace core::fields_detail

namespace core {

std::string fixedDecimal(int64_t v) {
  const uint64_t mag = v < 0 ? static_cast<uint64_t>(0) - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  std::string dec = (v < 0 ? "-" : "") + std::to_string(mag >> 16);
  uint64_t frac = mag & 0xffff;
  if (frac != 0) dec += '.';
  while (frac != 0) {
    frac *= 10;
    dec += static_cast<char>('0' + (frac >> 16));
    frac &= 0xffff;
  }
  return dec;
}

}  // namespace core
