// SPDX-License-Identifier: GPL-3.0-or-later
// The GTA event table (gta/data/event_ids.hpp): one row per id in order, unique names, the
// event queue's types, docs/gta-events.md listing it, and a typed event hashing as the named
// events did (so that the state hashes stay the same).
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "core/fields.hpp"
#include "core/hash.hpp"
#include "gta/data/event_ids.hpp"
#include "gta/sim/game.hpp"

namespace gta {
namespace {

TEST(GtaEventIds, OneRowPerIdInOrderWithUniqueNamesAndTheQueuesTypes) {
  ASSERT_EQ(eventTable().size(), static_cast<size_t>(kEventIds));
  EXPECT_EQ(kEventIds, 31);
  std::set<std::string> names;
  for (size_t i = 0; i < eventTable().size(); ++i) {
    EXPECT_EQ(static_cast<size_t>(eventTable()[i].id), i);
    EXPECT_TRUE(names.insert(std::string(eventTable()[i].name)).second) << eventTable()[i].name;
  }
  EXPECT_EQ(eventInfo(EventId::DoorClosed).original, static_cast<int32_t>(EventType::DoorClosed));
  EXPECT_EQ(eventInfo(EventId::DoorOpened).original, static_cast<int32_t>(EventType::DoorOpened));
  EXPECT_THROW(eventInfo(EventId::Count), std::out_of_range);
}

TEST(GtaEventIds, ATypedEventHashesAsItsNameArgAndText) {
  const FrameEvent e{EventId::Crime, CrimeSeen{7, 2}};
  EXPECT_EQ(e.arg(), 7);
  EXPECT_EQ(e.text(), "2");
  core::StateHasher h;
  h.string("Crime");
  h.i32(7);
  h.string("2");
  EXPECT_EQ(core::hashOf(e), h.value());
  const FrameEvent t{EventId::HudText, HudTextShown{1, "help7"}};
  EXPECT_EQ(t.arg(), 1);
  EXPECT_EQ(t.text(), "help7");
  EXPECT_EQ(FrameEvent{EventId::Draw}.arg(), 0);
  EXPECT_EQ(FrameEvent{EventId::Draw}.text(), "");
}

TEST(GtaEventIds, TheDocsListTheTable) {
  static constexpr const char* kKind[] = {"frame", "sound", "value", "hudtext", "score", "crime"};
  std::ifstream in(std::string(RETROSIM_SOURCE_DIR) + "/docs/gta-events.md");
  ASSERT_TRUE(in) << "docs/gta-events.md";
  std::vector<std::string> rows;
  for (std::string line; std::getline(in, line);) {
    if (line.size() > 2 && line[0] == '|' && line[2] >= '0' && line[2] <= '9') rows.push_back(line);
  }
  ASSERT_EQ(rows.size(), eventTable().size());
  for (const EventInfo& e : eventTable()) {
    const std::string want = "| " + std::to_string(static_cast<int>(e.id)) + " | `" + std::string(e.name) +
                             "` | " + kKind[static_cast<int>(e.kind)] + " | " + std::string(e.args) + " | " +
                             (e.original == kNoOriginal ? std::string() : std::to_string(e.original)) + " |";
    EXPECT_EQ(rows[static_cast<size_t>(e.id)], want);
  }
}

}  // namespace
}  // namespace gta
