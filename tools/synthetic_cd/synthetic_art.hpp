// SPDX-License-Identifier: GPL-3.0-or-later
// A synthetic ART/ART.CAR for the tests (no original exists here and none may be
// shipped): a "CCBA" cel archive made to the documented format (emdzej/openrf docs/car.md,
// rf/data/art_car.hpp) with retrosim's own drawn cels: 2,165 records like the real file's,
// the terrain tiles 0..111 (opaque 32 x 32, one design per terrain class), a few object cels
// (kSynth*), the gate leaves' cels 857 / 858, the explosions' cels at the sprite numbers the
// built-in descriptors use (1080..1705, kSynthExplGroups), the HUD's cels at the numbers the
// original's HUD code names (the frame, the dashboards, the digits 2146.., the icons;
// rf/data/original_hud.hpp), every other record an alias of one blank cel; a palette of our
// own (a 6 x 6 x 6 cube and 20 greys as game colours 0..235, the LOGPALETTE holding them at
// 10..245 with 0..9 and 246..255 reserved, as the notes describe).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace synth {

inline constexpr uint32_t kSynthCels = 2165;
// The object cels the synthetic models use (none of these is the real file's meaning).
inline constexpr uint32_t kSynthWall = 112, kSynthRoof = 113, kSynthTree = 114, kSynthShadow = 115,
                          kSynthHullTeam0 = 116, kSynthHullTeam1 = 117, kSynthHullNeutral = 118,
                          kSynthShot = 123, kSynthMan = 119, kSynthSpanShadow = 120, kSynthPlut = 121,
                          kSynthGlass = 122;
// The gate leaves' cels (the gate models' sprites 857 / 858, render.md §5): the leaf's bars
// and its top rail.
inline constexpr uint32_t kSynthGateBars = 857, kSynthGateRail = 858;
// The heli rotor's cels (the synthetic rotor parts': a resting blade, a spinning disc).
inline constexpr uint32_t kSynthRotorBlade = 870, kSynthRotorDisc = 871;
// The vehicle wrappers' cels (view/rf_original_vehicle.hpp): the jeep's tyres at the cels
// Model_DrawJeep rolls (0x1c9..0x1cc, a tread each a step further), the MSV launcher's face
// at 0x143..0x146 (3, 2, 1, 0 rockets), and our own boat hull and wake (blended foam).
inline constexpr uint32_t kSynthTyre = 0x1c9, kSynthLauncher = 0x143, kSynthBoatHull = 872, kSynthWake = 873;
// The explosion cels at the sprite numbers the built-in descriptors use
// (rf/data/explosion_scripts.cpp): per group its first cel and frame count, each frame a
// disc of our own growing then shrinking, hot to grey (16 x 16, transparent 0 around).
struct SynthExplGroup {
  uint32_t first, frames;
};
inline constexpr auto kSynthExplGroups = std::to_array<SynthExplGroup>({
    {1080, 8},   // small impacts
    {1100, 4},   // the smoke's ground scorch
    {1200, 16},  // big blasts, the first of the pair
    {1216, 16},  // ... the second (another ramp: the variant shows)
    {1320, 10},  // splashes
    {1440, 24},  // smoke
    {1560, 4},   // muzzle flashes
    {1700, 6},   // puffs
});

// The LOGPALETTE index (10..245) of the cube colour nearest (r, g, b).
uint8_t synthColour(int r, int g, int b);

std::vector<uint8_t> syntheticArtCar();

}  // namespace synth
