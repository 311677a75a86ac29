// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim demo: the bundled maps' check. It loads every bundled free map the way the original
// loader does, prints its summary and draws it to <map>.png in the outputs folder (app/paths.hpp:
// $XDG_CACHE_HOME/retrosim/maps) or -o DIR. Plain
// `retrosim` (./dev run) opens the game's window (`retrosim rf play`), or without a display
// runs the headless game of `retrosim rf demo` (the fallback below).
#include <filesystem>
#include <iostream>
#include <stdexcept>

#include "app/commands.hpp"
#include "app/paths.hpp"
#include "app/rf_map_report.hpp"
#include "platform/window.hpp"
#include "view/rf_map_render.hpp"

namespace app {
namespace {

int runDemo(const std::string& outDir) {
  const std::filesystem::path data = dataDir();
  const auto maps = filesWithExtension(data / kDataMarker, ".rfm");
  if (maps.empty()) {
    throw std::runtime_error((data / kDataMarker).string() + ": no bundled maps (build the `maps` target: ./dev build)");
  }
  const std::filesystem::path out = outDir.empty() ? outputsDir() / "maps" : std::filesystem::path(outDir);
  std::filesystem::create_directories(out);
  std::cout << "retrosim demo: " << maps.size() << " bundled Return Fire maps in " << (data / kDataMarker).string()
            << ", loaded as LoadLevelMap does; pictures in " << out.string() << "\n\n";
  int failed = 0;
  for (const auto& path : maps) {
    const RfMapLoad map = loadRfMap(path.string());
    std::cout << rfMapReportText(rfMapReport(path.string(), map));
    if (!map.world) {
      ++failed;
      continue;
    }
    const std::filesystem::path png = out / (path.stem().string() + ".png");
    view::renderRfMap(*map.world).writePng(png.string());
    std::cout << "  picture   " << png.string() << "\n\n";
  }
  std::cout << "Inspect any map with: retrosim rf map info|render|text MAP  (retrosim --help)\n"
               "Play in a window (needs a display): retrosim rf play [--players 2]; headless games:\n"
               "retrosim rf run --map MAP --input SCRIPT --png DIR (docs/rf-run.md)\n";
  return failed == 0 ? 0 : 1;
}

}  // namespace

void addDemoCommand(CLI::App& app, Commands& commands) {
  auto* demo = app.add_subcommand("demo", "check, summarise and draw the bundled free maps");
  auto out = std::make_shared<std::string>();
  demo->add_option("-o,--output", *out, "folder for the pictures (default: " + outputsDirHelp("maps") + ")");
  demo->callback([&commands, out] { commands.action = [=] { return runDemo(*out); }; });
  // plain `retrosim` (./dev run): the game in a window, or without a display the headless
  // game of `retrosim rf demo`
  commands.fallback = [] {
    if (platform::Window::displayAvailable()) return playRfDefault();
    std::cout << "retrosim: no display (DISPLAY is not set): running the headless demo, retrosim rf demo\n\n";
    return runRfDemoDefault();
  };
}

}  // namespace app
