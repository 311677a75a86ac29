// SPDX-License-Identifier: GPL-3.0-or-later
#include "view/gta_hud_render.hpp"

#include <algorithm>

namespace view {
namespace {

void panel(core::Image& img, int x, int y, int w, int h) {
  img.blendRect(x, y, w, h, 0x000000a0);
}

}  // namespace

void drawGtaHud(core::Image& img, const gta::GameState& s, const std::string& status,
                const std::vector<std::string>& log) {
  int fires = 0, engines = 0;
  for (const gta::FireRecord& r : s.fire.fires) fires += r.used() ? 1 : 0;
  for (const gta::Car& c : s.entities.cars)
    engines += (c.status != gta::kCarFree && c.model == gta::kCarModelFireEngine && c.control != 0) ? 1 : 0;
  const gta::EventQueue& q = s.eventQueue;
  std::string events = "events " + std::to_string(q.pending());
  if (q.head != gta::EventQueue::kSentinel)
    events += " next at " + std::to_string(q.nodes[size_t(q.head)].due);
  const std::string top = "frame " + std::to_string(s.frame()) + "  " + events + "  fires " +
                          std::to_string(fires) + "  engines " + std::to_string(engines);
  panel(img, 0, 0, img.width(), 14);
  img.drawText(4, 3, top, core::kWhite);
  if (!status.empty()) {
    panel(img, 0, img.height() - 14, img.width(), 14);
    img.drawText(4, img.height() - 11, status, 0xffe080ff);
  }
  const int n = int(std::min<size_t>(log.size(), 6));
  if (n > 0) {
    const int h = 12 * n + 4;
    panel(img, 0, 16, img.width() / 2, h);
    for (int i = 0; i < n; ++i)
      img.drawText(4, 19 + 12 * i, log[log.size() - size_t(n) + size_t(i)], 0xc0ffc0ff);
  }
}

}  // namespace view
