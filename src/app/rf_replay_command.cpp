// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf replay: plays a replay back (docs/replay-format.md): finds its map by content
// hash, steps the recorded frames and checks every stored hash. With a display it plays in
// the window (pause, step, 1x / 4x / 16x); headless (--headless, --verify, --hash, --png, or
// no display) it runs at full speed: --verify exits 1 naming the first frame and field that
// differ, --png DIR --every K writes the views' pictures, --trace OUT the rf run trace.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/commands.hpp"
#include "app/config.hpp"
#include "app/rf_game_data.hpp"
#include "app/paths.hpp"
#include "app/rf_sound.hpp"
#include "app/rf_trace.hpp"
#include "app/window_loop.hpp"
#include "rf/front/front.hpp"
#include "view/rf_effects.hpp"
#include "core/ascii.hpp"
#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "core/file_stream.hpp"
#include "core/hash.hpp"
#include "core/text.hpp"
#include "platform/clock.hpp"
#include "platform/window.hpp"
#include "rf/data/original_layout.hpp"
#include "rf/data/rfm.hpp"
#include "rf/replay.hpp"
#include "rf/data/end_sequence.hpp"
#include "view/rf_frame_render.hpp"

namespace app {
namespace {

namespace fs = std::filesystem;

struct ReplayOptions {
  std::string file;
  std::string map;
  bool verify = false;
  bool hash = false;
  std::string png;
  std::string trace;        // --trace: the rf run trace of the replayed game (headless)
  view::RfViewStyle view = view::RfViewStyle::TopDown;  // --view
  int every = 30;
  int traceEvery = 1;
  bool headless = false;
  int speed = 1;            // the window's starting speed: 1, 4 or 16
  bool closeAtEnd = false;  // the window closes when the last frame has played
  std::string data;         // --data: the CD whose RFIRE.BIN's tables the game was recorded with
  std::string config;       // --config: the settings file (the window's volumes, scale, view)
  bool viewGiven = false;   // --view was given (else the settings' view)
};

// Window playback: the recorded frames at their recorded pace (16 ms a tick) times the
// speed, in the one window loop (window_loop.hpp): P pause, N one frame while paused, 1 / 2 / 3
// speed 1x / 4x / 16x, V the view, M mute, F5-F10 the volumes, F12 a screenshot, Alt+Enter
// fullscreen, Esc stop.
class ReplayProgram final : public WindowProgram {
 public:
  ReplayProgram(const ReplayOptions& opt, const rf::Replay& r, rf::Game& game, RfSound& sound, Config settings,
                Screen& screen)
      : opt_(opt), player_(r, game), game_(game), sound_(sound), settings_(std::move(settings)), screen_(screen),
        speed_(opt.speed) {
    style_ = opt.viewGiven ? opt.view : settings_.viewStyle;
  }

  const rf::ReplayPlayer& player() const { return player_; }

  bool frame(const input::DeviceFrame& in, int32_t dt) override {
    using input::Key;
    bool stepOne = false;
    for (const Key k : in.pressed) {
      rf::front::Step window;
      if (rf::front::windowKey(in, k, settings_, muted_, window)) {
        for (const rf::front::Request r : window.requests) {
          if (r == rf::front::Request::Screenshot) writeScreenshot(picture_, std::cerr);
          if (r == rf::front::Request::ToggleFullscreen) screen_.toggleFullscreen();
        }
        for (const rf::front::Cue& c : window.cues) {
          if (c.kind == rf::front::Cue::Kind::Mute) sound_.setMuted(muted_);
          if (c.kind == rf::front::Cue::Kind::Volumes) {
            sound_.setVolumes(settings_.sound.master, settings_.sound.music, settings_.sound.effects);
          }
        }
      } else if (k == Key::Escape) {
        stop_ = true;
      } else if (k == Key::P) {
        paused_ = !paused_;
      } else if (k == Key::N) {
        stepOne = true;
      } else if (k == Key::V) {
        style_ = view::nextRfViewStyle(style_);
      } else if (k == Key::Digit1 || k == Key::Digit2 || k == Key::Digit3) {
        speed_ = k == Key::Digit1 ? 1 : k == Key::Digit2 ? 4 : 16;
      }
    }
    owed_ = paused_ ? 0 : std::min<uint64_t>(owed_ + static_cast<uint64_t>(dt) * rf::kMsPerTick * static_cast<uint64_t>(speed_), 2000);
    while (!player_.done()) {
      const uint64_t due = static_cast<uint64_t>(player_.nextDt()) * rf::kMsPerTick;
      if (paused_ ? !stepOne : owed_ < due) break;
      if (!paused_) owed_ -= due;
      stepOne = false;
      game_.step(player_.nextInputs());
      effects_.advance(game_.state());
      sound_.frame(game_);
      if (const auto m = player_.stepped()) {
        std::cerr << "retrosim: " << opt_.file << ": frame " << m->frames
                  << ": the state differs from the recording (first differing field: " << m->field << ")\n";
      }
    }
    return !(stop_ || (opt_.closeAtEnd && player_.done()));
  }

  const core::Image& picture(const Screen& screen) override {
    view::RfFrameRenderOptions look;
    look.style = style_;
    look.effects = &effects_;
    look.aimHelp = settings_.aimHelp;
    look.scale = screen.wholeScale(view::kRfScreenWidth, view::kRfScreenHeight) >= 2 ? 2 : 1;
    picture_ = view::renderRfScreen(game_.state(), look);
    core::Image layer(view::kRfScreenWidth, view::kRfScreenHeight, 0);
    core::Image& over = look.scale == 1 ? picture_ : layer;
    const std::string status = std::to_string(player_.framesDone()) + "/" + std::to_string(player_.framesTotal()) +
                               (paused_ ? "  paused (N: step)" : "  " + std::to_string(speed_) + "x") +
                               (player_.done() ? "  end" : "");
    // top right, over the view (at the foot it covered the radar)
    over.drawText(over.width() - 4 - core::Image::textWidth(status), 4, status, core::kWhite);
    if (muted_) over.drawText(4, 4, "muted", core::kWhite);
    if (look.scale != 1) picture_.drawOverScaled(layer, look.scale);
    return picture_;
  }

 private:
  const ReplayOptions& opt_;
  rf::ReplayPlayer player_;
  rf::Game& game_;
  RfSound& sound_;
  Config settings_;
  Screen& screen_;
  view::RfEffects effects_;
  core::Image picture_{view::kRfScreenWidth, view::kRfScreenHeight};
  view::RfViewStyle style_ = view::RfViewStyle::Perspective;
  int speed_;
  uint64_t owed_ = 0;  // ms of recorded time not yet played
  bool paused_ = false;
  bool muted_ = false;
  bool stop_ = false;
};

int playInWindow(const ReplayOptions& opt, const rf::Replay& r, rf::Game& game) {
  const WindowConfig settings = loadWindowConfig(opt.config);
  const std::optional<int> nullScale = nullWindowScale();
  std::unique_ptr<platform::Window> window;
  std::unique_ptr<Screen> screen;
  EventSource* events = nullptr;
  if (nullScale) {
    auto null = std::make_unique<NullBackend>(*nullScale);
    events = null.get();
    screen = std::move(null);
  } else {
    window = platform::Window::open("retrosim - replay " + opt.file, view::kRfScreenWidth, view::kRfScreenHeight,
                                    settings.config.scale);
    auto sdl = std::make_unique<SdlWindowBackend>(*window);
    events = sdl.get();
    screen = std::move(sdl);
  }
  const std::unique_ptr<platform::Clock> clock = platform::programClock();  // stepped in the window tests
  SoundSettings soundSettings = settings.config.sound;
  soundSettings.dataPath = opt.data;  // the CD's sound and score when it has them
  RfSound sound(std::cerr, soundSettings);  // the recorded game's sounds (silent without a device)
  sound.setVolumes(settings.config.sound.master, settings.config.sound.music, settings.config.sound.effects);
  if (!settings.notice.empty()) std::cerr << "retrosim: " << settings.notice << "\n";
  ReplayProgram program(opt, r, game, sound, settings.config, *screen);
  runWindowLoop(*screen, *events, *clock, program, LoopOptions{});
  const rf::ReplayPlayer& player = program.player();
  std::cout << opt.file << ": " << player.framesDone() << " of " << player.framesTotal() << " frames played, "
            << (player.mismatch() ? "NOT verified" : "verified so far") << ", hash "
            << core::StateHasher::toHex(game.hash()) << "\n";
  return 0;
}

constexpr uint64_t kMaxDataMapBytes = 1ull << 20;  // a map read from --data (as rf run --level)

// The map the replay was recorded on: --map (its content must match), else a file next to
// the replay with the recorded name, a bundled map, or (with --data) one of the data's
// original maps (RFMAPnnn.RFM inside the folder or disc image; the one with the recorded
// name first).
RfMapBytes findMap(const ReplayOptions& opt, const rf::Replay& r, const RfGameData* data) {
  // A candidate that cannot be read (not a regular file, over the cap) is not the map.
  const auto matches = [&](const fs::path& p) {
    std::error_code ec;
    if (!fs::is_regular_file(p, ec)) return false;
    try {
      return rf::mapContentHash(rf::readRfmBytes(p.string())) == r.mapHash;
    } catch (const core::ParseError&) {
      return false;
    }
  };
  if (!opt.map.empty()) {
    std::vector<uint8_t> bytes = rf::readRfmBytes(opt.map);
    if (rf::mapContentHash(bytes) != r.mapHash) {
      throw std::runtime_error(opt.map + ": not the map " + opt.file + " was recorded on (" + r.mapName +
                               ", content hash " + core::StateHasher::toHex(r.mapHash) + ")");
    }
    return {std::move(bytes), opt.map};
  }
  std::vector<fs::path> candidates{fs::path(opt.file).parent_path() / r.mapName};
  for (const fs::path& m : bundledRfMaps()) candidates.push_back(m);
  for (const fs::path& c : candidates) {
    if (matches(c)) return {rf::readRfmBytes(c.string()), c.string()};
  }
  if (data != nullptr) {
    std::vector<rf::OriginalMap> maps;
    try {
      maps = rf::listOriginalMaps(*data->source);
    } catch (const rf::OriginalLayoutError&) {
      // no WORLDS folder: no original map to try
    }
    const std::string want = core::asciiLower(fs::path(r.mapName).filename().string());
    std::stable_partition(maps.begin(), maps.end(), [&](const rf::OriginalMap& m) {
      return core::asciiLower(fs::path(m.entry).filename().string()) == want;
    });
    for (const rf::OriginalMap& m : maps) {
      try {
        std::vector<uint8_t> bytes = data->source->read(m.entry, kMaxDataMapBytes);
        if (rf::mapContentHash(bytes) == r.mapHash) return {std::move(bytes), m.path.string()};
      } catch (const std::exception&) {
        // a map that cannot be read is not the one
      }
    }
  }
  throw std::runtime_error(opt.file + ": its map " + r.mapName + " (content hash " +
                           core::StateHasher::toHex(r.mapHash) + ") is not here: give it with --map FILE" +
                           (data == nullptr ? " or the CD with --data PATH" : ""));
}

// The configured CD: --data, else the settings file's [data] path (the file is read, never
// written: a headless replay leaves no settings behind); "" for none.
std::string configuredData(const ReplayOptions& opt) {
  if (!opt.data.empty()) return opt.data;
  const fs::path file = opt.config.empty() ? defaultConfigPath() : fs::path(opt.config);
  std::error_code ec;
  if (file.empty() || !fs::is_regular_file(file, ec)) return "";
  const std::vector<uint8_t> bytes = core::readFile(file.string(), core::FileCap{"a settings file", 1u << 20});
  return parseConfig(std::string(bytes.begin(), bytes.end()), file.string()).config.dataPath;
}

// The tables the replay was played with (version 4): the designed (nullptr), or the
// configured CD's when its RFIRE.BIN's CRC-32 is the recorded one; else one line naming the
// CRC it needs.
std::shared_ptr<const rf::DataTables> replayTables(const std::string& file, const rf::Replay& r,
                                                   const RfGameData* data) {
  if (!r.programCrc32) return nullptr;
  const rf::DataTables* have = data != nullptr ? data->tables.get() : nullptr;
  if (have != nullptr && rf::replayTablesOf(*have) == r.programCrc32) return data->tables;
  std::string configured = "none configured";
  if (have != nullptr) {
    configured = "the configured one has " + rf::tablesIdentity(*have).substr(std::string("the tables of ").size());
  } else if (data != nullptr) {
    configured = "the configured one, " + data->source->name() + ", has no RFIRE.BIN";
  }
  throw std::runtime_error(core::printable(file, std::string::npos) + ": played with " +
                           rf::replayTablesText(r.programCrc32) + "; configure that CD with --data (" +
                           configured + ")");
}

int runReplay(const ReplayOptions& given) {
  ReplayOptions opt = given;
  opt.data = configuredData(given);  // the CD: its tables, its maps, its sound
  // designed: 9 bytes a frame and a hash every N: 64 MB is days of play
  const rf::Replay r =
      rf::parseReplay(core::readFile(opt.file, core::FileCap{"a replay", rf::kMaxReplayBytes}), opt.file);
  std::optional<RfGameData> data;
  if (!opt.data.empty()) data = openRfGameData(opt.data);
  rf::GameOptions go;
  go.players = r.players;
  go.schemes = r.schemes;
  go.scenario = {opt.file, r.spawns};  // version 3: the recorded spawn lines
  const RfMapBytes map = findMap(opt, r, data ? &*data : nullptr);
  go.data = replayTables(opt.file, r, data ? &*data : nullptr);  // version 4: the recorded tables
  rf::Game game = rf::Game::load(rf::parseRfm(map.bytes, map.name), map.name, go);
  // the tables the game runs on
  const std::string tables = tablesLine(go.data != nullptr ? &*data : nullptr);
  if (!opt.headless && !opt.verify && !opt.hash && opt.png.empty() && opt.trace.empty() &&
      (platform::Window::displayAvailable() || nullWindowScale())) {
    return playInWindow(opt, r, game);
  }
  // a replay without a checkpoint has nothing to verify: "0 hashes verified" is no pass
  if (opt.verify && r.checkpoints.empty()) {
    throw std::runtime_error(core::printable(opt.file, std::string::npos) +
                             ": holds no checkpoint (no state hash to check): cannot be verified");
  }
  const auto total = static_cast<uint32_t>(r.frames.size());
  std::optional<core::StreamFile> traceFile;
  std::optional<RfTrace> trace;
  if (!opt.trace.empty()) {
    traceFile.emplace(opt.trace);
    trace.emplace(game, *traceFile);
  }
  const auto mismatch = rf::playReplay(r, game, [&](const rf::Game& g, uint32_t f) {
    if (trace) trace->frame(g, static_cast<int>(f), f % static_cast<uint32_t>(opt.traceEvery) == 0);
    if (!opt.png.empty() && (f % static_cast<uint32_t>(opt.every) == 0 || f + 1 == total)) {
      writeFramePng(opt.png, g, static_cast<int>(f), opt.view);
    }
  });
  if (mismatch) {
    std::cerr << "retrosim: " << opt.file << ": frame " << mismatch->frames
              << ": the state differs from the recording"
              << " (first differing field: " << mismatch->field << ")\n";
    if (opt.verify) return 1;
  }
  if (trace) {
    trace->finish(game);
    traceFile->commit();
  }
  const std::string hash = core::StateHasher::toHex(game.hash());
  if (opt.hash) {
    std::cout << hash << "\n";
    std::cerr << "retrosim: " << opt.file << ": " << tables << "\n";  // stdout stays the hash alone
  } else {
    std::cout << opt.file << ": " << total << " frames, " << r.checkpoints.size() << " hashes "
              << (mismatch ? "NOT verified" : "verified") << ", hash " << hash << ", " << tables << "\n";
  }
  return 0;
}

}  // namespace

const core::FormatCheck& replayFileKind() {
  static const core::FormatCheck kReplay{"a retrosim replay (no \"RSRP\" magic)", rf::hasReplayMagic};
  return kReplay;
}

void addRfReplayCommand(CLI::App& rf, Commands& commands) {
  auto* cmd =
      rf.add_subcommand("replay", "play a replay back headless and check its hashes (docs/replay-format.md)");
  auto opt = std::make_shared<ReplayOptions>();
  cmd->add_option("file", opt->file, "the replay file")->required();
  cmd->add_option("--map", opt->map, "the map it was recorded on (default: found by content hash)");
  cmd->add_option("--data", opt->data,
                  "the CD (folder or disc image) whose RFIRE.BIN's tables it was recorded with (default: the settings' "
                  "[data] path; docs/original-data.md)");
  cmd->add_option("--speed", opt->speed, "the window's starting speed: 1, 4 or 16 (keys 1 2 3)")
      ->check(CLI::IsMember({1, 4, 16}));
  cmd->add_flag("--close-at-end", opt->closeAtEnd, "close the window when the last frame has played");
  cmd->add_flag("--headless", opt->headless, "no window even with a display (the default without one)");
  cmd->add_flag("--verify", opt->verify, "exit 1 at the first stored hash that differs (headless)");
  cmd->add_flag("--hash", opt->hash, "print only the final state hash");
  cmd->add_option("--png", opt->png, "write the views' pictures into DIR");
  cmd->add_option("--trace", opt->trace, "write the game's trace (as rf run --trace; headless)");
  addViewOption(cmd, opt->view);
  cmd->add_option("--trace-every", opt->traceEvery, "trace every K-th frame (and the last; default 1)")
      ->check(CLI::Range(1, 100000000));
  cmd->add_option("--every", opt->every, "with --png: every K-th frame (and the last; default 30)")
      ->check(CLI::Range(1, 100000000));
  cmd->add_option("--config", opt->config,
                  "the settings file of the window (volumes, scale, view; default: $XDG_CONFIG_HOME/retrosim/retrosim.ini)");
  cmd->callback([&commands, opt, cmd] {
    opt->viewGiven = cmd->count("--view") > 0;
    commands.action = [opt] { return runReplay(*opt); };
  });
}

}  // namespace app
