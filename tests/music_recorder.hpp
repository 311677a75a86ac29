// SPDX-License-Identifier: GPL-3.0-or-later
// A music sink for the director's tests: records each change ("8 now", "4 bar"); endings()
// is what the test says has ended.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "audio/music_director.hpp"

namespace testutil {

class MusicRecorder : public audio::MusicSink {
 public:
  void change(int track, bool now) override { log.push_back(std::to_string(track) + (now ? " now" : " bar")); }
  uint64_t endings() const override { return ended; }
  std::vector<std::string> log;
  uint64_t ended = 0;
};

}  // namespace testutil
