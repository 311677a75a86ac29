// SPDX-License-Identifier: GPL-3.0-or-later
// The C API's observations (include/retrosim/rf.h): the cell words, the live objects, a
// player's view as RGB bytes at the size asked, drawn by the view's renderers.
#include <algorithm>
#include <cstring>
#include <string>

#include "api/api_game.hpp"
#include "core/image.hpp"
#include "view/rf_frame_render.hpp"

namespace {

int needGame(rf_game* g) {
  if (g == nullptr) return RF_ERR_ARGUMENT;
  if (!g->play.game) return api::fail(g, RF_ERR_NOT_READY, "no game loaded: call rf_reset first");
  return RF_OK;
}

// designed: the top-down view shows at least 256 world px (8 cells) across, whatever the
// picture's size: it is drawn k times the size asked and box-filtered down.
constexpr int kTopDownSpan = 256;

// A picture of w x h kept per thread (the renderers write every pixel of their viewport).
core::Image& scratch(int slot, int w, int h) {
  thread_local core::Image images[2];
  core::Image& img = images[slot];
  if (img.width() != w || img.height() != h) img = core::Image(w, h, core::kBlack);
  return img;
}

// `src` (k times w x h, or any size when `nearest`) as RGB bytes of w x h.
void toRgb(const core::Image& src, int w, int h, uint8_t* out) {
  const int sw = src.width(), sh = src.height();
  const core::Rgba* px = src.pixels().data();
  if (sw == w && sh == h) {
    for (size_t i = 0, n = static_cast<size_t>(w) * static_cast<size_t>(h); i < n; ++i) {
      out[3 * i] = core::red(px[i]);
      out[3 * i + 1] = core::green(px[i]);
      out[3 * i + 2] = core::blue(px[i]);
    }
    return;
  }
  if (sw % w == 0 && sh % h == 0 && sw / w == sh / h) {  // a box filter of k x k
    const int k = sw / w;
    const uint32_t n = static_cast<uint32_t>(k * k);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        uint32_t r = 0, gr = 0, b = 0;
        for (int dy = 0; dy < k; ++dy) {
          const core::Rgba* row = px + static_cast<size_t>(y * k + dy) * static_cast<size_t>(sw) + x * k;
          for (int dx = 0; dx < k; ++dx) {
            r += core::red(row[dx]);
            gr += core::green(row[dx]);
            b += core::blue(row[dx]);
          }
        }
        uint8_t* o = out + 3 * (static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x));
        o[0] = static_cast<uint8_t>(r / n);
        o[1] = static_cast<uint8_t>(gr / n);
        o[2] = static_cast<uint8_t>(b / n);
      }
    }
    return;
  }
  for (int y = 0; y < h; ++y) {  // nearest: the pixel under each one's centre
    const int sy = static_cast<int>((static_cast<int64_t>(2 * y + 1) * sh) / (2 * h));
    for (int x = 0; x < w; ++x) {
      const int sx = static_cast<int>((static_cast<int64_t>(2 * x + 1) * sw) / (2 * w));
      const core::Rgba c = px[static_cast<size_t>(sy) * static_cast<size_t>(sw) + static_cast<size_t>(sx)];
      uint8_t* o = out + 3 * (static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x));
      o[0] = core::red(c);
      o[1] = core::green(c);
      o[2] = core::blue(c);
    }
  }
}

}  // namespace

extern "C" {

int rf_observe_cells(const rf_game* cg, uint32_t* out, size_t capacity) {
  rf_game* g = const_cast<rf_game*>(cg);
  if (const int s = needGame(g); s != RF_OK) return s;
  const auto& cells = g->play.game->world().cells();
  if (out == nullptr || capacity < cells.size())
    return api::fail(g, RF_ERR_BUFFER,
                     "rf_observe_cells: the buffer holds " + std::to_string(out == nullptr ? 0 : capacity) +
                         " words, the world has " + std::to_string(cells.size()));
  std::memcpy(out, cells.data(), cells.size() * sizeof(uint32_t));
  return RF_OK;
}

int rf_observe_objects(const rf_game* cg, rf_object* out, size_t capacity, size_t* count) {
  rf_game* g = const_cast<rf_game*>(cg);
  if (count != nullptr) *count = 0;
  if (const int s = needGame(g); s != RF_OK) return s;
  if (out == nullptr && capacity > 0) return api::fail(g, RF_ERR_ARGUMENT, "rf_observe_objects: no buffer");
  const rf::Sim& sim = g->play.game->state();
  size_t n = 0;
  for (rf::ObjListId id : {rf::ObjListId::Active, rf::ObjListId::Inactive, rf::ObjListId::Useless}) {
    for (rf::ObjSlot s = sim.lists[static_cast<size_t>(id)].head; s != rf::kNoObj; s = sim.objs[s].next, ++n) {
      if (n >= capacity) continue;
      const rf::Obj& o = sim.objs[s];
      rf_object& r = out[n];
      r.id = o.id;
      r.cls = o.cls;
      r.team = o.team;
      r.x = o.x;
      r.y = o.y;
      r.z = o.z;
      r.heading = o.heading;
      r.speed = o.speed;
      r.cell = o.cell >= 0 && o.cell < rf::kOutsideCell ? o.cell : -1;
      r.flags = o.flags;
    }
  }
  if (count != nullptr) *count = n;
  return RF_OK;
}

int rf_render(const rf_game* cg, int32_t player, int32_t style, int32_t width, int32_t height, uint8_t* rgb,
              size_t capacity) {
  rf_game* g = const_cast<rf_game*>(cg);
  if (const int s = needGame(g); s != RF_OK) return s;
  return api::guarded(g, [&]() -> int {
    const rf::Sim& sim = g->play.game->state();
    if (player < 0 || player >= sim.players)
      return api::fail(g, RF_ERR_ARGUMENT, "rf_render: player must be 0.." + std::to_string(sim.players - 1) +
                                               ", got " + std::to_string(player));
    if (width < 1 || height < 1 || width > 4096 || height > 4096)
      return api::fail(g, RF_ERR_ARGUMENT, "rf_render: the size must be 1..4096 a side, got " +
                                               std::to_string(width) + " x " + std::to_string(height));
    const size_t need = static_cast<size_t>(width) * static_cast<size_t>(height) * 3;
    if (rgb == nullptr || capacity < need)
      return api::fail(g, RF_ERR_BUFFER, "rf_render: the buffer holds " + std::to_string(rgb == nullptr ? 0 : capacity) +
                                             " bytes, the picture needs " + std::to_string(need));
    switch (style) {
      case RF_VIEW_TOPDOWN: {
        const int k = std::max(1, (kTopDownSpan + std::max(width, height) - 1) / std::max(width, height));
        core::Image& img = scratch(0, width * k, height * k);
        view::drawRfView(sim, player, img, {0, 0, width * k, height * k}, {.style = view::RfViewStyle::TopDown});
        toRgb(img, width, height, rgb);
        return RF_OK;
      }
      case RF_VIEW_PERSPECTIVE: {
        core::Image& img = scratch(1, width, height);
        view::drawRfView(sim, player, img, {0, 0, width, height}, {.style = view::RfViewStyle::Perspective});
        toRgb(img, width, height, rgb);
        return RF_OK;
      }
      case RF_VIEW_SCREEN:
        toRgb(view::renderRfFrame(sim, player), width, height, rgb);
        return RF_OK;
      default:
        return api::fail(g, RF_ERR_ARGUMENT,
                         "rf_render: style must be 0 (top-down), 1 (perspective) or 2 (screen), got " +
                             std::to_string(style));
    }
  });
}

}  // extern "C"
