// SPDX-License-Identifier: GPL-3.0-or-later
// Return Fire replays (replay.hpp, docs/replay-format.md).
#include "rf/replay.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <functional>
#include <stdexcept>

#include "core/bytes.hpp"
#include "core/fields.hpp"
#include "core/hash.hpp"
#include "core/text.hpp"
#include "rf/scenario.hpp"

namespace rf {
namespace {

constexpr char kMagic[4] = {'R', 'S', 'R', 'P'};
constexpr uint16_t kGameReturnFire = 1;
constexpr uint32_t kEndMagic = 0x21444e45;  // "END!"

template <class T>
constexpr bool kSmallArray = false;
template <class V, size_t N>
constexpr bool kSmallArray<std::array<V, N>> = N <= 4;

// Each top-level field of the Sim; small arrays (team, player) one entry per element.
template <class Fn>
void forEachTopField(const Sim& sim, Fn&& fn) {
  core::forEachField(sim, [&](const char* name, const auto& value, uint8_t) {
    using T = std::remove_cvref_t<decltype(value)>;
    if constexpr (kSmallArray<T>) {
      for (size_t i = 0; i < value.size(); ++i) fn(std::string(name) + "[" + std::to_string(i) + "]", value[i]);
    } else {
      fn(std::string(name), value);
    }
  });
}

void writeU64(core::ByteWriter& w, uint64_t v) {
  w.u32(static_cast<uint32_t>(v));
  w.u32(static_cast<uint32_t>(v >> 32));
}
uint64_t readU64(core::ByteReader& r, std::string_view what) {
  const uint64_t lo = r.u32(what);
  const uint64_t hi = r.u32(what);
  return lo | (hi << 32);
}

}  // namespace

uint64_t mapContentHash(std::span<const uint8_t> mapBytes) {
  return core::StateHasher::ofBytes(mapBytes);
}

std::vector<std::string> replayFieldNames(const Sim& sim) {
  std::vector<std::string> out;
  forEachTopField(sim, [&](const std::string& name, const auto&) { out.push_back(name); });
  return out;
}

std::vector<uint64_t> replayFieldHashes(const Sim& sim) {
  std::vector<uint64_t> out;
  forEachTopField(sim, [&](const std::string&, const auto& v) { out.push_back(core::hashOf(v)); });
  return out;
}

bool hasReplayMagic(std::span<const uint8_t> head) {
  return head.size() >= 4 && std::equal(std::begin(kMagic), std::end(kMagic), head.begin());
}

namespace {

// The pieces of the layout (docs/replay-format.md), shared by encodeReplay and ReplayStream.
void writeHead(core::ByteWriter& w, const Replay& r, uint32_t frames) {
  for (const char c : kMagic) w.u8(static_cast<uint8_t>(c));
  w.u16(kReplayVersion);
  w.u16(kGameReturnFire);
  writeU64(w, r.mapHash);
  w.u16(static_cast<uint16_t>(r.mapName.size()));
  w.fixedString(r.mapName, r.mapName.size());
  w.u8(static_cast<uint8_t>(r.players));
  w.u8(static_cast<uint8_t>(r.schemes[0]));
  w.u8(static_cast<uint8_t>(r.schemes[1]));
  w.u8(0);
  w.u32(frames);
}

void writeFrame(core::ByteWriter& w, const ReplayFrame& f, int players) {
  w.u8(f.dt);
  w.u32(f.words[0]);
  if (players > 1) w.u32(f.words[1]);
}

void writeCheckpoint(core::ByteWriter& w, const ReplayCheckpoint& c, uint16_t nFields) {
  w.u32(c.frames);
  writeU64(w, c.hash);
  for (uint16_t i = 0; i < nFields; ++i) writeU64(w, i < c.fields.size() ? c.fields[i] : 0);
}

// The spawn lines, the tables and the end marker (the checksum follows).
void writeTail(core::ByteWriter& w, const Replay& r) {
  w.u16(static_cast<uint16_t>(r.spawns.size()));
  for (const ScriptSpawn& s : r.spawns) {
    const std::string text = spawnLineText(s);
    w.u32(static_cast<uint32_t>(s.line));
    w.u16(static_cast<uint16_t>(text.size()));
    w.fixedString(text, text.size());
  }
  w.u8(r.programCrc32 ? 1 : 0);  // version 4: the tables
  w.u32(r.programCrc32.value_or(0));
  w.u32(kEndMagic);
}

}  // namespace

std::vector<uint8_t> encodeReplay(const Replay& r) {
  core::ByteWriter w;
  writeHead(w, r, static_cast<uint32_t>(r.frames.size()));
  for (const ReplayFrame& f : r.frames) writeFrame(w, f, r.players);
  w.u32(static_cast<uint32_t>(r.checkpoints.size()));
  const uint16_t nFields = r.checkpoints.empty() ? 0 : static_cast<uint16_t>(r.checkpoints[0].fields.size());
  w.u16(nFields);
  for (const ReplayCheckpoint& c : r.checkpoints) writeCheckpoint(w, c, nFields);
  writeTail(w, r);
  std::vector<uint8_t> bytes = w.take();
  const uint64_t sum = core::StateHasher::ofBytes(bytes);
  for (int i = 0; i < 8; ++i) bytes.push_back(static_cast<uint8_t>(sum >> (8 * i)));
  return bytes;
}

ReplayStream::ReplayStream(const Game& game, std::string mapName, uint64_t mapHash,
                           std::array<ControlScheme, 2> schemes, std::vector<ScriptSpawn> spawns, uint32_t frames,
                           Sink sink)
    : sink_(std::move(sink)), declared_(frames) {
  head_.programCrc32 = replayTablesOf(game.data());
  head_.spawns = std::move(spawns);
  head_.mapName = std::move(mapName);
  head_.mapHash = mapHash;
  head_.players = game.players();
  head_.schemes = schemes;
  checkpoints_ = std::tmpfile();  // anonymous: gone with the process, whatever ends it
  if (checkpoints_ == nullptr) {
    throw std::runtime_error(std::string("cannot make a temporary file for the replay's checkpoints: ") +
                             std::strerror(errno));
  }
  core::ByteWriter w;
  writeHead(w, head_, declared_);
  emit(w);
}

ReplayStream::~ReplayStream() {
  if (checkpoints_ != nullptr) std::fclose(checkpoints_);
}

void ReplayStream::emit(core::ByteWriter& w) {
  const std::vector<uint8_t>& b = w.data();
  sum_.raw(b.data(), b.size());
  sink_(b);
  w = core::ByteWriter();
}

void ReplayStream::checkpoint(const Game& game) {
  ReplayCheckpoint c{written_, game.hash(), replayFieldHashes(game.state())};
  if (checks_ == 0) nFields_ = static_cast<uint16_t>(c.fields.size());
  core::ByteWriter w;
  writeCheckpoint(w, c, nFields_);
  if (std::fwrite(w.data().data(), 1, w.size(), checkpoints_) != w.size()) {
    throw std::runtime_error(std::string("cannot write the replay's checkpoints to a temporary file: ") +
                             std::strerror(errno));
  }
  ++checks_;
  lastCheck_ = written_;
}

void ReplayStream::frame(const Inputs& in, const Game& game) {
  if (written_ >= declared_) throw std::logic_error("ReplayStream: more frames than declared");
  ReplayFrame f;
  f.dt = static_cast<uint8_t>(in.dt);
  f.words = in.words;
  if (head_.players < 2) f.words[1] = 0;
  core::ByteWriter w;
  writeFrame(w, f, head_.players);
  emit(w);
  ++written_;
  if (written_ % kReplayCheckEvery == 0) checkpoint(game);
}

void ReplayStream::finish(const Game& game) {
  if (written_ != declared_) throw std::logic_error("ReplayStream: fewer frames than declared");
  if (checks_ == 0 || lastCheck_ != written_) checkpoint(game);
  core::ByteWriter w;
  w.u32(checks_);
  w.u16(nFields_);
  emit(w);
  // the checkpoints, back from the temporary file in blocks
  std::rewind(checkpoints_);
  std::vector<uint8_t> block(1 << 16);
  for (size_t n; (n = std::fread(block.data(), 1, block.size(), checkpoints_)) > 0;) {
    w.bytes(std::span<const uint8_t>(block.data(), n));
    emit(w);
  }
  if (std::ferror(checkpoints_)) throw std::runtime_error("cannot read the replay's checkpoints back");
  writeTail(w, head_);
  emit(w);
  const uint64_t sum = sum_.value();
  for (int i = 0; i < 8; ++i) w.u8(static_cast<uint8_t>(sum >> (8 * i)));
  sink_(w.data());
}

Replay parseReplay(std::span<const uint8_t> bytes, const std::string& file) {
  core::ByteReader rd(bytes, file);
  const std::string magic = rd.fixedString(4, "the replay magic \"RSRP\"");
  if (magic != std::string(kMagic, 4))
    rd.failAt(0, "the replay magic \"RSRP\"", core::quoted(magic) + " (not a retrosim replay)");
  const uint16_t version = rd.u16("the version");
  if (version < 1 || version > kReplayVersion) {
    rd.failAt(4, "replay version 1 to " + std::to_string(kReplayVersion), std::to_string(version));
  }
  const uint16_t game = rd.u16("the game id");
  if (game != kGameReturnFire) rd.failAt(6, "game 1 (Return Fire)", std::to_string(game));
  Replay r;
  r.mapHash = readU64(rd, "the map's content hash");
  const uint16_t nameLen = rd.u16("the map name's length");
  r.mapName = rd.fixedString(nameLen, "the map name");
  const size_t playersAt = rd.pos();
  r.players = rd.u8("the player count");
  if (r.players != 1 && r.players != 2) rd.failAt(playersAt, "1 or 2 players", std::to_string(r.players));
  for (auto& s : r.schemes) {
    const size_t at = rd.pos();
    const uint8_t v = rd.u8("a control scheme");
    if (v > static_cast<uint8_t>(ControlScheme::Analog)) rd.failAt(at, "control scheme 0 or 1", std::to_string(v));
    s = static_cast<ControlScheme>(v);
  }
  const size_t reservedAt = rd.pos();
  if (rd.u8("a reserved byte") != 0) rd.failAt(reservedAt, "a reserved 0 byte", "another value");
  const uint32_t nFrames = rd.u32("the frame count");
  const size_t frameSize = r.players > 1 ? 9 : 5;
  rd.need(static_cast<size_t>(nFrames) * frameSize, std::to_string(nFrames) + " frames of " + std::to_string(frameSize) + " bytes");
  r.frames.resize(nFrames);
  for (ReplayFrame& f : r.frames) {
    const size_t at = rd.pos();
    f.dt = rd.u8("a frame's dt");
    if (f.dt > kMaxDt) rd.failAt(at, "dt 0.." + std::to_string(kMaxDt), std::to_string(f.dt));
    f.words[0] = rd.u32("player 1's input word");
    if (r.players > 1) f.words[1] = rd.u32("player 2's input word");
  }
  const uint32_t nChecks = rd.u32("the checkpoint count");
  const size_t fieldsAt = rd.pos();
  const uint16_t nFields = rd.u16("the field count");
  if (nChecks == 0 && nFields != 0) rd.failAt(fieldsAt, "no field count without checkpoints", std::to_string(nFields));
  const size_t checkSize = 12 + static_cast<size_t>(nFields) * 8;
  rd.need(static_cast<size_t>(nChecks) * checkSize, std::to_string(nChecks) + " checkpoints");
  uint32_t last = 0;
  for (uint32_t i = 0; i < nChecks; ++i) {
    ReplayCheckpoint c;
    const size_t at = rd.pos();
    c.frames = rd.u32("a checkpoint's frame");
    if (c.frames > nFrames || (i > 0 && c.frames <= last)) {
      rd.failAt(at, "a checkpoint frame after " + std::to_string(last) + " and at most " + std::to_string(nFrames),
                std::to_string(c.frames));
    }
    last = c.frames;
    c.hash = readU64(rd, "a checkpoint's hash");
    c.fields.resize(nFields);
    for (uint64_t& h : c.fields) h = readU64(rd, "a field hash");
    r.checkpoints.push_back(std::move(c));
  }
  if (version >= 3) {  // the scenario's spawn lines, each as the input script writes it
    const uint16_t nSpawns = rd.u16("the spawn line count");
    for (uint16_t i = 0; i < nSpawns; ++i) {
      const uint32_t line = rd.u32("a spawn line's number");
      const uint16_t len = rd.u16("a spawn line's length");
      const size_t at = rd.pos();
      const std::string text = rd.fixedString(len, "a spawn line");
      InputScript one;
      try {
        one = parseInputScript(text, file);
      } catch (const core::ParseError&) {
        rd.failAt(at, "a spawn line (spawn <class> team <0|1> at <x>,<y> heading <deg>)", "\"" + text + "\"");
      }
      if (one.spawns.size() != 1 || !one.holds.empty() || !one.schemes.empty()) {
        rd.failAt(at, "one spawn line", "\"" + text + "\"");
      }
      ScriptSpawn s = one.spawns.front();
      if (spawnLineText(s) != text) {  // as the writer writes it, so that a file reads back to its bytes
        rd.failAt(at, "the spawn line \"" + spawnLineText(s) + "\"", "\"" + text + "\"");
      }
      s.line = line;
      r.spawns.push_back(std::move(s));
    }
  }
  if (version >= 4) {  // the tables: 0 designed (CRC 0), 1 RFIRE.BIN's (its CRC-32)
    const size_t at = rd.pos();
    const uint8_t kind = rd.u8("the tables' kind");
    if (kind > 1) rd.failAt(at, "tables kind 0 (designed) or 1 (RFIRE.BIN)", std::to_string(kind));
    const size_t crcAt = rd.pos();
    const uint32_t crc = rd.u32("the tables' RFIRE.BIN CRC-32");
    if (kind == 0 && crc != 0) rd.failAt(crcAt, "CRC 0 for the designed tables", std::to_string(crc));
    if (kind == 1) r.programCrc32 = crc;
  }
  const size_t endAt = rd.pos();
  if (rd.u32("the end marker \"END!\"") != kEndMagic) rd.failAt(endAt, "the end marker \"END!\"", "other bytes");
  if (version >= 2) {  // the checksum of every byte before it
    const size_t sumAt = rd.pos();
    const uint64_t stored = readU64(rd, "the checksum");
    const uint64_t actual = core::StateHasher::ofBytes(bytes.first(sumAt));
    if (stored != actual) {
      rd.failAt(sumAt, "the checksum " + core::StateHasher::toHex(actual) + " of the bytes before it",
                core::StateHasher::toHex(stored) + " (the file was changed or damaged)");
    }
  }
  if (rd.remaining() != 0) rd.fail("the end of the file", std::to_string(rd.remaining()) + " more bytes");
  return r;
}

std::optional<uint32_t> replayTablesOf(const DataTables& tables) {
  if (tables.source != TableSource::Original) return std::nullopt;
  return tables.programCrc32;
}

std::string replayTablesText(const std::optional<uint32_t>& programCrc32) {
  if (!programCrc32) return std::string(tableSourceName(TableSource::Designed));
  return originalTablesIdentity(*programCrc32);
}

ReplayRecorder::ReplayRecorder(const Game& game, std::string mapName, uint64_t mapHash,
                               std::array<ControlScheme, 2> schemes, std::vector<ScriptSpawn> spawns) {
  r_.programCrc32 = replayTablesOf(game.data());
  r_.spawns = std::move(spawns);
  r_.mapName = std::move(mapName);
  r_.mapHash = mapHash;
  r_.players = game.players();
  r_.schemes = schemes;
}

void ReplayRecorder::frame(const Inputs& in, const Game& game) {
  ReplayFrame f;
  f.dt = static_cast<uint8_t>(in.dt);
  f.words = in.words;
  if (r_.players < 2) f.words[1] = 0;
  r_.frames.push_back(f);
  if (r_.frames.size() % kReplayCheckEvery == 0) {
    r_.checkpoints.push_back({static_cast<uint32_t>(r_.frames.size()), game.hash(), replayFieldHashes(game.state())});
  }
}

Replay ReplayRecorder::finish(const Game& game) {
  const auto n = static_cast<uint32_t>(r_.frames.size());
  if (r_.checkpoints.empty() || r_.checkpoints.back().frames != n) {
    r_.checkpoints.push_back({n, game.hash(), replayFieldHashes(game.state())});
  }
  return r_;
}

ReplayPlayer::ReplayPlayer(const Replay& r, Game& game) : r_(r), game_(game), names_(replayFieldNames(game.state())) {
  first_ = check(0);
}

std::optional<ReplayMismatch> ReplayPlayer::check(uint32_t frames) {
  while (nextCheck_ < r_.checkpoints.size() && r_.checkpoints[nextCheck_].frames == frames) {
    const ReplayCheckpoint& c = r_.checkpoints[nextCheck_++];
    if (c.hash == game_.hash()) continue;
    const std::vector<uint64_t> now = replayFieldHashes(game_.state());
    for (size_t i = 0; i < names_.size() && i < c.fields.size(); ++i) {
      if (now[i] != c.fields[i]) return ReplayMismatch{frames, names_[i]};
    }
    return ReplayMismatch{frames, "(the state hash; no field hash differs)"};
  }
  return std::nullopt;
}

Inputs ReplayPlayer::nextInputs() const {
  Inputs in;
  if (done()) return in;
  in.dt = r_.frames[next_].dt;
  in.words = r_.frames[next_].words;
  return in;
}

std::optional<ReplayMismatch> ReplayPlayer::step() {
  if (done()) return std::nullopt;
  game_.step(nextInputs());
  return stepped();
}

std::optional<ReplayMismatch> ReplayPlayer::stepped() {
  if (done()) return std::nullopt;
  ++next_;
  std::optional<ReplayMismatch> m = check(next_);
  if (m && !first_) {
    first_ = m;
    return m;
  }
  return std::nullopt;
}

std::optional<ReplayMismatch> playReplay(const Replay& r, Game& game,
                                         const std::function<void(const Game&, uint32_t)>& onFrame) {
  ReplayPlayer p(r, game);
  if (p.mismatch()) return p.mismatch();
  while (!p.done()) {
    const uint32_t f = p.framesDone();
    const auto m = p.step();
    if (onFrame) onFrame(game, f);
    if (m) return m;
  }
  return std::nullopt;
}

}  // namespace rf
