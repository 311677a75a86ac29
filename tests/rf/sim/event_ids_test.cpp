// SPDX-License-Identifier: GPL-3.0-or-later
// The event table (rf/data/event_ids.hpp): one row per id in order, unique names, the
// original indices the notes give (the sound-event table 0x43e960, 0x18 bytes an entry), and
// a typed event hashing as the named events did (so that the state hashes stay the same).
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "core/fields.hpp"
#include "core/hash.hpp"
#include "rf/data/event_ids.hpp"
#include "rf/sim/sim.hpp"

namespace rf {
namespace {

TEST(EventIds, OneRowPerIdInOrderWithUniqueNames) {
  ASSERT_EQ(eventTable().size(), static_cast<size_t>(kEventIds));
  std::set<std::string> names;
  for (size_t i = 0; i < eventTable().size(); ++i) {
    const EventInfo& row = eventTable()[i];
    EXPECT_EQ(static_cast<size_t>(row.id), i);
    EXPECT_FALSE(row.name.empty()) << i;
    EXPECT_TRUE(names.insert(std::string(row.name)).second) << row.name;
  }
  EXPECT_EQ(kEventIds, 78);
  EXPECT_THROW(eventInfo(EventId::None), std::out_of_range);
}

TEST(EventIds, TheOriginalIndicesAreTheNotesAddresses) {
  // (address - 0x43e960) / 0x18
  EXPECT_EQ(eventInfo(EventId::Tread).original, 0);
  EXPECT_EQ(eventInfo(EventId::Drone).original, 3);          // 0x43e9a8
  EXPECT_EQ(eventInfo(EventId::MineBlink).original, 4);      // 0x43e9c0
  EXPECT_EQ(eventInfo(EventId::MsvReload).original, 13);     // 0x43ea98
  EXPECT_EQ(eventInfo(EventId::WeaponSelect).original, 46);  // 0x43edb0
  EXPECT_EQ(eventInfo(EventId::OutAmmo).original, 47);       // 0x43edc8, the table's last (48 entries)
  EXPECT_EQ(eventInfo(EventId::Sub).original, 16);           // MUS_SUB
  EXPECT_EQ(eventInfo(EventId::Win).original, 13);           // 13 Win
  EXPECT_EQ(eventInfo(EventId::Bunker).original, 14);        // 14 Bunker (Mus_Director's bunker branch)
  int given = 0;
  for (const EventInfo& row : eventTable()) given += row.original != kNoOriginal ? 1 : 0;
  EXPECT_EQ(given, 9);
}

TEST(EventIds, KindsAndNames) {
  EXPECT_EQ(eventKind(EventId::Ding), EventKind::Sound);
  EXPECT_EQ(eventKind(EventId::Win), EventKind::Music);
  EXPECT_EQ(eventKind(EventId::EndGame), EventKind::EndGame);
  EXPECT_EQ(eventKind(EventId::FlagTracker), EventKind::Camera);
  EXPECT_EQ(eventKind(EventId::BridgeBroken), EventKind::Note);
  EXPECT_EQ(eventName(EventId::VehicleMusic), "vehicle");
  EXPECT_EQ(eventName(EventId::ZoomTilt), "zoom:tilt");
}

TEST(EventIds, ATypedEventHashesAsItsKindNameAndTwoWords) {
  const Event e{EventId::BridgeBroken, NoteEvent{1234, 3}};
  core::StateHasher h;
  h.u8(static_cast<uint8_t>(EventKind::Note));
  h.string("BridgeBroken");
  h.i32(1234);
  h.i32(3);
  EXPECT_EQ(core::hashOf(e), h.value());
  EXPECT_EQ(e.kind(), EventKind::Note);
  EXPECT_EQ(e.words(), (std::array<int32_t, 2>{1234, 3}));
  const Event m{EventId::Win, MusicEvent{13, 0xff}};
  EXPECT_EQ(m.music().track, 13);
  EXPECT_THROW((void)m.sound(), std::bad_variant_access);
  EXPECT_EQ(core::firstDifference(e, m),
            std::optional<std::string>(": (0x4, \"BridgeBroken\", 0x4d2, 0x3) vs (0x1, \"Win\", 0xd, 0xff)"));
}

TEST(EventIds, EmitRefusesAPayloadOfAnotherKind) {
  Sim sim;
  sim.emit(EventId::Ding, SoundEvent{5});
  ASSERT_EQ(sim.events.size(), 1u);
  EXPECT_EQ(sim.events[0].sound().source, 5);
  EXPECT_THROW(sim.emit(EventId::Ding, NoteEvent{1, 2}), std::logic_error);
}

const char* kindWord(EventKind k) {
  switch (k) {
    case EventKind::Sound:
      return "sound";
    case EventKind::Music:
      return "music";
    case EventKind::EndGame:
      return "endgame";
    case EventKind::Camera:
      return "camera";
    case EventKind::Note:
      break;
  }
  return "note";
}

// docs/rf-events.md lists the table row for row: "| id | `name` | kind | a, b | original |".
TEST(EventIds, TheDocsListTheTable) {
  std::ifstream in(std::string(RETROSIM_SOURCE_DIR) + "/docs/rf-events.md");
  ASSERT_TRUE(in) << "docs/rf-events.md";
  std::vector<std::string> rows;
  for (std::string line; std::getline(in, line);) {
    if (line.size() > 2 && line[0] == '|' && line[2] >= '0' && line[2] <= '9') rows.push_back(line);
  }
  ASSERT_EQ(rows.size(), eventTable().size());
  for (const EventInfo& e : eventTable()) {
    const std::string want = "| " + std::to_string(static_cast<int>(e.id)) + " | `" + std::string(e.name) +
                             "` | " + kindWord(e.kind) + " | " + std::string(e.args) + " | " +
                             (e.original == kNoOriginal ? std::string() : std::to_string(e.original)) + " |";
    EXPECT_EQ(rows[static_cast<size_t>(e.id)], want);
  }
}

}  // namespace
}  // namespace rf
