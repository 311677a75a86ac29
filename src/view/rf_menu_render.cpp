// SPDX-License-Identifier: GPL-3.0-or-later
// The menu panel (rf_menu_render.hpp).
#include "view/rf_menu_render.hpp"

#include <algorithm>

#include "view/rf_title_render.hpp"

namespace view {
namespace {

constexpr int kPad = 14;          // the panel's margin
constexpr int kValueGap = 24;     // between the longest label and the values
constexpr int kHeadingScale = 2;
constexpr core::Rgba kPanel = core::rgba(8, 10, 18, 225);
constexpr core::Rgba kEdge = kTitleGold;

int width(const std::string& s) {
  return core::Image::textWidth(s);
}

}  // namespace

void drawMenuPanel(core::Image& img, const MenuPanel& p) {
  int labelW = 0, valueW = 0;
  for (const MenuRow& r : p.rows) {
    labelW = std::max(labelW, width(r.label));
    valueW = std::max(valueW, width(r.value));
  }
  int w = std::max(labelW + (valueW > 0 ? kValueGap + valueW : 0), core::Image::textWidth(p.title, kHeadingScale));
  for (const std::string& l : p.lines) w = std::max(w, width(l));
  w = std::max({w, width(p.footer), width(p.notice)});
  w = std::min(w + 2 * kPad, img.width());
  const int h = kPad + 7 * kHeadingScale + 10 + static_cast<int>(p.lines.size()) * kMenuLineHeight +
                (p.lines.empty() ? 0 : 8) + static_cast<int>(p.rows.size()) * kMenuRowHeight +
                (p.footer.empty() ? 0 : 8 + kMenuLineHeight) + (p.notice.empty() ? 0 : kMenuLineHeight) + kPad;
  const int x = (img.width() - w) / 2;
  const int y = std::max(0, (img.height() - h) / 2);
  img.blendRect(x, y, w, h, kPanel);
  img.fillRect(x, y, w, 1, kEdge);
  img.fillRect(x, y + h - 1, w, 1, kEdge);
  int at = y + kPad;
  img.drawText(x + (w - core::Image::textWidth(p.title, kHeadingScale)) / 2, at, p.title, kTitleGold, kHeadingScale);
  at += 7 * kHeadingScale + 10;
  for (const std::string& l : p.lines) {
    img.drawText(x + kPad, at, l, kTitleText);
    at += kMenuLineHeight;
  }
  if (!p.lines.empty()) at += 8;
  for (const MenuRow& r : p.rows) {
    if (r.selected) img.fillRect(x + kPad - 6, at - 4, w - 2 * kPad + 12, kMenuRowHeight - 1, kTitleHighlight);
    img.drawText(x + kPad, at, r.label, r.selected ? core::kWhite : kTitleText);
    if (!r.value.empty()) img.drawText(x + kPad + labelW + kValueGap, at, r.value, r.selected ? kTitleGold : kTitleDim);
    at += kMenuRowHeight;
  }
  if (!p.footer.empty()) {
    at += 8;
    img.drawText(x + (w - width(p.footer)) / 2, at, p.footer, kTitleDim);
    at += kMenuLineHeight;
  }
  if (!p.notice.empty()) img.drawText(x + (w - width(p.notice)) / 2, at, p.notice, kTitleWon);
}

std::string menuPanelText(const MenuPanel& p) {
  std::string s = p.title + "\n";
  for (const std::string& l : p.lines) s += l + "\n";
  for (const MenuRow& r : p.rows) {
    s += std::string(r.selected ? "> " : "  ") + r.label + (r.value.empty() ? "" : "  " + r.value) + "\n";
  }
  if (!p.footer.empty()) s += p.footer + "\n";
  if (!p.notice.empty()) s += p.notice + "\n";
  return s;
}

}  // namespace view
