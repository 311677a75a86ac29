// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/packet.hpp"

#include <type_traits>

#include "core/bytes.hpp"

namespace net {
namespace {

constexpr uint8_t kMagic[4] = {'R', 'S', 'N', 'P'};

void u64(core::ByteWriter& w, uint64_t v) {
  w.u32(static_cast<uint32_t>(v));
  w.u32(static_cast<uint32_t>(v >> 32));
}
uint64_t u64(core::ByteReader& r, std::string_view what) {
  const uint64_t lo = r.u32(what);
  const uint64_t hi = r.u32(what);
  return lo | (hi << 32);
}

void text(core::ByteWriter& w, const std::string& s) {
  const size_t n = s.size() < kMaxTextBytes ? s.size() : kMaxTextBytes;
  w.u8(static_cast<uint8_t>(n));
  w.fixedString(s.substr(0, n), n);
}
std::string text(core::ByteReader& r, std::string_view what) {
  const uint8_t n = r.u8(what);
  const std::span<const uint8_t> b = r.bytes(n, what);
  return std::string(b.begin(), b.end());
}

// A count, checked against its limit before anything is read for it.
uint32_t count(core::ByteReader& r, size_t limit, size_t bytesEach, std::string_view what) {
  const size_t at = r.pos();
  const uint32_t n = r.u32(what);
  if (n > limit) {
    throw core::ParseError(r.file(), at, std::string(what) + " <= " + std::to_string(limit), std::to_string(n));
  }
  r.need(static_cast<size_t>(n) * bytesEach, what);
  return n;
}

void write(core::ByteWriter& w, const Hello& b) {
  text(w, b.program);
  text(w, b.tables);
  u64(w, b.setup);
  text(w, b.name);
}
void write(core::ByteWriter& w, const Welcome& b) {
  text(w, b.program);
  text(w, b.tables);
  u64(w, b.setup);
  text(w, b.name);
  text(w, b.mapName);
  u64(w, b.mapHash);
  w.u32(static_cast<uint32_t>(b.map.size()));
  w.bytes(b.map);
}
void write(core::ByteWriter& w, const Refuse& b) { text(w, b.line); }
void write(core::ByteWriter& w, const Input& b) {
  w.u32(b.ack);
  w.u32(b.first);
  w.u32(b.sentMs);
  w.u32(b.echoMs);
  w.u32(static_cast<uint32_t>(b.words.size()));
  for (const uint32_t x : b.words) w.u32(x);
}
void write(core::ByteWriter& w, const Hash& b) {
  w.u32(b.frame);
  u64(w, b.hash);
  w.u32(static_cast<uint32_t>(b.fields.size()));
  for (const uint64_t x : b.fields) u64(w, x);
}
void write(core::ByteWriter& w, const Goodbye& b) {
  w.u8(static_cast<uint8_t>(b.reason));
  w.u32(b.frames);
}

Body read(core::ByteReader& r, PacketType type) {
  switch (type) {
    case PacketType::Hello: {
      Hello b;
      b.program = text(r, "program version");
      b.tables = text(r, "tables identity");
      b.setup = u64(r, "setup identity");
      b.name = text(r, "name");
      return b;
    }
    case PacketType::Welcome: {
      Welcome b;
      b.program = text(r, "program version");
      b.tables = text(r, "tables identity");
      b.setup = u64(r, "setup identity");
      b.name = text(r, "name");
      b.mapName = text(r, "map name");
      b.mapHash = u64(r, "map hash");
      const uint32_t n = count(r, kMaxMapBytes, 1, "map bytes");
      const std::span<const uint8_t> m = r.bytes(n, "map bytes");
      b.map.assign(m.begin(), m.end());
      return b;
    }
    case PacketType::Refuse:
      return Refuse{text(r, "refusal line")};
    case PacketType::Input: {
      Input b;
      b.ack = r.u32("ack");
      b.first = r.u32("first frame");
      b.sentMs = r.u32("sent ms");
      b.echoMs = r.u32("echo ms");
      const uint32_t n = count(r, kMaxWordsPerPacket, 4, "word count");
      b.words.resize(n);
      for (uint32_t& x : b.words) x = r.u32("word");
      return b;
    }
    case PacketType::Hash: {
      Hash b;
      b.frame = r.u32("frame");
      b.hash = u64(r, "hash");
      const uint32_t n = count(r, kMaxFieldHashes, 8, "field count");
      b.fields.resize(n);
      for (uint64_t& x : b.fields) x = u64(r, "field hash");
      return b;
    }
    case PacketType::Goodbye: {
      Goodbye b;
      const size_t at = r.pos();
      const uint8_t reason = r.u8("reason");
      if (reason > static_cast<uint8_t>(GoodbyeReason::Finished)) {
        throw core::ParseError(r.file(), at, "goodbye reason 0 or 1", std::to_string(reason));
      }
      b.reason = static_cast<GoodbyeReason>(reason);
      b.frames = r.u32("frames");
      return b;
    }
  }
  throw core::ParseError(r.file(), 6, "packet type 1..6", std::to_string(static_cast<int>(type)));
}

}  // namespace

std::vector<uint8_t> encodePacket(const Packet& p) {
  core::ByteWriter w;
  for (const uint8_t c : kMagic) w.u8(c);
  w.u16(kProtocolVersion);
  w.u8(static_cast<uint8_t>(p.body.index() + 1));
  w.u8(0);
  w.u32(p.session);
  std::visit([&w](const auto& b) { write(w, b); }, p.body);
  return w.take();
}

Decoded decodePacket(std::span<const uint8_t> bytes) {
  Decoded out;
  try {
    core::ByteReader r(bytes, "packet");
    for (const uint8_t c : kMagic) {
      const size_t at = r.pos();
      if (r.u8("magic") != c) throw core::ParseError(r.file(), at, "magic RSNP", "other bytes");
    }
    out.version = r.u16("protocol version");
    if (out.version != kProtocolVersion) {
      out.why = "protocol version " + std::to_string(out.version) + ", this program speaks " +
                std::to_string(kProtocolVersion);
      return out;
    }
    const uint8_t type = r.u8("type");
    if (type < 1 || type > 6) throw core::ParseError(r.file(), 6, "packet type 1..6", std::to_string(type));
    if (r.u8("reserved") != 0) throw core::ParseError(r.file(), 7, "reserved byte 0", "another value");
    Packet p;
    p.session = r.u32("session");
    p.body = read(r, static_cast<PacketType>(type));
    if (r.remaining() != 0) {
      throw core::ParseError(r.file(), r.pos(), "the end of the packet", std::to_string(r.remaining()) + " more bytes");
    }
    out.packet = std::move(p);
  } catch (const core::ParseError& e) {
    out.why = e.what();
  }
  return out;
}

}  // namespace net
