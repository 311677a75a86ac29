// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rf_net_game.hpp"

#include <stdexcept>
#include <type_traits>

#include "core/fields.hpp"

namespace app {
namespace {

template <class T>
constexpr bool kSmallArray = false;
template <class V, size_t N>
constexpr bool kSmallArray<std::array<V, N>> = N <= 4;

// Each field of the state one level down: a struct's own fields ("music.track"), a small
// array's elements' fields ("team[1].flags"); the rest (the object pool, the cells) whole.
template <class Fn>
void forEachNetField(const rf::Sim& sim, Fn&& fn) {
  core::forEachField(sim, [&](const char* name, const auto& value, uint8_t) {
    using T = std::remove_cvref_t<decltype(value)>;
    if constexpr (kSmallArray<T>) {
      for (size_t i = 0; i < value.size(); ++i) {
        const std::string at = std::string(name) + "[" + std::to_string(i) + "]";
        if constexpr (core::HasFields<typename T::value_type>) {
          core::forEachField(value[i], [&](const char* sub, const auto& v, uint8_t) { fn(at + "." + sub, v); });
        } else {
          fn(at, value[i]);
        }
      }
    } else if constexpr (core::HasFields<T>) {
      core::forEachField(value, [&](const char* sub, const auto& v, uint8_t) { fn(std::string(name) + "." + sub, v); });
    } else {
      fn(std::string(name), value);
    }
  });
}

}  // namespace

std::vector<std::string> rfNetFieldNames(const rf::Sim& sim) {
  std::vector<std::string> out;
  forEachNetField(sim, [&](const std::string& name, const auto&) { out.push_back(name); });
  return out;
}

std::vector<uint64_t> rfNetFieldHashes(const rf::Sim& sim) {
  std::vector<uint64_t> out;
  forEachNetField(sim, [&](const std::string&, const auto& v) { out.push_back(core::hashOf(v)); });
  return out;
}

RfNetGame::RfNetGame(rf::Game& game, int slots, int32_t dt)
    : game_(game), dt_(dt), slots_(static_cast<size_t>(slots)) {
  if (slots < 1) throw std::invalid_argument("RfNetGame: at least one slot");
}

void RfNetGame::advance(const net::Words& words) {
  rf::Inputs in;
  in.words = words;
  in.dt = dt_;
  game_.step(in);
  if (poke && game_.frame() == pokeFrom) poke(game_);
}

void RfNetGame::save(int slot) {
  std::optional<rf::Game>& s = slots_.at(static_cast<size_t>(slot));
  if (s) {
    *s = game_;  // assigned: the vectors keep their storage
  } else {
    s.emplace(game_);
  }
}

void RfNetGame::load(int slot) { game_ = saved(slot); }

const rf::Game& RfNetGame::saved(int slot) const {
  const std::optional<rf::Game>& s = slots_.at(static_cast<size_t>(slot));
  if (!s) throw std::logic_error("RfNetGame: slot " + std::to_string(slot) + " was never saved");
  return *s;
}

uint64_t RfNetGame::hash(int slot) const { return saved(slot).hash(); }

std::vector<uint64_t> RfNetGame::fieldHashes(int slot) const { return rfNetFieldHashes(saved(slot).state()); }

std::vector<std::string> RfNetGame::fieldNames() const { return rfNetFieldNames(game_.state()); }

}  // namespace app
