// SPDX-License-Identifier: GPL-3.0-or-later
// ALSA's own error messages ("ALSA lib confmisc.c:855:(parse_card) cannot find card '0'"
// and eight more lines on a machine without a sound card) kept off the terminal: SDL's
// audio driver loads the same libasound, so its handler is ours. Our one notice
// (AudioOut::open's `why`) still says when the game runs silent.
#pragma once

namespace platform {

// Installs a handler that drops ALSA library messages; idempotent.
void quietAlsa();

}  // namespace platform
