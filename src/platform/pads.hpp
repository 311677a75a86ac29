// SPDX-License-Identifier: GPL-3.0-or-later
// Game controllers (SDL_GameController, platform layer): the state of up to two pads as
// plain data, and which pad is which player's. No SDL type here.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "input/device.hpp"

namespace platform {

using input::kPadSlots;
using input::PadState;

// Which attached pad has which slot (pure logic: the hot-plug tests drive it). Pads get a
// slot in the order they are attached; a removed pad frees its slot. designed: a third pad
// waits and takes the first slot freed (the one attached earliest of those waiting).
class PadSlots {
 public:
  // A pad (by its device instance id) came; returns its slot, or -1 while it waits.
  int attach(int32_t instance);
  // A pad went; returns the slot it freed (-1 if it had none). A waiting pad takes it.
  int detach(int32_t instance);
  // The instance in a slot, -1 for none.
  int32_t instanceAt(int slot) const;
  int slotOf(int32_t instance) const;

 private:
  std::array<int32_t, kPadSlots> slots_{-1, -1};
  std::vector<int32_t> waiting_;
};

// The attached game controllers (SDL). Opening the controller subsystem failing is not an
// error: there are simply no pads.
class Pads {
 public:
  Pads();
  ~Pads();
  Pads(const Pads&) = delete;
  Pads& operator=(const Pads&) = delete;

  // How many game controllers are attached now (opens SDL's controller subsystem for the
  // count; 0 when it cannot).
  static int attachedCount();

  // SDL_CONTROLLERDEVICEADDED (a device index) / SDL_CONTROLLERDEVICEREMOVED (an instance id).
  void deviceAdded(int deviceIndex);
  void deviceRemoved(int32_t instance);
  // Each slot's pad now.
  std::array<PadState, kPadSlots> read() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace platform
