// SPDX-License-Identifier: GPL-3.0-or-later
// Tables indexed by an enum id (one row per id, row i is id i): the order check every such
// table asserts at compile time and the bounds-checked row lookup.
#pragma once

#include <cstddef>
#include <span>
#include <stdexcept>
#include <string>

namespace core {

// Whether row i of the table holds id i (the row's `id` member), for a static_assert.
template <class Table>
constexpr bool rowsInIdOrder(const Table& table) {
  for (size_t i = 0; i < table.size(); ++i)
    if (static_cast<size_t>(table[i].id) != i) return false;
  return true;
}

// The row of `id`; throws std::out_of_range "WHO: no id N" for an id past the table.
template <class Row, class Id>
const Row& rowOfId(std::span<const Row> table, Id id, const char* who) {
  const auto i = static_cast<size_t>(id);
  if (i >= table.size()) throw std::out_of_range(std::string(who) + ": no id " + std::to_string(i));
  return table[i];
}

}  // namespace core
