// SPDX-License-Identifier: GPL-3.0-or-later
// The SDL2 window (window.hpp).
#include "platform/window.hpp"

#include <SDL.h>

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

namespace platform {
namespace {

bool envSet(const char* name) {
  const char* v = std::getenv(name);
  return v != nullptr && *v != '\0';
}

std::string sdlError(const char* what) {
  return std::string(what) + ": " + SDL_GetError();
}

}  // namespace

// Where the pointer is between polls (SDL's events move it).
struct MouseTrack {
  int x = 0, y = 0;
  bool inside = false;
};

struct Window::Impl {
  SDL_Window* window = nullptr;
  SDL_Renderer* renderer = nullptr;
  SDL_Texture* texture = nullptr;
  int texW = 0;
  int texH = 0;
  int baseW = 640;  // the picture's own size given at open: what the scale multiplies (a picture
  int baseH = 480;  // drawn at 2x for a large window, texW x texH, does not count)
  bool fullscreen = false;
  std::unique_ptr<Pads> pads;  // opened with the window (hot-plug events come through poll)
  MouseTrack mouse;
  ~Impl() {
    pads.reset();
    if (texture != nullptr) SDL_DestroyTexture(texture);
    if (renderer != nullptr) SDL_DestroyRenderer(renderer);
    if (window != nullptr) SDL_DestroyWindow(window);
    SDL_QuitSubSystem(SDL_INIT_VIDEO);
  }
};

Window::Window() : impl_(std::make_unique<Impl>()) {}
Window::~Window() = default;

bool Window::displayAvailable() {
  return envSet("DISPLAY") || envSet("WAYLAND_DISPLAY") || envSet("SDL_VIDEODRIVER");
}

std::unique_ptr<Window> Window::open(const std::string& title, int w, int h, int scale) {
  if (!displayAvailable()) {
    throw std::runtime_error("cannot open a window: no display (DISPLAY and WAYLAND_DISPLAY are unset)");
  }
  // only the display servers the environment names are tried (a wayland probe without one
  // prints libwayland's own complaint about XDG_RUNTIME_DIR)
  if (!envSet("SDL_VIDEODRIVER")) {
    if (envSet("DISPLAY") && !envSet("WAYLAND_DISPLAY")) SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11");
    if (!envSet("DISPLAY") && envSet("WAYLAND_DISPLAY")) SDL_SetHint(SDL_HINT_VIDEODRIVER, "wayland");
  }
  // "DISPLAY=:0, WAYLAND_DISPLAY=wayland-0": where the environment says the display is
  std::string where;
  for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY"}) {
    if (envSet(name)) where += (where.empty() ? "" : ", ") + std::string(name) + "=" + std::getenv(name);
  }
  if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0) {
    throw std::runtime_error("cannot open a window: no display server answers at " + where + " (SDL: " +
                             SDL_GetError() + ")");
  }
  // With no display server answering (a stale DISPLAY), SDL falls back to its invisible
  // offscreen driver: a game nobody sees that never ends. Only an explicit SDL_VIDEODRIVER
  // may choose such a driver.
  const std::string driver = SDL_GetCurrentVideoDriver() != nullptr ? SDL_GetCurrentVideoDriver() : "";
  if ((driver == "offscreen" || driver == "dummy" || driver.empty()) && !envSet("SDL_VIDEODRIVER")) {
    SDL_QuitSubSystem(SDL_INIT_VIDEO);
    throw std::runtime_error("cannot open a window: no display server answers at " + where);
  }
  std::unique_ptr<Window> win(new Window());
  Impl& m = *win->impl_;
  m.baseW = std::max(w, 1);
  m.baseH = std::max(h, 1);
  SDL_Rect usable{};
  if (SDL_GetDisplayUsableBounds(0, &usable) == 0) {
    while (scale > 1 && (w * scale > usable.w || h * scale > usable.h)) --scale;
  }
  scale = std::max(scale, 1);
  m.window = SDL_CreateWindow(title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w * scale, h * scale,
                              SDL_WINDOW_RESIZABLE);
  if (m.window == nullptr) throw std::runtime_error(sdlError("cannot open a window"));
  m.renderer = SDL_CreateRenderer(m.window, -1, 0);
  if (m.renderer == nullptr) throw std::runtime_error(sdlError("cannot draw in the window"));
  SDL_SetRenderDrawColor(m.renderer, 0, 0, 0, 255);
  m.pads = std::make_unique<Pads>();
  return win;
}

void Window::present(const core::Image& img) {
  Impl& m = *impl_;
  if (m.texture == nullptr || m.texW != img.width() || m.texH != img.height()) {
    if (m.texture != nullptr) SDL_DestroyTexture(m.texture);
    // core::Rgba is 0xRRGGBBAA in a uint32: SDL's RGBA8888 packed format
    m.texture = SDL_CreateTexture(m.renderer, SDL_PIXELFORMAT_RGBA8888, SDL_TEXTUREACCESS_STREAMING, img.width(),
                                  img.height());
    if (m.texture == nullptr) throw std::runtime_error(sdlError("cannot make the picture texture"));
    m.texW = img.width();
    m.texH = img.height();
    SDL_RenderSetLogicalSize(m.renderer, img.width(), img.height());
  }
  SDL_UpdateTexture(m.texture, nullptr, img.pixels().data(), img.width() * 4);
  // integer scaling when the window is at least the picture's size, else scaled down to fit
  int ww = 0, wh = 0;
  SDL_GetRendererOutputSize(m.renderer, &ww, &wh);
  SDL_RenderSetIntegerScale(m.renderer, ww >= img.width() && wh >= img.height() ? SDL_TRUE : SDL_FALSE);
  SDL_RenderClear(m.renderer);
  SDL_RenderCopy(m.renderer, m.texture, nullptr, nullptr);
  SDL_RenderPresent(m.renderer);
}

// One SDL mouse event into the frame. With the renderer's logical size set (present()),
// SDL gives the motion and the clicks in the picture's pixels.
static void mouseEvent(const SDL_Event& e, MouseTrack& w, input::MouseState& m) {
  switch (e.type) {
    case SDL_MOUSEMOTION:
      w.x = e.motion.x, w.y = e.motion.y, w.inside = true;
      m.dx += e.motion.xrel, m.dy += e.motion.yrel;
      break;
    case SDL_MOUSEBUTTONDOWN:
      w.x = e.button.x, w.y = e.button.y, w.inside = true;
      if (e.button.button == SDL_BUTTON_LEFT) m.leftPressed = true;
      if (e.button.button == SDL_BUTTON_MIDDLE) m.middlePressed = true;
      if (e.button.button == SDL_BUTTON_RIGHT) m.rightPressed = true;
      break;
    case SDL_MOUSEWHEEL:
      m.wheel += e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e.wheel.y : e.wheel.y;
      break;
    case SDL_WINDOWEVENT:
      if (e.window.event == SDL_WINDOWEVENT_LEAVE) w.inside = false;
      if (e.window.event == SDL_WINDOWEVENT_ENTER) w.inside = true;
      break;
    default:
      break;
  }
}

input::DeviceFrame Window::poll() {
  input::DeviceFrame f;
  // Keys that went down since the last poll: held this frame even when already released
  // (a tap shorter than a frame is never lost).
  std::vector<int> downs;
  SDL_Event e;
  while (SDL_PollEvent(&e) != 0) {
    if (e.type == SDL_QUIT) f.quit = true;
    if (e.type == SDL_CONTROLLERDEVICEADDED) impl_->pads->deviceAdded(e.cdevice.which);
    if (e.type == SDL_CONTROLLERDEVICEREMOVED) impl_->pads->deviceRemoved(e.cdevice.which);
    if (e.type == SDL_KEYDOWN && e.key.repeat == 0) {
      downs.push_back(static_cast<int>(e.key.keysym.scancode));
      f.pressedScan.push_back(static_cast<int>(e.key.keysym.scancode));
    }
    if (e.type == SDL_TEXTINPUT) f.text += e.text.text;  // typed text (a host's address, a name)
    mouseEvent(e, impl_->mouse, f.mouse);
  }
  int numKeys = 0;
  const Uint8* state = SDL_GetKeyboardState(&numKeys);
  for (int i = 0; i < input::kScancodes && i < numKeys; ++i) f.scan[static_cast<size_t>(i)] = state[i] != 0;
  for (const int sc : downs) {
    if (sc > 0 && sc < input::kScancodes) f.scan[static_cast<size_t>(sc)] = true;
  }
  f.deriveKeys();  // the held and pressed Keys (input/device.hpp)
  f.pads = impl_->pads->read();
  // the pointer stays where the last motion put it; the buttons held now
  const Uint32 buttons = SDL_GetMouseState(nullptr, nullptr);
  f.mouse.left = f.mouse.leftPressed || (buttons & SDL_BUTTON_LMASK) != 0;
  f.mouse.middle = f.mouse.middlePressed || (buttons & SDL_BUTTON_MMASK) != 0;
  f.mouse.right = f.mouse.rightPressed || (buttons & SDL_BUTTON_RMASK) != 0;
  f.mouse.inside = impl_->mouse.inside;
  f.mouse.x = impl_->mouse.x;
  f.mouse.y = impl_->mouse.y;
  return f;
}

int Window::wholeScale(int w, int h) const {
  int ww = 0, wh = 0;
  if (w <= 0 || h <= 0 || SDL_GetRendererOutputSize(impl_->renderer, &ww, &wh) != 0) return 1;
  return std::max(1, std::min(ww / w, wh / h));
}

bool Window::fullscreen() const {
  return impl_->fullscreen;
}

void Window::setScale(int scale) {
  Impl& m = *impl_;
  const int w = m.baseW;  // not the texture's: in a game at 2x that is already twice the picture
  const int h = m.baseH;
  scale = std::clamp(scale, 1, 4);
  SDL_Rect usable{};
  if (SDL_GetDisplayUsableBounds(0, &usable) == 0) {
    while (scale > 1 && (w * scale > usable.w || h * scale > usable.h)) --scale;
  }
  SDL_SetWindowSize(m.window, w * scale, h * scale);
}

void Window::toggleFullscreen() {
  Impl& m = *impl_;
  m.fullscreen = !m.fullscreen;
  SDL_SetWindowFullscreen(m.window, m.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}

}  // namespace platform
