// SPDX-License-Identifier: GPL-3.0-or-later
// ASCII case folding, the same in every locale (std::tolower follows the C library's locale):
// the names the program compares without regard to case (file names, config keys, vehicle
// and class names) are ASCII.
#pragma once

#include <string>
#include <string_view>

namespace core {

constexpr char asciiLower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

inline std::string asciiLower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = asciiLower(c);
  return out;
}

constexpr char asciiUpper(char c) {
  return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
}

inline std::string asciiUpper(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = asciiUpper(c);
  return out;
}

}  // namespace core
