// SPDX-License-Identifier: GPL-3.0-or-later
// One research environment over the C API (include/retrosim/rf.h), in C++ so that a step
// costs no Python and VecEnv can step many on threads without the GIL: the game, the
// opponent bot, the launch of the agent's vehicle, frame skip, the reward from a table of
// event weights, the observation written into caller buffers. Player 1 (index 0) is the
// agent; the opponent (a bot) plays player 2 on a 2-player game. docs/research.md.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "retrosim/rf.h"

namespace research {

// The reward's terms, in this order (docs/research.md says what each counts).
enum Term : int {
  kTowerDestroyed,  // an enemy tower destroyed
  kTowerLost,       // one of ours destroyed
  kFlagFound,       // the enemy's flag appears (its building broken)
  kFlagPickedUp,    // our jeep takes the enemy's flag
  kFlagHome,        // our jeep brings it home
  kVehicleLost,     // our vehicle dies
  kDamageDealt,     // hit points the enemy's buildings (cell hp) and vehicle (whole points) lost
  kDamageTaken,     // whole hit points our vehicle lost
  kWin,             // the game ends with our win
  kLoss,            // ... with the other side's
  kFrame,           // every frame (a time cost when weighted negative)
  kTerms
};
const char* termName(int t);

// The discrete actions (docs/research.md has the table).
inline constexpr int kActions = 15;
uint32_t actionWord(int action);
const char* actionName(int action);

struct EnvConfig {
  std::string map = "proving_strait";
  std::string dataDir;  // "" = the library's default
  std::string tables;   // "" = the designed tables
  int players = 0;      // 0 = the map's
  int opponent = -1;    // RF_BOT_* for player 2, -1 = none (nothing held)
  int autopilot = -1;   // RF_BOT_* for player 1 (the actions are then ignored: a baseline)
  bool cells = true, objects = false, rgb = false;
  int width = 84, height = 84;
  int view = RF_VIEW_PERSPECTIVE;
  int maxObjects = 128;
  int frameSkip = 4;
  int maxFrames = 0;    // frames after which an episode is truncated (0: never)
  int launch = -1;      // the vehicle type launched at reset (-1: the agent starts in the bunker)
  bool discrete = true; // actions are kActions indices, else raw words
  int dt = 2;
  std::array<double, kTerms> weights{};
};

inline constexpr int kObjectFields = 9;  // id, class, team, x, y, z, heading, speed, cell

// What a step gives back.
struct StepOut {
  double reward = 0;
  bool terminated = false;
  bool truncated = false;
  std::array<double, kTerms> terms{};  // this step's count of each term (unweighted)
};

// Every failure is std::invalid_argument (a bad argument) or std::runtime_error (the library's
// line).
class EnvCore {
 public:
  explicit EnvCore(const EnvConfig& config);
  ~EnvCore();
  EnvCore(const EnvCore& other);
  EnvCore& operator=(const EnvCore& other);

  const EnvConfig& config() const { return config_; }
  void reset(uint32_t seed);
  StepOut step(int64_t action);
  // The observation parts the config asks for (each pointer sized as cellsSize() ...).
  void observe(uint32_t* cells, int32_t* objects, uint8_t* rgb) const;
  void render(int style, int width, int height, uint8_t* rgb) const;
  static constexpr size_t cellsSize() { return 128 * 128; }
  size_t objectsSize() const { return static_cast<size_t>(config_.maxObjects) * kObjectFields; }
  size_t rgbSize() const { return static_cast<size_t>(config_.width) * static_cast<size_t>(config_.height) * 3; }

  rf_game* game() const { return game_; }
  uint32_t frames() const { return frames_; }  // of this episode (frames stepped by step())
  uint32_t seed() const { return seed_; }
  std::vector<rf_event> events() const;        // of the last step (every frame of it)

  // Restores a state of this game (clone/restore): the episode counters are part of it.
  struct Snapshot {
    std::shared_ptr<rf_state> state;  // freed by rf_state_free
    uint32_t frames = 0;
    int64_t buildingHp = 0;
    std::vector<int32_t> buildingCells;
  };
  Snapshot save() const;
  void restore(const Snapshot& s);

 private:
  void check(int status, const char* what) const;
  void frame(uint32_t word, StepOut& out);
  int64_t enemyBuildingHp() const;
  EnvConfig config_;
  rf_game* game_ = nullptr;
  uint32_t seed_ = 1;
  uint32_t frames_ = 0;
  std::vector<int32_t> buildingCells_;  // the enemy's cells with a static object at reset
  int64_t buildingHp_ = 0;
  std::vector<rf_event> stepEvents_;
  std::vector<uint32_t> scratch_;
  struct Ids {
    int bno = -1, flagSpawn = -1, jeepTakesFlag = -1, flagHome = -1, vehicleDies = -1;
  } ids_;
};

}  // namespace research
