// SPDX-License-Identifier: GPL-3.0-or-later
// The briefing (rf_briefing.hpp).
#include "rf/front/briefing.hpp"

#include <sstream>

#include "rf/front/key_labels.hpp"
#include "core/ascii.hpp"

namespace rf::front {

// designed: the words are ours; the rules they state are the notes' (rf-simulation.md:
// the flag buildings and HideFlagInRandomBuilding 0x424060, only the jeep takes the flag
// (DestFlagOnTouch 0x4247e0), the vehicles' weapons, the pads' refuelling).
std::vector<std::string> rfBriefingLines(const Config& config) {
  const std::string launch = config.keys[0].a.empty() ? "A" : keyLabel(config.keys[0].a.front());
  const std::string boat = config.keys[0].b.empty() ? "B" : keyLabel(config.keys[0].b.front());
  return {
      "YOU PLAY BLUE (IN 2 PLAYERS PLAYER 2 PLAYS GREEN).",
      "THE GOAL: TAKE THE ENEMY'S FLAG AND BRING IT HOME TO YOUR BUNKER.",
      "  THE FLAG IS HIDDEN IN ONE OF THE ENEMY'S FLAG BUILDINGS: SHOOT THEM UNTIL IT SHOWS.",
      "  ONLY THE JEEP CAN PICK THE FLAG UP: DRIVE OVER IT, THEN BACK ONTO YOUR OWN LIFT.",
      "",
      "IN THE BUNKER CHOOSE A VEHICLE (" + launch + " LAUNCHES); EACH TYPE HAS A FEW IN STOCK.",
      "  TANK: SLOW AND ARMOURED, A TURNING CANNON: FIGHTS TOWERS, TANKS AND BUILDINGS.",
      "  ASV: ARMOURED, THREE ROCKETS THAT FLY OVER BUSHES (MINES IN 2 PLAYERS).",
      "  HELICOPTER: FLIES OVER WATER AND WALLS, GUNS AND MISSILES: SCOUTS AND STRIKES.",
      "  JEEP: FAST AND FRAGILE, THROWS GRENADES, CARRIES THE FLAG; IN WATER PRESS " + boat + " TO SWIM",
      "    AS A BOAT, OR IT SINKS IN DEEP WATER.",
      "  FUEL RUNS OUT: DRIVE BACK ONTO YOUR LIFT TO REFUEL, REARM AND CHANGE VEHICLE.",
  };
}

view::MenuPanel rfBriefingPanel(const Config& config) {
  view::MenuPanel p;
  p.title = "BRIEFING";
  p.lines = rfBriefingLines(config);
  p.footer = "ANY KEY: TO THE BUNKER   F1 IN THE GAME: THIS AND THE KEYS";
  return p;
}

view::MenuPanel rfHelpPanel(const Config& config) {
  view::MenuPanel p;
  p.title = "HOW TO PLAY";
  p.lines = rfBriefingLines(config);
  p.lines.emplace_back("");
  std::istringstream keys(rfHelpText(config));
  for (std::string l; std::getline(keys, l);) p.lines.push_back(core::asciiUpper(l));
  p.footer = "F1: BACK TO THE GAME";
  return p;
}

}  // namespace rf::front
