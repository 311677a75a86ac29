// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard -> a player's raw input word (input layer): the keys held (or pressed since
// the last poll: a tap shorter than a frame still counts, platform::Window::poll) by the
// player's bindings, as rf::raw::keyboardWord makes the word (the original's digital
// magnitudes).
#pragma once

#include <cstdint>

#include "input/bindings.hpp"
#include "input/device.hpp"

namespace input {

uint32_t keyboardWord(const input::DeviceFrame& in, const PlayerKeys& keys);

}  // namespace input
