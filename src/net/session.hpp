// SPDX-License-Identifier: GPL-3.0-or-later
// A game of two peers with rollback (docs/net.md; GGPO): the handshake, the exchange of raw
// input words by frame, prediction, the ring of saved states, restore and re-simulate when
// a confirmed word differs from the predicted one, the hash exchange of confirmed frames and
// the faults (a silent peer, a goodbye, packets dropped and counted). Independent of the
// transport (a Link) and of the clock: every call is given the time in ms.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "net/link.hpp"
#include "net/packet.hpp"
#include "net/simulation.hpp"

namespace net {

inline constexpr int kMaxDelay = 8;
inline constexpr int kDefaultDelay = 2;
inline constexpr uint32_t kMaxPrediction = 8;  // frames run ahead of the remote's last word
inline constexpr int kRingSlots = static_cast<int>(kMaxPrediction) + 2;
// designed: "waiting for NAME" after 1 s of silence, the game ends after 15 s (issue 40).
inline constexpr uint32_t kWaitMs = 1000;
inline constexpr uint32_t kLostMs = 15000;
// designed: a peer sends its words at least every 16 ms (half a frame at dt 2) and its Hello
// every 250 ms until it is answered.
inline constexpr uint32_t kResendMs = 16;
inline constexpr uint32_t kHelloMs = 250;
// designed: hashes of every 10th confirmed frame (and the last): a desync is named within
// 10 frames (0.32 s); about 2 KB a hash packet for the rf state's fields.
inline constexpr uint32_t kDefaultHashEvery = 10;

enum class Role { Host, Join };

struct SessionConfig {
  Role role = Role::Host;
  std::string name;
  std::string program;  // this program's version
  std::string tables;   // the tables' identity
  uint64_t setup = 0;   // the game options' identity
  int delay = kDefaultDelay;  // 0..kMaxDelay
  uint32_t hashEvery = kDefaultHashEvery;
  uint32_t sessionId = 1;     // the host's (non-zero; a new one each game)
  Address host = 0;           // the joiner's: where the host is
  // the host's map (the joiner receives it)
  std::string mapName;
  uint64_t mapHash = 0;
  std::vector<uint8_t> map;
};

enum class Phase { Handshake, Ready, Running, Ended };
enum class EndReason { None, Finished, Refused, Desync, PeerLeft, PeerLost, Quit };

struct Counters {
  uint64_t malformed = 0;     // packets that did not decode
  uint64_t thirdAddress = 0;  // from an address other than the peer's
  uint64_t oldSession = 0;    // of another session id
  uint64_t rollbacks = 0;
  uint64_t resimulated = 0;   // frames stepped again after a rollback
  uint64_t predicted = 0;     // frames stepped with a predicted remote word
  uint32_t rttMs = 0;         // the last measured round trip
};

// The first differing field of a confirmed frame's state between the peers.
struct Desync {
  uint32_t frame = 0;
  std::string field;
  std::vector<std::string> fields;  // every differing field, in the lists' order (the first is `field`)
  uint64_t localHash = 0;
  uint64_t remoteHash = 0;
};

class Session {
 public:
  Session(SessionConfig config, Link& link);

  // Reads what arrived, sends what is due, checks the timeouts, rolls back when a word
  // differs from its prediction.
  void poll(uint32_t nowMs);
  Phase phase() const { return phase_; }
  int localPlayer() const { return config_.role == Role::Host ? 0 : 1; }
  Role role() const { return config_.role; }
  int delay() const { return config_.delay; }
  // The session's id (the host's; the joiner's after the Welcome; 0 before).
  uint32_t sessionId() const { return session_; }
  // After the handshake (Ready): the peer's name; the joiner's view of the host's Welcome.
  const std::string& remoteName() const { return remoteName_; }
  const Welcome& welcome() const { return welcome_; }
  // The joiner, after checking the Welcome itself (the map's hash): refuse it (the host
  // is told the line) and end.
  void refuse(const std::string& line, uint32_t nowMs);

  // Ready -> Running with the loaded game at frame 0; `frames` = the game's length (0:
  // open-ended). The game's slots: kRingSlots.
  void start(Simulation& sim, uint32_t frames);
  // One frame with this player's word (it reaches the game `delay` frames later). False,
  // and nothing stepped, while the game is not running, at its end or kMaxPrediction frames
  // ahead of the remote's words.
  bool advance(uint32_t localWord, uint32_t nowMs);
  // The frames stepped (this peer's present) and the frames with both words known and
  // stepped with them.
  uint32_t frame() const { return frame_; }
  uint32_t confirmed() const { return confirmedDone_; }
  // The remote player has been silent for at least kWaitMs (the game pauses).
  bool waiting(uint32_t nowMs) const;
  uint32_t silentMs(uint32_t nowMs) const { return nowMs - lastHeardMs_; }
  // Quit: a goodbye so the other side ends at once.
  void quit(uint32_t nowMs);

  // Called for each confirmed frame in order: frames stepped so far, the frame's words and
  // the slot that holds the state after it (valid until the next call into the session).
  std::function<void(uint32_t frames, const Words& words, int slot)> onConfirmed;

  EndReason endReason() const { return endReason_; }
  // One line saying why the game ended ("" while it runs).
  const std::string& endLine() const { return endLine_; }
  const std::optional<Desync>& desync() const { return desync_; }
  const Counters& counters() const { return counters_; }
  // The words each frame was stepped with (confirmed frames: both final), for reports.
  Words wordsOf(uint32_t frame) const;

 private:
  void handle(const Datagram& d, uint32_t nowMs);
  void onHello(Address from, const Hello& h, uint32_t version, uint32_t nowMs);
  void onWelcome(const Welcome& w);
  void onInput(const Input& in, uint32_t nowMs);
  void onHash(const Hash& h);
  void sendTo(Address to, Body body, bool reliable);
  void sendInputs(uint32_t nowMs);
  uint32_t remoteWordFor(uint32_t frame) const;
  void stepFrame();
  void rollBack();
  void confirm();
  void compareHashes();
  void finishIfDone();
  void end(EndReason why, std::string line);

  SessionConfig config_;
  Link& link_;
  Phase phase_ = Phase::Handshake;
  Address peer_ = 0;
  bool havePeer_ = false;
  uint32_t session_ = 0;
  std::string remoteName_;
  Welcome welcome_;
  Simulation* sim_ = nullptr;
  uint32_t limit_ = 0;

  std::vector<uint32_t> local_;   // this player's words by frame (delay frames of none first)
  std::vector<uint32_t> remote_;  // the remote player's, as received (contiguous)
  std::vector<uint32_t> used_;    // the remote word each stepped frame used
  uint32_t frame_ = 0;
  uint32_t checked_ = 0;          // frames whose remote word was checked against its prediction
  uint32_t confirmedDone_ = 0;
  uint32_t peerAck_ = 0;          // how many of our words the peer holds
  bool peerFinished_ = false;

  struct Checks {
    uint64_t hash = 0;
    std::vector<uint64_t> fields;
  };
  std::map<uint32_t, Checks> ownHashes_;
  std::map<uint32_t, Checks> remoteHashes_;
  uint32_t lastCompared_ = 0;
  bool finalCompared_ = false;

  uint32_t lastHeardMs_ = 0;
  bool heardAny_ = false;
  uint32_t lastSendMs_ = 0;
  bool sentAny_ = false;
  uint32_t lastHelloMs_ = 0;
  bool helloSent_ = false;
  uint32_t remoteSentMs_ = 0;
  uint32_t remoteArrivedMs_ = 0;
  bool haveRemoteTime_ = false;
  bool dirty_ = false;  // a new local word not yet sent

  EndReason endReason_ = EndReason::None;
  std::string endLine_;
  std::optional<Desync> desync_;
  Counters counters_;
};

}  // namespace net
