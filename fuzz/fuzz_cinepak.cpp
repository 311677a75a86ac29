// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the movies' Cinepak frames (media/cinepak_decoder.hpp, libavcodec):
// the input is a 4-byte header (width, height: 16-bit little-endian, 1..320 x 1..240; bit 15
// of the width: greyscale, biBitCount 40) and then frames, each a 16-bit little-endian length
// and its bytes, decoded in order as a movie's are. Each frame either decodes to an opaque
// picture of the stream's size or fails with one media::MediaError line.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>

#include "media/cinepak_decoder.hpp"

namespace {

[[noreturn]] void die(const char* why) {
  std::fprintf(stderr, "fuzz_cinepak: %s\n", why);
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 4) return 0;
  const unsigned w16 = data[0] | data[1] << 8;
  const unsigned h16 = data[2] | data[3] << 8;
  const int width = static_cast<int>((w16 & 0x7fff) % 320 + 1);
  const int height = static_cast<int>(h16 % 240 + 1);
  const int bits = (w16 & 0x8000) != 0 ? 40 : 24;
  try {
    media::CinepakDecoder dec(width, height, bits);
    size_t at = 4;
    for (int frames = 0; at + 2 <= size && frames < 64; ++frames) {
      const size_t len = std::min<size_t>(data[at] | data[at + 1] << 8, size - at - 2);
      at += 2;
      try {
        const core::Image img = dec.decode(std::span<const uint8_t>(data + at, len));
        if (img.width() != width || img.height() != height) die("a picture of another size");
      } catch (const media::MediaError& e) {
        if (std::string(e.what()).find('\n') != std::string::npos) die("a message of more than one line");
      }
      at += len;
    }
  } catch (const media::MediaError& e) {
    if (std::string(e.what()).find('\n') != std::string::npos) die("a message of more than one line");
  }
  return 0;
}
