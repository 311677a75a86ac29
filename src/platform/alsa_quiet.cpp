// SPDX-License-Identifier: GPL-3.0-or-later
// ALSA's messages dropped (alsa_quiet.hpp).
#include "platform/alsa_quiet.hpp"

#include <alsa/asoundlib.h>

namespace platform {
namespace {

// snd_lib_error_handler_t is variadic; nothing of it is printed.
void dropAlsaMessage(const char* /*file*/, int /*line*/, const char* /*function*/, int /*err*/, const char* /*fmt*/,
                     ...) {}

}  // namespace

void quietAlsa() {
  snd_lib_error_set_handler(&dropAlsaMessage);
}

}  // namespace platform
