// SPDX-License-Identifier: GPL-3.0-or-later
// The bunker select view, the fade to select, the fly-back and the spectate view.
#include "rf/sim/bunker.hpp"

#include <algorithm>

#include "rf/data/data_tables.hpp"
#include "rf/data/level_options.hpp"
#include "rf/sim/controls.hpp"
#include "rf/sim/end_game.hpp"
#include "rf/sim/input.hpp"
#include "rf/sim/lift.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/view_pass.hpp"

namespace rf {
namespace {

using core::Fixed;
using core::kOne;

// Fly-back (0x4280b0 -> 0x4052d0 -> 0x405360) and spectate rates from the notes.
constexpr Fixed kFlyZoomStart = 0x28f;
constexpr Fixed kFlyZoomFull = 0x13333;
constexpr Fixed kFlyZoomRate = 0x666;
constexpr Fixed kFlySpinRate = 0x28000;
constexpr Fixed kStockFadeRate = 0x51e;
constexpr Fixed kSpectateLaugh = 0x3bffff;
// designed: the camera flight 0x4052d0 (not in the notes) lasts 40 ticks, and the laugh
// (+0xd8 = 0x3bffff, one table entry per step) runs down at 0x8000 per tick (120 ticks).
constexpr int32_t kFlyCameraTicks = 40;
constexpr Fixed kFlyLaughRate = 0x8000;
// designed (the 3D view's camera: "a smooth camera move, never a cut"): the flight leaves the wreck at
// rest, speeds up by 4 px per tick each tick to at most 40 px per tick (80 px a frame at
// dt 2: the camera never jumps more than 96 px in a frame) and brakes as hard to stop on
// the pad; the camera step lasts until it is there, and at least kFlyCameraTicks.
constexpr Fixed kFlyAccel = 4 << 16;
constexpr Fixed kFlyMaxSpeed = 40 << 16;

PlayerState& playerOf(Sim& sim, int player) {
  return sim.player[static_cast<size_t>(player)];
}

bool liftAlive(const Sim& sim, uint32_t id) {
  return id != 0 && objById(sim, id) != nullptr;
}

// The menu: cursor moves (every frame while held) and the A press.
void menuFrame(Sim& sim, int player, BunkerView& v, uint32_t word) {
  v.fade = core::ApproachValue(v.fade, kOne, kSelectFadeIn * sim.dt);
  const VehicleStock& stock = sim.team[static_cast<size_t>(player)].stock;
  int dir = -1;  // designed: one direction per frame, in the order up, down, left, right
  if ((word & input::kFwd) != 0) {
    dir = 0;
  } else if ((word & input::kBack) != 0) {
    dir = 1;
  } else if ((word & (input::kLeft | input::kRight)) == input::kLeft) {
    dir = 2;
  } else if ((word & (input::kLeft | input::kRight)) == input::kRight) {
    dir = 3;
  }
  if (dir >= 0) {
    VehicleType t = v.type;
    for (int i = 0; i < kVehicleTypes; ++i) {  // skip types without stock
      const MenuCell& c = sim.data().menuGrid[static_cast<size_t>(t)];
      const uint8_t nav[4] = {c.up, c.down, c.left, c.right};
      t = static_cast<VehicleType>(nav[dir]);
      if (hasStock(stock, t)) {
        v.type = t;
        break;
      }
    }
  }
  if ((word & input::kAPress) != 0) spawnLiftVehicle(sim, player, v.type);
}

// The zoom script: the steps run for their ticks; the end releases the lift.
void zoomFrame(Sim& sim, int player, BunkerView& v) {
  v.zoomTicks += sim.dt;
  int32_t start = 0;
  for (size_t i = 0; i < kZoomScript.size(); ++i) {
    start += kZoomScript[i].ticks;
    if (v.zoomTicks < start) break;
    if (static_cast<int32_t>(i) + 1 > v.zoomStep && i + 1 < kZoomScript.size()) {
      v.zoomStep = static_cast<int32_t>(i) + 1;
      sim.emit(kZoomScript[i + 1].event, NoteEvent{player});
    }
  }
  if (v.zoomTicks < zoomScriptTicks()) return;
  if (Obj* lift = objById(sim, v.liftId)) lift->local[kLiftHold] = 0;
  v.phase = BunkerPhase::Menu;
  playerOf(sim, player).view = ViewMode::Play;
}

void toSelectFrame(Sim& sim, int player, BunkerView& v) {
  v.fade -= kToSelectFade * sim.dt;
  if (v.fade <= 0) viewEnterBunkerSelect(sim, player);
}

// The end of the fly-back: FUN_00427d70 decides.
void flyBackDone(Sim& sim, int player, BunkerView& v) {
  v.result = sideOutlook(sim, player);
  sim.emit(EventId::FlyBackDone, NoteEvent{player, v.result});
  switch (v.result) {
    case 0:
      endGame(sim, -1);
      break;
    case 1:  // spectate (BV_SPECTATE)
      v.phase = BunkerPhase::Spectate;
      v.laugh = kSpectateLaugh;
      v.fade = kOne;
      v.stockFade = -kOne;
      v.flyStep = 0;
      break;
    default:
      viewEnterBunkerSelect(sim, player);
      break;
  }
}

// One tick of the fly-back camera's flight home (designed, above).
void flyCameraTick(BunkerView& v, const CameraTarget& home) {
  const int64_t dx = int64_t{home.x} - v.flyX;
  const int64_t dy = int64_t{home.y} - v.flyY;
  const Fixed left = core::Length2d(dx, dy);
  // the fastest speed that still stops at the pad: v^2 = 2 a d
  const auto brake = static_cast<Fixed>(core::ISqrt64(static_cast<uint64_t>(2) * kFlyAccel * static_cast<uint64_t>(left)));
  v.flySpeed = std::max<Fixed>(std::min({v.flySpeed + kFlyAccel, kFlyMaxSpeed, brake}), core::kOne);
  if (v.flySpeed >= left) {
    v.flyX = home.x;
    v.flyY = home.y;
    v.flySpeed = 0;
    return;
  }
  v.flyX += static_cast<Fixed>(dx * v.flySpeed / left);
  v.flyY += static_cast<Fixed>(dy * v.flySpeed / left);
}

// 0x4052d0 camera, then 0x405360: the skull zooms (0x666/tick) and spins (0x28000/tick until
// the zoom is full and the turn wraps) while it laughs; the lost stock fades in.
void flyBackFrame(Sim& sim, int player, BunkerView& v) {
  const int32_t dt = sim.dt;
  if (v.flyStep == 0) {
    v.flyTicks += dt;
    // the skull comes once the view has shown the camera home (a frame at the pad)
    const CameraTarget home = viewHomeCentre(sim, player);
    const bool wasHome = v.flyX == home.x && v.flyY == home.y;
    for (int32_t i = 0; i < dt && !(v.flyX == home.x && v.flyY == home.y); ++i) flyCameraTick(v, home);
    if (v.flyTicks < kFlyCameraTicks || !wasHome) return;
    v.flyStep = 1;
    v.zoom = kFlyZoomStart;
    v.spin = 0;
    v.laugh = kSpectateLaugh;
    v.stockFade = 0;
    sim.emit(EventId::Laugh, SoundEvent{player});
    return;
  }
  const bool zoomFull = v.zoom >= kFlyZoomFull;
  v.zoom = core::ApproachValue(v.zoom, kFlyZoomFull, kFlyZoomRate * dt);
  if (v.spin != 0 || !zoomFull) {
    const Fixed next = v.spin + kFlySpinRate * dt;
    v.spin = (zoomFull && next >= core::kHeadingTurn) ? 0 : next & core::kHeadingMask;
  }
  if (v.laugh > 0) {
    v.laugh = v.laugh > kFlyLaughRate * dt ? v.laugh - kFlyLaughRate * dt : 0;
    v.stockFade = core::ApproachValue(v.stockFade, kOne, kStockFadeRate * dt);
  }
  if (v.laugh == 0 && v.zoom >= kFlyZoomFull && v.spin == 0) flyBackDone(sim, player, v);
}

// FUN_004054f0 (+0xcc += 0x51e*dt to 0; then +0x3a = 0, +0x3b = 2, fade 0) -> LAB_00405590
// (fade += 0x51e*dt to 1.0) -> 0x405710 (draws for +0x3b more frames, then the picture stays).
void spectateFrame(Sim& sim, BunkerView& v) {
  const Fixed step = kStockFadeRate * sim.dt;
  if (v.flyStep == 0) {
    v.stockFade = core::ApproachValue(v.stockFade, 0, step);
    if (v.stockFade == 0) {
      v.frames = 2;
      v.fade = 0;
      v.flyStep = 1;
    }
  } else if (v.flyStep == 1) {
    v.fade = core::ApproachValue(v.fade, kOne, step);
    if (v.fade == kOne) v.flyStep = 2;
  } else if (v.frames > 0) {
    --v.frames;
  }
}

}  // namespace

bool hasStock(const VehicleStock& s, VehicleType type) {
  return s[type] != 0;
}

void takeStock(VehicleStock& s, VehicleType type) {
  uint8_t& n = s[type];
  if (n != kStockInfinite && n > 0) --n;
}

void returnStock(VehicleStock& s, VehicleType type) {
  uint8_t& n = s[type];
  if (n < kStockInfinite - 1) ++n;
}

int32_t zoomScriptTicks() {
  int32_t t = 0;
  for (const ZoomStep& s : kZoomScript) t += s.ticks;
  return t;
}

// ViewEnterBunkerSelect 0x404d30
void viewEnterBunkerSelect(Sim& sim, int player) {
  PlayerState& p = playerOf(sim, player);
  BunkerView& v = p.bunker;
  p.view = ViewMode::BunkerSelect;
  v.phase = BunkerPhase::Menu;
  v.fade = 0;
  v.zoomStep = 0;
  v.zoomTicks = 0;
  v.flyStep = 0;
  v.flyTicks = 0;
  const VehicleStock& stock = sim.team[static_cast<size_t>(player)].stock;
  for (const VehicleType t : kAllVehicleTypes) {
    if (hasStock(stock, t)) {
      v.type = t;
      break;
    }
  }
}

void bunkerSelectView(Sim& sim, int player) {
  PlayerState& p = playerOf(sim, player);
  p.viewInput = controllerDecodeDigital(p.input, p.prevInput);  // the menus read the keys digitally
  BunkerView& v = p.bunker;
  switch (v.phase) {
    case BunkerPhase::Menu:
      menuFrame(sim, player, v, p.viewInput);
      break;
    case BunkerPhase::Zoom:
      zoomFrame(sim, player, v);
      break;
    case BunkerPhase::ToSelect:
      toSelectFrame(sim, player, v);
      break;
    case BunkerPhase::FlyBack:
      flyBackFrame(sim, player, v);
      break;
    case BunkerPhase::Spectate:
      spectateFrame(sim, v);
      break;
  }
}

// SpawnLiftVehicle (the menu's A)
bool spawnLiftVehicle(Sim& sim, int player, VehicleType type) {
  TeamState& team = sim.team[static_cast<size_t>(player)];
  if (!hasStock(team.stock, type) || team.launch.driving) return false;
  if (objById(sim, team.vehicleId) != nullptr) return false;  // e.g. a script's spawned vehicle
  // designed: no launch while the team's previous lift still exists (the notes' likely
  // race of §8: the old lowering lift would delete the new one).
  if (liftAlive(sim, team.launch.liftId)) return false;
  const std::vector<CellPos>& pads = sim.world.pads(player);
  if (pads.empty()) return false;
  const ObjSlot s = spawnLiftUp(sim, player, pads.front().x, pads.front().y, type);
  if (s == kNoObj) return false;
  BunkerView& v = playerOf(sim, player).bunker;
  v.phase = BunkerPhase::Zoom;
  v.zoomStep = 0;
  v.zoomTicks = 0;
  v.liftId = sim.obj(s).id;
  team.launch.liftId = sim.obj(s).id;
  team.launch.type = type;
  team.launch.driving = true;
  sim.emit(kZoomScript[0].event, SoundEvent{player});  // step 0x4042b0
  return true;
}

// 0x4280d0
void startToSelect(Sim& sim, int team) {
  PlayerState& p = playerOf(sim, team);
  p.view = ViewMode::BunkerSelect;
  p.bunker.phase = BunkerPhase::ToSelect;
  p.bunker.fade = kOne;
}

// 0x4280b0
void startFlyBack(Sim& sim, int team) {
  PlayerState& p = playerOf(sim, team);
  BunkerView& v = p.bunker;
  p.view = ViewMode::BunkerSelect;
  v.phase = BunkerPhase::FlyBack;
  v.flyStep = 0;
  v.flyTicks = 0;
  v.zoom = kFlyZoomStart;
  v.spin = 0;
  v.laugh = 0;
  v.stockFade = 0;
  v.lostType = sim.team[static_cast<size_t>(team)].launch.type;
  // the flight home starts where the view was (the wreck); a view never drawn starts home
  const bool seen = p.camera.targetId != 0;
  const CameraTarget home = viewHomeCentre(sim, team);
  v.flyX = seen ? p.camera.x : home.x;
  v.flyY = seen ? p.camera.y : home.y;
  v.flySpeed = 0;
}

}  // namespace rf
