// SPDX-License-Identifier: GPL-3.0-or-later
// The pictures a headless run writes into --png DIR (rf run, gta run). The folder is made
// at the first picture when it is missing; a run that fails calls discard(), which removes
// the pictures this run wrote and the folder when this run made it, so a failed run
// (a full disk, a bad script line, a score file it cannot write) leaves nothing behind.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "core/image.hpp"

namespace app {

class PictureFolder {
 public:
  explicit PictureFolder(std::string dir) : dir_(std::move(dir)) {}

  bool enabled() const { return !dir_.empty(); }
  const std::string& dir() const { return dir_; }
  // DIR/name as a PNG (atomic: a picture is whole or absent). Throws std::runtime_error.
  void write(const core::Image& image, const std::string& name);
  // Removes what this run wrote; says what it removed ("3 pictures in DIR and the folder"),
  // "" when there was nothing.
  std::string discard();

 private:
  std::string dir_;
  bool made_ = false;  // this run created the folder (and maybe parents: only DIR is removed)
  std::vector<std::filesystem::path> written_;
};

// A run that failed: its message and what was not kept, as one line ("...; not kept: the
// trace T, 3 pictures in DIR and the folder"). `parts` lists what was dropped.
std::string failedRunMessage(const std::string& why, const std::vector<std::string>& parts);

}  // namespace app
