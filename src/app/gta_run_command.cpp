// retrosim gta run --ini FILE --section N [--data DIR] [--frames N] [--hash]
// [--input SCRIPT] [--trace OUT.jsonl] [--png DIR --every K]: loads a MISSION.INI section and
// the CMP city it names, starts the level and runs it headless. Game_Run's 3-tick limiter
// is driven by a simulated clock (gta::Pacer): one 70 Hz tick per call, a frame every
// third. With --input (gta/data/run_script.hpp) the run is scripted: frame by frame, the
// commands whose frame the counter has reached given to gta::Game::step as part of its
// inputs (applied inside the step, so their events are that frame's), one
// JSON line a frame into --trace, and --png draws a close-up around the first command.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "app/commands.hpp"
#include "core/file_io.hpp"
#include "core/hash.hpp"
#include "gta/data/run_script.hpp"
#include "gta/game.hpp"
#include "gta/pacer.hpp"
#include "view/gta_map_render.hpp"
#include "view/gta_scene_render.hpp"

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
  std::string input;
  std::string trace;
};

std::string jsonText(const std::string& t) {
  std::string out = "\"";
  for (const char c : t) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) continue;
    out += c;
  }
  return out + "\"";
}

int pxOf(core::Fixed v) {
  return static_cast<int>(int64_t{v} >> 16);
}

// One trace line: the frame, the cars that drive, carry a controller or are damaged (not
// the level's hundreds of parked, undamaged ones, nor the primed traffic slots), the
// objects made after the level start or moving, the recorded fires and the frame's events.
std::string traceLine(const gta::GameState& s, int levelObjects) {
  std::string o = "{\"frame\":" + std::to_string(s.frame()) + ",\"cars\":[";
  bool first = true;
  for (int i = 0; i < gta::kCarSlots; ++i) {
    const gta::Car& c = s.entities.cars[size_t(i)];
    if (c.status == gta::kCarFree || c.status == gta::kCarTrafficPrimed) continue;
    if (c.control == 0 && c.damage == 0 && c.speed == 0) continue;
    o += std::string(first ? "" : ",") + "{\"slot\":" + std::to_string(i) +
         ",\"model\":" + std::to_string(c.model) + ",\"x\":" + std::to_string(pxOf(c.sprite.x)) +
         ",\"y\":" + std::to_string(pxOf(c.sprite.y)) + ",\"z\":" + std::to_string(pxOf(c.sprite.z)) +
         ",\"damage\":" + std::to_string(c.damage) + "}";
    first = false;
  }
  o += "],\"objects\":[";
  first = true;
  for (int i = 0; i < gta::kObjSlots; ++i) {
    const gta::Obj& b = s.entities.objs[size_t(i)];
    if (b.free() || (i < levelObjects && b.inList != gta::kObjListMoving)) continue;
    o += std::string(first ? "" : ",") + "{\"slot\":" + std::to_string(i) +
         ",\"type\":" + std::to_string(b.type) + ",\"state\":" + std::to_string(b.state) +
         ",\"x\":" + std::to_string(pxOf(b.sprite.x)) + ",\"y\":" + std::to_string(pxOf(b.sprite.y)) +
         ",\"z\":" + std::to_string(pxOf(b.sprite.z)) + ",\"owner\":" + std::to_string(b.owner) + "}";
    first = false;
  }
  o += "],\"fires\":[";
  first = true;
  for (const gta::FireRecord& r : s.fire.fires) {
    if (!r.used()) continue;
    o += std::string(first ? "" : ",") + "{\"x\":" + std::to_string(r.x) + ",\"y\":" + std::to_string(r.y) +
         ",\"z\":" + std::to_string(r.z) + ",\"engine\":" + std::to_string(r.engine) + "}";
    first = false;
  }
  o += "],\"events\":[";
  first = true;
  for (const gta::FrameEvent& e : s.events) {
    const std::string text = e.text();
    o += std::string(first ? "" : ",") + "{\"name\":" + jsonText(std::string(gta::eventName(e.id))) +
         ",\"arg\":" + std::to_string(e.arg()) + (text.empty() ? "" : ",\"text\":" + jsonText(text)) + "}";
    first = false;
  }
  return o + "]}\n";
}

// The block the close-up is centred on: the first command's.
void focusOf(const std::vector<gta::RunCommand>& cmds, const gta::GameState& s, int& bx, int& by) {
  bx = 128, by = 128;
  if (cmds.empty()) return;
  const gta::RunCommand& c = cmds.front();
  switch (c.verb) {
    case gta::RunVerb::Explosion:
      bx = c.args[0] / 64, by = c.args[1] / 64;
      break;
    case gta::RunVerb::Kick:
      bx = s.entities.objs[size_t(c.args[0])].sprite.x >> 22,
      by = s.entities.objs[size_t(c.args[0])].sprite.y >> 22;
      break;
    case gta::RunVerb::Reveal:
      break;
    default:
      bx = c.args[0], by = c.args[1];
      break;
  }
}

int runScripted(const RunArgs& a) {
  gta::Game game = gta::Game::load(a.ini, a.section, a.data);
  const std::vector<uint8_t> bytes = core::readFile(a.input);
  const std::vector<gta::RunCommand> cmds = gta::parseRunScript(
      std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), a.input);
  const int levelObjects = game.state().entities.objCount;
  view::GtaSceneWindow win;
  core::Image city;
  if (!a.png.empty()) {
    std::filesystem::create_directories(a.png);
    city = view::renderGtaMap(game.map(), {win.scale});
    int bx = 0, by = 0;
    focusOf(cmds, game.state(), bx, by);
    win.blockX = std::clamp(bx - win.blocks / 2, 0, 256 - win.blocks);
    win.blockY = std::clamp(by - win.blocks / 2, 0, 256 - win.blocks);
  }
  std::string trace;
  size_t next = 0;
  int frames = 0;
  try {
    while (frames < a.frames && !game.over()) {
      // the commands due are part of the frame's inputs (applied inside the step)
      gta::Inputs in;
      while (next < cmds.size() && cmds[next].frame <= game.frame()) in.commands.push_back(cmds[next++]);
      game.step(in);
      ++frames;
      if (!a.trace.empty()) trace += traceLine(game.state(), levelObjects);
      if (!a.png.empty() && frames % a.every == 0) {
        char name[32];
        std::snprintf(name, sizeof name, "frame_%06u.png", game.frame());
        view::renderGtaScene(city, game.state(), win)
            .writePng((std::filesystem::path(a.png) / name).string());
      }
    }
  } catch (const gta::FatalError& e) {
    throw std::runtime_error(a.ini + " [" + std::to_string(a.section) + "]: frame " +
                             std::to_string(game.frame()) + ": " + e.what());
  }
  if (!a.trace.empty()) core::writeFileAtomic(a.trace, std::string_view(trace));
  std::cout << "ran " << frames << " frames with " << cmds.size() << " script commands, frame counter "
            << game.frame() << "\n";
  if (a.hash) std::cout << "hash " << core::StateHasher::toHex(game.hash()) << "\n";
  return 0;
}

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
  if (!a.input.empty()) return runScripted(a);
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
  run->add_option("--input", a->input, "a script of commands by frame (docs/cli.md): a scripted run");
  run->add_option("--trace", a->trace, "with --input: one JSON line a frame into this file");
  run->callback([&commands, a] { commands.action = [a] { return runGta(*a); }; });
}

}  // namespace app
