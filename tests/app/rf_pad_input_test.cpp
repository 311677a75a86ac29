// SPDX-License-Identifier: GPL-3.0-or-later
// Game controllers: the raw word of a pad's stick and buttons under each
// scheme (input/pad_word.hpp: the dead zone, full deflection = 127, the d-pad, the buttons
// A / B / X / shoulders), the loadout schemes at the start, the slot assignment on hot-plug
// (platform::PadSlots) and the [pads] settings of the config file.
#include <gtest/gtest.h>

#include "app/config.hpp"
#include "input/keyboard_word.hpp"
#include "input/pad_word.hpp"
#include "platform/window.hpp"
#include "platform/pads.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/sim/controls.hpp"
#include "rf/sim/input.hpp"

namespace app {
namespace {

namespace raw = rf::raw;
using rf::ControlScheme;

input::PadState pad() {
  input::PadState p;
  p.connected = true;
  return p;
}

TEST(PadInput, TheStickByteHasADeadZoneAndReaches127) {
  EXPECT_EQ(input::stickByte(0, 8000), 0);
  EXPECT_EQ(input::stickByte(8000, 8000), 0);
  EXPECT_EQ(input::stickByte(-8000, 8000), 0);
  EXPECT_EQ(input::stickByte(8001, 8000), 1);
  EXPECT_EQ(input::stickByte(32767, 8000), 127);
  EXPECT_EQ(input::stickByte(-32768, 8000), -127);
  EXPECT_EQ(input::stickByte(20384, 8000), 63);  // half way past the dead zone
  EXPECT_EQ(input::stickByte(100, 0), 1);
}

TEST(PadInput, AnalogFullDeflectionEastGivesX127) {
  const input::PadSettings s;
  input::PadState p = pad();
  p.x = 32767;
  const uint32_t w = input::playerWord(raw::kNone, p, ControlScheme::Analog, s);
  EXPECT_EQ(w & 0xffu, 127u);
  EXPECT_EQ((w >> 8) & 0xffu, 0u);
  EXPECT_EQ(w & raw::kRight, raw::kRight);  // the menus read the direction bit
  EXPECT_EQ(w, raw::stickWord(127, 0) | raw::kRight);
  // the analog decoder steers east at full magnitude
  const rf::AnalogControl c = rf::controllerDecodeAnalog(w, raw::kNone);
  EXPECT_EQ(c.word & (rf::input::kLeft | rf::input::kRight), rf::input::kLeft | rf::input::kRight);
  EXPECT_EQ(c.target, 0x100000);  // east: a quarter turn from north
  p.x = 3000;  // inside the dead zone: centred
  EXPECT_EQ(input::playerWord(raw::kNone, p, ControlScheme::Analog, s), raw::kNone);
  p.x = 0;
  p.y = -32768;  // full up: north, y -127
  EXPECT_EQ(input::playerWord(raw::kNone, p, ControlScheme::Analog, s), raw::stickWord(0, -127) | raw::kUp);
}

TEST(PadInput, AnalogDpadAndKeysAreFullDeflections) {
  const input::PadSettings s;
  input::PadState p = pad();
  p.down = true;
  p.left = true;
  EXPECT_EQ(input::playerWord(raw::kNone, p, ControlScheme::Analog, s), raw::stickWord(-127, 127) | raw::kDown | raw::kLeft);
  // the keyboard's word in the analog scheme: its magnitude bytes become deflections
  raw::Keys k;
  k.right = true;
  const uint32_t kb = raw::keyboardWord(k);
  EXPECT_EQ(input::playerWord(kb, input::PadState{}, ControlScheme::Analog, s), raw::stickWord(127, 0) | raw::kRight);
  // the stick wins over the d-pad and the keys when it is used
  p = pad();
  p.up = true;
  p.x = -32768;
  EXPECT_EQ(input::playerWord(kb, p, ControlScheme::Analog, s),
            raw::stickWord(-127, 0) | raw::kUp | raw::kRight | raw::kLeft);
}

TEST(PadInput, TheButtonsAndSelfDestruct) {
  const input::PadSettings s;
  input::PadState p = pad();
  p.a = true;
  EXPECT_EQ(input::playerWord(raw::kNone, p, ControlScheme::Digital, s), raw::kA);
  p.b = true;
  p.x_ = true;
  EXPECT_EQ(input::playerWord(raw::kNone, p, ControlScheme::Digital, s), raw::kAllButtons);  // self-destruct
  p = pad();
  p.leftShoulder = true;
  EXPECT_EQ(input::playerWord(raw::kNone, p, ControlScheme::Analog, s), raw::kX4);
  p.rightShoulder = true;
  p.y_ = true;  // not bound
  p.start = true;
  EXPECT_EQ(input::playerWord(raw::kNone, p, ControlScheme::Digital, s), raw::kX4 | raw::kX5);
}

// [pads] a..x5 (the options menu's pad page): a rebound button gives its action, the old
// one nothing.
TEST(PadInput, ReboundButtonsGiveTheirActions) {
  input::PadSettings s;
  s.buttons[0] = input::PadButton::Y;              // A (fire, launch) on Y
  s.buttons[3] = input::PadButton::RightShoulder;  // turret left and right swapped
  s.buttons[4] = input::PadButton::LeftShoulder;
  input::PadState p = pad();
  p.a = true;
  EXPECT_EQ(input::playerWord(raw::kNone, p, ControlScheme::Digital, s), raw::kNone);
  p = pad();
  p.y_ = true;
  EXPECT_EQ(input::playerWord(raw::kNone, p, ControlScheme::Digital, s), raw::kA);
  p = pad();
  p.leftShoulder = true;
  EXPECT_EQ(input::playerWord(raw::kNone, p, ControlScheme::Digital, s), raw::kX5);
  EXPECT_EQ(input::padButtonByName("LeftShoulder"), input::PadButton::LeftShoulder);
  EXPECT_FALSE(input::padButtonByName("start").has_value());
}

// The keyboard's word (input/keyboard_word.hpp) from the keys held by the player's bindings.
TEST(PadInput, TheKeyboardWordFollowsTheBindings) {
  input::PlayerKeys keys = defaultConfig().keys[0];
  keys.a = {input::scancodeByName("L")};
  input::DeviceFrame in;
  in.scan[static_cast<size_t>(input::scancodeByName("L"))] = true;
  in.scan[static_cast<size_t>(input::scancodeByName("Up"))] = true;
  const uint32_t w = input::keyboardWord(in, keys);
  EXPECT_NE(w & raw::kA, 0u);
  EXPECT_NE(w & raw::kUp, 0u);
  EXPECT_EQ(w & raw::kDown, 0u);
  in.scan[static_cast<size_t>(input::scancodeByName("L"))] = false;
  in.scan[static_cast<size_t>(input::scancodeByName("H"))] = true;  // H is no longer A
  EXPECT_EQ(input::keyboardWord(in, keys) & raw::kA, 0u);
}

TEST(PadInput, DigitalTheStickSetsDirectionsWithItsDeflection) {
  const input::PadSettings s;
  input::PadState p = pad();
  p.x = 20384;  // 63 of 127 -> magnitude 126
  EXPECT_EQ(input::playerWord(raw::kNone, p, ControlScheme::Digital, s), raw::kRight | 126u);
  p.x = 0;
  p.y = 32767;
  EXPECT_EQ(input::playerWord(raw::kNone, p, ControlScheme::Digital, s), raw::kDown | 0xff00u);
  p = pad();
  p.up = true;  // the d-pad is the keyboard's word exactly
  raw::Keys k;
  k.up = true;
  EXPECT_EQ(input::playerWord(raw::kNone, p, ControlScheme::Digital, s), raw::keyboardWord(k));
}

TEST(PadInput, NoPadOrPadsOffLeavesTheKeyboardWord) {
  raw::Keys k;
  k.left = true;
  k.b = true;
  const uint32_t kb = raw::keyboardWord(k);
  EXPECT_EQ(input::playerWord(kb, input::PadState{}, ControlScheme::Digital, input::PadSettings{}), kb);
  input::PadSettings off;
  off.enabled = false;
  input::PadState p = pad();
  p.a = true;
  p.x = 32767;
  EXPECT_EQ(input::playerWord(kb, p, ControlScheme::Digital, off), kb);
  // OR-ed with the keyboard
  EXPECT_EQ(input::playerWord(kb, p, ControlScheme::Digital, input::PadSettings{}), kb | raw::kA | raw::kRight);
}

TEST(PadInput, APadAtTheStartGivesItsPlayerTheAnalogScheme) {
  const input::PadSettings s;
  using A = std::array<ControlScheme, 2>;
  EXPECT_EQ(input::padSchemes(s, 0), (A{ControlScheme::Digital, ControlScheme::Digital}));
  EXPECT_EQ(input::padSchemes(s, 1), (A{ControlScheme::Analog, ControlScheme::Digital}));
  EXPECT_EQ(input::padSchemes(s, 3), (A{ControlScheme::Analog, ControlScheme::Analog}));
  input::PadSettings digital;
  digital.stick = ControlScheme::Digital;
  EXPECT_EQ(input::padSchemes(digital, 2), (A{ControlScheme::Digital, ControlScheme::Digital}));
  input::PadSettings off;
  off.enabled = false;
  EXPECT_EQ(input::padSchemes(off, 2), (A{ControlScheme::Digital, ControlScheme::Digital}));
}

TEST(PadSlots, PadsTakeSlotsInAttachOrderAndARemovedPadFreesItsSlot) {
  platform::PadSlots s;
  EXPECT_EQ(s.attach(7), 0);   // first pad: player 1
  EXPECT_EQ(s.attach(3), 1);   // second: player 2
  EXPECT_EQ(s.attach(7), 0);   // again: the same slot
  EXPECT_EQ(s.attach(9), -1);  // a third waits
  EXPECT_EQ(s.detach(7), 0);   // player 1's pad goes ...
  EXPECT_EQ(s.instanceAt(0), 9);  // ... the waiting one takes its slot
  EXPECT_EQ(s.instanceAt(1), 3);
  EXPECT_EQ(s.detach(9), 0);
  EXPECT_EQ(s.instanceAt(0), -1);
  EXPECT_EQ(s.attach(11), 0);  // a new pad: the free slot
  EXPECT_EQ(s.slotOf(3), 1);
  EXPECT_EQ(s.detach(42), -1);  // unknown
  EXPECT_EQ(s.detach(3), 1);
  EXPECT_EQ(s.slotOf(3), -1);
}

TEST(PadConfig, ThePadsSectionIsReadAndBadValuesKeepTheDefaults) {
  const Config d = defaultConfig();
  EXPECT_TRUE(d.pads.enabled);
  EXPECT_EQ(d.pads.deadZone, input::kDefaultPadDeadZone);
  EXPECT_EQ(d.pads.stick, ControlScheme::Analog);
  const ConfigLoad back = parseConfig(configText(d), "r.ini");
  EXPECT_TRUE(back.warnings.empty());
  EXPECT_EQ(back.config.pads.deadZone, input::kDefaultPadDeadZone);
  const ConfigLoad l = parseConfig("[pads]\nenabled = no\ndead_zone = 4000\nstick = digital\n", "r.ini");
  EXPECT_TRUE(l.warnings.empty());
  EXPECT_FALSE(l.config.pads.enabled);
  EXPECT_EQ(l.config.pads.deadZone, 4000);
  EXPECT_EQ(l.config.pads.stick, ControlScheme::Digital);
  const ConfigLoad bad = parseConfig("[pads]\ndead_zone = lots\nstick = wobbly\nrumble = yes\n", "r.ini");
  ASSERT_EQ(bad.warnings.size(), 3u);
  EXPECT_EQ(bad.warnings[0], "r.ini: line 2: expected dead_zone = 0..32000, found 'lots' (kept 8000)");
  EXPECT_EQ(bad.warnings[1], "r.ini: line 3: expected stick = analog or digital, found 'wobbly' (kept analog)");
  EXPECT_EQ(bad.warnings[2], "r.ini: line 4: unknown setting 'rumble' in [pads] (known: enabled, dead_zone, stick, a, b, c, x4, x5)");
  EXPECT_EQ(bad.config.pads.deadZone, input::kDefaultPadDeadZone);
}

}  // namespace
}  // namespace app
