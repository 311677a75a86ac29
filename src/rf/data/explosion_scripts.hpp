// SPDX-License-Identifier: GPL-3.0-or-later
// The explosion descriptors (rf-simulation.md §6 "Explosions"): per ExplId the eleven
// dwords of the original's descriptor as data: [0] script bytes, [1] labels, [2] graphic
// flags (0x10 on the ground), [3] frames, [4] z-bias, [5] frame rate per tick, [6] scale,
// [7..10] the sprite quads the window draws. The original descriptors live in the
// executable we do not ship: every script, timing and quad here is retrosim's own
// (designed, explosion_scripts.cpp), written to reproduce the §7 outcomes.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "core/fixed.hpp"
#include "core/trig.hpp"
#include "rf/data/event_ids.hpp"
#include "rf/data/explosion_ids.hpp"

namespace rf {

// The script bytes: 0 end, 1 yield, 2 wait-frame, then the op table 0x44a9c0 (3..22).
// Arguments follow the op byte; signed arguments (dx, dy, zlo, zhi, dmg, k) are two's
// complement bytes.
enum class ExplOp : uint8_t {
  End = 0,                      // stop the script (the explosion lives on until its frames)
  Yield = 1,                    // stop for this update, go on at the next op the next update
  WaitFrame = 2,                // n: stop here until frame >= n
  Sound = 3,                    // 0x41fc80 snd: sound 0x43ede0[snd]
  DestroyedState = 4,           // 0x41fcc0: the cell's destroyed state (FUN_00417960)
  NeighbourBno = 5,             // 0x41fd10 dx dy bno new: the neighbour holding bno gets new
  GfxPart = 6,                  // 0x41fd90 i: graphic = explosion part 0x452dc8 + i * 0x44
  GfxSprites = 7,               // 0x41fe00: graphic = 0x44aa20 (sprites only)
  SetFrame = 8,                 // 0x41fe30 f: frame = f
  SkipRandom = 9,               // 0x41fe60 n thr rng: skip the next n ops when RandRange(rng) < thr
  GotoEvenId = 10,              // 0x41fee0 l: goto label l for even object ids
  Delete = 11,                  // 0x41ff10: delete the explosion
  GfxLabel = 12,                // 0x41ff30 l: graphic = label l
  DamageBox = 13,               // 0x41ff60 zlo zhi w h mask dmg: the damage box
  BoxSize = 14,                 // 0x420030 a: box = +-a
  Nop = 15,                     // 0x420070: two bytes, nothing
  Detach = 16,                  // 0x420080: detach from the parent
  Debris = 17,                  // 0x4200b0 k: SpawnDebrisBurst of the cell's BNO model, set k
  DamageNeighbourBno = 18,      // 0x420170 dx dy v: BnoDamage(255) the neighbour whose BNO is v
  DamageNeighbourTerrain = 19,  // 0x4201f0 dx dy v: ... whose terrain is v
  OneOf = 20,                   // 0x420270 n: run one of the next n ops at random
  RemoveBno = 21,               // 0x420310 t: remove the BNO now, its destroyed state after t ticks
  SideBits = 22,                // 0x4203b0 bno team: set the cell's side bits
};
inline constexpr int kExplOps = 23;

// The op table 0x44a9c0: the argument bytes of every op (the "args" column).
// clang-format off
constexpr auto kExplOpArgs = std::to_array<uint8_t>({
    0,  // 0 end
    0,  // 1 yield
    1,  // 2 wait-frame n
    1,  // 3 sound snd
    0,  // 4 destroyed state
    4,  // 5 dx dy bno new
    1,  // 6 part i
    0,  // 7 sprites
    1,  // 8 frame f
    3,  // 9 n thr rng
    1,  // 10 goto label l (even ids)
    0,  // 11 delete
    1,  // 12 graphic label l
    6,  // 13 zlo zhi w h mask dmg
    1,  // 14 box +-a
    2,  // 15 nop (two bytes)
    0,  // 16 detach
    1,  // 17 debris set k
    3,  // 18 dx dy bno
    3,  // 19 dx dy terrain
    1,  // 20 one of n
    1,  // 21 ticks t
    2,  // 22 bno team
});
// clang-format on
static_assert(kExplOpArgs.size() == kExplOps, "ops 0..22");

// The length in bytes of an op (1 + its arguments); 1 for bytes past the table.
constexpr int explOpLength(uint8_t op) {
  return op < kExplOps ? 1 + kExplOpArgs[op] : 1;
}

// Descriptor [2]: graphic flags.
inline constexpr uint32_t kExplOnGround = 0x10;  // spawned on the ground (z = 0)

// One sprite quad (descriptor [10], 6 dwords in the original): a cel of ART.CAR drawn
// with frame - first while first <= frame <= last, fading from `fade` on; variant 1/4 =
// id bit 0/1 picks the 2nd face, 2/3 = id & 3 / id & 7 of 4/8 faces; 4 vertex indices
// into descriptor [8].
struct ExplFace {
  uint16_t sprite = 0;  // ART.CAR cel 1080..1790
  uint8_t first = 0;
  uint8_t last = 0;
  uint8_t fade = 0;
  uint8_t variant = 0;
  std::array<uint8_t, 4> v{};
};

struct ExplDesc {
  std::span<const uint8_t> script;    // [0]
  std::span<const int32_t> labels;    // [1] goto targets (script offsets), graphics, debris part << 8 | set
  uint32_t gfxFlags = 0;              // [2]
  int32_t frames = 1;                 // [3] destroyed when the frame reaches it
  int32_t zBias = 0;                  // [4] drawing order bias
  core::Fixed rate = core::kOne;      // [5] frame rate per tick (16.16)
  core::Fixed scale = core::kOne;     // [6]
  std::span<const core::Vec3> verts;  // [7] / [8] px (16.16), x east, y south, z up
  std::span<const ExplFace> faces;    // [9] / [10]
};

// The built-in descriptors by ExplId (entry 0 = None: an empty script).
std::span<const ExplDesc> explDescriptors();

// The sound table 0x43ede0: the event of sound snd (op 3); EventId::None past the table.
EventId explSoundEvent(uint32_t snd);
inline constexpr int kExplSounds = 10;

// Sound numbers of the table (designed names, explosion_scripts.cpp).
enum class ExplSound : uint8_t {
  Small = 0,
  Big = 1,
  Splash = 2,
  Crumble = 3,
  WallFall = 4,
  FuelBlast = 5,
  TreeFall = 6,
  Cannon = 7,
  Rocket = 8,
  MineBlast = 9,
};

}  // namespace rf
