// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the disc-image reader (rf/data/disc_image.hpp), through a temporary
// file as a user's image is read: the first byte chooses the container (even: an .iso of the
// rest; odd: a .cue naming a raw MODE1/2352 .bin made of the rest's 2048-byte sectors). Any
// input either fails with one DataSourceError line or lists (every folder, sorted) and reads
// (every file, its size as listed; a range of it) without a crash, a hang or an allocation
// larger than the image.
#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "rf/data/data_source.hpp"
#include "rf/data/disc_image.hpp"

namespace {

namespace fs = std::filesystem;

[[noreturn]] void die(const std::string& why) {
  std::fprintf(stderr, "fuzz_disc_image: %s\n", why.c_str());
  std::abort();
}

// This process's folder for the image (made once; the same names each run).
const fs::path& workDir() {
  static const fs::path dir = [] {
    const fs::path d = fs::temp_directory_path() / ("retrosim_fuzz_disc_image_" + std::to_string(::getpid()));
    fs::create_directories(d);
    return d;
  }();
  return dir;
}

void put(const fs::path& p, const uint8_t* data, size_t size) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
}

// Raw 2352-byte MODE1 sectors: sync, header, the 2048 bytes, EDC/ECC left 0.
std::vector<uint8_t> raw(const uint8_t* data, size_t size) {
  std::vector<uint8_t> out;
  for (size_t at = 0; at < size; at += 2048) {
    const size_t lba = at / 2048 + 150;
    uint8_t head[16] = {0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0};
    const auto bcd = [](size_t v) { return static_cast<uint8_t>((v / 10) << 4 | v % 10); };
    head[12] = bcd(lba / 75 / 60);
    head[13] = bcd(lba / 75 % 60);
    head[14] = bcd(lba % 75);
    head[15] = 1;
    out.insert(out.end(), head, head + 16);
    const size_t n = std::min<size_t>(2048, size - at);
    out.insert(out.end(), data + at, data + at + n);
    out.resize(out.size() + (2048 - n) + 288, 0);
  }
  return out;
}

void walk(const rf::DataSource& src, const std::string& folder, int depth, int& budget) {
  const std::vector<rf::DataEntry> entries = src.list(folder);
  for (size_t i = 1; i < entries.size(); ++i) {
    if (entries[i - 1].name > entries[i].name) die("a listing out of order");
  }
  for (const rf::DataEntry& e : entries) {
    if (--budget < 0) return;
    const std::string path = folder.empty() ? e.name : folder + "/" + e.name;
    if (e.folder) {
      if (depth < 8) walk(src, path, depth + 1, budget);
      continue;
    }
    try {
      const std::vector<uint8_t> bytes = src.read(path, 1 << 20);
      if (bytes.size() != e.size) die("a file read to another size than listed");
      const std::vector<uint8_t> part = src.readRange(path, e.size / 3, 5000);
      if (part.size() != std::min<uint64_t>(5000, e.size - e.size / 3)) die("a range of another size");
    } catch (const rf::DataSourceError& err) {
      if (std::string(err.what()).find('\n') != std::string::npos) die("a message of more than one line");
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  const bool cue = (data[0] & 1) != 0;
  const fs::path dir = workDir();
  std::string image;
  if (cue) {
    const std::vector<uint8_t> bin = raw(data + 1, size - 1);
    put(dir / "cd.bin", bin.data(), bin.size());
    const std::string sheet = "FILE \"cd.bin\" BINARY\n  TRACK 01 MODE1/2352\n    INDEX 01 00:00:00\n";
    put(dir / "cd.cue", reinterpret_cast<const uint8_t*>(sheet.data()), sheet.size());
    image = (dir / "cd.cue").string();
  } else {
    put(dir / "cd.iso", data + 1, size - 1);
    image = (dir / "cd.iso").string();
  }
  try {
    const auto src = rf::openDiscImage(image);
    int budget = 2000;
    walk(*src, "", 0, budget);
  } catch (const rf::DataSourceError& e) {
    if (std::string(e.what()).find('\n') != std::string::npos) die("a message of more than one line");
  }
  return 0;
}
