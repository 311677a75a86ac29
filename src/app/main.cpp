// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim: one program, subcommands per game (CLI11). Exit codes: 0 ok, 1 failure (one
// line on stderr), 2 bad usage, 128 + the signal for a run stopped by SIGINT, SIGTERM or
// SIGHUP (130, 143, 129: app/interrupt.hpp).
#include <CLI/CLI.hpp>

#include <cstdio>
#include <exception>
#include <string>

#include "app/cli.hpp"
#include "app/interrupt.hpp"

int main(int argc, char** argv) {
  CLI::App app;
  app::Commands commands;
  app::addCommands(app, commands, RETROSIM_VERSION);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return 2;
  }
  try {
    return commands.run();
  } catch (const app::Interrupted& e) {  // stopped by Ctrl-C, SIGTERM or SIGHUP: 128 + the signal
    std::fprintf(stderr, "retrosim: %s\n", e.what());
    return e.exitCode();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "retrosim: %s\n", e.what());
    return 1;
  }
}
