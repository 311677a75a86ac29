// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a game's pictures (rf_end_picture.hpp).
#include "view/rf_end_picture.hpp"

#include <string>

#include "rf/data/end_sequence.hpp"
#include "view/rf_icons.hpp"
#include "view/rf_map_render.hpp"

namespace view {

core::Image renderRfEnd(const core::Image& game, const RfEndPicture& p) {
  core::Image img = game;
  if (p.banner) {
    img = core::Image(game.width(), game.height(), core::kBlack);
    drawRfBanner(img, p.winner);
  }
  if (p.dark > 0) img.blendRect(0, 0, img.width(), img.height(), core::rgba(0, 0, 0, p.dark));
  return img;
}

void drawRfBanner(core::Image& img, int32_t winner) {
  if (winner < 0 || winner > 1) return;
  const core::Rgba side = rfTeamColour(winner);
  const std::string text = winner == 0 ? "BLUE WINS" : "GREEN WINS";
  constexpr int kScale = 5;
  const int y = rf::kBannerY * img.height() / 240 - 4 * kScale;  // 180 of the original's 240 lines, scaled
  img.fillRect(0, y - 3 * kScale, img.width(), 14 * kScale, rfMix(side, core::kBlack, 190));
  img.fillRect(0, y - 3 * kScale, img.width(), kScale / 2 + 1, side);
  img.fillRect(0, y + 11 * kScale - kScale / 2 - 1, img.width(), kScale / 2 + 1, side);
  img.drawText((img.width() - core::Image::textWidth(text, kScale)) / 2, y, text, core::kWhite, kScale);
}

}  // namespace view
