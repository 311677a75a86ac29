// retrosim rf play: Return Fire in a window (issue 12, first slice): the game flow from the
// bunker select screen, the original's default keys for one or two players, real time
// turned into dt ticks as FrameTimingUpdate does, the top-down view of each player's
// rendered area (split screen in 2 players), pause, fullscreen, screenshots, key help.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "app/commands.hpp"
#include "app/config.hpp"
#include "app/paths.hpp"
#include "app/rf_pad_input.hpp"
#include "app/rf_sound.hpp"
#include "core/file_io.hpp"
#include "core/hash.hpp"
#include "platform/pads.hpp"
#include "platform/window.hpp"
#include "rf/data/input_script.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/game.hpp"
#include "rf/replay.hpp"
#include "rf/sim/end_game.hpp"
#include "view/rf_frame_render.hpp"

namespace app {
namespace {

using platform::Key;


struct PlayOptions {
  std::string map;
  int players = 0;
  int frames = -1;  // stop after N frames (tests, demos); -1 = until Esc / the window closes
  int dt = -1;      // a fixed dt per frame (deterministic); -1 = real time
  std::string input;       // play an input script instead of the keyboard
  std::string screenshot;  // write the last picture here when the game stops
  bool hash = false;       // print the final state hash
  std::string record;      // write a replay of the game here when it stops
  std::string config;      // the config file (default: defaultConfigPath())
};

// The config: --config, else the default place (written with the defaults on the first
// run); its warnings go to stderr, one line each.
Config playConfig(const std::string& path) {
  const std::filesystem::path file = path.empty() ? defaultConfigPath() : std::filesystem::path(path);
  if (file.empty()) return defaultConfig();
  const ConfigLoad l = loadOrCreateConfig(file);
  if (l.created) std::cerr << "retrosim: wrote the default settings to " << file.string() << "\n";
  for (const std::string& w : l.warnings) std::cerr << "retrosim: " << w << "\n";
  return l.config;
}

// designed: 16 ms a tick (end_game.hpp kMsPerTick), frames of at least 2 ticks (the
// original's 30 frames a second), at most 12 (FrameTimingUpdate's limit).
constexpr uint64_t kMsPerTick = rf::kMsPerTick;
constexpr int32_t kMinDt = 2;

// A player's raw word from the keys held, by the config's bindings (the original's default
// layouts unless the config file changes them).
uint32_t keyboardWord(const platform::InputFrame& in, const PlayerKeys& keys) {
  const auto held = [&](const std::vector<int>& v) {
    return std::any_of(v.begin(), v.end(), [&](int sc) { return sc > 0 && sc < platform::kScancodes && in.scan[static_cast<size_t>(sc)]; });
  };
  rf::raw::Keys k;
  k.up = held(keys.up);
  k.down = held(keys.down);
  k.left = held(keys.left);
  k.right = held(keys.right);
  k.a = held(keys.a);
  k.b = held(keys.b);
  k.c = held(keys.c);
  k.x4 = held(keys.x4);
  k.x5 = held(keys.x5);
  return rf::raw::keyboardWord(k);
}

constexpr const char* kHelp =
    "player 1: W A S D / arrows, H J K buttons, Q E turret\n"
    "player 2: keypad 8 4 5 6, - + Enter, 7 9\n"
    "all three buttons: self-destruct\n"
    "Esc leave   P pause   Alt+Enter fullscreen\n"
    "M mute   F12 screenshot   Alt+3 swap layouts (2P)\n"
    "F1 this help";

void overlay(core::Image& img, const std::string& text) {
  const int w = core::Image::textWidth(text) + 16;
  const int h = core::Image::textHeight(text) + 12;
  const int x = (img.width() - w) / 2;
  const int y = (img.height() - h) / 2;
  for (int yy = y; yy < y + h; ++yy) {
    for (int xx = x; xx < x + w; ++xx) img.blend(xx, yy, core::rgba(0, 0, 0, 190));
  }
  img.drawText(x + 8, y + 6, text, core::kWhite);
}

std::filesystem::path screenshotPath() {
  for (int n = 1;; ++n) {
    const std::filesystem::path p = "retrosim-" + std::to_string(n) + ".png";
    if (!std::filesystem::exists(p)) return p;
  }
}

std::string defaultMap() {
  const auto maps = bundledRfMaps();
  for (const auto& m : maps) {
    if (m.stem() == "driftwood_cay") return m.string();
  }
  if (maps.empty()) throw std::runtime_error("no bundled maps next to the program (build the `maps` target)");
  return maps.front().string();
}

int runPlay(const PlayOptions& opt) {
  const std::string mapPath = opt.map.empty() ? defaultMap() : opt.map;
  const Config config = playConfig(opt.config);
  rf::GameOptions go;
  go.players = opt.players;
  if (opt.input.empty()) go.schemes = padSchemes(config.pads, platform::Pads::attachedCount());  // rf_pad_input.hpp
  rf::Game game = rf::Game::load(mapPath, go);
  std::optional<rf::InputScript> script;
  if (!opt.input.empty()) {
    script = rf::loadInputScript(opt.input);
    if (!script->spawns.empty()) {
      throw std::runtime_error(opt.input + ": line " + std::to_string(script->spawns.front().line) +
                               ": spawn lines are for `rf run`, not for play");
    }
  }
  std::optional<rf::ReplayRecorder> recorder;
  if (!opt.record.empty()) {
    recorder.emplace(game, std::filesystem::path(mapPath).filename().string(),
                     rf::mapContentHash(core::readFile(mapPath)), go.schemes);
  }
  core::Image picture = view::renderRfScreen(game.state());
  auto window = platform::Window::open("retrosim - Return Fire: " + game.world().title(), picture.width(),
                                       picture.height());
  if (config.fullscreen) window->toggleFullscreen();
  bool paused = false;
  bool help = false;
  bool muted = false;
  RfSound sound(std::cerr);  // silent without an audio device
  int swap = 0;  // Alt+3: the two keyboard layouts swapped (2 players)
  uint64_t last = window->millis();
  int frame = 0;
  while (opt.frames < 0 || frame < opt.frames) {
    const platform::InputFrame in = window->poll();
    if (in.quit) break;
    bool leave = false;
    for (const Key k : in.pressed) {
      if (k == Key::Escape) leave = true;
      if (k == Key::P) paused = !paused;  // the original had no working pause
      if (k == Key::F1) help = !help;
      if (k == Key::M) sound.setMuted(muted = !muted);
      if (k == Key::Return && in.down(Key::Alt)) window->toggleFullscreen();
      if (k == Key::Digit3 && in.down(Key::Alt) && game.players() > 1) swap ^= 1;
      if (k == Key::F12) {
        const auto p = screenshotPath();
        picture.writePng(p.string());
        std::cerr << "screenshot: " << p.string() << "\n";
      }
    }
    if (leave) break;
    int32_t dt = opt.dt;
    if (dt < 0) {  // real time -> ticks, as FrameTimingUpdate does
      const uint64_t now = window->millis();
      const uint64_t ticks = (now - last) / kMsPerTick;
      if (ticks < static_cast<uint64_t>(kMinDt)) {
        window->sleepMillis(static_cast<uint32_t>(kMinDt * kMsPerTick - (now - last)));
        continue;
      }
      dt = static_cast<int32_t>(std::min<uint64_t>(ticks, rf::kMaxDt));
      last = ticks > static_cast<uint64_t>(rf::kMaxDt) ? now : last + static_cast<uint64_t>(dt) * kMsPerTick;
    }
    if (!paused) {
      rf::Inputs step;
      step.dt = dt;
      for (int p = 0; p < game.players(); ++p) {
        const auto sp = static_cast<size_t>(p);
        step.words[sp] = script ? script->rawWord(frame, p)
                                : playerWord(keyboardWord(in, config.keys[sp ^ static_cast<size_t>(swap)]), in.pads[sp],
                                             go.schemes[sp], config.pads);
      }
      game.step(step);
      sound.frame(game);
      if (recorder) recorder->frame(step, game);
      ++frame;
    }
    picture = view::renderRfScreen(game.state());
    if (paused) overlay(picture, "PAUSED (P)");
    if (help) overlay(picture, kHelp);
    if (muted) picture.drawText(4, 4, "muted", core::kWhite);
    window->present(picture);
  }
  if (!opt.screenshot.empty()) picture.writePng(opt.screenshot);
  if (recorder) {
    core::writeFileAtomic(opt.record, rf::encodeReplay(recorder->finish(game)));
    std::cerr << "replay: " << opt.record << " (" << frame << " frames)\n";
  }
  if (opt.hash) std::cout << core::StateHasher::toHex(game.hash()) << "\n";
  return 0;
}

}  // namespace

int playRfDefault() {
  return runPlay(PlayOptions{});
}

void addRfPlayCommand(CLI::App& rf, Commands& commands) {
  auto* play = rf.add_subcommand("play", "play Return Fire in a window (F1 in the game lists the keys)");
  auto opt = std::make_shared<PlayOptions>();
  play->add_option("--map", opt->map, "the map file (.rfm; default: the bundled driftwood_cay)");
  play->add_option("--players", opt->players, "1 or 2 (default: the map's)")->check(CLI::Range(1, 2));
  play->add_option("--frames", opt->frames, "stop after N frames")->check(CLI::Range(0, 100000000));
  play->add_option("--dt", opt->dt, "a fixed dt per frame, 0..12 (default: real time)")->check(CLI::Range(0, rf::kMaxDt));
  play->add_option("--input", opt->input, "play an input script (docs/rf-run.md) instead of the keyboard");
  play->add_option("--screenshot", opt->screenshot, "write the last picture to this PNG when the game stops");
  play->add_flag("--hash", opt->hash, "print the final state hash");
  play->add_option("--config", opt->config, "the settings file (default: $XDG_CONFIG_HOME/retrosim/retrosim.ini)");
  play->add_option("--record", opt->record, "write a replay of the game when it stops (docs/replay-format.md)");
  play->callback([&commands, opt] { commands.action = [opt] { return runPlay(*opt); }; });
}

}  // namespace app
