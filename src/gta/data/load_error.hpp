// SPDX-License-Identifier: GPL-3.0-or-later
// A fatal error of the original's data loading (its Error_Fatal code), reported like every
// other file error: one line naming the file and the line or offset, what was expected and
// what was found. It is a core::ParseError, so a caller that catches those catches this.
#pragma once

#include <utility>

#include "core/bytes.hpp"

namespace gta {

// Error_Fatal codes raised while reading data.
inline constexpr int kFatalIniNotANumber = -0xb1;  // Ini_ReadIntChecked

class LoadError : public core::ParseError {
 public:
  LoadError(core::ParseError where, int fatalCode)
      : core::ParseError(std::move(where)), fatalCode_(fatalCode) {}
  int fatalCode() const { return fatalCode_; }

 private:
  int fatalCode_;
};

}  // namespace gta
