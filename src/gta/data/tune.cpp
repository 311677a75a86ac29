// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/data/tune.hpp"

#include <algorithm>
#include <array>
#include <filesystem>
#include <string>
#include <system_error>

#include "core/file_io.hpp"
#include "core/text.hpp"
#include "gta/data/fatal_error.hpp"
#include "gta/data/load_error.hpp"

namespace gta {

namespace {

bool isBlank(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// atoi: blanks, an optional sign, digits (designed: no digits gives 0). Advances *p.
int32_t readInt(const char* s, size_t* p) {
  size_t i = *p;
  while (s[i] != 0 && isBlank(s[i])) ++i;
  bool neg = false;
  if (s[i] == '-' || s[i] == '+') neg = s[i++] == '-';
  uint32_t v = 0;
  while (s[i] >= '0' && s[i] <= '9') v = v * 10u + static_cast<uint32_t>(s[i++] - '0');
  *p = i;
  return static_cast<int32_t>(neg ? 0u - v : v);
}

// The next blank-separated word of s from *p.
std::string readWord(const char* s, size_t* p) {
  size_t i = *p;
  while (s[i] != 0 && isBlank(s[i])) ++i;
  std::string w;
  while (s[i] != 0 && !isBlank(s[i])) w.push_back(s[i++]);
  *p = i;
  return w;
}

[[noreturn]] void fail(const std::string& file, size_t offset, const std::string& expected,
                       const std::string& found) {
  throw LoadError(core::ParseError(file, offset, expected, found), kFatalTuneBadEntry);
}

// Copies the key after the '[' at text[open] into the key block and returns the index of
// its ']' in the text (or npos). quirk: the key block (0x50 bytes) is followed by the text;
// when the first ']' follows a blank the copy runs on through the whole rest of the text
// (designed mechanism: the spec names the effect, not the code), which lands over the
// start of the text. The copy goes forward from a higher address, like the original's.
size_t copyKey(TuneBuffer& buf, size_t open) {
  char* mem = buf.mem.data();
  const size_t src = kTuneKeySize + open + 1;
  size_t close = std::string::npos;
  char prev = '[';
  size_t k = 0;
  for (; mem[src + k] != 0; ++k) {
    const char c = mem[src + k];
    if (c == ']' && close == std::string::npos) {
      close = open + 1 + k;
      if (!isBlank(prev)) break;
    }
    mem[k] = c;
    prev = c;
  }
  mem[k] = 0;
  return close;
}

}  // namespace

std::optional<TuneParam> tuneParamOfName(std::string_view name) {
  for (const TuneParamName& p : kTuneParams)
    if (p.name == name) return p.param;
  return std::nullopt;
}

std::string_view tuneParamName(TuneParam p) {
  return kTuneParams[static_cast<size_t>(p)].name;
}

// Tune_LoadFile 0x412d20 (the entries; Tune_SetCarParam 0x412e90 is gta/sim/tune_apply.cpp)
std::vector<TuneEntry> parseTuneText(std::string_view text, const std::string& file, TuneBuffer& buf) {
  if (text.size() > kTuneTextMax) {
    throw LoadError(
        core::ParseError(file, kTuneTextMax, "at most 0x1000 bytes", std::to_string(text.size()) + " bytes"),
        kFatalTuneTooLong);
  }
  buf.mem.fill(0);
  std::copy(text.begin(), text.end(), buf.text());
  const char* tx = buf.text();
  std::vector<TuneEntry> entries;
  size_t pos = 0;
  for (;;) {
    while (tx[pos] != 0 && tx[pos] != '[') ++pos;
    if (tx[pos] == 0) break;
    const size_t open = pos;
    const size_t close = copyKey(buf, open);
    if (close == std::string::npos) fail(file, open, "a key ending in ]", "the end of the file");
    size_t kp = 0;
    const std::string head = readWord(buf.key(), &kp);
    if (head != "car") fail(file, open, "[car <model> <parameter>]", "[" + core::printable(head));
    const int32_t model = readInt(buf.key(), &kp);
    const std::string param = readWord(buf.key(), &kp);
    pos = close + 1;
    const int32_t value = readInt(tx, &pos);
    // An unknown parameter is fatal (Tune_SetCarParam's answer, checked here where the
    // entry is read: the original stops at the same entry).
    const std::optional<TuneParam> p = tuneParamOfName(param);
    if (!p) fail(file, open, "a car parameter", "'" + core::printable(param) + "'");
    entries.push_back({model, *p, value, open});
  }
  return entries;
}

std::vector<TuneEntry> parseTuneText(std::string_view text, const std::string& file) {
  TuneBuffer buf;
  return parseTuneText(text, file, buf);
}

std::vector<TuneEntry> loadTuneFile(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return {};
  const std::vector<uint8_t> bytes = core::readFile(path, core::FileCap{"a tune file", 1u << 20});
  return parseTuneText(std::string(bytes.begin(), bytes.end()), path);
}

}  // namespace gta
