// SPDX-License-Identifier: GPL-3.0-or-later
// The one error a Return Fire load throws (ARCHITECTURE.md "the simulation contract"):
// a readable one-line message, "FILE: what is wrong". Nothing partial is left behind.
#pragma once

#include <stdexcept>
#include <string>

namespace rf {

class LoadError : public std::runtime_error {
 public:
  // "FILE: MESSAGE"
  LoadError(const std::string& file, const std::string& message)
      : std::runtime_error(file + ": " + message), file_(file) {}

  const std::string& file() const { return file_; }

 private:
  std::string file_;
};

}  // namespace rf
