// SPDX-License-Identifier: GPL-3.0-or-later
// rf play --host [PORT] / --join HOST[:PORT] (issue 40 item 2; docs/net.md): Return Fire's
// 2-player game between two windows, fed by the net session (net/session.hpp). The window
// loop gives this player's keys; each frame of 2 ticks the session steps the game with both
// players' words (the other's predicted until it arrives, rolled back and stepped again when
// it differs); the picture is this player's view alone, full screen, and the sound this
// player's. The host's screen names its port and this machine's addresses while it waits.
// Faults as headless (rf run --net): the other side silent 1 s, "waiting for NAME (n s)" over
// the game; 15 s, the game ends with a line and no win is recorded; Esc then Return (or
// closing the window) sends a goodbye. Tab shows the network line (round trip, frames
// re-simulated a second, delay); the Esc screen shows it too.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "app/rf_net_game.hpp"
#include "app/rf_sound.hpp"
#include "app/window_loop.hpp"
#include "core/file_stream.hpp"
#include "net/enet_link.hpp"
#include "net/session.hpp"
#include "rf/front/menu_repeat.hpp"
#include "rf/front/net_title.hpp"
#include "rf/front/settings.hpp"
#include "rf/game.hpp"
#include "rf/replay.hpp"
#include "view/rf_effects.hpp"

namespace app {

// designed: the UDP port of --host without one, and of --join HOST without ":PORT".
inline constexpr uint16_t kDefaultNetPort = 7960;
// designed: a network game steps frames of 2 ticks (30 a second), both sides alike.
inline constexpr int32_t kNetDt = 2;
static_assert(kDefaultNetPort == rf::front::kDefaultNetPortShown, "the title names the same port");

struct NetPlayOptions {
  bool host = true;
  uint16_t port = kDefaultNetPort;  // the host's (0: one the system picks), or the one joined
  std::string joinHost;             // the joiner's: the host's name or address
  std::string map;                  // the host's map file (its name)
  std::vector<uint8_t> mapBytes;    // ... its bytes when they come from a disc image (empty: read `map`)
  std::string name;                 // this player's name ("" Player 1 / Player 2)
  int delay = net::kDefaultDelay;
  int frames = 0;          // the game's length in frames (0: until it ends and a key;
                           // N: the program ends with the session, whatever ends it)
  bool hash = false;       // print the final hash (a game played to --frames)
  std::string record;      // the replay of the confirmed frames
  std::string syncReport;  // a desync's report (rf_sync_report.hpp)
  int pokeFrame = -1;      // test only: a desync on this side (rf::pokeDesync)
  bool sayEnd = false;     // the line of a game that ended early on stderr at once (from the title)
  std::string scores;      // the high-score file a game played to its end counts in ("" none)
};

// "HOST[:PORT]" -> the host and the port (kDefaultNetPort without one); throws
// std::runtime_error naming what was expected.
std::pair<std::string, uint16_t> parseJoinAddress(const std::string& text);

// "PORT" of --host (0: one the system picks); throws std::runtime_error naming what was expected.
uint16_t parseHostPort(const std::string& text);

// The network quality line: "net: round trip 104 ms, 3.2 frames re-simulated a second, delay 2".
std::string netQualityLine(uint32_t rttMs, uint32_t resimTenthsPerSecond, int delay);

class RfNetPlayProgram final : public WindowProgram {
 public:
  // Listens (the host) or connects (the joiner) now: a port in use or a name that does not
  // resolve throws with one line. `tables`: the game's (null designed).
  RfNetPlayProgram(NetPlayOptions opt, const rf::front::Config& settings,
                   std::shared_ptr<const rf::DataTables> tables, RfSound& sound, std::ostream& err);
  ~RfNetPlayProgram() override;
  RfNetPlayProgram(const RfNetPlayProgram&) = delete;
  RfNetPlayProgram& operator=(const RfNetPlayProgram&) = delete;

  bool frame(const input::DeviceFrame& in, int32_t dt) override;
  const core::Image& picture(const Screen& screen) override;
  const core::Image& lastPicture() const { return picture_; }
  // After the loop: the line of a game that ended early ("" a finished game or a quit).
  const std::string& failure() const { return failure_; }
  const net::Session& session() const { return *session_; }

 private:
  uint32_t nowMs() const;
  void startGame(uint32_t now);
  void afterEnd();
  void writeFiles();
  void recordScore();
  uint32_t localWord(const input::DeviceFrame& in, int32_t dt);
  void updateQuality(uint32_t now);
  std::vector<std::string> waitingLines(uint32_t now) const;

  NetPlayOptions opt_;
  rf::front::Config settings_;
  std::shared_ptr<const rf::DataTables> tables_;
  RfSound& sound_;
  std::ostream& err_;
  std::chrono::steady_clock::time_point t0_;
  std::unique_ptr<net::EnetLink> link_;
  std::unique_ptr<net::Session> session_;
  std::string program_;
  std::string localName_;  // this side's name (--name, else Player 1 / Player 2)
  std::string mapName_;
  std::vector<std::string> addresses_;
  std::optional<rf::Game> game_;
  std::optional<RfNetGame> sim_;
  std::optional<rf::ReplayRecorder> recorder_;
  std::optional<core::StreamFile> recordFile_;
  rf::front::MenuRepeat repeat_;
  view::RfEffects effects_;
  core::Image picture_{640, 480};
  int32_t ticks_ = 0;         // ticks not yet stepped
  bool escOpen_ = false;      // "leave the game?"
  bool showQuality_ = false;  // Tab
  bool ended_ = false;        // the session ended: its line on the screen until a key
  bool filesWritten_ = false;
  std::string endLine_;
  std::string failure_;
  bool viewTopDown_ = false;
  // the quality line's figures: re-simulated frames over the last whole second
  uint64_t resimAtMark_ = 0;
  uint32_t markMs_ = 0;
  uint32_t resimTenths_ = 0;
  uint32_t waitSecond_ = 0;  // the last "waiting for NAME (n s)" said
};

}  // namespace app

namespace app {

// What rf play passes to a network game besides NetPlayOptions.
struct NetPlayWindow {
  std::string config;      // --config
  std::string data;        // --data (the tables; both sides must have the same)
  std::string screenshot;  // --screenshot: the last picture
};

// rf play --host / --join: the window, the sound and the program in the window loop. Throws
// std::runtime_error with the line of a game that ended early (exit 1).
int runNetPlay(const NetPlayOptions& opt, const NetPlayWindow& window);

}  // namespace app
