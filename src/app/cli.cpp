// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli.hpp"

#include <string>

#include "app/paths.hpp"
#include "view/gta_art.hpp"
#include "view/rf_art.hpp"

namespace app {

void addCommands(CLI::App& app, Commands& commands, const std::string& version) {
  app.description(kProgramSummary);
  app.set_version_flag("--version", "retrosim " + version);
  app.require_subcommand(0, 1);
  addDemoCommand(app, commands);
  addPathsCommand(app, commands);
  addRfCommands(app, commands);
  addGtaCommands(app, commands);
  // the Return Fire views' terrain textures: DATA/rf/art, read the first time a view draws
  view::setRfArtFinder([] { return dataDir() / "rf" / "art"; });
  // the GTA city view's textures: DATA/gta/art
  view::setGtaArtFinder([] { return dataDir() / "gta" / "art"; });
}

}  // namespace app
