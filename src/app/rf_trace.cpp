// SPDX-License-Identifier: GPL-3.0-or-later
// The rf run trace (docs/rf-run.md "The trace").
#include "app/rf_trace.hpp"

#include <algorithm>
#include <type_traits>

#include "app/json_out.hpp"
#include "core/fields.hpp"
#include "core/hash.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/cell.hpp"

namespace app {
namespace {

const char* eventKindName(rf::EventKind k) {
  switch (k) {
    case rf::EventKind::Sound:
      return "sound";
    case rf::EventKind::Music:
      return "music";
    case rf::EventKind::EndGame:
      return "endgame";
    case rf::EventKind::Camera:
      return "camera";
    case rf::EventKind::Note:
      break;
  }
  return "note";
}

std::string objectJson(const rf::Game& game, const rf::Obj& o) {
  const rf::ClassDesc& d = game.classOf(o);
  std::string s = "{\"id\":" + std::to_string(o.id) + ",\"class\":" + jsonString(d.name);
  // Obj's traced fields, from its field list (team, x, y, z, heading, speed).
  core::forEachField(o, [&s](const char* name, const auto& value, uint8_t flags) {
    if ((flags & core::kFieldTraced) == 0) return;
    if constexpr (std::is_integral_v<std::remove_cvref_t<decltype(value)>>) {
      s += "," + jsonString(name) + ":" +
           ((flags & core::kFieldFixed) != 0 ? core::fixedDecimal(value) : std::to_string(value));
    }
  });
  if (d.fields != nullptr) {
    std::array<rf::ObjField, rf::kMaxObjFields> fields{};
    const int n = std::min(d.fields(game.state(), o, fields), rf::kMaxObjFields);
    for (int i = 0; i < n; ++i) {
      const rf::ObjField& f = fields[static_cast<size_t>(i)];
      s += "," + jsonString(f.name) + ":" + (f.fixed ? core::fixedDecimal(f.value) : std::to_string(f.value));
    }
  }
  return s + "}";
}

// designed: the chain-head bits change whenever an object moves, so a cell counts as
// changed when any other bit of its word changed.
constexpr uint32_t kTracedCellBits = ~(rf::cell::kChainMask << rf::cell::kChainShift);

std::string cellJson(size_t i, uint32_t w) {
  return "{\"x\":" + std::to_string(i % rf::kMapCells) + ",\"y\":" + std::to_string(i / rf::kMapCells) +
         ",\"terrain\":" + std::to_string(rf::cell::terrain(w)) + ",\"bno\":" + std::to_string(rf::cell::bno(w)) +
         ",\"team\":" + std::to_string(rf::cell::team(w)) + ",\"hp\":" + std::to_string(rf::cell::hp(w)) + "}";
}

// What a view shows (the trace's "mode"): play, or the bunker's screen: menu, zoom (the
// lift), to_select (the fade), fly_back (the camera flying home), skull, spectate.
const char* viewModeName(const rf::PlayerState& v) {
  if (v.view == rf::ViewMode::Play) return "play";
  switch (v.bunker.phase) {
    case rf::BunkerPhase::Menu:
      return "menu";
    case rf::BunkerPhase::Zoom:
      return "zoom";
    case rf::BunkerPhase::ToSelect:
      return "to_select";
    case rf::BunkerPhase::FlyBack:
      return v.bunker.flyStep == 0 ? "fly_back" : "skull";
    case rf::BunkerPhase::Spectate:
      return "spectate";
  }
  return "?";
}

// Each player's view: the player (1, 2), its mode, the bunker's selected card, the camera
// centre (world px), whether the map was drawn, what the camera follows.
std::string viewsJson(const rf::Game& game) {
  std::string s;
  for (int p = 0; p < game.players(); ++p) {
    const rf::PlayerState& v = game.state().player[static_cast<size_t>(p)];
    s += std::string(p == 0 ? "" : ",") + "{\"player\":" + std::to_string(p + 1) + ",\"mode\":\"" +
         viewModeName(v) + "\",\"select\":" + jsonString(rf::vehicleTypeName(v.bunker.type)) +
         ",\"x\":" + core::fixedDecimal(v.camera.x) + ",\"y\":" + core::fixedDecimal(v.camera.y) +
         ",\"drawn\":" + (v.camera.drawn ? "true" : "false") + ",\"target\":" + std::to_string(v.camera.targetId) +
         "}";
  }
  return s;
}

}  // namespace

RfTrace::RfTrace(const rf::Game& game, core::StreamFile& out) : out_(out), cells_(game.world().cells()) {}

void RfTrace::frame(const rf::Game& game, int frame, bool write) {
  for (const rf::Event& e : game.events()) {
    events_ += std::string(events_.empty() ? "" : ",") + "{\"frame\":" + std::to_string(frame) +
               ",\"kind\":\"" + eventKindName(e.kind()) +
               "\",\"name\":" + jsonString(std::string(rf::eventName(e.id))) +
               ",\"a\":" + std::to_string(e.words()[0]) + ",\"b\":" + std::to_string(e.words()[1]) + "}";
  }
  lastFrame_ = frame;
  lastWritten_ = write;
  if (write) line(game, frame);
}

void RfTrace::line(const rf::Game& game, int frame) {
  std::string s = "{\"frame\":" + std::to_string(frame) + ",\"tick\":" + std::to_string(game.tick()) +
                  ",\"hash\":\"" + core::StateHasher::toHex(game.hash()) + "\",\"objects\":[";
  bool first = true;
  for (rf::ObjSlot slot : game.liveObjects()) {
    s += (first ? "" : ",") + objectJson(game, game.objects()[slot]);
    first = false;
  }
  s += "],\"views\":[" + viewsJson(game) + "],\"events\":[" + events_ + "],\"cells\":[";
  events_.clear();
  first = true;
  const auto& cells = game.world().cells();
  for (size_t i = 0; i < cells.size(); ++i) {
    if (((cells[i] ^ cells_[i]) & kTracedCellBits) == 0) continue;
    s += (first ? "" : ",") + cellJson(i, cells[i]);
    first = false;
  }
  cells_ = cells;
  out_.write(s + "]}\n");
}

void RfTrace::finish(const rf::Game& game) {
  if (!lastWritten_) line(game, lastFrame_);
  out_.write("{\"hash\":\"" + core::StateHasher::toHex(game.hash()) + "\"}\n");
}

}  // namespace app
