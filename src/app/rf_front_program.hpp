// SPDX-License-Identifier: GPL-3.0-or-later
// Return Fire's front (rf/front/front.hpp) as the window loop's program (window_loop.hpp): the
// front's cues played by the sound, its requests done on the screen, its screen drawn with the
// view layer's renderers (the CD's movies decoded here), and the program's files behind its
// Host: the progress and high scores at a game's end, the settings file when the options close.
// With --record / --trace / --hash (rf play on one map) the game's replay and trace are
// written as it goes.
#pragma once

#include <filesystem>
#include <future>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "app/config.hpp"
#include "app/island_generator.hpp"
#include "app/rf_movie.hpp"
#include "app/rf_net_play.hpp"
#include "app/rf_sound.hpp"
#include "app/rf_trace.hpp"
#include "app/window_loop.hpp"
#include "core/file_stream.hpp"
#include "rf/front/front.hpp"
#include "rf/replay.hpp"
#include "view/rf_effects.hpp"
#include "view/rf_frame_render.hpp"
#include "view/rf_original_look.hpp"

namespace app {

// What `rf play` asks of the program besides the front's setup.
struct RfProgramOptions {
  std::filesystem::path configFile;  // where the options menu saves (empty: nowhere)
  bool realGame = true;              // not a scripted one: the progress is recorded
  std::string scores;                // the high-score file ("" the default; a script: none)
  std::string names;                 // "P1[,P2]" for the high scores
  std::string record;                // a replay of each game (one map) written here
  std::string trace;                 // the trace of the game (one map)
  int traceEvery = 1;
  bool hash = false;                 // print each game's final hash
  std::string tablesName;            // the title's "original tables" line ("" designed)
  int netPort = kDefaultNetPort;     // the title's HOST A NETWORK GAME listens here (0: a free one)
};

// The progress file's state for the title; `message` gets its first problem.
rf::Progress titleProgress(std::string& message);

// The island the title's "New island" is making: its search, the lines the generator says
// (kept for the program's thread to write) and its result.
struct IslandJob {
  IslandSearch search;
  std::mutex mutex;
  std::vector<std::string> lines;  // said, not yet written
  std::string last;                // the last line said
  std::future<std::optional<KeptIsland>> result;
};

class RfFrontProgram final : public WindowProgram, public rf::front::Host {
 public:
  // The front is made by start(), with this as its Host.
  RfFrontProgram(RfProgramOptions options, RfSound& sound, const RfMovies* movies,
                 const view::RfOriginalLook* originalLook, Screen& screen, std::ostream& err);
  ~RfFrontProgram() override;
  // The front over `setup` (with --map the game loads now: a bad map throws).
  void start(rf::front::FrontSetup setup);

  bool frame(const input::DeviceFrame& in, int32_t dt) override;
  const core::Image& picture(const Screen& screen) override;
  rf::front::Front& front() { return *front_; }
  const core::Image& lastPicture() const { return picture_; }

  // Host
  rf::Progress progress(std::string& message) override;
  view::ResultsState recordEnd(const rf::Game& game, const rf::front::FlowMap& map) override;
  uint32_t openMovie(const std::string& path) override;
  std::string saveSettings(const Config& before, const Config& after) override;

 private:
  void gameStarted();
  void gameStopped();
  // The title's network modes (rf/front/net_title.hpp): the network game in place of the
  // front until it ends, then the title again with its line.
  void startNetGame(const rf::front::NetStart& start);
  // "New island" (island_title.hpp): generated and proven by the bots on a thread of its own
  // (0.3 to 3 s) while the title keeps drawing with a notice; then saved to the user's maps
  // and played (finishIsland, polled each frame).
  void makeIsland(const rf::front::IslandRequest& request);
  void finishIsland();
  void cue(const rf::front::Cue& c);
  void drawSoundState(core::Image& img, const rf::front::ScreenDesc& d) const;
  void drawHints(core::Image& img, const rf::front::ScreenDesc& d) const;

  RfProgramOptions opt_;
  RfSound& sound_;
  const RfMovies* movies_;
  const view::RfOriginalLook* originalLook_;
  Screen& screen_;
  std::ostream& err_;
  std::unique_ptr<rf::front::Front> front_;
  view::RfEffects effects_;
  core::Image picture_{view::kRfScreenWidth, view::kRfScreenHeight};
  std::optional<RfMovie> movie_;
  std::optional<MovieSound> movieSound_;
  std::optional<rf::ReplayRecorder> recorder_;
  std::optional<core::StreamFile> traceFile_;
  std::optional<RfTrace> trace_;
  bool stopped_ = true;  // the last game's outputs written
  std::shared_ptr<const rf::DataTables> tables_;  // every game's (null designed)
  std::unique_ptr<RfNetPlayProgram> net_;         // a network game from the title, while it runs
  std::unique_ptr<IslandJob> island_;             // the island being made, while it is
};

}  // namespace app
