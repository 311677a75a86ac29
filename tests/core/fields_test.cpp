// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/fields.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace core {
namespace {

enum class Mode : uint8_t { A = 0, B = 1 };

struct Slot {
  int32_t proj = -1;
  int32_t ammo = 0;
  static constexpr auto fields() { return std::tuple{CORE_FIELD(Slot, proj), CORE_FIELD(Slot, ammo)}; }
  friend bool operator==(const Slot& lhs, const Slot& rhs) { return fieldsEqual(lhs, rhs); }
};
static_assert(everyFieldListed<Slot>());
static_assert(isDense<Slot>());

struct Padded {
  uint8_t small = 0;
  int32_t fuel = 0;
  Mode mode = Mode::A;
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(Padded, small), CORE_FIELD(Padded, fuel, kFieldFixed), CORE_FIELD(Padded, mode)};
  }
};
static_assert(everyFieldListed<Padded>());
static_assert(!isDense<Padded>());  // 3 + 3 bytes of padding

struct Forgot {
  int32_t a = 0;
  int32_t b = 0;
  static constexpr auto fields() { return std::tuple{CORE_FIELD(Forgot, a)}; }
};
static_assert(!everyFieldListed<Forgot>());  // b is not listed: the build check fires

struct Team {
  std::array<Slot, 2> slots{};
  Padded veh;
  bool on = false;
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(Team, slots), CORE_FIELD(Team, veh), CORE_FIELD(Team, on)};
  }
};
static_assert(everyFieldListed<Team>());

struct Config {};
struct State {
  const Config* config = nullptr;
  std::array<Team, 2> team{};
  std::vector<Slot> list;
  std::string title;
  int32_t tick = 0;
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(State, config, kFieldSkip), CORE_FIELD(State, team), CORE_FIELD(State, list),
                      CORE_FIELD(State, title), CORE_FIELD(State, tick, kFieldTraced)};
  }
  friend bool operator==(const State& lhs, const State& rhs) { return fieldsEqual(lhs, rhs); }
};
static_assert(everyFieldListed<State>());

TEST(Fields, FirstDifferenceNamesThePath) {
  State a;
  State b;
  EXPECT_EQ(firstDifference(a, b), std::nullopt);
  EXPECT_TRUE(a == b);
  b.team[0].veh.fuel = 0x18000;
  a.team[0].veh.fuel = 0x1234;
  EXPECT_FALSE(a == b);
  EXPECT_EQ(firstDifference(a, b), "team[0].veh.fuel: 0x1234 (0.07110595703125) vs 0x18000 (1.5)");
  b.team[0].veh.fuel = a.team[0].veh.fuel;
  b.team[1].slots[1].ammo = -16;
  EXPECT_EQ(firstDifference(a, b, "sim"), "sim.team[1].slots[1].ammo: 0x0 vs -0x10");
  b = a;
  b.team[1].on = true;
  EXPECT_EQ(firstDifference(a, b), "team[1].on: false vs true");
  b = a;
  b.team[0].veh.mode = Mode::B;
  EXPECT_EQ(firstDifference(a, b), "team[0].veh.mode: 0x0 vs 0x1");
}

TEST(Fields, ContainersAndStrings) {
  State a;
  State b;
  EXPECT_TRUE((Slot{1, 2} == Slot{1, 2}));
  EXPECT_FALSE((Slot{1, 2} == Slot{1, 3}));
  a.list = {Slot{1, 2}};
  b.list = {Slot{1, 2}, Slot{3, 4}};
  EXPECT_EQ(firstDifference(a, b), "list: 1 entries vs 2");
  a.list.push_back(Slot{3, 5});
  EXPECT_EQ(firstDifference(a, b), "list[1].ammo: 0x5 vs 0x4");
  a.list = b.list;
  a.title = "abc";
  b.title = "abd";
  EXPECT_EQ(firstDifference(a, b), "title: \"abc\" vs \"abd\"");
}

TEST(Fields, SkippedMembersAreNotState) {
  static const Config c;
  State a;
  State b;
  b.config = &c;
  EXPECT_TRUE(a == b);
  EXPECT_EQ(hashOf(a), hashOf(b));
  EXPECT_EQ(firstDifference(a, b), std::nullopt);
}

TEST(Fields, HashCoversEveryListedValue) {
  State a;
  const uint64_t base = hashOf(a);
  State b = a;
  b.tick = 1;
  EXPECT_NE(hashOf(b), base);
  b = a;
  b.team[1].veh.small = 1;
  EXPECT_NE(hashOf(b), base);
  b = a;
  b.title = "x";
  EXPECT_NE(hashOf(b), base);
  b = a;
  b.list.push_back(Slot{});
  EXPECT_NE(hashOf(b), base);
  // Padding never leaks in: two Padded with different padding bytes hash the same.
  Padded p1;
  Padded p2;
  std::memset(static_cast<void*>(&p2), 0xab, sizeof p2);
  p2.small = 0;
  p2.fuel = 0;
  p2.mode = Mode::A;
  EXPECT_EQ(hashOf(p1), hashOf(p2));
}

TEST(Fields, DenseStructsHashAsTheirFieldsInOrder) {
  // A dense struct is hashed as one block: the same bytes as its fields one by one.
  Slot s{0x11223344, -2};
  StateHasher byField;
  byField.i32(s.proj);
  byField.i32(s.ammo);
  EXPECT_EQ(hashOf(s), byField.value());
}

TEST(Fields, ForEachFieldGivesNamesValuesAndFlags) {
  State s;
  s.tick = 7;
  std::vector<std::string> names;
  int traced = 0;
  forEachField(s, [&](const char* name, const auto& value, uint8_t flags) {
    names.emplace_back(name);
    if constexpr (std::is_same_v<std::remove_cvref_t<decltype(value)>, int32_t>) {
      if ((flags & kFieldTraced) != 0) traced = value;
    }
  });
  EXPECT_EQ(names, (std::vector<std::string>{"team", "list", "title", "tick"}));
  EXPECT_EQ(traced, 7);
}

}  // namespace
}  // namespace core
