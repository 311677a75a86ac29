// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the RFIRE.BIN reader (rf/data/pe_image.hpp, original_tables.hpp): any
// input either fails with rf::LoadError or maps as a PE32 image whose tables read or fail
// with rf::LoadError. The size and CRC check is skipped (the fuzzer could never pass it).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>

#include "rf/data/data_tables.hpp"
#include "rf/data/load_error.hpp"
#include "rf/data/original_program.hpp"
#include "rf/data/original_tables.hpp"
#include "rf/data/pe_image.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::span<const uint8_t> bytes(data, size);
  try {
    const rf::PeImage img(bytes, "RFIRE.BIN");
    auto tables = rf::makeDesignedTables();
    for (const rf::OriginalTableReader& r : rf::originalTableReaders()) {
      try {
        r.read(img, *tables);
      } catch (const rf::LoadError&) {
      }
    }
  } catch (const rf::LoadError&) {
  }
  try {
    (void)rf::checkOriginalProgram(bytes, "RFIRE.BIN");  // never throws
  } catch (...) {
    std::fprintf(stderr, "fuzz_rfire_bin: checkOriginalProgram threw\n");
    std::abort();
  }
  return 0;
}
