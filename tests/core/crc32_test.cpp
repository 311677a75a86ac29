// SPDX-License-Identifier: GPL-3.0-or-later
#include <gtest/gtest.h>

#include <string_view>
#include <vector>

#include "core/crc32.hpp"

namespace core {
namespace {

TEST(Crc32, KnownValue) {
  constexpr std::string_view s = "123456789";
  EXPECT_EQ(crc32(std::span(reinterpret_cast<const uint8_t*>(s.data()), s.size())), 0xCBF43926u);
  EXPECT_EQ(crc32({}), 0u);
}

TEST(Crc32, Continues) {
  const std::vector<uint8_t> a{1, 2, 3, 4, 5, 6};
  EXPECT_EQ(crc32(std::span(a).subspan(3), crc32(std::span(a).first(3))), crc32(a));
}

TEST(Crc32, ForcedToAnyValueAtAnyPlace) {
  std::vector<uint8_t> d(1000);
  for (size_t i = 0; i < d.size(); ++i) d[i] = static_cast<uint8_t>(i * 7 + 3);
  for (uint32_t target : {0x64c49a1bu, 0u, 0xffffffffu}) {
    for (size_t at : {size_t{0}, size_t{500}, size_t{996}}) {
      forceCrc32(d, at, target);
      EXPECT_EQ(crc32(d), target) << at;
    }
  }
  EXPECT_THROW(forceCrc32(d, 997, 0), std::out_of_range);
}

}  // namespace
}  // namespace core
