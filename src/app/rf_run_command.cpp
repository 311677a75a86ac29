// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf run: a headless game on a map with an input script, a JSON-lines trace and
// the state hash (docs/rf-run.md).
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "app/commands.hpp"
#include "app/rf_bot_players.hpp"
#include "app/rf_game_data.hpp"
#include "app/rf_game_result.hpp"
#include "app/rf_net_game.hpp"
#include "app/rf_net_run.hpp"
#include "app/paths.hpp"
#include "app/rf_sound.hpp"
#include "app/rf_words.hpp"
#include "app/wav_file.hpp"
#include "app/picture_folder.hpp"
#include "app/interrupt.hpp"
#include "app/rf_trace.hpp"
#include "core/ascii.hpp"
#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "core/file_stream.hpp"
#include "core/hash.hpp"
#include "core/text.hpp"
#include "net/session.hpp"
#include "net/sync_test.hpp"
#include "rf/data/input_script.hpp"
#include "rf/data/rfm.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/game.hpp"
#include "rf/high_score_store.hpp"
#include "rf/replay.hpp"
#include "rf/data/end_sequence.hpp"
#include "view/rf_frame_render.hpp"

namespace app {
namespace {

struct RunOptions {
  std::string map;
  std::string data;    // --data: the original's folder or disc image (its tables, its maps)
  int level = 0;       // --level: with --data, map RFMAPnnn.RFM
  int players = 0;
  int dt = rf::kDefaultDt;
  int frames = -1;
  std::string input;
  std::string trace;
  int traceEvery = 1;
  bool hashOnly = false;
  std::string png;     // write the views' pictures into this folder
  view::RfViewStyle view = view::RfViewStyle::TopDown;  // --view
  int every = 30;      // every K-th frame (and the last)
  std::string record;  // write a replay of the run here
  std::string scores;  // record the game's end in this high-score file
  std::string names;   // "P1[,P2]"
  std::string audio;   // write the run's sound (44.1 kHz 16-bit stereo WAV) here
  std::string soundfont;  // the SoundFont of --audio's music ("": the first Debian one)
  std::vector<std::string> bots;  // --bot P[:D]: computer players (rf_bot_players.hpp)
  uint32_t seed = 1;              // --seed: the bots' random stream
  int syncTest = 0;               // --sync-test K: roll back K frames every frame (GGPO's SyncTest)
  NetRunOptions net;              // --net host:PORT | join:HOST:PORT (rf_net_run.hpp)
};

}  // namespace

std::string framePngName(int f) {
  std::string n = std::to_string(f);
  n.insert(0, n.size() < 6 ? 6 - n.size() : 0, '0');
  return "frame_" + n + ".png";
}

void writeFramePng(const std::string& dir, const rf::Game& game, int f, view::RfViewStyle style) {
  const core::Image out = view::renderRfScreen(game.state(), {.style = style});
  std::filesystem::create_directories(dir);
  out.writePng((std::filesystem::path(dir) / framePngName(f)).string());
}

void addViewOption(CLI::App* cmd, view::RfViewStyle& style) {
  cmd->add_option_function<std::string>(
         "--view",
         [&style](const std::string& v) {
           style = v == "topdown" ? view::RfViewStyle::TopDown : view::RfViewStyle::Perspective;
         },
         "the pictures' view: topdown (default) or 3d (tilted is another name for 3d)")
      ->check(CLI::IsMember({"topdown", "3d", "tilted"}));
}

namespace {

// The end of the game (EndGame happened): one line, and RecordHighScore with --scores.
void reportEnd(const RunOptions& opt, const std::string& mapName, const rf::Game& game) {
  const rf::Sim& sim = game.state();
  const uint32_t ms = rf::ticksToMs(sim.endTick);
  if (!opt.hashOnly) {
    const std::string who = sim.winner < 0 ? "no winner (a draw)"
                                           : winnerWords(sim.winner) + " (side " + std::to_string(sim.winner) + ")";
    std::cout << "EndGame: " << who << " at tick " << sim.endTick << " (" << rf::clockText(ms) << ")\n";
  }
  if (opt.scores.empty()) return;
  std::string message;
  const rf::ScoreChange change =
      rf::recordHighScoreInFile(opt.scores, highScoreResult(sim, mapName, opt.names), message);
  if (!message.empty()) std::cerr << message << "\n";
  if (!opt.hashOnly) {
    static constexpr const char* kChange[] = {"not recorded", "added", "replaced", "counted"};
    std::cout << "high score: " << kChange[static_cast<int>(change)] << " in " << opt.scores << "\n";
  }
}

// designed: without --frames a run lasts 300 frames (10 s at dt 2), or up to the script's
// last frame when that is later.
constexpr int kDefaultFrames = 300;

int runGame(const RunOptions& opt) {
  if (opt.net.net.empty() && !opt.net.syncReport.empty()) throw std::runtime_error("--sync-report needs --net");
  if (!opt.net.net.empty()) {
    if (!opt.bots.empty() || !opt.png.empty() || !opt.audio.empty() || !opt.scores.empty() || opt.level > 0 ||
        opt.syncTest > 0 || opt.players == 1) {
      throw std::runtime_error("--net plays a 2-player game with --map, --input, --frames, --dt, --net-delay, --name, "
                               "--hash, --trace, --trace-every, --record, --sync-report (not --bot, --png, --audio, --scores, "
                               "--level, --sync-test, --players 1)");
    }
    NetRunOptions n = opt.net;
    n.map = opt.map;
    n.data = opt.data;
    n.input = opt.input;
    n.frames = opt.frames;
    n.dt = opt.dt;
    n.hashOnly = opt.hashOnly;
    n.trace = opt.trace;
    n.traceEvery = opt.traceEvery;
    n.record = opt.record;
    return runNetGame(n);
  }
  const InterruptScope interrupts;  // Ctrl-C, SIGTERM, SIGHUP: noted; the run stops at a frame boundary
  rf::InputScript script;
  if (!opt.input.empty()) script = rf::loadInputScript(opt.input);
  rf::GameOptions gameOptions = rf::scriptedGameOptions(script, opt.players);
  std::optional<RfGameData> data;
  if (!opt.data.empty()) data = openRfGameData(opt.data);
  gameOptions.data = gameTables(data ? &*data : nullptr);  // RFIRE.BIN's tables, else the designed
  // the map: a file, or --level N of the data
  RfMapBytes map;
  if (opt.level > 0) {
    if (!data) throw std::runtime_error("--level needs --data PATH (the original's folder or disc image)");
    map = readOriginalMap(*data->source, opt.level);
  } else {
    if (opt.map.empty()) throw std::runtime_error("no map given: pass --map FILE or --data PATH --level N");
    map = {rf::readRfmBytes(opt.map), opt.map};
  }
  rf::Game game = rf::Game::load(rf::parseRfm(map.bytes, map.name), map.name, gameOptions);
  for (const rf::ScriptHold& h : script.holds) {
    if (h.player >= game.players()) {
      throw std::runtime_error(script.file + ": line " + std::to_string(h.line) +
                               ": p2 needs a 2-player game (--players 2)");
    }
  }
  for (const rf::ScriptScheme& sc : script.schemes) {
    if (sc.player >= game.players()) {
      throw std::runtime_error(script.file + ": line " + std::to_string(sc.line) +
                               ": p2 needs a 2-player game (--players 2)");
    }
  }
  std::vector<BotSpec> botSpecs;
  for (const std::string& b : opt.bots) botSpecs.push_back(parseBotSpec(b));
  BotPlayers bots(game, botSpecs, opt.seed, botSpecs.empty() ? rf::bot::defaultBotTable() : loadBotTable());
  // with bots the run lasts to the end of the game (--frames caps it)
  const int frames = opt.frames >= 0 ? opt.frames
                     : bots.any()    ? kBotGameFrames
                                     : std::max(kDefaultFrames, script.lastFrame() + 1);
  if (!opt.record.empty() && static_cast<uint64_t>(frames) > rf::kMaxReplayFrames) {
    throw std::runtime_error("--record: at most " + std::to_string(rf::kMaxReplayFrames) + " frames (" +
                             std::to_string(frames) + " asked): longer replays could not be read back");
  }
  std::optional<rf::ReplayStream> recorder;  // streams into recordFile (below) as the run goes
  // a bot's game ends when it ends (its length is not known before): its replay is kept in
  // memory (about 60 bytes a frame) and written at the end
  std::optional<rf::ReplayRecorder> botRecorder;
  // The outputs: the trace streams into a temporary beside its target as the run goes, the
  // replay is written aside at the end; both replace their targets only when the whole run
  // (the high score included) succeeded. A run that fails keeps none of them.
  std::optional<core::StreamFile> traceFile;
  std::optional<core::StreamFile> recordFile;
  PictureFolder pictures(opt.png);
  // --png with --data: the pictures in the original look when the data has it
  RfLook look;
  if (pictures.enabled() && data) {
    look = chooseRfLook(data->source.get(), true);
    std::cerr << "retrosim: " << look.line << "\n";
  }
  if (!opt.trace.empty()) traceFile.emplace(opt.trace);
  if (!opt.record.empty()) {  // the spawn lines go into the replay (version 3)
    recordFile.emplace(opt.record, &replayFileKind());
    if (bots.any()) {
      botRecorder.emplace(game, std::filesystem::path(map.name).filename().string(), rf::mapContentHash(map.bytes),
                          gameOptions.schemes, script.spawns);
    } else {
      recorder.emplace(game, std::filesystem::path(map.name).filename().string(), rf::mapContentHash(map.bytes),
                     gameOptions.schemes, script.spawns, static_cast<uint32_t>(frames),
                     [&file = *recordFile](std::span<const uint8_t> b) {
                       file.write(std::string_view(reinterpret_cast<const char*>(b.data()), b.size()));
                     });
    }
  }
  // --audio: what player 1 hears (2 players: player 1 left, player 2 right), frame by frame
  // for the frame's dt (16 ms a tick), written when the run succeeded
  std::optional<RfSound> sound;
  std::vector<int16_t> samples;
  uint64_t soundMs = 0;
  if (!opt.audio.empty()) {
    SoundSettings settings;
    settings.soundfont = opt.soundfont;
    settings.dataPath = opt.data;  // the CD's sound and score when it has them
    sound.emplace(std::cerr, settings, RfSound::Output::Offline);
  }
  // --sync-test K: every frame stepped, then K frames stepped again from the state K frames
  // before, their hashes compared (net/sync_test.hpp)
  std::optional<RfNetGame> syncGame;
  std::optional<net::SyncTest> syncTest;
  if (opt.syncTest > 0) {
    syncGame.emplace(game, opt.syncTest + 1, opt.dt);
    syncTest.emplace(*syncGame, opt.syncTest);
  }
  int ran = 0;  // the frames run (a bot's game stops at its end)
  try {
    std::optional<RfTrace> trace;
    if (traceFile) trace.emplace(game, *traceFile);
    for (int f = 0; f < frames && !(bots.any() && !game.state().running); ++f) {
      throwIfInterrupted("frame", f);
      ran = f + 1;
      rf::Inputs in;
      in.dt = opt.dt;
      for (int p = 0; p < 2; ++p)
        in.words[static_cast<size_t>(p)] = game.players() > p ? bots.word(game, p, script.rawWord(f, p)) : 0;
      if (syncTest) {
        if (const auto& fail = syncTest->advance(in.words)) throw std::runtime_error(fail->line);
      } else {
        game.step(in);
      }
      if (sound) {
        sound->frame(game);
        soundMs += static_cast<uint64_t>(in.dt) * rf::kMsPerTick;
        sound->mix(samples, samplesOfMs(soundMs) - samples.size() / 2);
      }
      if (recorder) recorder->frame(in, game);
      if (botRecorder) botRecorder->frame(in, game);
      if (trace) trace->frame(game, f, f % opt.traceEvery == 0);
      if (pictures.enabled() && (f % opt.every == 0 || f == frames - 1)) {
        pictures.write(view::renderRfScreen(game.state(), {.style = opt.view, .original = look.look.get()}),
                       framePngName(f));
      }
    }
    if (trace) trace->finish(game);
    if (recorder) recorder->finish(game);
    if (botRecorder) {
      const std::vector<uint8_t> bytes = rf::encodeReplay(botRecorder->finish(game));
      recordFile->write(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
    }
    if (!game.state().running) reportEnd(opt, map.name, game);
    if (sound) writeWav(opt.audio, samples, audio::kSampleRate, 2);
    if (recordFile) recordFile->commit();
    if (traceFile) traceFile->commit();
  } catch (const std::exception& e) {
    std::vector<std::string> dropped;
    if (traceFile && !traceFile->committed())
      dropped.push_back("the trace " + core::printable(opt.trace, std::string::npos));
    if (recordFile && !recordFile->committed())
      dropped.push_back("the replay " + core::printable(opt.record, std::string::npos));
    if (const std::string p = pictures.discard(); !p.empty()) dropped.push_back(p);
    if (const auto* stop = dynamic_cast<const Interrupted*>(&e)) throw Interrupted(stop->signal(), failedRunMessage(e.what(), dropped));
    throw std::runtime_error(failedRunMessage(e.what(), dropped));
  }
  const std::string hash = core::StateHasher::toHex(game.hash());
  if (opt.hashOnly) {
    std::cout << hash << "\n";
    // stdout stays the hash alone (scripts compare it); which tables ran goes to stderr
    std::cerr << "retrosim: " << map.name << ": " << tablesLine(data ? &*data : nullptr) << "\n";
  } else {
    std::cout << map.name << ": " << ran << " frames, tick " << game.tick() << ", "
              << game.liveObjects().size() << " objects, hash " << hash << ", "
              << tablesLine(data ? &*data : nullptr) << "\n";
  }
  return 0;
}

}  // namespace

void addRfRunCommand(CLI::App& rf, Commands& commands) {
  auto* run = rf.add_subcommand("run", "run a game headless with an input script (docs/rf-run.md)");
  auto opt = std::make_shared<RunOptions>();
  run->add_option("--map", opt->map, "the map file (.rfm)");
  run->add_option("--data", opt->data,
                  "the original's folder or disc image (.iso, .cue/.bin): its RFIRE.BIN's tables, its maps");
  CLI::Option* level =
      run->add_option("--level", opt->level, "with --data: map number 1..204 (RFMAPnnn.RFM)")->check(CLI::Range(1, 204));
  CLI::Option* map = run->get_option("--map");
  CLI::Option* data = run->get_option("--data");
  level->excludes(map);
  // a map is needed: --map FILE, or --data PATH --level N (bad usage otherwise: exit 2)
  run->parse_complete_callback([map, data, level, opt] {
    if (map->count() == 0 && level->count() == 0 && opt->net.net.rfind("join:", 0) != 0) {
      throw CLI::RequiredError("--map FILE or --data PATH --level N");
    }
    if (level->count() > 0 && data->count() == 0) throw CLI::RequiredError("--level needs --data PATH");
  });
  run->add_option("--players", opt->players, "1 or 2 (default: the map's)")->check(CLI::Range(1, 2));
  run->add_option("--dt", opt->dt, "ticks per frame, 0..12 (default 2)")->check(CLI::Range(0, rf::kMaxDt));
  run->add_option("--frames", opt->frames, "frames to run (default 300, or to the script's last frame)")
      ->check(CLI::Range(0, 100000000));
  run->add_option("--input", opt->input, "the input script");
  run->add_option("--trace", opt->trace, "write a JSON-lines trace (one line per frame, then the hash)");
  run->add_option("--trace-every", opt->traceEvery, "trace every K-th frame (and the last; default 1)")
      ->check(CLI::Range(1, 100000000));
  run->add_flag("--hash", opt->hashOnly, "print only the final state hash");
  run->add_option("--png", opt->png, "write the views' pictures (player 1 left, player 2 right) into DIR");
  addViewOption(run, opt->view);
  run->add_option("--every", opt->every, "with --png: every K-th frame (and the last; default 30)")
      ->check(CLI::Range(1, 100000000));
  run->add_option("--record", opt->record, "write a replay of the run (docs/replay-format.md)");
  run->add_option("--scores", opt->scores, "when the game ends, record it in this high-score file (RecordHighScore)");
  run->add_option("--names", opt->names, "the players' names for --scores: P1[,P2] (default $USER, \"Player 2\")");
  run->add_option("--audio", opt->audio,
                  "write the run's sound, music and effects as player 1 hears them (2 players: player 1 left, "
                  "player 2 right), to this WAV (44.1 kHz 16-bit stereo)");
  run->add_option("--soundfont", opt->soundfont, "with --audio: the General MIDI SoundFont (.sf2) of the music");
  run->add_option("--bot", opt->bots,
                  "a computer player drives player P: P[:easy|normal|hard] (repeat for both; the run stops at the "
                  "game's end, default cap 37500 frames)");
  run->add_option("--seed", opt->seed, "the computer players' random seed (default 1)");
  run->add_option("--sync-test", opt->syncTest,
                  "roll back K frames every frame and step them again, comparing the state hashes (GGPO's "
                  "SyncTest); fails naming the first differing field")
      ->check(CLI::Range(1, net::kMaxSyncTestFrames));
  run->add_option("--net", opt->net.net,
                  "a 2-player game over the network (docs/net.md): host:PORT (with --map) or join:HOST:PORT; each "
                  "side plays its own player's lines of --input (the host player 1)");
  run->add_option("--net-delay", opt->net.delay, "with --net: frames between a key and the game, 0..8 (default 2)")
      ->check(CLI::Range(0, net::kMaxDelay));
  run->add_option("--name", opt->net.name, "with --net: this player's name (default Player 1 / Player 2)");
  run->add_option("--sync-report", opt->net.syncReport,
                  "with --net: a desync's sync report goes here (default: beside --record as R.sync.txt, else " +
                      outputsDirHelp("sync") + ")");
  // test only: a desync on purpose (team[1].mines + 1 after frame N on this side)
  run->add_option("--net-test-poke", opt->net.pokeFrame)->group("");
  run->callback([&commands, opt] { commands.action = [opt] { return runGame(*opt); }; });
}

}  // namespace app
