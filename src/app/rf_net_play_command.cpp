// SPDX-License-Identifier: GPL-3.0-or-later
// rf play --host / --join: the window around RfNetPlayProgram (rf_net_play.hpp).
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>

#include "app/config.hpp"
#include "app/rf_game_data.hpp"
#include "app/rf_net_play.hpp"
#include "app/rf_sound.hpp"
#include "app/window_loop.hpp"
#include "platform/clock.hpp"
#include "platform/window.hpp"
#include "view/rf_frame_render.hpp"

namespace app {

int runNetPlay(const NetPlayOptions& opt, const NetPlayWindow& w) {
  const WindowConfig settings = loadWindowConfig(w.config);
  const std::string dataPath = w.data.empty() ? settings.config.dataPath : w.data;
  std::optional<RfGameData> data;
  if (!dataPath.empty()) {
    data.emplace(openRfGameData(dataPath));
    std::cerr << "retrosim: " << tablesLine(&*data) << "\n";
  }
  const std::optional<int> nullScale = nullWindowScale();
  std::unique_ptr<platform::Window> window;
  std::unique_ptr<Screen> screen;
  EventSource* events = nullptr;
  const std::string title = std::string("retrosim - Return Fire: network game (") + (opt.host ? "host" : "join") + ")";
  if (nullScale) {
    auto null = std::make_unique<NullBackend>(*nullScale);
    events = null.get();
    screen = std::move(null);
  } else {
    window = platform::Window::open(title, view::kRfScreenWidth, view::kRfScreenHeight, settings.config.scale);
    auto sdl = std::make_unique<SdlWindowBackend>(*window);
    events = sdl.get();
    screen = std::move(sdl);
  }
  if (settings.config.fullscreen) screen->toggleFullscreen();
  SoundSettings soundSettings = settings.config.sound;
  soundSettings.dataPath = dataPath;
  RfSound sound(std::cerr, soundSettings);
  sound.setVolumes(settings.config.sound.master, settings.config.sound.music, settings.config.sound.effects);
  RfNetPlayProgram program(opt, settings.config, gameTables(data ? &*data : nullptr), sound, std::cerr);
  const std::unique_ptr<platform::Clock> clock = platform::programClock();
  runWindowLoop(*screen, *events, *clock, program, LoopOptions{});
  if (!w.screenshot.empty()) program.lastPicture().writePng(w.screenshot);
  if (!program.failure().empty()) throw std::runtime_error(program.failure());
  return 0;
}

}  // namespace app
