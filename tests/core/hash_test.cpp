// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hash.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace core {
namespace {

// The streamed hash is XXH3-64 of the encoded bytes (reference values from xxHash 0.8).
TEST(HashTest, Xxh3ReferenceValues) {
  StateHasher empty;
  EXPECT_EQ(empty.value(), 0x2d06800538d394c2ull);
  StateHasher a;
  a.u8('a');
  EXPECT_EQ(a.value(), 0xe6c632b61e964e1full);
  StateHasher foobar;
  for (char c : std::string("foobar")) foobar.u8(static_cast<uint8_t>(c));
  EXPECT_EQ(foobar.value(), 0xd78fda63144c5c84ull);
  EXPECT_EQ(foobar.toHex(), "d78fda63144c5c84");
  EXPECT_EQ(StateHasher::toHex(0x1), "0000000000000001");
}

TEST(HashTest, GoldenValueOfAFixedInput) {
  StateHasher h;
  h.u8(0x12);
  h.u16(0x3456);
  h.u32(0x789abcde);
  h.u64(0x0123456789abcdefull);
  h.i32(-2);
  h.boolean(true);
  h.string("abc");
  const std::vector<uint8_t> bytes = {0xff, 0x00};
  h.bytes(bytes);
  EXPECT_EQ(h.value(), 0xd994ea1b4f92ac69ull);
  EXPECT_EQ(h.toHex(), "d994ea1b4f92ac69");
}

// Values fed one by one, through the buffer and past it, give XXH3 of the whole stream,
// and value() can be read in the middle without disturbing what follows.
TEST(HashTest, BufferedStreamEqualsTheOneShotHash) {
  std::vector<uint8_t> big(100000);
  for (size_t i = 0; i < big.size(); ++i) big[i] = static_cast<uint8_t>(i * 7);
  StateHasher bytewise;
  for (size_t i = 0; i < big.size(); ++i) {
    bytewise.u8(big[i]);
    if (i == 777) (void)bytewise.value();
  }
  EXPECT_EQ(bytewise.value(), 0x01271d2740e5fca3ull);
  StateHasher mixed;
  mixed.raw(nullptr, 0);  // an empty block (an empty vector's data()) adds nothing
  mixed.raw(big.data(), 3);
  mixed.raw(big.data() + 3, 2000);
  mixed.raw(big.data() + 2003, big.size() - 2003);
  EXPECT_EQ(mixed.value(), 0x01271d2740e5fca3ull);
}

TEST(HashTest, EncodingIsLittleEndianAndTyped) {
  StateHasher wide;
  wide.u32(0x04030201);
  StateHasher bytes;
  for (int b : {1, 2, 3, 4}) bytes.u8(static_cast<uint8_t>(b));
  EXPECT_EQ(wide.value(), bytes.value());
  StateHasher neg;
  neg.i32(-1);
  StateHasher all;
  all.u32(0xffffffff);
  EXPECT_EQ(neg.value(), all.value());
  // Length prefixes keep field boundaries apart.
  StateHasher x;
  x.string("ab");
  x.string("c");
  StateHasher y;
  y.string("a");
  y.string("bc");
  EXPECT_NE(x.value(), y.value());
  StateHasher t;
  t.boolean(true);
  StateHasher one;
  one.u8(1);
  EXPECT_EQ(t.value(), one.value());
}

}  // namespace
}  // namespace core
