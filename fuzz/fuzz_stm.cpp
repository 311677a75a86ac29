// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the STM movie container reader (rf/data/stm.hpp): any input either fails
// with one core::ParseError line or reads to frames and audio blocks that lie inside the file,
// in order, as many as the header says. No seed corpus of the original's (none exists here).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "core/bytes.hpp"
#include "rf/data/stm.hpp"

namespace {

[[noreturn]] void die(const char* why) {
  std::fprintf(stderr, "fuzz_stm: %s\n", why);
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto bytes = std::make_shared<const std::vector<uint8_t>>(data, data + size);
  try {
    const rf::StmFile f = rf::StmFile::fromBytes(bytes, "FUZZ.STM");
    if (f.frames().size() != f.header().videoLength) die("frame count differs from the header");
    uint64_t audio = 0;
    for (size_t i = 0; i < f.frames().size(); ++i) {
      const rf::StmFrame& fr = f.frames()[i];
      if (fr.number != i || fr.offset + fr.size > size) die("a frame out of order or past the end");
      if (f.frameBytes(i).size() != fr.size) die("a frame's bytes differ from its size");
    }
    for (const rf::StmAudioBlock& a : f.audioBlocks()) {
      if (a.offset + a.bytes > size) die("audio past the end");
      audio += a.bytes;
    }
    if (audio != f.header().audioTotalBytes || f.audioSamples().size() * 2 != audio) die("audio total differs");
  } catch (const core::ParseError& e) {
    if (std::string(e.what()).find('\n') != std::string::npos) die("a message of more than one line");
  }
  return 0;
}
