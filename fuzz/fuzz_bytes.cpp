// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for core::ByteReader: the first byte gives the number of operations,
// the next bytes are the operations (opcode + argument), the rest is the data they read.
// Any exception other than core::ParseError, a sanitizer report or a failed invariant is a
// bug. Invariants: a failed read does not move and names the file; every value read and
// written back through ByteWriter gives the same bytes as were read.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include "core/bytes.hpp"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

// Runs one operation; the bytes a read consumed are appended to `consumed`.
void runOp(core::ByteReader& r, uint8_t op, uint8_t arg, core::ByteWriter& echo,
           std::vector<uint8_t>& consumed) {
  const size_t before = r.pos();
  switch (op % 10) {
    case 0:
      echo.u8(r.u8("a byte"));
      break;
    case 1:
      echo.u16(r.u16("a u16"));
      break;
    case 2:
      echo.u32(r.u32("a u32"));
      break;
    case 3:
      echo.i16(r.i16("an i16"));
      break;
    case 4:
      echo.i32(r.i32("an i32"));
      break;
    case 5:
      r.skip(arg, "padding");
      return;
    case 6:
      r.seek(static_cast<size_t>(arg) * 3, "a chunk");
      return;  // moves anywhere
    case 7:
      echo.bytes(r.bytes(arg % 64, "a block"));
      break;
    case 8:
      echo.fixedString(r.fixedString(arg % 16, "a name"), arg % 16);
      break;
    default:
      r.need(arg, "a record");
      check(r.pos() == before);
      return;
  }
  check(r.pos() >= before && r.pos() <= r.size());
  const auto read = r.data().subspan(before, r.pos() - before);
  consumed.insert(consumed.end(), read.begin(), read.end());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const size_t ops = data[0] % 64;
  const size_t program = 1 + 2 * ops;
  if (size < program) return 0;
  const std::span<const uint8_t> input(data + program, size - program);
  core::ByteReader r(input, "fuzz.bin");
  core::ByteWriter echo;
  std::vector<uint8_t> consumed;
  for (size_t i = 0; i < ops; ++i) {
    const size_t before = r.pos();
    try {
      runOp(r, data[1 + 2 * i], data[2 + 2 * i], echo, consumed);
    } catch (const core::ParseError& e) {
      // A failed read leaves the position alone and names the file.
      check(r.pos() == before);
      check(e.file() == "fuzz.bin");
      check(std::string(e.what()).rfind("fuzz.bin: offset 0x", 0) == 0);
    }
  }
  check(echo.data() == consumed);
  return 0;
}
