// A synthetic ART/ART.CAR for the tests (issue 25; no original exists here and none may be
// shipped): a "CCBA" cel archive made to the documented format (emdzej/openrf docs/car.md,
// rf/data/art_car.hpp) with retrosim's own drawn cels: 2,165 records like the real file's,
// the terrain tiles 0..111 (opaque 32 x 32, one design per terrain class), a few object cels
// (kSynth*), the HUD's cels at the numbers the original's HUD code names (the frame, the
// dashboards, the digits 2146.., the icons; rf/data/original_hud.hpp), every other record an
// alias of one blank cel; a
// palette of our own (a 6 x 6 x 6 cube and 20 greys as game colours 0..235, the LOGPALETTE
// holding them at 10..245 with 0..9 and 246..255 reserved, as the notes describe).
#pragma once

#include <cstdint>
#include <vector>

namespace synth {

inline constexpr uint32_t kSynthCels = 2165;
// The object cels the synthetic models use (none of these is the real file's meaning).
inline constexpr uint32_t kSynthWall = 112, kSynthRoof = 113, kSynthTree = 114, kSynthShadow = 115,
                          kSynthHullTeam0 = 116, kSynthHullTeam1 = 117, kSynthHullNeutral = 118,
                          kSynthShot = 123, kSynthMan = 119, kSynthSpanShadow = 120, kSynthPlut = 121,
                          kSynthGlass = 122;

// The LOGPALETTE index (10..245) of the cube colour nearest (r, g, b).
uint8_t synthColour(int r, int g, int b);

std::vector<uint8_t> syntheticArtCar();

}  // namespace synth
