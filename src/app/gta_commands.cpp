// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim gta map info | render, gta mission list | show: Grand Theft Auto (1997).
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "app/commands.hpp"
#include "app/json_out.hpp"
#include "core/bytes.hpp"
#include "gta/data/cmp.hpp"
#include "gta/data/mission_ini.hpp"
#include "view/gta_map_render.hpp"

namespace app {
namespace {

nlohmann::json cmpReport(const std::string& path, const gta::CmpFile& cmp) {
  const gta::CmpSummary s = cmp.summary();
  return {{"file", path},
          {"version", s.version},
          {"style", s.style},
          {"sample", s.sample},
          {"fileSize", s.fileSize},
          {"columnBytes", s.columnBytes},
          {"distinctColumns", s.distinctColumns},
          {"blocks", s.blocks},
          {"objects", s.objects},
          {"parkedCars", s.parkedCars},
          {"routeRecords", s.routeRecords},
          {"paths", s.paths},
          {"pathsFe", s.pathsFe},
          {"roadblockSets", s.roadblockSets},
          {"roadblockVertices", s.roadblockVertices},
          {"locations",
           {{"police", s.locationCounts[0]}, {"hospital", s.locationCounts[1]}, {"fireStation", s.locationCounts[4]}}},
          {"navZones", s.navZones},
          {"maxSideTile", s.maxSideTile},
          {"maxLidTile", s.maxLidTile}};
}

int mapInfo(const std::string& path, bool asJson) {
  const gta::CmpFile cmp = gta::loadCmp(path);
  const nlohmann::json j = cmpReport(path, cmp);
  if (asJson) {
    std::cout << jsonDump(j, 2) << "\n";
    return 0;
  }
  std::cout << path << "\n"
            << "  version " << j["version"] << ", style " << j["style"] << ", sample " << j["sample"] << ", "
            << j["fileSize"] << " bytes\n"
            << "  columns " << j["distinctColumns"] << " distinct (" << j["columnBytes"] << " bytes), blocks "
            << j["blocks"] << "\n"
            << "  objects " << j["objects"] << " (" << j["parkedCars"] << " parked cars)\n"
            << "  routes  " << j["routeRecords"] << " records: " << j["paths"] << " paths (" << j["pathsFe"]
            << " of type 0xfe), " << j["roadblockSets"] << " roadblock sets with " << j["roadblockVertices"]
            << " vertices\n"
            << "  places  police " << j["locations"]["police"] << ", hospitals " << j["locations"]["hospital"]
            << ", fire stations " << j["locations"]["fireStation"] << "; " << j["navZones"] << " nav zones\n";
  for (const gta::CmpNavZone& z : cmp.navZones) {
    if (z.w == 0 && z.h == 0) continue;  // empty records are kept in the file, not shown
    std::cout << "          zone " << z.nameString() << " at (" << int{z.x} << "," << int{z.y} << ") " << int{z.w}
              << "x" << int{z.h} << "\n";
  }
  return 0;
}

int mapRender(const std::string& path, const std::string& out, int scale) {
  const core::Image img = view::renderGtaMap(gta::loadCmp(path), {scale});
  img.writePng(out);
  std::cout << "wrote " << out << " (" << img.width() << " x " << img.height() << ")\n";
  return 0;
}

int missionList(const std::string& path) {
  const std::string ini = gta::loadMissionIniText(path);
  // a file that is not a MISSION.INI (empty, binary, a CMP city) fails with one line
  if (ini.empty())
    throw core::ParseError(path, 0, "a MISSION.INI (text with [N] section headers)", "an empty file");
  if (const size_t nul = ini.find('\0'); nul != std::string::npos) {
    throw core::ParseError(path, nul, "a MISSION.INI (text with [N] section headers)",
                           "a NUL byte (a binary file)");
  }
  const std::vector<gta::MissionSection> sections = gta::listMissionSections(ini, path);
  if (sections.empty()) {
    throw core::ParseError(path, 0, "a MISSION.INI (text with [N] section headers)", "no [N] section header");
  }
  for (const gta::MissionSection& s : sections) {
    const gta::MissionHeader& h = s.header;
    std::cout << "[" << h.section << "] " << h.name << "  (number " << h.number << ", " << h.cmp << ", style "
              << h.style << ", line " << h.line << ")\n";
  }
  return 0;
}

int missionShow(const std::string& path, uint32_t section) {
  const std::string ini = gta::loadMissionIniText(path);
  const gta::MissionSection s = gta::readMissionSection(ini, section, path);
  const gta::MissionOutline o = gta::outlineMission(s, path);
  const gta::MissionHeader& h = s.header;
  std::cout << "[" << h.section << "] " << h.name << "\n  number " << h.number << ", city " << h.cmp << ", style "
            << h.style << "\n  settings";
  for (int32_t v : o.settings.values) std::cout << " " << v;
  std::cout << "  (traffic " << o.settings.traffic() << ", police " << o.settings.police() << ")\n";
  std::cout << "  " << o.objects.size() << " object lines, " << o.commands.size() << " command lines\n";
  std::cout << "objects:\n";
  for (const gta::MissionObjectLine& l : o.objects) {
    std::cout << "  " << l.line << (l.digit ? " [" + std::to_string(l.digit) + "]" : std::string()) << " ("
              << l.pos.x << "," << l.pos.y << "," << l.pos.z << ") " << l.type;
    for (int32_t p : l.params) std::cout << " " << p;
    std::cout << "\n";
  }
  std::cout << "commands:\n";
  for (const gta::MissionCommandLine& c : o.commands) {
    std::cout << "  " << c.label << " " << c.opcode;
    for (int32_t a : c.args) std::cout << " " << a;
    std::cout << "\n";
  }
  return 0;
}

}  // namespace

void addGtaCommands(CLI::App& app, Commands& commands) {
  CLI::App* gta = app.add_subcommand("gta", "Grand Theft Auto (1997)");
  gta->require_subcommand(1);
  addGtaRunCommand(*gta, commands);
  addGtaGalleryCommand(*gta, commands);
  addGtaPlayCommand(*gta, commands);

  CLI::App* map = gta->add_subcommand("map", "CMP city maps");
  map->require_subcommand(1);
  auto* info = map->add_subcommand("info", "sections and counts of a CMP city");
  auto infoPath = std::make_shared<std::string>();
  auto infoJson = std::make_shared<bool>(false);
  info->add_option("cmp", *infoPath, "the .CMP file")->required();
  info->add_flag("--json", *infoJson, "print JSON");
  info->callback([&commands, infoPath, infoJson] { commands.action = [=] { return mapInfo(*infoPath, *infoJson); }; });

  auto* render = map->add_subcommand("render", "draw a CMP city top-down to a PNG");
  auto renderPath = std::make_shared<std::string>();
  auto out = std::make_shared<std::string>();
  auto scale = std::make_shared<int>(4);
  render->add_option("cmp", *renderPath, "the .CMP file")->required();
  render->add_option("-o,--output", *out, "the PNG to write")->required();
  render->add_option("--scale", *scale, "pixels per block (2..16, default 4)")->check(CLI::Range(2, 16));
  render->callback([&commands, renderPath, out, scale] {
    commands.action = [=] { return mapRender(*renderPath, *out, *scale); };
  });

  CLI::App* mission = gta->add_subcommand("mission", "MISSION.INI");
  mission->require_subcommand(1);
  auto* list = mission->add_subcommand("list", "the sections of a MISSION.INI");
  auto listPath = std::make_shared<std::string>();
  list->add_option("ini", *listPath, "the MISSION.INI file")->required();
  list->callback([&commands, listPath] { commands.action = [=] { return missionList(*listPath); }; });

  auto* show = mission->add_subcommand("show", "one section: settings, object lines, command lines");
  auto showPath = std::make_shared<std::string>();
  auto section = std::make_shared<uint32_t>(0);
  show->add_option("ini", *showPath, "the MISSION.INI file")->required();
  show->add_option("section", *section, "the section number N of [N]")->required();
  show->callback([&commands, showPath, section] { commands.action = [=] { return missionShow(*showPath, *section); }; });
}

}  // namespace app
