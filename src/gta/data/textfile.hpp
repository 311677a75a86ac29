// SPDX-License-Identifier: GPL-3.0-or-later
// The original's shared sequential text input (fileio: TextFile_* 0x42e270-0x42e540),
// fgetc-style: every read consumes the characters it looks at, nothing is pushed back.
// The port works on the file's text in memory (the caller loads it; gta-game-core.md,
// "Port deviations": the shared input file is read whole at open). The notes give the
// range of these functions, not each one's address.
//
// What the notes do not detail is designed here and marked so:
//   readToken   skips leading blanks, reads up to the delimiter (consumed, not kept) and
//               keeps at most maxLen characters (the rest up to the delimiter is dropped);
//   readUnsigned skips leading blanks, reads decimal digits (wrapping at 32 bits) and
//               consumes the one character after them (the fgetc that ended the number).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace gta {

// ' ', '\t', '\n', '\v', '\f', '\r' (C isspace in the "C" locale).
bool isTextBlank(int c);

class TextFile {
 public:
  static constexpr int kEof = -1;

  // TextFile_Open: `text` must outlive the reader; `file` names it in errors.
  TextFile(std::string_view text, std::string file);

  const std::string& file() const { return file_; }
  size_t pos() const { return pos_; }    // bytes consumed
  size_t line() const { return line_; }  // 1 + newlines consumed
  bool atEnd() const { return pos_ >= text_.size(); }
  std::string_view text() const { return text_; }

  // TextFile_ReadChar: the next byte (0..255), or kEof at the end.
  int readChar();
  // TextFile_SkipTo: consumes up to and including the first match of `s`; false (at the
  // end) when there is none.
  // quirk: after a mismatching character the match restarts with the NEXT character: the
  // mismatching one is not tested against s[0] (so "[1]" is not found in "[[1]").
  bool skipTo(std::string_view s);
  // designed (see above). `what` names the token in errors; the end of the file before
  // the delimiter is a ParseError.
  std::string readToken(char delim, size_t maxLen, std::string_view what);
  // designed (see above); a ParseError when no digit follows the blanks.
  uint32_t readUnsigned(std::string_view what);

  // Throws core::ParseError at the current line.
  [[noreturn]] void fail(const std::string& expected, const std::string& found) const;
  // "'c'", "end of file" or a hex byte, for messages.
  static std::string describeChar(int c);

 private:
  std::string_view text_;
  std::string file_;
  size_t pos_ = 0;
  size_t line_ = 1;
};

}  // namespace gta
