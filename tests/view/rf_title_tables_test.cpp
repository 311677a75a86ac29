// SPDX-License-Identifier: GPL-3.0-or-later
// The title screen says when the original's tables are in use (docs/original-data.md) and
// is unchanged otherwise.
#include <gtest/gtest.h>

#include "view/rf_title_render.hpp"

namespace view {
namespace {

TEST(TitleTables, OriginalTablesAreShownUnderTheHeading) {
  TitleState s;
  const core::Image plain = renderRfTitle(s);
  s.tables = "original tables";
  const core::Image shown = renderRfTitle(s);
  EXPECT_FALSE(plain.pixels() == shown.pixels());
  s.tables.clear();
  EXPECT_TRUE(renderRfTitle(s).pixels() == plain.pixels());
}

}  // namespace
}  // namespace view
