// The platform layer (ARCHITECTURE.md): the only code that includes SDL2. A window that
// shows an RGBA picture scaled to fit (integer scaling when it fits, letterboxed), the
// keyboard as our own key names and the game controllers (pads.hpp); the clock is clock.hpp.
// No SDL type leaves this layer.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/image.hpp"
#include "platform/pads.hpp"

namespace platform {

// The keys the game reads (the original's default layouts, the window keys).
enum class Key : uint8_t {
  W, A, S, D, Up, Down, Left, Right, H, J, K, Q, E,                        // player 1
  Kp8, Kp4, Kp5, Kp6, Kp2, KpMinus, KpPlus, KpEnter, Kp7, Kp9,            // player 2
  Escape, P, M, F1, F12, Return, Alt, Digit3, Digit1, Digit2, N,           // the window's
  Space, Tab, F2, Digit4, Digit5, Digit6, Digit7, Digit8, Digit9,         // the title screen's
  V, O,                                                                    // the view style, options
  F5, F6, F7, F8, F9, F10,                                                 // the volumes
  F4,                                                                      // the look (original / ours)
  Count
};
inline constexpr int kKeyCount = static_cast<int>(Key::Count);

// Any key by its physical position (SDL's scancode numbers, kept opaque here): the
// rebindable game keys of the config file.
inline constexpr int kScancodes = 512;
// The scancode of a key name as SDL names keys ("W", "Up", "Keypad 8", "Keypad Enter",
// "Left Alt"; any case), or -1 for a name SDL does not know.
int scancodeByName(const std::string& name);
// SDL's name of a scancode ("" for none).
std::string scancodeName(int scancode);

struct InputFrame {
  bool quit = false;                         // the window was closed
  std::array<bool, kKeyCount> held{};        // keys down now or pressed since the last poll
  std::array<bool, kScancodes> scan{};       // every key down now or pressed since the last poll
  std::vector<Key> pressed;                  // keys that went down since the last poll
  std::vector<int> pressedScan;              // the same, every key by its scancode (rebinding)
  std::array<PadState, kPadSlots> pads{};    // the game controllers by slot (pads.hpp)
  bool down(Key k) const { return held[static_cast<size_t>(k)]; }
};

class Window {
 public:
  // Opens a resizable window showing pictures of w x h pixels, at first `scale` times that
  // size, or the largest smaller whole factor whose window fits the display's usable area
  // (at least 1). Throws std::runtime_error with SDL's message when there is no display or
  // SDL fails.
  static std::unique_ptr<Window> open(const std::string& title, int w, int h, int scale = 2);
  // Whether a display is there to open a window on (DISPLAY, WAYLAND_DISPLAY or an
  // explicit SDL_VIDEODRIVER).
  static bool displayAvailable();
  ~Window();
  Window(const Window&) = delete;
  Window& operator=(const Window&) = delete;

  // Shows the picture, scaled by the largest whole factor that fits (letterboxed); a
  // picture of another size than before resizes the logical size.
  void present(const core::Image& img);
  // Reads every pending event.
  InputFrame poll();
  void toggleFullscreen();
  bool fullscreen() const;
  // The whole factor a picture of w x h would be shown at now: the window's drawable size
  // (the screen's in fullscreen) over the picture's, rounded down, at least 1.
  int wholeScale(int w, int h) const;
  // The window's size at `scale` times the picture's (1..4; smaller when it does not fit the
  // display's usable area); nothing in fullscreen but the next windowed size.
  void setScale(int scale);

 private:
  Window();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace platform
