// SPDX-License-Identifier: GPL-3.0-or-later
// Our own animated fire cels for the 3D view's explosions (the CD's explosion cels are the
// original look's, rf_original_expl.hpp): kRfFireFrames frames of a fireball from its first
// flash to the last of its smoke, in kRfFireVariants variants (no two blasts alike), each a
// kRfFireCelSize square of straight-alpha RGBA. The 3D view picks the frame by the Expl's age
// (its descriptor's frames) and the size by its descriptor's scale (rf_effects.hpp
// rfExplFire).
// designed: the cels are made once, at first use, from integer value noise (two octaves on
// 8 and 4 texel lattices, a hash of the lattice point and the variant) scrolled up as the
// frames go (the flames rise); a frame is a ball growing to its full size by a third of its
// life with a noisy edge, its heat falling with age through white, yellow, orange, red to
// dark smoke, the smoke spreading past the fire and thinning out over the last third.
// Integer arithmetic only: the same texels on every build.
#pragma once

#include <cstdint>
#include <span>

#include "core/image.hpp"

namespace view {

inline constexpr int kRfFireCelSize = 64;
inline constexpr int kRfFireFrames = 16;
inline constexpr int kRfFireVariants = 4;

// Frame `frame` (0..kRfFireFrames - 1, clamped) of variant `variant` (taken modulo the
// variants): kRfFireCelSize rows of kRfFireCelSize texels, row by row from the top.
std::span<const core::Rgba> rfFireCel(int frame, int variant);

}  // namespace view
