// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/interrupt.hpp"

#include <csignal>

namespace app {
namespace {

constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};

// The one thing a handler may do: note the signal (sig_atomic_t, lock-free).
volatile std::sig_atomic_t gCaught = 0;

extern "C" void onInterrupt(int signal) {
  gCaught = signal;
}

struct sigaction gPrevious[3];

}  // namespace

InterruptScope::InterruptScope() {
  gCaught = 0;
  for (size_t i = 0; i < 3; ++i) {
    struct sigaction sa {};
    sa.sa_handler = &onInterrupt;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESETHAND | SA_RESTART;  // a second signal: the default (the end)
    sigaction(kSignals[i], &sa, &gPrevious[i]);
  }
}

InterruptScope::~InterruptScope() {
  for (size_t i = 0; i < 3; ++i) sigaction(kSignals[i], &gPrevious[i], nullptr);
}

std::string signalName(int signal) {
  switch (signal) {
    case SIGINT: return "SIGINT";
    case SIGTERM: return "SIGTERM";
    case SIGHUP: return "SIGHUP";
    default: return "signal " + std::to_string(signal);
  }
}

void throwIfInterrupted(const char* what, long n) {
  const int s = gCaught;
  if (s != 0) throw Interrupted(s, "interrupted by " + signalName(s) + " at " + what + " " + std::to_string(n));
}

}  // namespace app
