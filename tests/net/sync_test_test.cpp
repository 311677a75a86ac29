// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/sync_test.hpp"

#include <gtest/gtest.h>

#include "toy_sim.hpp"

namespace {

using net_test::ToySim;

TEST(SyncTest, AGameWhoseStateIsAllSavedPassesAndEndsInTheSameState) {
  ToySim sim(9);
  net::SyncTest test(sim, 8);
  std::vector<net::Words> words;
  for (uint32_t f = 0; f < 200; ++f) {
    words.push_back({f * 7 % 5, f * 3 % 11});
    ASSERT_FALSE(test.advance(words.back())) << f;
  }
  EXPECT_EQ(test.resimulated(), (200u - 8u + 1u) * 8u);  // from frame 8 on, 8 frames again each
  sim.save(0);
  EXPECT_EQ(sim.hash(0), net_test::offlineHash(words));
}

TEST(SyncTest, AGameWithStateOutsideItsSavedStateFailsNamingTheField) {
  ToySim sim(9);
  int outside = 0;  // kept outside the saved state: a second pass sees another value
  sim.poke = [&outside](net_test::ToyState& s) {
    if (s.frame >= 20) s.last[0] += static_cast<uint32_t>(++outside);
  };
  net::SyncTest test(sim, 8);
  std::optional<net::SyncTestFailure> fail;
  for (uint32_t f = 0; f < 100 && !fail; ++f) fail = test.advance({1, 2});
  ASSERT_TRUE(fail);
  EXPECT_EQ(fail->frame, 20u);
  EXPECT_EQ(fail->field, "last[0]");
  EXPECT_EQ(fail->line,
            "sync test: the state after frame 20 differs when it is stepped again from 8 frames before: first "
            "differing field last[0]");
}

TEST(SyncTest, KIs1To16) {
  ToySim sim(20);
  EXPECT_THROW(net::SyncTest(sim, 0), std::invalid_argument);
  EXPECT_THROW(net::SyncTest(sim, 17), std::invalid_argument);
}

}  // namespace
