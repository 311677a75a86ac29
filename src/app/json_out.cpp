// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/json_out.hpp"

namespace app {
namespace {

template <typename Json>
std::string dumpReplacing(const Json& j, int indent) {
  return j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

// Printable ASCII without a quote or a backslash: nlohmann would write it as it is.
bool plain(std::string_view s) {
  for (const char c : s) {
    if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') return false;
  }
  return true;
}

}  // namespace

std::string jsonDump(const nlohmann::json& j, int indent) {
  return dumpReplacing(j, indent);
}

std::string jsonDump(const nlohmann::ordered_json& j, int indent) {
  return dumpReplacing(j, indent);
}

std::string jsonString(std::string_view s) {
  // the traces' names are such words, thousands a frame: the same text without a serializer
  if (plain(s)) return "\"" + std::string(s) + "\"";
  return dumpReplacing(nlohmann::json(std::string(s)), -1);
}

}  // namespace app
