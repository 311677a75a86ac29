// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bytes.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>

#include "core/text.hpp"

namespace core {

namespace {
std::string describe(const std::string& file, size_t where, int kind, const std::string& expected,
                     const std::string& found) {
  const std::string name = printable(file, std::string::npos);  // escaped, never cut: it names the file
  if (kind == 2) return name + ": " + expected;
  std::string s = name + ": " + (kind == 1 ? "line " + std::to_string(where) : "offset " + hex(where));
  s += ": expected " + expected;
  if (!found.empty()) s += ", found " + found;
  return s;
}
}  // namespace

ParseError::ParseError(std::string file, size_t where, std::string expected, std::string found, Where kind)
    : std::runtime_error(describe(file, where, static_cast<int>(kind), expected, found)),
      file_(std::move(file)),
      offset_(where),
      expected_(std::move(expected)),
      found_(std::move(found)) {}

ParseError::ParseError(std::string file, size_t offset, std::string expected, std::string found)
    : ParseError(std::move(file), offset, std::move(expected), std::move(found), Where::Offset) {}

ParseError ParseError::atLine(std::string file, size_t line, std::string expected, std::string found) {
  return ParseError(std::move(file), line, std::move(expected), std::move(found), Where::Line);
}

ParseError ParseError::ofFile(std::string file, std::string message) {
  return ParseError(std::move(file), 0, std::move(message), "", Where::File);
}

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

ByteReader::ByteReader(std::span<const uint8_t> data, std::string file) : data_(data), file_(std::move(file)) {}

void ByteReader::fail(std::string expected, std::string found) const {
  failAt(pos_, std::move(expected), std::move(found));
}

void ByteReader::failAt(size_t offset, std::string expected, std::string found) const {
  throw ParseError(file_, offset, std::move(expected), std::move(found));
}

void ByteReader::need(size_t n, std::string_view what) const {
  if (n > remaining()) {
    failAt(pos_, std::string(what) + " (" + std::to_string(n) + " bytes)",
           "end of file after " + std::to_string(remaining()) + " bytes");
  }
}

void ByteReader::seek(size_t offset, std::string_view what) {
  if (offset > data_.size()) {
    failAt(offset, std::string(what) + " inside the file", "file size " + hex(data_.size()));
  }
  pos_ = offset;
}

void ByteReader::skip(size_t n, std::string_view what) {
  need(n, what);
  pos_ += n;
}

uint8_t ByteReader::u8(std::string_view what) {
  need(1, what);
  return data_[pos_++];
}

uint16_t ByteReader::u16(std::string_view what) {
  need(2, what);
  const uint16_t v = static_cast<uint16_t>(data_[pos_] | (data_[pos_ + 1] << 8));
  pos_ += 2;
  return v;
}

uint32_t ByteReader::u32(std::string_view what) {
  need(4, what);
  const uint32_t v = static_cast<uint32_t>(data_[pos_]) | (static_cast<uint32_t>(data_[pos_ + 1]) << 8) |
                     (static_cast<uint32_t>(data_[pos_ + 2]) << 16) |
                     (static_cast<uint32_t>(data_[pos_ + 3]) << 24);
  pos_ += 4;
  return v;
}

std::span<const uint8_t> ByteReader::bytes(size_t n, std::string_view what) {
  need(n, what);
  auto s = data_.subspan(pos_, n);
  pos_ += n;
  return s;
}

std::string ByteReader::fixedString(size_t n, std::string_view what) {
  auto b = bytes(n, what);
  return std::string(b.begin(), b.end());
}

void ByteWriter::u16(uint16_t v) {
  buf_.push_back(static_cast<uint8_t>(v));
  buf_.push_back(static_cast<uint8_t>(v >> 8));
}

void ByteWriter::u32(uint32_t v) {
  for (int i = 0; i < 4; ++i) buf_.push_back(static_cast<uint8_t>(v >> (8 * i)));
}

void ByteWriter::fixedString(std::string_view s, size_t n) {
  for (size_t i = 0; i < n; ++i) buf_.push_back(i < s.size() ? static_cast<uint8_t>(s[i]) : 0);
}

void ByteWriter::patchU32(size_t offset, uint32_t v) {
  for (int i = 0; i < 4; ++i) buf_.at(offset + static_cast<size_t>(i)) = static_cast<uint8_t>(v >> (8 * i));
}

}  // namespace core
