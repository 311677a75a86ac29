// SPDX-License-Identifier: GPL-3.0-or-later
// The per-player camera records (Player +0x18 viewport, +0x48 camera); functions in
// camera.hpp. Units: x, y in world pixels (64 a block); height is the camera's distance
// above the top plane (layer plane z, 0 = top of the highest layer, is at depth
// height + 64 z); zoom and scale make a point at depth d project to
// centre + (p - camera) * scale / d (the public renderer notes of the earlier C port).
#pragma once

#include <array>
#include <cstdint>

#include "core/fields.hpp"

namespace gta {

// Player_SetViewport 0x464500 fills the first six fields; Camera_Update 0x43b910 the rest.
struct Viewport {
  int32_t cx = 0;  // +0x00 half width, half height (the screen's centre)
  int32_t cy = 0;
  int32_t w = 0;  // +0x08
  int32_t h = 0;
  int32_t w16 = 0;  // +0x10 w << 16, h << 16
  int32_t h16 = 0;
  int32_t height = 0;  // +0x18 the camera's height, 16..716
  int32_t x = 0;       // +0x1c the point under the camera
  int32_t y = 0;
  int32_t scale = 0;  // +0x24 w * zoom / 320
  int32_t zoom = 0;   // +0x28 60..500
  uint8_t squash = 0;  // +0x2c not 4:3: y projected * 5 / 6
  std::array<uint8_t, 3> pad_2d{};

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(Viewport, cx),     CORE_FIELD(Viewport, cy),    CORE_FIELD(Viewport, w),
                      CORE_FIELD(Viewport, h),      CORE_FIELD(Viewport, w16),   CORE_FIELD(Viewport, h16),
                      CORE_FIELD(Viewport, height), CORE_FIELD(Viewport, x),     CORE_FIELD(Viewport, y),
                      CORE_FIELD(Viewport, scale),  CORE_FIELD(Viewport, zoom),  CORE_FIELD(Viewport, squash),
                      CORE_FIELD(Viewport, pad_2d)};
  }
  friend bool operator==(const Viewport& lhs, const Viewport& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<Viewport>());
static_assert(core::isDense<Viewport>());
static_assert(sizeof(Viewport) == 0x30);

// Camera states (+0x60).
inline constexpr int32_t kCameraFollow = 0;
inline constexpr int32_t kCameraMoveToFocus = 1;
inline constexpr int32_t kCameraSnap = 2;

// The camera record (+0x48). "vel" fields are the easing velocities of the field named.
struct Camera {
  int32_t dbgX = 0;  // +0x00 the debug camera's offsets
  int32_t dbgY = 0;
  int32_t dbgZoom = 0;
  int32_t dbgHeight = 0;
  int32_t targetX = 0;  // +0x10 the followed target's position (pixels)
  int32_t targetY = 0;
  int32_t zoom = 0;  // +0x18 eased toward bias + mode zoom + mode height
  int32_t height = 0;  // +0x1c eased toward the target's z (pixels, growing downward)
  int32_t aheadX = 0;  // +0x20 the look-ahead
  int32_t aheadY = 0;
  int32_t speedZoom = 0;  // +0x28 zoomed out / raised with speed
  int32_t speedHeight = 0;
  std::array<int32_t, 4> unk_30{};  // +0x30
  int32_t velAheadX = 0;            // +0x40
  int32_t velAheadY = 0;
  int32_t velSpeedHeight = 0;
  int32_t velSpeedZoom = 0;
  int32_t velZoom = 0;  // +0x50
  int32_t velHeight = 0;
  int32_t zoomBias = 0;    // +0x58 -204 during Camera_InitAll
  int32_t sizeMargin = 0;  // +0x5c the mode's size factor * the target's size
  int32_t state = kCameraSnap;  // +0x60 0 follow, 1 move to a new focus, 2 snap

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(Camera, dbgX),           CORE_FIELD(Camera, dbgY),
                      CORE_FIELD(Camera, dbgZoom),        CORE_FIELD(Camera, dbgHeight),
                      CORE_FIELD(Camera, targetX),        CORE_FIELD(Camera, targetY),
                      CORE_FIELD(Camera, zoom),           CORE_FIELD(Camera, height),
                      CORE_FIELD(Camera, aheadX),         CORE_FIELD(Camera, aheadY),
                      CORE_FIELD(Camera, speedZoom),      CORE_FIELD(Camera, speedHeight),
                      CORE_FIELD(Camera, unk_30),         CORE_FIELD(Camera, velAheadX),
                      CORE_FIELD(Camera, velAheadY),      CORE_FIELD(Camera, velSpeedHeight),
                      CORE_FIELD(Camera, velSpeedZoom),   CORE_FIELD(Camera, velZoom),
                      CORE_FIELD(Camera, velHeight),      CORE_FIELD(Camera, zoomBias),
                      CORE_FIELD(Camera, sizeMargin),     CORE_FIELD(Camera, state)};
  }
  friend bool operator==(const Camera& lhs, const Camera& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<Camera>());
static_assert(core::isDense<Camera>());
static_assert(sizeof(Camera) == 0x64);

}  // namespace gta
