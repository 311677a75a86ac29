#include "core/hash.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace core {
namespace {

TEST(HashTest, Fnv1aReferenceValues) {
  StateHasher empty;
  EXPECT_EQ(empty.value(), 0xcbf29ce484222325ull);
  StateHasher a;
  a.u8('a');
  EXPECT_EQ(a.value(), 0xaf63dc4c8601ec8cull);  // FNV-1a 64 of "a"
  StateHasher foobar;
  for (char c : std::string("foobar")) foobar.u8(static_cast<uint8_t>(c));
  EXPECT_EQ(foobar.value(), 0x85944171f73967e8ull);
  EXPECT_EQ(foobar.toHex(), "85944171f73967e8");
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
  EXPECT_EQ(h.value(), 0x9bc7ff967c57ac73ull);
  EXPECT_EQ(h.toHex(), "9bc7ff967c57ac73");
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
