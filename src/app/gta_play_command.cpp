// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim gta play --ini MISSION.INI --section N [--data DIR]: a GTA level running live in
// a window (the one window loop, window_loop.hpp; the program, its keys and its mouse:
// gta_play_program.hpp).
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/commands.hpp"
#include "app/gta_play_program.hpp"
#include "app/gta_view.hpp"
#include "app/picture_folder.hpp"
#include "app/window_loop.hpp"
#include "core/file_io.hpp"
#include "core/file_stream.hpp"
#include "gta/data/run_script.hpp"
#include "gta/game.hpp"
#include "gta/pacer.hpp"
#include "platform/clock.hpp"
#include "platform/window.hpp"

namespace app {
namespace {

int runGtaPlay(const GtaPlayOptions& opt) {
  gta::Game game = gta::Game::load(opt.ini, opt.section, opt.data);  // a bad level fails before the window
  std::vector<gta::RunCommand> script;
  if (!opt.input.empty()) {
    const std::vector<uint8_t> bytes = core::readFile(opt.input, core::FileCap{"a GTA run script", 16u << 20});
    script = gta::parseRunScript(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), opt.input);
  }
  const std::optional<int> nullScale = nullWindowScale();
  std::unique_ptr<platform::Window> window;
  std::unique_ptr<Screen> screenOwner;
  EventSource* events = nullptr;
  if (nullScale) {
    auto null = std::make_unique<NullBackend>(*nullScale);
    events = null.get();
    screenOwner = std::move(null);
  } else {
    window = platform::Window::open("retrosim - GTA: " + game.missionHeader().name, kGtaViewWidth, kGtaViewHeight, 1);
    auto sdl = std::make_unique<SdlWindowBackend>(*window);
    events = sdl.get();
    screenOwner = std::move(sdl);
  }
  GtaPlayProgram program(std::move(game), std::move(script), opt);
  const std::unique_ptr<platform::Clock> clock = platform::programClock();
  const int ran = runWindowLoop(*screenOwner, *events, *clock, program, LoopOptions{.frames = opt.frames, .dt = opt.dt});
  const core::Image& last = program.last();
  if (!opt.screenshot.empty()) last.writePng(opt.screenshot);
  std::cout << "ran " << ran << " window frames, frame counter " << program.game().frame() << "\n"
            << "the last picture: " << program.stats().blocks << " blocks, " << program.stats().sides << " sides\n";
  for (const std::string& l : program.log()) std::cout << "event " << l << "\n";
  if (!opt.record.empty()) {
    std::string text = "# retrosim gta play: the commands entered (gta run --input replays them)\n";
    for (const std::string& l : program.recorded()) text += l + "\n";
    core::writeFileAtomic(opt.record, std::string_view(text));
  }
  return 0;
}

}  // namespace

void addGtaPlayCommand(CLI::App& gta, Commands& commands) {
  auto* play = gta.add_subcommand("play", "run a MISSION.INI level live in a window (the city in 3D)");
  auto opt = std::make_shared<GtaPlayOptions>();
  play->add_option("--ini", opt->ini, "the MISSION.INI file")->required();
  play->add_option("--section", opt->section, "the section number N of [N]")->required();
  play->add_option("--data", opt->data, "folder of the CMP city (default: beside the INI)");
  play->add_option("--frames", opt->frames, "stop after N window frames")->check(CLI::Range(0, 100000000));
  play->add_option("--dt", opt->dt, "a fixed dt (16 ms ticks) per window frame (default: real time)")
      ->check(CLI::Range(0, 12));
  play->add_option("--speed", opt->speed, "1, 4 or 16 (default 1)")->check(CLI::IsMember({1, 4, 16}));
  play->add_option("--input", opt->input, "a run script (docs/cli.md) played into the game");
  play->add_option("--record", opt->record, "write the commands entered as a run script when the window closes");
  play->add_option("--screenshot", opt->screenshot, "write the last picture to this PNG");
  play->add_option("--png", opt->png, "write the window's pictures into this folder");
  play->add_option("--every", opt->every, "with --png: every K window frames (default 10)")->check(CLI::Range(1, 1000000));
  play->callback([&commands, opt] { commands.action = [opt] { return runGtaPlay(*opt); }; });
}

}  // namespace app
