// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gta_view.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "core/ascii.hpp"
#include "gta/data/style.hpp"
#include "view/gta_art.hpp"
#include "view/gta_hud_render.hpp"

namespace app {
namespace {

constexpr size_t kLogLines = 64;

std::string blockText(int x, int y, int z) {
  return "(" + std::to_string(x) + "," + std::to_string(y) + "," + std::to_string(z) + ")";
}

}  // namespace

void GtaPictures::observe(const gta::GameState& s) {
  const std::string at = std::to_string(s.frame()) + ": ";
  if (fireSeen_.size() != s.fire.fires.size()) fireSeen_.assign(s.fire.fires.size(), false);
  for (size_t i = 0; i < s.fire.fires.size(); ++i) {
    const gta::FireRecord& r = s.fire.fires[i];
    if (r.used() && !fireSeen_[i])
      log_.push_back(at + "fire registered at block " + blockText(r.x / 64, r.y / 64, r.z / 64));
    fireSeen_[i] = r.used();
  }
  for (const gta::FrameEvent& e : s.events) {
    using gta::EventId;
    std::string line;
    switch (e.id) {
      case EventId::FireEngineSpawned: line = "fire engine dispatched (car " + std::to_string(e.arg()) + ")"; break;
      case EventId::FireEngineStopping: line = "fire engine stopping"; break;
      case EventId::FireEngineJet: line = "fire engine sprays"; break;
      case EventId::FireOut: line = "fire out"; break;
      case EventId::FireEngineHome: line = "fire engine heads home"; break;
      case EventId::FireEngineArrivedHome: line = "fire engine home"; break;
      case EventId::DoorOpened: line = "door opened"; break;
      case EventId::DoorClosed: line = "door closed"; break;
      case EventId::Voice: line = "power-up " + std::to_string(e.arg()); break;
      default: break;
    }
    if (!line.empty()) log_.push_back(at + line);
  }
  if (log_.size() > kLogLines) log_.erase(log_.begin(), log_.end() - ptrdiff_t(kLogLines));
}

core::Image& GtaPictures::draw(const gta::GameState& s, const view::GtaViewCamera& cam,
                                     const std::string& status) {
  blocks_.update(s);
  stats_ = view::renderGtaCity(img_, blocks_, s, cam, view::gtaArt(), style_.get());
  view::drawGtaHud(img_, s, status, log_);
  return img_;
}

std::shared_ptr<const view::GtaStyleArt> gtaStyleArtFor(const gta::Game& game, std::string* path) {
  if (game.files().cmp.empty()) return nullptr;
  const std::filesystem::path dir = std::filesystem::path(game.files().cmp).parent_path();
  char stem[16];
  // the style the level start loaded (Style_LoadRequested: the INI's, priority 2, over the
  // CMP header's), else the CMP's
  const uint32_t number = game.state().style != 0 ? game.state().style : game.map().header.style;
  std::snprintf(stem, sizeof stem, "style%03u", unsigned(number % 1000));
  for (const char* ext : {".g24", ".gry"}) {
    const std::string want = std::string(stem) + ext;
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator(dir.empty() ? "." : dir, ec)) {
      if (core::asciiLower(e.path().filename().string()) != want) continue;
      if (path != nullptr) *path = e.path().string();
      return std::make_shared<const view::GtaStyleArt>(view::gtaStyleArt(gta::loadStyle(e.path().string())));
    }
  }
  return nullptr;
}

std::optional<view::GtaViewCamera> gtaScriptCamera(const std::vector<gta::RunCommand>& cmds,
                                                   const gta::GameState& s) {
  if (cmds.empty()) return std::nullopt;
  view::GtaViewCamera cam = view::gtaPlayerCamera(s);
  const gta::RunCommand& c = cmds.front();
  switch (c.verb) {
    case gta::RunVerb::Explosion:
      cam.x = c.args[0], cam.y = c.args[1];
      break;
    case gta::RunVerb::Kick: {
      const size_t slot = size_t(std::clamp(c.args[0], 0, gta::kObjSlots - 1));
      cam.x = s.entities.objs[slot].sprite.x >> 16, cam.y = s.entities.objs[slot].sprite.y >> 16;
      break;
    }
    case gta::RunVerb::Reveal:
      return std::nullopt;
    default:
      cam.x = c.args[0] * 64 + 32, cam.y = c.args[1] * 64 + 32;
      break;
  }
  // designed: a script's scene is seen from a little higher than the street (about 12
  // blocks across), so a fire and its engine a few blocks off are both in the picture
  cam.height = 300, cam.zoom = 200;
  return cam;
}

std::string gtaRunScriptLine(const gta::RunCommand& c) {
  const auto& a = c.args;
  const auto triple = [&a] { return std::to_string(a[0]) + "," + std::to_string(a[1]) + "," + std::to_string(a[2]); };
  std::string s = std::to_string(c.frame) + " ";
  switch (c.verb) {
    case gta::RunVerb::Fire: return s + "fire " + triple();
    case gta::RunVerb::Explosion: return s + "explosion " + triple();
    case gta::RunVerb::Kick:
      return s + "kick " + std::to_string(a[0]) + " " + std::to_string(a[1]) + " " + std::to_string(a[2]);
    case gta::RunVerb::PowerUp: return s + "powerup " + triple() + " " + std::to_string(a[3]) + " " + std::to_string(a[4]);
    case gta::RunVerb::Reveal: return s + "reveal " + std::to_string(a[0]);
    case gta::RunVerb::Door: {
      static constexpr const char* kFaces[] = {"left", "right", "top", "bottom", "lid"};
      return s + "door " + triple() + " " + kFaces[std::clamp(a[3], 0, 4)] + " " + std::to_string(a[4]);
    }
  }
  return s;
}

}  // namespace app
