// SPDX-License-Identifier: GPL-3.0-or-later
// The GTA pictures of the program (gta run --view 3d, gta gallery, gta play): the city in 3D
// (view/gta_city_render.hpp) with the HUD (view/gta_hud_render.hpp) and the log of what
// happened (fire registered, engine dispatched, door opened ...), from one camera. The same
// class draws the window's pictures and the headless ones, so they are the same pictures.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/image.hpp"
#include "gta/data/run_script.hpp"
#include "gta/game.hpp"
#include "gta/sim/game_state.hpp"
#include "view/gta_city_render.hpp"

namespace app {

inline constexpr int kGtaViewWidth = 640, kGtaViewHeight = 480;

class GtaPictures {
 public:
  explicit GtaPictures(int w = kGtaViewWidth, int h = kGtaViewHeight) : img_(w, h) {}
  // After each frame: the events of the frame and the fires newly registered, as log lines.
  void observe(const gta::GameState& s);
  // The picture of `s` from `cam` with the HUD (status: the driver's line, "" none).
  core::Image& draw(const gta::GameState& s, const view::GtaViewCamera& cam, const std::string& status = "");
  const std::vector<std::string>& log() const { return log_; }
  const view::GtaCityBlocks& blocks() const { return blocks_; }
  const view::GtaCityStats& stats() const { return stats_; }
  // The user's style file's tiles (nullptr: ours only).
  void setStyle(std::shared_ptr<const view::GtaStyleArt> style) { style_ = std::move(style); }

 private:
  std::shared_ptr<const view::GtaStyleArt> style_;
  view::GtaCityBlocks blocks_;
  core::Image img_;
  std::vector<std::string> log_;
  std::vector<bool> fireSeen_;
  view::GtaCityStats stats_;
};

// The style file beside a level's city (STYLEnnn.G24, else STYLEnnn.GRY, nnn the style the
// level start loaded: the mission's, else the CMP's; matched without regard to case) as the view's tiles, with its path in `path`;
// nullptr when there is none (the freeware release's file was not available here: tested on
// our synthetic ones). A bad file throws its one line (core::ParseError).
std::shared_ptr<const view::GtaStyleArt> gtaStyleArtFor(const gta::Game& game, std::string* path = nullptr);

// The camera a scripted run starts with: the player's height and zoom over the first
// command's place (nullopt without commands: the player's camera).
std::optional<view::GtaViewCamera> gtaScriptCamera(const std::vector<gta::RunCommand>& cmds,
                                                   const gta::GameState& s);

// One run-script line for a command (what the window records and `gta run --input` reads).
std::string gtaRunScriptLine(const gta::RunCommand& c);

}  // namespace app
