// SPDX-License-Identifier: GPL-3.0-or-later
// EXPECT_TRUE(gta::test::sameState(a, b)) for any GTA state struct with a field list
// (GameState, EntityTables, CollGrid, MissionScript ...): equal, or a failure that names the
// first differing field ("entities.cars[3].sprite.y: 0x0 (0) vs 0x8000 (0.5)").
#pragma once

#include <gtest/gtest.h>

#include "core/fields.hpp"

namespace gta::test {

template <class T>
::testing::AssertionResult sameState(const T& a, const T& b) {
  if (a == b) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "the states differ first at " << core::firstDifference(a, b).value_or("?");
}

}  // namespace gta::test
