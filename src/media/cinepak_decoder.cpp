// SPDX-License-Identifier: GPL-3.0-or-later
// Cinepak through libavcodec (cinepak_decoder.hpp).
#include "media/cinepak_decoder.hpp"

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavutil/error.h>
#include <libavutil/frame.h>
#include <libavutil/log.h>
}

#include <cstdarg>
#include <cstring>
#include <mutex>
#include <vector>

namespace media {
namespace {

std::string avError(int code) {
  char buf[AV_ERROR_MAX_STRING_SIZE] = {};
  av_strerror(code, buf, sizeof buf);
  return buf;
}

// libavcodec's own messages (two lines for a damaged frame) are not ours to print: decode()
// fails with one line of ours, naming the frame.
void quietAvLog(void*, int, const char*, va_list) {}

}  // namespace

struct CinepakDecoder::Codec {
  AVCodecContext* ctx = nullptr;
  AVPacket* packet = nullptr;
  AVFrame* frame = nullptr;
  std::vector<uint8_t> padded;  // libavcodec reads up to AV_INPUT_BUFFER_PADDING_SIZE past the end
  ~Codec() {
    av_frame_free(&frame);
    av_packet_free(&packet);
    avcodec_free_context(&ctx);
  }
};

CinepakDecoder::CinepakDecoder(int width, int height, int bitCount)
    : codec_(std::make_unique<Codec>()), width_(width), height_(height) {
  static std::once_flag quiet;
  std::call_once(quiet, [] { av_log_set_callback(&quietAvLog); });
  const AVCodec* codec = avcodec_find_decoder(AV_CODEC_ID_CINEPAK);
  if (codec == nullptr) throw MediaError("libavcodec: no Cinepak decoder (Debian libavcodec59)");
  codec_->ctx = avcodec_alloc_context3(codec);
  codec_->packet = av_packet_alloc();
  codec_->frame = av_frame_alloc();
  if (codec_->ctx == nullptr || codec_->packet == nullptr || codec_->frame == nullptr) {
    throw MediaError("libavcodec: out of memory for the Cinepak decoder");
  }
  codec_->ctx->width = width;
  codec_->ctx->height = height;
  codec_->ctx->coded_width = width;
  codec_->ctx->coded_height = height;
  codec_->ctx->bits_per_coded_sample = bitCount;  // 40: the greyscale codebooks
  codec_->ctx->thread_count = 1;
  if (const int e = avcodec_open2(codec_->ctx, codec, nullptr); e < 0) {
    throw MediaError("libavcodec: cannot open the Cinepak decoder: " + avError(e));
  }
}

CinepakDecoder::~CinepakDecoder() = default;

core::Image CinepakDecoder::decode(std::span<const uint8_t> frame) {
  Codec& c = *codec_;
  c.padded.assign(frame.size() + AV_INPUT_BUFFER_PADDING_SIZE, 0);
  std::memcpy(c.padded.data(), frame.data(), frame.size());
  c.packet->data = c.padded.data();
  c.packet->size = static_cast<int>(frame.size());
  int e = avcodec_send_packet(c.ctx, c.packet);
  if (e < 0) throw MediaError("expected a Cinepak frame libavcodec decodes, found one it refuses: " + avError(e));
  e = avcodec_receive_frame(c.ctx, c.frame);
  if (e < 0) throw MediaError("expected a Cinepak frame libavcodec decodes, found none out of it: " + avError(e));
  const AVFrame& f = *c.frame;
  if (f.width != width_ || f.height != height_) {
    const std::string found = std::to_string(f.width) + "x" + std::to_string(f.height);
    av_frame_unref(c.frame);
    throw MediaError("expected a " + std::to_string(width_) + "x" + std::to_string(height_) + " picture, found " + found);
  }
  core::Image img(width_, height_);
  core::Rgba* out = img.data();
  const auto fmt = static_cast<AVPixelFormat>(f.format);
  for (int y = 0; y < height_; ++y) {
    const uint8_t* row = f.data[0] + static_cast<ptrdiff_t>(y) * f.linesize[0];
    for (int x = 0; x < width_; ++x) {
      core::Rgba px = core::kBlack;
      if (fmt == AV_PIX_FMT_RGB24) {
        px = core::rgba(row[3 * x], row[3 * x + 1], row[3 * x + 2]);
      } else if (fmt == AV_PIX_FMT_GRAY8) {
        px = core::rgba(row[x], row[x], row[x]);
      } else if (fmt == AV_PIX_FMT_PAL8) {
        const uint32_t p = reinterpret_cast<const uint32_t*>(f.data[1])[row[x]];  // 0xAARRGGBB
        px = core::rgba(static_cast<uint8_t>(p >> 16), static_cast<uint8_t>(p >> 8), static_cast<uint8_t>(p));
      } else {
        av_frame_unref(c.frame);
        throw MediaError("expected RGB24, GRAY8 or PAL8 pictures from the Cinepak decoder, found format " +
                         std::to_string(f.format));
      }
      out[static_cast<size_t>(y) * static_cast<size_t>(width_) + static_cast<size_t>(x)] = px;
    }
  }
  av_frame_unref(c.frame);
  return img;
}

}  // namespace media
