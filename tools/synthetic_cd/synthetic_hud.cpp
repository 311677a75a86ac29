// SPDX-License-Identifier: GPL-3.0-or-later
#include "synthetic_cd/synthetic_hud.hpp"

#include "rf/data/original_addresses.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "synthetic_cd/synthetic_art.hpp"
#include "synthetic_cd/synthetic_program.hpp"

namespace synth {
namespace {

namespace hud = rf::hud;

constexpr int32_t px(int v) {
  return v * 0x10000;
}

// A gauge y0..y1, x0..x1 (whole px), its kind and its full load.
rf::HudGauge gauge(hud::Widget kind, int y0, int y1, int x0, int x1, int32_t load) {
  return {static_cast<int32_t>(kind), {px(y0), px(y1), px(x0), px(x1)}, 0x8000, load};
}

// A 3DO RGB555 word from 8-bit channels.
uint16_t rgb(int r, int g, int b) {
  return static_cast<uint16_t>((r >> 3) << 10 | (g >> 3) << 5 | (b >> 3));
}

void put16(std::vector<uint8_t>& b, uint32_t va, uint16_t v) {
  b.at(fileOffset(va)) = static_cast<uint8_t>(v);
  b.at(fileOffset(va) + 1) = static_cast<uint8_t>(v >> 8);
}

}  // namespace

rf::OriginalHud syntheticHud() {
  rf::OriginalHud h;
  const auto& defs = rf::designedVehicleDefs();
  for (size_t t = 0; t < h.vehicles.size(); ++t) {
    const rf::VehicleDef& d = defs[t];
    rf::HudVehicle& v = h.vehicles[t];
    const int32_t fuel = d.fuel >> 16;
    const bool jeep = d.type == rf::VehicleType::Jeep;
    v.gauges[0] = jeep ? gauge(hud::Widget::Segments, 0, 0, 0, 0, d.slots[0].ammo)
                       : gauge(hud::Widget::Bar, 20, 25, 66, 135, d.slots[0].ammo);
    v.gauges[1] = d.slots[1].proj >= 0 || d.type == rf::VehicleType::Msv
                      ? gauge(hud::Widget::Bar, 32, 37, 66, 135, d.slots[1].ammo)
                      : rf::HudGauge{};
    v.gauges[2] = jeep ? gauge(hud::Widget::Fuel, 44, 49, 66, 135, fuel) : gauge(hud::Widget::Fuel, 8, 13, 66, 135, fuel);
    v.radar.kind = static_cast<int32_t>(jeep ? hud::Widget::Beacon : hud::Widget::Radar);
    // the window is the drone box's dwords [0x9f] / [0xa0] (the tables write them), centred in
    // the frame (9..58, 2..45)
    v.radar.w = d.droneBox[0], v.radar.h = d.droneBox[1];
    v.radar.x = px(34 - v.radar.w / 2), v.radar.y = px(24 - v.radar.h / 2);
    v.radar.cels = {1981, 0};
    v.radar.blipIcon = {d.type == rf::VehicleType::Heli ? hud::kBlipPlusIcon : 0x44b360u,
                        d.type == rf::VehicleType::Heli ? hud::kBlipPlusIcon : 0x44b370u};
  }
  for (int i = 1; i <= 16; ++i) {  // two rows of 8 grenades
    h.segmentX[static_cast<size_t>(i)] = px(66 + 8 * ((i - 1) % 8));
    h.segmentY[static_cast<size_t>(i)] = px(i <= 8 ? 20 : 31);
  }
  h.gaugeEmpty = rgb(40, 40, 48);
  h.gaugeLevels = {rgb(232, 40, 32), rgb(240, 160, 32), rgb(232, 224, 48), rgb(64, 208, 64), rgb(255, 255, 255)};
  h.missileLevels = {rgb(232, 40, 32), rgb(200, 96, 200), rgb(160, 112, 240), rgb(96, 160, 255), rgb(255, 255, 255)};
  const uint8_t blue = synthColour(102, 153, 255), red = synthColour(255, 102, 102);
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      h.blipBox.push_back({static_cast<int8_t>(dx), static_cast<int8_t>(dy), {blue, red}});
  h.blipPlus = {{0, 0, {blue, red}}, {-1, 0, {blue, red}}, {1, 0, {blue, red}}, {0, -1, {blue, red}}, {0, 1, {blue, red}}};
  const uint8_t yellow = synthColour(255, 255, 0);
  for (int i = 0; i < 4; ++i) h.blipFlag.push_back({0, static_cast<int8_t>(-i), {yellow, yellow}});
  for (int i = 1; i <= 2; ++i) {
    h.blipFlag.push_back({static_cast<int8_t>(i), -3, {yellow, yellow}});
    h.blipFlag.push_back({static_cast<int8_t>(i), -2, {yellow, yellow}});
  }
  return h;
}

void writeSyntheticHud(std::vector<uint8_t>& b, const rf::OriginalHud& h) {
  for (size_t t = 0; t < h.vehicles.size(); ++t) {
    const uint32_t base = rf::orig::kVehicleDescriptors[t];
    auto dw = [&](uint32_t index, int32_t v) { poke32(b, base + 4 * index, static_cast<uint32_t>(v)); };
    const rf::HudVehicle& v = h.vehicles[t];
    for (uint32_t s = 0; s < v.gauges.size(); ++s) {
      const uint32_t w = hud::kWeapons + hud::kWeaponDwords * s;
      const rf::HudGauge& g = v.gauges[s];
      if (s != 2) dw(w + hud::kWeaponAmmo, g.ammo);  // slot 2's is the fuel [0x84] the tables write
      dw(w + hud::kWeaponKind, g.kind);
      for (uint32_t k = 0; k < 4; ++k) dw(w + hud::kWeaponRect + k, g.rect[k]);
      dw(w + hud::kWeaponRate, g.rate);
    }
    dw(hud::kRadar, v.radar.kind);
    dw(hud::kRadar + 1, v.radar.x);
    dw(hud::kRadar + 2, v.radar.y);
    dw(hud::kRadarCels, v.radar.cels[0]);
    dw(hud::kRadarCels + 1, v.radar.cels[1]);
    dw(hud::kRadarIcon, static_cast<int32_t>(v.radar.blipIcon[0]));
    dw(hud::kRadarIcon + 1, static_cast<int32_t>(v.radar.blipIcon[1]));
  }
  for (uint32_t i = 0; i < hud::kSegments; ++i) {
    poke32(b, hud::kSegmentsX + 4 * i, static_cast<uint32_t>(h.segmentX[i]));
    poke32(b, hud::kSegmentsY + 4 * i, static_cast<uint32_t>(h.segmentY[i]));
  }
  put16(b, hud::kGaugeEmpty + 2, h.gaugeEmpty);
  for (uint32_t l = 0; l < hud::kGaugeLevelCount; ++l) {
    put16(b, hud::kGaugeLevels + 4 * l + 2, h.gaugeLevels[l]);
    put16(b, hud::kGaugeMissileLevels + 4 * l + 2, h.missileLevels[l]);
  }
  auto dots = [&](uint32_t va, const std::vector<rf::HudDot>& d) {
    for (size_t i = 0; i < d.size(); ++i) {
      const uint32_t at = va + 4 * static_cast<uint32_t>(i);
      b.at(fileOffset(at)) = static_cast<uint8_t>(d[i].dx);
      b.at(fileOffset(at + 1)) = static_cast<uint8_t>(d[i].dy);
      b.at(fileOffset(at + 2)) = d[i].colour[0];
      b.at(fileOffset(at + 3)) = d[i].colour[1];
    }
  };
  dots(hud::kBlipBox, h.blipBox);
  dots(hud::kBlipPlus, h.blipPlus);
  dots(hud::kBlipFlag, h.blipFlag);
}

}  // namespace synth
