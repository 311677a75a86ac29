// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/session.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "core/bytes.hpp"

namespace net {
namespace {

// designed: at most 256 hashes wait for the other side's (2560 frames, 82 s of game).
constexpr size_t kMaxPendingHashes = 256;

template <class M>
void keepRecent(M& m) {
  while (m.size() > kMaxPendingHashes) m.erase(m.begin());
}

// The first difference between two peers' identities, as a line, or "".
std::string mismatch(const std::string& what, const std::string& ours, const std::string& theirs,
                     const std::string& name) {
  if (ours == theirs) return "";
  return what + " differ: this side has " + ours + ", " + name + " has " + theirs;
}

}  // namespace

Session::Session(SessionConfig config, Link& link) : config_(std::move(config)), link_(link) {
  if (config_.delay < 0 || config_.delay > kMaxDelay) throw std::invalid_argument("net delay must be 0..8");
  if (config_.hashEvery == 0) throw std::invalid_argument("hash every must be at least 1");
  if (config_.role == Role::Host && config_.sessionId == 0) throw std::invalid_argument("a session id is non-zero");
}

void Session::end(EndReason why, std::string line) {
  if (phase_ == Phase::Ended) return;
  phase_ = Phase::Ended;
  endReason_ = why;
  endLine_ = std::move(line);
}

void Session::sendTo(Address to, Body body, bool reliable) {
  const std::vector<uint8_t> bytes = encodePacket(Packet{session_, std::move(body)});
  link_.send(to, bytes, reliable);
}

void Session::poll(uint32_t nowMs) {
  if (!heardAny_) {  // the silence is counted from the first poll
    heardAny_ = true;
    lastHeardMs_ = nowMs;
  }
  Datagram d;
  while (link_.receive(d)) {
    if (phase_ == Phase::Ended) continue;  // drained, not counted
    handle(d, nowMs);
  }
  if (phase_ == Phase::Ended) return;
  if (phase_ == Phase::Handshake && config_.role == Role::Join) {
    if (!helloSent_ || nowMs - lastHelloMs_ >= kHelloMs) {
      sendTo(config_.host, Hello{config_.program, config_.tables, config_.setup, config_.name}, false);
      helloSent_ = true;
      lastHelloMs_ = nowMs;
    }
    if (nowMs - lastHeardMs_ >= kLostMs) end(EndReason::PeerLost, "no answer from the host in 15 s");
    return;
  }
  if (phase_ == Phase::Handshake) return;  // the host waits for a joiner
  if (nowMs - lastHeardMs_ >= kLostMs) {
    end(EndReason::PeerLost, remoteName_ + " was silent for 15 s: the game ends, no win recorded");
    return;
  }
  if (phase_ != Phase::Running) return;
  rollBack();
  confirm();
  sendInputs(nowMs);
  finishIfDone();
}

void Session::handle(const Datagram& d, uint32_t nowMs) {
  const Decoded dec = decodePacket(d.bytes);
  if (!dec.packet) {
    const bool fromPeer = havePeer_ ? d.from == peer_ : (config_.role == Role::Host || d.from == config_.host);
    if (phase_ == Phase::Handshake && fromPeer && dec.version != 0 && dec.version != kProtocolVersion) {
      const std::string line = "the protocols differ: this side speaks version " + std::to_string(kProtocolVersion) +
                               ", the other side " + std::to_string(dec.version);
      sendTo(d.from, Refuse{line}, true);
      end(EndReason::Refused, line);
      return;
    }
    ++counters_.malformed;
    return;
  }
  const Packet& p = *dec.packet;
  if (havePeer_ && d.from != peer_) {
    ++counters_.thirdAddress;
    return;
  }
  if (!havePeer_ && config_.role == Role::Join && d.from != config_.host) {
    ++counters_.thirdAddress;
    return;
  }
  if (const auto* h = std::get_if<Hello>(&p.body)) {
    if (config_.role == Role::Host && !havePeer_) {
      onHello(d.from, *h, dec.version, nowMs);
    } else if (p.session != 0 || config_.role == Role::Join) {
      ++counters_.oldSession;  // a Hello to a joiner, or one that names a session
    }
    return;  // the peer's repeated Hello: already answered
  }
  if (!havePeer_) {  // the joiner before the Welcome: only a Welcome or a Refuse
    if (const auto* w = std::get_if<Welcome>(&p.body)) {
      session_ = p.session;
      peer_ = d.from;
      havePeer_ = true;
      lastHeardMs_ = nowMs;
      onWelcome(*w);
    } else if (const auto* r = std::get_if<Refuse>(&p.body)) {
      end(EndReason::Refused, "refused by the host: " + r->line);
    }
    // else the host's first words, ahead of its Welcome (another channel): they come again
    return;
  }
  if (p.session != session_) {
    ++counters_.oldSession;
    return;
  }
  lastHeardMs_ = nowMs;
  if (const auto* in = std::get_if<Input>(&p.body)) {
    onInput(*in, nowMs);
  } else if (const auto* h = std::get_if<Hash>(&p.body)) {
    onHash(*h);
  } else if (const auto* r = std::get_if<Refuse>(&p.body)) {
    end(EndReason::Refused, "refused by " + remoteName_ + ": " + r->line);
  } else if (const auto* g = std::get_if<Goodbye>(&p.body)) {
    if (g->reason == GoodbyeReason::Finished) {
      peerFinished_ = true;
      peerAck_ = std::max(peerAck_, std::min(g->frames, static_cast<uint32_t>(local_.size())));
    } else {
      end(EndReason::PeerLeft, remoteName_ + " left the game: it ends, no win recorded");
    }
  } else {
    ++counters_.oldSession;  // a second Welcome: not of this session's handshake
  }
}

void Session::onHello(Address from, const Hello& h, uint32_t, uint32_t nowMs) {
  const std::string name = h.name.empty() ? "the joiner" : h.name;
  std::string line = mismatch("the programs", config_.program, h.program, name);
  if (line.empty()) line = mismatch("the tables", config_.tables, h.tables, name);
  if (line.empty() && config_.setup != h.setup) {
    line = "the game options differ (--frames, --dt, the scripts' spawn and scheme lines): this side's " +
           core::hex(config_.setup) + ", " + name + "'s " + core::hex(h.setup);
  }
  session_ = config_.sessionId;
  if (!line.empty()) {
    sendTo(from, Refuse{line}, true);
    end(EndReason::Refused, line);
    return;
  }
  peer_ = from;
  havePeer_ = true;
  remoteName_ = name;
  lastHeardMs_ = nowMs;
  sendTo(peer_,
         Welcome{config_.program, config_.tables, config_.setup, config_.name, config_.mapName, config_.mapHash,
                 config_.map},
         true);
  phase_ = Phase::Ready;
}

void Session::onWelcome(const Welcome& w) {
  remoteName_ = w.name.empty() ? "the host" : w.name;
  std::string line = mismatch("the programs", config_.program, w.program, remoteName_);
  if (line.empty()) line = mismatch("the tables", config_.tables, w.tables, remoteName_);
  if (line.empty() && config_.setup != w.setup) {
    line = "the game options differ (--frames, --dt, the scripts' spawn and scheme lines): this side's " +
           core::hex(config_.setup) + ", " + remoteName_ + "'s " + core::hex(w.setup);
  }
  if (!line.empty()) {
    sendTo(peer_, Refuse{line}, true);
    end(EndReason::Refused, line);
    return;
  }
  welcome_ = w;
  phase_ = Phase::Ready;
}

void Session::refuse(const std::string& line, uint32_t) {
  if (havePeer_) sendTo(peer_, Refuse{line}, true);
  end(EndReason::Refused, line);
}

void Session::start(Simulation& sim, uint32_t frames) {
  if (phase_ != Phase::Ready) throw std::logic_error("Session::start before the handshake");
  sim_ = &sim;
  limit_ = frames;
  local_.assign(static_cast<size_t>(config_.delay), 0u);  // nothing pressed before the first frames
  sim_->save(0);
  phase_ = Phase::Running;
}

void Session::quit(uint32_t) {
  if (phase_ == Phase::Ended) return;
  if (havePeer_) sendTo(peer_, Goodbye{GoodbyeReason::Quit, confirmedDone_}, true);
  end(EndReason::Quit, "you left the game");
}

bool Session::waiting(uint32_t nowMs) const {
  return phase_ == Phase::Running && nowMs - lastHeardMs_ >= kWaitMs;
}

uint32_t Session::remoteWordFor(uint32_t frame) const {
  if (frame < remote_.size()) return remote_[frame];
  return remote_.empty() ? 0u : remote_.back();  // predicted: the last word repeated
}

Words Session::wordsOf(uint32_t frame) const {
  Words w{};
  w[static_cast<size_t>(localPlayer())] = frame < local_.size() ? local_[frame] : 0u;
  w[static_cast<size_t>(1 - localPlayer())] = frame < used_.size() ? used_[frame] : 0u;
  return w;
}

void Session::stepFrame() {
  const uint32_t remote = remoteWordFor(frame_);
  if (used_.size() <= frame_) used_.resize(frame_ + 1);
  used_[frame_] = remote;
  Words w{};
  w[static_cast<size_t>(localPlayer())] = local_[frame_];
  w[static_cast<size_t>(1 - localPlayer())] = remote;
  sim_->advance(w);
  ++frame_;
  sim_->save(static_cast<int>(frame_ % kRingSlots));
}

bool Session::advance(uint32_t localWord, uint32_t nowMs) {
  if (phase_ != Phase::Running || (limit_ != 0 && frame_ >= limit_)) return false;
  rollBack();
  if (frame_ >= remote_.size() + kMaxPrediction) return false;
  local_.push_back(localWord);  // for frame_ + delay
  dirty_ = true;
  if (frame_ >= remote_.size()) ++counters_.predicted;
  stepFrame();
  confirm();
  sendInputs(nowMs);
  finishIfDone();
  return true;
}

void Session::rollBack() {
  const uint32_t upto = std::min(static_cast<uint32_t>(remote_.size()), frame_);
  uint32_t wrong = upto;
  for (uint32_t f = checked_; f < upto; ++f) {
    if (used_[f] != remote_[f]) {
      wrong = f;
      break;
    }
  }
  checked_ = std::max(checked_, upto);
  if (wrong == upto) return;
  const uint32_t present = frame_;
  if (present - wrong >= static_cast<uint32_t>(kRingSlots)) {
    throw std::logic_error("rollback beyond the ring of saved states");
  }
  ++counters_.rollbacks;
  sim_->load(static_cast<int>(wrong % kRingSlots));
  frame_ = wrong;
  while (frame_ < present) {
    stepFrame();
    ++counters_.resimulated;
  }
}

void Session::confirm() {
  const uint32_t upto = std::min(static_cast<uint32_t>(remote_.size()), frame_);
  while (confirmedDone_ < upto && phase_ == Phase::Running) {
    const uint32_t g = ++confirmedDone_;
    const int slot = static_cast<int>(g % kRingSlots);
    if (onConfirmed) onConfirmed(g, wordsOf(g - 1), slot);
    if (g % config_.hashEvery == 0 || g == limit_) {
      Checks c{sim_->hash(slot), sim_->fieldHashes(slot)};
      sendTo(peer_, Hash{g, c.hash, c.fields}, true);
      ownHashes_[g] = std::move(c);
      keepRecent(ownHashes_);
    }
  }
  compareHashes();
}

void Session::onHash(const Hash& h) {
  if (h.frame <= lastCompared_ && lastCompared_ != 0) return;
  remoteHashes_[h.frame] = Checks{h.hash, h.fields};
  keepRecent(remoteHashes_);
  if (phase_ == Phase::Running) compareHashes();
}

void Session::compareHashes() {
  for (auto it = ownHashes_.begin(); it != ownHashes_.end() && phase_ == Phase::Running;) {
    const auto r = remoteHashes_.find(it->first);
    if (r == remoteHashes_.end()) {
      ++it;
      continue;
    }
    const Checks& a = it->second;
    const Checks& b = r->second;
    if (a.hash != b.hash || a.fields != b.fields) {
      Desync d{it->first, "", {}, a.hash, b.hash};
      if (a.fields.size() != b.fields.size()) {
        d.field = "the field lists (" + std::to_string(a.fields.size()) + " vs " + std::to_string(b.fields.size()) +
                  " fields)";
      } else {
        const std::vector<std::string> names = sim_->fieldNames();
        for (size_t i = 0; i < a.fields.size(); ++i) {
          if (a.fields[i] != b.fields[i]) {
            d.fields.push_back(i < names.size() ? names[i] : "field " + std::to_string(i));
          }
        }
        if (!d.fields.empty()) d.field = d.fields.front();
        if (d.field.empty()) d.field = "the whole state (no listed field)";
      }
      desync_ = d;
      end(EndReason::Desync, "desync at frame " + std::to_string(d.frame) + ": first differing field " + d.field +
                                 " (this side " + core::hex(d.localHash) + ", " + remoteName_ + " " +
                                 core::hex(d.remoteHash) + ")");
      return;
    }
    lastCompared_ = it->first;
    if (it->first == limit_) finalCompared_ = true;
    remoteHashes_.erase(r);
    it = ownHashes_.erase(it);
  }
}

void Session::onInput(const Input& in, uint32_t nowMs) {
  if (in.echoMs != 0 && nowMs >= in.echoMs) counters_.rttMs = nowMs - in.echoMs;
  remoteSentMs_ = in.sentMs;
  remoteArrivedMs_ = nowMs;
  haveRemoteTime_ = true;
  peerAck_ = std::max(peerAck_, std::min(in.ack, static_cast<uint32_t>(local_.size())));
  // the remote runs at most kMaxPrediction frames ahead of our words, its words kMaxDelay
  // more: anything further is not a word of this game (and memory stays bounded)
  const uint64_t cap = local_.size() + kMaxPrediction + static_cast<uint64_t>(kMaxDelay) + 1;
  for (size_t i = 0; i < in.words.size(); ++i) {
    const uint64_t f = static_cast<uint64_t>(in.first) + i;
    if (f < remote_.size()) continue;       // a repeat
    if (f > remote_.size() || f >= cap) break;  // a gap (the words come again), or too far
    remote_.push_back(in.words[i]);
  }
}

void Session::sendInputs(uint32_t nowMs) {
  if (!dirty_ && sentAny_ && nowMs - lastSendMs_ < kResendMs) return;
  Input in;
  in.ack = static_cast<uint32_t>(remote_.size());
  in.first = peerAck_;
  in.sentMs = nowMs == 0 ? 1 : nowMs;
  in.echoMs = haveRemoteTime_ ? remoteSentMs_ + (nowMs - remoteArrivedMs_) : 0;
  const size_t last = std::min(local_.size(), static_cast<size_t>(peerAck_) + kMaxWordsPerPacket);
  for (size_t f = peerAck_; f < last; ++f) in.words.push_back(local_[f]);
  sendTo(peer_, std::move(in), false);
  dirty_ = false;
  sentAny_ = true;
  lastSendMs_ = nowMs;
}

void Session::finishIfDone() {
  if (phase_ != Phase::Running || limit_ == 0 || confirmedDone_ < limit_) return;
  if (!finalCompared_) return;
  if (peerAck_ < limit_ && !peerFinished_) return;
  sendTo(peer_, Goodbye{GoodbyeReason::Finished, confirmedDone_}, true);
  end(EndReason::Finished, "");
}

}  // namespace net
