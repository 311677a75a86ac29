// The controllers (rf-simulation.md §5 "Control word"): ControllerDecodeDigital 0x41edf0
// turns a raw device word into the control word of rf/sim/input.hpp; the analog decoder
// 0x41eee0 (loadout scheme 1) steers to a target heading instead (0x18 + state +0xb0).
//
// Raw device word. Given by the notes: the low 16 bits are the magnitudes (the keyboard
// reader sets 0xff left/right, 0xff00 up/down), A = 0x08000000 (key H), B = J, C = K (all
// three = 0xe000000), the extra buttons Q / E = 0x200000 / 0x400000. designed: B =
// 0x04000000, C = 0x02000000 (the order of the three-button mask), the directions up 0x10000,
// down 0x20000, left 0x40000, right 0x80000 (the free bits below the extra buttons).
#pragma once

#include <cstdint>

namespace rf {

inline constexpr uint32_t kRawMagLeftRight = 0xff;
inline constexpr uint32_t kRawMagUpDown = 0xff00;
inline constexpr uint32_t kRawUp = 0x10000;
inline constexpr uint32_t kRawDown = 0x20000;
inline constexpr uint32_t kRawLeft = 0x40000;
inline constexpr uint32_t kRawRight = 0x80000;
inline constexpr uint32_t kRawX4 = 0x200000;
inline constexpr uint32_t kRawX5 = 0x400000;
inline constexpr uint32_t kRawC = 0x02000000;
inline constexpr uint32_t kRawB = 0x04000000;
inline constexpr uint32_t kRawA = 0x08000000;
inline constexpr uint32_t kRawAllButtons = 0x0e000000;

// ControllerDecodeDigital 0x41edf0: directions (none = idle 1), press / hold / release of
// A, B, C from this and the previous raw word, the extra buttons while held, and the raw
// magnitudes in bits 16-31.
uint32_t controllerDecodeDigital(uint32_t raw, uint32_t prevRaw);

// The analog decoder 0x41eee0's result: the control word and the target heading it asks
// the vehicle to steer to (VehState +0xb0) when the word has both turn bits (0x18).
struct AnalogControl {
  uint32_t word = 0;
  int32_t target = 0;
};

// 0x41eee0. designed (the notes give only the address and the 0x18 rule): the raw word
// carries a stick as two signed bytes, x in bits 0-7 (east +) and y in bits 8-15 (south +);
// outside a dead zone of 16 the word gets 0x18 + fwd with the target heading of the stick
// (0 = north, clockwise) and the stick's larger axis doubled (max 0xff) as both
// magnitudes; the buttons decode as in the digital controller.
AnalogControl controllerDecodeAnalog(uint32_t raw, uint32_t prevRaw);

}  // namespace rf
