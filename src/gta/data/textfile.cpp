// SPDX-License-Identifier: GPL-3.0-or-later
// TextFile_* 0x42e270-0x42e540 (fileio): the shared sequential text input.
#include "gta/data/textfile.hpp"

#include "core/bytes.hpp"

namespace gta {

bool isTextBlank(int c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

TextFile::TextFile(std::string_view text, std::string file) : text_(text), file_(std::move(file)) {}

void TextFile::fail(const std::string& expected, const std::string& found) const {
  throw core::ParseError::atLine(file_, line_, expected, found);
}

std::string TextFile::describeChar(int c) {
  if (c == kEof) return "end of file";
  if (c >= 0x21 && c < 0x7f) return std::string("'") + static_cast<char>(c) + "'";
  if (c == ' ') return "a blank";
  if (c == '\n' || c == '\r') return "the end of the line";
  return "byte " + core::hex(static_cast<uint64_t>(c));
}

// TextFile_ReadChar (in 0x42e270-0x42e540)
int TextFile::readChar() {
  if (pos_ >= text_.size()) return kEof;
  const auto c = static_cast<unsigned char>(text_[pos_++]);
  if (c == '\n') ++line_;
  return c;
}

// TextFile_SkipTo (in 0x42e270-0x42e540)
bool TextFile::skipTo(std::string_view s) {
  if (s.empty()) return true;
  size_t matched = 0;
  for (int c = readChar(); c != kEof; c = readChar()) {
    if (static_cast<char>(c) == s[matched]) {
      if (++matched == s.size()) return true;
    } else {
      matched = 0;  // quirk: c is not tested against s[0]
    }
  }
  return false;
}

// TextFile_ReadToken (in 0x42e270-0x42e540)
std::string TextFile::readToken(char delim, size_t maxLen, std::string_view what) {
  int c = readChar();
  while (c != kEof && c != static_cast<unsigned char>(delim) && isTextBlank(c)) c = readChar();  // designed
  std::string token;
  for (; c != static_cast<unsigned char>(delim); c = readChar()) {
    if (c == kEof) fail(std::string(what) + " ended by '" + delim + "'", "end of file");
    if (token.size() < maxLen) token += static_cast<char>(c);  // designed: the rest is dropped
  }
  return token;
}

// TextFile_ReadUnsigned (in 0x42e270-0x42e540)
uint32_t TextFile::readUnsigned(std::string_view what) {
  int c = readChar();
  while (c != kEof && isTextBlank(c)) c = readChar();
  if (c < '0' || c > '9') fail(std::string(what) + " (an unsigned number)", describeChar(c));
  uint32_t v = 0;
  for (; c >= '0' && c <= '9'; c = readChar()) v = v * 10u + static_cast<uint32_t>(c - '0');
  return v;  // the character after the digits is consumed (fgetc)
}

}  // namespace gta
