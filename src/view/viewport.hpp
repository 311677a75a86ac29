// SPDX-License-Identifier: GPL-3.0-or-later
// A rectangle of a picture that one view or panel draws into.
#pragma once

namespace view {

struct Viewport {
  int x = 0;
  int y = 0;
  int w = 0;
  int h = 0;
  friend bool operator==(const Viewport&, const Viewport&) = default;
};

}  // namespace view
