// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the folder scans: the data folder read as a source
// (rf/data/data_source.hpp: openDataSource's folder, findEntry / findPath), the CD's map
// layout found in it (rf/data/original_layout.hpp: listOriginalMaps, findOriginalMap, by
// source and by path) and the program's map lists (app/paths.hpp filesWithExtension,
// app/rf_map_list.hpp listPlayMaps). The input is a little script that builds a folder tree
// in a temporary folder: folders, files with the input's bytes, links (to folders above,
// to themselves, to devices, to nothing) and FIFOs, under the names the scans look for in
// any case and under names of the input's own. Any tree is scanned without a crash, a hang
// (a FIFO or a device read) or an endless walk (a linked loop); every listing is sorted,
// every file lists the size it reads, and every message is one line.
//
// The script, byte by byte (an operation, then its operands):
//   op % 6 == 0  NAME          a folder, entered (at most 6 deep)
//   op % 6 == 1                back to the folder above
//   op % 6 == 2  NAME LO HI .. a file of (LO | HI << 8) bytes (at most what is left), the
//                              bytes that follow
//   op % 6 == 3  NAME T        a link to kTargets[T]
//   op % 6 == 4  NAME          a FIFO
//   op % 6 == 5  N ..          the next N % 24 bytes as a name of the input's own, then an
//                              operation on it as above (the name's bytes: printable; '/'
//                              and control bytes become '_')
// NAME is kNames[byte % size].
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "app/paths.hpp"
#include "app/rf_map_list.hpp"
#include "rf/data/data_source.hpp"
#include "rf/data/original_layout.hpp"
#include "rf/data/rfm.hpp"

namespace {

namespace fs = std::filesystem;

[[noreturn]] void die(const std::string& why) {
  std::fprintf(stderr, "fuzz_folder_scan: %s\n", why.c_str());
  std::abort();
}

void oneLine(const std::string& message) {
  if (message.find('\n') != std::string::npos) die("a message of more than one line: " + message);
  if (message.empty()) die("an empty message");
}

constexpr std::array<std::string_view, 32> kNames{
    "WORLDS",       "worlds",       "1PLAYER",      "2player",      "2PLAYER",      "LEVEL1",
    "level2",       "LEVEL9",       "LEVEL0",       "LEVEL10",      "LevelX",       "RFMAP001.RFM",
    "rfmap100.rfm", "RFMAP101.RFM", "RFMAP204.RFM", "RFMAP205.RFM", "RFMAP000.RFM", "RFMAP01.RFM",
    "RFMAP0001.RFM", "RFMAPab1.RFM", "RFIRE.BIN",   "rfire.bin",    "ART",          "ART.CAR",
    "x.rfm",        "Y.RFM",        ".rfm",         "a.RfM",        "RFMAP050.RFM;1", "sub",
    "TITLE",        "SOUND"};
// designed: links to a folder above (a loop), to itself, to devices (a read would never end
// or block), to nothing, to a file and a folder of the tree.
constexpr std::array<std::string_view, 10> kTargets{
    ".", "..", "../..", "/dev/zero", "/dev/null", "/nonexistent/x", "RFMAP001.RFM", "WORLDS", "../WORLDS", "1PLAYER"};
constexpr int kMaxDepth = 6;
constexpr size_t kMaxEntries = 200;

// This process's folder for the tree (the same name each run, emptied first).
const fs::path& workDir() {
  static const fs::path dir =
      fs::temp_directory_path() / ("retrosim_fuzz_folder_scan_" + std::to_string(::getpid()));
  return dir;
}

class Script {
 public:
  Script(const uint8_t* data, size_t size) : at_(data), end_(data + size) {}
  bool done() const { return at_ >= end_; }
  uint8_t byte() { return at_ < end_ ? *at_++ : 0; }
  size_t left() const { return static_cast<size_t>(end_ - at_); }
  std::string bytes(size_t n) {
    n = std::min(n, left());
    std::string s(reinterpret_cast<const char*>(at_), n);
    at_ += n;
    return s;
  }

 private:
  const uint8_t* at_;
  const uint8_t* end_;
};

std::string ownName(std::string s) {
  for (char& c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '/' || u < 0x20 || u == 0x7f) c = '_';
  }
  if (s.empty() || s == "." || s == "..") s = "n";
  return s;
}

// Builds the tree the script describes under `root`.
void build(const fs::path& root, Script& in) {
  fs::path cwd = root;
  int depth = 0;
  size_t entries = 0;
  while (!in.done() && entries < kMaxEntries) {
    uint8_t op = in.byte();
    std::string name;
    if (op % 6 == 5) {
      name = ownName(in.bytes(in.byte() % 24));
      op = in.byte();
      if (op % 6 == 5) op = 0;
    } else if (op % 6 != 1) {
      name = std::string(kNames[in.byte() % kNames.size()]);
    }
    const fs::path p = cwd / name;
    std::error_code ec;
    switch (op % 6) {
      case 0:
        // a real folder only: never into a link (one to ../.. would leave the work folder)
        if (depth < kMaxDepth && (fs::create_directory(p, ec) || fs::is_directory(fs::symlink_status(p, ec)))) {
          cwd = p;
          ++depth;
        }
        break;
      case 1:
        if (depth > 0) {
          cwd = cwd.parent_path();
          --depth;
        }
        break;
      case 2: {
        const size_t n = static_cast<size_t>(in.byte()) | static_cast<size_t>(in.byte()) << 8;
        const std::string content = in.bytes(n);
        if (fs::exists(fs::symlink_status(p, ec))) break;
        std::ofstream(p, std::ios::binary) << content;
        break;
      }
      case 3:
        fs::create_symlink(std::string(kTargets[in.byte() % kTargets.size()]), p, ec);
        break;
      case 4:
        ::mkfifo(p.c_str(), 0600);
        break;
      default:
        break;
    }
    ++entries;
  }
}

// Every folder of the source, every file read. Not into a linked folder (one to ../.. lists
// the system's temporary folder, whose files change while they are read); the product's own
// scans below follow the links.
void walk(const rf::DataSource& src, const fs::path& root, const std::string& folder, int depth, int& budget) {
  const std::vector<rf::DataEntry> entries = src.list(folder);
  for (size_t i = 1; i < entries.size(); ++i) {
    if (entries[i - 1].name > entries[i].name) die("a listing out of order");
  }
  for (const rf::DataEntry& e : entries) {
    if (--budget < 0) return;
    if (e.name.empty()) die("an entry without a name");
    const std::string path = rf::joinPath(folder, e.name);
    if (e.folder) {
      std::error_code ec;
      if (depth < 8 && !fs::is_symlink(root / path, ec)) walk(src, root, path, depth + 1, budget);
      continue;
    }
    try {
      const std::vector<uint8_t> bytes = src.read(path, 1 << 20);
      if (bytes.size() != e.size) die("a file read to another size than listed: " + path);
      const std::vector<uint8_t> part = src.readRange(path, e.size / 3, 100);
      if (part.size() != std::min<uint64_t>(100, e.size - e.size / 3)) die("a range of another size: " + path);
    } catch (const rf::DataSourceError& err) {
      oneLine(err.what());
    }
  }
}

void scanSource(const fs::path& root, uint8_t pick) {
  std::unique_ptr<rf::DataSource> src;
  try {
    src = rf::openDataSource(root.string());
  } catch (const rf::DataSourceError& e) {
    die(std::string("the tree's folder refused: ") + e.what());
  }
  int budget = 2000;
  walk(*src, root, "", 0, budget);
  (void)rf::findPath(*src, {"RFIRE.BIN"});
  (void)rf::findPath(*src, {"ART", "ART.CAR"});
  (void)rf::findPath(*src, {"WORLDS", "1PLAYER"}, true);
  try {
    const std::vector<rf::OriginalMap> maps = rf::listOriginalMaps(*src);
    for (size_t i = 1; i < maps.size(); ++i) {
      if (maps[i].number < maps[i - 1].number) die("the maps out of order");
    }
    for (const rf::OriginalMap& m : maps) {
      if (m.number < 1 || m.number > 999 || (m.players != 1 && m.players != 2) || m.levelFolder < 1 ||
          m.levelFolder > 9) {
        die("a map outside the layout: " + m.entry);
      }
      try {
        (void)rf::parseRfm(src->read(m.entry, 1 << 20), m.path.string());
      } catch (const std::exception& e) {
        oneLine(e.what());
      }
    }
  } catch (const rf::OriginalLayoutError& e) {
    oneLine(e.what());
  }
  for (const int n : {1, 100, 101, 204, 1 + pick % 204, 0, 205}) {
    try {
      const rf::OriginalMap m = rf::findOriginalMap(*src, n);
      if (m.number != n) die("findOriginalMap gave another map");
    } catch (const rf::OriginalLayoutError& e) {
      oneLine(e.what());
    }
    try {
      (void)rf::findOriginalMap(root, n);
    } catch (const rf::OriginalLayoutError& e) {
      oneLine(e.what());
    }
  }
  try {
    (void)rf::listOriginalMaps(root);
  } catch (const rf::OriginalLayoutError& e) {
    oneLine(e.what());
  }
}

void scanMapLists(const fs::path& root) {
  std::vector<std::string> notices;
  const std::vector<fs::path> files = app::filesWithExtension(root, ".rfm", &notices);
  if (!std::is_sorted(files.begin(), files.end())) die("filesWithExtension out of order");
  for (const fs::path& f : files) {
    std::string ext = f.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](char c) { return static_cast<char>(c | 0x20); });
    if (ext != ".rfm") die("filesWithExtension gave " + f.string());
    std::error_code ec;
    if (!fs::is_regular_file(f, ec)) die("filesWithExtension gave a file that is not regular: " + f.string());
  }
  for (const std::string& n : notices) oneLine(n);
  const app::MapList list = app::listPlayMaps({}, root);
  for (const std::string& w : list.warnings) oneLine(w);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const fs::path root = workDir() / "cd";
  std::error_code ec;
  fs::remove_all(workDir(), ec);
  fs::create_directories(root, ec);
  if (ec) die("cannot make " + root.string() + ": " + ec.message());
  Script in(data, size);
  build(root, in);
  const uint8_t pick = size > 0 ? data[size - 1] : 0;
  scanSource(root, pick);
  scanMapLists(root);
  fs::remove_all(workDir(), ec);
  return 0;
}
