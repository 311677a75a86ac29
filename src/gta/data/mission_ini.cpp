// SPDX-License-Identifier: GPL-3.0-or-later
// Mission_ReadIni 0x44ab90 and the section tokeniser 0x44ace0-0x44b130 (mission_ini).
#include "gta/data/mission_ini.hpp"

#include <algorithm>
#include <limits>

#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "core/text.hpp"
#include "gta/data/load_error.hpp"
#include "gta/data/mission_keywords.hpp"
#include "gta/data/textfile.hpp"

namespace gta {

namespace {

bool isDigit(char c) {
  return c >= '0' && c <= '9';
}

std::string quotedText(std::string_view s) {
  return "'" + core::printable(s) + "'";
}

// C atoi (as strtol, which MSVC's atoi uses): optional sign, leading digits, clamped.
int32_t atoiToken(std::string_view s) {
  size_t i = 0;
  while (i < s.size() && isTextBlank(static_cast<unsigned char>(s[i]))) ++i;
  bool negative = false;
  if (i < s.size() && (s[i] == '-' || s[i] == '+')) negative = s[i++] == '-';
  int64_t v = 0;
  for (; i < s.size() && isDigit(s[i]); ++i) {
    v = std::min<int64_t>(v * 10 + (s[i] - '0'), int64_t{std::numeric_limits<int32_t>::max()} + 1);
  }
  if (negative) v = -v;
  return static_cast<int32_t>(
      std::clamp<int64_t>(v, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max()));
}

// designed: what Ini_ReadIntChecked accepts as a number.
bool isNumberToken(std::string_view s) {
  size_t i = s.size() > 0 && s[0] == '-' ? 1 : 0;
  return i < s.size() && isDigit(s[i]);
}

// The header after [N] (the TextFile readers) and the text up to the next '['.
// Returns true when the text ended at a '[' (consumed).
bool readSectionBody(TextFile& f, MissionSection& s) {
  MissionHeader& h = s.header;
  h.name = f.readToken(',', kMissionNameMax, "the mission name");
  h.number = f.readUnsigned("the number after the name");
  h.cmp = f.readToken(',', kMissionCmpNameMax, "the CMP file name");
  h.style = f.readUnsigned("the style number");
  s.textLine = f.line();
  while (s.text.size() < kMissionTextMax) {
    const int c = f.readChar();
    if (c == TextFile::kEof) return false;
    if (c == '[') return true;
    s.text += static_cast<char>(c);
  }
  s.truncated = true;
  return false;
}

}  // namespace

// Mission_ReadIni 0x44ab90
MissionSection readMissionSection(std::string_view ini, uint32_t section, const std::string& file) {
  TextFile f(ini, file);
  const std::string key = "[" + std::to_string(section) + "]";
  if (!f.skipTo(key)) f.fail("a section " + key, "end of file");
  MissionSection s;
  s.header.section = section;
  s.header.line = f.line();
  readSectionBody(f, s);
  return s;
}

std::vector<MissionSection> listMissionSections(std::string_view ini, const std::string& file) {
  TextFile f(ini, file);
  std::vector<MissionSection> sections;
  bool atBracket = false;  // a '[' was just consumed
  for (;;) {
    if (!atBracket) {
      int c = f.readChar();
      while (c != TextFile::kEof && c != '[') c = f.readChar();
      if (c == TextFile::kEof) break;
    }
    atBracket = false;
    const size_t line = f.line();
    uint64_t n = 0;
    size_t digits = 0;
    int c = f.readChar();
    for (; c >= '0' && c <= '9'; c = f.readChar(), ++digits)
      n = std::min<uint64_t>(n * 10 + (c - '0'), 1ull << 32);
    if (digits == 0 || c != ']' || n > std::numeric_limits<uint32_t>::max()) {
      atBracket = c == '[';
      continue;
    }
    MissionSection s;
    s.header.section = static_cast<uint32_t>(n);
    s.header.line = line;
    atBracket = readSectionBody(f, s);
    sections.push_back(std::move(s));
  }
  return sections;
}

std::string loadMissionIniText(const std::string& path) {
  // designed: the original's MISSION.INI is 57,453 bytes
  const std::vector<uint8_t> data = core::readFile(path, core::FileCap{"a MISSION.INI", 4u << 20});
  return std::string(data.begin(), data.end());
}

MissionTokens::MissionTokens(std::string_view text, std::string file, size_t firstLine)
    : text_(text), file_(std::move(file)), firstLine_(firstLine) {}

size_t MissionTokens::line() const {
  lineAt_ += static_cast<size_t>(std::count(text_.begin() + static_cast<std::ptrdiff_t>(linePos_),
                                            text_.begin() + static_cast<std::ptrdiff_t>(pos_), '\n'));
  linePos_ = pos_;
  return firstLine_ + lineAt_;
}

void MissionTokens::fail(const std::string& expected, const std::string& found) const {
  throw core::ParseError::atLine(file_, line(), expected, found);
}

// The blank / comment skip of the tokeniser (in 0x44ace0-0x44b130).
void MissionTokens::skipBlanks() {
  while (pos_ < text_.size()) {
    const auto c = static_cast<unsigned char>(text_[pos_]);
    if (isTextBlank(c)) {
      ++pos_;
    } else if (c == '{' && pos_ > 0 && isTextBlank(static_cast<unsigned char>(text_[pos_ - 1]))) {
      const size_t close = text_.find('}', pos_ + 1);
      pos_ =
          close == std::string_view::npos ? text_.size() : close + 1;  // designed: unclosed runs to the end
    } else {
      break;  // quirk: a '{' with no blank before it is a token character
    }
  }
}

// The string tokeniser (in 0x44ace0-0x44b130).
std::string MissionTokens::readWord() {
  skipBlanks();
  const size_t start = pos_;
  while (pos_ < text_.size() && !isTextBlank(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  return std::string(text_.substr(start, pos_ - start));
}

bool MissionTokens::atEnd() {
  skipBlanks();
  return pos_ >= text_.size();
}

// Ini_ReadInt (in 0x44ace0-0x44b130)
int32_t MissionTokens::readInt(std::string_view what) {
  if (atEnd()) fail(std::string(what), "the end of the section");
  return atoiToken(readWord());
}

// Ini_ReadIntChecked (in 0x44ace0-0x44b130)
int32_t MissionTokens::readIntChecked(std::string_view what) {
  if (atEnd()) fail(std::string(what), "the end of the section");
  const size_t line0 = line();
  const std::string word = readWord();
  if (!isNumberToken(word)) {
    throw LoadError(
        core::ParseError::atLine(file_, line0, std::string(what) + " (fatal " + "-" + core::hex(0xb1) + ")",
                                 quotedText(word)),
        kFatalIniNotANumber);
  }
  return atoiToken(word);
}

// Ini_ReadOptDigit (in 0x44ace0-0x44b130)
int MissionTokens::readOptDigit() {
  if (pos_ < text_.size()) ++pos_;  // quirk: whatever this character is
  if (pos_ < text_.size() && isDigit(text_[pos_])) return text_[pos_++] - '0';
  return 0;
}

// The coordinate reader (in 0x44ace0-0x44b130); designed: the notes only give the form.
IniCoords MissionTokens::readCoords() {
  skipBlanks();
  if (pos_ >= text_.size() || text_[pos_] != '(') {
    fail("'(' starting the coordinates",
         pos_ >= text_.size() ? "the end of the section"
                              : TextFile::describeChar(static_cast<unsigned char>(text_[pos_])));
  }
  ++pos_;
  std::array<int32_t, 3> v{};
  const char ends[3] = {',', ',', ')'};
  for (size_t k = 0; k < 3; ++k) {
    const size_t end = text_.find(ends[k], pos_);
    if (end == std::string_view::npos)
      fail(std::string("'") + ends[k] + "' in the coordinates", "the end of the section");
    v[k] = atoiToken(text_.substr(pos_, end - pos_));
    pos_ = end + 1;
  }
  return {v[0], v[1], v[2]};
}

bool MissionTokens::moreOnLine() const {
  for (size_t p = pos_; p < text_.size(); ++p) {
    const char c = text_[p];
    if (c == '\n') return false;
    if (isTextBlank(static_cast<unsigned char>(c))) continue;
    if (c == '{' && p > 0 && isTextBlank(static_cast<unsigned char>(text_[p - 1]))) {
      const size_t close = text_.find('}', p + 1);
      if (close == std::string_view::npos ||
          text_.substr(p, close - p).find('\n') != std::string_view::npos) {
        return false;
      }
      p = close;
      continue;
    }
    return true;
  }
  return false;
}

MissionSettings readMissionSettings(MissionTokens& t) {
  MissionSettings s;
  for (int32_t& v : s.values) v = t.readInt("a header number");
  return s;
}

namespace {

MissionObjectLine readObjectLine(MissionTokens& t, int32_t number, size_t textLine) {
  MissionObjectLine o;
  o.line = number;
  o.textLine = textLine;
  o.digit = t.readOptDigit();
  o.pos = t.readCoords();
  o.type = t.readWord();
  const auto type = missionObjectTypeIndex(o.type);
  if (!type)
    t.fail("an object type name (CAR, PED, OBJECT, ...)",
           o.type.empty() ? "the end of the section" : quotedText(o.type));
  o.typeIndex = *type;
  o.params.push_back(t.readInt("p1"));
  for (bool more = true; more;) {  // p2, then the rest of the text line; the last is checked
    if (t.atEnd()) t.fail("p2", "the end of the section");
    const bool last = [&] {
      MissionTokens peek = t;
      peek.readWord();
      return !peek.moreOnLine();
    }();
    o.params.push_back(last ? t.readIntChecked("the line's last value") : t.readInt("a value"));
    more = !last;
  }
  return o;
}

MissionCommandLine readCommandLine(MissionTokens& t, int32_t label, size_t textLine) {
  MissionCommandLine c;
  c.label = label;
  c.textLine = textLine;
  c.opcode = t.readWord();
  const auto op = missionOpcodeIndex(c.opcode);
  if (!op)
    t.fail("a command opcode name (DESTROY, SURVIVE, ...)",
           c.opcode.empty() ? "the end of the section" : quotedText(c.opcode));
  c.opcodeIndex = *op;
  for (size_t k = 0; k < 4; ++k) c.args[k] = t.readInt("a command value");
  c.args[4] = t.readIntChecked("the command's last value");
  return c;
}

}  // namespace

MissionOutline outlineMission(const MissionSection& section, const std::string& file) {
  MissionTokens t(section, file);
  MissionOutline out;
  out.settings = readMissionSettings(t);
  for (;;) {
    t.atEnd();
    const size_t textLine = t.line();
    const int32_t number = t.readInt("an object line number or -1");
    if (number < 0) break;
    out.objects.push_back(readObjectLine(t, number, textLine));
  }
  for (;;) {
    t.atEnd();
    const size_t textLine = t.line();
    const int32_t label = t.readInt("a command label or -1");
    if (label < 0) break;
    out.commands.push_back(readCommandLine(t, label, textLine));
  }
  return out;
}

}  // namespace gta
