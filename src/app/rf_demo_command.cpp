// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf demo: what `retrosim` runs without a display. A whole 1-player game on the
// bundled stage map proving_strait played by the computer player (rf/bot, seed 1, normal,
// the table data/rf/bot.ini), headless: the tank launches, shoots the tower and the flag
// building down and docks; the jeep takes the flag from the rubble and brings it home. It writes a picture every K frames to the outputs folder
// (app/paths.hpp: $XDG_CACHE_HOME/retrosim/demo) or -o DIR, a contact sheet of them, prints what happened (the sim's events) and how fast it ran.
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

#include "app/commands.hpp"
#include "app/paths.hpp"
#include "app/rf_bot_players.hpp"
#include "app/rf_words.hpp"
#include "core/image.hpp"
#include "core/text.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/game.hpp"
#include "rf/sim/end_game.hpp"
#include "view/rf_frame_render.hpp"

namespace app {
namespace {

struct DemoOptions {
  std::string out;   // default: outputsDir() / "demo"
  int every = 120;   // a picture every K frames
  bool pictures = true;
};

constexpr int kDemoFrames = kBotGameFrames;  // the bot's game ends (EndGame) long before this
constexpr int kThumbDiv = 4;       // contact sheet thumbnails: 160 x 120
constexpr int kSheetColumns = 6;

// One line of the game's story for an event worth telling, or "": in the players' words
// (app/rf_words.hpp: "destroyed: a tower", "docked: the tank", "Blue wins").
std::string story(const rf::Event& e) {
  switch (e.id) {
    case rf::EventId::EndGame:
      return e.endGame().winner < 0 ? "the game ends in a draw" : winnerWords(e.endGame().winner);
    case rf::EventId::BnoDestroyed:
      return "destroyed: " + bnoWords(static_cast<uint32_t>(e.note().b));
    case rf::EventId::FlagSpawn:
      return "the flag lies in the open";
    case rf::EventId::JeepTakesFlag:
      return "the jeep takes the flag";
    case rf::EventId::Dock:
      return "docked: the " + vehicleWords(static_cast<rf::VehicleType>(e.note().b));
    default:
      return "";
  }
}

// The pictures' box-filtered thumbnails in rows.
core::Image contactSheet(const std::vector<core::Image>& frames) {
  const int tw = view::kRfScreenWidth / kThumbDiv, th = view::kRfScreenHeight / kThumbDiv;
  const int cols = std::min<int>(kSheetColumns, static_cast<int>(frames.size()));
  const int rows = (static_cast<int>(frames.size()) + kSheetColumns - 1) / kSheetColumns;
  core::Image sheet(std::max(1, cols * (tw + 2) + 2), std::max(1, rows * (th + 2) + 2), core::rgba(10, 10, 12));
  for (size_t i = 0; i < frames.size(); ++i) {
    const int x0 = 2 + static_cast<int>(i % kSheetColumns) * (tw + 2);
    const int y0 = 2 + static_cast<int>(i / kSheetColumns) * (th + 2);
    sheet.blit(frames[i].downscaleBox(kThumbDiv), x0, y0, false);
  }
  return sheet;
}

// The pictures' folder, made and checked before the game runs: a folder that cannot be
// written (a read-only HOME) is one line and exit 1, not a minute of game and no pictures.
void checkPictureFolder(const std::filesystem::path& out) {
  const auto fail = [&](const std::string& why) {
    throw std::runtime_error("the demo's pictures cannot be written to " + core::printable(out.string(), std::string::npos) +
                             ": " + why + " (name another folder with -o DIR, or run without pictures: --no-pictures)");
  };
  std::error_code ec;
  std::filesystem::create_directories(out, ec);
  if (ec) fail(ec.message());
  if (!std::filesystem::is_directory(out, ec)) fail("not a folder");
  const std::filesystem::path probe = out / ".retrosim-write-check";
  if (!std::ofstream(probe)) fail(std::error_code(errno, std::generic_category()).message());
  std::filesystem::remove(probe, ec);
}

int runRfDemo(const DemoOptions& opt) {
  const std::filesystem::path data = dataDir();
  const std::filesystem::path map = data / "rf/maps/proving_strait.rfm";
  if (!std::filesystem::exists(map)) {
    throw std::runtime_error(map.string() + " is missing (build the program: ./dev build)");
  }
  const std::filesystem::path out =
      !opt.pictures ? std::filesystem::path() : opt.out.empty() ? outputsDir() / "demo" : std::filesystem::path(opt.out);
  if (opt.pictures) checkPictureFolder(out);
  rf::GameOptions go;
  go.players = 1;
  rf::Game game = rf::Game::load(map.string(), go);
  BotPlayers bots(game, {BotSpec{0, rf::bot::Difficulty::Normal}}, 1, loadBotTable());
  std::cout << "retrosim rf demo: a whole 1-player game of Return Fire on " << game.world().title()
            << " (" << map.string() << "), headless\n\n";
  std::vector<core::Image> pictures;
  std::vector<std::filesystem::path> files;
  const auto keep = [&](int f) {
    if (!opt.pictures) return;
    pictures.push_back(view::renderRfScreen(game.state()));
    files.push_back(out / framePngName(f));
  };
  using Clock = std::chrono::steady_clock;
  Clock::duration simTime{};
  int64_t ticks = 0;
  int frame = 0;
  keep(0);
  rf::ObjSlot vehicle = rf::kNoObj;
  rf::VehicleType type = rf::kNoVehicleType;
  uint32_t wreck = game.state().team[0].launch.wreckId;  // a new wreck: the vehicle was lost
  const auto say = [&](const std::string& line) {
    std::cout << "  " << rf::clockText(rf::ticksToMs(static_cast<uint32_t>(game.state().tick))) << "  " << line << "\n";
  };
  while (frame < kDemoFrames && game.state().running) {
    rf::Inputs in;
    in.dt = rf::kDefaultDt;
    in.words[0] = bots.word(game, 0, rf::raw::kNone);
    const auto t0 = Clock::now();
    game.step(in);
    simTime += Clock::now() - t0;
    ticks += in.dt;
    ++frame;
    const rf::TeamState& team = game.state().team[0];
    if (team.vehicle != vehicle) {  // a vehicle came up on the lift, or the last one left
      bool docked = false;
      for (const rf::Event& e : game.events()) docked = docked || e.id == rf::EventId::Dock;
      if (vehicle != rf::kNoObj && team.launch.wreckId != wreck) {
        say("lost: the " + vehicleWords(type));
      } else if (vehicle != rf::kNoObj && !docked) {  // (a docking is told by its event)
        say("the " + vehicleWords(type) + " is gone");
      }
      vehicle = team.vehicle;
      type = team.veh.type;
      if (vehicle != rf::kNoObj) say("launched: the " + vehicleWords(type));
    }
    for (const rf::Event& e : game.events()) {
      const std::string line = story(e);
      if (!line.empty()) say(line);
    }
    wreck = team.launch.wreckId;
    if (frame % opt.every == 0) keep(frame);
  }
  if (frame % opt.every != 0) keep(frame);
  const rf::Sim& sim = game.state();
  std::cout << "\n";
  if (!sim.running) {
    std::cout << "EndGame: "
              << (sim.winner < 0 ? "no winner (a draw)"
                                 : winnerWords(sim.winner) + " (side " + std::to_string(sim.winner) + ")")
              << " at tick " << sim.endTick << " (" << rf::clockText(rf::ticksToMs(static_cast<uint32_t>(sim.endTick))) << ")\n";
  } else {
    std::cout << "the game did not end within " << kDemoFrames << " frames\n";
  }
  const double secs = std::chrono::duration<double>(simTime).count();
  const double gameSecs = static_cast<double>(ticks) * rf::kMsPerTick / 1000.0;
  if (secs > 0) {
    std::cout << frame << " frames (" << gameSecs << " s of game) simulated in " << secs * 1000.0 << " ms: "
              << static_cast<int64_t>(frame / secs) << " frames/s, " << static_cast<int64_t>(gameSecs / secs)
              << "x real time\n";
  }
  if (opt.pictures) {
    for (size_t i = 0; i < pictures.size(); ++i) pictures[i].writePng(files[i].string());
    const std::filesystem::path sheet = out / "contact_sheet.png";
    contactSheet(pictures).writePng(sheet.string());
    std::cout << pictures.size() << " pictures in " << out.string() << ", contact sheet " << sheet.string() << "\n";
  }
  return sim.running ? 1 : 0;
}

}  // namespace

int runRfDemoDefault() {
  return runRfDemo(DemoOptions{});
}

void addRfDemoCommand(CLI::App& rf, Commands& commands) {
  auto* demo = rf.add_subcommand("demo", "a whole game of the computer player headless: pictures, a contact sheet, what happened, the speed");
  auto opt = std::make_shared<DemoOptions>();
  demo->add_option("-o,--output", opt->out, "folder for the pictures (default: " + outputsDirHelp("demo") + ")");
  demo->add_option("--every", opt->every, "a picture every K frames (default 120)")->check(CLI::Range(1, 100000));
  demo->add_flag("!--no-pictures", opt->pictures, "only simulate and report");
  demo->callback([&commands, opt] { commands.action = [opt] { return runRfDemo(*opt); }; });
}

}  // namespace app
