// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim gta play --ini MISSION.INI --section N [--data DIR]: a GTA level running live in
// a window (the one window loop, window_loop.hpp), paced as the original paces it: the
// window's time feeds gta::Pacer (Timer_WaitTicks(3) of the 70 Hz timer: 23.3 frames a
// second), times the speed (x1, x4, x16). The city in 3D from the player's camera, a free
// camera or a fire engine's (view/gta_city_render.hpp), the HUD with the frame counter, the
// delayed events and the log of what happened. What the user does to the city (a fire, an
// explosion, a kick) is a run-script command (gta/data/run_script.hpp) given to the frame
// it starts, and --record writes them as a script that `gta run --input` replays.
//
// Keys: arrows / WASD pan (the free camera), Q / E zoom out / in, R / T lower / raise,
// C cycles the camera (player, free, fire engine), P pause, N one frame, 1 / 2 / 3 speed
// x1 / x4 / x16, F a fire on the block under the cross, X an explosion there, K kicks the
// nearest object, F12 a screenshot, Esc quits. The line at the bottom is the block under
// the cross (its coordinates and type) and the thing nearest it.
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/commands.hpp"
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

// USB HID usage numbers of the keys the GTA window reads by position.
namespace sc {
constexpr int kA = 4, kC = 6, kD = 7, kE = 8, kF = 9, kK = 14, kN = 17, kP = 19, kQ = 20, kR = 21, kS = 22,
              kT = 23, kW = 26, kX = 27, k1 = 30, k2 = 31, k3 = 32, kEsc = 41, kF12 = 69, kRight = 79,
              kLeft = 80, kDown = 81, kUp = 82;
}  // namespace sc

enum class CamMode : uint8_t { Player, Free, Engine };

constexpr int64_t kMicrosPerTick = 16000;  // the window loop's dt unit (rf_frame_pacer.hpp)

class GtaPlayProgram final : public WindowProgram {
 public:
  GtaPlayProgram(gta::Game game, std::vector<gta::RunCommand> script, const GtaPlayOptions& opt)
      : game_(std::move(game)), script_(std::move(script)), opt_(opt), speed_(opt.speed), pngs_(opt.png) {
    if (const auto c = gtaScriptCamera(script_, game_.state())) {
      free_ = *c;
      mode_ = CamMode::Free;
    } else {
      free_ = view::gtaPlayerCamera(game_.state());
    }
  }

  bool frame(const input::DeviceFrame& in, int32_t dt) override {
    if (in.quit || pressed(in, sc::kEsc)) return false;
    keys(in);
    if (!paused_) {
      budget_ += int64_t(dt) * kMicrosPerTick * speed_;
      while (budget_ >= int64_t(gta::kTickMicros) && !game_.over()) {
        budget_ -= int64_t(gta::kTickMicros);
        if (advance(gta::kTickMicros) == gta::StepResult::Quit) break;
      }
    } else if (stepOne_) {
      advance(gta::kFrameMicros);
    }
    stepOne_ = false;
    ++windowFrames_;
    if (pngs_.enabled() && windowFrames_ % opt_.every == 0)
      pngs_.write(draw(), framePngName(int(game_.frame())));
    return !game_.over();
  }

  const core::Image& picture(const Screen&) override { return draw(); }
  const core::Image& last() { return draw(); }
  const gta::Game& game() const { return game_; }
  const view::GtaCityStats& stats() const { return pictures_.stats(); }
  const std::vector<std::string>& log() const { return pictures_.log(); }
  const std::vector<std::string>& recorded() const { return recorded_; }

 private:
  static bool pressed(const input::DeviceFrame& in, int scancode) {
    return std::find(in.pressedScan.begin(), in.pressedScan.end(), scancode) != in.pressedScan.end();
  }
  static bool held(const input::DeviceFrame& in, int scancode) { return in.scan[size_t(scancode)]; }

  // One call of the original's loop (game_run_step); the commands due go with the
  // iteration that begins.
  gta::StepResult advance(uint64_t us) {
    gta::Inputs inputs;
    const bool begins = !game_.state().iterationOpen;
    if (begins) {
      while (next_ < script_.size() && script_[next_].frame <= game_.frame()) inputs.commands.push_back(script_[next_++]);
      for (gta::RunCommand c : pending_) {
        c.frame = game_.frame();
        recorded_.push_back(gtaRunScriptLine(c));
        inputs.commands.push_back(c);
      }
      pending_.clear();
    }
    const gta::StepResult r = pacer_.advance(game_, us, inputs);
    if (r == gta::StepResult::Frame) pictures_.observe(game_.state());
    return r;
  }

  view::GtaViewCamera camera() const {
    if (mode_ == CamMode::Player) return view::gtaPlayerCamera(game_.state());
    if (mode_ == CamMode::Engine) {
      for (const gta::Car& c : game_.state().entities.cars) {
        if (c.status == gta::kCarFree || c.model != gta::kCarModelFireEngine || c.control == 0) continue;
        view::GtaViewCamera cam = free_;
        cam.x = c.sprite.x >> 16, cam.y = c.sprite.y >> 16;
        return cam;
      }
    }
    return free_;
  }

  void keys(const input::DeviceFrame& in) {
    if (pressed(in, sc::kP)) paused_ = !paused_;
    if (pressed(in, sc::kN)) paused_ = true, stepOne_ = true;
    if (pressed(in, sc::k1)) speed_ = 1;
    if (pressed(in, sc::k2)) speed_ = 4;
    if (pressed(in, sc::k3)) speed_ = 16;
    if (pressed(in, sc::kC)) {
      free_ = camera();
      mode_ = mode_ == CamMode::Player ? CamMode::Free : mode_ == CamMode::Free ? CamMode::Engine : CamMode::Player;
    }
    // the free camera: 8 pixels a window frame at street height, more when higher
    const int step = std::max(4, free_.height / 24);
    const int dx = (held(in, sc::kRight) || held(in, sc::kD) ? 1 : 0) - (held(in, sc::kLeft) || held(in, sc::kA) ? 1 : 0);
    const int dy = (held(in, sc::kDown) || held(in, sc::kS) ? 1 : 0) - (held(in, sc::kUp) || held(in, sc::kW) ? 1 : 0);
    const int dz = (held(in, sc::kE) ? 1 : 0) - (held(in, sc::kQ) ? 1 : 0);
    const int dh = (held(in, sc::kT) ? 1 : 0) - (held(in, sc::kR) ? 1 : 0);
    if (dx != 0 || dy != 0 || dz != 0 || dh != 0) {
      if (mode_ != CamMode::Free) free_ = camera(), mode_ = CamMode::Free;
      free_.x = std::clamp(free_.x + dx * step, 0, 256 * 64);
      free_.y = std::clamp(free_.y + dy * step, 0, 256 * 64);
      free_.zoom = std::clamp(free_.zoom + dz * 6, 30, 600);
      free_.height = std::clamp(free_.height + dh * 16, 16, 4000);
    }
    view::GtaPick pick;
    const bool onMap = hover(pick);
    if (onMap && pressed(in, sc::kF)) command(gta::RunVerb::Fire, {pick.x, pick.y, pick.z});
    if (onMap && pressed(in, sc::kX)) command(gta::RunVerb::Explosion, {pick.wx, pick.wy, pick.z * 64 + 63});
    if (onMap && pressed(in, sc::kK)) {
      const int obj = nearestObject(pick.wx, pick.wy);
      if (obj >= 0) command(gta::RunVerb::Kick, {obj, 8, 0});
    }
    if (pressed(in, sc::kF12)) writeScreenshot(draw(), std::cerr);
  }

  void command(gta::RunVerb verb, std::array<int32_t, 3> a) {
    gta::RunCommand c;
    c.verb = verb;
    c.args = {a[0], a[1], a[2], 0, 0};
    pending_.push_back(c);
  }

  int nearestObject(int32_t wx, int32_t wy) const {
    int best = -1;
    int64_t bestD = int64_t{96} * 96;
    const auto& objs = game_.state().entities.objs;
    for (size_t i = 0; i < objs.size(); ++i) {
      if (objs[i].free()) continue;
      const int64_t dx = (objs[i].sprite.x >> 16) - wx, dy = (objs[i].sprite.y >> 16) - wy;
      if (dx * dx + dy * dy < bestD) bestD = dx * dx + dy * dy, best = int(i);
    }
    return best;
  }

  bool hover(view::GtaPick& pick) const {
    return view::gtaPickBlock(pictures_.blocks(), camera(), kGtaViewWidth, kGtaViewHeight, kGtaViewWidth / 2,
                              kGtaViewHeight / 2, pick);
  }

  std::string status() const {
    std::string s = paused_ ? "paused" : "x" + std::to_string(speed_);
    s += mode_ == CamMode::Player ? "  camera: player" : mode_ == CamMode::Free ? "  camera: free" : "  camera: engine";
    view::GtaPick pick;
    if (hover(pick)) {
      const gta::CmpBlock& b = pictures_.blocks().at(pick.x, pick.y, pick.z);
      s += "  block (" + std::to_string(pick.x) + "," + std::to_string(pick.y) + "," + std::to_string(pick.z) +
           ") " + gta::blockTypeName(b.type());
      const int obj = nearestObject(pick.wx, pick.wy);
      if (obj >= 0) s += "  object " + std::to_string(obj) + " type " + std::to_string(game_.state().entities.objs[size_t(obj)].type);
    }
    return s;
  }

  const core::Image& draw() {
    const view::GtaViewCamera cam = camera();
    core::Image& img = pictures_.draw(game_.state(), cam, status());
    // the cross at the centre (what F, X and K act on)
    const int cx = img.width() / 2, cy = img.height() / 2;
    img.line(cx - 6, cy, cx + 6, cy, 0xffffffc0);
    img.line(cx, cy - 6, cx, cy + 6, 0xffffffc0);
    return img;
  }

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
  CamMode mode_ = CamMode::Player;
  view::GtaViewCamera free_;
  std::vector<gta::RunCommand> pending_;
  std::vector<std::string> recorded_;
  PictureFolder pngs_;
  int windowFrames_ = 0;
};

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
