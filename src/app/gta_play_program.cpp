// SPDX-License-Identifier: GPL-3.0-or-later
// The window program of `retrosim gta play` (gta_play_program.hpp).
#include "app/gta_play_program.hpp"

#include <algorithm>
#include <iostream>

#include "app/commands.hpp"
#include "gta/data/object_infos.hpp"

namespace app {
namespace {

// USB HID usage numbers of the keys the GTA window reads by position.
namespace sc {
constexpr int kA = 4, kC = 6, kD = 7, kE = 8, kF = 9, kK = 14, kN = 17, kP = 19, kQ = 20, kR = 21, kS = 22,
              kT = 23, kW = 26, kX = 27, k1 = 30, k2 = 31, k3 = 32, kEsc = 41, kF12 = 69, kRight = 79,
              kLeft = 80, kDown = 81, kUp = 82;
}  // namespace sc

constexpr int64_t kMicrosPerTick = 16000;  // the window loop's dt unit (rf_frame_pacer.hpp)
// designed: one wheel step zooms by 20 (of the free camera's 30..600), about a tenth of the
// street's zoom, so a few steps go from the street to a district
constexpr int kWheelZoom = 20;
// designed: a left press and release that moved at most 4 pixels is a click, not a drag
constexpr int kClickSlop = 4;

bool pressed(const input::DeviceFrame& in, int scancode) {
  return std::find(in.pressedScan.begin(), in.pressedScan.end(), scancode) != in.pressedScan.end();
}
bool held(const input::DeviceFrame& in, int scancode) {
  return in.scan[size_t(scancode)];
}

}  // namespace

const char* gtaObjectName(int type) {
  namespace t = gta::objtype;
  switch (type) {
    case t::kSmoke: return "smoke";
    case t::kFire: return "fire";
    case t::kDyingFire: return "dying fire";
    case t::kBomb: return "bomb";
    case t::kSignA:
    case t::kSignB: return "sign";
    case t::kPedFire: return "burning ped";
    case t::kJet: return "water jet";
    case t::kJetEnd: return "water jet's end";
    case t::kHose: return "hose";
    case t::kBlastSmoke: return "blast smoke";
    case t::kCarLight: return "car light";
    case t::kGasTank: return "gas tank";
    case t::kCrate: return "crate";
    case t::kBrokenCrate: return "broken crate";
    case t::kHelpSign: return "help sign";
    case t::kBreakable: return "breakable";
    case t::kPiece: return "piece";
    case t::kFloater: return "floater";
    case t::kDebris: return "debris";
    case t::kTimer: return "timed bomb";
    default: return "object";
  }
}

GtaPlayProgram::GtaPlayProgram(gta::Game game, std::vector<gta::RunCommand> script, const GtaPlayOptions& opt)
    : game_(std::move(game)), script_(std::move(script)), opt_(opt), speed_(opt.speed), pngs_(opt.png) {
  pictures_.setStyle(gtaStyleArtFor(game_));
  if (const auto c = gtaScriptCamera(script_, game_.state())) {
    free_ = *c;
    mode_ = GtaCamMode::Free;
  } else {
    free_ = view::gtaPlayerCamera(game_.state());
  }
}

bool GtaPlayProgram::frame(const input::DeviceFrame& in, int32_t dt) {
  if (in.quit || pressed(in, sc::kEsc)) return false;
  mouse(in.mouse);
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
  if (pngs_.enabled() && windowFrames_ % opt_.every == 0) pngs_.write(draw(), framePngName(int(game_.frame())));
  return !game_.over();
}

// One call of the original's loop (game_run_step); the commands due go with the iteration
// that begins.
gta::StepResult GtaPlayProgram::advance(uint64_t us) {
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

view::GtaViewCamera GtaPlayProgram::camera() const {
  if (mode_ == GtaCamMode::Player) return view::gtaPlayerCamera(game_.state());
  if (mode_ == GtaCamMode::Car && car_ >= 0 && size_t(car_) < game_.state().entities.cars.size()) {
    const gta::Car& c = game_.state().entities.cars[size_t(car_)];
    if (c.status != gta::kCarFree) {
      view::GtaViewCamera cam = free_;
      cam.x = c.sprite.x >> 16, cam.y = c.sprite.y >> 16;
      return cam;
    }
  }
  if (mode_ == GtaCamMode::Engine) {
    for (const gta::Car& c : game_.state().entities.cars) {
      if (c.status == gta::kCarFree || c.model != gta::kCarModelFireEngine || c.control == 0) continue;
      view::GtaViewCamera cam = free_;
      cam.x = c.sprite.x >> 16, cam.y = c.sprite.y >> 16;
      return cam;
    }
  }
  return free_;
}

void GtaPlayProgram::toFree() {
  if (mode_ != GtaCamMode::Free) free_ = camera(), mode_ = GtaCamMode::Free;
}

void GtaPlayProgram::keys(const input::DeviceFrame& in) {
  if (pressed(in, sc::kP)) paused_ = !paused_;
  if (pressed(in, sc::kN)) paused_ = true, stepOne_ = true;
  if (pressed(in, sc::k1)) speed_ = 1;
  if (pressed(in, sc::k2)) speed_ = 4;
  if (pressed(in, sc::k3)) speed_ = 16;
  if (pressed(in, sc::kC)) {
    free_ = camera();
    mode_ = mode_ == GtaCamMode::Player ? GtaCamMode::Free
            : mode_ == GtaCamMode::Free ? GtaCamMode::Engine
                                        : GtaCamMode::Player;  // a followed car's: the player's
  }
  // the free camera: 8 pixels a window frame at street height, more when higher
  const int step = std::max(4, free_.height / 24);
  const int dx = (held(in, sc::kRight) || held(in, sc::kD) ? 1 : 0) - (held(in, sc::kLeft) || held(in, sc::kA) ? 1 : 0);
  const int dy = (held(in, sc::kDown) || held(in, sc::kS) ? 1 : 0) - (held(in, sc::kUp) || held(in, sc::kW) ? 1 : 0);
  const int dz = (held(in, sc::kE) ? 1 : 0) - (held(in, sc::kQ) ? 1 : 0);
  const int dh = (held(in, sc::kT) ? 1 : 0) - (held(in, sc::kR) ? 1 : 0);
  if (dx != 0 || dy != 0 || dz != 0 || dh != 0) {
    toFree();
    free_.x = std::clamp(free_.x + dx * step, 0, 256 * 64);
    free_.y = std::clamp(free_.y + dy * step, 0, 256 * 64);
    free_.zoom = std::clamp(free_.zoom + dz * 6, 30, 600);
    free_.height = std::clamp(free_.height + dh * 16, 16, 4000);
  }
  if (pressed(in, sc::kF)) act(GtaTool::Fire);
  if (pressed(in, sc::kX)) act(GtaTool::Explosion);
  if (pressed(in, sc::kK)) act(GtaTool::Kick);
  if (pressed(in, sc::kF12)) writeScreenshot(draw(), std::cerr);
}

// The mouse: where it points; a drag with the left button moves the city with the pointer
// (the free camera by the motion times the depth of the plane under the pointer over the
// scale); the wheel zooms.
void GtaPlayProgram::mouse(const input::MouseState& m) {
  pointerIn_ = m.inside;
  pointerX_ = std::clamp(m.x, 0, kGtaViewWidth - 1);
  pointerY_ = std::clamp(m.y, 0, kGtaViewHeight - 1);
  // a click: the left button up again within kClickSlop pixels of motion (else a drag)
  if (m.leftPressed) leftDown_ = true, dragged_ = 0;
  if (leftDown_) dragged_ += std::abs(m.dx) + std::abs(m.dy);
  if (leftDown_ && !m.left) {
    leftDown_ = false;
    if (dragged_ <= kClickSlop && m.inside) act(tool_);
  }
  if (m.rightPressed) tool_ = GtaTool((int(tool_) + 1) % int(GtaTool::Count));
  if (m.left && (m.dx != 0 || m.dy != 0)) {
    toFree();
    view::GtaPick pick;
    const int z = hover(pick) ? pick.z : gta::kCmpLayers - 1;
    const int64_t depth = std::max(1, free_.height + 64 * z);
    const int64_t scale = std::max<int64_t>(1, int64_t{kGtaViewWidth} * free_.zoom / 320);
    free_.x = std::clamp(int32_t(free_.x - m.dx * depth / scale), 0, 256 * 64);
    free_.y = std::clamp(int32_t(free_.y - m.dy * depth / scale), 0, 256 * 64);
  }
  if (m.wheel != 0) {
    toFree();
    free_.zoom = std::clamp(free_.zoom + m.wheel * kWheelZoom, 30, 600);
  }
}

void GtaPlayProgram::act(GtaTool t) {
  view::GtaPick pick;
  if (!hover(pick)) return;
  switch (t) {
    case GtaTool::Fire:
      command(gta::RunVerb::Fire, {pick.x, pick.y, pick.z});
      break;
    case GtaTool::Explosion:
      command(gta::RunVerb::Explosion, {pick.wx, pick.wy, pick.z * 64 + 63});
      break;
    case GtaTool::Kick:
      if (const int obj = nearestObject(pick.wx, pick.wy); obj >= 0) command(gta::RunVerb::Kick, {obj, 8, 0});
      break;
    case GtaTool::Follow:
      // the camera follows the car under the pointer (a view change: no command)
      if (const int car = nearestCar(pick.wx, pick.wy); car >= 0) {
        free_ = camera();
        car_ = car, mode_ = GtaCamMode::Car;
      }
      break;
    default:
      break;
  }
}

const char* gtaToolName(GtaTool t) {
  switch (t) {
    case GtaTool::Fire:
      return "fire";
    case GtaTool::Explosion:
      return "explosion";
    case GtaTool::Kick:
      return "kick";
    case GtaTool::Follow:
      return "follow";
    default:
      return "?";
  }
}

void GtaPlayProgram::command(gta::RunVerb verb, std::array<int32_t, 3> a) {
  gta::RunCommand c;
  c.verb = verb;
  c.args = {a[0], a[1], a[2], 0, 0};
  pending_.push_back(c);
}

int GtaPlayProgram::nearestObject(int32_t wx, int32_t wy) const {
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

// designed: a car is under the pointer within 40 pixels of its centre (a car is about 64 long)
int GtaPlayProgram::nearestCar(int32_t wx, int32_t wy) const {
  int best = -1;
  int64_t bestD = int64_t{40} * 40;
  const auto& cars = game_.state().entities.cars;
  for (size_t i = 0; i < cars.size(); ++i) {
    if (cars[i].status == gta::kCarFree || cars[i].status == gta::kCarTrafficPrimed) continue;
    const int64_t dx = (cars[i].sprite.x >> 16) - wx, dy = (cars[i].sprite.y >> 16) - wy;
    if (dx * dx + dy * dy < bestD) bestD = dx * dx + dy * dy, best = int(i);
  }
  return best;
}

bool GtaPlayProgram::hover(view::GtaPick& pick) const {
  const int px = pointerIn_ ? pointerX_ : kGtaViewWidth / 2, py = pointerIn_ ? pointerY_ : kGtaViewHeight / 2;
  return view::gtaPickBlock(pictures_.blocks(), camera(), kGtaViewWidth, kGtaViewHeight, px, py, pick);
}

std::string GtaPlayProgram::status() const {
  std::string s = paused_ ? "paused" : "x" + std::to_string(speed_);
  // short: the line holds about 106 characters
  s += mode_ == GtaCamMode::Player ? "  cam player"
       : mode_ == GtaCamMode::Free ? "  cam free"
       : mode_ == GtaCamMode::Car  ? "  cam car " + std::to_string(car_)
                                   : "  cam engine";
  s += "  click " + std::string(gtaToolName(tool_));
  view::GtaPick pick;
  if (hover(pick)) {
    const gta::CmpBlock& b = pictures_.blocks().at(pick.x, pick.y, pick.z);
    s += "  block (" + std::to_string(pick.x) + "," + std::to_string(pick.y) + "," + std::to_string(pick.z) + ") " +
         gta::blockTypeName(b.type());
    const int car = nearestCar(pick.wx, pick.wy);
    if (car >= 0) {
      const gta::Car& c = game_.state().entities.cars[size_t(car)];
      s += "  car " + std::to_string(car) +
           (c.model == gta::kCarModelFireEngine ? " fire engine" : " model " + std::to_string(c.model));
    }
    const int obj = nearestObject(pick.wx, pick.wy);
    if (obj >= 0) {
      const int type = game_.state().entities.objs[size_t(obj)].type;
      s +=
          "  obj " + std::to_string(obj) + " " + gtaObjectName(type) + " (type " + std::to_string(type) + ")";
    }
  }
  return s;
}

const core::Image& GtaPlayProgram::draw() {
  const view::GtaViewCamera cam = camera();
  core::Image& img = pictures_.draw(game_.state(), cam, status());
  // the cross at the centre (what F, X and K act on when the pointer is not over the picture)
  if (!pointerIn_) {
    const int cx = img.width() / 2, cy = img.height() / 2;
    img.line(cx - 6, cy, cx + 6, cy, 0xffffffc0);
    img.line(cx, cy - 6, cx, cy + 6, 0xffffffc0);
  }
  return img;
}

}  // namespace app
