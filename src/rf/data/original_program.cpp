// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/original_program.hpp"

#include <optional>

#include "core/crc32.hpp"
#include "core/file_io.hpp"
#include "rf/data/load_error.hpp"
#include "rf/data/original_addresses.hpp"
#include "rf/data/original_models.hpp"
#include "rf/data/original_tables.hpp"
#include "rf/data/pe_image.hpp"

namespace rf {
namespace {

constexpr uint64_t kMaxProgramBytes = 64ull << 20;

PeImage mapImage(std::span<const uint8_t> bytes, const std::string& file) {
  PeImage img(bytes, file);
  if (img.imageBase() != orig::kImageBase) {
    throw LoadError(
        file, "image base " + hexAddress(img.imageBase()) + ", expected " + hexAddress(orig::kImageBase));
  }
  return img;
}

}  // namespace

void checkProgramVersion(std::span<const uint8_t> bytes, const std::string& file) {
  const uint32_t crc = core::crc32(bytes);
  if (bytes.size() != orig::kProgramSize || crc != orig::kProgramCrc32) {
    throw LoadError(file, "not the supported version: " + std::to_string(bytes.size()) + " bytes, CRC-32 " +
                              hexAddress(crc) + " (expected " + std::to_string(orig::kProgramSize) +
                              " bytes, CRC-32 " + hexAddress(orig::kProgramCrc32) +
                              ": Return Fire for Windows 95)");
  }
}

std::shared_ptr<const DataTables> loadOriginalProgram(std::span<const uint8_t> bytes,
                                                      const std::string& file) {
  checkProgramVersion(bytes, file);
  const PeImage img = mapImage(bytes, file);
  std::shared_ptr<DataTables> t = makeDesignedTables();
  t->source = TableSource::Original;
  t->programCrc32 = core::crc32(bytes);
  for (const OriginalTableReader& r : originalTableReaders()) r.read(img, *t);
  // the debris flies from the CD's models; designed: models the look cannot read either
  // (`rf data check` says "RFIRE.BIN models: wrong") leave the debris ours
  try {
    t->models = originalDebrisModels(readOriginalModels(img, t->classes));
  } catch (const LoadError&) {
    t->models = {};
  }
  return t;
}

std::shared_ptr<const DataTables> loadOriginalProgramFile(const std::string& path) {
  // a file that cannot be read throws core::ParseError ("PATH: ...")
  const std::vector<uint8_t> bytes =
      core::readFile(path, core::FileCap{"Return Fire program", kMaxProgramBytes});
  return loadOriginalProgram(bytes, path);
}

std::vector<ProgramCheck> checkOriginalProgram(std::span<const uint8_t> bytes, const std::string& file) {
  std::vector<ProgramCheck> out;
  std::optional<PeImage> img;
  try {
    checkProgramVersion(bytes, file);
    img.emplace(mapImage(bytes, file));
    out.push_back({file, true, ""});
  } catch (const LoadError& e) {
    out.push_back({file, false, e.what()});
  }
  std::unique_ptr<DataTables> t = makeDesignedTables();
  for (const OriginalTableReader& r : originalTableReaders()) {
    ProgramCheck c{std::string(r.name) + " " + hexAddress(r.address), false,
                   "not checked: the program is not usable"};
    if (img) {
      try {
        r.read(*img, *t);
        c.ok = true;
        c.reason.clear();
      } catch (const LoadError& e) {
        c.reason = e.what();
      }
    }
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace rf
