// SPDX-License-Identifier: GPL-3.0-or-later
// Bounds-checked little-endian byte reader and writer.
// Every failure is a ParseError naming the file, the offset, what was expected and what
// was found, so a user sees one clear line for any bad file.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// A file could not be read or does not have the expected shape.
class ParseError : public std::runtime_error {
 public:
  // "FILE: offset 0x44: expected X, found Y"
  ParseError(std::string file, size_t offset, std::string expected, std::string found);
  // For text files: "FILE: line 12: expected X, found Y"
  static ParseError atLine(std::string file, size_t line, std::string expected, std::string found);
  // For the file as a whole (not a regular file, too large, unreadable): "FILE: MESSAGE"
  // (expected() is the message, found() empty).
  static ParseError ofFile(std::string file, std::string message);

  const std::string& file() const { return file_; }
  size_t offset() const { return offset_; }  // byte offset, or line number for atLine
  const std::string& expected() const { return expected_; }
  const std::string& found() const { return found_; }

 private:
  enum class Where { Offset, Line, File };
  ParseError(std::string file, size_t where, std::string expected, std::string found, Where kind);
  std::string file_;
  size_t offset_;
  std::string expected_;
  std::string found_;
};

// Formats an integer as 0x-prefixed lowercase hex ("0x4000").
std::string hex(uint64_t v);

class ByteReader {
 public:
  ByteReader(std::span<const uint8_t> data, std::string file);

  const std::string& file() const { return file_; }
  size_t size() const { return data_.size(); }
  size_t pos() const { return pos_; }
  size_t remaining() const { return data_.size() - pos_; }
  std::span<const uint8_t> data() const { return data_; }

  // Moves to an absolute offset; `what` names the thing that lives there.
  void seek(size_t offset, std::string_view what);
  void skip(size_t n, std::string_view what);
  // Fails unless `n` bytes are available at the current position.
  void need(size_t n, std::string_view what) const;

  uint8_t u8(std::string_view what);
  uint16_t u16(std::string_view what);
  uint32_t u32(std::string_view what);
  int8_t i8(std::string_view what) { return static_cast<int8_t>(u8(what)); }
  int16_t i16(std::string_view what) { return static_cast<int16_t>(u16(what)); }
  int32_t i32(std::string_view what) { return static_cast<int32_t>(u32(what)); }
  std::span<const uint8_t> bytes(size_t n, std::string_view what);
  // n raw bytes as a string (may contain NULs).
  std::string fixedString(size_t n, std::string_view what);

  // Throws a ParseError at the current position (or at `offset`).
  [[noreturn]] void fail(std::string expected, std::string found) const;
  [[noreturn]] void failAt(size_t offset, std::string expected, std::string found) const;

 private:
  std::span<const uint8_t> data_;
  std::string file_;
  size_t pos_ = 0;
};

class ByteWriter {
 public:
  void u8(uint8_t v) { buf_.push_back(v); }
  void u16(uint16_t v);
  void u32(uint32_t v);
  void i16(int16_t v) { u16(static_cast<uint16_t>(v)); }
  void i32(int32_t v) { u32(static_cast<uint32_t>(v)); }
  void bytes(std::span<const uint8_t> b) { buf_.insert(buf_.end(), b.begin(), b.end()); }
  // Writes exactly n bytes: s truncated or padded with NULs.
  void fixedString(std::string_view s, size_t n);
  // Overwrites a u32 already written at `offset`.
  void patchU32(size_t offset, uint32_t v);

  size_t size() const { return buf_.size(); }
  const std::vector<uint8_t>& data() const { return buf_; }
  std::vector<uint8_t> take() { return std::move(buf_); }

 private:
  std::vector<uint8_t> buf_;
};

}  // namespace core
