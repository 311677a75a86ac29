// retrosim gta run --ini FILE --section N [--data DIR] [--frames N] [--hash]
// [--png DIR --every K]: loads a MISSION.INI section and the CMP city it names, starts the
// level and runs it headless. Game_Run's 3-tick limiter is driven by a simulated clock
// (gta::Pacer): one 70 Hz tick per call, a frame every third.
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>

#include "app/commands.hpp"
#include "core/hash.hpp"
#include "gta/game.hpp"
#include "gta/pacer.hpp"
#include "view/gta_map_render.hpp"

namespace app {
namespace {

struct RunArgs {
  std::string ini;
  uint32_t section = 1;
  std::string data;
  int frames = 100;
  bool hash = false;
  std::string png;
  int every = 10;
};

// A top-down frame: the city (drawn once) with the cars in use (yellow) and the player's
// ped (red) at their positions (16.16 pixels, 64 per block; `scale` pixels per block).
void writeFramePng(const core::Image& city, const gta::Game& game, const std::filesystem::path& dir,
                   int scale) {
  core::Image img = city;
  const auto toPx = [scale](core::Fixed v) { return static_cast<int>((int64_t{v} >> 16) * scale / 64); };
  for (const gta::Car& c : game.state().entities.cars) {
    if (c.status == gta::kCarFree || c.status == gta::kCarTrafficPrimed) continue;
    img.fillRect(toPx(c.sprite.x) - 1, toPx(c.sprite.y) - 1, 3, 3, 0xffd800ff);
  }
  const int32_t ped = game.state().entities.players[0].ped;
  if (ped >= 0 && ped < gta::kPedSlots) {
    const gta::Ped& p = game.state().entities.peds[static_cast<size_t>(ped)];
    img.fillRect(toPx(p.sprite.x) - 2, toPx(p.sprite.y) - 2, 5, 5, 0xff2020ff);
  }
  img.drawText(4, 4, "frame " + std::to_string(game.frame()), core::kWhite, 2);
  char name[32];
  std::snprintf(name, sizeof name, "frame_%06u.png", game.frame());
  img.writePng((dir / name).string());
}

int runGta(const RunArgs& a) {
  gta::Game game = gta::Game::load(a.ini, a.section, a.data);
  constexpr int kPngScale = 4;
  core::Image city;
  if (!a.png.empty()) {
    std::filesystem::create_directories(a.png);
    city = view::renderGtaMap(game.map(), {kPngScale});
    writeFramePng(city, game, a.png, kPngScale);
  }
  gta::Pacer pacer;
  int frames = 0;
  uint64_t calls = 0;
  try {
    while (frames < a.frames) {
      const gta::StepResult r = pacer.advance(game, gta::kTickMicros);
      ++calls;
      if (r == gta::StepResult::Quit) break;
      if (r != gta::StepResult::Frame) continue;
      ++frames;
      if (!a.png.empty() && frames % a.every == 0) writeFramePng(city, game, a.png, kPngScale);
    }
  } catch (const gta::FatalError& e) {  // Error_Fatal during a frame: its code and where
    throw std::runtime_error(a.ini + " [" + std::to_string(a.section) + "]: frame " +
                             std::to_string(game.frame()) + ": " + e.what());
  }
  const int quit = game.end();
  const gta::MissionScript& m = game.mission();
  const gta::MissionHeader& h = game.missionHeader();
  std::cout << "[" << h.section << "] " << h.name << " on "
            << std::filesystem::path(game.files().cmp).filename().string() << ": " << m.objectCount
            << " script objects, " << m.commandCount << " commands\n"
            << "ran " << frames << " frames (" << calls << " ticks of 70 Hz), frame counter " << game.frame()
            << ", quit code " << quit << "\n";
  if (a.hash) std::cout << "hash " << core::StateHasher::toHex(game.hash()) << "\n";
  return 0;
}

}  // namespace

void addGtaRunCommand(CLI::App& gta, Commands& commands) {
  auto* run = gta.add_subcommand("run", "start a MISSION.INI level and run it headless");
  auto a = std::make_shared<RunArgs>();
  run->add_option("--ini", a->ini, "the MISSION.INI file")->required();
  run->add_option("--section", a->section, "the section number N of [N]")->required();
  run->add_option("--data", a->data, "folder of the CMP city (default: beside the INI)");
  run->add_option("--frames", a->frames, "frames to run (default 100)")->check(CLI::Range(0, 100000000));
  run->add_flag("--hash", a->hash, "print the state hash at the end");
  run->add_option("--png", a->png, "write top-down frames (PNG) into this folder");
  run->add_option("--every", a->every, "with --png: every K frames (default 10)")
      ->check(CLI::Range(1, 1000000));
  run->callback([&commands, a] { commands.action = [a] { return runGta(*a); }; });
}

}  // namespace app
