// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/camera.hpp"

#include <algorithm>
#include <cstdlib>

#include "gta/sim/angle.hpp"

namespace gta {
namespace {

// What a camera follows (Player_GetViewTargetPos 0x462d50): position (16.16), size, speed
// and heading.
struct Target {
  core::Fixed x = 0, y = 0, z = 0;
  int32_t w = 0, h = 0;
  int32_t speed = 0;
  int32_t angle = 0;
  bool ped = true;  // kind 2: no look-ahead
};

Target targetOf(const GameState& s, const Player& p) {
  Target t;
  if (p.cameraFollowsCar != 0 && p.cameraTarget >= 0 && p.cameraTarget < kCarSlots) {
    const Car& c = s.entities.cars[size_t(p.cameraTarget)];
    t = {c.sprite.x, c.sprite.y, c.sprite.z, 0, 0, c.speed >> 16, c.sprite.angle, false};
  } else if (p.cameraTarget >= 0 && p.cameraTarget < kPedSlots) {
    const Ped& d = s.entities.peds[size_t(p.cameraTarget)];
    t = {d.sprite.x, d.sprite.y, d.sprite.z, 8, 8, 0, d.sprite.angle, true};
  }
  return t;
}

// The speed terms (speed clamped to 8..48 first; a ped's speed is 0).
int32_t speedHeightOf(int32_t speed, const CameraMode& m) {
  return -(m.speedHeight * speed * m.speed) / 10;
}
int32_t speedZoomOf(int32_t speed, const CameraMode& m) {
  return speed * m.speed / 2 * m.speedZoom / 10;
}

// Camera_Follow 0x43bbd0: every field eased toward its target.
void cameraFollow(const GameState& s, Player& p, const CameraMode& m) {
  Camera& c = p.camera;
  const Target t = targetOf(s, p);
  c.targetX = t.x >> 16;
  c.targetY = t.y >> 16;
  const int32_t big = std::max(t.w, t.h > 100 ? t.h / 2 : t.h);
  c.sizeMargin = m.size * std::max(big, 0x40);
  int32_t wantHeight = t.z >> 16;
  const int32_t wantZoom = c.zoomBias + m.zoom + m.height;
  int32_t aheadX = 0, aheadY = 0;
  if (!t.ped && c.state != kCameraMoveToFocus) {
    aheadX = int32_t((int64_t{angleSin(t.angle)} * t.speed * 10) >> 16);
    aheadY = int32_t((int64_t{angleCos(t.angle)} * t.speed * 10) >> 16);
  }
  const int32_t speed = std::clamp(std::abs(t.speed), 8, 0x30);
  const int32_t wantSpeedHeight = speedHeightOf(speed, m);
  const int32_t wantSpeedZoom = speedZoomOf(speed, m);
  if (c.state == kCameraMoveToFocus) {
    cameraEase(c.aheadX, c.velAheadX, 0, m.maxVel, 1, 1);
    cameraEase(c.aheadY, c.velAheadY, 0, m.maxVel, 1, 1);
    cameraEase(c.speedHeight, c.velSpeedHeight, wantSpeedHeight, m.maxVel, 2, 1);
    cameraEase(c.speedZoom, c.velSpeedZoom, wantSpeedZoom, m.maxVel, 2, 1);
    cameraEase(c.zoom, c.velZoom, wantZoom, m.maxVel, 1, 1);
    cameraEase(c.height, c.velHeight, wantHeight, m.maxVel, 1, 1);
    if (c.aheadX == 0 && c.aheadY == 0) c.state = kCameraFollow;
    return;
  }
  if (c.state == kCameraSnap) {  // zoom and height jump, the rest eases
    c.zoom = wantZoom;
    c.height = wantHeight;
    cameraEase(c.aheadX, c.velAheadX, aheadX, m.maxVel, 1, 1);
    cameraEase(c.aheadY, c.velAheadY, aheadY, m.maxVel, 1, 1);
    cameraEase(c.speedHeight, c.velSpeedHeight, wantSpeedHeight, m.maxVel, 2, 1);
    cameraEase(c.speedZoom, c.velSpeedZoom, wantSpeedZoom, m.maxVel, 2, 1);
    c.state = kCameraFollow;
    return;
  }
  if (c.state != kCameraFollow) return;
  // not yet ported: a dead ped (or state 9) keeps the speed height and zooms out by 300;
  // a ped in state 10 keeps zoom and height (the peds' updates are not ported)
  cameraEase(c.aheadX, c.velAheadX, aheadX, m.maxVel, 4, 4);
  cameraEase(c.aheadY, c.velAheadY, aheadY, m.maxVel, 4, 4);
  cameraEase(c.speedHeight, c.velSpeedHeight, wantSpeedHeight, m.maxVel, 2, 1);
  cameraEase(c.speedZoom, c.velSpeedZoom, wantSpeedZoom, m.maxVel, 2, 1);
  cameraEase(c.zoom, c.velZoom, wantZoom, m.maxVel, 2, 1);
  cameraEase(c.height, c.velHeight, wantHeight, m.maxVel, 2, 1);
}

// Camera_Update 0x43b910 for one player.
void cameraUpdate(const GameState& s, Player& p) {
  const CameraMode& m = kCameraMode0;
  const bool follows = s.options.peds || s.options.cars;
  if (follows) cameraFollow(s, p, m);
  Camera& c = p.camera;
  int32_t x = c.aheadX + c.targetX + c.dbgX;
  int32_t y = c.aheadY + c.targetY + c.dbgY;
  const int32_t height =
      std::clamp(m.height - c.speedHeight - c.height - c.dbgHeight, kCameraMinHeight, kCameraMaxHeight);
  const int32_t zoom = std::clamp(c.zoom - c.speedZoom - c.dbgZoom, kCameraMinZoom, kCameraMaxZoom);
  // the target stays on screen: the look-ahead is limited to the half view less a margin
  const int32_t lx0 = (c.height + height) * 0xa0 / zoom;
  if (follows && c.dbgX == 0 && c.dbgY == 0 && c.dbgZoom == 0 && c.state != kCameraMoveToFocus) {
    const int32_t lx = std::max(0, lx0 - c.sizeMargin);
    const int32_t ly = std::max(0, lx0 * 3 / 4 - c.sizeMargin);
    x = std::clamp(x, c.targetX - lx, c.targetX + lx);
    y = std::clamp(y, c.targetY - ly, c.targetY + ly);
  }
  c.aheadX = x - c.targetX - c.dbgX;
  c.aheadY = y - c.targetY - c.dbgY;
  c.speedZoom = c.zoom - c.dbgZoom - zoom;
  c.speedHeight = m.height - c.height - c.dbgHeight - height;
  Viewport& v = p.viewport;
  v.x = x;
  v.y = y;
  v.height = height;
  v.zoom = zoom;
  v.scale = v.w * zoom / 320;
}

// Camera_ResetMotion 0x43c640, Camera_Snap 0x43c5d0.
void cameraSnap(const GameState& s, Player& p) {
  const CameraMode& m = kCameraMode0;
  Camera& c = p.camera;
  const Target t = targetOf(s, p);
  const int32_t speed = std::clamp(std::abs(t.speed), 8, 0x30);
  c = Camera{};
  c.speedHeight = speedHeightOf(speed, m);
  c.speedZoom = speedZoomOf(speed, m);
  c.state = kCameraSnap;
  // no peds and no cars: the camera looks from an offset, zoomed out
  if (!s.options.peds && !s.options.cars) c.dbgX = 10, c.dbgY = 10, c.dbgZoom = 0x150;
}

}  // namespace

void cameraEase(int32_t& cur, int32_t& vel, int32_t target, int32_t maxVel, int32_t up, int32_t down) {
  int32_t next = cur + (vel >> 1);
  if (cur < target) {
    if (next < target) {
      if (vel < maxVel) vel = std::min(vel + up, maxVel);
    } else {
      vel = 0;
      next = target;
    }
  } else if (next <= target) {
    vel = 0;
    next = target;
  } else if (vel > -maxVel) {
    vel = std::max(vel - down, -maxVel);
  }
  cur = next;
}

// Player_SetViewport 0x464500
void playerSetViewport(Player& p, int w, int h) {
  Viewport& v = p.viewport;
  v.w = w;
  v.h = h;
  v.w16 = w << 16;
  v.h16 = h << 16;
  v.cx = w / 2;
  v.cy = h / 2;
  v.squash = w * 3 != h * 4 ? 1 : 0;
}

// Camera_InitAll 0x43c710: per player a snap, then Camera_Update's body with the bias -204
// (the option 0x502f38 that skips it is clear in a normal game).
void cameraInitAll(GameState& s) {
  for (int n = 0; n < std::min(s.playerCount, kPlayerRecords); ++n) {
    Player& p = s.entities.players[size_t(n)];
    cameraSnap(s, p);
    p.camera.zoomBias = kCameraZoomBias;
    cameraUpdate(s, p);
    p.camera.zoomBias = 0;
  }
}

// Camera_Update 0x43b910 (-1000)
void cameraUpdateAll(GameState& s) {
  for (int n = 0; n < std::min(s.playerCount, kPlayerRecords); ++n) cameraUpdate(s, s.entities.players[size_t(n)]);
}

}  // namespace gta
