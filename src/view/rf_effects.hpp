// SPDX-License-Identifier: GPL-3.0-or-later
// The effects of the Return Fire views: what the 3D and the
// top-down views draw for explosions, smoke, muzzle flashes, trails, splashes, scorch marks,
// spinning debris, the flag's cloth and men's walk. View state only: nothing here is sim
// state or enters the simulation hash; the sim is read, never changed.
//
// Two kinds:
// - stateless looks, a pure function of the current sim state (an Expl's frame of its
//   descriptor's frames, a wreck's id and the tick, a projectile's velocity): the fireball,
//   the flash, the splash, the dust, the smoke plumes, the trails. Both renderers draw them
//   with or without an RfEffects;
// - what needs memory across frames: the scorch marks an explosion leaves on the ground
//   (and the smoke that rises from them a while), the 3D camera's tracker.
//   The caller owns an RfEffects and advances it once per game frame (the window loop of
//   play and replay); the renderers draw its marks when given one.
// Integer arithmetic only, seeded from object ids and the sim's tick (no wall clock, no
// unordered containers): the same states give the same pictures.
#pragma once

#include <algorithm>

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/fixed.hpp"
#include "core/image.hpp"
#include "rf/sim/sim.hpp"
#include "view/rf_camera_tracker.hpp"

namespace view {

// How an explosion looks, by its descriptor (rf/data/explosion_ids.hpp).
enum class RfExplLook : uint8_t { Fireball, Flash, Splash, Dust };
RfExplLook rfExplLook(uint32_t explId);

// An Expl's age, 0 (just spawned) .. 256 (its last frame): local frame / descriptor frames.
int rfExplAge256(const rf::Sim& sim, const rf::Obj& o);

// One round blob of an effect: centre (16.16 world px, z up), radius in world px (16.16)
// and colour (alpha = its opacity).
struct RfBlob {
  core::Fixed x = 0, y = 0, z = 0;
  core::Fixed r = 0;
  core::Rgba c = 0;
};

// The blobs of an Expl at its age, back to front (smoke, fire, core); returns how many
// (at most kRfExplBlobs).
inline constexpr int kRfExplBlobs = 6;
int rfExplBlobs(const rf::Sim& sim, const rf::Obj& o, std::span<RfBlob, kRfExplBlobs> out);

// A fireball's fire cel (rf_fire_cels.hpp): where (16.16 world px, z up), its radius (the
// cel's half side, 16.16 world px), its frame by the Expl's age and a variant by its id.
// False (nothing set) for an Expl that is not a fireball (flashes, splashes, dust).
struct RfExplFire {
  core::Fixed x = 0, y = 0, z = 0;
  core::Fixed r = 0;
  int frame = 0;
  int variant = 0;
  bool mirror = false;  // drawn mirrored left to right (designed: more blasts unlike)
};
bool rfExplFire(const rf::Sim& sim, const rf::Obj& o, RfExplFire& out);

// The sparks a young fireball throws: bright bits flying out and falling (designed: 8 a
// blast, each on its own arc from the id, over the first half of its life). Returns how many.
inline constexpr int kRfExplSparks = 8;
struct RfSpark {
  core::Fixed x = 0, y = 0, z = 0;     // now
  core::Fixed px = 0, py = 0, pz = 0;  // a tick before (its streak)
  core::Rgba c = 0;
};
int rfExplSparks(const rf::Sim& sim, const rf::Obj& o, std::span<RfSpark, kRfExplSparks> out);

// A smoke plume: puffs rising from (x, y, z) and drifting with the wind, born every few
// ticks (phase from `seed`), growing and fading; `dark` for a burning wreck (darker, denser)
// else a ruin's lighter smoke. Returns how many (at most kRfSmokePuffs), oldest first.
inline constexpr int kRfSmokePuffs = 12;
int rfSmokePuffs(int32_t tick, core::Fixed x, core::Fixed y, core::Fixed z, uint32_t seed, bool dark,
                 std::span<RfBlob, kRfSmokePuffs> out);

// The flames of a burning wreck: one blob flickering with the tick.
RfBlob rfHulkFlame(int32_t tick, core::Fixed x, core::Fixed y, core::Fixed z, uint32_t seed);

// Whether an object smokes (a wreck, a vehicle hulk) and a cell's BNO is a ruin (the
// destroyed BNO of some table entry) that smokes.
bool rfObjSmokes(const rf::Obj& o);
bool rfRuinSmokes(uint32_t bno);

// The trail behind a projectile: `n` points from its position back along its velocity
// (ticks of flight), with the colour at each (alpha fading to the tail). Returns n (0 for
// none: grenades, projectiles without a model, a still one). `data`: the game's table set
// (Sim::data(): the projectile types' models).
inline constexpr int kRfTrailPoints = 6;
struct RfTrailPoint {
  core::Fixed x = 0, y = 0, z = 0;
  core::Rgba c = 0;
};
int rfTrail(const rf::DataTables& data, const rf::Obj& o, std::span<RfTrailPoint, kRfTrailPoints> out);

// A debris piece's spin (heading units, 0..0x3fffff): turns with the tick, direction and
// speed from its id; a settled piece lies still.
int32_t rfDebrisSpin(const rf::Sim& sim, const rf::Obj& o);
// The colour of a debris piece: its model face's (rf::Obj local kDebrisRef), grey without.
core::Rgba rfDebrisColour(const rf::Obj& o);

// The flag's cloth: how much of the pole it has climbed (0..256) and the wave's phase 0..3
// (the sim's cloth frame: 0..3 up, 4..9 the loop, 10..12 down).
struct RfFlagCloth {
  int raised256 = 256;
  int phase = 0;
};
RfFlagCloth rfFlagCloth(const rf::Obj& o);

// A man's walk frame 0..3 (the sim's frame field), the legs' stride: -1, 0, 1, 0.
int rfManStride(const rf::Obj& o);

// A scorch mark on the ground.
struct RfScorch {
  core::Fixed x = 0, y = 0;
  core::Fixed r = 0;    // world px (16.16)
  int32_t born = 0;     // the sim tick it was left
  uint32_t explId = 0;  // the object id of the explosion that left it
};
// The opacity (0..255) of a scorch mark at `tick` (fading over its last quarter, 0 when gone).
int rfScorchAlpha(const RfScorch& s, int32_t tick);

// The effects' memory: the scorch marks, at most kMaxScorch (the oldest goes first).
class RfEffects {
 public:
  // designed: 48 marks, each kept 900 ticks (the last quarter fading).
  static constexpr int kMaxScorch = 48;
  static constexpr int32_t kScorchLife = 900;

  // Once per game frame, after the sim stepped: leaves a mark for every ground fireball that
  // was not alive at the last advance, drops the marks that expired. A sim whose tick went back (a new game,
  // a replay's restart) clears the memory first.
  void advance(const rf::Sim& sim);
  void clear();

  // The live marks (in the order they were left).
  std::span<const RfScorch> scorch() const { return {marks_.data(), static_cast<size_t>(count_)}; }
  int32_t tick() const { return tick_; }
  // The 3D view's camera tracker (rf_camera_tracker.hpp), stepped by advance.
  const RfCameraTracker& camera() const { return camera_; }

 private:
  std::array<RfScorch, kMaxScorch> marks_{};
  int count_ = 0;
  int32_t tick_ = -1;
  std::vector<uint32_t> seen_;  // the ids of the fireballs alive at the last advance (sorted)
  std::vector<uint32_t> now_;   // (reused buffer)
  RfCameraTracker camera_;
};

// Colour helpers both renderers use.
core::Rgba rfWithAlpha(core::Rgba c, int alpha);

// A blob's soft edge (designed: a smooth fall-off, never rings): the opacity at squared
// distance d2 from its centre, for a blob of squared radius r2 > 0 and opacity a, given
// fade = rfBlobFade(r2): full opacity over the inner third of the area, then falling
// evenly with the squared distance to 0 at the rim.
inline int64_t rfBlobFade(int64_t r2) {
  return (int64_t{3} << 23) / r2;  // 1.5 x 2^24 / r2
}
inline int rfBlobAlpha(int a, int64_t d2, int64_t r2, int64_t fade) {
  if (d2 >= r2) return 0;
  const int64_t t = std::min<int64_t>(256, ((r2 - d2) * fade) >> 16);  // 384 (r2 - d2) / r2
  return static_cast<int>(a * t >> 8);
}

}  // namespace view
