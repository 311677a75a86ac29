// The keyboard -> a player's raw input word (input layer): the keys held (or pressed since
// the last poll: a tap shorter than a frame still counts, platform::Window::poll) by the
// player's bindings, as rf::raw::keyboardWord makes the word (the original's digital
// magnitudes).
#pragma once

#include <cstdint>

#include "input/bindings.hpp"
#include "platform/window.hpp"

namespace input {

uint32_t keyboardWord(const platform::InputFrame& in, const PlayerKeys& keys);

}  // namespace input
