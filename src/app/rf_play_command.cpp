// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf play: Return Fire in a window: the command line, the settings, the user's CD and
// the maps; then the front (rf/front/front.hpp: title, briefing, each game from the bunker,
// its overlays, the end, the results) in the one window loop (window_loop.hpp) through
// rf_front_program.hpp.
#include <algorithm>
#include <array>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <tuple>

#include "app/commands.hpp"
#include "app/rf_game_data.hpp"
#include "app/config.hpp"
#include "app/paths.hpp"
#include "net/session.hpp"
#include "app/rf_bot_players.hpp"
#include "app/rf_game_result.hpp"
#include "app/rf_movie.hpp"
#include "rf/sound/music.hpp"
#include "input/pad_word.hpp"
#include "app/rf_front_program.hpp"
#include "app/rf_net_play.hpp"
#include "app/rf_map_list.hpp"
#include "app/user_maps.hpp"
#include "app/window_loop.hpp"
#include "app/rf_sound.hpp"
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
#include "view/rf_frame_render.hpp"
#include "view/rf_original_look.hpp"
#include "view/rf_title_render.hpp"

namespace app {
namespace {


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
  // a network game (rf_net_play.hpp): --host [PORT] / --join HOST[:PORT]
  std::string host;
  bool hosting = false;
  std::string join;
  int netPort = kDefaultNetPort;  // the title's HOST A NETWORK GAME
  NetPlayOptions net;
};

int runPlayOverNetwork(PlayOptions opt) {
  if (opt.hosting && !opt.join.empty()) throw std::runtime_error("--host or --join, not both");
  if (!opt.input.empty() || !opt.trace.empty() || opt.dt >= 0 || opt.players == 1) {
    throw std::runtime_error("--host / --join play a 2-player game with --map (the host's), --frames, --record, "
                             "--hash, --name, --net-delay, --sync-report, --screenshot, --config, --data, "
                             "--scores (not --input, --trace, --dt, --players 1)");
  }
  NetPlayOptions& n = opt.net;
  n.host = opt.hosting;
  if (opt.hosting) {
    if (opt.map.empty()) opt.map = (dataDir() / "rf" / "maps" / "proving_strait.rfm").string();  // designed: the first bundled 2-player map
    n.map = opt.map;
    if (!opt.host.empty()) n.port = parseHostPort(opt.host);
  } else {
    if (!opt.map.empty()) throw std::runtime_error("--join: the host sends its map (no --map)");
    std::tie(n.joinHost, n.port) = parseJoinAddress(opt.join);
  }
  n.frames = std::max(0, opt.frames);
  n.hash = opt.hash;
  n.record = opt.record;
  // a game won counts in the high scores as a local one (--scores, else the default file)
  n.scores = opt.scores.empty() ? rf::defaultHighScoresPath().string() : opt.scores;
  return runNetPlay(n, NetPlayWindow{opt.config, opt.data, opt.screenshot});
}

// The win music's length (track 13 of the score), which the end sequence waits for; the
// designed default without the score.
int32_t winMusicMs() {
  try {
    const audio::Schedule win = rf::sound::loadRfTrack(bundledMusicDir(), rf::kWinMusicTrack, audio::kSampleRate);
    return static_cast<int32_t>(win.endSample * 1000 / audio::kSampleRate);
  } catch (const std::exception&) {
    return rf::front::kRfWinMusicWaitMs;  // the music itself says what is wrong with it
  }
}

int runPlay(const PlayOptions& opt) {
  if (opt.hosting || !opt.join.empty()) return runPlayOverNetwork(opt);
  std::optional<rf::InputScript> script;
  if (!opt.trace.empty() && opt.map.empty()) {
    throw std::runtime_error("--trace needs --map: the trace is of one game");
  }
  if (!opt.input.empty()) script = rf::loadInputScript(opt.input);
  const WindowConfig settings = loadWindowConfig(opt.config);
  const Config& config = settings.config;
  // --data, else the config's [data] path: the user's CD (its RFIRE.BIN's tables, its maps)
  const std::string dataPath = opt.data.empty() ? config.dataPath : opt.data;
  RfLook look;  // the 3D view's look: the original's with the data's ART.CAR and models
  std::optional<RfGameData> data;
  if (!dataPath.empty()) {
    data.emplace(openRfGameData(dataPath));
    std::cerr << "retrosim: " << tablesLine(&*data) << "\n";
    look = chooseRfLook(data->source.get(), config.originalLook);
  } else {
    look = chooseRfLook(nullptr, config.originalLook);
  }
  const RfMovies movies(data ? data->source.get() : nullptr);  // the intro, the win movies (rf_movie.hpp)
  if (data) std::cerr << "retrosim: " << movies.line() << "\n";

  rf::front::FrontSetup setup;
  setup.settings = config;
  setup.options.data = gameTables(data ? &*data : nullptr);  // every game on the CD's tables (null: designed)
  setup.script = script ? &*script : nullptr;
  setup.padsAttached = platform::Pads::attachedCount();
  setup.showEnding = opt.frames < 0;
  setup.originalLook = look.look != nullptr;
  setup.winMusicMs = winMusicMs();
  setup.botTable = loadBotTable();
  setup.modes = rf::front::withNetworkModes(
      rf::front::defaultTitleModes());  // HOST / JOIN A NETWORK GAME  // the computer's (VS COMPUTER,
                                        // COMPUTER VS COMPUTER, the attract mode)
  std::string windowTitle = "retrosim - Return Fire";
  int w = view::kTitleWidth, h = view::kTitleHeight;
  if (!opt.map.empty()) {  // --map: no title; the game's end quits
    FlowMap m = describeMap(opt.map, false);
    windowTitle += ": " + m.title;
    setup.players = opt.players > 0 ? opt.players : m.players;
    setup.maps.push_back(std::move(m));
    setup.singleMap = true;
    w = view::kRfScreenWidth;
    h = view::kRfScreenHeight;
  } else {
    // the bundled maps and the user's own (rf map generate --save: app/user_maps.hpp)
    std::vector<std::filesystem::path> ours = bundledRfMaps();
    for (std::filesystem::path& p : userMaps()) ours.push_back(std::move(p));
    MapList list = listPlayMaps(ours, dataPath);
    for (const std::string& warning : list.warnings) std::cerr << "retrosim: " << warning << "\n";
    setup.maps = std::move(list.maps);
    setup.players = opt.players == 2 ? 2 : 1;
    if (!script) {  // the CD's intro before the title (not for --map or a script)
      for (const std::string_view p : kIntroMovies) {
        if (movies.has(p)) setup.intro.emplace_back(p);
      }
    }
  }
  if (!opt.map.empty()) {  // a bad map fails before the window opens, in one line
    (void)rf::Game::load(rf::parseRfm(setup.maps.front().bytes, opt.map), opt.map, setup.options);
  }
  // the window (or the null backend: RETROSIM_WINDOW=null, window_loop.hpp)
  const std::optional<int> nullScale = nullWindowScale();
  std::unique_ptr<platform::Window> window;
  std::unique_ptr<Screen> screenOwner;
  Screen* screen = nullptr;
  EventSource* events = nullptr;
  if (nullScale) {
    auto null = std::make_unique<NullBackend>(*nullScale);
    events = null.get();
    screenOwner = std::move(null);
    screen = screenOwner.get();
  } else {
    window = platform::Window::open(windowTitle, w, h, config.scale);
    auto sdl = std::make_unique<SdlWindowBackend>(*window);
    events = sdl.get();
    screenOwner = std::move(sdl);
    screen = screenOwner.get();
  }
  if (config.fullscreen) screen->toggleFullscreen();
  // after the window: without a display nothing else is said. Keys pressed while the sound
  // bank is made wait in the window's queue and reach the first frame (Window::poll).
  SoundSettings soundSettings = config.sound;
  soundSettings.dataPath = dataPath;  // the CD's sound and score when it has them
  RfSound sound(std::cerr, soundSettings);  // silent without an audio device (it says so once)
  if (!dataPath.empty()) std::cerr << "retrosim: " << look.line << "\n";
  RfProgramOptions po;
  po.configFile = settings.file;
  po.realGame = !script;
  po.scores = opt.scores;
  po.names = opt.names;
  po.record = opt.record;
  po.trace = opt.trace;
  po.traceEvery = opt.traceEvery;
  po.hash = opt.hash;
  po.netPort = opt.netPort;
  if (setup.options.data != nullptr) {
    po.tablesName = std::string(rf::tableSourceName(rf::TableSource::Original));  // RFIRE.BIN's (--data)
  }
  RfFrontProgram program(po, sound, &movies, look.look.get(), *screen, std::cerr);
  program.start(std::move(setup));
  if (!settings.notice.empty()) program.front().notice(settings.notice);  // once, in the window too
  const std::unique_ptr<platform::Clock> clock = platform::programClock();
  runWindowLoop(*screen, *events, *clock, program, LoopOptions{.frames = opt.frames, .dt = opt.dt});
  if (!opt.screenshot.empty()) program.lastPicture().writePng(opt.screenshot);
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
  auto* host = play->add_option("--host", opt->host,
                                "host a network game on UDP port PORT (default " + std::to_string(kDefaultNetPort) +
                                    ") with --map (default the bundled 2-player map); docs/net.md")
                   ->expected(0, 1);
  play->add_option("--net-port", opt->netPort,
                   "the UDP port the title's HOST A NETWORK GAME listens on (default " +
                       std::to_string(kDefaultNetPort) + "; 0: a free one the system picks)")
      ->check(CLI::Range(0, 65535));
  play->add_option("--join", opt->join, "join a network game at HOST[:PORT] (docs/net.md)");
  play->add_option("--name", opt->net.name, "with --host / --join: this player's name");
  play->add_option("--net-delay", opt->net.delay, "with --host / --join: frames between a key and the game, 0..8 (default 2)")
      ->check(CLI::Range(0, net::kMaxDelay));
  play->add_option("--sync-report", opt->net.syncReport,
                   "with --host / --join: a desync's report goes here (default beside --record, else " +
                       outputsDirHelp("sync") + ")");
  play->add_option("--net-test-poke", opt->net.pokeFrame)->group("");  // test only: a desync on this side
  play->callback([&commands, opt, host] {
    opt->hosting = host->count() > 0;
    commands.action = [opt] { return runPlay(*opt); };
  });
}

}  // namespace app
