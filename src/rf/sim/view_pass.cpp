// SPDX-License-Identifier: GPL-3.0-or-later
// The views as simulation state: camera, rendered area, the view pass (view_pass.hpp).
#include "rf/sim/view_pass.hpp"

#include <algorithm>

#include "rf/sim/cell.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"
#include "rf/sim/turret.hpp"

namespace rf {
namespace {

constexpr int32_t kCellPx = 32;

const Obj* liveById(const Sim& sim, uint32_t id) {
  return id == 0 ? nullptr : objById(sim, id);
}

// Every object of one chain through its class's drawn hook. The hook may only mark for
// deletion, so the chain stays intact; the next link is still read first. Counts the
// turrets of the other side (DAT_00471458).
void drawChain(Sim& sim, uint32_t word, ViewCamera& cam, int player) {
  ObjSlot s = static_cast<ObjSlot>(cell::chainHead(word));
  while (s != kNoObj) {
    const Obj& o = sim.obj(s);
    const ObjSlot next = o.cellNext;
    if (o.objClass() == ObjClass::TurretGun || o.objClass() == ObjClass::TurretGunLarge) {
      if (o.team != player) ++cam.turrets;
    }
    if (const ObjDrawnFn drawn = sim.desc(o).drawn) drawn(sim, s);
    s = next;
  }
}

}  // namespace

CameraTarget viewHomeCentre(const Sim& sim, int team) {
  const auto& pads = sim.world.pads(team);
  if (pads.empty()) return {};
  return {(pads[0].x * kCellPx + kCellPx / 2) << 16, (pads[0].y * kCellPx + kCellPx / 2) << 16, 0};
}

CameraTarget viewCameraTarget(const Sim& sim, int player) {
  const int team = player;  // player i plays side i (1P: side 0)
  const TeamState& t = sim.team[static_cast<size_t>(team)];
  const uint32_t ids[] = {t.vehicle != kNoObj ? t.vehicleId : 0u, t.launch.liftId, t.launch.wreckId};
  for (const uint32_t id : ids) {
    if (const Obj* o = liveById(sim, id)) return {o->x, o->y, o->id};
  }
  const PlayerState& p = sim.player[static_cast<size_t>(player)];
  // designed (the 3D view's camera shows what happens): in play, when what the camera
  // followed is gone with nothing left to follow (a vehicle that sank leaves no wreck),
  // the camera stays where it was until the view leaves play, never cutting to the pad.
  if (p.view == ViewMode::Play && p.camera.targetId != 0) return {p.camera.x, p.camera.y, p.camera.targetId};
  return viewHomeCentre(sim, team);
}

void viewSetArea(ViewCamera& cam, core::Fixed x, core::Fixed y) {
  cam.x = x;
  cam.y = y;
  // cells whose centre c * 32 + 16 lies within [x - w, x + w]: c >= (x - w - 16) / 32 rounded up
  const auto lo = [](core::Fixed v, core::Fixed half) {
    const int32_t px = (v - half) >> 16;  // floor to whole px (the half extents are whole)
    const int32_t n = px - kCellPx / 2;
    return n <= 0 ? -((-n) / kCellPx) : (n + kCellPx - 1) / kCellPx;
  };
  const auto hi = [](core::Fixed v, core::Fixed half) {
    const int32_t px = ((v + half) >> 16) - kCellPx / 2;
    return px >= 0 ? px / kCellPx : -((-px + kCellPx - 1) / kCellPx);
  };
  const int32_t x0 = lo(x, kViewHalfWidth), x1 = hi(x, kViewHalfWidth);
  const int32_t y0 = lo(y, kViewHalfHeight), y1 = hi(y, kViewHalfHeight);
  cam.outside = x0 < 0 || y0 < 0 || x1 >= kMapCells || y1 >= kMapCells;
  cam.cellX0 = std::max(x0, 0);
  cam.cellY0 = std::max(y0, 0);
  cam.cellX1 = std::min(x1, kMapCells - 1);
  cam.cellY1 = std::min(y1, kMapCells - 1);
}

void viewPassBegin(Sim& sim) {
  for (PlayerState& p : sim.player) {
    ViewCamera& c = p.camera;
    c.drawn = false;
    c.cellX0 = c.cellY0 = 0;
    c.cellX1 = c.cellY1 = -1;
    c.outside = false;
    c.turrets = 0;
  }
  sim.turretsInView = 0;
}

bool viewDrawsMap(const Sim& sim, int player) {
  const PlayerState& p = sim.player[static_cast<size_t>(player)];
  if (p.view == ViewMode::Play) return true;
  switch (p.bunker.phase) {
    case BunkerPhase::Zoom:
      return true;
    case BunkerPhase::FlyBack:
      return p.bunker.flyStep == 0;  // 0x4052d0 flies the camera home over the map
    default:
      return false;
  }
}

void viewPass(Sim& sim, int player) {
  ViewCamera& cam = sim.player[static_cast<size_t>(player)].camera;
  const PlayerState& p = sim.player[static_cast<size_t>(player)];
  // the fly-back's camera step flies the camera home on its own path (bunker.cpp)
  const CameraTarget t = p.view == ViewMode::BunkerSelect && p.bunker.phase == BunkerPhase::FlyBack
                             ? CameraTarget{p.bunker.flyX, p.bunker.flyY, 0}
                             : viewCameraTarget(sim, player);
  cam.targetId = t.id;
  viewSetArea(cam, t.x, t.y);
  cam.drawn = true;
  cam.turrets = 0;
  for (int32_t cy = cam.cellY0; cy <= cam.cellY1; ++cy) {
    for (int32_t cx = cam.cellX0; cx <= cam.cellX1; ++cx) {
      const int32_t cell = cy * kMapCells + cx;
      turretTowerHook(sim, cell, player);  // the depth hook of the tower models
      drawChain(sim, sim.cellWord(cell), cam, player);
    }
  }
  if (cam.outside) drawChain(sim, sim.outsideCell, cam, player);
  sim.turretsInView += cam.turrets;
}

}  // namespace rf
