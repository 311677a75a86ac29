// SPDX-License-Identifier: GPL-3.0-or-later
// The notice line (notice.hpp).
#include "app/notice.hpp"

#include <algorithm>

namespace app {

namespace {

constexpr int kMargin = 4;  // designed: the text 4 px from the picture's edges

}  // namespace

std::string wrapText(std::string_view text, int width) {
  const size_t perLine = static_cast<size_t>(std::max(1, (width + 1) / core::Image::kCharAdvance));
  std::string out;
  size_t lineLen = 0;
  size_t at = 0;
  while (at < text.size()) {
    const size_t end = std::min(text.find(' ', at), text.size());
    std::string_view word = text.substr(at, end - at);
    at = end + 1;
    if (word.empty()) continue;
    if (lineLen > 0 && lineLen + 1 + word.size() <= perLine) {
      out += ' ';
      lineLen += 1;
    } else if (lineLen > 0) {
      out += '\n';
      lineLen = 0;
    }
    while (word.size() > perLine - lineLen) {  // a word longer than a line: broken inside
      out += word.substr(0, perLine - lineLen);
      out += '\n';
      word.remove_prefix(perLine - lineLen);
      lineLen = 0;
    }
    out += word;
    lineLen += word.size();
  }
  return out;
}

void drawNotice(core::Image& img, const std::string& text) {
  const std::string lines = wrapText(text, img.width() - 2 * kMargin);
  const int n = static_cast<int>(std::count(lines.begin(), lines.end(), '\n')) + 1;
  const int h = n * core::Image::kLineHeight + 6;
  img.blendRect(0, img.height() - h, img.width(), h, core::rgba(0, 0, 0, 170));
  img.drawText(kMargin, img.height() - h + 3, lines, core::kWhite);
}

}  // namespace app
