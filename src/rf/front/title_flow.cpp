// SPDX-License-Identifier: GPL-3.0-or-later
// The title's flow (title_flow.hpp).
#include "rf/front/title_flow.hpp"

#include <algorithm>
#include <exception>
#include <tuple>

#include "core/ascii.hpp"
#include "core/text.hpp"
#include "rf/data/level_options.hpp"
#include "rf/data/original_layout.hpp"
#include "rf/data/rfm.hpp"
#include "rf/data/end_sequence.hpp"

namespace rf::front {

namespace fs = std::filesystem;
using input::Key;

FlowMap describeMap(std::span<const uint8_t> bytes, const fs::path& path, bool original) {
  const rf::RfmFile map = rf::parseRfm(bytes, path.string());
  FlowMap m;
  m.path = path;
  m.title = map.title();
  if (m.title.empty()) m.title = path.stem().string();  // designed: the file's name stands in
  // the level the game plays it at: FUN_004320c0's DAT_00443868 = LEVL - 1 clamped to 0..8
  // (no LEVL: 0), as World's level options hold it
  m.level = rf::levelIndexFromLevl(map.level()) + 1;
  m.players = map.header.players;
  m.original = original;
  if (original) m.number = originalMapNumber(path);
  return m;
}

void sortTitleList(std::vector<FlowMap>& maps) {
  std::stable_sort(maps.begin(), maps.end(), [](const FlowMap& a, const FlowMap& b) {
    // designed: maps without a level (0) after level 9
    const int la = a.level == 0 ? 1000 : a.level;
    const int lb = b.level == 0 ? 1000 : b.level;
    return std::tuple(la, a.original, a.players, core::asciiLower(a.path.filename().string())) <
           std::tuple(lb, b.original, b.players, core::asciiLower(b.path.filename().string()));
  });
}

std::vector<TitleMode> defaultTitleModes() {
  return {{"1 PLAYER", 1, {}},
          {"2 PLAYERS", 2, {}},
          {"VS COMPUTER", 2, {false, true}},
          {"COMPUTER VS COMPUTER", 2, {true, true}}};
}

TitleMode attractMode() {
  return {"DEMO", 2, {true, true}};
}

PlayFlow::PlayFlow(std::vector<FlowMap> maps, int players, std::vector<TitleMode> modes)
    : maps_(std::move(maps)), modes_(std::move(modes)) {
  if (modes_.empty()) modes_ = defaultTitleModes();
  for (size_t i = 0; i < modes_.size(); ++i) {
    if (modes_[i].players == (players == 2 ? 2 : 1)) {
      mode_ = static_cast<int>(i);
      break;
    }
  }
  if (!maps_.empty() && !playable(0)) moveSelection(1);
}

bool PlayFlow::playable(int index) const {
  return index >= 0 && index < static_cast<int>(maps_.size()) && maps_[static_cast<size_t>(index)].players >= players();
}

void PlayFlow::moveSelection(int step) {
  const int n = static_cast<int>(maps_.size());
  for (int i = 1; i <= n; ++i) {
    const int at = ((selected_ + step * i) % n + n) % n;
    if (playable(at)) {
      selected_ = at;
      return;
    }
  }
}

PlayFlow PlayFlow::singleMap(FlowMap map, int players) {
  PlayFlow f({std::move(map)}, players, {{players == 2 ? "2 PLAYERS" : "1 PLAYER", players == 2 ? 2 : 1, {}}});
  f.single_ = true;
  f.start(0);
  return f;
}

bool PlayFlow::startAttract() {
  if (screen_ != Screen::Title || single_) return false;
  const int n = static_cast<int>(maps_.size());
  for (int i = 1; i <= n; ++i) {
    const int at = ((lastAttract_ + i) % n + n) % n;
    if (maps_[static_cast<size_t>(at)].players < 2) continue;
    lastAttract_ = at;
    current_ = at;  // the title's selection stays where the player left it
    gameMode_ = attractMode();
    attract_ = true;
    message_.clear();
    screen_ = Screen::Game;
    return true;
  }
  return false;
}

void PlayFlow::addAndStart(FlowMap map) {
  const std::filesystem::path path = map.path;
  maps_.push_back(std::move(map));
  sortTitleList(maps_);
  int at = static_cast<int>(maps_.size()) - 1;
  for (size_t i = 0; i < maps_.size(); ++i) {
    if (maps_[i].path == path) at = static_cast<int>(i);
  }
  lastAttract_ = -1;  // (the indices moved)
  start(at);
}

void PlayFlow::start(int index) {
  selected_ = index;
  current_ = index;
  gameMode_ = modes_[static_cast<size_t>(mode_)];
  attract_ = false;
  message_.clear();
  screen_ = Screen::Game;
}

namespace {

int levelOfKey(Key k) {
  switch (k) {
    case Key::Digit1: return 1;
    case Key::Digit2: return 2;
    case Key::Digit3: return 3;
    case Key::Digit4: return 4;
    case Key::Digit5: return 5;
    case Key::Digit6: return 6;
    case Key::Digit7: return 7;
    case Key::Digit8: return 8;
    case Key::Digit9: return 9;
    default: return 0;
  }
}

}  // namespace

void PlayFlow::titleKey(Key k) {
  if (screen_ != Screen::Title) return;
  const int n = static_cast<int>(maps_.size());
  switch (k) {
    case Key::Escape: screen_ = Screen::Quit; return;
    case Key::Up:
    case Key::W:
      if (n > 0) moveSelection(-1);
      return;
    case Key::Down:
    case Key::S:
      if (n > 0) moveSelection(1);
      return;
    case Key::P:
    case Key::Tab:
      mode_ = (mode_ + 1) % static_cast<int>(modes_.size());
      message_.clear();
      if (n > 0 && !playable(selected_)) moveSelection(1);
      return;
    case Key::Return:
    case Key::Space:
    case Key::F2:
      if (playable(selected_)) {
        start(selected_);
      } else if (n > 0) {
        message_ = "no map here for 2 players: P or Tab for 1 player";
      }
      return;
    default: break;
  }
  const int level = levelOfKey(k);
  if (level == 0) return;
  int first = -1;
  int firstForPlayers = -1;
  for (int i = 0; i < n; ++i) {
    const FlowMap& m = maps_[static_cast<size_t>(i)];
    if (m.level != level) continue;
    if (first < 0 && playable(i)) first = i;
    if (firstForPlayers < 0 && m.players == players()) firstForPlayers = i;
  }
  if (first < 0) {
    message_ = "no " + std::string(players() == 2 ? "2-player " : "") + "map of level " + std::to_string(level);
    return;
  }
  start(firstForPlayers >= 0 ? firstForPlayers : first);
}

void PlayFlow::gameFailed(const std::string& message) {
  screen_ = single_ ? Screen::Quit : Screen::Title;
  if (current_ < 0) {
    message_ = message;
    return;
  }
  const fs::path& p = maps_[static_cast<size_t>(current_)].path;
  message_ = core::shortPathMessage(message, p.string(), p.filename().string());
}

void PlayFlow::gameLeft() {
  if (screen_ != Screen::Game) return;
  screen_ = single_ ? Screen::Quit : Screen::Title;
  attract_ = false;
}

void PlayFlow::gameEnded(const GameEnd& end) {
  if (screen_ != Screen::Game) return;
  end_ = end;
  screen_ = Screen::Results;
}

int originalMapNumber(const fs::path& path) {
  const std::string stem = core::asciiLower(path.stem().string());
  if (stem.size() != 8 || stem.rfind("rfmap", 0) != 0) return 0;
  int n = 0;
  for (size_t i = 5; i < 8; ++i) {
    if (stem[i] < '0' || stem[i] > '9') return 0;
    n = n * 10 + (stem[i] - '0');
  }
  return n;
}

int PlayFlow::nextMap() const {
  if (current_ < 0 || end_.players != 1 || end_.winner != 0) return -1;
  if (const int n = maps_[static_cast<size_t>(current_)].number; n > 0) {
    // the original's map: the ported level flow, RFMAPnnn + 1 (end_game.hpp)
    const int want = rf::nextOnePlayerMap(n);
    for (size_t i = 0; i < maps_.size() && want > 0; ++i) {
      if (maps_[i].number == want && maps_[i].players == 1) return static_cast<int>(i);
    }
    return -1;
  }
  // designed: retrosim's own maps go on to the next 1-player map of the title's list
  for (int i = current_ + 1; i < static_cast<int>(maps_.size()); ++i) {
    if (maps_[static_cast<size_t>(i)].players == 1) return i;
  }
  return -1;
}

void PlayFlow::resultsFrame(int32_t elapsedTicks, bool keyPressed) {
  if (screen_ != Screen::Results) return;
  if (elapsedTicks < kResultsTicks && !(keyPressed && elapsedTicks >= kResultsKeyAfterTicks)) return;
  if (single_) {
    screen_ = Screen::Quit;
    return;
  }
  attract_ = false;
  const int next = nextMap();
  if (next >= 0) {
    start(next);
  } else {
    screen_ = Screen::Title;
  }
}

view::TitleState PlayFlow::titleState(const rf::Progress& progress) const {
  view::TitleState t;
  t.selected = selected_;
  t.players = players();
  t.mode = modes_[static_cast<size_t>(mode_)].name;
  t.message = message_;
  for (const FlowMap& m : maps_) {
    view::TitleEntry e;
    e.title = m.title;
    e.level = m.level;
    e.players = m.players;
    e.original = m.original;
    e.playable = m.players >= players();
    if (const rf::MapProgress* p = progress.find(m.title, players())) {  // this mode's record
      e.won = p->won;
      e.bestMs = p->bestMs;
    }
    t.entries.push_back(std::move(e));
  }
  return t;
}

}  // namespace rf::front
