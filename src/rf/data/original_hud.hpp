// SPDX-License-Identifier: GPL-3.0-or-later
// The original's dashboard ("the HUD from the original's cels"): the tables
// of the Windows 95 RFIRE.BIN its HUD widgets read (HudInit 0x422640, HudUpdateAll 0x422750,
// the widget table 0x44acc0), and the ART.CAR cels and positions its code names. Facts from
// emdzej/openrf (docs/car.md's cel ranges; the HUD widgets its hud.c describes: cel numbers,
// offsets and table addresses); our own reader and drawing (view/rf_original_hud.hpp).
//
// Read from the program: per vehicle descriptor, the three gauge slots (weapon slot i at
// dword 0x65 + 13 i: [6] widget kind, [7..10] the gauge's rectangle y0, y1, x0, x1 in 16.16
// from the HUD's origin, [11] the gauge's easing rate per tick, [5] the slot's full load, the
// unit of the gauge's length (FUN_004218f0: scale = (x1 - x0 + 1) / load); slot 2 is the fuel
// gauge, its load the descriptor's fuel [0x84] in whole units), the radar widget ([0x9c..0xa0]
// kind, x, y (16.16), width, height in cells: [0x9f] / [0xa0] are also SpawnDrone's box in
// half cells, so a drone comes in at the radar's edge),
// [0xa1..0xa2] its cels, [0x9a + team] the blip icon); the grenade segments' positions
// (0x44ab28 / 0x44ab70, 18 each); the gauges' colours (3DO RGB555 words, each "PLUT" read at
// +2: the empty part 0x44aae8, the levels 0x44aaf0 and the heli missiles' 0x44ab08); the
// radar blips' dots {dx, dy, colour team 0, colour team 1} (a box of 9 at 0x44b338, a plus of
// 5 at 0x44b380, the flag's 8 at 0x44e788). Every read is checked; a value outside what the
// drawing can take is one line naming the field.
//
// Checked only against the synthetic RFIRE.BIN retrosim's tools make to this layout
// (tools/synthetic_cd): no original Return Fire data exists where retrosim is built.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "rf/data/pe_image.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace rf {

namespace hud {
// Widget kinds (the table 0x44acc0; HudSetSlot 0x422840 takes 0..9, anything else as 0).
enum class Widget : int32_t {
  None = 0, Cel = 1, SlideIn = 2, SlideOut = 3, Bar = 4, Fuel = 5, Radar = 6, Segments = 7, Beacon = 8, Heli = 9
};
inline constexpr int32_t kWidgetKinds = 10;

// The program's addresses.
inline constexpr uint32_t kGaugeEmpty = 0x44aae8, kGaugeLevels = 0x44aaf0, kGaugeMissileLevels = 0x44ab08;
inline constexpr uint32_t kSegmentsX = 0x44ab28, kSegmentsY = 0x44ab70;
inline constexpr int kSegments = 18;
inline constexpr uint32_t kBlipBox = 0x44b338, kBlipPlus = 0x44b380, kBlipPlusIcon = 0x44b398, kBlipFlag = 0x44e788;
inline constexpr int kBlipBoxDots = 9, kBlipPlusDots = 5, kBlipFlagDots = 8;
inline constexpr int kGaugeLevelCount = 5;  // the levels 0, 2, 4, 6, 8 (8: the fuel's blink)
// The descriptor's dwords.
inline constexpr uint32_t kWeapons = 0x65, kWeaponDwords = 13, kWeaponAmmo = 5, kWeaponKind = 6, kWeaponRect = 7,
                          kWeaponRate = 11;
inline constexpr uint32_t kRadarIcon = 0x9a, kRadar = 0x9c, kRadarCels = 0xa1;

// ART.CAR cels the HUD code names (the original's numbers).
inline constexpr uint32_t kCelBadge = 0x794;       // 1940, slot 1 at the origin + (-3, -2)
inline constexpr uint32_t kCelFrame = 0x796;       // 1942, Hud_DrawFrame 0x4211d0 at + (9, 2), opaque
inline constexpr uint32_t kCelDashboard = 0x797;   // 1943 + vehicle type, the sliding panel
inline constexpr uint32_t kCelHitFlash = 1947;     // + 0..15 by the damage taken
inline constexpr uint32_t kCelSegmentLit = 1968, kCelSegmentOff = 0x7ae, kCelSegmentEnd = 0x7af;
inline constexpr uint32_t kCelHeliOn = 0x7b9, kCelHeliOff = 0x7ba, kCelHeliLower = 0x7bb, kCelHeliLowerOff = 0x7bc;
inline constexpr uint32_t kCelDigit0 = 0x862;      // 2146 + digit
inline constexpr std::array<uint32_t, kVehicleTypes> kCelStockIcon{0x873, 0x871, 0x874, 0x872};
inline constexpr std::array<uint32_t, kVehicleTypes> kCelAmmoIcon{0x870, 0x86c, 0x86d, 0x870};
inline constexpr std::array<uint32_t, kVehicleTypes> kCelExtraIcon{0, 0, 0x86e, 0x86f};
// Hud_DrawWeaponCounts 0x421220's numbers: the ammo it shows per type, the heli's missiles.
inline constexpr std::array<int32_t, kVehicleTypes> kCountAmmo{150, 16, 100, 100};
inline constexpr int32_t kCountHeliMissiles = 50;
// Where the HUD's origin is on the 320 x 240 screen (HudInit): 1 player (87, 168); 2 players
// (14, 162) and (165, 162). Hud_DrawCelAt 0x421690 adds (15, 5).
inline constexpr int kOrigin1pX = 87, kOrigin1pY = 168, kOrigin2pY = 162;
inline constexpr std::array<int, 2> kOrigin2pX{14, 165};
inline constexpr int kCelAtX = 15, kCelAtY = 5;
}  // namespace hud

struct HudGauge {
  int32_t kind = 0;                  // hud::Widget
  std::array<int32_t, 4> rect{};     // y0, y1, x0, x1 (16.16, from the HUD origin)
  int32_t rate = 0;                  // [11] 16.16 px a tick the drawn length eases by
  int32_t ammo = 0;                  // [5] the slot's full load (the fuel gauge: fuel units)
  // FUN_004218f0: the 16.16 length of one unit, (x1 - x0 + 1.0) / ammo; 0 without a load.
  int32_t scale() const { return ammo > 0 ? (rect[3] - rect[2] + 0x10000) / ammo : 0; }
  friend bool operator==(const HudGauge&, const HudGauge&) = default;
};

struct HudRadar {
  int32_t kind = 0;                  // hud::Widget (6: the radar)
  int32_t x = 0, y = 0;              // 16.16 from the HUD origin
  int32_t w = 0, h = 0;              // cells shown (at most 128)
  std::array<int32_t, 2> cels{};     // [0xa1] the frame (+ team), [0xa2] the overlay (< 0: drawn blended)
  std::array<uint32_t, 2> blipIcon{};  // [0x9a + team]: hud::kBlipPlusIcon = the plus, else the box
  friend bool operator==(const HudRadar&, const HudRadar&) = default;
};

struct HudVehicle {
  std::array<HudGauge, 3> gauges{};  // weapon slot 0, 1, the fuel
  HudRadar radar;
  friend bool operator==(const HudVehicle&, const HudVehicle&) = default;
};

struct HudDot {
  int8_t dx = 0, dy = 0;
  std::array<uint8_t, 2> colour{};  // palette index for team 0 / team 1
  friend bool operator==(const HudDot&, const HudDot&) = default;
};

struct OriginalHud {
  std::array<HudVehicle, kVehicleTypes> vehicles{};
  std::array<int32_t, hud::kSegments> segmentX{}, segmentY{};  // 16.16 from the HUD origin
  uint16_t gaugeEmpty = 0;                                      // RGB555
  std::array<uint16_t, hud::kGaugeLevelCount> gaugeLevels{}, missileLevels{};
  std::vector<HudDot> blipBox, blipPlus, blipFlag;
  friend bool operator==(const OriginalHud&, const OriginalHud&) = default;
};

// Reads the HUD tables. Throws LoadError naming the program, the field and what was expected.
OriginalHud readOriginalHud(const PeImage& image);
// The same from the program's bytes (`file` for messages).
OriginalHud loadOriginalHud(std::span<const uint8_t> bytes, const std::string& file);

// A 3DO RGB555 word (0RRRRRGGGGGBBBBB) as 0xRRGGBBAA.
uint32_t rgb555(uint16_t w);

}  // namespace rf
