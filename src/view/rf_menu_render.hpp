// SPDX-License-Identifier: GPL-3.0-or-later
// A menu drawn over a screen or a game (the pause menu, the options, the briefing): a dark
// panel in the middle of the picture with a gold heading, one row a line with its value in a
// second column, the chosen row on the title screen's highlight bar, a footer of key hints
// and a notice line. Pure drawing; the menus' logic is the driver's (src/app).
#pragma once

#include <string>
#include <vector>

#include "core/image.hpp"

namespace view {

struct MenuRow {
  std::string label;
  std::string value;  // "" none
  bool selected = false;
};

struct MenuPanel {
  std::string title;
  std::vector<MenuRow> rows;
  std::vector<std::string> lines;  // text under the title, before the rows (a briefing, a question)
  std::string footer;              // the keys ("Up / Down choose   Esc: back")
  std::string notice;              // the last thing the menu said, "" none
};

// designed: rows 16 px apart, the text at 1x (5 x 7 glyphs), the heading at 2x; the panel as
// wide as its longest line and at most the picture.
inline constexpr int kMenuRowHeight = 16;
inline constexpr int kMenuLineHeight = 11;

void drawMenuPanel(core::Image& img, const MenuPanel& panel);

// The panel as plain text, one line each (tests, the terminal): the title, the lines, each
// row as "> LABEL  VALUE" (selected) or "  LABEL  VALUE", the footer, the notice.
std::string menuPanelText(const MenuPanel& panel);

}  // namespace view
