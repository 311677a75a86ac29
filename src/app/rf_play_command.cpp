// retrosim rf play: Return Fire in a window (issue 12): the title screen, then each game
// from the bunker select screen (the flow: rf_play_flow.hpp), the original's default keys
// for one or two players, real time turned into dt ticks as FrameTimingUpdate does, the
// 3D or top-down view (V) of each player's rendered area (split screen in 2 players), pause,
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
#include "app/rf_movie.hpp"
#include "rf/sound/music.hpp"
#include "app/rf_options_menu.hpp"
#include "input/pad_word.hpp"
#include "app/rf_pause_menu.hpp"
#include "app/rf_play_flow.hpp"
#include "app/rf_sound.hpp"
#include "app/rf_trace.hpp"
#include "app/rf_window_session.hpp"
#include "input/keyboard_word.hpp"
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
#include "view/rf_original_look.hpp"
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

// What ended one game's loop.
enum class GameStop : uint8_t { Frames, Left, Closed, Ended, Restart };

// The window and what lasts from screen to screen (rf_window_session.hpp), and what `rf play`
// adds: its options, the input script, the win music's length.
struct PlaySession {
  WindowSession& w;
  const PlayOptions& opt;
  const std::optional<rf::InputScript>& script;
  int32_t winMusicMs = view::kRfWinMusicWaitMs;  // the end sequence's wait: the win music's length
  const RfMovies* movies = nullptr;              // the CD's movies (the win movie), none: ours
};

// designed: a held Up / Down on the title repeats after 0.4 s, every 60 ms.
constexpr uint64_t kRepeatDelayMs = 400;
constexpr uint64_t kRepeatEveryMs = 60;

// One game's frames from the devices (or the input script): the pause menu (and the options
// over it), P, F1, Alt+3, the bunker's menu repeat, real time -> dt, the end sequence; the
// replay and the trace it writes.
class PlayDriver final : public RfFrameDriver {
 public:
  PlayDriver(PlaySession& ps, rf::Game& game, const rf::GameOptions& go)
      : ps_(ps), game_(game), go_(go), menu_(ps.opt.map.empty() ? "QUIT TO THE TITLE" : "QUIT THE GAME"),
        pacer_(ps.w.clock) {
    labelKeys();
  }

  GameStop result() const { return stop_; }
  int framesPlayed() const { return frame_; }
  void setTrace(RfTrace* trace) { trace_ = trace; }
  void setRecorder(rf::ReplayRecorder* recorder) { recorder_ = recorder; }

  std::vector<Key> keys(WindowSession& s, const platform::InputFrame& in) override {
    asked_ = false;
    std::vector<Key> window;
    if (inMovie()) return movieKeys(s, in);  // the win movie: a key skips it
    const bool inOptions = optionsInput(s, in);  // over the pause menu: it takes the keys
    if (inOptions) labelKeys();                  // the keys may have changed
    for (const Key k : inOptions ? std::vector<Key>{} : in.pressed) {
      if (menu_.isOpen()) {  // the pause menu takes the keys (the window's own still work)
        const PauseChoice c = menu_.key(k);
        if (c == PauseChoice::Quit) stop_ = GameStop::Left;
        if (c == PauseChoice::Restart) stop_ = GameStop::Restart;
        if (c == PauseChoice::Options) {
          s.options.open(s.config);
          break;  // the frame's other keys are not the options'
        }
        if (k == Key::F12 || k == Key::M || (k >= Key::F5 && k <= Key::F10)) window.push_back(k);
        continue;
      }
      if (k == Key::Escape) {
        menu_.open();
      } else if (k == Key::P) {
        paused_ = !paused_;  // the original had no working pause
      } else if (k == Key::F1) {
        help_ = !help_;
      } else if (k == Key::Digit3 && in.down(Key::Alt) && game_.players() > 1) {
        swap_ ^= 1;
        labelKeys();
      } else {
        window.push_back(k);  // the window's (V, Alt+Enter, F12, M, F5-F10); the loop ignores the rest
      }
    }
    for (size_t p = 0; p < 2; ++p) {  // a pad's Start pauses, Back opens the menu (as P and Esc)
      if (in.pads[p].start && !startWas_[p] && !inOptions) paused_ = !paused_;
      if (in.pads[p].back && !backWas_[p] && !menu_.isOpen()) menu_.open();
      startWas_[p] = in.pads[p].start;
      backWas_[p] = in.pads[p].back;
    }
    return window;
  }

  bool stop(WindowSession&) override {
    if (stop_ == GameStop::Frames && ending_ && ps_.opt.frames < 0 && ending_->done()) stop_ = GameStop::Ended;
    return stop_ != GameStop::Frames;
  }

  std::optional<rf::Inputs> next(WindowSession& s, const platform::InputFrame& in) override {
    if (asked_) return std::nullopt;  // one frame a time round
    asked_ = true;
    int32_t dt = ps_.opt.dt;
    if (dt < 0) {  // real time -> ticks, as FrameTimingUpdate does (the pacer waits)
      const std::optional<int32_t> d = pacer_.nextDt();
      if (!d) return std::nullopt;
      dt = *d;
    }
    if (paused_ || menu_.isOpen()) return std::nullopt;
    rf::Inputs step;
    step.dt = dt;
    for (int p = 0; p < game_.players(); ++p) {
      const auto sp = static_cast<size_t>(p);
      if (ps_.script) {
        step.words[sp] = ps_.script->rawWord(frame_, p);
        continue;
      }
      const input::PlayerKeys& keys = s.config.keys[sp ^ static_cast<size_t>(swap_)];
      const rf::PlayerState& ps = game_.state().player[sp];
      const bool inMenu = ps.view == rf::ViewMode::BunkerSelect && ps.bunker.phase == rf::BunkerPhase::Menu;
      step.words[sp] = menuRepeat_[sp].filter(
          input::playerWord(input::keyboardWord(in, keys), in.pads[sp], go_.schemes[sp], s.config.pads),  // input/pad_word.hpp
          inMenu, s.clock.millis());
    }
    return step;
  }

  void stepped(WindowSession&, const rf::Inputs& step) override {
    if (recorder_ != nullptr) recorder_->frame(step, game_);
    if (trace_ != nullptr) trace_->frame(game_, frame_, frame_ % ps_.opt.traceEvery == 0);
    ++frame_;
    if (ending_) ending_->advance(step.dt);
    if (!game_.state().running && !ending_) {
      const rf::EndGamePlan plan = rf::endGamePlan(game_.state());
      if (plan.winner >= 0 && ps_.movies != nullptr && ps_.opt.frames < 0) {
        winMovie_ = ps_.movies->load(plan.moviePath, std::cerr);  // 0x4559e0[level]
        if (winMovie_) std::cerr << "retrosim: the win movie: " << winMovie_->name() << "\n";
      }
      ending_.emplace(plan, ps_.winMusicMs, winMovie_ ? static_cast<int32_t>(winMovie_->lengthMs()) : 0);
    }
    // the win movie's sound while its step plays
    if (inMovie() && !movieSound_) {
      movieSound_.emplace(ps_.w.sound, *winMovie_);
      moviePlay_.emplace(winMovie_->lengthMs());
    }
    if (!inMovie() && movieSound_) {
      movieSound_.reset();
      winMovie_.reset();
    }
  }

  void decorate(WindowSession& s, core::Image& picture) override {
    if (inMovie()) {  // the CD's win movie, the banner over every frame
      try {
        picture = moviePicture(winMovie_->frameAtMs(ending_->inStepMs()), picture.width(), picture.height(),
                               game_.state().winner);
      } catch (const std::exception& e) {  // a frame libavcodec refuses: the movie stops there
        std::cerr << "retrosim: " << e.what() << " (the movie stops)\n";
        ending_->skipMovie();
        picture = ending_->picture(picture);
      }
    } else if (ending_ && ps_.opt.frames < 0) {
      picture = ending_->picture(picture);  // EndGame's sequence
    }
    if (paused_) overlay(picture, "PAUSED (P)");
    if (s.options.isOpen()) {
      view::drawMenuPanel(picture, s.options.panel());
    } else if (menu_.isOpen()) {
      view::drawMenuPanel(picture, menu_.panel());
    }
    if (help_) view::drawMenuPanel(picture, rfHelpPanel(s.config));
  }

 private:
  bool inMovie() const { return ending_ && winMovie_ && ending_->kind() == rf::EndStepKind::Movie; }
  // The win movie's keys: the window's own go to the loop, any other (or a pad's button) skips.
  std::vector<Key> movieKeys(WindowSession&, const platform::InputFrame& in) {
    std::vector<Key> window, others;
    for (const Key k : in.pressed) {
      const bool own = k == Key::F12 || k == Key::M || (k >= Key::F5 && k <= Key::F10) || k == Key::Alt ||
                       (k == Key::Return && in.down(Key::Alt));
      (own ? window : others).push_back(k);
    }
    if (moviePlay_) {
      moviePlay_->input(others, in.pads);
      if (moviePlay_->skipped()) ending_->skipMovie();
    }
    return window;
  }
  // the keys the bunker screens name: each player's bindings (swapped by Alt+3)
  void labelKeys() {
    for (size_t p = 0; p < 2; ++p) ps_.w.look.keys[p] = rfKeyLabels(ps_.w.config.keys[p ^ static_cast<size_t>(swap_)]);
  }

  PlaySession& ps_;
  rf::Game& game_;
  const rf::GameOptions& go_;
  PauseMenu menu_;  // Esc
  FramePacer pacer_;
  std::array<MenuRepeat, 2> menuRepeat_{};  // one card per press in the bunker menu
  std::optional<view::RfEndSequence> ending_;  // after EndGame: its sequence on the game's ticks
  std::optional<RfMovie> winMovie_;            // the CD's win movie of the level (none: ours)
  std::optional<MovieSound> movieSound_;       // its sound while it plays
  std::optional<MoviePlayback> moviePlay_;     // its skip keys
  RfTrace* trace_ = nullptr;
  rf::ReplayRecorder* recorder_ = nullptr;
  bool paused_ = false;
  bool help_ = false;
  bool asked_ = false;  // next() was asked this time round
  int swap_ = 0;        // Alt+3: the two keyboard layouts swapped (2 players)
  std::array<bool, 2> startWas_{}, backWas_{};  // the pads' Start / Back a poll ago
  int frame_ = 0;
  GameStop stop_ = GameStop::Frames;
};

// One game on the window: the loop from the bunker to EndGame (its end sequence after it) or
// Esc; with --frames it runs exactly that many steps, EndGame or not (as `rf run`).
GameStop playGame(PlaySession& ps, rf::Game& game, const std::string& mapPath, const std::vector<uint8_t>& mapBytes,
                  const rf::GameOptions& go) {
  const PlayOptions& opt = ps.opt;
  std::optional<rf::ReplayRecorder> recorder;
  if (!opt.record.empty()) {
    recorder.emplace(game, std::filesystem::path(mapPath).filename().string(),
                     rf::mapContentHash(mapBytes.empty() ? rf::readRfmBytes(mapPath) : mapBytes), go.schemes,
                     go.scenario.spawns);
  }
  // the trace streams as the game goes and replaces its file when the game stops
  std::optional<core::StreamFile> traceFile;
  std::optional<RfTrace> trace;
  if (!opt.trace.empty()) {
    traceFile.emplace(opt.trace);
    trace.emplace(game, *traceFile);
  }
  ps.w.sound.reset();
  ps.w.picture = view::renderRfScreen(game.state(), ps.w.look);
  PlayDriver driver(ps, game, go);
  driver.setTrace(trace ? &*trace : nullptr);
  driver.setRecorder(recorder ? &*recorder : nullptr);
  const bool open = runRfWindowLoop(ps.w, game, driver);
  if (trace) {
    trace->finish(game);  // the last frame's line too
    traceFile->commit();
  }
  if (recorder) {
    core::writeFileAtomic(opt.record, rf::encodeReplay(recorder->finish(game)), &replayFileKind());
    std::cerr << "replay: " << opt.record << " (" << driver.framesPlayed() << " frames)\n";
  }
  if (opt.hash) std::cout << core::StateHasher::toHex(game.hash()) << "\n";
  return open ? driver.result() : GameStop::Closed;
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
// attached at the start (input/pad_word.hpp); a scripted game's from its script, as in rf run.
rf::GameOptions gameOptions(const Config& config, const std::optional<rf::InputScript>& script, int players) {
  if (script) return rf::scriptedGameOptions(*script, players);  // as rf run
  rf::GameOptions go;
  go.players = players;
  go.schemes = input::padSchemes(config.pads, platform::Pads::attachedCount());
  return go;
}

// The briefing over the title until a key (a pad's button too); false when the window closed.
bool showBriefing(WindowSession& s) {
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
void runFlow(PlaySession& ps, PlayFlow& flow, std::optional<rf::Game> first, const rf::GameOptions& firstOptions) {
  WindowSession& s = ps.w;
  std::string progressMessage;
  rf::Progress progress;
  bool progressStale = true;  // read again before the title shows (at first, after a game)
  view::ResultsState results;
  uint64_t resultsSince = 0;
  uint64_t heldSince = 0;  // since when Up or Down is held on the title (0: not held)
  // the briefing before the first game from the title (not for --map or a script)
  bool briefed = !ps.opt.map.empty() || ps.script.has_value();
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
          go = gameOptions(s.config, ps.script, flow.players());
          game.emplace(mapBytes.empty() ? rf::Game::load(mapPath, go)
                                        : rf::Game::load(rf::parseRfm(mapBytes, mapPath), mapPath, go));
        } catch (const std::exception& e) {
          std::cerr << "retrosim: " << e.what() << "\n";
          flow.gameFailed(e.what());
          continue;
        }
      }
      const GameStop stop = playGame(ps, *game, mapPath, mapBytes, go);
      if (stop == GameStop::Closed) flow.quit();
      if (stop == GameStop::Left) flow.gameLeft();
      // Restart: the flow stays on this map's game, which loads afresh
      if (stop == GameStop::Ended) {
        results = recordEnd(ps.opt, *game, mapPath);
        flow.gameEnded({game->state().winner, game->players(), results.ms});
        const int next = flow.nextMap();
        results.next = next >= 0 ? "next map: " + flow.maps()[static_cast<size_t>(next)].title
                                 : (ps.opt.map.empty() ? "back to the title" : "");
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
      if (s.look.original != nullptr) t.backdrop = s.look.original->backdrop();  // the original look's
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
    const audio::Schedule win = rf::sound::loadRfTrack(bundledMusicDir(), rf::kWinMusicTrack, audio::kSampleRate);
    return static_cast<int32_t>(win.endSample * 1000 / audio::kSampleRate);
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
  const WindowConfig settings = loadWindowConfig(opt.config);
  const Config& config = settings.config;
  // --data, else the config's [data] path: the user's CD (its RFIRE.BIN's tables, its maps)
  PlayOptions withData = opt;
  if (withData.data.empty()) withData.data = config.dataPath;
  RfLook look;  // the 3D view's look: the original's with the data's ART.CAR and models
  std::optional<RfGameData> data;
  if (!withData.data.empty()) {
    data.emplace(openRfGameData(withData.data));
    std::cerr << "retrosim: " << tablesLine(&*data) << "\n";
    look = chooseRfLook(data->source.get(), config.originalLook);
  } else {
    look = chooseRfLook(nullptr, config.originalLook);
  }
  const RfMovies movies(data ? data->source.get() : nullptr);  // the intro, the win movies (rf_movie.hpp)
  if (data) std::cerr << "retrosim: " << movies.line() << "\n";
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
  SoundSettings soundSettings = config.sound;
  soundSettings.dataPath = withData.data;  // the CD's sound and score when it has them (issue 25)
  RfSound sound(std::cerr, soundSettings);  // silent without an audio device (it says so once)
  const std::unique_ptr<platform::Clock> clock = platform::programClock();
  WindowSession s{.window = *window,
                  .clock = *clock,
                  .config = config,
                  .saved = config,
                  .configFile = settings.file,
                  .sound = sound,
                  .frameLimit = opt.frames};
  s.look.style = config.viewStyle;
  s.originalLook = look.look.get();
  s.look.original = config.originalLook ? s.originalLook : nullptr;
  // after the window (without a display nothing else is said); with data only (without it
  // the look is ours and the tables are the designed ones: nothing to say)
  if (!withData.data.empty()) std::cerr << "retrosim: " << look.line << "\n";
  if (!settings.notice.empty()) showNotice(s, settings.notice);  // once, in the window too
  PlaySession ps{s, opt, script, winMusicMs(), &movies};
  // the CD's intro before the title (not for --map or a script)
  const bool open = !opt.map.empty() || script || playIntro(s, movies, std::cerr);
  if (open) runFlow(ps, *flow, std::move(first), firstOptions);
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
