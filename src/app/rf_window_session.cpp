// The window of rf play and rf replay (rf_window_session.hpp).
#include "app/rf_window_session.hpp"

#include <algorithm>
#include <iostream>

#include "app/paths.hpp"
#include "view/rf_effects.hpp"
#include "view/rf_menu_render.hpp"

namespace app {
namespace {

using platform::Key;

// F12: retrosim-N.png (the first N from 1 not taken) in the outputs folder's screenshots/
// (app/paths.hpp), made when missing.
std::filesystem::path screenshotPath() {
  const std::filesystem::path dir = outputsDir() / "screenshots";
  std::filesystem::create_directories(dir);
  for (int n = 1;; ++n) {
    const std::filesystem::path p = dir / ("retrosim-" + std::to_string(n) + ".png");
    if (!std::filesystem::exists(p)) return p;
  }
}


// designed: a volume change shows for 90 frames (about 3 s in a game, 1.5 s on the title).
constexpr int kVolumeShownFrames = 90;
// designed: a notice (a settings problem, the settings saved) shows for 300 frames (about
// 10 s in a game, 5 s on the title).
constexpr int kNoticeFrames = 300;

// The options menu's settings put to use: the volumes, the view, the window.
void applyOptions(WindowSession& s) {
  const Config& c = s.options.config();
  if (c.sound.master != s.config.sound.master || c.sound.music != s.config.sound.music ||
      c.sound.effects != s.config.sound.effects) {
    s.sound.setVolumes(c.sound.master, c.sound.music, c.sound.effects);
  }
  if (c.viewStyle != s.config.viewStyle) s.look.style = c.viewStyle;
  if (c.originalLook != s.config.originalLook) s.look.original = c.originalLook ? s.originalLook : nullptr;
  if (c.fullscreen != s.window.fullscreen()) s.window.toggleFullscreen();
  if (c.scale != s.config.scale) s.window.setScale(c.scale);
  s.config = c;
}

// The options menu closed: what changed goes to the settings file.
void saveOptions(WindowSession& s) {
  if (s.configFile.empty()) {
    showNotice(s, "the settings are not saved: no settings file (HOME is not set)");
    return;
  }
  try {
    if (saveConfigChanges(s.configFile, s.saved, s.config)) {
      std::cerr << "retrosim: saved the settings to " << s.configFile.string() << "\n";
      showNotice(s, "settings saved");
    }
    s.saved = s.config;
  } catch (const std::exception& e) {
    std::cerr << "retrosim: the settings were not saved: " << e.what() << "\n";
    showNotice(s, "the settings were not saved (see the terminal)");
  }
}

}  // namespace

WindowConfig loadWindowConfig(const std::string& path) {
  WindowConfig out;
  out.file = path.empty() ? defaultConfigPath() : std::filesystem::path(path);
  if (out.file.empty()) {
    out.config = defaultConfig();
    return out;
  }
  const ConfigLoad l = loadOrCreateConfig(out.file);
  if (l.created) std::cerr << "retrosim: wrote the default settings to " << out.file.string() << "\n";
  for (const std::string& w : l.warnings) std::cerr << "retrosim: " << w << "\n";
  out.config = l.config;
  if (!l.warnings.empty()) {
    out.notice = "settings: " + shortPathMessage(l.warnings.front(), out.file);
    if (l.warnings.size() > 1) {
      out.notice += " (and " + std::to_string(l.warnings.size() - 1) + " more: see the terminal)";
    }
  }
  return out;
}

void showNotice(WindowSession& s, std::string text) {
  s.notice = std::move(text);
  s.noticeUntil = s.frames + kNoticeFrames;
}

// The options menu's share of a frame: true when it was open (then it took the keys; the
// window's screenshot key still works).
bool optionsInput(WindowSession& s, const platform::InputFrame& in) {
  const auto padsNow = in.pads;
  const auto padsWas = s.padsWas;
  s.padsWas = padsNow;
  if (!s.options.isOpen()) return false;
  if (s.options.wantsScancodes()) {
    for (const int sc : in.pressedScan) s.options.scancode(sc);
  } else {
    for (const Key k : in.pressed) {
      if (k == Key::F12) {
        windowKey(s, in, k);  // a screenshot, as on every screen
      } else {
        s.options.key(k);
      }
    }
    for (size_t p = 0; p < padsNow.size(); ++p) {
      for (int b = 0; b < input::kPadButtons; ++b) {
        const auto button = static_cast<input::PadButton>(b);
        if (input::padButtonHeld(padsNow[p], button) && !input::padButtonHeld(padsWas[p], button)) s.options.padButton(button);
      }
    }
  }
  applyOptions(s);
  if (!s.options.isOpen()) saveOptions(s);
  return true;
}

// The window keys every screen has.
bool windowKey(WindowSession& s, const platform::InputFrame& in, Key k) {
  if (k == Key::Return && in.down(Key::Alt)) {
    s.window.toggleFullscreen();
    s.config.fullscreen = s.window.fullscreen();
    return true;
  }
  if (k == Key::F12) {
    try {  // a screenshot that cannot be written says so; the game goes on
      const auto p = screenshotPath();
      s.picture.writePng(p.string());
      std::cerr << "screenshot: " << p.string() << "\n";
    } catch (const std::exception& e) {
      std::cerr << "retrosim: no screenshot: " << e.what() << "\n";
    }
    return true;
  }
  if (k == Key::M) {
    s.muted = !s.muted;
    s.sound.setMuted(s.muted);
    return true;
  }
  if (k >= Key::F5 && k <= Key::F10) {  // F5 / F6 master, F7 / F8 music, F9 / F10 effects
    const int which = (static_cast<int>(k) - static_cast<int>(Key::F5)) / 2;
    const int step = (static_cast<int>(k) - static_cast<int>(Key::F5)) % 2 == 0 ? -kVolumeStep : kVolumeStep;
    std::array<int, 3> v = s.sound.volumes();
    v[static_cast<size_t>(which)] = std::clamp(v[static_cast<size_t>(which)] + step, 0, 100);
    s.sound.setVolumes(v[0], v[1], v[2]);
    s.config.sound.master = v[0];
    s.config.sound.music = v[1];
    s.config.sound.effects = v[2];
    s.volumeShownUntil = s.frames + kVolumeShownFrames;
    return true;
  }
  return false;
}

// The sound's state on the picture: "muted", or the volumes a moment after a change.
void drawSoundState(WindowSession& s, core::Image& picture) {
  if (s.muted) picture.drawText(4, 4, "muted", core::kWhite);
  if (s.frames < s.volumeShownUntil) {
    const std::array<int, 3> v = s.sound.volumes();
    picture.drawText(4, s.muted ? 14 : 4,
                     "volume " + std::to_string(v[0]) + "  music " + std::to_string(v[1]) + "  effects " +
                         std::to_string(v[2]),
                     core::kWhite);
  }
  if (s.frames < s.noticeUntil && !s.notice.empty()) {
    const int y = picture.height() - 14;
    picture.blendRect(0, y - 3, picture.width(), 14, core::rgba(0, 0, 0, 170));
    picture.drawText(4, y, s.notice, core::kWhite);
  }
}

void overlay(core::Image& img, const std::string& text) {
  const int w = core::Image::textWidth(text) + 16;
  const int h = core::Image::textHeight(text) + 12;
  const int x = (img.width() - w) / 2;
  const int y = (img.height() - h) / 2;
  img.blendRect(x, y, w, h, core::rgba(0, 0, 0, 190));
  img.drawText(x + 8, y + 6, text, core::kWhite);
}

bool runRfWindowLoop(WindowSession& s, rf::Game& game, RfFrameDriver& driver) {
  view::RfEffects effects;  // the views' scorch marks: view state, advanced once per game frame
  while (!s.framesDone()) {
    const platform::InputFrame in = s.window.poll();
    if (in.quit) return false;
    for (const Key k : driver.keys(s, in)) {
      if (k == Key::V) {
        s.look.style = view::nextRfViewStyle(s.look.style);
      } else if (k == Key::F4) {
        s.look.original = s.look.original != nullptr ? nullptr : s.originalLook;
      } else {
        windowKey(s, in, k);
      }
    }
    if (driver.stop(s)) return true;
    while (!s.framesDone()) {
      const std::optional<rf::Inputs> step = driver.next(s, in);
      if (!step) break;
      game.step(*step);
      effects.advance(game.state());
      s.sound.frame(game);
      driver.stepped(s, *step);
      ++s.frames;
    }
    view::RfFrameRenderOptions look = s.look;
    look.effects = &effects;
    // designed (issue 21): the game drawn at 2x (1280 x 960) when the window shows the
    // picture at least twice its size; the menus, notices and the end sequence are drawn at
    // 640 x 480 on a transparent layer, then over the picture at twice its size
    look.scale = s.window.wholeScale(view::kRfScreenWidth, view::kRfScreenHeight) >= 2 ? 2 : 1;
    s.picture = view::renderRfScreen(game.state(), look);
    if (look.scale == 1) {
      driver.decorate(s, s.picture);
      drawSoundState(s, s.picture);
    } else {
      core::Image layer(view::kRfScreenWidth, view::kRfScreenHeight, 0);
      driver.decorate(s, layer);
      drawSoundState(s, layer);
      s.picture.drawOverScaled(layer, look.scale);
    }
    s.window.present(s.picture);
  }
  return true;
}

}  // namespace app
