// SPDX-License-Identifier: GPL-3.0-or-later
// The mixer (mixer.hpp).
#include "audio/mixer.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace audio {

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

uint32_t Mixer::play(const Pcm& pcm, int32_t left, int32_t right, bool loop, int priority) {
  if (!pcm || pcm->empty()) return 0;
  std::lock_guard g(lock_);
  Voice* slot = nullptr;
  const auto busy = std::count_if(voices_.begin(), voices_.end(), [](const Voice& v) { return v.id != 0; });
  for (Voice& v : voices_) {
    if (v.id == 0 && busy < voiceLimit_) {
      slot = &v;
      break;
    }
  }
  if (slot == nullptr) {  // every voice busy: the lowest priority's oldest one-shot
    for (Voice& v : voices_) {
      if (v.id == 0 || v.loop) continue;  // a free one past the limit is not a slot
      if (slot == nullptr || v.priority < slot->priority ||
          (v.priority == slot->priority && v.started < slot->started))
        slot = &v;
    }
    if (slot != nullptr && slot->priority > priority) slot = nullptr;
  }
  if (slot == nullptr) return 0;
  if (++serial_ == 0) serial_ = 1;
  *slot = Voice{serial_, pcm, 0, loop, left, right, left, right, ++starts_, priority};
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

bool Mixer::setRate(uint32_t id, uint32_t rateQ16) {
  std::lock_guard g(lock_);
  Voice* v = find(id);
  if (v == nullptr) return false;
  v->rate = std::clamp<uint32_t>(rateQ16, 65536 / 8, 65536 * 4);
  return true;
}

bool Mixer::setPriority(uint32_t id, int priority) {
  std::lock_guard g(lock_);
  Voice* v = find(id);
  if (v == nullptr) return false;
  v->priority = priority;
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

int32_t volumeGain(int volume) {
  const int v = std::clamp(volume, 0, 100);
  return v * v * kUnity / 10000;
}

void Mixer::setMusic(Stream music) {
  std::lock_guard g(lock_);
  music_ = std::move(music);
}

void Mixer::setVolumes(int master, int music, int effects) {
  std::lock_guard g(lock_);
  volumes_ = {std::clamp(master, 0, 100), std::clamp(music, 0, 100), std::clamp(effects, 0, 100)};
}

std::array<int, 3> Mixer::volumes() const {
  std::lock_guard g(lock_);
  return volumes_;
}

namespace {

// designed: the output's soft knee: above kKnee a sample bends towards full scale and never
// reaches it (y = K + e * R / (e + R), e the excess, R the room above K), so that a loud
// pile of explosions over the music neither clips hard nor hits full scale.
constexpr int64_t kKnee = 24576;
constexpr int64_t kRoom = 32767 - kKnee;

int16_t softLimit(int64_t v) {
  const int64_t a = v < 0 ? -v : v;
  if (a <= kKnee) return static_cast<int16_t>(v);
  const int64_t e = a - kKnee;
  const int64_t y = kKnee + e * kRoom / (e + kRoom);
  return static_cast<int16_t>(v < 0 ? -y : y);
}

// One step of a gain towards its target: the whole difference spread over kRampSamples.
int32_t ramp(int32_t cur, int32_t target, int32_t step) {
  if (cur < target) return std::min(target, cur + step);
  if (cur > target) return std::max(target, cur - step);
  return cur;
}

}  // namespace

void Mixer::setVoiceRules(int voices, int32_t budgetQ12) {
  std::lock_guard g(lock_);
  voiceLimit_ = std::clamp(voices, 1, kVoices);
  budget_ = std::max(0, budgetQ12);
}

// Snd_MixAndUpdateVoices 0x418e90: each voice's share of the sides' budgets (Q12 of its own
// gains; all kUnity without a budget).
std::array<std::array<int32_t, 2>, Mixer::kVoices> Mixer::shares() const {
  std::array<std::array<int32_t, 2>, kVoices> out{};
  for (auto& s : out) s = {kUnity, kUnity};
  if (budget_ <= 0) return out;
  std::array<size_t, kVoices> order{};
  size_t n = 0;
  for (size_t i = 0; i < voices_.size(); ++i) {
    if (voices_[i].id != 0) order[n++] = i;
  }
  std::sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(n), [&](size_t a, size_t b) {
    const Voice& x = voices_[a];
    const Voice& y = voices_[b];
    if (x.priority != y.priority) return x.priority > y.priority;
    const int64_t gx = int64_t{x.targetLeft} + x.targetRight, gy = int64_t{y.targetLeft} + y.targetRight;
    if (gx != gy) return gx < gy;  // the instance list's order: the quieter first
    return x.started < y.started;
  });
  std::array<int64_t, 2> left{budget_, budget_};
  for (size_t k = 0; k < n; ++k) {
    const Voice& v = voices_[order[k]];
    const std::array<int64_t, 2> gain{std::max(0, v.targetLeft), std::max(0, v.targetRight)};
    for (size_t side = 0; side < 2; ++side) {
      const int64_t take = std::min(gain[side], left[side]);
      left[side] -= take;
      out[order[k]][side] = gain[side] == 0 ? kUnity : static_cast<int32_t>(take * kUnity / gain[side]);
    }
  }
  return out;
}

void Mixer::mix(std::span<int16_t> out) {
  std::lock_guard g(lock_);
  const size_t frames = out.size() / 2;
  acc_.assign(frames * 2, 0);
  const auto share = shares();
  for (size_t vi = 0; vi < voices_.size(); ++vi) {
    Voice& v = voices_[vi];
    if (v.id == 0) continue;
    const int64_t shareL = share[vi][0], shareR = share[vi][1];
    const std::vector<int16_t>& pcm = *v.pcm;
    const int32_t stepL = std::max<int32_t>(1, std::abs(v.targetLeft - v.left) / kRampSamples);
    const int32_t stepR = std::max<int32_t>(1, std::abs(v.targetRight - v.right) / kRampSamples);
    for (size_t i = 0; i < frames; ++i) {
      if (v.pos >= pcm.size()) {
        if (!v.loop) break;
        v.pos %= pcm.size();
      }
      int32_t s = pcm[v.pos];
      if (v.rate == 65536 && v.frac == 0) {
        ++v.pos;
      } else {  // resampled: linear between this sample and the next (a loop's first)
        const size_t next = v.pos + 1 < pcm.size() ? v.pos + 1 : (v.loop ? 0 : v.pos);
        s += static_cast<int32_t>((static_cast<int64_t>(pcm[next] - s) * v.frac) >> 16);
        v.frac += v.rate;
        v.pos += v.frac >> 16;
        v.frac &= 0xffff;
      }
      v.left = ramp(v.left, v.targetLeft, stepL);
      v.right = ramp(v.right, v.targetRight, stepR);
      acc_[2 * i] += static_cast<int32_t>((s * v.left * shareL) >> 24);
      acc_[2 * i + 1] += static_cast<int32_t>((s * v.right * shareR) >> 24);
    }
    if (!v.loop && v.pos >= pcm.size()) v = Voice{};
  }
  const int64_t master = volumeGain(volumes_[0]);
  const int64_t effects = volumeGain(volumes_[2]) * master >> 12;
  const int64_t music = volumeGain(volumes_[1]) * master >> 12;
  if (music_) {  // the stream runs muted too (the score keeps its place)
    musicBuf_.assign(frames * 2, 0);
    music_(std::span<int16_t>(musicBuf_));
  }
  for (size_t i = 0; i < frames * 2; ++i) {
    int64_t v = static_cast<int64_t>(acc_[i]) * effects >> 12;
    if (music_) v += static_cast<int64_t>(musicBuf_[i]) * music >> 12;
    out[i] = muted_ ? int16_t{0} : softLimit(v);
  }
  if (out.size() % 2 != 0) out.back() = 0;
}

std::array<int32_t, 2> panGains(int32_t gain, double pan) {
  const double p = std::clamp(pan, -1.0, 1.0);
  const double a = (p + 1.0) * std::numbers::pi / 4.0;
  return {static_cast<int32_t>(std::lround(gain * std::cos(a))), static_cast<int32_t>(std::lround(gain * std::sin(a)))};
}

}  // namespace audio
