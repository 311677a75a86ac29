// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text.hpp"

#include <cstdio>

namespace core {

std::string printable(std::string_view bytes, size_t max) {
  const bool cut = bytes.size() > max;
  const std::string_view shown = cut ? bytes.substr(0, max) : bytes;
  std::string out;
  out.reserve(shown.size() + (cut ? 3 : 0));
  for (const char ch : shown) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == 0) {
      out += "\\0";
    } else if (c == '"' || c == '\\') {
      out += '\\';
      out += ch;
    } else if (c >= 0x20 && c < 0x7f) {
      out += ch;
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(c));
      out += buf;
    }
  }
  if (cut) out += "...";
  return out;
}

std::string quoted(std::string_view bytes, size_t max) {
  return "\"" + printable(bytes, max) + "\"";
}

std::string shortPathMessage(std::string message, const std::string& full, const std::string& name) {
  if (full.empty() || full == name) return message;
  for (size_t at = message.find(full); at != std::string::npos; at = message.find(full, at + name.size())) {
    message.replace(at, full.size(), name);
  }
  return message;
}

}  // namespace core
