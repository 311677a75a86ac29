// SPDX-License-Identifier: GPL-3.0-or-later
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
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "app/commands.hpp"
#include "app/gta_view.hpp"
#include "app/json_out.hpp"
#include "app/picture_folder.hpp"
#include "core/file_io.hpp"
#include "core/file_stream.hpp"
#include "core/hash.hpp"
#include "core/text.hpp"
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
  std::string view = "map";  // --view: map (top-down close-up / city) or 3d (the city in 3D)
};

int pxOf(core::Fixed v) {
  return static_cast<int>(int64_t{v} >> 16);
}

// One trace line: the frame, the cars that drive, carry a controller or are damaged (not
// the level's hundreds of parked, undamaged ones, nor the primed traffic slots), the
// objects made after the level start or moving, the recorded fires and the frame's events.
std::string traceLine(const gta::GameState& s, int levelObjects) {
  using Json = nlohmann::ordered_json;
  Json cars = Json::array();
  for (int i = 0; i < gta::kCarSlots; ++i) {
    const gta::Car& c = s.entities.cars[size_t(i)];
    if (c.status == gta::kCarFree || c.status == gta::kCarTrafficPrimed) continue;
    if (c.control == 0 && c.damage == 0 && c.speed == 0) continue;
    cars.push_back({{"slot", i},
                    {"model", c.model},
                    {"x", pxOf(c.sprite.x)},
                    {"y", pxOf(c.sprite.y)},
                    {"z", pxOf(c.sprite.z)},
                    {"damage", c.damage}});
  }
  Json objects = Json::array();
  for (int i = 0; i < gta::kObjSlots; ++i) {
    const gta::Obj& b = s.entities.objs[size_t(i)];
    if (b.free() || (i < levelObjects && b.inList != gta::kObjListMoving)) continue;
    objects.push_back({{"slot", i},
                       {"type", b.type},
                       {"state", b.state},
                       {"x", pxOf(b.sprite.x)},
                       {"y", pxOf(b.sprite.y)},
                       {"z", pxOf(b.sprite.z)},
                       {"owner", b.owner}});
  }
  Json fires = Json::array();
  for (const gta::FireRecord& r : s.fire.fires) {
    if (!r.used()) continue;
    fires.push_back({{"x", r.x}, {"y", r.y}, {"z", r.z}, {"engine", r.engine}});
  }
  Json events = Json::array();
  for (const gta::FrameEvent& e : s.events) {
    Json ev = {{"name", std::string(gta::eventName(e.id))}, {"arg", e.arg()}};
    if (const std::string text = e.text(); !text.empty()) ev["text"] = text;
    events.push_back(std::move(ev));
  }
  const Json line = {
      {"frame", s.frame()}, {"cars", cars}, {"objects", objects}, {"fires", fires}, {"events", events}};
  return jsonDump(line) + "\n";
}

// A run that failed: Error_Fatal during a frame gets its code and where; the trace is not
// written and the pictures written are removed (said in the message).
[[noreturn]] void failRun(const RunArgs& a, const gta::Game& game, const std::exception& e,
                          const core::StreamFile* trace, PictureFolder& pictures) {
  std::string why = e.what();
  if (dynamic_cast<const gta::FatalError*>(&e) != nullptr) {
    why = core::printable(a.ini, std::string::npos) + " [" + std::to_string(a.section) + "]: frame " +
          std::to_string(game.frame()) + ": " + why;
  }
  std::vector<std::string> dropped;
  if (trace != nullptr && !trace->committed()) {
    dropped.push_back("the trace " + core::printable(a.trace, std::string::npos));
  }
  if (const std::string p = pictures.discard(); !p.empty()) dropped.push_back(p);
  throw std::runtime_error(failedRunMessage(why, dropped));
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
  const std::vector<uint8_t> bytes = core::readFile(a.input, core::FileCap{"a GTA run script", 16u << 20});
  const std::vector<gta::RunCommand> cmds = gta::parseRunScript(
      std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), a.input);
  const int levelObjects = game.state().entities.objCount;
  view::GtaSceneWindow win;
  core::Image city;
  std::optional<core::StreamFile> traceFile;
  if (!a.trace.empty()) traceFile.emplace(a.trace);
  PictureFolder pictures(a.png);
  const bool in3d = a.view == "3d";
  GtaPictures pictures3d;
  if (a.view == "3d") pictures3d.setStyle(gtaStyleArtFor(game));
  const std::optional<view::GtaViewCamera> scriptCam = gtaScriptCamera(cmds, game.state());
  if (pictures.enabled() && !in3d) {
    city = view::renderGtaMap(game.map(), {win.scale});
    int bx = 0, by = 0;
    focusOf(cmds, game.state(), bx, by);
    win.blockX = std::clamp(bx - win.blocks / 2, 0, 256 - win.blocks);
    win.blockY = std::clamp(by - win.blocks / 2, 0, 256 - win.blocks);
  }
  size_t next = 0;
  int frames = 0;
  try {
    while (frames < a.frames && !game.over()) {
      // the commands due are part of the frame's inputs (applied inside the step)
      gta::Inputs in;
      while (next < cmds.size() && cmds[next].frame <= game.frame()) in.commands.push_back(cmds[next++]);
      game.step(in);
      ++frames;
      if (traceFile) traceFile->write(traceLine(game.state(), levelObjects));
      if (in3d) pictures3d.observe(game.state());
      if (pictures.enabled() && frames % a.every == 0) {
        if (in3d)
          pictures.write(pictures3d.draw(game.state(), scriptCam.value_or(view::gtaPlayerCamera(game.state()))),
                         framePngName(game.frame()));
        else
          pictures.write(view::renderGtaScene(city, game.state(), win), framePngName(game.frame()));
      }
    }
    if (traceFile) traceFile->commit();
  } catch (const std::exception& e) {
    failRun(a, game, e, traceFile ? &*traceFile : nullptr, pictures);
  }
  std::cout << "ran " << frames << " frames with " << cmds.size() << " script commands, frame counter "
            << game.frame() << "\n";
  if (a.hash) std::cout << "hash " << core::StateHasher::toHex(game.hash()) << "\n";
  return 0;
}

// A top-down frame: the city (drawn once) with the cars in use (yellow) and the player's
// ped (red) at their positions (16.16 pixels, 64 per block; `scale` pixels per block).
core::Image framePicture(const core::Image& city, const gta::Game& game, int scale) {
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
  return img;
}

int runGta(const RunArgs& a) {
  if (!a.input.empty()) return runScripted(a);
  gta::Game game = gta::Game::load(a.ini, a.section, a.data);
  constexpr int kPngScale = 4;
  core::Image city;
  PictureFolder pictures(a.png);
  gta::Pacer pacer;
  int frames = 0;
  uint64_t calls = 0;
  const bool in3d = a.view == "3d";
  GtaPictures pictures3d;
  if (a.view == "3d") pictures3d.setStyle(gtaStyleArtFor(game));
  const auto picture = [&]() -> core::Image {
    if (in3d) return pictures3d.draw(game.state(), view::gtaPlayerCamera(game.state()));
    return framePicture(city, game, kPngScale);
  };
  try {
    if (pictures.enabled()) {
      if (!in3d) city = view::renderGtaMap(game.map(), {kPngScale});
      pictures.write(picture(), framePngName(game.frame()));
    }
    while (frames < a.frames) {
      const gta::StepResult r = pacer.advance(game, gta::kTickMicros);
      ++calls;
      if (r == gta::StepResult::Quit) break;
      if (r != gta::StepResult::Frame) continue;
      ++frames;
      if (in3d) pictures3d.observe(game.state());
      if (pictures.enabled() && frames % a.every == 0) pictures.write(picture(), framePngName(game.frame()));
    }
  } catch (const std::exception& e) {
    failRun(a, game, e, nullptr, pictures);
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
  run->add_option("--view", a->view,
                  "with --png: map (top-down, the default) or 3d (the city in 3D from the player's camera, or "
                  "over the script's first command, with the HUD: the window's pictures)")
      ->check(CLI::IsMember({"map", "3d"}));
  CLI::Option* input =
      run->add_option("--input", a->input, "a script of commands by frame (docs/cli.md): a scripted run");
  // the trace is the scripted run's (its frames are the script's): without --input, bad usage
  run->add_option("--trace", a->trace, "with --input: one JSON line a frame into this file")->needs(input);
  run->callback([&commands, a] { commands.action = [a] { return runGta(*a); }; });
}

}  // namespace app
