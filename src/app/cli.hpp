// SPDX-License-Identifier: GPL-3.0-or-later
// The whole command line of the retrosim program: every command on one CLI11 app. main.cpp
// parses with it; tools/man_page.cpp writes the manual page from the same tree, so the page
// says what --help says.
#pragma once

#include <CLI/CLI.hpp>

#include "app/commands.hpp"

namespace app {

inline constexpr const char* kProgramSummary =
    "retrosim: Return Fire (1995) and Grand Theft Auto (1997) engines, re-implemented";

// Every command and the --version flag on `app` (its description: kProgramSummary).
void addCommands(CLI::App& app, Commands& commands, const std::string& version);

}  // namespace app
