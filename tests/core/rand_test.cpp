// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rand.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>

namespace core {
namespace {

constexpr std::array<int32_t, 10> kFirstOutputs = {41,    18467, 6334,  26500, 19169,
                                                   15724, 11478, 29358, 26962, 24464};

TEST(MsvcRandTest, FirstOutputsOfSeedOne) {
  MsvcRand r;
  EXPECT_EQ(r.state(), 1u);
  for (int32_t expected : kFirstOutputs) EXPECT_EQ(r.next(), expected);
  EXPECT_EQ(r.state(), 0xdf90722bu);
}

TEST(MsvcRandTest, SrandRestartsTheSequence) {
  MsvcRand r(12345);
  r.next();
  r.seed(1);
  EXPECT_EQ(r.next(), 41);
  r.seed(0);
  EXPECT_EQ(r.next(), 38);  // (0 * 214013 + 2531011) >> 16 & 0x7fff
}

TEST(MsvcRandTest, StateSaveAndRestore) {
  MsvcRand r;
  r.next();
  r.next();
  const uint32_t saved = r.state();
  const int32_t a = r.next();
  const int32_t b = r.next();
  r.setState(saved);
  EXPECT_EQ(r.next(), a);
  EXPECT_EQ(r.next(), b);
  EXPECT_EQ(a, 6334);
  EXPECT_EQ(b, 26500);
}

TEST(MsvcRandTest, RandRange) {
  // (uint32)(2 * r * n) >> 16 with r = 41, 18467, 6334, ... in turn.
  MsvcRand r;
  EXPECT_EQ(r.range(10), 0u);           // 2*41*10 = 820
  EXPECT_EQ(r.range(100), 56u);         // 2*18467*100 = 3693400
  EXPECT_EQ(r.range(0x8000), 6334u);    // n = 0x8000 gives r itself
  EXPECT_EQ(r.range(0x10000), 53000u);  // 2 * 26500
  // quirk: for n > 0x10000 the product wraps in 32 bits: 2*19169*0x20000 = 0x12b850000
  EXPECT_EQ(r.range(0x20000), 11140u);     // not 76676
  EXPECT_EQ(r.range(0x18000), 47172u);     // 2*15724*0x18000 = 0xb8440000 (no wrap yet)
  EXPECT_EQ(r.range(0x7fffffff), 65535u);  // 2*11478*0x7fffffff wraps to -22956
  EXPECT_EQ(r.range(6), 5u);               // 2*29358*6 = 352296
  EXPECT_EQ(r.range(1), 0u);
  EXPECT_EQ(r.range(0), 0u);
}

TEST(MsvcRandTest, RandRangeStaysBelowNForSmallN) {
  MsvcRand r;
  for (int i = 0; i < 2000; ++i) ASSERT_LT(r.range(7), 7u);
}

TEST(GtaRandTest, SequenceFromTheSeedWords) {
  GtaRand r;
  EXPECT_EQ(r.words(), GtaRand::kSeedWords);
  const std::array<int32_t, 12> expected = {0x66f4, 0x3ebc, 0x4337, 0x68e7, 0x6ada, 0x16f8,
                                            0x6ab9, 0x6c8b, 0x6e3c, 0x4580, 0x2047, 0x5403};
  for (int32_t v : expected) EXPECT_EQ(r.next(), v);
  EXPECT_EQ(r.words(), (GtaRand::Words{0x5403, 0x5403, 0x2047, 0x4580, 0x6e3c}));
}

TEST(GtaRandTest, ResetCopiesTheSeedWordsBack) {
  GtaRand r;
  const int32_t first = r.next();
  for (int i = 0; i < 100; ++i) r.next();
  r.reset();
  EXPECT_EQ(r.next(), first);
}

TEST(GtaRandTest, WordsSaveAndRestore) {
  GtaRand r;
  r.next();
  const GtaRand::Words saved = r.words();
  const int32_t a = r.next();
  r.setWords(saved);
  EXPECT_EQ(r.next(), a);
  for (int i = 0; i < 1000; ++i) {
    const int32_t v = r.next();
    ASSERT_GE(v, 0);
    ASSERT_LE(v, 0x7fff);
  }
}

}  // namespace
}  // namespace core
