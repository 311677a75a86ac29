// SPDX-License-Identifier: GPL-3.0-or-later
// MISSION.INI (gta-game-core.md "MISSION.INI"): Mission_ReadIni 0x44ab90 finds a section
// [N] and reads its header with the TextFile readers; the section tokeniser
// (0x44ace0-0x44b130) reads the section text for Mission_Load.
//
//   [N]
//   name, number, file.cmp, style,
//   traffic police - var505efa emergency -            six numbers
//   line [digit] (x, y, z) TYPE p1 p2 [more]          object lines, until a negative number
//   label OPCODE a b c d e                            command lines, until a negative number
//
// The notes name the tokeniser's quirks without detailing its code; the reading chosen
// for each is described at the function and in docs/gta-data.md.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/fields.hpp"

namespace gta {

inline constexpr size_t kMissionNameMax = 0x51;     // characters kept of the name
inline constexpr size_t kMissionCmpNameMax = 0xd;   // characters kept of the CMP name
inline constexpr size_t kMissionTextMax = 0x37001;  // bytes kept of the section text

struct MissionHeader {
  uint32_t section = 0;  // N of [N]
  std::string name;      // not used by the game
  uint32_t number = 0;   // the number after the name (22 in the shipped file)
  std::string cmp;       // the CMP file name, requested with priority 1
  uint32_t style = 0;    // requested with priority 2; 0 = none
  size_t line = 0;       // file line of [N]

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(MissionHeader, section), CORE_FIELD(MissionHeader, name),
                      CORE_FIELD(MissionHeader, number),  CORE_FIELD(MissionHeader, cmp),
                      CORE_FIELD(MissionHeader, style),   CORE_FIELD(MissionHeader, line)};
  }
  friend bool operator==(const MissionHeader& lhs, const MissionHeader& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<MissionHeader>());

struct MissionSection {
  MissionHeader header;
  std::string text;        // after the style's ',' up to the next '[' (not included)
  size_t textLine = 0;     // file line where the text starts
  bool truncated = false;  // kMissionTextMax bytes were read before a '[' or the end

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(MissionSection, header), CORE_FIELD(MissionSection, text),
                      CORE_FIELD(MissionSection, textLine), CORE_FIELD(MissionSection, truncated)};
  }
  friend bool operator==(const MissionSection& lhs, const MissionSection& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<MissionSection>());

// Mission_ReadIni 0x44ab90: the section [section] of `ini` (the whole file's text).
// Throws core::ParseError (file and line) when there is no such section or its header
// is cut short.
MissionSection readMissionSection(std::string_view ini, uint32_t section, const std::string& file);
// Every section: each '[' followed by decimal digits and ']' starts one, read like
// readMissionSection reads it (designed, for `retrosim gta mission list`). A duplicate
// number is listed twice; the game loads the first.
std::vector<MissionSection> listMissionSections(std::string_view ini, const std::string& file);
// The file's text (core::readFile); the readers above take the text so the caller owns it.
std::string loadMissionIniText(const std::string& path);

struct IniCoords {
  int32_t x = 0;
  int32_t y = 0;
  int32_t z = 0;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(IniCoords, x), CORE_FIELD(IniCoords, y), CORE_FIELD(IniCoords, z)};
  }
  friend bool operator==(const IniCoords& lhs, const IniCoords& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<IniCoords>());

// The section tokeniser (0x44ace0-0x44b130) over a section's text. Blanks are C isspace;
// tokens end at a blank. `text` must outlive the reader.
class MissionTokens {
 public:
  MissionTokens(std::string_view text, std::string file, size_t firstLine);
  explicit MissionTokens(const MissionSection& section, std::string file)
      : MissionTokens(section.text, std::move(file), section.textLine) {}

  // The next token, "" at the end of the text. Blanks and comments before it are
  // skipped: a '{' right after a blank starts a comment that ends after the next '}'.
  // quirk: a '{' with no blank before it (at a token's start after ')' or ',', or at the
  // start of the text) is not a comment: it is read as (part of) a token.
  std::string readWord();
  // Ini_ReadInt: the next token as C atoi (optional sign, leading digits, 0 for none;
  // clamped to 32 bits). The end of the text is a ParseError (port deviation).
  int32_t readInt(std::string_view what = "a number");
  // Ini_ReadIntChecked: the next token must be a number ('-' optional, then a digit),
  // else gta::LoadError with fatal code -0xb1 (kFatalIniNotANumber) and the line.
  int32_t readIntChecked(std::string_view what = "a number");
  // Ini_ReadOptDigit: the optional digit after a line number.
  // quirk: it steps over the first character unconditionally (meant to be the one blank
  // after the line number), then takes one digit if there is one, else gives 0 and
  // consumes nothing more: after two blanks the digit is missed.
  int readOptDigit();
  // "(x,y,z)" after blanks: '(' then three atoi numbers ended by ',', ',' and ')'.
  IniCoords readCoords();

  // True when another token follows on the current text line (blanks and comments
  // skipped; the cursor does not move). For display of lines, not used by the game.
  bool moreOnLine() const;
  bool atEnd();  // only blanks and comments left (skips them)
  size_t pos() const { return pos_; }
  size_t line() const;  // file line of the cursor
  const std::string& file() const { return file_; }

  [[noreturn]] void fail(const std::string& expected, const std::string& found) const;

 private:
  void skipBlanks();
  std::string_view text_;
  std::string file_;
  size_t firstLine_;
  size_t pos_ = 0;
  mutable size_t linePos_ = 0;  // line() counts newlines from here forward
  mutable size_t lineAt_ = 0;
};

// The six header numbers: traffic, police, -, var505efa, emergency, -.
struct MissionSettings {
  std::array<int32_t, 6> values{};
  int32_t traffic() const { return values[0]; }  // primes the traffic pool (MisCar_SpawnBatch)
  int32_t police() const { return values[1]; }   // 1: the police start
  int32_t var505efa() const { return values[3]; }
  int32_t emergency() const { return values[4]; }

  static constexpr auto fields() { return std::tuple{CORE_FIELD(MissionSettings, values)}; }
  friend bool operator==(const MissionSettings& a, const MissionSettings& b) {
    return core::fieldsEqual(a, b);
  }
};
static_assert(core::everyFieldListed<MissionSettings>());
MissionSettings readMissionSettings(MissionTokens& t);

struct MissionObjectLine {
  int32_t line = 0;  // the script object number
  int digit = 0;     // 1 persistent, 2 also kill frenzy
  IniCoords pos;
  std::string type;
  int typeIndex = 0;            // index in kMissionObjectTypes
  std::vector<int32_t> params;  // p1, p2 and the rest of the text line
  size_t textLine = 0;
};

struct MissionCommandLine {
  int32_t label = 0;
  std::string opcode;
  int opcodeIndex = 0;  // index in kMissionOpcodes (the first match)
  std::array<int32_t, 5> args{};
  size_t textLine = 0;
};

struct MissionOutline {
  MissionSettings settings;
  std::vector<MissionObjectLine> objects;
  std::vector<MissionCommandLine> commands;
};

// The whole section read with the tokeniser, for `retrosim gta mission show` (designed:
// how many values each object type reads belongs to Mission_Load, so the outline takes
// p1, p2 and then every value left on the text line, the last one checked). Unknown type
// or opcode names are ParseErrors.
MissionOutline outlineMission(const MissionSection& section, const std::string& file);

}  // namespace gta
