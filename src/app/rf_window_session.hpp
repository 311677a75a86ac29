// The window of `rf play` and `rf replay` (issue 23: one window loop for both): what lasts
// from screen to screen (the window, the clock, the settings in use, the sound, the view
// style, the options menu, the notices), the keys every screen has (Alt+Enter, F12, M,
// F5-F10, V), and the loop that steps a game frame by frame from a driver: play's devices
// through the bindings, or a replay's recorded frames.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/config.hpp"
#include "app/rf_options_menu.hpp"
#include "app/rf_sound.hpp"
#include "core/image.hpp"
#include "platform/clock.hpp"
#include "platform/window.hpp"
#include "rf/game.hpp"
#include "rf/sim/end_game.hpp"
#include "view/rf_frame_render.hpp"
#include "view/rf_title_render.hpp"

namespace app {

// The settings file: --config, else the default place (written with the defaults on the
// first run); its warnings go to stderr, one line each, and the first of them to the window.
struct WindowConfig {
  Config config;
  std::filesystem::path file;  // where the options menu saves (empty: nowhere)
  std::string notice;          // what the window says once at the start ("" nothing)
};
WindowConfig loadWindowConfig(const std::string& path);

struct WindowSession {
  platform::Window& window;
  platform::Clock& clock;  // the real one, or stepped in the window tests (platform/clock.hpp)
  Config config;           // the settings in use (the options menu changes them)
  Config saved;            // the settings as the file has them
  std::filesystem::path configFile;  // where the options menu saves them (empty: nowhere)
  RfSound& sound;                    // silent without an audio device
  int frameLimit = -1;               // --frames: stop after this many frames (-1: never)
  core::Image picture{view::kTitleWidth, view::kTitleHeight};
  int frames = 0;  // the frames --frames counts: the game's steps, the title's and results' pictures
  bool muted = false;
  int volumeShownUntil = 0;           // the volumes show on the picture until this frame
  view::RfFrameRenderOptions look{};  // V: the view style; the bunker's key labels
  // The original look when the data has it (F4 puts look.original to it or to null: ours).
  const view::RfOriginalLook* originalLook = nullptr;
  OptionsMenu options{};              // O on the title, Options in the pause menu
  std::array<platform::PadState, 2> padsWas{};  // the pads a poll ago (the options' pad page)
  std::string notice{};  // a line at the bottom of the picture: a settings problem, a save
  int noticeUntil = 0;   // ... until this frame
  bool framesDone() const { return frameLimit >= 0 && frames >= frameLimit; }
};

// designed: title and results frames are one a tick (16 ms).
inline constexpr uint32_t kScreenFrameMs = rf::kMsPerTick;

// A line at the bottom of the picture for a while (a settings problem, the settings saved).
void showNotice(WindowSession& s, std::string text);
// The keys every screen has: Alt+Enter fullscreen, F12 a screenshot, M mute, F5-F10 the
// volumes. True when `k` was one of them.
bool windowKey(WindowSession& s, const platform::InputFrame& in, platform::Key k);
// The options menu's share of a frame: true when it was open (then it took the keys; what
// it changes is applied at once, and saved to the settings file when it closes).
bool optionsInput(WindowSession& s, const platform::InputFrame& in);
// "muted", the volumes a moment after a change, the notice line: over the picture.
void drawSoundState(WindowSession& s, core::Image& picture);
// A box of text in the middle of the picture.
void overlay(core::Image& img, const std::string& text);

// What a game in the window is stepped from (play: the devices through the bindings;
// replay: the recorded frames). The loop asks, each time round: the frame's keys, whether
// to stop, then the frames due now, then draws.
class RfFrameDriver {
 public:
  virtual ~RfFrameDriver() = default;
  // The keys the driver does not take (its menus and own keys take the rest): the loop gives
  // them to windowKey and takes V; any other key is ignored.
  virtual std::vector<platform::Key> keys(WindowSession& s, const platform::InputFrame& in) = 0;
  // Whether the game's loop ends now (the driver knows why).
  virtual bool stop(WindowSession& s) = 0;
  // The next frame's inputs when one is due now; asked again after each step until nullopt
  // (the driver waits for real time itself).
  virtual std::optional<rf::Inputs> next(WindowSession& s, const platform::InputFrame& in) = 0;
  // After the step and the frame's sound.
  virtual void stepped(WindowSession& s, const rf::Inputs& in) = 0;
  // The driver's own pictures over the rendered frame (menus, the end sequence, a status line).
  virtual void decorate(WindowSession& s, core::Image& picture) = 0;
};

// The game in the window until the window closes (false) or the driver stops it, or
// --frames runs out (true).
bool runRfWindowLoop(WindowSession& s, rf::Game& game, RfFrameDriver& driver);

}  // namespace app
