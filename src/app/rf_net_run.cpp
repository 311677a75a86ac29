// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rf_net_run.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "app/commands.hpp"
#include "app/interrupt.hpp"
#include "app/rf_game_data.hpp"
#include "app/rf_net_game.hpp"
#include "app/rf_sync_report.hpp"
#include "app/rf_trace.hpp"
#include "app/rf_words.hpp"
#include "rf/data/end_sequence.hpp"
#include "core/file_stream.hpp"
#include "core/hash.hpp"
#include "net/enet_link.hpp"
#include "net/session.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/input_script.hpp"
#include "rf/data/rfm.hpp"
#include "rf/desync_poke.hpp"
#include "rf/game.hpp"
#include "rf/replay.hpp"

#ifndef RETROSIM_VERSION
#define RETROSIM_VERSION "unknown"
#endif

namespace app {
namespace {

// designed: without --frames a network run lasts as an offline one: 300 frames, or to the
// script's last frame when that is later.
constexpr int kDefaultNetFrames = 300;

struct Where {
  net::Role role = net::Role::Host;
  std::string host;
  uint16_t port = 0;
};

uint16_t portOf(const std::string& text, const std::string& arg) {
  if (text.empty() || text.size() > 5 || text.find_first_not_of("0123456789") != std::string::npos ||
      std::stoi(text) > 65535) {
    throw std::runtime_error("--net " + arg + ": expected a port 0..65535, found \"" + text + "\"");
  }
  return static_cast<uint16_t>(std::stoi(text));
}

Where parseWhere(const std::string& arg) {
  Where w;
  if (arg.rfind("host:", 0) == 0) {
    w.port = portOf(arg.substr(5), arg);
    return w;
  }
  if (arg.rfind("join:", 0) == 0) {
    const std::string rest = arg.substr(5);
    const size_t colon = rest.rfind(':');
    if (colon == std::string::npos || colon == 0) {
      throw std::runtime_error("--net " + arg + ": expected join:HOST:PORT");
    }
    w.role = net::Role::Join;
    w.host = rest.substr(0, colon);
    w.port = portOf(rest.substr(colon + 1), arg);
    if (w.port == 0) throw std::runtime_error("--net " + arg + ": expected a port 1..65535, found 0");
    return w;
  }
  throw std::runtime_error("--net " + arg + ": expected host:PORT or join:HOST:PORT");
}

}  // namespace

// The identity of what both sides must play alike: the length, dt and the script's
// spawn and scheme lines (the scenario).
uint64_t netSetupIdentity(const rf::InputScript& script, int frames, int dt, const rf::GameOptions& options) {
  core::StateHasher h;
  h.i32(frames);
  h.i32(dt);
  for (const rf::ControlScheme s : options.schemes) h.u8(static_cast<uint8_t>(s));
  h.u64(script.spawns.size());
  for (const rf::ScriptSpawn& s : script.spawns) {
    h.string(s.what);
    h.i32(s.team);
    h.i32(s.x);
    h.i32(s.y);
    h.i32(s.headingDeg);
  }
  return h.value();
}

std::string netProgramName() { return std::string("retrosim ") + RETROSIM_VERSION; }

int runNetGame(const NetRunOptions& opt) {
  const InterruptScope interrupts;
  const Where where = parseWhere(opt.net);
  if (where.role == net::Role::Host && opt.map.empty()) throw std::runtime_error("--net host:PORT needs --map FILE");
  if (where.role == net::Role::Join && !opt.map.empty()) {
    throw std::runtime_error("--net join: the host sends its map (no --map)");
  }
  rf::InputScript script;
  if (!opt.input.empty()) script = rf::loadInputScript(opt.input);
  const int frames = opt.frames >= 0 ? opt.frames : std::max(kDefaultNetFrames, script.lastFrame() + 1);
  if (frames == 0) throw std::runtime_error("--net: a game of at least one frame (--frames)");
  rf::GameOptions options = rf::scriptedGameOptions(script, 2);
  std::optional<RfGameData> data;
  if (!opt.data.empty()) data = openRfGameData(opt.data);
  options.data = gameTables(data ? &*data : nullptr);

  net::SessionConfig config;
  config.role = where.role;
  config.name = !opt.name.empty() ? opt.name : where.role == net::Role::Host ? "Player 1" : "Player 2";
  config.program = netProgramName();
  config.tables = rf::replayTablesText(rf::replayTablesOf(options.data ? *options.data : rf::designedTables()));
  config.setup = netSetupIdentity(script, frames, opt.dt, options);
  config.delay = opt.delay;
  std::unique_ptr<net::EnetLink> link;
  if (where.role == net::Role::Host) {
    config.map = rf::readRfmBytes(opt.map);
    config.mapName = std::filesystem::path(opt.map).filename().string();
    config.mapHash = rf::mapContentHash(config.map);
    config.sessionId = static_cast<uint32_t>(
                           std::chrono::steady_clock::now().time_since_epoch().count() & 0x7fffffff) | 1u;
    link = net::EnetLink::listen(where.port);
    std::cerr << "retrosim: hosting " << config.mapName << " on UDP port " << link->port() << ", waiting for a player"
              << std::endl;  // (port 0: the one the system gave; a test reads it here)
  } else {
    link = net::EnetLink::connect(where.host, where.port);
    config.host = link->server();
    std::cerr << "retrosim: joining " << net::EnetLink::text(config.host) << "\n";
  }
  net::Session session(config, *link);
  const int me = session.localPlayer();

  const auto t0 = std::chrono::steady_clock::now();
  const auto nowMs = [&t0] {
    return static_cast<uint32_t>(
               std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count()) +
           1;
  };

  std::optional<rf::Game> game;
  std::optional<RfNetGame> sim;
  std::string mapName;
  std::optional<rf::ReplayRecorder> recorder;
  std::optional<core::StreamFile> traceFile;
  std::optional<core::StreamFile> recordFile;
  std::optional<RfTrace> trace;
  uint32_t waitSecond = 0;
  bool interrupted = false;

  while (session.phase() != net::Phase::Ended) {
    try {
      throwIfInterrupted("frame", static_cast<long>(session.frame()));
    } catch (const Interrupted&) {
      session.quit(nowMs());
      interrupted = true;
      break;
    }
    uint32_t now = nowMs();
    session.poll(now);
    if (session.phase() == net::Phase::Ready) {
      std::vector<uint8_t> mapBytes = config.map;
      mapName = config.mapName;
      if (where.role == net::Role::Join) {
        const net::Welcome& w = session.welcome();
        if (rf::mapContentHash(w.map) != w.mapHash) {
          session.refuse("the map " + w.mapName + " did not arrive whole (its bytes do not match its hash)", now);
          break;
        }
        mapBytes = w.map;
        mapName = w.mapName;
      }
      game.emplace(rf::Game::load(rf::parseRfm(mapBytes, mapName), mapName, options));
      if (game->players() != 2) {
        session.refuse(mapName + " is a " + std::to_string(game->players()) + "-player map; a network game needs 2",
                       now);
        break;
      }
      sim.emplace(*game, net::kRingSlots, opt.dt);
      if (opt.pokeFrame >= 0) {
        sim->pokeFrom = static_cast<uint32_t>(opt.pokeFrame);
        sim->poke = rf::pokeDesync;
      }
      if (!opt.trace.empty()) {
        traceFile.emplace(opt.trace);
        trace.emplace(*game, *traceFile);
      }
      if (!opt.record.empty()) {
        recordFile.emplace(opt.record, &replayFileKind());
        recorder.emplace(*game, mapName, rf::mapContentHash(mapBytes), options.schemes, script.spawns);
      }
      session.onConfirmed = [&](uint32_t g, const net::Words& words, int slot) {
        const rf::Game& after = sim->saved(slot);
        if (trace) trace->frame(after, static_cast<int>(g - 1), (g - 1) % static_cast<uint32_t>(opt.traceEvery) == 0);
        if (recorder) recorder->frame(rf::Inputs{words, opt.dt}, after);
      };
      std::cerr << "retrosim: playing " << mapName << " with " << session.remoteName() << " (you are player "
                << me + 1 << ", delay " << opt.delay << ")\n";
      session.start(*sim, static_cast<uint32_t>(frames));
    }
    bool stepped = false;
    if (session.phase() == net::Phase::Running) {
      now = nowMs();
      stepped = session.advance(script.rawWord(static_cast<int>(session.frame()), me), now);
      if (session.waiting(now)) {
        const uint32_t s = session.silentMs(now) / 1000;
        if (s != waitSecond) std::cerr << "retrosim: waiting for " << session.remoteName() << " (" << s << " s)\n";
        waitSecond = s;
      } else {
        waitSecond = 0;
      }
    }
    if (!stepped) link->wait(1);
  }

  const net::Counters& c = session.counters();
  const auto stats = [&] {
    std::cerr << "retrosim: net: " << session.confirmed() << " frames confirmed, " << c.rollbacks << " rollbacks, "
              << c.resimulated << " frames re-simulated, " << c.predicted << " predicted, round trip " << c.rttMs
              << " ms; dropped: " << c.malformed << " malformed, " << c.thirdAddress << " from a third address, "
              << c.oldSession << " of an old session\n";
  };
  // the files hold the confirmed frames: the state after the last of them
  const auto keepFiles = [&] {
    if (!sim) return;
    const rf::Game& last = sim->saved(static_cast<int>(session.confirmed() % net::kRingSlots));
    if (trace) trace->finish(last);
    if (recorder) {
      const std::vector<uint8_t> bytes = rf::encodeReplay(recorder->finish(last));
      recordFile->write(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
    }
    if (recordFile) recordFile->commit();
    if (traceFile) traceFile->commit();
  };
  if (interrupted) {
    stats();
    keepFiles();
    throwIfInterrupted("frame", static_cast<long>(session.frame()));
  }
  switch (session.endReason()) {
    case net::EndReason::Finished:
      break;
    case net::EndReason::Desync: {
      const std::string line = desyncLine(SyncReportPlace{opt.syncReport, opt.record}, session, mapName,
                                          config.program);
      stats();
      keepFiles();
      throw std::runtime_error(line);
    }
    case net::EndReason::PeerLost:
      link->forget();  // nobody to say goodbye to
      [[fallthrough]];
    case net::EndReason::PeerLeft:
      stats();
      keepFiles();
      throw std::runtime_error(session.endLine() + " (after " + std::to_string(session.confirmed()) +
                               " confirmed frames; the files hold them)");
    default:
      throw std::runtime_error(session.endLine());
  }
  stats();
  keepFiles();
  const rf::Game& last = *game;
  if (!last.state().running && !opt.hashOnly) {
    const rf::Sim& s = last.state();
    const std::string who =
        s.winner < 0 ? "no winner (a draw)" : winnerWords(s.winner) + " (side " + std::to_string(s.winner) + ")";
    std::cout << "EndGame: " << who << " at tick " << s.endTick << " (" << rf::clockText(rf::ticksToMs(s.endTick))
              << ")\n";
  }
  const std::string hash = core::StateHasher::toHex(last.hash());
  if (opt.hashOnly) {
    std::cout << hash << "\n";
  } else {
    std::cout << mapName << ": " << frames << " frames, tick " << last.tick() << ", " << last.liveObjects().size()
              << " objects, hash " << hash << ", " << tablesLine(data ? &*data : nullptr) << "\n";
  }
  return 0;
}

}  // namespace app
