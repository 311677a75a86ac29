// SPDX-License-Identifier: GPL-3.0-or-later
// The game controllers through SDL_GameController (pads.hpp).
#include <SDL.h>

#include <map>

#include "platform/pads.hpp"

namespace platform {

struct Pads::Impl {
  bool ok = false;
  PadSlots slots;
  std::map<int32_t, SDL_GameController*> open;  // by instance id
};

Pads::Pads() : impl_(std::make_unique<Impl>()) {
  impl_->ok = SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0;
  if (!impl_->ok) return;
  // the pads already there (SDL also sends DEVICEADDED for them: deviceAdded ignores a
  // pad it has open)
  for (int i = 0; i < SDL_NumJoysticks(); ++i) deviceAdded(i);
}

Pads::~Pads() {
  for (auto& [id, c] : impl_->open) SDL_GameControllerClose(c);
  if (impl_->ok) SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
}

int Pads::attachedCount() {
  if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) return 0;
  int n = 0;
  for (int i = 0; i < SDL_NumJoysticks(); ++i) n += SDL_IsGameController(i) == SDL_TRUE ? 1 : 0;
  SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
  return n;
}

void Pads::deviceAdded(int deviceIndex) {
  if (!impl_->ok || SDL_IsGameController(deviceIndex) != SDL_TRUE) return;
  const SDL_JoystickID id = SDL_JoystickGetDeviceInstanceID(deviceIndex);
  if (id < 0 || impl_->open.contains(id)) return;
  SDL_GameController* c = SDL_GameControllerOpen(deviceIndex);
  if (c == nullptr) return;
  impl_->open[id] = c;
  impl_->slots.attach(id);
}

void Pads::deviceRemoved(int32_t instance) {
  const auto it = impl_->open.find(instance);
  if (it == impl_->open.end()) return;
  SDL_GameControllerClose(it->second);
  impl_->open.erase(it);
  impl_->slots.detach(instance);
}

std::array<PadState, kPadSlots> Pads::read() const {
  std::array<PadState, kPadSlots> out{};
  for (int s = 0; s < kPadSlots; ++s) {
    const auto it = impl_->open.find(impl_->slots.instanceAt(s));
    if (it == impl_->open.end()) continue;
    SDL_GameController* c = it->second;
    const auto button = [c](SDL_GameControllerButton b) { return SDL_GameControllerGetButton(c, b) != 0; };
    PadState& p = out[static_cast<size_t>(s)];
    p.connected = true;
    p.x = SDL_GameControllerGetAxis(c, SDL_CONTROLLER_AXIS_LEFTX);
    p.y = SDL_GameControllerGetAxis(c, SDL_CONTROLLER_AXIS_LEFTY);
    p.up = button(SDL_CONTROLLER_BUTTON_DPAD_UP);
    p.down = button(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    p.left = button(SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    p.right = button(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    p.a = button(SDL_CONTROLLER_BUTTON_A);
    p.b = button(SDL_CONTROLLER_BUTTON_B);
    p.x_ = button(SDL_CONTROLLER_BUTTON_X);
    p.y_ = button(SDL_CONTROLLER_BUTTON_Y);
    p.leftShoulder = button(SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
    p.rightShoulder = button(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    p.start = button(SDL_CONTROLLER_BUTTON_START);
    p.back = button(SDL_CONTROLLER_BUTTON_BACK);
  }
  return out;
}

}  // namespace platform
