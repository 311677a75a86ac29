// SPDX-License-Identifier: GPL-3.0-or-later
// The front's tests' fakes (front_test.cpp, computer_modes_test.cpp): a bundled map with its
// bytes, the program's files in memory (FakeHost) and a driver stepping the front at dt 2 with
// fake devices.
#pragma once

#include <string>
#include <vector>

#include "rf/data/map_text.hpp"
#include "rf/data/rfm.hpp"
#include "rf/front/front.hpp"

namespace rf::front::test {

using input::Key;

inline int sc(const char* name) {
  return input::scancodeByName(name);
}

inline FlowMap bundled(const std::string& stem) {
  const std::string path = std::string(RETROSIM_SOURCE_DIR) + "/data/rf/maps/" + stem + ".txt";
  const rf::RfmFile map = rf::loadMapText(path);
  FlowMap m = describeMap(rf::serializeRfm(map), stem + ".rfm", false);
  m.bytes = rf::serializeRfm(map);
  return m;
}

// The program's files, in memory.
class FakeHost final : public Host {
 public:
  rf::Progress progress(std::string& message) override {
    ++progressReads;
    message.clear();
    return {};
  }
  view::ResultsState recordEnd(const rf::Game& game, const FlowMap& map) override {
    ++ends;
    view::ResultsState r;
    r.title = map.title;
    r.players = game.players();
    r.winner = game.state().winner;
    r.ms = rf::ticksToMs(game.state().endTick);
    return r;
  }
  uint32_t openMovie(const std::string& path) override {
    opened.push_back(path);
    return path == movieWithLength ? movieMs : 0;
  }
  std::string saveSettings(const Config& before, const Config& after) override {
    savedBefore = before;
    savedAfter = after;
    ++saves;
    return "settings saved";
  }
  int progressReads = 0;
  int ends = 0;
  int saves = 0;
  Config savedBefore, savedAfter;
  std::vector<std::string> opened;
  std::string movieWithLength;
  uint32_t movieMs = 0;
};

// Drives a front at dt 2 (30 frames a second), counting the ticks.
struct Driver {
  explicit Driver(Front& front) : f(front) {}
  Front& f;
  int32_t ticks = 0;
  std::vector<Cue> cues;
  Step step(const input::DeviceFrame& in) {
    Step s = f.step(in, 2);
    ticks += 2;
    for (const Cue& c : s.cues) cues.push_back(c);
    return s;
  }
  Step idle() { return step(input::DeviceFrame{}); }
  // A key pressed for one frame, then released for one: the pressed frame's step.
  Step tapStep(const char* key) {
    Step s = step(input::DeviceFrame::fromScancodes({sc(key)}, {sc(key)}));
    idle();
    return s;
  }
  void tap(const char* key) { tapStep(key); }
  // One frame with `text` typed (and no key held).
  Step type(const std::string& text) {
    input::DeviceFrame in;
    in.text = text;
    return step(in);
  }
  // `key` held for `frames` frames (pressed on the first).
  void hold(const char* key, int frames) {
    for (int i = 0; i < frames; ++i) step(input::DeviceFrame::fromScancodes({sc(key)}, i == 0 ? std::vector<int>{sc(key)} : std::vector<int>{}));
  }
  // Idle frames until `done` (at most `limit` frames); the ticks it took.
  template <typename F>
  int32_t until(F done, int limit) {
    const int32_t start = ticks;
    for (int i = 0; i < limit && !done(); ++i) idle();
    return ticks - start;
  }
  bool cued(Cue::Kind k) const {
    for (const Cue& c : cues) {
      if (c.kind == k) return true;
    }
    return false;
  }
};

inline FrontSetup setupOf(std::vector<FlowMap> maps, int players) {
  FrontSetup s;
  s.maps = std::move(maps);
  s.players = players;
  s.settings = defaultConfig();
  s.winMusicMs = 4000;
  return s;
}

inline const rf::PlayerState& player(const Front& f, int p) {
  return f.game()->state().player[static_cast<size_t>(p)];
}

}  // namespace rf::front::test
