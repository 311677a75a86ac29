// SPDX-License-Identifier: GPL-3.0-or-later
// The media layer (ARCHITECTURE.md): compressed pictures -> core::Image, through FFmpeg's
// libavcodec (Debian libavcodec-dev), the only code that includes it (no libavcodec type
// leaves its sources). Cinepak ("cvid", the video of Return Fire's STM movies: rf/data/stm.hpp):
// frames decoded in order, each into an RGBA picture of the stream's size. No home-made
// decoder: libavcodec's own.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>

#include "core/image.hpp"

namespace media {

// A frame libavcodec refused, or a decoder that cannot be opened: one line.
class MediaError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class CinepakDecoder {
 public:
  // `bitCount` is the stream's BITMAPINFOHEADER biBitCount: 24 colour, 40 greyscale (RF.STM).
  // Throws MediaError when libavcodec has no Cinepak decoder or cannot open it.
  CinepakDecoder(int width, int height, int bitCount);
  ~CinepakDecoder();
  CinepakDecoder(const CinepakDecoder&) = delete;
  CinepakDecoder& operator=(const CinepakDecoder&) = delete;

  // The next frame of the stream (an inter frame builds on the frames before it: decode them
  // in order), opaque RGBA width x height. Throws MediaError "expected ..., found ...".
  core::Image decode(std::span<const uint8_t> frame);
  int width() const { return width_; }
  int height() const { return height_; }

 private:
  struct Codec;
  std::unique_ptr<Codec> codec_;
  int width_ = 0;
  int height_ = 0;
};

}  // namespace media
