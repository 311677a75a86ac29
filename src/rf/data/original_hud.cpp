// SPDX-License-Identifier: GPL-3.0-or-later
// The original's HUD tables (original_hud.hpp).
#include "rf/data/original_hud.hpp"

#include "rf/data/load_error.hpp"
#include "rf/data/original_addresses.hpp"
#include "rf/data/original_program.hpp"

namespace rf {
namespace {

using orig::kVehicleDescriptors;

std::string descriptorField(uint32_t base, int type, uint32_t dword) {
  return std::string("the vehicle descriptor ") + hexAddress(base) + " (" +
         vehicleTypeName(static_cast<VehicleType>(type)) + ") [" + hexAddress(dword) + "]";
}

// A radar window larger than the map, or a negative one, is refused: the drawing walks it.
void checkRadarSize(const PeImage& img, int32_t v, const std::string& where) {
  if (v < 0 || v > 128) {
    throw LoadError(img.file(), where + ": expected a radar size of 0..128 cells, found " + std::to_string(v));
  }
}

HudVehicle readVehicle(const PeImage& img, int type) {
  const uint32_t base = kVehicleDescriptors[static_cast<size_t>(type)];
  auto dw = [&](uint32_t dword) { return img.i32(base + 4 * dword, descriptorField(base, type, dword)); };
  HudVehicle v;
  for (uint32_t s = 0; s < v.gauges.size(); ++s) {
    const uint32_t w = hud::kWeapons + hud::kWeaponDwords * s;
    HudGauge& g = v.gauges[s];
    g.kind = dw(w + hud::kWeaponKind);
    if (g.kind < 0 || g.kind >= hud::kWidgetKinds) g.kind = 0;  // HudSetSlot: out of range = none
    for (uint32_t k = 0; k < 4; ++k) g.rect[k] = dw(w + hud::kWeaponRect + k);
    g.rate = dw(w + hud::kWeaponRate);
    g.ammo = dw(w + hud::kWeaponAmmo);
    if (s == 2) g.ammo >>= 16;  // the fuel [0x84]: 16.16 as the tables read it, whole units here
  }
  HudRadar& r = v.radar;
  r.kind = dw(hud::kRadar);
  if (r.kind < 0 || r.kind >= hud::kWidgetKinds) r.kind = 0;
  r.x = dw(hud::kRadar + 1);
  r.y = dw(hud::kRadar + 2);
  r.w = dw(hud::kRadar + 3);
  r.h = dw(hud::kRadar + 4);
  checkRadarSize(img, r.w, descriptorField(base, type, hud::kRadar + 3));
  checkRadarSize(img, r.h, descriptorField(base, type, hud::kRadar + 4));
  r.cels = {dw(hud::kRadarCels), dw(hud::kRadarCels + 1)};
  r.blipIcon = {static_cast<uint32_t>(dw(hud::kRadarIcon)), static_cast<uint32_t>(dw(hud::kRadarIcon + 1))};
  return v;
}

std::vector<HudDot> readDots(const PeImage& img, uint32_t va, int n, const char* what) {
  img.require(va, 4 * static_cast<uint32_t>(n), what);
  std::vector<HudDot> out(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    const uint32_t at = va + 4 * static_cast<uint32_t>(i);
    HudDot& d = out[static_cast<size_t>(i)];
    d.dx = static_cast<int8_t>(img.u8(at, what));
    d.dy = static_cast<int8_t>(img.u8(at + 1, what));
    d.colour = {img.u8(at + 2, what), img.u8(at + 3, what)};
  }
  return out;
}

// A gauge colour: the RGB555 word 2 bytes into its "PLUT".
uint16_t plutColour(const PeImage& img, uint32_t plut) {
  return img.u16(plut + 2, "the gauge colour " + hexAddress(plut));
}

}  // namespace

OriginalHud readOriginalHud(const PeImage& img) {
  OriginalHud h;
  for (int t = 0; t < kVehicleTypes; ++t) h.vehicles[static_cast<size_t>(t)] = readVehicle(img, t);
  for (int i = 0; i < hud::kSegments; ++i) {
    const uint32_t off = 4 * static_cast<uint32_t>(i);
    h.segmentX[static_cast<size_t>(i)] = img.i32(hud::kSegmentsX + off, "the grenade segments' x 0x44ab28");
    h.segmentY[static_cast<size_t>(i)] = img.i32(hud::kSegmentsY + off, "the grenade segments' y 0x44ab70");
  }
  h.gaugeEmpty = plutColour(img, hud::kGaugeEmpty);
  for (int l = 0; l < hud::kGaugeLevelCount; ++l) {
    const uint32_t off = 4 * static_cast<uint32_t>(l);  // the levels 0, 2, 4, 6, 8 words apart by 2
    h.gaugeLevels[static_cast<size_t>(l)] = plutColour(img, hud::kGaugeLevels + off);
    h.missileLevels[static_cast<size_t>(l)] = plutColour(img, hud::kGaugeMissileLevels + off);
  }
  h.blipBox = readDots(img, hud::kBlipBox, hud::kBlipBoxDots, "the radar's box blip 0x44b338");
  h.blipPlus = readDots(img, hud::kBlipPlus, hud::kBlipPlusDots, "the radar's plus blip 0x44b380");
  h.blipFlag = readDots(img, hud::kBlipFlag, hud::kBlipFlagDots, "the radar's flag blip 0x44e788");
  return h;
}

OriginalHud loadOriginalHud(std::span<const uint8_t> bytes, const std::string& file) {
  checkProgramVersion(bytes, file);
  const PeImage img(bytes, file);
  return readOriginalHud(img);
}

uint32_t rgb555(uint16_t w) {
  auto c = [](uint32_t v) { return (v * 255u + 15u) / 31u; };
  return c((w >> 10) & 31u) << 24 | c((w >> 5) & 31u) << 16 | c(w & 31u) << 8 | 0xffu;
}

}  // namespace rf
