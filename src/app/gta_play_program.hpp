// SPDX-License-Identifier: GPL-3.0-or-later
// The window program of `retrosim gta play` (gta_play_command.cpp runs it in the one window
// loop): a GTA level running live, paced as the original paces it (the window's time feeds
// gta::Pacer: Timer_WaitTicks(3) of the 70 Hz timer, 23.3 frames a second, times the speed
// x1 / x4 / x16), drawn in 3D from the player's camera, a free camera or a fire engine's,
// with the HUD and the log. What the user does to the city (a fire, an explosion, a kick) is
// a run-script command given to the frame it starts (--record writes them as a script).
//
// Keys: arrows / WASD pan (the free camera), Q / E zoom out / in, R / T lower / raise, C
// cycles the camera (player, free, fire engine), P pause, N one frame, 1 / 2 / 3 speed, F a
// fire on the block under the pointer, X an explosion there, K kicks the nearest object,
// F12 a screenshot, Esc quits. The mouse: drag with the left button to pan, the wheel to
// zoom; a left click (the button released within a few pixels of where it went down) uses
// the tool where it points (a fire on the block, an explosion there, a kick to the nearest
// object, or following the car under it with the camera), a right click changes the tool;
// where it points is what F, X and K act on and what the bottom line names (the block's
// coordinates and type, the object or car under it); with the pointer outside the picture,
// the cross at the centre stands in for it.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "app/gta_view.hpp"
#include "app/picture_folder.hpp"
#include "app/window_loop.hpp"
#include "gta/data/run_script.hpp"
#include "gta/game.hpp"
#include "gta/pacer.hpp"

namespace app {

struct GtaPlayOptions {
  std::string ini;
  uint32_t section = 1;
  std::string data;
  int frames = -1;  // window frames (-1: until Esc)
  int dt = -1;
  int speed = 1;
  std::string input;       // a run script played into the game
  std::string record;      // the user's commands as a run script
  std::string screenshot;  // the last picture
  std::string png;         // --png DIR --every K: the pictures as the window shows them
  int every = 10;
};

enum class GtaCamMode : uint8_t { Player, Free, Engine, Car };
// What a left click does.
enum class GtaTool : uint8_t { Fire, Explosion, Kick, Follow, Count };
const char* gtaToolName(GtaTool t);

class GtaPlayProgram final : public WindowProgram {
 public:
  GtaPlayProgram(gta::Game game, std::vector<gta::RunCommand> script, const GtaPlayOptions& opt);

  bool frame(const input::DeviceFrame& in, int32_t dt) override;
  const core::Image& picture(const Screen&) override { return draw(); }
  const core::Image& last() { return draw(); }
  const gta::Game& game() const { return game_; }
  const view::GtaCityStats& stats() const { return pictures_.stats(); }
  const std::vector<std::string>& log() const { return pictures_.log(); }
  const std::vector<std::string>& recorded() const { return recorded_; }
  // What the window shows now: the camera, and the bottom line (mode, block, thing).
  view::GtaViewCamera camera() const;
  GtaCamMode cameraMode() const { return mode_; }
  GtaTool tool() const { return tool_; }
  int followedCar() const { return mode_ == GtaCamMode::Car ? car_ : -1; }
  std::string status() const;

 private:
  gta::StepResult advance(uint64_t us);
  void keys(const input::DeviceFrame& in);
  void mouse(const input::MouseState& m);
  void toFree();
  void command(gta::RunVerb verb, std::array<int32_t, 3> a);
  void act(GtaTool t);  // the tool where the pointer (or the cross) is
  int nearestObject(int32_t wx, int32_t wy) const;
  int nearestCar(int32_t wx, int32_t wy) const;
  bool hover(view::GtaPick& pick) const;
  const core::Image& draw();

  gta::Game game_;
  std::vector<gta::RunCommand> script_;
  size_t next_ = 0;
  const GtaPlayOptions& opt_;
  gta::Pacer pacer_;
  GtaPictures pictures_;
  int64_t budget_ = 0;
  int speed_ = 1;
  bool paused_ = false;
  bool stepOne_ = false;
  GtaCamMode mode_ = GtaCamMode::Player;
  view::GtaViewCamera free_;
  std::vector<gta::RunCommand> pending_;
  std::vector<std::string> recorded_;
  PictureFolder pngs_;
  int windowFrames_ = 0;
  // the pointer (picture pixels) when it is over the picture
  bool pointerIn_ = false;
  int pointerX_ = 0, pointerY_ = 0;
  // a left press in progress: how far the pointer moved since (a click moves a few pixels)
  bool leftDown_ = false;
  int dragged_ = 0;
  GtaTool tool_ = GtaTool::Fire;
  int car_ = -1;  // the car the camera follows (GtaCamMode::Car)
};

// A name for an object type the bottom line shows ("fire", "crate" ...; "object" for the
// types the notes do not name).
const char* gtaObjectName(int type);

}  // namespace app
