// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text.hpp"

#include <algorithm>
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

std::string wrapText(std::string_view text, size_t perLine) {
  perLine = perLine == 0 ? 1 : perLine;
  std::string out;
  size_t lineLen = 0;
  size_t at = 0;
  while (at < text.size()) {
    const size_t end = std::min(text.find(' ', at), text.size());
    std::string_view word = text.substr(at, end - at);
    at = end + 1;
    if (word.empty()) continue;
    if (lineLen > 0 && lineLen + 1 + word.size() <= perLine) {
      out += ' ';
      lineLen += 1;
    } else if (lineLen > 0) {
      out += '\n';
      lineLen = 0;
    }
    while (word.size() > perLine) {  // a word longer than a line: broken inside
      out += word.substr(0, perLine);
      out += '\n';
      word.remove_prefix(perLine);
    }
    out += word;
    lineLen += word.size();
  }
  return out;
}

}  // namespace core
