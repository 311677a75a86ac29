// SPDX-License-Identifier: GPL-3.0-or-later
// A fatal error of the original's game core (Error_Fatal with a code), raised by the
// simulation (not by a file reader: those throw gta::LoadError, which names the file).
// The message is one line: "fatal -0x4d: <what happened>".
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace gta {

// Error_Fatal codes of the game core.
inline constexpr int kFatalEventPoolEmpty = -0x4d;  // Event_Schedule: no free node
inline constexpr int kFatalTuneBadEntry = -0x89;    // Tune_LoadFile / Tune_SetCarParam
// designed: the spec says "longer is fatal" without a code; the tuning file's code is used.
inline constexpr int kFatalTuneTooLong = -0x89;
// designed: the codes below are not in the spec (the original indexes out of range or
// overwrites its result list); the port stops with these (spec "Port deviations").
inline constexpr int kFatalCollLocked = -0x1c0;   // a grid query while the list is locked
inline constexpr int kFatalCollBadCell = -0x1c1;  // an insert outside the 128 x 128 grid
inline constexpr int kFatalCollBadNode = -0x1c2;  // a kind / id without a pool node
inline constexpr int kFatalNoFreeCar = -0x1c3;    // Car_Init with every slot taken

// "-0x4d" for -0x4d, "0x10" for 0x10.
inline std::string fatalCodeText(int code) {
  const int64_t v = code;
  uint64_t mag = static_cast<uint64_t>(v < 0 ? -v : v);
  std::string digits;
  do {
    digits.insert(digits.begin(), "0123456789abcdef"[mag & 0xf]);
    mag >>= 4;
  } while (mag != 0);
  return (v < 0 ? "-0x" : "0x") + digits;
}

class FatalError : public std::runtime_error {
 public:
  FatalError(int code, const std::string& what)
      : std::runtime_error("fatal " + fatalCodeText(code) + ": " + what), code_(code) {}
  int code() const { return code_; }

 private:
  int code_;
};

}  // namespace gta
