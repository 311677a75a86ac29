// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a game's pictures (the front's EndSequence says what: rf/front/end_sequence.hpp):
// the game's picture fading to black, or the winner's banner on black.
#pragma once

#include <cstdint>

#include "core/image.hpp"

namespace view {

// One moment of the end sequence.
struct RfEndPicture {
  bool banner = false;   // the banner is up (ShowBanner has run): black with the banner
  int32_t winner = -1;   // its side
  uint8_t dark = 0;      // 0..255 black over the picture
};

// `game` (the game's own picture) as the moment shows it.
core::Image renderRfEnd(const core::Image& game, const RfEndPicture& p);

// The winner's banner (designed: ours in place of the original's BanBL / BanGL art): "BLUE
// WINS" / "GREEN WINS" in the side's colour on a band, centred on y = rf::kBannerY x 2.
void drawRfBanner(core::Image& img, int32_t winner);

}  // namespace view
