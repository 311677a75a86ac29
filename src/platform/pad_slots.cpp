// SPDX-License-Identifier: GPL-3.0-or-later
// The pad slots (pads.hpp).
#include <algorithm>

#include "platform/pads.hpp"

namespace platform {

int PadSlots::attach(int32_t instance) {
  if (const int s = slotOf(instance); s >= 0) return s;
  if (std::find(waiting_.begin(), waiting_.end(), instance) != waiting_.end()) return -1;
  for (int s = 0; s < kPadSlots; ++s) {
    if (slots_[static_cast<size_t>(s)] < 0) {
      slots_[static_cast<size_t>(s)] = instance;
      return s;
    }
  }
  waiting_.push_back(instance);
  return -1;
}

int PadSlots::detach(int32_t instance) {
  std::erase(waiting_, instance);
  const int s = slotOf(instance);
  if (s < 0) return -1;
  slots_[static_cast<size_t>(s)] = -1;
  if (!waiting_.empty()) {
    slots_[static_cast<size_t>(s)] = waiting_.front();
    waiting_.erase(waiting_.begin());
  }
  return s;
}

int32_t PadSlots::instanceAt(int slot) const {
  return slot >= 0 && slot < kPadSlots ? slots_[static_cast<size_t>(slot)] : -1;
}

int PadSlots::slotOf(int32_t instance) const {
  if (instance < 0) return -1;
  for (int s = 0; s < kPadSlots; ++s) {
    if (slots_[static_cast<size_t>(s)] == instance) return s;
  }
  return -1;
}

}  // namespace platform
