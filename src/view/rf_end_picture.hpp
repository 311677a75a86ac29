// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a game's pictures (the front's EndSequence says what: rf/front/end_sequence.hpp):
// the game's picture fading to black, or the winner's banner on black.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/image.hpp"

namespace view {

// One moment of the end sequence.
struct RfEndPicture {
  bool banner = false;   // the banner is up (ShowBanner has run): black with the banner
  int32_t winner = -1;   // its side
  uint8_t dark = 0;      // 0..255 black over the picture
  // The victory scene (ours, rf/front/end_sequence.hpp EndStyle::Scene): the game's picture
  // with a band in `rgb` (`bannerAlpha` 0..255) saying `headline`, `lines` under it.
  bool scene = false;
  uint8_t bannerAlpha = 0;
  uint32_t rgb = 0x808080;
  std::string headline;
  std::vector<std::string> lines;
};

// designed: the victory scene's band: 150 px high (at 640 x 480), its top at 130 px; the
// headline 4x, the lines 2x under it.
inline constexpr int kRfSceneBandTop = 130;
inline constexpr int kRfSceneBandHeight = 150;

// `game` (the game's own picture) as the moment shows it.
core::Image renderRfEnd(const core::Image& game, const RfEndPicture& p);

// The victory scene's band and words over `img` (renderRfEnd calls it for p.scene).
void drawRfScene(core::Image& img, const RfEndPicture& p);

// The winner's banner (designed: ours in place of the original's BanBL / BanGL art): "BLUE
// WINS" / "GREEN WINS" in the side's colour on a band, centred on y = rf::kBannerY x 2.
void drawRfBanner(core::Image& img, int32_t winner);

}  // namespace view
