// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the CD's RFA pictures (media/rfa_picture.hpp): any input either fails
// with one core::ParseError line or reads as a picture of at most kMaxSide a side whose index
// and palette agree with its size, and converts to an image of that size.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>

#include "core/bytes.hpp"
#include "media/rfa_picture.hpp"

namespace {

[[noreturn]] void die(const char* why) {
  std::fprintf(stderr, "fuzz_rfa: %s\n", why);
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    const media::RfaPicture p = media::readRfaPicture(std::span<const uint8_t>(data, size), "FUZZ.RFA");
    if (p.width <= 0 || p.height <= 0 || p.width > media::rfa::kMaxSide || p.height > media::rfa::kMaxSide)
      die("a size out of range");
    if (p.index.size() != static_cast<size_t>(p.width) * static_cast<size_t>(p.height)) die("index of another size");
    const core::Image img = p.toImage();
    if (img.width() != p.width || img.height() != p.height) die("an image of another size");
  } catch (const core::ParseError& e) {
    if (std::string(e.what()).find('\n') != std::string::npos) die("a message of more than one line");
  }
  return 0;
}
