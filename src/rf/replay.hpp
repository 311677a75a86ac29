// SPDX-License-Identifier: GPL-3.0-or-later
// Return Fire replays (docs/replay-format.md): the map's identity by content hash, the
// options, the tables' identity (designed, or the CRC-32 of the RFIRE.BIN they were read
// from), every frame's dt and raw input words, and the state hash every 60 frames and at
// the end, with a hash of each of the state's top-level fields so that a verify names the
// first field that went its own way. Recording, reading (every size and offset checked:
// one clear error naming the file and the offset) and verifying.
#pragma once

#include <array>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/bytes.hpp"
#include "core/hash.hpp"
#include "rf/data/input_script.hpp"
#include "rf/game.hpp"

namespace rf {

// 2: a checksum after the end marker; 3: the scenario's spawn lines before the end marker;
// 4: the tables' identity after them (version 1 to 3 files, without them, are still read;
// they were played on the designed tables).
inline constexpr uint16_t kReplayVersion = 4;
inline constexpr uint32_t kReplayCheckEvery = 60;  // a checkpoint every 60 frames (and at the end)
// designed: rf run --record writes at most 20,000,000 frames (7.4 days of game at 32 ms a
// frame) so that every replay it writes is read back: 2 players' 9 bytes a frame and a
// checkpoint (12 + 8 bytes a field) every 60 frames stay under the reader's cap of 512 MiB
// (a test checks the arithmetic with the state's field count).
inline constexpr uint32_t kMaxReplayFrames = 20'000'000;
inline constexpr uint64_t kMaxReplayBytes = 512ull << 20;

struct ReplayFrame {
  uint8_t dt = 2;
  std::array<uint32_t, 2> words{};
};

// The state hash after a frame (frame = frames stepped so far) and the hash of each
// top-level state field in replayFieldNames() order.
struct ReplayCheckpoint {
  uint32_t frames = 0;
  uint64_t hash = 0;
  std::vector<uint64_t> fields;
};

struct Replay {
  std::string mapName;   // the map file's base name (a hint where to find it)
  uint64_t mapHash = 0;  // the map file's content hash (mapContentHash)
  int players = 1;
  std::array<ControlScheme, 2> schemes{ControlScheme::Digital, ControlScheme::Digital};
  std::vector<ReplayFrame> frames;
  std::vector<ReplayCheckpoint> checkpoints;
  // The scenario's spawn lines (version 3): the game is loaded with them (GameOptions::scenario).
  std::vector<ScriptSpawn> spawns;
  // The tables the game ran on (version 4): the CRC-32 of the RFIRE.BIN they were read from,
  // nullopt for the designed tables (and every older file). The game is loaded with a set of
  // that identity (GameOptions::data).
  std::optional<uint32_t> programCrc32;
};

// The identity a replay records of a table set: the CRC-32 of its RFIRE.BIN, nullopt for
// the designed set.
std::optional<uint32_t> replayTablesOf(const DataTables& tables);
// "designed tables" / "the tables of RFIRE.BIN crc32 1a2b3c4d" (as tablesIdentity).
std::string replayTablesText(const std::optional<uint32_t>& programCrc32);

// The hash of a map file's bytes (the replay's map identity).
uint64_t mapContentHash(std::span<const uint8_t> mapBytes);

// The names of the top-level state fields a checkpoint hashes one by one ("world", "objs",
// "team[0]" ...), and their hashes now.
std::vector<std::string> replayFieldNames(const Sim& sim);
std::vector<uint64_t> replayFieldHashes(const Sim& sim);

std::vector<uint8_t> encodeReplay(const Replay& r);
// Whether the first bytes of a file are a replay's ("RSRP"): a writer refuses to replace a
// non-empty file that is not one (core::FormatCheck).
bool hasReplayMagic(std::span<const uint8_t> head);
// Throws core::ParseError ("FILE: offset 0x..: expected .., found ..") for a truncated,
// corrupt or foreign file, or a version this program does not know.
Replay parseReplay(std::span<const uint8_t> bytes, const std::string& file);

// Records a game as it is played: call frame() after every step, finish() at the end.
class ReplayRecorder {
 public:
  ReplayRecorder(const Game& game, std::string mapName, uint64_t mapHash,
                 std::array<ControlScheme, 2> schemes, std::vector<ScriptSpawn> spawns = {});
  void frame(const Inputs& in, const Game& game);
  // Adds the final checkpoint (unless the last frame already has one) and returns the replay.
  Replay finish(const Game& game);

 private:
  Replay r_;
};

// A replay written as the run goes (rf run --record), in bounded memory: the header with the
// frame count given up front, each frame's bytes to the sink as it is stepped, the
// checkpoints into an anonymous temporary file (std::tmpfile: gone with the process, however
// it ends) copied after the frames at finish(), the checksum streamed. The bytes are
// encodeReplay's of the same run (a test), so a 10M-frame run holds no more than one 60-frame
// checkpoint in memory.
class ReplayStream {
 public:
  using Sink = std::function<void(std::span<const uint8_t>)>;
  // Throws std::runtime_error when the temporary file cannot be made.
  ReplayStream(const Game& game, std::string mapName, uint64_t mapHash, std::array<ControlScheme, 2> schemes,
               std::vector<ScriptSpawn> spawns, uint32_t frames, Sink sink);
  ~ReplayStream();
  ReplayStream(const ReplayStream&) = delete;
  ReplayStream& operator=(const ReplayStream&) = delete;
  // After each step (at most `frames` times).
  void frame(const Inputs& in, const Game& game);
  // After the last: the final checkpoint, the spawn lines, the tables, the end marker and the
  // checksum. Throws std::logic_error when fewer frames were given than declared.
  void finish(const Game& game);

 private:
  void emit(core::ByteWriter& w);
  void checkpoint(const Game& game);
  Sink sink_;
  Replay head_;  // the header's and the tail's fields (no frames, no checkpoints)
  uint32_t declared_ = 0;
  uint32_t written_ = 0;
  uint32_t checks_ = 0;
  uint32_t lastCheck_ = 0;
  uint16_t nFields_ = 0;
  std::FILE* checkpoints_ = nullptr;
  core::StateHasher sum_;
};

// The first place a playback left the recording.
struct ReplayMismatch {
  uint32_t frames = 0;  // the checkpoint (frames stepped) whose hash differs
  std::string field;    // the first top-level field whose hash differs
};

// Plays a replay one frame at a time (the window's playback: pause, step, speed).
class ReplayPlayer {
 public:
  // `game` is loaded from the replay's map and options and outlives the player.
  ReplayPlayer(const Replay& r, Game& game);
  bool done() const { return next_ >= r_.frames.size(); }
  uint32_t framesDone() const { return next_; }
  uint32_t framesTotal() const { return static_cast<uint32_t>(r_.frames.size()); }
  // The recorded dt of the next frame (0 when done).
  int32_t nextDt() const { return done() ? 0 : r_.frames[next_].dt; }
  // Steps the next frame and checks a checkpoint that falls on it; the first mismatch is
  // kept (mismatch()) and returned once.
  std::optional<ReplayMismatch> step();
  // The same in two halves, for a driver that steps the game itself (the window loop): the
  // next frame's recorded inputs, then, after game.step(those), the frame counted and checked.
  Inputs nextInputs() const;
  std::optional<ReplayMismatch> stepped();
  const std::optional<ReplayMismatch>& mismatch() const { return first_; }

 private:
  std::optional<ReplayMismatch> check(uint32_t frames);
  const Replay& r_;
  Game& game_;
  std::vector<std::string> names_;
  uint32_t next_ = 0;
  size_t nextCheck_ = 0;
  std::optional<ReplayMismatch> first_;
};

// Plays the replay's frames into `game` (loaded from the replay's map and options) and
// checks every checkpoint; the first mismatch, or nullopt when all hold. Calls `onFrame`
// after every step when given.
std::optional<ReplayMismatch> playReplay(const Replay& r, Game& game,
                                         const std::function<void(const Game&, uint32_t frame)>& onFrame = {});

}  // namespace rf
