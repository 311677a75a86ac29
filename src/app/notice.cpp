// SPDX-License-Identifier: GPL-3.0-or-later
// The notice line (notice.hpp).
#include "app/notice.hpp"

#include <algorithm>

#include "core/text.hpp"

namespace app {

namespace {

constexpr int kMargin = 4;  // designed: the text 4 px from the picture's edges

}  // namespace

std::string wrapText(std::string_view text, int width) {
  return core::wrapText(text, static_cast<size_t>(std::max(1, (width + 1) / core::Image::kCharAdvance)));
}

void drawNotice(core::Image& img, const std::string& text) {
  const std::string lines = wrapText(text, img.width() - 2 * kMargin);
  const int n = static_cast<int>(std::count(lines.begin(), lines.end(), '\n')) + 1;
  const int h = n * core::Image::kLineHeight + 6;
  img.blendRect(0, img.height() - h, img.width(), h, core::rgba(0, 0, 0, 170));
  img.drawText(kMargin, img.height() - h + 3, lines, core::kWhite);
}

}  // namespace app
