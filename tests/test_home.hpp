// SPDX-License-Identifier: GPL-3.0-or-later
// A home of the test process's own: HOME and the XDG base folders (config, data, state,
// cache) point into a fresh temp folder, and the program's own overrides of the settings,
// high-score and progress files (RETROSIM_CONFIG, RETROSIM_RF_SCORES, RETROSIM_RF_PROGRESS)
// are cleared, so no test (nor a program it runs) reads or writes the developer's real
// files, whatever the developer's environment says. Set once, before main, in every test
// binary that includes this header (through app/cli_run.hpp or directly); a test that
// wants another place sets it itself afterwards.
#pragma once

#include <stdlib.h>  // setenv, unsetenv (POSIX)

#include <filesystem>

#include "test_tmpdir.hpp"

namespace testutil {

// Points HOME and XDG_{CONFIG,DATA,STATE,CACHE}_HOME into `dir` (created) and clears the
// program's file overrides.
inline void useHome(const std::filesystem::path& dir) {
  const auto set = [&](const char* name, const char* sub) {
    const std::filesystem::path p = dir / sub;
    std::filesystem::create_directories(p);
    ::setenv(name, p.c_str(), 1);
  };
  set("HOME", "home");
  set("XDG_CONFIG_HOME", "config");
  set("XDG_DATA_HOME", "data");
  set("XDG_STATE_HOME", "state");
  set("XDG_CACHE_HOME", "cache");
  for (const char* name : {"RETROSIM_CONFIG", "RETROSIM_RF_SCORES", "RETROSIM_RF_PROGRESS"}) ::unsetenv(name);
}

// The process's home folder (removed when the process ends).
inline const std::filesystem::path& processHome() {
  static const TempDir dir;
  return dir.path();
}

// Put in place before main runs (a dynamic initialiser of an inline variable: once per
// binary however many files include this header).
inline const bool kOwnHome = (useHome(processHome()), true);

}  // namespace testutil
