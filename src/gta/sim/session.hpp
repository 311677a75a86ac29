// The session (gta-game-core.md "The session", "One loop iteration"): Game_Run 0x4148a0
// split as the spec's port splits it: begin (steps 1-6), step (one iteration of the loop,
// step 7) and end (step 8, the quit code). The 70 Hz counter is driven by the caller's
// elapsed time: nothing here reads a clock.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "gta/data/cmp.hpp"
#include "gta/sim/game.hpp"

namespace gta {

inline constexpr uint32_t kTimerHz = 70;    // the Miles timer
inline constexpr uint32_t kFrameTicks = 3;  // Timer_WaitTicks(3)
inline constexpr uint64_t kMicrosPerSecond = 1000000;
// Microseconds that always advance the 70 Hz counter by at least 3 ticks (42857.14...).
inline constexpr uint64_t kFrameMicros = 42858;

// game_run_step's answer.
enum class StepResult : uint8_t {
  Frame,  // one whole iteration ran (present, controls, wait, players, frame, render, sound)
  Wait,   // GAME_STEP_WAIT: presented and read the controls; the 3 ticks are not there yet
  Quit,   // the loop is over (quit set): call end()
};

// What the caller's platform layer read this iteration (Input_ReadControls 0x432e00).
struct SessionInputs {
  // Per player control word (0x5031a8[player]); a key rides in bits 23+ with bit 6 set.
  std::array<uint32_t, kMaxPlayers> controls{};
};

inline constexpr uint32_t kControlKeyFlag = 0x40;
inline constexpr int kControlKeyShift = 23;
// A control word carrying `scanCode` for Game_HandleKey.
constexpr uint32_t controlWithKey(uint32_t control, int scanCode) {
  return (control & 0x7fffffu) | kControlKeyFlag | (static_cast<uint32_t>(scanCode) << kControlKeyShift);
}

class Session {
 public:
  // game_run_begin (Game_Run steps 1-6). `cmp` is the map the MISSION.INI section names
  // (loaded by the caller), `iniText` the whole MISSION.INI. Throws core::ParseError /
  // gta::LoadError. Returns 4 (network failure) or 0.
  int begin(std::shared_ptr<const CmpFile> cmp, std::string_view iniText, uint32_t section, const GameOptions& options,
            const std::string& iniFile = "MISSION.INI");
  // game_run_step: at most one loop iteration. elapsedUs is the time since the previous
  // call (the caller's clock).
  StepResult step(uint64_t elapsedUs, const SessionInputs& inputs);
  // game_run_end (step 8): present, timer stop, shutdown; the quit code (1 mission over,
  // 2 abandoned, 3 reload, 4 network failure).
  int end();

  GameState& state() { return state_; }
  const GameState& state() const { return state_; }
  uint32_t ticks() const { return ticks_; }             // the 70 Hz counter
  uint32_t lastFrameTick() const { return lastTick_; }  // Timer_WaitTicks' last frame
  bool waiting() const { return waiting_; }
  bool running() const { return begun_ && !ended_; }

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(Session, state_),   CORE_FIELD(Session, micros_), CORE_FIELD(Session, ticks_),
                      CORE_FIELD(Session, lastTick_), CORE_FIELD(Session, waiting_), CORE_FIELD(Session, begun_),
                      CORE_FIELD(Session, ended_),   CORE_FIELD(Session, beginResult_)};
  }
  friend bool operator==(const Session& a, const Session& b) { return core::fieldsEqual(a, b); }

  // Net_ResetSync 0x44bd30: 1 (start) without a network game.
  static int netResetSync() { return 1; }

 private:
  void advanceClock(uint64_t elapsedUs);
  bool timerActive() const;  // the limiter waits (F8 on, and a timer: sound on)
  void finishIteration();    // loop steps 6-8

  GameState state_;
  uint64_t micros_ = 0;  // the caller's clock, summed
  uint32_t ticks_ = 0;
  uint32_t lastTick_ = 0;
  bool waiting_ = false;  // presented and read the controls, waiting for the ticks
  bool begun_ = false;
  bool ended_ = false;
  int32_t beginResult_ = 0;
};
static_assert(core::everyFieldListed<Session>());

}  // namespace gta
