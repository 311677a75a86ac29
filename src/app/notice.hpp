// SPDX-License-Identifier: GPL-3.0-or-later
// The window's notice line (a settings problem, "settings saved"): wrapped at spaces to the
// picture's width, never cut at its right edge, on a dark band at the bottom.
#pragma once

#include <string>
#include <string_view>

#include "core/image.hpp"

namespace app {

// `text` broken into lines ('\n') at spaces so that each line is at most `width` pixels at
// scale 1 (core::Image's font); a word longer than a line is broken inside it.
std::string wrapText(std::string_view text, int width);

// The notice over the bottom of `img`: the wrapped lines, 4 px from the left, on a band as tall
// as they are.
void drawNotice(core::Image& img, const std::string& text);

}  // namespace app
