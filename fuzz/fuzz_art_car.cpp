// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the ART.CAR reader (rf/data/art_car.hpp): any input either fails with
// rf::LoadError or reads, and then every cel decodes.
#include <cstddef>
#include <cstdint>
#include <span>

#include "rf/data/art_car.hpp"
#include "rf/data/load_error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    const rf::ArtCar car = rf::readArtCar(std::span<const uint8_t>(data, size), "ART/ART.CAR");
    for (size_t i = 0; i < car.cels.size(); ++i) (void)rf::decodeCel(car, i);
  } catch (const rf::LoadError&) {
  }
  return 0;
}
