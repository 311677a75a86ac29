// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the PNG textures' reader (core/image.hpp Image::decodePng, libpng):
// any input either fails with one core::ParseError line naming the file or decodes to an
// image whose pixels match its size, and encodes and decodes back to the same image.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <stdexcept>
#include <string>

#include "core/bytes.hpp"
#include "core/image.hpp"

namespace {

[[noreturn]] void die(const char* why) {
  std::fprintf(stderr, "fuzz_png: %s\n", why);
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    const core::Image img = core::Image::decodePng(std::span<const uint8_t>(data, size), "FUZZ.PNG");
    if (img.pixels().size() != static_cast<size_t>(img.width()) * static_cast<size_t>(img.height()))
      die("pixels of another size");
    if (img.width() * img.height() <= 64 * 64 && core::Image::decodePng(img.encodePng(), "again") != img)
      die("an image that does not round-trip");
  } catch (const core::ParseError& e) {
    const std::string w = e.what();
    if (w.find('\n') != std::string::npos) die("a message of more than one line");
    if (w.rfind("FUZZ.PNG", 0) != 0) die("a message that does not name the file");
  }
  return 0;
}
