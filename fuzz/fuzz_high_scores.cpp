// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the high-score reader (RecordHighScore 0x42d8b0's table,
// rf/data/high_scores.hpp): any input either fails with core::ParseError or parses to a
// table that writes back to the same size and reads back equal (names after their NUL and
// the pad bytes are not kept); recording a 1-player and a 2-player result keeps the table
// readable with one record more at most per table. Seeds: fuzz/seeds/fuzz_high_scores.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include "core/bytes.hpp"
#include "rf/data/high_scores.hpp"

namespace {

[[noreturn]] void die(const char* why) {
  std::fprintf(stderr, "fuzz_high_scores: %s\n", why);
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::span<const uint8_t> input(data, size);
  rf::HighScores table;
  try {
    table = rf::parseHighScores(input, "fuzz.bin");
  } catch (const core::ParseError& e) {
    if (e.file() != "fuzz.bin") die("error names another file");
    return 0;
  }
  const std::vector<uint8_t> image = rf::serializeHighScores(table);
  if (image.size() != size) die("written size differs");
  if (!(rf::parseHighScores(image, "fuzz.bin") == table)) die("round trip differs");
  if (rf::serializeHighScores(rf::parseHighScores(image, "fuzz.bin")) != image) die("second write differs");
  // Record a result taken from the input itself.
  const std::string name(reinterpret_cast<const char*>(data), size < 40 ? size : 40);
  const size_t n1 = table.onePlayer.size();
  const size_t n2 = table.twoPlayer.size();
  rf::recordOnePlayer(table, static_cast<uint16_t>(size & 0x7f), name, name, static_cast<uint32_t>(size));
  rf::recordTwoPlayer(table, name, "Player 2", static_cast<int32_t>(size % 3) - 1);
  if (table.onePlayer.size() > n1 + 1 || table.twoPlayer.size() > n2 + 1) die("more than one record added");
  if (!(rf::parseHighScores(rf::serializeHighScores(table), "fuzz.bin") == table)) die("recorded table round trip");
  return 0;
}
