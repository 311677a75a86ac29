// SPDX-License-Identifier: GPL-3.0-or-later
// The network game in the window (rf_net_play.hpp).
#include "app/rf_net_play.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <stdexcept>

#include "app/commands.hpp"
#include "app/rf_game_result.hpp"
#include "app/rf_net_run.hpp"
#include "app/rf_sync_report.hpp"
#include "core/file_io.hpp"
#include "core/hash.hpp"
#include "input/keyboard_word.hpp"
#include "input/pad_word.hpp"
#include "net/local_addresses.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/rfm.hpp"
#include "rf/desync_poke.hpp"
#include "view/rf_frame_render.hpp"

namespace app {

using input::Key;

namespace {

// designed: at most 4 frames stepped in one window frame (a window frame late by 3 frames
// catches up; a longer stall is not run after).
constexpr int kMaxStepsPerWindowFrame = 4;

uint16_t portText(const std::string& text, const std::string& what) {
  if (text.empty() || text.size() > 5 || text.find_first_not_of("0123456789") != std::string::npos ||
      std::stoi(text) > 65535) {
    throw std::runtime_error(what + ": expected a port 0..65535, found \"" + text + "\"");
  }
  return static_cast<uint16_t>(std::stoi(text));
}

// A box of lines in the middle of the picture.
void centreBox(core::Image& img, const std::vector<std::string>& lines, int y0 = -1) {
  int w = 0;
  for (const std::string& l : lines) w = std::max(w, core::Image::textWidth(l));
  w += 20;
  const int lh = 12;
  const int h = static_cast<int>(lines.size()) * lh + 12;
  const int x = (img.width() - w) / 2;
  const int y = y0 >= 0 ? y0 : (img.height() - h) / 2;
  img.blendRect(x, y, w, h, core::rgba(0, 0, 0, 200));
  for (size_t i = 0; i < lines.size(); ++i) {
    img.drawText(x + 10, y + 7 + static_cast<int>(i) * lh, lines[i], core::kWhite);
  }
}

}  // namespace

std::pair<std::string, uint16_t> parseJoinAddress(const std::string& text) {
  const size_t colon = text.rfind(':');
  if (text.empty() || colon == 0) throw std::runtime_error("--join " + text + ": expected HOST[:PORT]");
  if (colon == std::string::npos) return {text, kDefaultNetPort};
  const uint16_t port = portText(text.substr(colon + 1), "--join " + text);
  if (port == 0) throw std::runtime_error("--join " + text + ": expected a port 1..65535, found 0");
  return {text.substr(0, colon), port};
}

uint16_t parseHostPort(const std::string& text) { return portText(text, "--host " + text); }

std::string netQualityLine(uint32_t rttMs, uint32_t resimTenthsPerSecond, int delay) {
  char buf[128];
  std::snprintf(buf, sizeof buf, "net: round trip %u ms, %u.%u frames re-simulated a second, delay %d", rttMs,
                resimTenthsPerSecond / 10, resimTenthsPerSecond % 10, delay);
  return buf;
}

RfNetPlayProgram::RfNetPlayProgram(NetPlayOptions opt, const rf::front::Config& settings,
                                   std::shared_ptr<const rf::DataTables> tables, RfSound& sound, std::ostream& err)
    : opt_(std::move(opt)), settings_(settings), tables_(std::move(tables)), sound_(sound), err_(err),
      t0_(std::chrono::steady_clock::now()) {
  viewTopDown_ = settings_.viewStyle == view::RfViewStyle::TopDown;
  program_ = netProgramName();
  net::SessionConfig c;
  c.role = opt_.host ? net::Role::Host : net::Role::Join;
  localName_ = !opt_.name.empty() ? opt_.name : opt_.host ? "Player 1" : "Player 2";
  c.name = localName_;
  c.program = program_;
  c.tables = rf::replayTablesText(rf::replayTablesOf(tables_ ? *tables_ : rf::designedTables()));
  rf::GameOptions go;
  go.players = 2;
  go.data = tables_;
  c.setup = netSetupIdentity(rf::InputScript{}, opt_.frames, kNetDt, go);
  c.delay = opt_.delay;
  if (opt_.host) {
    if (opt_.map.empty()) throw std::runtime_error("--host needs a 2-player map (--map FILE)");
    c.map = opt_.mapBytes.empty() ? rf::readRfmBytes(opt_.map) : opt_.mapBytes;
    c.mapName = std::filesystem::path(opt_.map).filename().string();
    c.mapHash = rf::mapContentHash(c.map);
    mapName_ = c.mapName;
    c.sessionId = static_cast<uint32_t>(t0_.time_since_epoch().count() & 0x7fffffff) | 1u;
    link_ = net::EnetLink::listen(opt_.port);
    addresses_ = net::localAddresses();
    std::string list;
    for (const std::string& a : addresses_) list += (list.empty() ? "" : ", ") + a;
    err_ << "retrosim: hosting " << mapName_ << " on UDP port " << link_->port() << ", waiting for a player (this "
         << "machine: " << (list.empty() ? "no address found" : list) << ")" << std::endl;
  } else {
    link_ = net::EnetLink::connect(opt_.joinHost, opt_.port);
    c.host = link_->server();
    err_ << "retrosim: joining " << net::EnetLink::text(c.host) << std::endl;
  }
  session_ = std::make_unique<net::Session>(std::move(c), *link_);
}

RfNetPlayProgram::~RfNetPlayProgram() {
  try {
    if (session_ && session_->phase() != net::Phase::Ended) {
      session_->quit(nowMs());
      afterEnd();
    }
    writeFiles();
  } catch (const std::exception& e) {
    err_ << "retrosim: " << e.what() << "\n";
  }
  sound_.setListener(-1);  // the title's games: both players' again
}

uint32_t RfNetPlayProgram::nowMs() const {
  return static_cast<uint32_t>(
             std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0_).count()) +
         1;
}

void RfNetPlayProgram::startGame(uint32_t now) {
  std::vector<uint8_t> bytes;
  if (opt_.host) {
    bytes = opt_.mapBytes.empty() ? rf::readRfmBytes(opt_.map) : opt_.mapBytes;
  } else {
    const net::Welcome& w = session_->welcome();
    if (rf::mapContentHash(w.map) != w.mapHash) {
      session_->refuse("the map " + w.mapName + " did not arrive whole (its bytes do not match its hash)", now);
      return;
    }
    bytes = w.map;
    mapName_ = w.mapName;
  }
  rf::GameOptions go;
  go.players = 2;
  go.data = tables_;
  try {
    game_.emplace(rf::Game::load(rf::parseRfm(bytes, mapName_), mapName_, go));
  } catch (const std::exception& e) {
    session_->refuse(std::string("the map does not load: ") + e.what(), now);
    return;
  }
  if (game_->players() != 2) {
    session_->refuse(mapName_ + " is a " + std::to_string(game_->players()) + "-player map; a network game needs 2",
                     now);
    return;
  }
  sim_.emplace(*game_, net::kRingSlots, kNetDt);
  if (opt_.pokeFrame >= 0) {
    sim_->pokeFrom = static_cast<uint32_t>(opt_.pokeFrame);
    sim_->poke = rf::pokeDesync;
  }
  if (!opt_.record.empty()) {
    core::checkReplaceable(opt_.record, &replayFileKind());
    recorder_.emplace(*game_, mapName_, rf::mapContentHash(bytes), go.schemes, std::vector<rf::ScriptSpawn>{});
  }
  session_->onConfirmed = [this](uint32_t, const net::Words& words, int slot) {
    if (recorder_) recorder_->frame(rf::Inputs{words, kNetDt}, sim_->saved(slot));
  };
  sound_.reset();
  sound_.setListener(session_->localPlayer());  // this player's sound alone
  effects_ = view::RfEffects{};
  err_ << "retrosim: playing " << mapName_ << " with " << session_->remoteName() << " (you are player "
       << session_->localPlayer() + 1 << ", delay " << opt_.delay << ")" << std::endl;
  session_->start(*sim_, static_cast<uint32_t>(opt_.frames));
  markMs_ = now;
}

uint32_t RfNetPlayProgram::localWord(const input::DeviceFrame& in, int32_t dt) {
  if (escOpen_) return repeat_.filter(0, false, dt);
  const rf::PlayerState& ps = game_->state().player[static_cast<size_t>(session_->localPlayer())];
  const bool inMenu = ps.view == rf::ViewMode::BunkerSelect && ps.bunker.phase == rf::BunkerPhase::Menu;
  const uint32_t w = input::playerWord(input::keyboardWord(in, settings_.keys[0]), in.pads[0],
                                       rf::ControlScheme::Digital, settings_.pads);
  return repeat_.filter(w, inMenu, dt);
}

void RfNetPlayProgram::updateQuality(uint32_t now) {
  if (now - markMs_ < 1000) return;
  const uint64_t resim = session_->counters().resimulated;
  resimTenths_ = static_cast<uint32_t>((resim - resimAtMark_) * 10000 / (now - markMs_));
  resimAtMark_ = resim;
  markMs_ = now;
}

void RfNetPlayProgram::afterEnd() {
  if (ended_) return;
  ended_ = true;
  const net::Session& s = *session_;
  const bool gameOver = game_ && !game_->state().running;
  switch (s.endReason()) {
    case net::EndReason::Finished:
      endLine_ = "the game is over (" + std::to_string(s.confirmed()) + " frames)";
      if (opt_.hash && game_) std::cout << core::StateHasher::toHex(game_->hash()) << std::endl;
      if (gameOver) recordScore();
      break;
    case net::EndReason::Desync:
      endLine_ = desyncLine(SyncReportPlace{opt_.syncReport, opt_.record}, s, mapName_, program_);
      failure_ = endLine_;
      break;
    case net::EndReason::PeerLost:
      link_->forget();  // nobody to say goodbye to
      endLine_ = s.endLine();
      failure_ = endLine_;
      break;
    case net::EndReason::PeerLeft:
      endLine_ = gameOver ? s.remoteName() + " left" : s.endLine();
      if (!gameOver) failure_ = endLine_;
      break;
    case net::EndReason::Refused:
      endLine_ = s.endLine();
      failure_ = endLine_;
      break;
    default:
      endLine_ = s.endLine();
      break;
  }
  if (opt_.sayEnd && !failure_.empty()) err_ << "retrosim: " << failure_ << std::endl;
  const net::Counters& c = s.counters();
  const uint32_t secs = std::max<uint32_t>(1, s.confirmed() * static_cast<uint32_t>(kNetDt) * 16 / 1000);
  err_ << "retrosim: net: " << s.confirmed() << " frames confirmed, " << c.rollbacks << " rollbacks, "
       << c.resimulated << " frames re-simulated (" << c.resimulated * 10 / secs / 10 << "."
       << c.resimulated * 10 / secs % 10 << " a second of game), " << c.predicted << " predicted, round trip "
       << c.rttMs << " ms; dropped: " << c.malformed << " malformed, " << c.thirdAddress << " from a third address, "
       << c.oldSession << " of an old session" << std::endl;
  writeFiles();
}

// A game played to its end counts in the 2-player high scores as a local one does (each
// machine in its own file): the host is player 1 (blue), the joiner player 2, by their names.
void RfNetPlayProgram::recordScore() {
  if (!game_) return;
  const std::string& remote = session_->remoteName();
  if (recordNetHighScore(game_->state(), mapName_, opt_.host ? localName_ : remote,
                         opt_.host ? remote : localName_, opt_.scores, err_))
    endLine_ += "; counted in the 2-player high scores";
}

void RfNetPlayProgram::writeFiles() {
  if (filesWritten_ || !sim_ || !recorder_) return;
  filesWritten_ = true;
  const rf::Game& last = sim_->saved(static_cast<int>(session_->confirmed() % net::kRingSlots));
  core::writeFileAtomic(opt_.record, rf::encodeReplay(recorder_->finish(last)), &replayFileKind());
  err_ << "replay: " << opt_.record << " (" << session_->confirmed() << " frames)" << std::endl;
}

bool RfNetPlayProgram::frame(const input::DeviceFrame& in, int32_t dt) {
  const uint32_t now = nowMs();
  const bool running = session_->phase() == net::Phase::Running;
  const bool gameOver = game_ && !game_->state().running;
  if (in.quit) {  // the window closed: a goodbye
    session_->quit(now);
    afterEnd();
    return false;
  }
  for (const Key k : in.pressed) {
    if (k == Key::F12) writeScreenshot(picture_, err_);
    if (ended_) {
      if (k == Key::Escape || k == Key::Return || k == Key::Space) return false;
      continue;
    }
    if (k == Key::Tab) showQuality_ = !showQuality_;
    if (k == Key::V) viewTopDown_ = !viewTopDown_;
    if (k == Key::Escape) {
      if (!running || gameOver) {  // before the game, or after its end: leave at once
        session_->quit(now);
        afterEnd();
        return false;
      }
      escOpen_ = !escOpen_;
    } else if (k == Key::Return && (escOpen_ || gameOver)) {
      session_->quit(now);
      afterEnd();
      return false;
    }
  }
  if (ended_) return true;
  session_->poll(now);
  if (session_->phase() == net::Phase::Ready) startGame(now);
  if (session_->phase() == net::Phase::Running) {
    ticks_ += dt;
    const uint32_t word = localWord(in, dt);
    int steps = 0;
    while (ticks_ >= kNetDt && steps < kMaxStepsPerWindowFrame) {
      if (!session_->advance(word, nowMs())) break;
      ticks_ -= kNetDt;
      ++steps;
      effects_.advance(game_->state());
      sound_.frame(*game_);
      if (session_->phase() != net::Phase::Running) break;
    }
    ticks_ = std::min(ticks_, kNetDt * 2);  // frames the other side held up are not run after
    if (steps == 0) link_->wait(1);
    updateQuality(now);
    const uint32_t silent = session_->waiting(now) ? session_->silentMs(now) / 1000 : 0;
    if (silent != waitSecond_ && silent != 0) {  // the screen says it too
      err_ << "retrosim: waiting for " << session_->remoteName() << " (" << silent << " s)" << std::endl;
    }
    waitSecond_ = silent;
  } else if (session_->phase() == net::Phase::Handshake) {
    link_->wait(1);
  }
  if (session_->phase() == net::Phase::Ended) {
    afterEnd();
    if (opt_.frames > 0) return false;  // a game of --frames ends with its session, however it ends
  }
  return true;
}

std::vector<std::string> RfNetPlayProgram::waitingLines(uint32_t now) const {
  if (opt_.host) {
    std::string list;
    for (const std::string& a : addresses_) list += (list.empty() ? "" : "  ") + a;
    return {"HOST A NETWORK GAME",
            "",
            "map: " + mapName_,
            "UDP port " + std::to_string(link_->port()),
            "this machine: " + (list.empty() ? std::string("no address found") : list),
            "",
            "waiting for a player to join (" + std::to_string(now / 1000) + " s)",
            "",
            "Esc: leave"};
  }
  return {"JOIN A NETWORK GAME", "", "joining " + opt_.joinHost + ":" + std::to_string(opt_.port) + " (" +
                                         std::to_string(now / 1000) + " s)",
          "", "Esc: leave"};
}

const core::Image& RfNetPlayProgram::picture(const Screen&) {
  const uint32_t now = nowMs();
  const std::string quality = netQualityLine(session_->counters().rttMs, resimTenths_, opt_.delay);
  if (!game_) {
    picture_ = core::Image(view::kRfScreenWidth, view::kRfScreenHeight, core::rgba(0, 0, 0));
    if (ended_) {
      centreBox(picture_, {endLine_, "", "Esc: leave"});
    } else {
      centreBox(picture_, waitingLines(now));
    }
    return picture_;
  }
  view::RfFrameRenderOptions look;
  look.style = viewTopDown_ ? view::RfViewStyle::TopDown : view::RfViewStyle::Perspective;
  look.effects = &effects_;
  look.aimHelp = settings_.aimHelp;
  picture_ = view::renderRfFrame(game_->state(), session_->localPlayer(), look);
  if (showQuality_) {
    picture_.blendRect(0, 0, core::Image::textWidth(quality) + 8, 12, core::rgba(0, 0, 0, 170));
    picture_.drawText(4, 2, quality, core::kWhite);
  }
  if (ended_) {
    centreBox(picture_, {endLine_, "", "Esc: leave"});
  } else if (session_->waiting(now)) {
    centreBox(picture_, {"waiting for " + session_->remoteName() + " (" +
                             std::to_string(session_->silentMs(now) / 1000) + " s)",
                         "", quality});
  } else if (escOpen_) {
    centreBox(picture_, {"NETWORK GAME with " + session_->remoteName() + " (it goes on)", "", quality, "",
                         "Return: leave the game   Esc: back"});
  } else if (!game_->state().running) {
    centreBox(picture_, {"Return or Esc: leave"}, view::kRfScreenHeight - 140);
  }
  return picture_;
}

}  // namespace app
