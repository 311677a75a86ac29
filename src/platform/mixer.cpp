// The mixer (mixer.hpp).
#include "platform/mixer.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace platform {

Mixer::Voice* Mixer::find(uint32_t id) {
  if (id == 0) return nullptr;
  for (Voice& v : voices_) {
    if (v.id == id) return &v;
  }
  return nullptr;
}

const Mixer::Voice* Mixer::find(uint32_t id) const {
  return const_cast<Mixer*>(this)->find(id);
}

uint32_t Mixer::play(const Pcm& pcm, int32_t left, int32_t right, bool loop) {
  if (!pcm || pcm->empty()) return 0;
  std::lock_guard g(lock_);
  Voice* slot = nullptr;
  for (Voice& v : voices_) {
    if (v.id == 0) {
      slot = &v;
      break;
    }
  }
  if (slot == nullptr) {  // every voice busy: the oldest one-shot
    for (Voice& v : voices_) {
      if (!v.loop && (slot == nullptr || v.started < slot->started)) slot = &v;
    }
  }
  if (slot == nullptr) return 0;
  if (++serial_ == 0) serial_ = 1;
  *slot = Voice{serial_, pcm, 0, loop, left, right, left, right, ++starts_};
  return slot->id;
}

bool Mixer::setGains(uint32_t id, int32_t left, int32_t right) {
  std::lock_guard g(lock_);
  Voice* v = find(id);
  if (v == nullptr) return false;
  v->targetLeft = left;
  v->targetRight = right;
  return true;
}

void Mixer::stop(uint32_t id) {
  std::lock_guard g(lock_);
  if (Voice* v = find(id)) *v = Voice{};
}

bool Mixer::playing(uint32_t id) const {
  std::lock_guard g(lock_);
  return find(id) != nullptr;
}

void Mixer::stopAll() {
  std::lock_guard g(lock_);
  voices_.fill(Voice{});
}

int Mixer::activeVoices() const {
  std::lock_guard g(lock_);
  return static_cast<int>(std::count_if(voices_.begin(), voices_.end(), [](const Voice& v) { return v.id != 0; }));
}

void Mixer::setMuted(bool muted) {
  std::lock_guard g(lock_);
  muted_ = muted;
}

bool Mixer::muted() const {
  std::lock_guard g(lock_);
  return muted_;
}

namespace {

// One step of a gain towards its target: the whole difference spread over kRampSamples.
int32_t ramp(int32_t cur, int32_t target, int32_t step) {
  if (cur < target) return std::min(target, cur + step);
  if (cur > target) return std::max(target, cur - step);
  return cur;
}

}  // namespace

void Mixer::mix(std::span<int16_t> out) {
  std::lock_guard g(lock_);
  const size_t frames = out.size() / 2;
  acc_.assign(frames * 2, 0);
  for (Voice& v : voices_) {
    if (v.id == 0) continue;
    const std::vector<int16_t>& pcm = *v.pcm;
    const int32_t stepL = std::max<int32_t>(1, std::abs(v.targetLeft - v.left) / kRampSamples);
    const int32_t stepR = std::max<int32_t>(1, std::abs(v.targetRight - v.right) / kRampSamples);
    for (size_t i = 0; i < frames; ++i) {
      if (v.pos >= pcm.size()) {
        if (!v.loop) break;
        v.pos = 0;
      }
      const int32_t s = pcm[v.pos++];
      v.left = ramp(v.left, v.targetLeft, stepL);
      v.right = ramp(v.right, v.targetRight, stepR);
      acc_[2 * i] += (s * v.left) >> 12;
      acc_[2 * i + 1] += (s * v.right) >> 12;
    }
    if (!v.loop && v.pos >= pcm.size()) v = Voice{};
  }
  for (size_t i = 0; i < frames * 2; ++i) {
    out[i] = muted_ ? int16_t{0} : static_cast<int16_t>(std::clamp<int32_t>(acc_[i], -32768, 32767));
  }
  if (out.size() % 2 != 0) out.back() = 0;
}

std::array<int32_t, 2> panGains(int32_t gain, double pan) {
  const double p = std::clamp(pan, -1.0, 1.0);
  const double a = (p + 1.0) * std::numbers::pi / 4.0;
  return {static_cast<int32_t>(std::lround(gain * std::cos(a))), static_cast<int32_t>(std::lround(gain * std::sin(a)))};
}

}  // namespace platform
