// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/packet.hpp"

#include <gtest/gtest.h>

namespace {

using namespace net;

std::vector<Packet> everyKind() {
  Welcome w{"retrosim 0.1.0", "designed tables", 0x1234, "Ann", "proving_strait.rfm", 0xabcdef, {1, 2, 3, 4, 5}};
  return {Packet{0, Hello{"retrosim 0.1.0", "designed tables", 0x1234, "Bob"}},
          Packet{7, w},
          Packet{7, Refuse{"the tables differ"}},
          Packet{7, Input{12, 10, 1000, 990, {1, 2, 3}}},
          Packet{7, Hash{20, 0x1122334455667788ull, {1, 2, 3, 0xffffffffffffffffull}}},
          Packet{7, Goodbye{GoodbyeReason::Finished, 300}}};
}

TEST(Packet, EveryKindReadsBackAsWritten) {
  for (const Packet& p : everyKind()) {
    const std::vector<uint8_t> bytes = encodePacket(p);
    const Decoded d = decodePacket(bytes);
    ASSERT_TRUE(d.packet) << d.why;
    EXPECT_EQ(d.packet->session, p.session);
    EXPECT_EQ(d.packet->body.index(), p.body.index());
    EXPECT_EQ(encodePacket(*d.packet), bytes);  // every field read back
  }
}

TEST(Packet, TheHeaderIsMagicVersionTypeAndSession) {
  const std::vector<uint8_t> b = encodePacket(Packet{0x01020304, Goodbye{}});
  ASSERT_EQ(b.size(), kHeaderBytes + 5);
  EXPECT_EQ(std::vector<uint8_t>(b.begin(), b.begin() + 12),
            (std::vector<uint8_t>{'R', 'S', 'N', 'P', 1, 0, 6, 0, 4, 3, 2, 1}));
}

TEST(Packet, EveryTruncationAndAnyExtraByteIsRefusedWithAReason) {
  for (const Packet& p : everyKind()) {
    const std::vector<uint8_t> bytes = encodePacket(p);
    for (size_t n = 0; n < bytes.size(); ++n) {
      const Decoded d = decodePacket(std::span(bytes).first(n));
      EXPECT_FALSE(d.packet) << n;
      EXPECT_FALSE(d.why.empty());
    }
    std::vector<uint8_t> longer = bytes;
    longer.push_back(0);
    const Decoded d = decodePacket(longer);
    EXPECT_FALSE(d.packet);
    EXPECT_NE(d.why.find("the end of the packet"), std::string::npos) << d.why;
  }
}

TEST(Packet, CountsOverTheirLimitsAreRefusedBeforeReading) {
  Input in;
  in.words.assign(kMaxWordsPerPacket, 7);
  std::vector<uint8_t> b = encodePacket(Packet{1, in});
  ASSERT_TRUE(decodePacket(b).packet);
  b[kHeaderBytes + 16] = static_cast<uint8_t>(kMaxWordsPerPacket + 1);  // the word count
  const Decoded d = decodePacket(b);
  EXPECT_FALSE(d.packet);
  EXPECT_NE(d.why.find("word count <= 32"), std::string::npos) << d.why;
  std::vector<uint8_t> huge = encodePacket(Packet{1, Hash{1, 2, {}}});
  huge[kHeaderBytes + 12] = 0xff;
  huge[kHeaderBytes + 13] = 0xff;
  EXPECT_FALSE(decodePacket(huge).packet);
}

TEST(Packet, AForeignOrNewerPacketIsNamed) {
  std::vector<uint8_t> b = encodePacket(Packet{1, Goodbye{}});
  b[4] = 9;  // protocol version 9
  const Decoded d = decodePacket(b);
  EXPECT_FALSE(d.packet);
  EXPECT_EQ(d.version, 9);
  EXPECT_EQ(d.why, "protocol version 9, this program speaks 1");
  b[0] = 'X';
  EXPECT_NE(decodePacket(b).why.find("magic RSNP"), std::string::npos);
  std::vector<uint8_t> t = encodePacket(Packet{1, Goodbye{}});
  t[6] = 42;  // type
  EXPECT_NE(decodePacket(t).why.find("packet type 1..6"), std::string::npos);
  std::vector<uint8_t> g = encodePacket(Packet{1, Goodbye{}});
  g[kHeaderBytes] = 5;  // reason
  EXPECT_NE(decodePacket(g).why.find("goodbye reason"), std::string::npos);
}

}  // namespace
