// SPDX-License-Identifier: GPL-3.0-or-later
// The fuzz targets without libFuzzer: a main that runs every file given (a folder: each file
// in it, by name) through LLVMFuzzerTestOneInput, and the empty input first. Built with the
// project's normal compiler as the ctest tests fuzz_<target> (CMakeLists.txt), so a target
// that stops compiling, or fails (traps, aborts, throws) on a seed, fails the suite; `./dev
// fuzz` builds the same targets with clang's libFuzzer to search for new inputs.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace {

namespace fs = std::filesystem;

int runOne(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "%s: cannot read\n", file.c_str());
    return 1;
  }
  const std::vector<uint8_t> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  // a copy of exactly its size, as libFuzzer gives it (a read past the end is the sanitizers')
  const std::vector<uint8_t> exact(bytes);
  LLVMFuzzerTestOneInput(exact.data(), exact.size());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  LLVMFuzzerTestOneInput(nullptr, 0);
  int inputs = 1;
  int failed = 0;
  for (int i = 1; i < argc; ++i) {
    const fs::path arg = argv[i];
    std::error_code ec;
    if (fs::is_directory(arg, ec)) {
      std::vector<fs::path> files;
      for (const auto& e : fs::directory_iterator(arg, ec)) {
        if (e.is_regular_file()) files.push_back(e.path());
      }
      std::sort(files.begin(), files.end());
      for (const fs::path& f : files) {
        failed += runOne(f);
        ++inputs;
      }
    } else if (fs::exists(arg, ec)) {
      failed += runOne(arg);
      ++inputs;
    } else {
      std::fprintf(stderr, "%s: no such file or folder\n", arg.c_str());
      ++failed;
    }
  }
  std::printf("%d inputs ran\n", inputs);
  return failed == 0 ? 0 : 1;
}
