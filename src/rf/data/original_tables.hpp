// SPDX-License-Identifier: GPL-3.0-or-later
// The table readers of RFIRE.BIN (docs/original-data.md): each reads one table at its
// address into the designed table types of a DataTables, field by field; a field the
// documents do not locate keeps the value it had (the designed one). A pointer that is not
// one of the documented addresses is an error naming the table, the record and the address.
#pragma once

#include <cstdint>
#include <span>

#include "rf/data/data_tables.hpp"
#include "rf/data/pe_image.hpp"

namespace rf {

struct OriginalTableReader {
  const char* name;  // "tile table", "BNO table", ...
  uint32_t address;
  void (*read)(const PeImage& image, DataTables& out);
};

// Every reader, in the order the loader runs them.
std::span<const OriginalTableReader> originalTableReaders();

}  // namespace rf
