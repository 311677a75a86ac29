// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for RFIRE.BIN's models, HUD and sound tables (rf/data/original_models.hpp,
// original_hud.hpp, original_sound.hpp; fuzz_rfire_bin covers the 11 game-table readers): any
// input either fails with rf::LoadError or maps as a PE32 image whose models, HUD and sound
// tables each read or fail with one rf::LoadError line; the sound tables' check never throws.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <span>
#include <string>

#include "rf/data/load_error.hpp"
#include "rf/data/original_hud.hpp"
#include "rf/data/original_models.hpp"
#include "rf/data/original_sound.hpp"
#include "rf/data/pe_image.hpp"

namespace {

[[noreturn]] void die(const char* why) {
  std::fprintf(stderr, "fuzz_rfire_tables: %s\n", why);
  std::abort();
}

void oneLine(const std::exception& e) {
  if (std::string(e.what()).find('\n') != std::string::npos) die("a message of more than one line");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::span<const uint8_t> bytes(data, size);
  try {
    const rf::PeImage img(bytes, "RFIRE.BIN");
    try {
      const rf::OriginalModels m = rf::readOriginalModels(img);
      (void)m.maxSprite();
    } catch (const rf::LoadError& e) {
      oneLine(e);
    }
    try {
      (void)rf::readOriginalHud(img);
    } catch (const rf::LoadError& e) {
      oneLine(e);
    }
    try {
      (void)rf::readOriginalSoundTables(img);
    } catch (const rf::LoadError& e) {
      oneLine(e);
    }
  } catch (const rf::LoadError& e) {
    oneLine(e);
  }
  try {
    (void)rf::checkOriginalSoundTables(bytes, "RFIRE.BIN");
  } catch (const rf::LoadError& e) {
    oneLine(e);
  }
  return 0;
}
