// retrosim rf play: Return Fire in a window (issue 12): the title screen, then each game
// from the bunker select screen (the flow: rf_play_flow.hpp), the original's default keys
// for one or two players, real time turned into dt ticks as FrameTimingUpdate does, the
// top-down or tilted view (V) of each player's rendered area (split screen in 2 players), pause,
// fullscreen, screenshots, key help; the results screen, the progress and the high scores
// at a game's end.
#include <algorithm>
#include <array>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "app/commands.hpp"
#include "app/rf_briefing.hpp"
#include "app/rf_game_data.hpp"
#include "app/config.hpp"
#include "app/paths.hpp"
#include "app/rf_frame_pacer.hpp"
#include "app/rf_game_result.hpp"
#include "app/rf_key_labels.hpp"
#include "app/rf_menu_repeat.hpp"
#include "app/rf_music.hpp"
#include "app/rf_options_menu.hpp"
#include "app/rf_pad_input.hpp"
#include "app/rf_pause_menu.hpp"
#include "app/rf_play_flow.hpp"
#include "app/rf_sound.hpp"
#include "app/rf_trace.hpp"
#include "core/file_io.hpp"
#include "core/file_stream.hpp"
#include "core/hash.hpp"
#include "platform/clock.hpp"
#include "platform/pads.hpp"
#include "platform/window.hpp"
#include "rf/data/input_script.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/data/rfm.hpp"
#include "rf/game.hpp"
#include "rf/high_score_store.hpp"
#include "rf/progress.hpp"
#include "rf/replay.hpp"
#include "rf/sim/end_game.hpp"
#include "view/rf_end_sequence.hpp"
#include "view/rf_frame_render.hpp"
#include "view/rf_title_render.hpp"

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
  std::string trace;       // write the rf run trace of the game here when it stops (needs --map)
  int traceEvery = 1;
  std::string config;      // the config file (default: defaultConfigPath())
  std::string data;        // the original's folder: its maps on the title screen
  std::string scores;      // the high-score file (default: defaultHighScoresPath())
  std::string names;       // "P1[,P2]" for the high scores
};

// The config: --config, else the default place (written with the defaults on the first
// run); its warnings go to stderr, one line each, and the first of them to the window.
struct PlayConfig {
  Config config;
  std::filesystem::path file;  // where the options menu saves (empty: nowhere)
  std::string notice;          // what the window says once at the start ("" nothing)
};
PlayConfig playConfig(const std::string& path) {
  PlayConfig out;
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


void overlay(core::Image& img, const std::string& text) {
  const int w = core::Image::textWidth(text) + 16;
  const int h = core::Image::textHeight(text) + 12;
  const int x = (img.width() - w) / 2;
  const int y = (img.height() - h) / 2;
  img.blendRect(x, y, w, h, core::rgba(0, 0, 0, 190));
  img.drawText(x + 8, y + 6, text, core::kWhite);
}

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

// What ended one game's loop.
enum class GameStop : uint8_t { Frames, Left, Closed, Ended, Restart };

// The window and what lasts from screen to screen.
struct Session {
  platform::Window& window;
  platform::Clock& clock;  // the real one, or stepped in the window tests (platform/clock.hpp)
  Config config;           // the settings in use (the options menu changes them)
  Config saved;            // the settings as the file has them
  std::filesystem::path configFile;  // where the options menu saves them (empty: nowhere)
  const PlayOptions& opt;
  const std::optional<rf::InputScript>& script;
  RfSound& sound;  // silent without an audio device
  core::Image picture{view::kTitleWidth, view::kTitleHeight};
  int frames = 0;  // the frames --frames counts: the game's steps, the title's and results' pictures
  bool muted = false;
  int volumeShownUntil = 0;  // the volumes show on the picture until this frame
  view::RfFrameRenderOptions look{};  // V: the view style; the 2P status screens
  int32_t winMusicMs = view::kRfWinMusicWaitMs;  // the end sequence's wait: the win music's length
  OptionsMenu options{};                          // O on the title, Options in the pause menu
  std::array<platform::PadState, 2> padsWas{};    // the pads a poll ago (the options' pad page)
  std::string notice{};   // a line at the bottom of the picture: a settings problem, a save
  int noticeUntil = 0;    // ... until this frame
  bool framesDone() const { return opt.frames >= 0 && frames >= opt.frames; }
};

// designed: title and results frames are one a tick (16 ms).
constexpr uint32_t kScreenFrameMs = rf::kMsPerTick;
// designed: a held Up / Down on the title repeats after 0.4 s, every 60 ms.
constexpr uint64_t kRepeatDelayMs = 400;
constexpr uint64_t kRepeatEveryMs = 60;

// designed: a volume change shows for 90 frames (about 3 s in a game, 1.5 s on the title).
constexpr int kVolumeShownFrames = 90;
// designed: a notice (a settings problem, the settings saved) shows for 300 frames (about
// 10 s in a game, 5 s on the title).
constexpr int kNoticeFrames = 300;

void showNotice(Session& s, std::string text) {
  s.notice = std::move(text);
  s.noticeUntil = s.frames + kNoticeFrames;
}

// The options menu's settings put to use: the volumes, the view, the window.
void applyOptions(Session& s) {
  const Config& c = s.options.config();
  if (c.sound.master != s.config.sound.master || c.sound.music != s.config.sound.music ||
      c.sound.effects != s.config.sound.effects) {
    s.sound.setVolumes(c.sound.master, c.sound.music, c.sound.effects);
  }
  if (c.viewStyle != s.config.viewStyle) s.look.style = c.viewStyle;
  if (c.fullscreen != s.window.fullscreen()) s.window.toggleFullscreen();
  if (c.scale != s.config.scale) s.window.setScale(c.scale);
  s.config = c;
}

// The options menu closed: what changed goes to the settings file.
void saveOptions(Session& s) {
  if (s.configFile.empty()) {
    showNotice(s, "the settings are not saved: no settings file (HOME is not set)");
    return;
  }
  try {
    saveConfigChanges(s.configFile, s.saved, s.config);
    if (configEntries(s.saved) != configEntries(s.config)) {
      std::cerr << "retrosim: saved the settings to " << s.configFile.string() << "\n";
      showNotice(s, "settings saved");
    }
    s.saved = s.config;
  } catch (const std::exception& e) {
    std::cerr << "retrosim: the settings were not saved: " << e.what() << "\n";
    showNotice(s, "the settings were not saved (see the terminal)");
  }
}

// The options menu's share of a frame: true when it was open (then it took the keys; the
// window's screenshot key still works).
bool optionsInput(Session& s, const platform::InputFrame& in) {
  const auto padsNow = in.pads;
  const auto padsWas = s.padsWas;
  s.padsWas = padsNow;
  if (!s.options.isOpen()) return false;
  if (s.options.wantsScancodes()) {
    for (const int sc : in.pressedScan) s.options.scancode(sc);
  } else {
    for (const Key k : in.pressed) {
      if (k == Key::F12) continue;  // below, as on every screen
      s.options.key(k);
    }
    for (size_t p = 0; p < padsNow.size(); ++p) {
      for (int b = 0; b < kPadButtons; ++b) {
        const auto button = static_cast<PadButton>(b);
        if (padButtonHeld(padsNow[p], button) && !padButtonHeld(padsWas[p], button)) s.options.padButton(button);
      }
    }
  }
  applyOptions(s);
  if (!s.options.isOpen()) saveOptions(s);
  return true;
}

// The window keys every screen has.
bool windowKey(Session& s, const platform::InputFrame& in, Key k) {
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
void drawSoundState(Session& s, core::Image& picture) {
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

// One game on the window: the loop from the bunker to EndGame (the 1 s fade after it) or
// Esc; with --frames it runs exactly that many steps, EndGame or not (as `rf run`).
GameStop playGame(Session& s, rf::Game& game, const std::string& mapPath, const std::vector<uint8_t>& mapBytes,
                  const rf::GameOptions& go) {
  std::optional<rf::ReplayRecorder> recorder;
  if (!s.opt.record.empty()) {
    recorder.emplace(game, std::filesystem::path(mapPath).filename().string(),
                     rf::mapContentHash(mapBytes.empty() ? rf::readRfmBytes(mapPath) : mapBytes), go.schemes, go.scenario.spawns);
  }
  const PlayOptions& opt = s.opt;
  // the trace streams as the game goes and replaces its file when the game stops
  std::optional<core::StreamFile> traceFile;
  std::optional<RfTrace> trace;
  if (!opt.trace.empty()) {
    traceFile.emplace(opt.trace);
    trace.emplace(game, *traceFile);
  }
  const Config& config = s.config;
  platform::Window* window = &s.window;
  core::Image& picture = s.picture;
  s.sound.reset();
  picture = view::renderRfScreen(game.state(), s.look);
  bool paused = false;
  bool help = false;
  int swap = 0;  // Alt+3: the two keyboard layouts swapped (2 players)
  std::array<bool, 2> startWas{}, backWas{};  // the pads' Start / Back a poll ago
  // the keys the bunker screens name: each player's bindings (swapped by Alt+3)
  const auto labelKeys = [&] {
    for (size_t p = 0; p < 2; ++p) s.look.keys[p] = rfKeyLabels(config.keys[p ^ static_cast<size_t>(swap)]);
  };
  labelKeys();
  std::array<MenuRepeat, 2> menuRepeat{};      // one card per press in the bunker menu
  PauseMenu menu(opt.map.empty() ? "QUIT TO THE TITLE" : "QUIT THE GAME");  // Esc
  FramePacer pacer(s.clock);
  // after EndGame: its sequence (fade, banner, back screen) on the game's ticks
  std::optional<view::RfEndSequence> ending;
  int frame = 0;
  GameStop stop = GameStop::Frames;
  while (!s.framesDone()) {
    const platform::InputFrame in = window->poll();
    if (in.quit) {
      stop = GameStop::Closed;
      break;
    }
    bool leave = false;
    bool restart = false;
    const bool inOptions = optionsInput(s, in);  // over the pause menu: it takes the keys
    if (inOptions) labelKeys();                  // the keys may have changed
    for (const Key k : inOptions ? std::vector<Key>{} : in.pressed) {
      if (menu.isOpen()) {  // the pause menu takes the keys (the window's own still work)
        const PauseChoice c = menu.key(k);
        leave |= c == PauseChoice::Quit;
        restart |= c == PauseChoice::Restart;
        if (c == PauseChoice::Options) {
          s.options.open(s.config);
          break;  // the frame's other keys are not the options'
        }
        if (k == Key::F12 || k == Key::M || (k >= Key::F5 && k <= Key::F10)) windowKey(s, in, k);
        continue;
      }
      if (k == Key::Escape) menu.open();
      if (k == Key::P) paused = !paused;  // the original had no working pause
      if (k == Key::F1) help = !help;
      if (k == Key::V) s.look.style = view::nextRfViewStyle(s.look.style);
      if (k == Key::Digit3 && in.down(Key::Alt) && game.players() > 1) {
        swap ^= 1;
        labelKeys();
      }
      if (k == Key::Return || k == Key::F12 || k == Key::M || (k >= Key::F5 && k <= Key::F10)) windowKey(s, in, k);
    }
    for (size_t p = 0; p < 2; ++p) {  // a pad's Start pauses, Back opens the menu (as P and Esc)
      if (in.pads[p].start && !startWas[p] && !inOptions) paused = !paused;
      if (in.pads[p].back && !backWas[p] && !menu.isOpen()) menu.open();
      startWas[p] = in.pads[p].start;
      backWas[p] = in.pads[p].back;
    }
    if (leave) {
      stop = GameStop::Left;
      break;
    }
    if (restart) {
      stop = GameStop::Restart;
      break;
    }
    if (ending && opt.frames < 0 && ending->done()) {
      stop = GameStop::Ended;
      break;
    }
    int32_t dt = opt.dt;
    if (dt < 0) {  // real time -> ticks, as FrameTimingUpdate does
      const std::optional<int32_t> next = pacer.nextDt();
      if (!next) continue;
      dt = *next;
    }
    if (!paused && !menu.isOpen()) {
      rf::Inputs step;
      step.dt = dt;
      for (int p = 0; p < game.players(); ++p) {
        const auto sp = static_cast<size_t>(p);
        const PlayerKeys& keys = config.keys[sp ^ static_cast<size_t>(swap)];
        if (s.script) {
          step.words[sp] = s.script->rawWord(frame, p);
        } else {
          const rf::PlayerState& ps = game.state().player[sp];
          const bool inMenu = ps.view == rf::ViewMode::BunkerSelect && ps.bunker.phase == rf::BunkerPhase::Menu;
          step.words[sp] = menuRepeat[sp].filter(
              playerWord(keyboardWord(in, keys), in.pads[sp], go.schemes[sp], config.pads),  // rf_pad_input.hpp
              inMenu, s.clock.millis());
        }
      }
      game.step(step);
      s.sound.frame(game);
      if (recorder) recorder->frame(step, game);
      if (trace) trace->frame(game, frame, frame % opt.traceEvery == 0);
      ++frame;
      ++s.frames;
      if (ending) ending->advance(dt);
      if (!game.state().running && !ending) ending.emplace(rf::endGamePlan(game.state()), s.winMusicMs);
    }
    picture = view::renderRfScreen(game.state(), s.look);
    if (ending && opt.frames < 0) picture = ending->picture(picture);  // EndGame's sequence
    if (paused) overlay(picture, "PAUSED (P)");
    if (s.options.isOpen()) {
      view::drawMenuPanel(picture, s.options.panel());
    } else if (menu.isOpen()) {
      view::drawMenuPanel(picture, menu.panel());
    }
    if (help) view::drawMenuPanel(picture, rfHelpPanel(config));
    drawSoundState(s, picture);
    window->present(picture);
  }
  if (trace) {
    trace->finish(game);  // the last frame's line too
    traceFile->commit();
  }
  if (recorder) {
    core::writeFileAtomic(opt.record, rf::encodeReplay(recorder->finish(game)), &replayFileKind());
    std::cerr << "replay: " << opt.record << " (" << frame << " frames)\n";
  }
  if (opt.hash) std::cout << core::StateHasher::toHex(game.hash()) << "\n";
  return stop;
}

// The end of a game played to EndGame: the progress (1 player, a real game) and the high
// scores (a real game, or a scripted one with --scores), and what the results screen says.
view::ResultsState recordEnd(const PlayOptions& opt, const rf::Game& game, const std::string& mapPath) {
  const rf::Sim& sim = game.state();
  view::ResultsState r;
  r.title = game.world().title().empty() ? std::filesystem::path(mapPath).stem().string() : game.world().title();
  r.players = sim.players;
  r.winner = sim.winner;
  r.ms = rf::ticksToMs(sim.endTick);
  const bool real = opt.input.empty();
  if (real && sim.players == 1) {
    try {
      std::vector<std::string> messages;
      const rf::ProgressChange c =
          rf::recordProgressInFile(rf::defaultProgressPath(), r.title, sim.winner == 0, r.ms, messages);
      for (const std::string& m : messages) std::cerr << "retrosim: " << m << "\n";
      r.firstWin = c.firstWin;
      r.newBest = c.newBest;
    } catch (const std::exception& e) {
      std::cerr << "retrosim: the progress was not saved: " << e.what() << "\n";
    }
  }
  if (!real && opt.scores.empty()) return r;
  try {
    const std::filesystem::path file = opt.scores.empty() ? rf::defaultHighScoresPath() : std::filesystem::path(opt.scores);
    const rf::GameResult g = highScoreResult(sim, mapPath, opt.names);
    std::string message;
    const rf::ScoreChange change = rf::recordHighScoreInFile(file, g, message);
    if (!message.empty()) std::cerr << "retrosim: " << message << "\n";
    switch (change) {
      case rf::ScoreChange::Added:
        r.highScore = "a new record in the high scores for " + g.name1;
        break;
      case rf::ScoreChange::Replaced:
        r.highScore = "a new record: " + g.name1 + " beat the old time";
        break;
      case rf::ScoreChange::Counted:
        r.highScore = "counted in the 2-player table: " + g.name1 + " - " + g.name2;
        break;
      case rf::ScoreChange::None: r.highScore = "no new high score"; break;
    }
    std::cerr << "high score: " << r.highScore << " (" << file.string() << ")\n";
  } catch (const std::exception& e) {
    std::cerr << "retrosim: the high score was not saved: " << e.what() << "\n";
    r.highScore = "the high score was not saved";
  }
  return r;
}

// The progress the title shows; its messages (dropped records, a file kept aside) once.
rf::Progress titleProgress(std::string& message) {
  try {
    rf::ProgressLoad l = rf::loadProgress(rf::defaultProgressPath());
    for (const std::string& m : l.messages) std::cerr << "retrosim: " << m << "\n";
    if (!l.messages.empty()) message = l.messages.front();
    return l.progress;
  } catch (const std::exception& e) {
    std::cerr << "retrosim: the progress cannot be read: " << e.what() << "\n";
    message = "the progress cannot be read (see the terminal)";
    return {};
  }
}

// A game's options: the players, and the analog scheme for a side whose player has a pad
// attached at the start (rf_pad_input.hpp); a scripted game's from its script, as in rf run.
rf::GameOptions gameOptions(const Config& config, const std::optional<rf::InputScript>& script, int players) {
  if (script) return rf::scriptedGameOptions(*script, players);  // as rf run
  rf::GameOptions go;
  go.players = players;
  go.schemes = padSchemes(config.pads, platform::Pads::attachedCount());
  return go;
}

// The briefing over the title until a key (a pad's button too); false when the window closed.
bool showBriefing(Session& s) {
  const core::Image under = s.picture;
  const view::MenuPanel panel = rfBriefingPanel(s.config);
  while (!s.framesDone()) {
    const platform::InputFrame in = s.window.poll();
    if (in.quit) return false;
    bool key = false;
    for (const Key k : in.pressed) key |= !windowKey(s, in, k) && k != Key::Alt;
    for (const platform::PadState& pad : in.pads) key |= pad.a || pad.b || pad.x_ || pad.y_ || pad.start;
    if (key) return true;
    s.picture = under;
    view::drawMenuPanel(s.picture, panel);
    drawSoundState(s, s.picture);
    s.window.present(s.picture);
    ++s.frames;
    s.clock.sleepMillis(kScreenFrameMs);
  }
  return true;
}

// The flow's loop: the title, each game, the results, until Quit (or --frames).
void runFlow(Session& s, PlayFlow& flow, std::optional<rf::Game> first, const rf::GameOptions& firstOptions) {
  std::string progressMessage;
  rf::Progress progress;
  bool progressStale = true;  // read again before the title shows (at first, after a game)
  view::ResultsState results;
  uint64_t resultsSince = 0;
  uint64_t heldSince = 0;  // since when Up or Down is held on the title (0: not held)
  // the briefing before the first game from the title (not for --map or a script)
  bool briefed = !s.opt.map.empty() || s.script.has_value();
  while (flow.screen() != Screen::Quit && !s.framesDone()) {
    if (flow.screen() == Screen::Game && !briefed) {
      briefed = true;
      if (!showBriefing(s)) {
        flow.quit();
        break;
      }
      continue;
    }
    if (flow.screen() == Screen::Game) {
      const std::string mapPath = flow.current().path.string();
      const std::vector<uint8_t>& mapBytes = flow.current().bytes;  // a disc image's map
      std::optional<rf::Game> game = std::move(first);
      rf::GameOptions go = firstOptions;
      first.reset();
      if (!game) {
        try {
          go = gameOptions(s.config, s.script, flow.players());
          game.emplace(mapBytes.empty() ? rf::Game::load(mapPath, go)
                                        : rf::Game::load(rf::parseRfm(mapBytes, mapPath), mapPath, go));
        } catch (const std::exception& e) {
          std::cerr << "retrosim: " << e.what() << "\n";
          flow.gameFailed(e.what());
          continue;
        }
      }
      const GameStop stop = playGame(s, *game, mapPath, mapBytes, go);
      if (stop == GameStop::Closed) flow.quit();
      if (stop == GameStop::Left) flow.gameLeft();
      // Restart: the flow stays on this map's game, which loads afresh
      if (stop == GameStop::Ended) {
        results = recordEnd(s.opt, *game, mapPath);
        flow.gameEnded({game->state().winner, game->players(), results.ms});
        const int next = flow.nextMap();
        results.next = next >= 0 ? "next map: " + flow.maps()[static_cast<size_t>(next)].title
                                 : (s.opt.map.empty() ? "back to the title" : "");
        resultsSince = s.clock.millis();
      }
      progressStale = true;
      continue;
    }
    const platform::InputFrame in = s.window.poll();
    if (in.quit) {
      flow.quit();
      break;
    }
    bool key = false;
    const bool inOptions = optionsInput(s, in);  // O on the title: it takes the keys
    for (const Key k : inOptions ? std::vector<Key>{} : in.pressed) {
      if (windowKey(s, in, k)) continue;
      if (k == Key::Alt) continue;
      key = true;
      if (flow.screen() == Screen::Title && k == Key::O) {
        s.options.open(s.config);
        break;
      }
      if (flow.screen() == Screen::Title) flow.titleKey(k);
    }
    if (flow.screen() == Screen::Title && !s.options.isOpen()) {  // a held Up / Down repeats
      const bool up = in.down(Key::Up) || in.down(Key::W);
      const bool down = in.down(Key::Down) || in.down(Key::S);
      const uint64_t now = s.clock.millis();
      if (up == down) {
        heldSince = 0;
      } else if (heldSince == 0) {
        heldSince = now;
      } else if (now - heldSince >= kRepeatDelayMs) {
        flow.titleKey(up ? Key::Up : Key::Down);
        heldSince = now - kRepeatDelayMs + kRepeatEveryMs;
      }
    }
    if (flow.screen() == Screen::Results) {
      s.picture = view::renderRfResults(results);
      flow.resultsFrame(
          static_cast<uint32_t>(std::min<uint64_t>(s.clock.millis() - resultsSince, UINT32_MAX)), key);
    } else if (flow.screen() == Screen::Title) {
      s.sound.titleMusic();
      if (progressStale) {
        progressMessage.clear();
        progress = titleProgress(progressMessage);
        progressStale = false;
      }
      view::TitleState t = flow.titleState(progress);
      if (t.message.empty()) t.message = progressMessage;
      if (rf::activeTables().source == rf::TableSource::Original) {
        t.tables = std::string(rf::tableSourceName(rf::TableSource::Original));  // RFIRE.BIN's (--data)
      }
      s.picture = view::renderRfTitle(t);
      if (s.options.isOpen()) view::drawMenuPanel(s.picture, s.options.panel());
    }
    drawSoundState(s, s.picture);
    s.window.present(s.picture);
    ++s.frames;
    s.clock.sleepMillis(kScreenFrameMs);
  }
}

// The win music's length (track 13 of the score), which the end sequence waits for; the
// designed default without the score.
int32_t winMusicMs() {
  try {
    const audio::Schedule win = loadRfTrack(bundledMusicDir(), rf::kWinMusicTrack, platform::kSampleRate);
    return static_cast<int32_t>(win.endSample * 1000 / platform::kSampleRate);
  } catch (const std::exception&) {
    return view::kRfWinMusicWaitMs;  // the music itself says what is wrong with it
  }
}

int runPlay(const PlayOptions& opt) {
  std::optional<rf::InputScript> script;
  if (!opt.trace.empty() && opt.map.empty()) {
    throw std::runtime_error("--trace needs --map: the trace is of one game");
  }
  if (!opt.input.empty()) script = rf::loadInputScript(opt.input);
  const PlayConfig settings = playConfig(opt.config);
  const Config& config = settings.config;
  // --data, else the config's [data] path: the user's CD (its RFIRE.BIN's tables, its maps)
  PlayOptions withData = opt;
  if (withData.data.empty()) withData.data = config.dataPath;
  if (!withData.data.empty()) {
    const RfGameData data = openRfGameData(withData.data);
    std::cerr << "retrosim: " << tablesLine(&data) << "\n";
  }
  std::optional<rf::Game> first;
  rf::GameOptions firstOptions;
  std::optional<PlayFlow> flow;
  std::unique_ptr<platform::Window> window;
  if (!opt.map.empty()) {  // --map: no title; the game's end quits
    firstOptions = gameOptions(config, script, opt.players);
    first.emplace(rf::Game::load(opt.map, firstOptions));
    FlowMap m;
    m.path = opt.map;
    m.title = first->world().title();
    m.players = first->players();
    flow.emplace(PlayFlow::singleMap(m, first->players()));
    const core::Image picture = view::renderRfScreen(first->state());
    window = platform::Window::open("retrosim - Return Fire: " + first->world().title(), picture.width(), picture.height(),
                                    config.scale);
  } else {
    MapList list = listPlayMaps(bundledRfMaps(), withData.data);
    for (const std::string& w : list.warnings) std::cerr << "retrosim: " << w << "\n";
    flow.emplace(std::move(list.maps), opt.players == 2 ? 2 : 1);
    window = platform::Window::open("retrosim - Return Fire", view::kTitleWidth, view::kTitleHeight, config.scale);
  }
  if (config.fullscreen) window->toggleFullscreen();
  // after the window: without a display nothing else is said. Keys pressed while the sound
  // bank is made wait in the window's queue and reach the first frame (Window::poll).
  RfSound sound(std::cerr, config.sound);  // silent without an audio device (it says so once)
  const std::unique_ptr<platform::Clock> clock = platform::programClock();
  Session s{.window = *window, .clock = *clock, .config = config, .saved = config, .configFile = settings.file,
            .opt = opt, .script = script, .sound = sound};
  s.look.style = config.viewStyle;
  if (!settings.notice.empty()) showNotice(s, settings.notice);  // once, in the window too
  s.winMusicMs = winMusicMs();
  runFlow(s, *flow, std::move(first), firstOptions);
  if (!opt.screenshot.empty()) s.picture.writePng(opt.screenshot);
  return 0;
}

}  // namespace

int playRfDefault() {
  return runPlay(PlayOptions{});
}

void addRfPlayCommand(CLI::App& rf, Commands& commands) {
  auto* play = rf.add_subcommand("play", "play Return Fire in a window (F1 in the game lists the keys)");
  auto opt = std::make_shared<PlayOptions>();
  play->add_option("--map", opt->map, "play this map file (.rfm) without the title screen; its end quits");
  play->add_option("--data", opt->data,
                   "the original's folder or disc image (.iso, .cue/.bin): its maps on the title screen, by level, "
                   "and its RFIRE.BIN's tables (default: the config's [data] path)");
  play->add_option("--players", opt->players, "1 or 2 (default: the map's; the title starts with 1)")->check(CLI::Range(1, 2));
  play->add_option("--frames", opt->frames, "stop after N frames")->check(CLI::Range(0, 100000000));
  play->add_option("--dt", opt->dt, "a fixed dt per frame, 0..12 (default: real time)")->check(CLI::Range(0, rf::kMaxDt));
  play->add_option("--input", opt->input, "play an input script (docs/rf-run.md) instead of the keyboard");
  play->add_option("--screenshot", opt->screenshot,
                   "write the last picture to this PNG when the game stops (F12 in the game: retrosim-N.png in " +
                       outputsDirHelp("screenshots") + ")");
  play->add_flag("--hash", opt->hash, "print the final state hash");
  play->add_option("--config", opt->config, "the settings file (default: $XDG_CONFIG_HOME/retrosim/retrosim.ini)");
  play->add_option("--record", opt->record, "write a replay of the game when it stops (docs/replay-format.md)");
  play->add_option("--trace", opt->trace, "write the game's trace, as rf run --trace (with --map)");
  play->add_option("--trace-every", opt->traceEvery, "trace every K-th frame (and the last; default 1)")
      ->check(CLI::Range(1, 100000000));
  play->add_option("--scores", opt->scores,
                   "the high-score file a game's end is recorded in (default: $XDG_DATA_HOME/retrosim/rf_scores.bin; "
                   "with --input only when given)");
  play->add_option("--names", opt->names, "the players' names for the high scores: P1[,P2] (default $USER, \"Player 2\")");
  play->callback([&commands, opt] { commands.action = [opt] { return runPlay(*opt); }; });
}

}  // namespace app
