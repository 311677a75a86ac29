// SPDX-License-Identifier: GPL-3.0-or-later
// The packets two peers exchange (docs/net.md): a header (magic "RSNP", the protocol
// version, the type, the session id) and one body. Every count and size is checked on
// reading: decodePacket returns nullopt (and why) for a packet that is short, long, foreign,
// of another protocol version or has a count over its limit; it never throws.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace net {

inline constexpr uint16_t kProtocolVersion = 1;
inline constexpr size_t kHeaderBytes = 12;
// designed: a map file is at most 256 KiB (ours are 16.7 KB; the CD's RFM files are smaller
// than 64 KiB), so a Welcome stays well inside what ENet fragments.
inline constexpr size_t kMaxMapBytes = 256 * 1024;
// designed: an Input packet carries up to 32 words: more than the prediction window (8)
// plus the largest delay (8) plus 16 frames (0.5 s at 32 ms a frame) of loss in a row.
inline constexpr size_t kMaxWordsPerPacket = 32;
inline constexpr size_t kMaxFieldHashes = 1024;  // designed: the rf state lists about 250
inline constexpr size_t kMaxTextBytes = 255;     // names, versions, identities, refusal lines

enum class PacketType : uint8_t { Hello = 1, Welcome = 2, Refuse = 3, Input = 4, Hash = 5, Goodbye = 6 };

// The joiner's first packet (session 0): who it is and what it runs.
struct Hello {
  std::string program;  // the program's version ("retrosim 0.1.0")
  std::string tables;   // the tables' identity ("designed tables", "... crc32 1a2b3c4d")
  uint64_t setup = 0;   // the game options' identity (the scenario's hash)
  std::string name;
};
// The host's answer: the session id (the header's), the same identities, the map.
struct Welcome {
  std::string program;
  std::string tables;
  uint64_t setup = 0;
  std::string name;
  std::string mapName;
  uint64_t mapHash = 0;
  std::vector<uint8_t> map;
};
// Either side: the game cannot be played; one line that says why.
struct Refuse {
  std::string line;
};
// The sender's words for frames first .. first + words.size() - 1, how many of the
// receiver's words it holds (ack), and the times for the round trip (sender's ms clock).
struct Input {
  uint32_t ack = 0;
  uint32_t first = 0;
  uint32_t sentMs = 0;
  uint32_t echoMs = 0;  // the receiver's last sentMs plus the time the sender held it
  std::vector<uint32_t> words;
};
// The hash of the state after `frame` confirmed frames, and each field's.
struct Hash {
  uint32_t frame = 0;
  uint64_t hash = 0;
  std::vector<uint64_t> fields;
};
enum class GoodbyeReason : uint8_t { Quit = 0, Finished = 1 };
struct Goodbye {
  GoodbyeReason reason = GoodbyeReason::Quit;
  uint32_t frames = 0;  // the frames the sender confirmed
};

using Body = std::variant<Hello, Welcome, Refuse, Input, Hash, Goodbye>;

struct Packet {
  uint32_t session = 0;
  Body body;
};

std::vector<uint8_t> encodePacket(const Packet& p);

// What decodePacket found: a packet, or why not ("offset 0x10: expected ..").
struct Decoded {
  std::optional<Packet> packet;
  std::string why;
  uint16_t version = 0;  // the header's protocol version when the header was read
};
Decoded decodePacket(std::span<const uint8_t> bytes);

}  // namespace net
