// SPDX-License-Identifier: GPL-3.0-or-later
// The camera tracker of the 3D view (rf_3d_render.hpp): where each player's camera stands
// and how high, following its vehicle the way the original's tracker does (emdzej/openrf
// docs/render.md §2, Camera_Update 0x403a40): a target point and a height H (the eye at
// 300 + H px from the target along the view, the view's pitch 0x180000), each followed with
// an acceleration and a speed cap (Camera_StepAxis; the position as one vector).
//
// From the notes:
// - the driving camera's H, g_VehCamHeight 0x44afb0: -170 for the tank, the jeep and the
//   MSV, -100 for the heli (higher: the eye 200 px from the target instead of 130);
// - the target: the vehicle's point pulled north by (z + 10) cos p, less the 1-player
//   screen window's 12 px (the steady state `cam = (tx, ty - (tz + 10) cos p - 12)`);
// - the lagged zoom value +0xec = approach(fixmul(speed, [0x3c])) at 0x51e up, 0x20c down
//   a tick (rf-simulation.md §5 VehState);
// - the height follows at {0.1, 0.05, 3.0} (the default node's triple; accel, sqrt gain, cap);
// - the flag's discovery (flag_spawn, rf-simulation.md §8, the sim's FlagTracker event): for
//   the other side, when its vehicle is within 320 px, a 120-tick tracker on the flag (zoff
//   10 px, pitch 0x180000, height -150 px), then back to its vehicle.
// designed (the descriptors' camera fields [0x3a..0x51] are raw, their values unknown):
// - the zoom value is the vehicle's speed over its top speed (0 .. 1.0), so each vehicle
//   zooms out fully at its own top speed;
// - at full zoom H rises by kRfCamZoomOutPx (the eye 48 px farther) and the target leads the
//   vehicle by kRfCamLeadPx along its motion (backward when reversing);
// - the position follows at {0.1, 0.25, 4.0} (the default node's 0.05 would trail the tank by
//   22 px at its top speed; 0.25 trails it by 4);
// - with no vehicle (the lift, a wreck, the fly-back) H is -120 (the original's "vehicle
//   destroyed" height), so a launch zooms in onto the vehicle;
// - the camera jumps (no motion) on its first frame, when the sim's tick goes back, and when
//   its target jumps by more than 160 px (a new vehicle, the home pad).
// View state only: stepped once per game frame shown (dt = the sim ticks since the last
// step, at most 12), integer, deterministic; nothing here enters the simulation.
#pragma once

#include <array>
#include <cstdint>

#include "core/fixed.hpp"
#include "rf/sim/sim.hpp"

namespace view {

// Where a 3D camera stands: the target on the ground (16.16 px) and H (16.16 px).
struct RfCamPose {
  core::Fixed x = 0, y = 0;
  core::Fixed height = 0;
  friend bool operator==(const RfCamPose&, const RfCamPose&) = default;
};

inline constexpr int32_t kRfCamHeightDriving = -170;  // g_VehCamHeight 0x44afb0
inline constexpr int32_t kRfCamHeightHeli = -100;
inline constexpr int32_t kRfCamHeightAway = -120;  // designed: no vehicle (VehicleDestroy's)
inline constexpr int32_t kRfCamZoomOutPx = 48;     // designed: H at full speed, + this
inline constexpr int32_t kRfCamLeadPx = 28;        // designed: the lead at full speed
inline constexpr int32_t kRfCamZoff = 10;          // the driving tracker's target z offset
inline constexpr int32_t kRfCamWindowY = 12;       // Camera_SetScreenWindow's 1-player (0, 12)
inline constexpr int32_t kRfCamHeightFlag = -150;  // flag_spawn's tracker on the flag

// The steady state of player `player`'s camera at rest on the sim's camera point (the view
// drawn without a tracker).
RfCamPose rfCamRestPose(const rf::Sim& sim, int player);

class RfCameraTracker {
 public:
  // Once per game frame shown, after the sim stepped.
  void step(const rf::Sim& sim);
  void clear() { *this = RfCameraTracker{}; }
  // Player `player`'s pose (valid once a step saw its view drawn).
  bool valid(int player) const { return p_[static_cast<size_t>(player & 1)].valid; }
  RfCamPose pose(int player) const { return p_[static_cast<size_t>(player & 1)].pose; }
  // The lagged zoom value (0 .. 1.0 16.16).
  core::Fixed zoom(int player) const { return p_[static_cast<size_t>(player & 1)].zoom; }
  // The ticks the flag's discovery still holds player `player`'s camera on the flag (0: none).
  int32_t flagTicks(int player) const { return p_[static_cast<size_t>(player & 1)].flagTicks; }

 private:
  struct One {
    bool valid = false;
    RfCamPose pose;
    core::Fixed vx = 0, vy = 0, vh = 0;  // the tracker's velocities (px / tick)
    core::Fixed zoom = 0;                // +0xec
    core::Fixed lastX = 0, lastY = 0;    // the vehicle's point at the last step (its motion)
    uint32_t lastId = 0;                 // and its object's id
    core::Fixed dirX = 0, dirY = 0;      // the lead's direction (unit 16.16)
    uint32_t flagId = 0;                 // the discovered flag the camera shows
    int32_t flagTicks = 0;               // for this many more ticks
    bool returning = false;              // panning back from the flag to the vehicle
  };
  std::array<One, 2> p_{};
  int32_t tick_ = -1;
};

}  // namespace view
