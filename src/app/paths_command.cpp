// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim paths: the folders and files the program uses (app/paths.hpp, app/config.hpp,
// rf/high_score_store.hpp, rf/progress.hpp), the score's folder and the SoundFont, and every
// folder the data lookup tries.
#include <exception>
#include <filesystem>
#include <functional>
#include <iomanip>
#include <iostream>
#include <string>
#include <system_error>

#include "app/commands.hpp"
#include "app/config.hpp"
#include "app/paths.hpp"
#include "audio/soundfont.hpp"
#include "rf/high_score_store.hpp"
#include "rf/progress.hpp"

namespace app {
namespace {

namespace fs = std::filesystem;

// "PATH", "PATH (none yet)" when it does not exist, or "none: <why>" when it cannot be said.
std::string place(const std::function<fs::path()>& where) {
  try {
    const fs::path p = where();
    if (p.empty()) return "none: set RETROSIM_CONFIG, XDG_CONFIG_HOME or HOME";
    std::error_code ec;
    return p.string() + (fs::exists(fs::symlink_status(p, ec)) ? "" : " (none yet)");
  } catch (const std::exception& e) {
    return std::string("none: ") + e.what();
  }
}

int printPaths() {
  const std::vector<DataCandidate> candidates = dataDirCandidates();
  const fs::path data = findDataDir(candidates);
  const auto row = [](const char* name, const std::string& value) {
    std::cout << std::left << std::setw(13) << name << value << "\n";
  };
  row("program", executablePath().string());
  row("data", data.empty() ? "none found" : data.string());
  row("settings", place(defaultConfigPath));
  row("high scores", place(rf::defaultHighScoresPath));
  row("progress", place(rf::defaultProgressPath));
  row("outputs", place([] { return outputsDir(); }));
  row("music", data.empty() ? "none (no data)" : place(bundledMusicDir));
  std::string why;
  const std::string soundfont = audio::findSoundFont("", &why);  // the settings' choice aside
  row("soundfont", soundfont.empty() ? "none: " + why : soundfont);
  std::cout << "\nthe data is the first of these folders that has " << kDataMarker << ":\n";
  bool found = false;  // the first folder with the data is the one in use (a later one may be the same)
  for (const DataCandidate& c : candidates) {
    const bool used = !found && c.dir == data;
    found = found || used;
    std::cout << (used ? "* " : "  ") << std::left << std::setw(40) << c.dir.string() << " " << c.origin
              << "\n";
  }
  if (data.empty()) {
    std::cout.flush();
    std::cerr << "retrosim: " << noDataMessage(candidates) << "\n";
    return 1;
  }
  return 0;
}

}  // namespace

void addPathsCommand(CLI::App& app, Commands& commands) {
  auto* cmd = app.add_subcommand(
      "paths", "print the folders in use: data, settings, high scores, progress, outputs (docs/install.md)");
  cmd->callback([&commands] { commands.action = [] { return printPaths(); }; });
}

}  // namespace app
