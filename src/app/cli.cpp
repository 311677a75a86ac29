#include "app/cli.hpp"

#include <string>

namespace app {

void addCommands(CLI::App& app, Commands& commands, const std::string& version) {
  app.description(kProgramSummary);
  app.set_version_flag("--version", "retrosim " + version);
  app.require_subcommand(0, 1);
  addDemoCommand(app, commands);
  addPathsCommand(app, commands);
  addRfCommands(app, commands);
  addGtaCommands(app, commands);
}

}  // namespace app
