// SPDX-License-Identifier: GPL-3.0-or-later
// The two random number generators of the original games. Each lives inside the state
// that owns it (a Game), never in a global, so two games in one process never interfere.
#pragma once

#include <array>
#include <cstdint>
#include <tuple>

#include "core/fields.hpp"

namespace core {

// Microsoft C runtime rand()/srand(): state = state * 214013 + 2531011, output bits 16..30.
// Both games use it; the state starts at 1 (a program that never calls srand).
class MsvcRand {
 public:
  static constexpr uint32_t kDefaultSeed = 1;

  explicit MsvcRand(uint32_t seed = kDefaultSeed) : state_(seed) {}

  // srand
  void seed(uint32_t s) { state_ = s; }
  // rand: 0..0x7fff
  int32_t next() {
    state_ = state_ * 214013u + 2531011u;
    return static_cast<int32_t>((state_ >> 16) & 0x7fff);
  }
  // RandRange 0x4335f0: (uint32)(2 * rand() * n) >> 16. quirk kept: the product is 32
  // bits, so for n > 0x10000 it can wrap: the result is (2*r*n mod 2^32) >> 16, always
  // below 0x10000 but no longer r scaled to n (n = 0x20000, r = 19169 gives 11140).
  // (The notes' "n >= 0x8000" is where a signed product would overflow.)
  uint32_t range(uint32_t n) {
    const uint32_t r = static_cast<uint32_t>(next());
    return (2u * r * n) >> 16;
  }

  // The whole state, for save/restore and hashing.
  uint32_t state() const { return state_; }
  void setState(uint32_t s) { state_ = s; }

  static constexpr auto fields() { return std::tuple{CORE_FIELD(MsvcRand, state_)}; }
  friend bool operator==(const MsvcRand& lhs, const MsvcRand& rhs) { return fieldsEqual(lhs, rhs); }

 private:
  uint32_t state_;
};
static_assert(everyFieldListed<MsvcRand>());

// GTA's Math_Rand 0x489abe: five 16-bit-ish words; s0 = (s1 + s2 + s3) & 0x7fff, then
// s4..s1 shift up (s1 takes the new s0) and s0 is returned. Math_RandomReset 0x434170
// copies the five seed words back at every level start.
class GtaRand {
 public:
  using Words = std::array<uint32_t, 5>;
  // designed: the seed words at 0x4b3824 are not in the notes. These five values give a
  // sequence that starts mixed at once (no run of zeros) and are used everywhere the
  // original's reset is called.
  static constexpr Words kSeedWords = {0x0000, 0x1d87, 0x3a41, 0x0f2c, 0x5b17};

  GtaRand() { reset(); }

  // Math_RandomReset 0x434170
  void reset() { words_ = kSeedWords; }
  // Math_Rand 0x489abe: 0..0x7fff
  int32_t next() {
    words_[0] = (words_[1] + words_[2] + words_[3]) & 0x7fff;
    words_[4] = words_[3];
    words_[3] = words_[2];
    words_[2] = words_[1];
    words_[1] = words_[0];
    return static_cast<int32_t>(words_[0]);
  }

  const Words& words() const { return words_; }
  void setWords(const Words& w) { words_ = w; }

  static constexpr auto fields() { return std::tuple{CORE_FIELD(GtaRand, words_)}; }
  friend bool operator==(const GtaRand& lhs, const GtaRand& rhs) { return fieldsEqual(lhs, rhs); }

 private:
  Words words_{};
};
static_assert(everyFieldListed<GtaRand>());

}  // namespace core
