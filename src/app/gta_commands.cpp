// retrosim gta ...: Grand Theft Auto (1997).
#include "app/commands.hpp"

namespace app {

void addGtaCommands(CLI::App& app, Commands& commands) {
  (void)commands;
  CLI::App* gta = app.add_subcommand("gta", "Grand Theft Auto (1997)");
  gta->require_subcommand(1);
}

}  // namespace app
