// SPDX-License-Identifier: GPL-3.0-or-later
// The devices as plain data (device.hpp).
#include "input/device.hpp"

#include <algorithm>

#include "core/ascii.hpp"

namespace input {
namespace {

// USB HID usage numbers of our keys (Key order).
constexpr std::array<int, kKeyCount> kKeyScancodes{
    26, 4,  22, 7,  82, 81, 80, 79, 11, 13, 14, 20, 8,   // W A S D Up Down Left Right H J K Q E
    96, 92, 93, 94, 90, 86, 87, 88, 95, 97,              // Keypad 8 4 5 6 2 - + Enter 7 9
    41, 19, 16, 58, 69, 40, 226, 32, 30, 31, 17,         // Escape P M F1 F12 Return Left Alt 3 1 2 N
    44, 43, 59, 33, 34, 35, 36, 37, 38,                  // Space Tab F2 4 5 6 7 8 9
    25, 18,                                              // V O
    62, 63, 64, 65, 66, 67,                              // F5 .. F10
    61,                                                  // F4
};

// SDL2's scancode names (SDL_GetScancodeName), every scancode that has one.
const std::vector<ScancodeName> kNames{
    {4, "A"},
    {5, "B"},
    {6, "C"},
    {7, "D"},
    {8, "E"},
    {9, "F"},
    {10, "G"},
    {11, "H"},
    {12, "I"},
    {13, "J"},
    {14, "K"},
    {15, "L"},
    {16, "M"},
    {17, "N"},
    {18, "O"},
    {19, "P"},
    {20, "Q"},
    {21, "R"},
    {22, "S"},
    {23, "T"},
    {24, "U"},
    {25, "V"},
    {26, "W"},
    {27, "X"},
    {28, "Y"},
    {29, "Z"},
    {30, "1"},
    {31, "2"},
    {32, "3"},
    {33, "4"},
    {34, "5"},
    {35, "6"},
    {36, "7"},
    {37, "8"},
    {38, "9"},
    {39, "0"},
    {40, "Return"},
    {41, "Escape"},
    {42, "Backspace"},
    {43, "Tab"},
    {44, "Space"},
    {45, "-"},
    {46, "="},
    {47, "["},
    {48, "]"},
    {49, "\\"},
    {50, "#"},
    {51, ";"},
    {52, "'"},
    {53, "`"},
    {54, ","},
    {55, "."},
    {56, "/"},
    {57, "CapsLock"},
    {58, "F1"},
    {59, "F2"},
    {60, "F3"},
    {61, "F4"},
    {62, "F5"},
    {63, "F6"},
    {64, "F7"},
    {65, "F8"},
    {66, "F9"},
    {67, "F10"},
    {68, "F11"},
    {69, "F12"},
    {70, "PrintScreen"},
    {71, "ScrollLock"},
    {72, "Pause"},
    {73, "Insert"},
    {74, "Home"},
    {75, "PageUp"},
    {76, "Delete"},
    {77, "End"},
    {78, "PageDown"},
    {79, "Right"},
    {80, "Left"},
    {81, "Down"},
    {82, "Up"},
    {83, "Numlock"},
    {84, "Keypad /"},
    {85, "Keypad *"},
    {86, "Keypad -"},
    {87, "Keypad +"},
    {88, "Keypad Enter"},
    {89, "Keypad 1"},
    {90, "Keypad 2"},
    {91, "Keypad 3"},
    {92, "Keypad 4"},
    {93, "Keypad 5"},
    {94, "Keypad 6"},
    {95, "Keypad 7"},
    {96, "Keypad 8"},
    {97, "Keypad 9"},
    {98, "Keypad 0"},
    {99, "Keypad ."},
    {101, "Application"},
    {102, "Power"},
    {103, "Keypad ="},
    {104, "F13"},
    {105, "F14"},
    {106, "F15"},
    {107, "F16"},
    {108, "F17"},
    {109, "F18"},
    {110, "F19"},
    {111, "F20"},
    {112, "F21"},
    {113, "F22"},
    {114, "F23"},
    {115, "F24"},
    {116, "Execute"},
    {117, "Help"},
    {118, "Menu"},
    {119, "Select"},
    {120, "Stop"},
    {121, "Again"},
    {122, "Undo"},
    {123, "Cut"},
    {124, "Copy"},
    {125, "Paste"},
    {126, "Find"},
    {127, "Mute"},
    {128, "VolumeUp"},
    {129, "VolumeDown"},
    {133, "Keypad ,"},
    {134, "Keypad = (AS400)"},
    {153, "AltErase"},
    {154, "SysReq"},
    {155, "Cancel"},
    {156, "Clear"},
    {157, "Prior"},
    {158, "Return"},
    {159, "Separator"},
    {160, "Out"},
    {161, "Oper"},
    {162, "Clear / Again"},
    {163, "CrSel"},
    {164, "ExSel"},
    {176, "Keypad 00"},
    {177, "Keypad 000"},
    {178, "ThousandsSeparator"},
    {179, "DecimalSeparator"},
    {180, "CurrencyUnit"},
    {181, "CurrencySubUnit"},
    {182, "Keypad ("},
    {183, "Keypad )"},
    {184, "Keypad {"},
    {185, "Keypad }"},
    {186, "Keypad Tab"},
    {187, "Keypad Backspace"},
    {188, "Keypad A"},
    {189, "Keypad B"},
    {190, "Keypad C"},
    {191, "Keypad D"},
    {192, "Keypad E"},
    {193, "Keypad F"},
    {194, "Keypad XOR"},
    {195, "Keypad ^"},
    {196, "Keypad %"},
    {197, "Keypad <"},
    {198, "Keypad >"},
    {199, "Keypad &"},
    {200, "Keypad &&"},
    {201, "Keypad |"},
    {202, "Keypad ||"},
    {203, "Keypad :"},
    {204, "Keypad #"},
    {205, "Keypad Space"},
    {206, "Keypad @"},
    {207, "Keypad !"},
    {208, "Keypad MemStore"},
    {209, "Keypad MemRecall"},
    {210, "Keypad MemClear"},
    {211, "Keypad MemAdd"},
    {212, "Keypad MemSubtract"},
    {213, "Keypad MemMultiply"},
    {214, "Keypad MemDivide"},
    {215, "Keypad +/-"},
    {216, "Keypad Clear"},
    {217, "Keypad ClearEntry"},
    {218, "Keypad Binary"},
    {219, "Keypad Octal"},
    {220, "Keypad Decimal"},
    {221, "Keypad Hexadecimal"},
    {224, "Left Ctrl"},
    {225, "Left Shift"},
    {226, "Left Alt"},
    {227, "Left GUI"},
    {228, "Right Ctrl"},
    {229, "Right Shift"},
    {230, "Right Alt"},
    {231, "Right GUI"},
    {257, "ModeSwitch"},
    {258, "AudioNext"},
    {259, "AudioPrev"},
    {260, "AudioStop"},
    {261, "AudioPlay"},
    {262, "AudioMute"},
    {263, "MediaSelect"},
    {264, "WWW"},
    {265, "Mail"},
    {266, "Calculator"},
    {267, "Computer"},
    {268, "AC Search"},
    {269, "AC Home"},
    {270, "AC Back"},
    {271, "AC Forward"},
    {272, "AC Stop"},
    {273, "AC Refresh"},
    {274, "AC Bookmarks"},
    {275, "BrightnessDown"},
    {276, "BrightnessUp"},
    {277, "DisplaySwitch"},
    {278, "KBDIllumToggle"},
    {279, "KBDIllumDown"},
    {280, "KBDIllumUp"},
    {281, "Eject"},
    {282, "Sleep"},
    {283, "App1"},
    {284, "App2"},
    {285, "AudioRewind"},
    {286, "AudioFastForward"},
    {287, "SoftLeft"},
    {288, "SoftRight"},
    {289, "Call"},
    {290, "EndCall"},
};

}  // namespace

int scancodeOf(Key k) {
  return kKeyScancodes.at(static_cast<size_t>(k));
}

std::optional<Key> keyOfScancode(int scancode) {
  if (scancode == kScancodeRightAlt) return Key::Alt;
  for (int i = 0; i < kKeyCount; ++i) {
    if (kKeyScancodes[static_cast<size_t>(i)] == scancode) return static_cast<Key>(i);
  }
  return std::nullopt;
}

int scancodeByName(const std::string& name) {
  const std::string want = core::asciiLower(name);
  for (const ScancodeName& n : kNames) {
    if (core::asciiLower(n.name) == want) return n.scancode;
  }
  return -1;
}

std::string scancodeName(int scancode) {
  for (const ScancodeName& n : kNames) {
    if (n.scancode == scancode) return n.name;
  }
  return "";
}

const std::vector<ScancodeName>& scancodeNames() {
  return kNames;
}

DeviceFrame DeviceFrame::fromScancodes(const std::vector<int>& down, const std::vector<int>& pressed) {
  DeviceFrame f;
  for (const int sc : down) {
    if (sc > 0 && sc < kScancodes) f.scan[static_cast<size_t>(sc)] = true;
  }
  for (const int sc : pressed) {
    if (sc <= 0 || sc >= kScancodes) continue;
    f.scan[static_cast<size_t>(sc)] = true;
    f.pressedScan.push_back(sc);
  }
  f.deriveKeys();
  return f;
}

void DeviceFrame::eraseBackspaced(std::string& field) const {
  constexpr int kBackspace = 42;  // USB HID's (SDL_SCANCODE_BACKSPACE)
  for (auto n = std::count(pressedScan.begin(), pressedScan.end(), kBackspace); n > 0 && !field.empty(); --n)
    field.pop_back();
}

void DeviceFrame::deriveKeys() {
  pressed.clear();
  for (const int sc : pressedScan) {
    if (const std::optional<Key> k = keyOfScancode(sc)) pressed.push_back(*k);
  }
  for (int i = 0; i < kKeyCount; ++i) held[static_cast<size_t>(i)] = scan[static_cast<size_t>(kKeyScancodes[static_cast<size_t>(i)])];
  if (scan[kScancodeRightAlt]) held[static_cast<size_t>(Key::Alt)] = true;
}

}  // namespace input
