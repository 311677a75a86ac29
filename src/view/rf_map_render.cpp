// SPDX-License-Identifier: GPL-3.0-or-later
#include "view/rf_map_render.hpp"

#include <array>
#include <stdexcept>
#include <string>
#include <utility>

#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/terrain.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/world_state.hpp"

namespace view {
namespace {

using core::Image;
using core::Rgba;
using core::rgba;
using rf::Bno;
using rf::TerrainClass;

constexpr Rgba kGrass = rgba(76, 150, 58);
constexpr Rgba kLandTransition = rgba(104, 160, 70);
constexpr Rgba kDry = rgba(196, 172, 108);
constexpr Rgba kSand = rgba(226, 208, 150);
constexpr Rgba kShallow = rgba(72, 140, 214);
constexpr Rgba kDeep = rgba(26, 52, 128);
constexpr Rgba kRoad = rgba(110, 110, 110);
constexpr Rgba kRoadLine = rgba(178, 178, 178);
constexpr Rgba kAbutment = rgba(150, 106, 60);
constexpr Rgba kGateFloor = rgba(150, 150, 140);
constexpr Rgba kObjectGround = rgba(98, 126, 72);
constexpr Rgba kPlank = rgba(168, 120, 70);
constexpr Rgba kPlankGap = rgba(100, 70, 40);
constexpr Rgba kBush = rgba(140, 214, 90);
constexpr Rgba kPalm = rgba(20, 90, 30);
constexpr Rgba kTree = rgba(34, 110, 40);
constexpr Rgba kCactus = rgba(60, 170, 110);
constexpr Rgba kRock = rgba(150, 146, 140);
constexpr Rgba kPlanter = rgba(130, 90, 60);
constexpr Rgba kRubble = rgba(80, 76, 72);
constexpr Rgba kFlagSite = rgba(255, 220, 0);
constexpr Rgba kOutline = rgba(0, 0, 0);
constexpr Rgba kPanel = rgba(24, 24, 28);
constexpr Rgba kText = rgba(230, 230, 230);
constexpr Rgba kNeutral = rgba(200, 200, 200);
constexpr int kPanelWidth = 300;

Rgba darker(Rgba c) {
  return rgba(static_cast<uint8_t>(core::red(c) * 3 / 5), static_cast<uint8_t>(core::green(c) * 3 / 5),
              static_cast<uint8_t>(core::blue(c) * 3 / 5));
}

// The colour of one cell-local pixel (0..31) of a terrain id.
Rgba terrainPixel(uint32_t terrain, int px, int py, int padTeam) {
  switch (rf::terrainInfo(terrain).cls) {
    case TerrainClass::Land:
    case TerrainClass::Unused: return kGrass;
    case TerrainClass::Shallow:
    case TerrainClass::ShallowVariant: return kShallow;
    case TerrainClass::Deep: return kDeep;
    case TerrainClass::DryLand: return kDry;
    case TerrainClass::Shore: return rf::pixelWaterDepth(terrain, px, py) == 1 ? kShallow : kSand;
    case TerrainClass::ShallowBox: return rf::pixelWaterDepth(terrain, px, py) == 1 ? kShallow : kDeep;
    case TerrainClass::LandTransition: return kLandTransition;
    case TerrainClass::Road: return kRoad;
    case TerrainClass::BridgeEnd: return kAbutment;
    case TerrainClass::GateFloor: return kGateFloor;
    case TerrainClass::HomePad: return darker(rfTeamColour(padTeam));
    case TerrainClass::ObjectGround: return kObjectGround;
  }
  return kGrass;
}

void fillCircle(Image& img, int cx, int cy, int r, Rgba c) {
  for (int dy = -r; dy <= r; ++dy) {
    for (int dx = -r; dx <= r; ++dx) {
      if (dx * dx + dy * dy <= r * r) img.set(cx + dx, cy + dy, c);
    }
  }
}

void drawRoadLines(Image& img, int x0, int y0, int s, uint8_t roads) {
  const int c = s / 2;
  const int w = s >= 8 ? 2 : 1;
  if (roads & rf::kRoadN) img.fillRect(x0 + c - w / 2, y0, w, c + 1, kRoadLine);
  if (roads & rf::kRoadS) img.fillRect(x0 + c - w / 2, y0 + c, w, s - c, kRoadLine);
  if (roads & rf::kRoadW) img.fillRect(x0, y0 + c - w / 2, c + 1, w, kRoadLine);
  if (roads & rf::kRoadE) img.fillRect(x0 + c, y0 + c - w / 2, s - c, w, kRoadLine);
}

// The one-letter mark of a team building, '\0' for objects drawn by shape.
char buildingLetter(uint32_t bno) {
  if (bno == 14) return 'A';               // ammo
  if (bno >= 15 && bno <= 17) return 'P';  // prison
  if (bno >= rf::bnoId(rf::Bno::WtowerNE) && bno <= rf::bnoId(rf::Bno::WtowerSW)) return 'W';  // watchtower
  if (bno == 22) return 'F';               // flag site building
  if (bno >= 23 && bno <= 26) return 'B';  // building
  if (bno >= 27 && bno <= 30) return 'M';  // factory
  if (bno >= 31 && bno <= 34) return 'K';  // bunker
  if (bno == 35) return 'O';               // outpost
  if (bno >= 36 && bno <= 38) return 'H';  // hospital
  if (bno >= 39 && bno <= 42) return 'U';  // fuel
  if (bno == 47 || bno == 48) return 'N';  // tent
  if (bno == 62) return 'f';               // damaged flag building
  return '\0';
}

void drawBuilding(Image& img, int x0, int y0, int s, Rgba team, char letter) {
  img.fillRect(x0, y0, s, s, team);
  img.drawRect(x0, y0, s, s, darker(team));
  if (s >= 8) {
    const int tx = x0 + (s - Image::kGlyphWidth) / 2;
    const int ty = y0 + (s - Image::kGlyphHeight) / 2;
    img.drawText(tx, ty, std::string(1, letter), core::kWhite);
  }
}

void drawWall(Image& img, int x0, int y0, int s, Rgba c, bool vertical, bool gate) {
  const int t = s / 3 > 1 ? s / 3 : 2;
  const int a = (s - t) / 2;
  if (vertical) {
    img.fillRect(x0 + a, y0, t, s, c);
  } else {
    img.fillRect(x0, y0 + a, s, t, c);
  }
  if (gate) {  // a light door in the middle third
    if (vertical) {
      img.fillRect(x0 + a, y0 + s / 3, t, s - 2 * (s / 3), kFlagSite);
    } else {
      img.fillRect(x0 + s / 3, y0 + a, s - 2 * (s / 3), t, kFlagSite);
    }
  }
}

void drawBridgeDeck(Image& img, int x0, int y0, int s, bool vertical) {
  img.fillRect(x0, y0, s, s, kPlank);
  for (int i = 1; i < s; i += 3) {  // gaps across the direction of travel
    if (vertical) {
      img.fillRect(x0, y0 + i, s, 1, kPlankGap);
    } else {
      img.fillRect(x0 + i, y0, 1, s, kPlankGap);
    }
  }
}

void drawObject(Image& img, int x0, int y0, int s, uint32_t bno, int team) {
  const int cx = x0 + s / 2;
  const int cy = y0 + s / 2;
  const Rgba tc = rfTeamColour(team);
  switch (static_cast<Bno>(bno)) {
    case Bno::Bush1S:
    case Bno::Bush2S: fillCircle(img, cx, cy, s * 3 / 10, kBush); return;
    case Bno::Palm1S:
    case Bno::Palm2S:
      img.line(x0 + 1, y0 + 1, x0 + s - 2, y0 + s - 2, kPalm);
      img.line(x0 + s - 2, y0 + 1, x0 + 1, y0 + s - 2, kPalm);
      img.line(cx, y0 + 1, cx, y0 + s - 2, kPalm);
      img.line(x0 + 1, cy, x0 + s - 2, cy, kPalm);
      return;
    case Bno::TreeS: fillCircle(img, cx, cy, s * 2 / 5, kTree); return;
    case Bno::Cactus: img.fillRect(cx - s / 8, y0 + s / 6, s / 4 > 0 ? s / 4 : 1, s - s / 3, kCactus); return;
    case Bno::Rock1S:
    case Bno::Rock2S:
    case Bno::Rock1T:
    case Bno::Rock2T: fillCircle(img, cx, cy, s / 3, kRock); return;
    case Bno::PlanterBush:
    case Bno::PlanterBerry:
    case Bno::PlanterStone:
      img.fillRect(x0 + s / 4, y0 + s / 4, s / 2, s / 2, kPlanter);
      fillCircle(img, cx, cy, s / 8, kBush);
      return;
    case Bno::WallV:
    case Bno::LdmgWallV:
    case Bno::RdmgWallV:
    case Bno::BdmgWallV: drawWall(img, x0, y0, s, darker(tc), true, false); return;
    case Bno::WallH:
    case Bno::LdmgWallH:
    case Bno::RdmgWallH:
    case Bno::BdmgWallH: drawWall(img, x0, y0, s, darker(tc), false, false); return;
    case Bno::GateV: drawWall(img, x0, y0, s, darker(tc), true, true); return;
    case Bno::GateH: drawWall(img, x0, y0, s, darker(tc), false, true); return;
    case Bno::Tower:
    case Bno::ActiveTower:
      fillCircle(img, cx, cy, s * 3 / 10 + 1, kOutline);
      fillCircle(img, cx, cy, s * 3 / 10, tc);
      return;
    case Bno::LargeTower:
      fillCircle(img, cx, cy, s / 2, kOutline);
      fillCircle(img, cx, cy, s / 2 - 1, tc);
      fillCircle(img, cx, cy, s / 6, kOutline);
      return;
    case Bno::BrigeH: drawBridgeDeck(img, x0, y0, s, false); return;
    case Bno::BrigeV: drawBridgeDeck(img, x0, y0, s, true); return;
    default: break;
  }
  if (const char letter = buildingLetter(bno)) {
    drawBuilding(img, x0, y0, s, tc, letter);
    return;
  }
  // Damaged and destroyed states: rubble.
  img.fillRect(x0 + s / 6, y0 + s / 6, s - s / 3, s - s / 3, kRubble);
}

}  // namespace

void drawRfCell(Image& img, uint32_t w, int x0, int y0, int s) {
  const uint32_t terrain = rf::cell::terrain(w);
  const int padTeam = terrain == 91 ? 1 : 0;
  for (int sy = 0; sy < s; ++sy) {
    for (int sx = 0; sx < s; ++sx) {
      img.set(x0 + sx, y0 + sy, terrainPixel(terrain, (sx * 32 + 16) / s, (sy * 32 + 16) / s, padTeam));
    }
  }
  const rf::TerrainInfo& info = rf::terrainInfo(terrain);
  if (info.roads != 0) drawRoadLines(img, x0, y0, s, info.roads);
  // BNO 90 (an awake tower) is drawn by its turret object; a gate's cell is empty while its
  // Gate object draws the doors.
  drawRfCellObject(img, w, x0, y0, s);
}

void drawRfCellObject(Image& img, uint32_t w, int x0, int y0, int s) {
  const uint32_t bno = rf::cell::bno(w);
  if (bno != 0 && bno != rf::bnoId(Bno::ActiveTower)) drawObject(img, x0, y0, s, bno, static_cast<int>(rf::cell::team(w)));
}

namespace {

void drawCell(Image& img, const rf::World& world, int x, int y, int s) {
  drawRfCell(img, world.cell(x, y), x * s, y * s, s);
}

void markCell(Image& img, rf::CellPos p, int s, Rgba c, int thickness) {
  for (int i = 0; i < thickness; ++i) img.drawRect(p.x * s + i, p.y * s + i, s - 2 * i, s - 2 * i, c);
}

void drawMarkers(Image& img, const rf::World& world, int s) {
  for (int team = 0; team < rf::kTeams; ++team) {
    for (const rf::CellPos& p : world.pads(team)) {
      markCell(img, p, s, core::kWhite, s >= 8 ? 2 : 1);
    }
    const auto& sites = world.flagSites(team);
    for (size_t i = 0; i < sites.size(); ++i) {
      const bool real = static_cast<int>(i) == world.realFlagSite(team);
      markCell(img, sites[i], s, kFlagSite, real && s >= 6 ? 3 : 1);
    }
  }
}

// A terrain sample of the legend: 0 grass, 1 beach, 2 shallow, 3 deep, 4 road, 5 deck, 6 dry.
void drawSwatch(Image& img, int x, int y, int kind, int s) {
  switch (kind) {
    case 0: img.fillRect(x, y, s, s, kGrass); break;
    case 1: img.fillRect(x, y, s, s, kSand); break;
    case 2: img.fillRect(x, y, s, s, kShallow); break;
    case 3: img.fillRect(x, y, s, s, kDeep); break;
    case 4:
      img.fillRect(x, y, s, s, kRoad);
      drawRoadLines(img, x, y, s, rf::kRoadE | rf::kRoadW);
      break;
    case 5: drawBridgeDeck(img, x, y, s, false); break;
    case 6: img.fillRect(x, y, s, s, kDry); break;
    default: break;
  }
}

void drawLegend(Image& img, const rf::World& world, int x0) {
  img.fillRect(x0, 0, kPanelWidth, img.height(), kPanel);
  int y = 8;
  const int x = x0 + 10;
  auto line = [&](const std::string& text, Rgba c = kText) {
    img.drawText(x, y, text, c);
    y += 11;
  };
  img.drawText(x, y, world.title().empty() ? "(untitled)" : world.title().substr(0, 23), kText, 2);
  y += 22;
  const rf::LevelOptions& o = world.options();
  line(std::to_string(o.players) + (o.players == 1 ? " player, level " : " players, level ") +
       std::to_string(o.levelIndex + 1));
  line("stock T" + std::to_string(o.stock[rf::VehicleType::Tank]) + " J" +
       std::to_string(o.stock[rf::VehicleType::Jeep]) + " A" + std::to_string(o.stock[rf::VehicleType::Msv]) +
       " H" + std::to_string(o.stock[rf::VehicleType::Heli]) + "  mines " +
       std::to_string(o.randomMines));
  for (int team = 0; team < rf::kTeams; ++team) {
    line("team " + std::to_string(team) + ": " + std::to_string(world.pads(team).size()) + " pad(s), " +
             std::to_string(world.flagSites(team).size()) + " flag site(s)",
         rfTeamColour(team));
  }
  y += 6;
  const int s = 10;
  auto row = [&](auto draw, const std::string& text) {
    draw(x, y);
    img.drawText(x + s + 8, y + 1, text, kText);
    y += 14;
  };
  const auto terrains = std::to_array<std::pair<int, const char*>>({{0, "grass"},
                                                                    {6, "dry land"},
                                                                    {1, "beach (shore tile, land part)"},
                                                                    {2, "shallow water"},
                                                                    {3, "deep water"},
                                                                    {4, "road (lines: connections)"},
                                                                    {5, "bridge deck"}});
  for (const auto& t : terrains) {
    const int kind = t.first;
    row([&](int px, int py) { drawSwatch(img, px, py, kind, s); }, t.second);
  }
  const auto natural = std::to_array<std::pair<Bno, const char*>>({{Bno::Bush1S, "bush (crushable)"},
                                                                   {Bno::Palm1S, "palm"},
                                                                   {Bno::TreeS, "tree"},
                                                                   {Bno::Cactus, "cactus"},
                                                                   {Bno::Rock1S, "rock"},
                                                                   {Bno::PlanterBush, "planter"},
                                                                   {Bno::WallH, "wall (team colour)"},
                                                                   {Bno::GateH, "gate"}});
  const auto objectRow = [&](Bno bno, int team, const char* text) {  // an object on grass
    row(
        [&](int px, int py) {
          img.fillRect(px, py, s, s, kGrass);
          drawObject(img, px, py, s, rf::bnoId(bno), team);
        },
        text);
  };
  for (const auto& n : natural) objectRow(n.first, 0, n.second);
  const auto towers = std::to_array<std::pair<Bno, const char*>>(
      {{Bno::Tower, "tower"}, {Bno::LargeTower, "large tower"}, {Bno::StdDest, "rubble / destroyed"}});
  for (const auto& t : towers) objectRow(t.first, 1, t.second);
  y += 4;
  line("buildings (team colour):");
  line(" A ammo  U fuel  H hospital  P prison");
  line(" B building  M factory  K bunker");
  line(" O outpost  W watchtower  N tent");
  line(" F flag site building");
  y += 4;
  row([&](int px, int py) {
    img.fillRect(px, py, s, s, kGrass);
    img.drawRect(px, py, s, s, kFlagSite);
  }, "flag site (thick: the real flag)");
  row([&](int px, int py) {
    img.fillRect(px, py, s, s, darker(rfTeamColour(0)));
    img.drawRect(px, py, s, s, core::kWhite);
  }, "home pad");
  line("team 0", rfTeamColour(0));
  line("team 1", rfTeamColour(1));
}

}  // namespace

core::Rgba rfTeamColour(int team) {
  switch (team) {
    case 0: return rgba(52, 96, 240);
    case 1: return rgba(30, 210, 110);  // side 1 is green (BanG, rf-simulation.md §10), brighter than grass
    default: return kNeutral;
  }
}

core::Image renderRfMap(const rf::World& world, const RfMapRenderOptions& options) {
  const int s = options.scale;
  if (s < 2 || s > 32) throw std::invalid_argument("scale must be 2..32, got " + std::to_string(s));
  const int side = rf::kMapCells * s;
  const int minPanelHeight = 620;
  Image img(side + (options.legend ? kPanelWidth : 0), options.legend && side < minPanelHeight ? minPanelHeight : side,
            kPanel);
  for (int y = 0; y < rf::kMapCells; ++y) {
    for (int x = 0; x < rf::kMapCells; ++x) drawCell(img, world, x, y, s);
  }
  drawMarkers(img, world, s);
  if (options.legend) drawLegend(img, world, side);
  return img;
}

}  // namespace view
