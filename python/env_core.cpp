// SPDX-License-Identifier: GPL-3.0-or-later
#include "env_core.hpp"

#include <algorithm>

#include "rf/data/bno_ids.hpp"

namespace research {
namespace {

constexpr uint32_t kUp = 0x10000 | 0xff00, kDown = 0x20000 | 0xff00;
constexpr uint32_t kLeft = 0x40000 | 0xff, kRight = 0x80000 | 0xff;
constexpr uint32_t kA = 0x08000000, kB = 0x04000000, kC = 0x02000000, kX4 = 0x200000, kX5 = 0x400000;

struct Action {
  uint32_t word;
  const char* name;
};
// The discrete actions: the useful combinations of the keyboard's word (rf/data/raw_input.hpp).
constexpr std::array<Action, kActions> kActionTable{{
    {0, "none"},
    {kUp, "forward"},
    {kDown, "back"},
    {kLeft, "left"},
    {kRight, "right"},
    {kUp | kLeft, "forward left"},
    {kUp | kRight, "forward right"},
    {kA, "A (fire)"},
    {kUp | kA, "forward A"},
    {kLeft | kA, "left A"},
    {kRight | kA, "right A"},
    {kB, "B"},
    {kC, "C"},
    {kX4, "Q (turret left)"},
    {kX5, "E (turret right)"},
}};

constexpr std::array<const char*, kTerms> kTermNames{
    "tower_destroyed", "tower_lost", "flag_found", "flag_picked_up", "flag_home", "vehicle_lost",
    "damage_dealt",    "damage_taken", "win",      "loss",           "frame"};

bool isTower(int32_t bno) {
  using rf::Bno;
  using rf::bnoId;
  return bno == bnoId(Bno::Tower) || bno == bnoId(Bno::LargeTower) || bno == bnoId(Bno::ActiveTower) ||
         bno == bnoId(Bno::ReadyTower);
}

}  // namespace

const char* termName(int t) {
  return t >= 0 && t < kTerms ? kTermNames[static_cast<size_t>(t)] : nullptr;
}

uint32_t actionWord(int action) {
  return kActionTable.at(static_cast<size_t>(action)).word;
}

const char* actionName(int action) {
  return kActionTable.at(static_cast<size_t>(action)).name;
}

EnvCore::EnvCore(const EnvConfig& c) : config_(c) {
  if (c.players < 0 || c.players > 2) throw std::invalid_argument("players must be 1 or 2 (or 0: the map's)");
  if (c.opponent < -1 || c.opponent > 2) throw std::invalid_argument("opponent must be None or bot:easy|normal|hard");
  if (c.width < 1 || c.height < 1 || c.width > 4096 || c.height > 4096)
    throw std::invalid_argument("size must be (width, height), each 1..4096");
  if (c.frameSkip < 1 || c.frameSkip > 1000) throw std::invalid_argument("frame_skip must be 1..1000");
  if (c.maxFrames < 0) throw std::invalid_argument("max_frames must be >= 0 (0: no limit)");
  if (c.maxObjects < 1 || c.maxObjects > 4096) throw std::invalid_argument("max_objects must be 1..4096");
  if (c.autopilot < -1 || c.autopilot > 2) throw std::invalid_argument("autopilot must be None or bot:easy|normal|hard");
  if (c.launch < -1 || c.launch > 3) throw std::invalid_argument("launch must be None, tank, jeep, msv or heli");
  if (c.view < RF_VIEW_TOPDOWN || c.view > RF_VIEW_SCREEN)
    throw std::invalid_argument("view must be topdown, perspective or screen");
  if (c.dt < 0 || c.dt > 12) throw std::invalid_argument("dt must be 0..12");
  game_ = rf_create();
  if (game_ == nullptr) throw std::runtime_error("out of memory");
  ids_.bno = rf_event_id("BnoDestroyed");
  ids_.flagSpawn = rf_event_id("FlagSpawn");
  ids_.jeepTakesFlag = rf_event_id("JeepTakesFlag");
  ids_.flagHome = rf_event_id("FlagHome");
  ids_.vehicleDies = rf_event_id("VehicleDies");
}

EnvCore::~EnvCore() {
  rf_destroy(game_);
}

EnvCore::EnvCore(const EnvCore& o)
    : config_(o.config_), seed_(o.seed_), frames_(o.frames_), buildingCells_(o.buildingCells_),
      buildingHp_(o.buildingHp_), stepEvents_(o.stepEvents_), ids_(o.ids_) {
  game_ = rf_clone(o.game_);
  if (game_ == nullptr) throw std::runtime_error(rf_last_error(nullptr));
}

EnvCore& EnvCore::operator=(const EnvCore& o) {
  if (this == &o) return *this;
  EnvCore copy(o);
  std::swap(game_, copy.game_);
  config_ = o.config_;
  seed_ = o.seed_;
  frames_ = o.frames_;
  buildingCells_ = o.buildingCells_;
  buildingHp_ = o.buildingHp_;
  stepEvents_ = o.stepEvents_;
  ids_ = o.ids_;
  return *this;
}

void EnvCore::check(int status, const char* what) const {
  if (status == RF_OK) return;
  const std::string line = std::string(what) + ": " + rf_last_error(game_);
  if (status == RF_ERR_ARGUMENT) throw std::invalid_argument(line);
  throw std::runtime_error(line);
}

void EnvCore::reset(uint32_t seed) {
  rf_reset_options o;
  rf_reset_options_default(&o);
  o.map = config_.map.c_str();
  o.data_dir = config_.dataDir.empty() ? nullptr : config_.dataDir.c_str();
  o.tables = config_.tables.empty() ? nullptr : config_.tables.c_str();
  o.players = config_.players;
  o.seed = seed;
  o.dt = config_.dt;
  check(rf_reset(game_, &o), "reset");
  seed_ = seed;
  frames_ = 0;
  stepEvents_.clear();
  rf_info info;
  check(rf_get_info(game_, &info), "reset");
  if (config_.opponent >= 0) {
    if (info.players < 2)
      throw std::invalid_argument("opponent: the map '" + config_.map +
                                  "' is played by 1 player: pass players=2 for a bot opponent");
    check(rf_set_bot(game_, 1, config_.opponent, seed ^ 0x5eed), "opponent");
  }
  if (config_.autopilot >= 0) check(rf_set_bot(game_, 0, config_.autopilot, seed), "autopilot");
  // the enemy's static objects (its towers, buildings, flag buildings): their hit points
  scratch_.resize(cellsSize());
  check(rf_observe_cells(game_, scratch_.data(), scratch_.size()), "reset");
  buildingCells_.clear();
  for (size_t i = 0; i < scratch_.size(); ++i) {
    const uint32_t w = scratch_[i];
    if (((w >> 14) & 3) == 1 && ((w >> 7) & 0x7f) != 0 && ((w >> 25) & 7) != 0)
      buildingCells_.push_back(static_cast<int32_t>(i));
  }
  buildingHp_ = enemyBuildingHp();
  if (config_.launch >= 0) {
    // designed: the presses of rf_menu_word every other frame, at most 2,000 frames (the
    // lift takes about 200)
    for (int f = 0; f < 2000; ++f) {
      rf_player p;
      check(rf_get_player(game_, 0, &p), "launch");
      if (p.driving != 0) break;
      uint32_t w = 0;
      if (f % 2 == 0) check(rf_menu_word(game_, 0, config_.launch, &w), "launch");
      check(rf_step(game_, &w, 1, 1, nullptr), "launch");
    }
    buildingHp_ = enemyBuildingHp();
  }
}

int64_t EnvCore::enemyBuildingHp() const {
  if (buildingCells_.empty()) return 0;
  std::vector<uint32_t> words(buildingCells_.size());
  check(rf_get_cells(game_, buildingCells_.data(), buildingCells_.size(), words.data()), "step");
  int64_t sum = 0;
  for (uint32_t w : words) sum += (w >> 25) & 7;
  return sum;
}

void EnvCore::frame(uint32_t word, StepOut& out) {
  rf_player before;
  check(rf_get_player(game_, 0, &before), "step");
  rf_player enemyBefore{};
  rf_info info;
  check(rf_get_info(game_, &info), "step");
  const bool twoPlayers = info.players == 2;
  if (twoPlayers) check(rf_get_player(game_, 1, &enemyBefore), "step");
  int32_t n = 0;
  check(rf_step(game_, &word, 1, 1, &n), "step");
  if (n == 0) return;
  ++frames_;
  out.terms[kFrame] += 1;
  size_t count = 0;
  check(rf_events(game_, nullptr, 0, &count), "step");
  const size_t first = stepEvents_.size();
  stepEvents_.resize(first + count);
  check(rf_events(game_, stepEvents_.data() + first, count, &count), "step");
  rf_player after;
  check(rf_get_player(game_, 0, &after), "step");
  for (size_t i = first; i < stepEvents_.size(); ++i) {
    const rf_event& e = stepEvents_[i];
    if (e.id == ids_.bno && isTower(e.b)) {
      uint32_t w = 0;
      check(rf_get_cells(game_, &e.a, 1, &w), "step");
      out.terms[((w >> 14) & 3) == 0 ? kTowerLost : kTowerDestroyed] += 1;
    } else if (e.id == ids_.flagSpawn && e.b == 1) {
      out.terms[kFlagFound] += 1;
    } else if (e.id == ids_.jeepTakesFlag && before.vehicle_id != 0 && static_cast<uint32_t>(e.b) == before.vehicle_id) {
      out.terms[kFlagPickedUp] += 1;
    } else if (e.id == ids_.flagHome && e.b == 0) {
      out.terms[kFlagHome] += 1;
    } else if (e.id == ids_.vehicleDies && before.vehicle_id != 0 && static_cast<uint32_t>(e.a) == before.vehicle_id) {
      out.terms[kVehicleLost] += 1;
    } else if (e.kind == 2) {  // EndGame: the winner
      if (e.a == 0) out.terms[kWin] += 1;
      if (e.a == 1) out.terms[kLoss] += 1;
    }
  }
  if (before.vehicle_id != 0 && before.vehicle_id == after.vehicle_id && after.hp < before.hp)
    out.terms[kDamageTaken] += static_cast<double>(before.hp - after.hp) / 65536.0;
  if (twoPlayers) {
    rf_player enemyAfter;
    check(rf_get_player(game_, 1, &enemyAfter), "step");
    if (enemyBefore.vehicle_id != 0 && enemyBefore.vehicle_id == enemyAfter.vehicle_id && enemyAfter.hp < enemyBefore.hp)
      out.terms[kDamageDealt] += static_cast<double>(enemyBefore.hp - enemyAfter.hp) / 65536.0;
  }
  const int64_t hp = enemyBuildingHp();
  if (hp < buildingHp_) out.terms[kDamageDealt] += static_cast<double>(buildingHp_ - hp);
  buildingHp_ = hp;
}

StepOut EnvCore::step(int64_t action) {
  uint32_t word = 0;
  if (config_.discrete) {
    if (action < 0 || action >= kActions)
      throw std::invalid_argument("action must be 0.." + std::to_string(kActions - 1) + " (the discrete table), got " +
                                  std::to_string(action));
    word = actionWord(static_cast<int>(action));
  } else {
    if (action < 0 || action > 0xffffffffLL)
      throw std::invalid_argument("action must be a raw input word 0..0xffffffff, got " + std::to_string(action));
    word = static_cast<uint32_t>(action);
  }
  StepOut out;
  stepEvents_.clear();
  rf_info info;
  check(rf_get_info(game_, &info), "step");
  for (int k = 0; k < config_.frameSkip && info.running != 0; ++k) {
    frame(word, out);
    check(rf_get_info(game_, &info), "step");
    if (config_.maxFrames > 0 && frames_ >= static_cast<uint32_t>(config_.maxFrames)) break;
  }
  for (int t = 0; t < kTerms; ++t) out.reward += config_.weights[static_cast<size_t>(t)] * out.terms[static_cast<size_t>(t)];
  out.terminated = info.running == 0;
  out.truncated = !out.terminated && config_.maxFrames > 0 && frames_ >= static_cast<uint32_t>(config_.maxFrames);
  return out;
}

void EnvCore::observe(uint32_t* cells, int32_t* objects, uint8_t* rgb) const {
  if (cells != nullptr) check(rf_observe_cells(game_, cells, cellsSize()), "observe");
  if (objects != nullptr) {
    thread_local std::vector<rf_object> objs;
    objs.resize(static_cast<size_t>(config_.maxObjects));
    size_t count = 0;
    check(rf_observe_objects(game_, objs.data(), objs.size(), &count), "observe");
    count = std::min(count, objs.size());
    std::fill(objects, objects + objectsSize(), 0);
    for (size_t i = 0; i < count; ++i) {
      const rf_object& o = objs[i];
      int32_t* r = objects + i * kObjectFields;
      r[0] = static_cast<int32_t>(o.id);
      r[1] = o.cls;
      r[2] = o.team;
      r[3] = o.x;
      r[4] = o.y;
      r[5] = o.z;
      r[6] = o.heading;
      r[7] = o.speed;
      r[8] = o.cell;
    }
  }
  if (rgb != nullptr) check(rf_render(game_, 0, config_.view, config_.width, config_.height, rgb, rgbSize()), "observe");
}

void EnvCore::render(int style, int width, int height, uint8_t* rgb) const {
  check(rf_render(game_, 0, style, width, height, rgb, static_cast<size_t>(width) * static_cast<size_t>(height) * 3),
        "render");
}

std::vector<rf_event> EnvCore::events() const {
  return stepEvents_;
}

EnvCore::Snapshot EnvCore::save() const {
  Snapshot s;
  s.state = std::shared_ptr<rf_state>(rf_save(game_), rf_state_free);
  if (s.state == nullptr) throw std::runtime_error(std::string("clone: ") + rf_last_error(game_));
  s.frames = frames_;
  s.buildingHp = buildingHp_;
  s.buildingCells = buildingCells_;
  return s;
}

void EnvCore::restore(const Snapshot& s) {
  check(rf_restore(game_, s.state.get()), "restore");
  frames_ = s.frames;
  buildingHp_ = s.buildingHp;
  buildingCells_ = s.buildingCells;
  stepEvents_.clear();
}

}  // namespace research
