// SPDX-License-Identifier: GPL-3.0-or-later
// The subcommands of the retrosim program. Each add* function registers its commands on the
// CLI11 app; the chosen command's action is stored in Commands and run after parsing, so
// parse errors (exit 2) and run failures (exit 1) stay apart.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>
#include <string>
#include <utility>

#include "view/rf_frame_render.hpp"

namespace rf {
class Game;
}

namespace core {
struct FormatCheck;
}

namespace app {

struct Commands {
  std::function<int()> action;    // set by the parsed subcommand's callback
  std::function<int()> fallback;  // plain `retrosim` with no subcommand: the main job
  int run() const { return action ? action() : (fallback ? fallback() : 0); }
};

void addDemoCommand(CLI::App& app, Commands& commands);
void addPathsCommand(CLI::App& app, Commands& commands);  // paths_command.cpp
void addRfCommands(CLI::App& app, Commands& commands);
void addRfMapCommands(CLI::App& rf, Commands& commands);
void addRfRunCommand(CLI::App& rf, Commands& commands);  // rf_run_command.cpp
void addRfBotsCommand(CLI::App& rf, Commands& commands);  // rf_bots_command.cpp
void addRfScoresCommand(CLI::App& rf, Commands& commands);  // rf_scores_command.cpp
void addRfPlayCommand(CLI::App& rf, Commands& commands);    // rf_play_command.cpp (a window)
void addRfReplayCommand(CLI::App& rf, Commands& commands);  // rf_replay_command.cpp
void addRfDemoCommand(CLI::App& rf, Commands& commands);    // rf_demo_command.cpp
void addRfDataCommand(CLI::App& rf, Commands& commands);    // rf_data_command.cpp
void addRfMusicCommand(CLI::App& rf, Commands& commands);   // rf_music_command.cpp
void addRfGalleryCommand(CLI::App& rf, Commands& commands); // rf_gallery_command.cpp
// `retrosim rf demo` with its defaults (what `retrosim` runs without a display).
int runRfDemoDefault();
// The game screen of frame f (split in 2 players) as DIR/frame_NNNNNN.png (rf run --png,
// rf replay --png; rf_run_command.cpp), in the view style asked for.
void writeFramePng(const std::string& dir, const rf::Game& game, int f,
                   view::RfViewStyle style = view::RfViewStyle::TopDown);
// "frame_NNNNNN.png": the name of frame f's picture (rf run, rf replay, rf demo).
std::string framePngName(int f);
// What a replay written with --record may replace: nothing but a replay (a non-empty file
// without the "RSRP" magic is refused). rf_replay_command.cpp.
const core::FormatCheck& replayFileKind();
// `--view topdown|tilted` on a command (the style of its pictures).
void addViewOption(CLI::App* cmd, view::RfViewStyle& style);
// `retrosim rf play` with its defaults (the window on the bundled map).
int playRfDefault();
void addGtaCommands(CLI::App& app, Commands& commands);
void addGtaRunCommand(CLI::App& gta, Commands& commands);  // gta run (gta_run_command.cpp)
void addGtaGalleryCommand(CLI::App& gta, Commands& commands);  // gta gallery (gta_gallery_command.cpp)
void addGtaPlayCommand(CLI::App& gta, Commands& commands);     // gta play (gta_play_command.cpp)

}  // namespace app
