// SPDX-License-Identifier: GPL-3.0-or-later
// Every JSON text retrosim writes (map reports, the summary, the score tables, the GTA city
// report, both games' traces) is made here, by nlohmann's serializer, so there is one way
// of escaping. Text read from files and names given by the user need not be UTF-8 (a Latin-1
// title, a file called a\xff.rfm): invalid bytes become U+FFFD, never an exception.
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace app {

// The JSON text of j: compact on one line (indent < 0) or indented by `indent` spaces.
std::string jsonDump(const nlohmann::json& j, int indent = -1);
std::string jsonDump(const nlohmann::ordered_json& j, int indent = -1);
// One JSON string, quotes included: jsonDump of the string (the traces put these between
// numbers they write as exact decimals, which nlohmann's doubles cannot all be).
std::string jsonString(std::string_view s);

}  // namespace app
