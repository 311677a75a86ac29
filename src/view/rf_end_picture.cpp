// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a game's pictures (rf_end_picture.hpp).
#include "view/rf_end_picture.hpp"

#include <algorithm>
#include <string>

#include "rf/data/end_sequence.hpp"
#include "view/rf_icons.hpp"
#include "view/rf_map_render.hpp"

namespace view {

core::Image renderRfEnd(const core::Image& game, const RfEndPicture& p) {
  core::Image img = game;
  if (p.scene) {
    drawRfScene(img, p);
  } else if (p.banner) {
    img = core::Image(game.width(), game.height(), core::kBlack);
    drawRfBanner(img, p.winner);
  }
  if (p.dark > 0) img.blendRect(0, 0, img.width(), img.height(), core::rgba(0, 0, 0, p.dark));
  return img;
}

void drawRfScene(core::Image& img, const RfEndPicture& p) {
  if (p.bannerAlpha == 0) return;
  const int k = std::max(1, img.height() / 480);  // the picture's scale over 640 x 480
  const core::Rgba side = core::rgba((p.rgb >> 16) & 0xff, (p.rgb >> 8) & 0xff, p.rgb & 0xff);
  const int top = kRfSceneBandTop * k;
  const int h = kRfSceneBandHeight * k;
  const uint8_t a = p.bannerAlpha;
  img.blendRect(0, top, img.width(), h, core::rgba(0, 0, 0, static_cast<uint8_t>(a * 200 / 255)));
  img.blendRect(0, top, img.width(), 3 * k, core::rgba((p.rgb >> 16) & 0xff, (p.rgb >> 8) & 0xff, p.rgb & 0xff, a));
  img.blendRect(0, top + h - 3 * k, img.width(), 3 * k, core::rgba((p.rgb >> 16) & 0xff, (p.rgb >> 8) & 0xff, p.rgb & 0xff, a));
  if (a < 128) return;  // the words once the band is half in
  const int hs = 4 * k;
  img.drawText((img.width() - core::Image::textWidth(p.headline, hs)) / 2, top + 16 * k, p.headline, side, hs);
  int y = top + 16 * k + 8 * hs + 14 * k;
  for (const std::string& l : p.lines) {
    img.drawText((img.width() - core::Image::textWidth(l, 2 * k)) / 2, y, l, core::kWhite, 2 * k);
    y += 22 * k;
  }
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
