// SPDX-License-Identifier: GPL-3.0-or-later
// Ctrl-C, SIGTERM and SIGHUP during a long headless run (rf run --trace --record --png): the
// handler only notes the signal; the run looks at each frame boundary (throwIfInterrupted),
// stops there, drops its temporaries (what it did not keep is said) and the program exits
// 128 + the signal (130, 143, 129) with one line. A second signal ends the program at once
// (the default action comes back after the first).
#pragma once

#include <stdexcept>
#include <string>

namespace app {

class Interrupted : public std::runtime_error {
 public:
  Interrupted(int signal, const std::string& what) : std::runtime_error(what), signal_(signal) {}
  int signal() const { return signal_; }
  int exitCode() const { return 128 + signal_; }

 private:
  int signal_;
};

// The handlers for SIGINT, SIGTERM and SIGHUP while it lives (the previous ones after).
class InterruptScope {
 public:
  InterruptScope();
  ~InterruptScope();
  InterruptScope(const InterruptScope&) = delete;
  InterruptScope& operator=(const InterruptScope&) = delete;
};

// "SIGINT", "SIGTERM", "SIGHUP", "signal N".
std::string signalName(int signal);
// Throws Interrupted "interrupted by SIGINT at <what> <n>" ("at frame 812") when one of the
// signals came (a load of a flag otherwise: cheap at every frame).
void throwIfInterrupted(const char* what, long n);

}  // namespace app
