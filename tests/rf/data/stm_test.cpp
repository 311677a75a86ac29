// SPDX-License-Identifier: GPL-3.0-or-later
// The STM movie container (rf/data/stm.hpp) against files our own tool makes to the format
// emdzej/openrf docs/stm.md documents (tools/synthetic_cd/synthetic_movie.*): one encoded by
// ffmpeg's own Cinepak encoder (ffmpeg, the program, is a test dependency ./dev installs: a
// machine without it fails here, it never skips), and small ones packed from hand-made frame
// headers for the refusals. No original movie exists here.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/bytes.hpp"
#include "rf/data/data_source.hpp"
#include "rf/data/stm.hpp"
#include "synthetic_cd/synthetic_movie.hpp"
#include "test_tmpdir.hpp"

namespace {

// The ffmpeg-encoded movie, made once per build (make_synthetic_movie): 1 s, 15 frames, a
// 440 Hz tone. Without ffmpeg it was not made and this throws the reason (the test fails).
const synth::SyntheticMovie& encoded() {
  static const synth::SyntheticMovie m = synth::builtSyntheticMovie(RETROSIM_SYNTHETIC_MOVIE, false);
  return m;
}

rf::StmFile readStm(const std::vector<uint8_t>& bytes, const std::string& name = "TEST.STM") {
  return rf::StmFile::fromBytes(std::make_shared<const std::vector<uint8_t>>(bytes), name);
}

// A frame of only the Cinepak frame header (flags, length, 320 x 240, no strips) and `extra`
// zero bytes: enough for the container, which never looks inside the strips.
synth::CinepakFrame headerFrame(uint32_t extra, bool key) {
  const uint32_t n = 10 + extra;
  std::vector<uint8_t> b(n, 0);
  b[1] = static_cast<uint8_t>(n >> 16);
  b[2] = static_cast<uint8_t>(n >> 8);
  b[3] = static_cast<uint8_t>(n);
  b[4] = 320 >> 8;
  b[5] = 320 & 0xff;
  b[6] = 0;
  b[7] = 240;
  return {b, key};
}

// 3 frames, 0.4 s of audio in 0x1000-byte chunks: a small movie of several chunks.
std::vector<uint8_t> small() {
  std::vector<synth::CinepakFrame> frames = {headerFrame(2, true), headerFrame(1000, false), headerFrame(7, false)};
  std::vector<int16_t> audio(22050 * 2 * 2 / 5);
  for (size_t i = 0; i < audio.size(); ++i) audio[i] = static_cast<int16_t>(i * 7);
  return synth::packStm(frames, audio, 320, 240, 15, 22050, 0x1000);
}

void put32(std::vector<uint8_t>& b, size_t at, uint32_t v) {
  for (int i = 0; i < 4; ++i) b[at + static_cast<size_t>(i)] = static_cast<uint8_t>(v >> (8 * i));
}
uint32_t get32(const std::vector<uint8_t>& b, size_t at) {
  return b[at] | b[at + 1] << 8 | b[at + 2] << 16 | static_cast<uint32_t>(b[at + 3]) << 24;
}

// The error of reading `bytes`: one line, naming the file and an offset.
std::string refusal(const std::vector<uint8_t>& bytes) {
  try {
    (void)readStm(bytes, "TITLE/BAD.STM");
  } catch (const core::ParseError& e) {
    const std::string m = e.what();
    EXPECT_EQ(m.find('\n'), std::string::npos) << m;
    EXPECT_EQ(m.rfind("TITLE/BAD.STM: ", 0), 0u) << m;
    return m;
  }
  ADD_FAILURE() << "the file was read";
  return "";
}

TEST(Stm, TheEncodedMovieReadsBackFrameForFrame) {
  const synth::SyntheticMovie& m = encoded();
  const rf::StmFile f = readStm(m.stm);
  const rf::StmHeader& h = f.header();
  EXPECT_EQ(h.dataStart, 0x1000u);
  EXPECT_EQ(h.chunkSize, 0x10000u);
  EXPECT_EQ(m.stm.size(), h.dataStart + static_cast<uint64_t>(h.chunkCount) * h.chunkSize);
  EXPECT_EQ(h.width, 320);
  EXPECT_EQ(h.height, 240);
  EXPECT_EQ(h.bitCount, 24);
  EXPECT_EQ(h.videoRate / h.videoScale, 15u);
  EXPECT_EQ(h.sampleRate, 22050u);
  EXPECT_EQ(h.channels, 2);
  EXPECT_EQ(h.lengthMs(), 1000u);
  ASSERT_EQ(f.frames().size(), 15u);
  ASSERT_EQ(m.frames.size(), 15u);
  for (size_t i = 0; i < f.frames().size(); ++i) {
    EXPECT_EQ(f.frames()[i].number, i);
    EXPECT_EQ(f.frames()[i].key, m.frames[i].key) << i;
    EXPECT_EQ(f.frameBytes(i), m.frames[i].bytes) << i;
  }
  EXPECT_TRUE(f.frames()[0].key);
  // one second of stereo 22,050 Hz: every sample as ffmpeg wrote it, in order
  EXPECT_EQ(h.audioLength, 22050u);
  EXPECT_EQ(f.audioSamples(), m.audio);
  ASSERT_EQ(m.audio.size(), 22050u * 2);
  // the first chunk is audio only (the 1.5 s the original's ring takes before the picture)
  EXPECT_EQ(get32(m.stm, 0x1000 + 0x10), 0u);
  EXPECT_NE(get32(m.stm, 0x1000 + 0x08), 0u);
}

// Without ffmpeg the synthetic movies cannot be made: one line saying so, which the tests
// that need them fail with (they never skip).
TEST(Stm, WithoutFfmpegTheMovieToolSaysSo) {
  const std::string path = std::getenv("PATH") ? std::getenv("PATH") : "";
  const testutil::TempDir dir;
  ::setenv("PATH", dir.path().c_str(), 1);  // no ffmpeg there
  std::string what;
  try {
    (void)synth::makeSyntheticMovie({}, dir.path());
  } catch (const std::runtime_error& e) {
    what = e.what();
  }
  ::setenv("PATH", path.c_str(), 1);
  EXPECT_EQ(what, "ffmpeg (the program) is not installed: the synthetic movies are encoded by it (./dev installs Debian ffmpeg)");
  std::ofstream(dir.path() / "error.txt") << what;
  EXPECT_THROW((void)synth::builtSyntheticMovie(dir.path(), false), std::runtime_error);
}

TEST(Stm, ASmallMovieOfManyChunks) {
  const std::vector<uint8_t> b = small();
  const rf::StmFile f = readStm(b);
  EXPECT_GT(f.header().chunkCount, 3u);
  ASSERT_EQ(f.frames().size(), 3u);
  EXPECT_EQ(f.frames()[1].size, 1010u);
  EXPECT_TRUE(f.frames()[0].key);
  EXPECT_FALSE(f.frames()[2].key);
  EXPECT_EQ(f.audioSamples().size(), 22050u * 2 * 2 / 5);
  EXPECT_EQ(f.audioSamples()[1001], static_cast<int16_t>(1001 * 7));
  uint64_t bytes = 0;
  for (const rf::StmAudioBlock& a : f.audioBlocks()) bytes += a.bytes;
  EXPECT_EQ(bytes, f.header().audioTotalBytes);
}

// A data source that counts what is read of it.
class CountingSource : public rf::DataSource {
 public:
  explicit CountingSource(std::unique_ptr<rf::DataSource> inner) : inner_(std::move(inner)) {}
  const std::string& name() const override { return inner_->name(); }
  std::string_view kind() const override { return inner_->kind(); }
  std::vector<rf::DataEntry> list(const std::string& folder) const override { return inner_->list(folder); }
  std::vector<uint8_t> read(const std::string& file, uint64_t maxBytes) const override {
    ++wholeReads;
    return inner_->read(file, maxBytes);
  }
  std::vector<uint8_t> readRange(const std::string& file, uint64_t offset, uint64_t size) const override {
    largest = std::max(largest, size);
    return inner_->readRange(file, offset, size);
  }
  std::string display(const std::string& file) const override { return inner_->display(file); }
  mutable int wholeReads = 0;
  mutable uint64_t largest = 0;

 private:
  std::unique_ptr<rf::DataSource> inner_;
};

// A movie of a data source is read by ranges, never whole: no read larger than a chunk, and
// a frame's bytes when they are asked for.
TEST(Stm, AMovieOfADataSourceIsReadByRanges) {
  const testutil::TempDir tmp;
  const std::filesystem::path dir = tmp.path();
  std::filesystem::create_directories(dir / "TITLE");
  const std::vector<uint8_t> b = small();
  std::ofstream(dir / "TITLE" / "TEST.STM", std::ios::binary)
      .write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
  const CountingSource src(rf::openDataSource(dir.string()));
  const rf::StmFile f = rf::openStm(src, "TITLE/TEST.STM");
  EXPECT_EQ(src.wholeReads, 0);
  EXPECT_LE(src.largest, uint64_t{f.header().chunkSize});
  EXPECT_LT(src.largest, b.size());
  ASSERT_EQ(f.frames().size(), 3u);
  EXPECT_EQ(f.frameBytes(1).size(), 1010u);
  EXPECT_EQ(f.audioSamples(), readStm(b).audioSamples());
  EXPECT_EQ(src.wholeReads, 0);
}

TEST(Stm, TheFrameAtATime) {
  const rf::StmHeader h = readStm(small()).header();
  EXPECT_EQ(h.frameAt(0), 0u);
  EXPECT_EQ(h.frameAt(66), 0u);
  EXPECT_EQ(h.frameAt(67), 1u);
  EXPECT_EQ(h.frameAt(150), 2u);
  EXPECT_EQ(h.frameAt(100000), 2u);  // the last one after the end
  EXPECT_EQ(h.frameMs(3), 200u);
}

TEST(Stm, EveryTruncationIsRefusedWithOneLine) {
  const std::vector<uint8_t> b = small();
  for (const size_t n : {size_t{0}, size_t{0x10}, size_t{0x99f}, size_t{0x9a0}, size_t{0x1000}, size_t{0x1800},
                         b.size() - 0x1000, b.size() - 1}) {
    std::vector<uint8_t> t(b.begin(), b.begin() + static_cast<ptrdiff_t>(n));
    const std::string m = refusal(t);
    EXPECT_TRUE(m.find("offset 0x") != std::string::npos) << n << ": " << m;
  }
  EXPECT_NE(refusal(std::vector<uint8_t>(b.begin(), b.end() - 1)).find("bytes (data_start +"), std::string::npos);
}

TEST(Stm, BadHeaderFieldsAreRefusedAtTheirOffset) {
  struct Edit {
    size_t at;
    uint32_t value;
    std::string says;
  };
  const std::vector<Edit> edits = {
      {0x000, 0x10, "offset 0x0: expected data_start"},
      {0x004, 0x1001, "offset 0x4: expected chunk_size"},
      {0x00c, rf::fourcc("vids"), "offset 0xc: expected the audio stream \"auds\", found \"vids\""},
      {0x098, 3, "offset 0x98: expected PCM audio"},
      {0x0a4, 0x00080002, "offset 0xa4: expected a block of 4 bytes"},  // align 2 (bits stay 8 | 16: see below)
      {0x0ac, 17, "offset 0xac: expected audio_total_bytes"},
      {0x0bc, rf::fourcc("MJPG"), "offset 0xbc: expected Cinepak video \"cvid\", found \"MJPG\""},
      {0x0d0, 0, "offset 0xcc: expected 1..60 frames a second"},
      {0x148, 321, "offset 0x148: expected a width"},
      {0x152, 16, "offset 0x152: expected 24 (colour) or 40 (greyscale) bits"},
      {0x994, 7, "offset 0x994: expected the last frame 2, found 7"},
      {0x99c, 5, "offset 0x99c: expected decoded image bytes 76800, found 5"},
  };
  for (const Edit& e : edits) {
    std::vector<uint8_t> b = small();
    if (e.at == 0x152) {
      b[0x152] = static_cast<uint8_t>(e.value);
    } else if (e.at == 0x0a4) {
      b[0x0a4] = 2;
    } else {
      put32(b, e.at, e.value);
    }
    const std::string m = refusal(b);
    EXPECT_NE(m.find(e.says), std::string::npos) << m;
  }
}

TEST(Stm, BadChunksAreRefusedAtTheirOffset) {
  const std::vector<uint8_t> good = small();
  const rf::StmFile f = readStm(good);
  // the chunk of frame 1 and its record
  const uint64_t rec = f.frames()[1].offset - 8;
  const uint64_t chunk = 0x1000 + (rec - 0x1000) / 0x1000 * 0x1000;
  {  // a frame number out of order
    std::vector<uint8_t> b = good;
    b[rec + 6] = 5;
    EXPECT_NE(refusal(b).find(core::hex(rec + 6) + ": expected chunk "), std::string::npos) << refusal(b);
    EXPECT_NE(refusal(b).find("frame 1, found frame 5"), std::string::npos);
  }
  {  // a Cinepak length running past the chunk's records
    std::vector<uint8_t> b = good;
    b[rec + 9] = 0x7f;
    EXPECT_NE(refusal(b).find(core::hex(rec + 9) + ": expected chunk "), std::string::npos) << refusal(b);
  }
  {  // a frame of another size
    std::vector<uint8_t> b = good;
    b[rec + 8 + 7] = 200;
    EXPECT_NE(refusal(b).find("expected chunk"), std::string::npos);
    EXPECT_NE(refusal(b).find("a 320x240 frame, found 320x200"), std::string::npos) << refusal(b);
  }
  {  // the first record misaligned
    std::vector<uint8_t> b = good;
    put32(b, chunk + 0x10, get32(b, chunk + 0x10) + 2);
    EXPECT_NE(refusal(b).find(core::hex(chunk + 0x10) + ": expected chunk "), std::string::npos) << refusal(b);
  }
  {  // audio running past the chunk's end
    std::vector<uint8_t> b = good;
    put32(b, 0x1000 + 0x0c, get32(b, 0x1000 + 0x0c) + 1);
    EXPECT_NE(refusal(b).find("offset 0x100c: expected chunk 0: 1.."), std::string::npos) << refusal(b);
  }
  {  // audio blocks without an audio offset
    std::vector<uint8_t> b = good;
    put32(b, 0x1000 + 0x08, 0);
    EXPECT_NE(refusal(b).find("offset 0x100c: expected chunk 0: no audio blocks"), std::string::npos) << refusal(b);
  }
  {  // fewer frames than the video stream's length
    std::vector<uint8_t> b = good;
    put32(b, 0x0d8, 4);
    put32(b, 0x994, 3);
    EXPECT_NE(refusal(b).find("expected 4 frames (the video stream's dwLength), found 3"), std::string::npos)
        << refusal(b);
  }
}

}  // namespace
