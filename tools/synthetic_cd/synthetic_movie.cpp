// SPDX-License-Identifier: GPL-3.0-or-later
#include "synthetic_cd/synthetic_movie.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "core/ascii.hpp"
#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "rf/data/stm.hpp"

namespace synth {
namespace {

namespace fs = std::filesystem;

uint32_t le32(std::span<const uint8_t> b, size_t at) {
  return static_cast<uint32_t>(b[at]) | static_cast<uint32_t>(b[at + 1]) << 8 | static_cast<uint32_t>(b[at + 2]) << 16 |
         static_cast<uint32_t>(b[at + 3]) << 24;
}

void put32(std::vector<uint8_t>& b, size_t at, uint32_t v) {
  for (int i = 0; i < 4; ++i) b[at + static_cast<size_t>(i)] = static_cast<uint8_t>(v >> (8 * i));
}
void put16(std::vector<uint8_t>& b, size_t at, uint16_t v) {
  b[at] = static_cast<uint8_t>(v);
  b[at + 1] = static_cast<uint8_t>(v >> 8);
}
void putText(std::vector<uint8_t>& b, size_t at, std::string_view s) {
  std::copy(s.begin(), s.end(), b.begin() + static_cast<ptrdiff_t>(at));
}

std::string quoted(const fs::path& p) {
  return "'" + p.string() + "'";
}

struct Avi {
  std::vector<CinepakFrame> frames;
  std::vector<int16_t> audio;
};

// The frames ('00dc', in order; key frames from idx1) and the audio ('01wb') of ffmpeg's AVI.
Avi readAvi(std::span<const uint8_t> b, const std::string& name) {
  Avi out;
  if (b.size() < 12 || le32(b, 0) != rf::fourcc("RIFF") || le32(b, 8) != rf::fourcc("AVI ")) {
    throw std::runtime_error(name + ": not an AVI file");
  }
  std::vector<bool> keys;
  // walks the chunks of [at, end): LISTs are entered, 00dc / 01wb / idx1 read
  const auto walk = [&](auto&& self, size_t at, size_t end) -> void {
    while (at + 8 <= end) {
      const uint32_t id = le32(b, at);
      const uint32_t size = le32(b, at + 4);
      if (at + 8 + size > end) throw std::runtime_error(name + ": a chunk runs past its list at " + core::hex(at));
      if (id == rf::fourcc("LIST")) {
        self(self, at + 12, at + 8 + size);
      } else if (id == rf::fourcc("00dc")) {
        out.frames.push_back({std::vector<uint8_t>(b.begin() + static_cast<ptrdiff_t>(at + 8),
                                                   b.begin() + static_cast<ptrdiff_t>(at + 8 + size)),
                              false});
      } else if (id == rf::fourcc("01wb")) {
        for (size_t i = at + 8; i + 1 < at + 8 + size; i += 2) out.audio.push_back(static_cast<int16_t>(b[i] | b[i + 1] << 8));
      } else if (id == rf::fourcc("idx1")) {
        for (size_t e = at + 8; e + 16 <= at + 8 + size; e += 16) {
          if (le32(b, e) == rf::fourcc("00dc")) keys.push_back((le32(b, e + 4) & 0x10) != 0);
        }
      }
      at += 8 + size + (size & 1);
    }
  };
  walk(walk, 12, std::min<size_t>(b.size(), 8 + static_cast<size_t>(le32(b, 4))));
  for (size_t i = 0; i < out.frames.size() && i < keys.size(); ++i) out.frames[i].key = keys[i];
  if (!out.frames.empty() && keys.empty()) out.frames[0].key = true;
  return out;
}

}  // namespace

std::vector<uint8_t> packStm(std::span<const CinepakFrame> frames, std::span<const int16_t> stereo, int width,
                             int height, int fps, int sampleRate, uint32_t chunkSize, int bitCount) {
  constexpr uint32_t kDataStart = 0x1000;
  const uint32_t audioTotal = static_cast<uint32_t>(stereo.size() / 2 * 4);
  const uint32_t space = chunkSize - rf::kStmChunkHeaderBytes;
  uint32_t maxFrame = 0;
  for (const CinepakFrame& f : frames) {
    if (f.bytes.size() < 10) throw std::invalid_argument("packStm: a frame shorter than the Cinepak header");
    const uint32_t n = static_cast<uint32_t>(f.bytes.size());
    const uint32_t declared = static_cast<uint32_t>(f.bytes[1]) << 16 | static_cast<uint32_t>(f.bytes[2]) << 8 | f.bytes[3];
    if (declared != n) throw std::invalid_argument("packStm: a Cinepak frame whose header length differs from its size");
    if (n + 8 > space) throw std::invalid_argument("packStm: a frame larger than a chunk");
    maxFrame = std::max(maxFrame, n);
  }
  // the audio wanted by the end of `placed` frames: their time + 1.5 s (the original's ring)
  const auto audioWanted = [&](size_t placed) {
    const uint64_t bytes = (placed * static_cast<uint64_t>(sampleRate) / static_cast<uint64_t>(fps) + sampleRate * 3ull / 2) * 4;
    return static_cast<uint32_t>(std::min<uint64_t>(bytes, audioTotal));
  };
  std::vector<std::vector<uint8_t>> chunks;
  size_t frame = 0;
  uint32_t audio = 0;
  while (frame < frames.size() || audio < audioTotal) {
    std::vector<uint8_t> c(chunkSize, 0);
    uint32_t at = rf::kStmChunkHeaderBytes;
    uint32_t lastRecord = 0;
    while (frame < frames.size()) {
      const uint32_t rec = (8 + static_cast<uint32_t>(frames[frame].bytes.size()) + 3) & ~3u;
      const uint32_t needAudio = audioWanted(frame + 1) - audio;
      if (at + rec + needAudio > chunkSize) break;
      if (lastRecord == 0) {
        put32(c, 0x10, at);
      } else {
        put32(c, lastRecord, at);
      }
      c[at + 4] = frames[frame].key ? 1 : 0;
      put16(c, at + 6, static_cast<uint16_t>(frame));
      std::copy(frames[frame].bytes.begin(), frames[frame].bytes.end(), c.begin() + at + 8);
      lastRecord = at;
      at += rec;
      ++frame;
    }
    const uint32_t bytes = std::min(audioWanted(frame) - audio, (chunkSize - at) / 4 * 4);
    if (bytes > 0) {
      const uint32_t from = chunkSize - bytes;  // packed at the end
      put32(c, 0x08, from);
      put32(c, 0x0c, bytes / 4);
      for (uint32_t i = 0; i < bytes / 2; ++i) {
        const auto s = static_cast<uint16_t>(stereo[audio / 2 + i]);
        c[from + 2 * i] = static_cast<uint8_t>(s);
        c[from + 2 * i + 1] = static_cast<uint8_t>(s >> 8);
      }
      audio += bytes;
    }
    if (lastRecord == 0 && bytes == 0) throw std::logic_error("packStm: a chunk with nothing in it");
    chunks.push_back(std::move(c));
  }
  std::vector<uint8_t> out(kDataStart, 0);
  put32(out, 0x000, kDataStart);
  put32(out, 0x004, chunkSize);
  put32(out, 0x008, static_cast<uint32_t>(chunks.size()));
  // the audio AVISTREAMINFOA at 0x00c
  put32(out, 0x00c, rf::fourcc("auds"));
  put32(out, 0x020, 4);
  put32(out, 0x024, static_cast<uint32_t>(sampleRate) * 4);
  put32(out, 0x02c, audioTotal / 4);
  put32(out, 0x030, 11);
  put32(out, 0x03c, 4);
  putText(out, 0x058, "retrosim synthetic Audio #1");
  // PCMWAVEFORMAT at 0x098
  put16(out, 0x098, 1);
  put16(out, 0x09a, 2);
  put32(out, 0x09c, static_cast<uint32_t>(sampleRate));
  put32(out, 0x0a0, static_cast<uint32_t>(sampleRate) * 4);
  put16(out, 0x0a4, 4);
  put16(out, 0x0a6, 16);
  put32(out, 0x0ac, audioTotal);
  put32(out, 0x0b0, static_cast<uint32_t>(sampleRate) * 6);  // 1.5 s of 4-byte blocks
  // the video AVISTREAMINFOA at 0x0b8
  put32(out, 0x0b8, rf::fourcc("vids"));
  put32(out, 0x0bc, rf::fourcc("cvid"));
  put32(out, 0x0cc, 1);
  put32(out, 0x0d0, static_cast<uint32_t>(fps));
  put32(out, 0x0d8, static_cast<uint32_t>(frames.size()));
  put32(out, 0x0e0, maxFrame);
  put32(out, 0x0ec + 8, static_cast<uint32_t>(width));
  put32(out, 0x0ec + 12, static_cast<uint32_t>(height));
  putText(out, 0x104, "retrosim synthetic Video #1");
  // the input BITMAPINFOHEADER at 0x144
  put32(out, 0x144, 40);
  put32(out, 0x148, static_cast<uint32_t>(width));
  put32(out, 0x14c, static_cast<uint32_t>(height));
  put16(out, 0x150, 1);
  put16(out, 0x152, static_cast<uint16_t>(bitCount));
  put32(out, 0x154, rf::fourcc("cvid"));
  put32(out, 0x158, static_cast<uint32_t>(width * height * 3 / 8));
  // the output format at 0x56c: 8 bpp top-down (a grey ramp stands in for the palette)
  put32(out, 0x56c, 40);
  put32(out, 0x570, static_cast<uint32_t>(width));
  put32(out, 0x574, static_cast<uint32_t>(-height));
  put16(out, 0x578, 1);
  put16(out, 0x57a, 8);
  for (uint32_t i = 0; i < 256; ++i) put32(out, 0x594 + 4 * i, i << 16 | i << 8 | i);
  put32(out, 0x994, static_cast<uint32_t>(frames.size()) - 1);
  put32(out, 0x998, maxFrame);
  put32(out, 0x99c, static_cast<uint32_t>(width * height));
  for (const auto& c : chunks) out.insert(out.end(), c.begin(), c.end());
  return out;
}

void encodeSyntheticMovie(const MovieOptions& o, const fs::path& workDir) {
  if (std::system("command -v ffmpeg >/dev/null 2>&1") != 0) {
    throw std::runtime_error(
        "ffmpeg (the program) is not installed: the synthetic movies are encoded by it (./dev installs Debian ffmpeg)");
  }
  fs::create_directories(workDir);
  const fs::path avi = workDir / "movie.avi";
  const fs::path rgb = workDir / "frames.rgb";
  const fs::path log = workDir / "ffmpeg.log";
  const std::string d = std::to_string(o.seconds);
  const std::string cmd =
      "ffmpeg -nostdin -v error -y -f lavfi -i testsrc=size=320x240:rate=" + std::to_string(o.fps) + ":duration=" + d +
      " -f lavfi -i sine=frequency=" + std::to_string(o.toneHz) + ":sample_rate=" + std::to_string(o.sampleRate) +
      ":duration=" + d + " -map 0:v -map 1:a -c:v cinepak" + (o.grey ? " -pix_fmt gray" : "") +
      " -max_extra_cb_iterations 0 -max_strips 1 -g 8 -c:a pcm_s16le -ac 2 " + quoted(avi) +
      " -map 0:v -f rawvideo -pix_fmt rgb24 " + quoted(rgb) + " 2>" + quoted(log);
  if (std::system(cmd.c_str()) != 0) {
    std::string why;
    try {
      const std::vector<uint8_t> l = core::readFile(log.string(), core::FileCap{"ffmpeg's log", 1 << 16});
      why = std::string(l.begin(), l.end());
      if (const size_t nl = why.find('\n'); nl != std::string::npos) why.erase(nl);
    } catch (const std::exception&) {
    }
    throw std::runtime_error("ffmpeg could not encode the synthetic movie: " + why);
  }
}

SyntheticMovie loadSyntheticMovie(const MovieOptions& o, const fs::path& workDir) {
  const fs::path avi = workDir / "movie.avi";
  const fs::path rgb = workDir / "frames.rgb";
  SyntheticMovie m;
  const std::vector<uint8_t> bytes = core::readFile(avi.string(), core::FileCap{"ffmpeg's AVI", 64u << 20});
  Avi a = readAvi(bytes, avi.string());
  m.frames = std::move(a.frames);
  m.audio = std::move(a.audio);
  m.sourceRgb = core::readFile(rgb.string(), core::FileCap{"ffmpeg's pictures", 256u << 20});
  m.stm = packStm(m.frames, m.audio, m.width, m.height, o.fps, o.sampleRate, o.chunkSize, o.grey ? 40 : 24);
  return m;
}

SyntheticMovie makeSyntheticMovie(const MovieOptions& o, const fs::path& workDir) {
  encodeSyntheticMovie(o, workDir);
  return loadSyntheticMovie(o, workDir);
}

SyntheticMovie builtSyntheticMovie(const fs::path& dir, bool grey) {
  std::error_code ec;
  if (fs::exists(dir / "error.txt", ec)) {
    const std::vector<uint8_t> l = core::readFile((dir / "error.txt").string(), core::FileCap{"the error", 1 << 16});
    throw std::runtime_error("the build's synthetic movies were not made: " + std::string(l.begin(), l.end()));
  }
  MovieOptions o;
  o.grey = grey;
  return loadSyntheticMovie(o, dir / (grey ? "grey" : "colour"));
}

void writeSyntheticMovies(const fs::path& titleDir, std::span<const uint8_t> stm, bool lowerCase) {
  for (const char* name : {"TWI.STM", "PROLIFIC.STM", "RF.STM", "WIN1.STM", "WIN2.STM", "WIN3.STM", "WIN.STM"}) {
    const fs::path at = titleDir / (lowerCase ? core::asciiLower(name) : std::string(name));
    core::createParentFolder(at);
    core::writeFileAtomic(at.string(), stm);
  }
}

}  // namespace synth
