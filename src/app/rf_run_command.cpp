// retrosim rf run: a headless game on a map with an input script, a JSON-lines trace and
// the state hash (docs/rf-run.md).
#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/commands.hpp"
#include "core/bytes.hpp"
#include "core/hash.hpp"
#include "core/file_io.hpp"
#include "rf/data/input_script.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/game.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/classes.hpp"
#include "rf/sim/vehicle.hpp"

namespace app {
namespace {

struct RunOptions {
  std::string map;
  int players = 0;
  int dt = rf::kDefaultDt;
  int frames = -1;
  std::string input;
  std::string trace;
  bool hashOnly = false;
};

// designed: without --frames a run lasts 300 frames (10 s at dt 2), or up to the script's
// last frame when that is later.
constexpr int kDefaultFrames = 300;

// The exact decimal of a 16.16 value (every 16.16 value has a finite one): 0x18000 -> 1.5.
std::string fixedDecimal(int32_t v) {
  const int64_t a = v < 0 ? -static_cast<int64_t>(v) : v;
  std::string s = (v < 0 ? "-" : "") + std::to_string(a >> 16);
  int64_t frac = a & 0xffff;
  if (frac != 0) s += '.';
  while (frac != 0) {
    frac *= 10;
    s += static_cast<char>('0' + (frac >> 16));
    frac &= 0xffff;
  }
  return s;
}

std::string jsonString(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(static_cast<unsigned char>(c)));
      out += buf;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

const char* eventKindName(rf::EventKind k) {
  switch (k) {
    case rf::EventKind::Sound:
      return "sound";
    case rf::EventKind::Music:
      return "music";
    case rf::EventKind::EndGame:
      return "endgame";
    case rf::EventKind::Camera:
      return "camera";
    case rf::EventKind::Note:
      break;
  }
  return "note";
}

std::string objectJson(const rf::Game& game, const rf::Obj& o) {
  const rf::ClassDesc& d = game.classOf(o);
  std::string s = "{\"id\":" + std::to_string(o.id) + ",\"class\":" + jsonString(d.name) +
                  ",\"team\":" + std::to_string(o.team) + ",\"x\":" + fixedDecimal(o.x) +
                  ",\"y\":" + fixedDecimal(o.y) + ",\"z\":" + fixedDecimal(o.z) +
                  ",\"heading\":" + std::to_string(o.heading) + ",\"speed\":" + fixedDecimal(o.speed);
  if (d.fields != nullptr) {
    std::array<rf::ObjField, rf::kMaxObjFields> fields{};
    const int n = std::min(d.fields(game.state(), o, fields), rf::kMaxObjFields);
    for (int i = 0; i < n; ++i) {
      const rf::ObjField& f = fields[static_cast<size_t>(i)];
      s += "," + jsonString(f.name) + ":" + (f.fixed ? fixedDecimal(f.value) : std::to_string(f.value));
    }
  }
  return s + "}";
}

// designed: the chain-head bits change whenever an object moves, so a cell counts as
// changed when any other bit of its word changed.
constexpr uint32_t kTracedCellBits = ~(rf::cell::kChainMask << rf::cell::kChainShift);

std::string frameJson(const rf::Game& game, int frame, const std::array<uint32_t, rf::kCellCount>& before) {
  std::string s =
      "{\"frame\":" + std::to_string(frame) + ",\"tick\":" + std::to_string(game.tick()) + ",\"objects\":[";
  bool first = true;
  for (rf::ObjSlot slot : game.liveObjects()) {
    s += (first ? "" : ",") + objectJson(game, game.objects()[slot]);
    first = false;
  }
  s += "],\"events\":[";
  first = true;
  for (const rf::Event& e : game.events()) {
    s += std::string(first ? "" : ",") + "{\"kind\":\"" + eventKindName(e.kind) +
         "\",\"name\":" + jsonString(e.name) + ",\"a\":" + std::to_string(e.a) +
         ",\"b\":" + std::to_string(e.b) + "}";
    first = false;
  }
  s += "],\"cells\":[";
  first = true;
  const auto& cells = game.world().cells();
  for (size_t i = 0; i < cells.size(); ++i) {
    if (((cells[i] ^ before[i]) & kTracedCellBits) == 0) continue;
    const uint32_t w = cells[i];
    s += std::string(first ? "" : ",") + "{\"x\":" + std::to_string(i % rf::kMapCells) +
         ",\"y\":" + std::to_string(i / rf::kMapCells) +
         ",\"terrain\":" + std::to_string(rf::cell::terrain(w)) +
         ",\"bno\":" + std::to_string(rf::cell::bno(w)) + ",\"team\":" + std::to_string(rf::cell::team(w)) +
         ",\"hp\":" + std::to_string(rf::cell::hp(w)) + "}";
    first = false;
  }
  return s + "]}\n";
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::optional<rf::VehicleType> vehicleByName(const std::string& what) {
  for (int t = 0; t < rf::kVehicleTypes; ++t) {
    const auto type = static_cast<rf::VehicleType>(t);
    if (what == rf::vehicleTypeName(type)) return type;
  }
  return std::nullopt;
}

// A vehicle ready to drive (spawnVehicle); its team's view goes to play, as after a launch.
void placeVehicle(rf::Game& game, rf::VehicleType type, int team, core::Fixed x, core::Fixed y, int32_t heading) {
  rf::Sim& sim = game.mutableState();
  rf::spawnVehicle(sim, type, team, x, y, heading);
  if (team < sim.players) sim.player[static_cast<size_t>(team)].view = rf::ViewMode::Play;
  rf::TeamLaunch& launch = sim.team[static_cast<size_t>(team)].launch;
  launch.driving = true;
  launch.type = type;
}

void placeSpawn(rf::Game& game, const rf::InputScript& script, const rf::ScriptSpawn& sp) {
  const std::string where = script.file + ": line " + std::to_string(sp.line) + ": spawn " + sp.what + ": ";
  const std::string what = lower(sp.what);
  const std::optional<rf::VehicleType> vehicle = vehicleByName(what);
  const std::optional<rf::ObjClass> cls =
      vehicle ? std::optional<rf::ObjClass>(rf::ObjClass::Vehicle) : rf::classByName(*game.state().tables, sp.what);
  if (!cls)
    throw std::runtime_error(where +
                             "unknown class (expected tank, jeep, msv, heli or a class name such as stay)");
  constexpr int32_t kWorldPx = rf::kMapCells * 32;
  if (sp.x < 0 || sp.y < 0 || sp.x >= kWorldPx || sp.y >= kWorldPx) {
    throw std::runtime_error(where + "at " + std::to_string(sp.x) + "," + std::to_string(sp.y) +
                             " is outside the map (0..4095 px on both axes)");
  }
  const auto heading = static_cast<int32_t>(static_cast<int64_t>(sp.headingDeg) * core::kHeadingTurn / 360);
  try {
    if (vehicle) {
      placeVehicle(game, *vehicle, sp.team, core::px(sp.x), core::px(sp.y), heading);
    } else {
      game.spawn(*cls, sp.team, core::px(sp.x), core::px(sp.y), heading);
    }
  } catch (const std::exception& e) {
    throw std::runtime_error(where + e.what());
  }
}

int runGame(const RunOptions& opt) {
  rf::InputScript script;
  if (!opt.input.empty()) script = rf::loadInputScript(opt.input);
  rf::GameOptions gameOptions;
  gameOptions.players = opt.players;
  for (const rf::ScriptScheme& sc : script.schemes) {
    gameOptions.schemes[static_cast<size_t>(sc.player)] = sc.analog ? rf::ControlScheme::Analog : rf::ControlScheme::Digital;
  }
  rf::Game game = rf::Game::load(opt.map, gameOptions);
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
  for (const rf::ScriptSpawn& sp : script.spawns) placeSpawn(game, script, sp);
  const int frames = opt.frames >= 0 ? opt.frames : std::max(kDefaultFrames, script.lastFrame() + 1);
  std::string trace;
  for (int f = 0; f < frames; ++f) {
    rf::Inputs in;
    in.dt = opt.dt;
    for (int p = 0; p < 2; ++p) in.words[static_cast<size_t>(p)] = script.rawWord(f, p);
    const std::array<uint32_t, rf::kCellCount> before = game.world().cells();
    game.step(in);
    if (!opt.trace.empty()) trace += frameJson(game, f, before);
  }
  const std::string hash = core::StateHasher::toHex(game.hash());
  if (!opt.trace.empty()) {
    trace += "{\"hash\":\"" + hash + "\"}\n";
    core::writeFileAtomic(opt.trace, trace);
  }
  if (opt.hashOnly) {
    std::cout << hash << "\n";
  } else {
    std::cout << opt.map << ": " << frames << " frames, tick " << game.tick() << ", "
              << game.liveObjects().size() << " objects, hash " << hash << "\n";
  }
  return 0;
}

}  // namespace

void addRfRunCommand(CLI::App& rf, Commands& commands) {
  auto* run = rf.add_subcommand("run", "run a game headless with an input script (docs/rf-run.md)");
  auto opt = std::make_shared<RunOptions>();
  run->add_option("--map", opt->map, "the map file (.rfm)")->required();
  run->add_option("--players", opt->players, "1 or 2 (default: the map's)")->check(CLI::Range(1, 2));
  run->add_option("--dt", opt->dt, "ticks per frame, 0..12 (default 2)")->check(CLI::Range(0, rf::kMaxDt));
  run->add_option("--frames", opt->frames, "frames to run (default 300, or to the script's last frame)")
      ->check(CLI::Range(0, 100000000));
  run->add_option("--input", opt->input, "the input script");
  run->add_option("--trace", opt->trace, "write a JSON-lines trace (one line per frame, then the hash)");
  run->add_flag("--hash", opt->hashOnly, "print only the final state hash");
  run->callback([&commands, opt] { commands.action = [opt] { return runGame(*opt); }; });
}

}  // namespace app
