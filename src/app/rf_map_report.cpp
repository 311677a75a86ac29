// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rf_map_report.hpp"

#include <filesystem>
#include <map>
#include <sstream>

#include "app/json_out.hpp"
#include "core/rand.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/load_error.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/world.hpp"

namespace app {

using nlohmann::json;

RfMapLoad loadRfMap(const std::string& path) {
  return loadRfMap(rf::readRfmBytes(path), path);
}

RfMapLoad loadRfMap(std::span<const uint8_t> bytes, const std::string& path) {
  RfMapLoad out{rf::parseRfm(bytes, path), std::nullopt, {}};
  core::MsvcRand rand;
  try {
    out.world = rf::buildWorld(out.file, std::filesystem::path(path).filename().string(), rand);
  } catch (const rf::LoadError& e) {
    out.worldError = e.what();
  }
  return out;
}

namespace {

json optionValue(uint8_t v) { return v == 0xFF ? json("default") : json(v); }

json cellList(const std::vector<rf::CellPos>& cells) {
  json a = json::array();
  for (const rf::CellPos& p : cells) a.push_back({p.x, p.y});
  return a;
}

json worldReport(const rf::World& world) {
  json j;
  const rf::LevelOptions& o = world.options();
  using rf::VehicleType;
  j["options"] = {{"tank", o.stock[VehicleType::Tank]}, {"jeep", o.stock[VehicleType::Jeep]},
                  {"asv", o.stock[VehicleType::Msv]},   {"heli", o.stock[VehicleType::Heli]},
                  {"enemyPool", o.enemyPool},           {"randomMines", o.randomMines},
                  {"levelIndex", o.levelIndex},         {"players", o.players}};
  json teams = json::array();
  for (int t = 0; t < rf::kTeams; ++t) {
    json team = {{"pads", cellList(world.pads(t))}, {"flagSites", cellList(world.flagSites(t))}};
    const int real = world.realFlagSite(t);
    team["realFlagSite"] = real >= 0 ? json({world.flagSites(t)[static_cast<size_t>(real)].x,
                                             world.flagSites(t)[static_cast<size_t>(real)].y})
                                     : json(nullptr);
    teams.push_back(team);
  }
  j["teams"] = teams;
  std::map<uint32_t, int> counts;  // ordered by id
  for (uint32_t w : world.cells()) {
    if (const uint32_t b = rf::cell::bno(w)) ++counts[b];
  }
  json objects = json::object();
  for (const auto& [id, n] : counts) objects[std::string(rf::bnoDef(id).name)] = n;
  j["objects"] = objects;
  return j;
}

}  // namespace

json rfMapReport(const std::string& path, const RfMapLoad& map) {
  const rf::RfmFile& f = map.file;
  json j;
  j["file"] = path;
  j["title"] = f.title();
  j["players"] = f.header.players;
  j["level"] = f.level() ? json(*f.level()) : json(nullptr);
  j["author"] = f.author();
  j["created"] = rf::formatDosDateTime(f.header.created);
  j["modified"] = rf::formatDosDateTime(f.header.modified);
  j["width"] = f.header.width;
  j["height"] = f.header.height;
  j["edition"] = f.edition() ? json(*f.edition()) : json(nullptr);
  j["stockEdition"] = f.edition() == rf::kStockEdition;
  if (const auto v = f.vhcl()) {
    j["vhcl"] = {{"asv", optionValue(v->msv())},        {"heli", optionValue(v->heli())},
                 {"jeep", optionValue(v->jeep())},      {"tank", optionValue(v->tank())},
                 {"pool", optionValue(v->enemyPool())}, {"mines", optionValue(v->mines())}};
  } else {
    j["vhcl"] = nullptr;
  }
  json chunks = json::array();
  for (const rf::RfmChunk& c : f.chunks) chunks.push_back({{"tag", c.tagString()}, {"length", c.data.size() + 8}});
  j["chunks"] = chunks;
  j["warnings"] = rf::rfmWarnings(f);
  j["valid"] = map.world.has_value();
  if (map.world) {
    j.update(worldReport(*map.world));
  } else {
    j["error"] = map.worldError;
  }
  return j;
}

std::string rfMapReportText(const json& r) {
  std::ostringstream o;
  o << r["file"].get<std::string>() << "\n";
  o << "  title     " << r["title"].get<std::string>() << "\n";
  o << "  players   " << r["players"] << "   level " << (r["level"].is_null() ? "-" : jsonDump(r["level"]))
    << "   size " << r["width"] << " x " << r["height"] << "\n";
  o << "  author    " << r["author"].get<std::string>() << "\n";
  o << "  created   " << r["created"].get<std::string>() << "   modified " << r["modified"].get<std::string>()
    << "\n";
  o << "  edition   " << (r["edition"].is_null() ? "-" : jsonDump(r["edition"]))
    << (r["stockEdition"].get<bool>() ? " (stock map)" : "") << "\n";
  o << "  chunks   ";
  for (const auto& c : r["chunks"]) o << " " << c["tag"].get<std::string>() << "(" << c["length"] << ")";
  o << "\n";
  if (!r["vhcl"].is_null()) {
    o << "  VHCL     ";
    for (const char* k : {"tank", "jeep", "asv", "heli", "pool", "mines"}) {
      const json& v = r["vhcl"][k];
      o << " " << k << "=" << (v.is_string() ? v.get<std::string>() : jsonDump(v));
    }
    o << "\n";
  }
  for (const auto& w : r["warnings"]) o << "  warning   " << w.get<std::string>() << "\n";
  if (!r["valid"].get<bool>()) {
    o << "  NOT PLAYABLE: " << r["error"].get<std::string>() << "\n";
    return o.str();
  }
  const json& op = r["options"];
  o << "  stock     tank " << op["tank"] << ", jeep " << op["jeep"] << ", asv " << op["asv"] << ", heli "
    << op["heli"] << "; enemy pool " << op["enemyPool"] << "; random mines " << op["randomMines"] << "\n";
  for (size_t t = 0; t < r["teams"].size(); ++t) {
    const json& team = r["teams"][t];
    o << "  team " << t << "    " << team["pads"].size() << " pad(s) " << jsonDump(team["pads"]) << ", "
      << team["flagSites"].size() << " flag site(s)";
    if (!team["realFlagSite"].is_null()) o << ", flag at " << jsonDump(team["realFlagSite"]);
    o << "\n";
  }
  o << "  objects  ";
  int col = 0;
  for (const auto& [name, n] : r["objects"].items()) {
    if (col++ % 4 == 0 && col > 1) o << "\n           ";
    o << " " << name.substr(4) << " " << n.get<int>();
  }
  o << "\n";
  return o.str();
}

}  // namespace app
