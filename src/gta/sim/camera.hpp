// SPDX-License-Identifier: GPL-3.0-or-later
// The players' cameras (0x43b910-0x43cbb0): Camera_InitAll 0x43c710 snaps every camera at
// the level start with the zoom bias -204 (gta-game-core.md "Level start": the level
// starts zoomed out and zooms in), Camera_Update 0x43b910 eases each camera toward what
// its player controls (Camera_Follow 0x43bbd0) and turns it into the viewport the city view
// projects with. The records are in the player (camera_state.hpp), so the camera is part
// of the hashed state. The view rectangle (Camera_ComputeViewRect 0x43ca30, what traffic
// and Obj_IsOnScreen read) is not written: the fire engines' designed drive is tuned with
// no player seeing them.
#pragma once

#include <array>
#include <cstdint>

#include "gta/sim/game_state.hpp"

namespace gta {

// A camera mode's parameter set (0x4b0d18 + mode * 0x24); Map_Load picks mode 0.
struct CameraMode {
  int32_t speed = 0;        // +0x00 the speed factor
  int32_t size = 0;         // +0x04 the size margin factor
  int32_t maxVel = 0;       // +0x08 the easing velocities' limit
  int32_t height = 0;       // +0x0c the base height
  int32_t zoom = 0;         // +0x10 the zoom offset
  int32_t speedHeight = 0;  // +0x14
  int32_t speedZoom = 0;    // +0x18
};
// designed: the exe's table is not in the notes; mode 0 is the public renderer notes' set
// (speed 8, size 2, max velocity 16, height 300, zoom offset 0, speed height 5, speed zoom
// 5): a ped on NYC's street level (z 255) sees the street from height 77 at zoom 284, about
// six blocks across a 640-pixel screen, and the level starts at zoom 80 (the bias -204).
inline constexpr CameraMode kCameraMode0{8, 2, 16, 300, 0, 5, 5};

inline constexpr int32_t kCameraZoomBias = -204;  // Camera_InitAll's bias
inline constexpr int32_t kCameraUpdateAll = -1000;  // Camera_InitAll / Camera_Update's argument
inline constexpr int32_t kCameraMinHeight = 16, kCameraMaxHeight = 716;
inline constexpr int32_t kCameraMinZoom = 60, kCameraMaxZoom = 500;
// The in-game screen (Gfx_SelectMode 0x414cc0: one 640 x 480 mode).
inline constexpr int kScreenWidth = 640, kScreenHeight = 480;

// Player_SetViewport 0x464500: the screen's size and centre; squash when it is not 4:3.
void playerSetViewport(Player& p, int w, int h);
// Camera_InitAll 0x43c710 (-1000: every player): snap, one update with the bias -204.
void cameraInitAll(GameState& s);
// Camera_Update 0x43b910 (-1000: every player).
void cameraUpdateAll(GameState& s);
// One easing step of Camera_Follow (a field, its velocity, the target, the limit, the
// velocity's growth toward a larger target and its shrink toward a smaller one).
void cameraEase(int32_t& cur, int32_t& vel, int32_t target, int32_t maxVel, int32_t up, int32_t down);

}  // namespace gta
