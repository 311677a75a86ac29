// SPDX-License-Identifier: GPL-3.0-or-later
// Return Fire's front in the window (rf_front_program.hpp).
#include "app/rf_front_program.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <optional>
#include <iostream>
#include <tuple>

#include "app/commands.hpp"
#include "app/island_generator.hpp"
#include "app/notice.hpp"
#include "app/paths.hpp"
#include "app/rf_bot_players.hpp"
#include "app/rf_game_result.hpp"
#include "app/rf_map_list.hpp"
#include "app/user_maps.hpp"
#include "core/file_io.hpp"
#include "core/hash.hpp"
#include "rf/high_score_store.hpp"
#include "rf/progress.hpp"
#include "rf/data/end_sequence.hpp"
#include "view/rf_end_picture.hpp"
#include "view/rf_menu_render.hpp"
#include "view/rf_title_render.hpp"

namespace app {

namespace fs = std::filesystem;
using rf::front::Cue;
using rf::front::Request;
using rf::front::State;

namespace {

// A box of text in the middle of the picture.
void centreText(core::Image& img, const std::string& text) {
  const int w = core::Image::textWidth(text) + 16;
  const int h = core::Image::textHeight(text) + 12;
  const int x = (img.width() - w) / 2;
  const int y = (img.height() - h) / 2;
  img.blendRect(x, y, w, h, core::rgba(0, 0, 0, 190));
  img.drawText(x + 8, y + 6, text, core::kWhite);
}

}  // namespace

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

RfFrontProgram::RfFrontProgram(RfProgramOptions options, RfSound& sound, const RfMovies* movies,
                               const view::RfOriginalLook* originalLook, Screen& screen, std::ostream& err)
    : opt_(std::move(options)), sound_(sound), movies_(movies), originalLook_(originalLook), screen_(screen), err_(err) {}

RfFrontProgram::~RfFrontProgram() {
  try {
    gameStopped();  // a game still on (the window closed, --frames ran out): its outputs
  } catch (const std::exception& e) {
    err_ << "retrosim: " << e.what() << "\n";
  }
}

void RfFrontProgram::start(rf::front::FrontSetup setup) {
  tables_ = setup.options.data;
  front_ = std::make_unique<rf::front::Front>(std::move(setup), *this);
  sound_.setVolumes(front_->settings().sound.master, front_->settings().sound.music, front_->settings().sound.effects);
  if (front_->state() == State::Game) gameStarted();  // --map: loaded at once
}

rf::Progress RfFrontProgram::progress(std::string& message) {
  return titleProgress(message);
}

uint32_t RfFrontProgram::openMovie(const std::string& path) {
  movie_.reset();
  if (movies_ == nullptr) return 0;
  movie_ = movies_->load(path, err_);
  if (!movie_) return 0;
  const bool win = std::find(rf::kWinMovies.begin(), rf::kWinMovies.end(), path) != rf::kWinMovies.end();
  err_ << "retrosim: the " << (win ? "win movie" : "movie") << ": " << movie_->name() << "\n";
  return static_cast<uint32_t>(movie_->lengthMs());
}

view::ResultsState RfFrontProgram::recordEnd(const rf::Game& game, const rf::front::FlowMap& map) {
  const rf::Sim& sim = game.state();
  view::ResultsState r;
  r.title = game.world().title().empty() ? map.path.stem().string() : game.world().title();
  r.players = sim.players;
  r.winner = sim.winner;
  r.ms = rf::ticksToMs(sim.endTick);
  if (opt_.realGame) {
    try {
      // kept per mode: 1 player wins with side 0; 2 players, a game won by either side
      const bool won = sim.players == 1 ? sim.winner == 0 : sim.winner >= 0;
      std::vector<std::string> messages;
      const rf::ProgressChange c =
          rf::recordProgressInFile(rf::defaultProgressPath(), r.title, won, r.ms, messages, sim.players == 2 ? 2 : 1);
      for (const std::string& m : messages) err_ << "retrosim: " << m << "\n";
      r.firstWin = c.firstWin;
      r.newBest = c.newBest;
    } catch (const std::exception& e) {
      err_ << "retrosim: the progress was not saved: " << e.what() << "\n";
    }
  }
  if (!opt_.realGame && opt_.scores.empty()) return r;
  try {
    const fs::path file = opt_.scores.empty() ? rf::defaultHighScoresPath() : fs::path(opt_.scores);
    const rf::GameResult g = highScoreResult(sim, map.path.string(), opt_.names);
    std::string message;
    const rf::ScoreChange change = rf::recordHighScoreInFile(file, g, message);
    if (!message.empty()) err_ << "retrosim: " << message << "\n";
    switch (change) {
      case rf::ScoreChange::Added: r.highScore = "a new record in the high scores for " + g.name1; break;
      case rf::ScoreChange::Replaced: r.highScore = "a new record: " + g.name1 + " beat the old time"; break;
      case rf::ScoreChange::Counted: r.highScore = "counted in the 2-player table: " + g.name1 + " - " + g.name2; break;
      case rf::ScoreChange::None: r.highScore = "no new high score"; break;
    }
    err_ << "high score: " << r.highScore << " (" << file.string() << ")\n";
  } catch (const std::exception& e) {
    err_ << "retrosim: the high score was not saved: " << e.what() << "\n";
    r.highScore = "the high score was not saved";
  }
  return r;
}

std::string RfFrontProgram::saveSettings(const Config& before, const Config& after) {
  if (opt_.configFile.empty()) return "the settings are not saved: no settings file (HOME is not set)";
  try {
    if (!saveConfigChanges(opt_.configFile, before, after)) return "";
    err_ << "retrosim: saved the settings to " << opt_.configFile.string() << "\n";
    return "settings saved";
  } catch (const std::exception& e) {
    err_ << "retrosim: the settings were not saved: " << e.what() << "\n";
    return "the settings were not saved (see the terminal)";
  }
}

void RfFrontProgram::gameStarted() {
  gameStopped();
  const rf::Game& game = *front_->game();
  const rf::front::FlowMap& map = front_->flow().current();
  effects_ = view::RfEffects{};
  stopped_ = false;
  if (front_->flow().attract()) return;  // the attract mode's game is nobody's: no replay, no trace
  if (!opt_.record.empty()) {
    recorder_.emplace(game, map.path.filename().string(), rf::mapContentHash(map.bytes), front_->gameOptions().schemes,
                      front_->gameOptions().scenario.spawns);
  }
  if (!opt_.trace.empty()) {  // streamed as the game goes, replacing its file when it stops
    traceFile_.emplace(opt_.trace);
    trace_.emplace(game, *traceFile_);
  }
}

void RfFrontProgram::gameStopped() {
  if (stopped_ || !front_ || front_->game() == nullptr) return;
  stopped_ = true;
  const rf::Game& game = *front_->game();
  if (trace_) {
    trace_->finish(game);  // the last frame's line too
    traceFile_->commit();
    trace_.reset();
    traceFile_.reset();
  }
  if (recorder_) {
    core::writeFileAtomic(opt_.record, rf::encodeReplay(recorder_->finish(game)), &replayFileKind());
    err_ << "replay: " << opt_.record << " (" << front_->gameFrames() << " frames)\n";
    recorder_.reset();
  }
  if (opt_.hash) std::cout << core::StateHasher::toHex(game.hash()) << "\n";
}

void RfFrontProgram::cue(const Cue& c) {
  const Config& s = front_->settings();
  switch (c.kind) {
    case Cue::Kind::TitleMusic: sound_.titleMusic(); break;
    case Cue::Kind::NewGame: sound_.reset(); break;
    case Cue::Kind::GameFrame: {
      const rf::Game& game = *front_->game();
      effects_.advance(game.state());
      sound_.frame(game);
      break;
    }
    case Cue::Kind::MovieStart:
      if (movie_) movieSound_.emplace(sound_, *movie_);
      break;
    case Cue::Kind::MovieStop:
      movieSound_.reset();
      movie_.reset();
      break;
    case Cue::Kind::Volumes: sound_.setVolumes(s.sound.master, s.sound.music, s.sound.effects); break;
    case Cue::Kind::Mute: sound_.setMuted(front_->muted()); break;
  }
}

void RfFrontProgram::startNetGame(const rf::front::NetStart& start) {
  NetPlayOptions n;
  n.host = start.role == rf::front::NetRole::Host;
  n.sayEnd = true;
  // a game won counts in the high scores as a local one
  if (opt_.realGame || !opt_.scores.empty())
    n.scores = opt_.scores.empty() ? rf::defaultHighScoresPath().string() : opt_.scores;
  try {
    if (n.host) {
      n.port = static_cast<uint16_t>(opt_.netPort);
      n.map = start.map.path.string();
      n.mapBytes = start.map.bytes;
    } else {
      std::tie(n.joinHost, n.port) = parseJoinAddress(start.address);
    }
    net_ = std::make_unique<RfNetPlayProgram>(n, front_->settings(), tables_, sound_, err_);
  } catch (const std::exception& e) {  // a port in use, a name that does not resolve: said on the title
    err_ << "retrosim: " << e.what() << "\n";
    front_->notice(e.what());
  }
}

void RfFrontProgram::makeIsland(const rf::front::IslandRequest& request) {
  if (island_) {  // one at a time
    front_->notice("an island is being made: wait for it");
    return;
  }
  auto job = std::make_unique<IslandJob>();
  job->search.first.seed = request.seed;
  job->search.first.players = request.players;
  job->search.first.level = request.level;
  // designed: the style turns with the seed (island, archipelago, rift), the size 64
  job->search.first.style = static_cast<rf::mapgen::Style>(request.seed % 3);
  try {
    // the generator and the bots' games share nothing with the program but the job's
    // lines (locked); their results are the same on any thread
    IslandJob* j = job.get();
    j->result = std::async(std::launch::async, [j, table = loadBotTable()] {
      return generateIsland(j->search, table, [j](const std::string& line) {
        const std::lock_guard<std::mutex> lock(j->mutex);
        j->lines.push_back(line);
      });
    });
  } catch (const std::exception& e) {  // no bot table, no thread: said on the title
    err_ << "retrosim: new island: " << e.what() << "\n";
    front_->notice(e.what());
    return;
  }
  island_ = std::move(job);  // finishIsland, this frame on, says it is being made
}

void RfFrontProgram::finishIsland() {
  {
    const std::lock_guard<std::mutex> lock(island_->mutex);
    for (const std::string& line : island_->lines) {
      err_ << "retrosim: new island: " << line << "\n";
      island_->last = line;
    }
    island_->lines.clear();
  }
  if (island_->result.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
    front_->notice("making the island of seed " + std::to_string(island_->search.first.seed) +
                   ": the bots are proving it");
    return;
  }
  const std::unique_ptr<IslandJob> job = std::move(island_);
  try {
    const std::optional<KeptIsland> kept = job->result.get();
    if (!kept) {
      front_->notice("no island accepted in " + std::to_string(job->search.tries) + " seeds from " +
                     std::to_string(job->search.first.seed) + " (" + job->last + ")");
      return;
    }
    const std::filesystem::path path = saveUserMap(kept->map, islandStem(kept->options));
    front_->playIsland(describeMap(path, false));
    const std::string line = "seed " + std::to_string(kept->options.seed) + " kept (" + kept->map.title() +
                             "), saved to " + path.string();
    err_ << "retrosim: new island: " << line << "\n";
    front_->notice(line);
  } catch (const std::exception& e) {  // no maps folder, a full disk: said on the title
    err_ << "retrosim: new island: " << e.what() << "\n";
    front_->notice(e.what());
  }
}

bool RfFrontProgram::frame(const input::DeviceFrame& in, int32_t dt) {
  if (net_) {  // a network game from the title: back to the title when it ends
    const bool more = net_->frame(in, dt);
    if (in.quit) return false;
    if (!more) {
      const std::string line = net_->failure();
      net_.reset();
      if (!line.empty()) front_->notice(line);  // (said on stderr when it ended)
    }
    return true;
  }
  const rf::front::Step step = front_->step(in, dt);
  if (step.net) startNetGame(*step.net);
  if (step.island) makeIsland(*step.island);
  if (island_) finishIsland();
  if (step.gameStopped) gameStopped();
  if (step.gameStarted) gameStarted();
  if (step.stepped && !stopped_) {
    const rf::Game& game = *front_->game();
    if (recorder_) recorder_->frame(*step.stepped, game);
    if (trace_) trace_->frame(game, front_->gameFrames() - 1, (front_->gameFrames() - 1) % opt_.traceEvery == 0);
  }
  for (const Cue& c : step.cues) cue(c);
  for (const Request r : step.requests) {
    switch (r) {
      case Request::ToggleFullscreen:
        if (screen_.fullscreen() != front_->settings().fullscreen) screen_.toggleFullscreen();
        break;
      case Request::Screenshot: writeScreenshot(picture_, err_); break;
      case Request::Scale: screen_.setScale(front_->settings().scale); break;
    }
  }
  return front_->state() != State::Quit;
}

// The context hints (rf/front/hud_hints.hpp): a line on a dark strip at the foot of each
// player's view, in the player's colour.
void RfFrontProgram::drawHints(core::Image& img, const rf::front::ScreenDesc& d) const {
  const bool bar = d.originalLook && originalLook_ != nullptr;
  const int solo = bar ? -1 : d.solo;  // the original look keeps its two panels (renderRfScreen)
  const view::RfScreenLayout layout = view::rfScreenLayout(solo >= 0 ? 1 : d.game->players(), bar);
  for (int i = 0; i < layout.views; ++i) {
    const std::string& h = d.hints[static_cast<size_t>(solo >= 0 ? solo : i)];
    if (h.empty()) continue;
    const view::Viewport& v = layout.view[i];
    const int w = core::Image::textWidth(h, 1) + 12;
    const int x = v.x + (v.w - w) / 2;
    const int y = v.y + v.h - 22;
    img.blendRect(x, y, w, 14, core::rgba(0, 0, 0, 170));
    img.drawText(x + 6, y + 3, h, core::rgba(255, 230, 120));
  }
}

// "muted", the volumes a moment after a change, the notice line: over the picture.
void RfFrontProgram::drawSoundState(core::Image& img, const rf::front::ScreenDesc& d) const {
  if (d.muted) img.drawText(4, 4, "muted", core::kWhite);
  if (d.showVolumes) {
    const SoundSettings& v = front_->settings().sound;
    img.drawText(4, d.muted ? 14 : 4,
                 "volume " + std::to_string(v.master) + "  music " + std::to_string(v.music) + "  effects " +
                     std::to_string(v.effects),
                 core::kWhite);
  }
  // the title shows its notice on its message line, above its help (renderRfTitle)
  if (!d.notice.empty() && d.state != State::Title) drawNotice(img, d.notice);
}

const core::Image& RfFrontProgram::picture(const Screen& screen) {
  if (net_) return net_->picture(screen);
  const rf::front::ScreenDesc d = front_->screen();
  // the menus, notices and the end sequence are drawn at 640 x 480; the game at 2x (1280 x
  // 960) when the window shows the picture at least twice its size, the layer over it doubled
  core::Image layer(view::kRfScreenWidth, view::kRfScreenHeight, 0);
  int scale = 1;
  if (!d.movie.empty() && movie_) {  // the CD's intro or win movie, the banner over it
    try {
      picture_ = moviePicture(movie_->frameAtMs(d.movieMs), view::kRfScreenWidth, view::kRfScreenHeight, d.movieWinner);
    } catch (const std::exception& e) {  // a frame libavcodec refuses: the movie stops there
      err_ << "retrosim: " << e.what() << " (the movie stops)\n";
      movie_.reset();
      movieSound_.reset();
      picture_ = core::Image(view::kRfScreenWidth, view::kRfScreenHeight, core::rgba(0, 0, 0));
    }
  } else if (d.state == State::Intro) {
    picture_ = core::Image(view::kRfScreenWidth, view::kRfScreenHeight, core::rgba(0, 0, 0));
  } else if (d.state == State::Title || d.state == State::Briefing) {
    view::TitleState t = d.title;
    t.tables = opt_.tablesName;
    if (d.state == State::Title) t.note = d.notice;  // "settings saved": for the notice's time
    if (d.originalLook && originalLook_ != nullptr) t.backdrop = originalLook_->backdrop();
    picture_ = view::renderRfTitle(t);
  } else if (d.state == State::Results) {
    picture_ = view::renderRfResults(d.results);
  } else if (d.game != nullptr) {
    view::RfFrameRenderOptions look;
    look.style = d.style;
    look.keys = d.keyLabels;
    look.original = d.originalLook ? originalLook_ : nullptr;
    look.aimHelp = d.aimHelp;
    look.solo = d.solo;  // VS COMPUTER: the person's view alone on the screen
    look.effects = &effects_;
    look.endBanner = d.ending == nullptr || d.ending->style() != rf::front::EndStyle::Scene;
    look.scale = d.ending == nullptr && screen.wholeScale(view::kRfScreenWidth, view::kRfScreenHeight) >= 2 ? 2 : 1;
    scale = look.scale;
    picture_ = view::renderRfScreen(d.game->state(), look);
    if (d.ending != nullptr) picture_ = view::renderRfEnd(picture_, d.ending->pictureState());  // EndGame's sequence
  }
  core::Image& over = scale == 1 ? picture_ : layer;
  if (d.game != nullptr) drawHints(over, d);
  if (!d.centreText.empty()) centreText(over, d.centreText);
  for (const view::MenuPanel& p : d.panels) view::drawMenuPanel(over, p);
  drawSoundState(over, d);
  if (scale != 1) picture_.drawOverScaled(layer, scale);
  return picture_;
}

}  // namespace app
