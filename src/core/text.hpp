// SPDX-License-Identifier: GPL-3.0-or-later
// Text as an error line shows it: one line, every byte visible, bounded in length. Every
// reader's message quotes what it found through here (a 10 MB token, an ESC or a NUL in a
// file must not reach the terminal as it is).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace core {

// designed: a bad token is shown by its first 60 bytes; enough to recognise it on one line.
inline constexpr size_t kPrintableMax = 60;

// Printable ASCII as is; `\` and `"` with a backslash before them; NUL as \0; every other
// byte (control bytes, DEL, anything not ASCII) as \xNN. At most `max` bytes of `bytes`
// are shown, then "..." when it was longer.
std::string printable(std::string_view bytes, size_t max = kPrintableMax);
// printable() in double quotes: "WRL\0", "a\xff...".
std::string quoted(std::string_view bytes, size_t max = kPrintableMax);
// `message` with every mention of the path `full` shortened to its file name `name` (what a
// screen shows: no build or home folders).
std::string shortPathMessage(std::string message, const std::string& full, const std::string& name);
// `text` broken into lines ('\n') at spaces, each at most `perLine` characters (at least 1); a
// word longer than a line is broken inside it. What a screen shows instead of cutting a line.
std::string wrapText(std::string_view text, size_t perLine);

}  // namespace core
