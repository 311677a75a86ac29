// SPDX-License-Identifier: GPL-3.0-or-later
// The collision grid (CollGrid, nodes, kinds) and CollBox; other functions in coll.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "core/fields.hpp"
#include "core/fixed.hpp"
#include "gta/sim/sprite.hpp"

namespace gta {

inline constexpr int kCollGridSize = 128;
inline constexpr int kCollCellShift = 23;
inline constexpr int kCollKinds = 11;        // kinds 0..10
inline constexpr int kCollMaxResults = 149;  // the query result list
inline constexpr int32_t kCollNoNode = -1;

// The kinds with a pool the spec names. designed: the numbers are ours (the spec gives
// the pools, peds 620 / objects 3500 / cars 400, and that kinds 1, 3, 6, 8 and 10 count,
// not which kind is which); the other kinds have no pool unless a CollGrid is built with
// one (tests do).
enum class CollKind : uint8_t { Ped = 1, Car = 3, Object = 6 };
using CollPoolSizes = std::array<int, kCollKinds>;
CollPoolSizes defaultCollPools();  // kind 1: 620, 3: 400, 6: 3500, others 0

struct CollNode {
  int16_t kind = 0;
  int16_t id = 0;  // the entity slot
  int32_t inUse = 0;
  int32_t owner = -1;  // a pointer in the original; the owner's slot here
  int32_t next = kCollNoNode;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(CollNode, kind), CORE_FIELD(CollNode, id), CORE_FIELD(CollNode, inUse),
                      CORE_FIELD(CollNode, owner), CORE_FIELD(CollNode, next)};
  }
  friend bool operator==(const CollNode& lhs, const CollNode& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<CollNode>() && core::isDense<CollNode>());
static_assert(sizeof(CollNode) == 16);

struct CollHit {
  int16_t kind = 0;
  int16_t id = 0;
  int32_t owner = -1;

  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(CollHit, kind), CORE_FIELD(CollHit, id), CORE_FIELD(CollHit, owner)};
  }
  friend bool operator==(const CollHit& lhs, const CollHit& rhs) { return core::fieldsEqual(lhs, rhs); }
};
static_assert(core::everyFieldListed<CollHit>() && core::isDense<CollHit>());

class CollGrid {
 public:
  // Coll_Init 0x436ad0: every cell empty, every node free.
  CollGrid() : CollGrid(defaultCollPools()) {}
  explicit CollGrid(const CollPoolSizes& pools);
  void init();

  // Coll_Insert: node (kind, id) at the head of the cell of (x, y); records x, y in the
  // sprite (+0x20 / +0x24). Throws FatalError outside the grid, without a node or for a
  // node already in the grid.
  void insert(int kind, int id, int32_t owner, core::Fixed x, core::Fixed y, Sprite& s);
  // Coll_Remove: finds the node again from the sprite's recorded position; does nothing
  // if that cell's head node isn't in use.
  void remove(int kind, int id, const Sprite& s);

  // The 3 x 3 cells around (x, y): cells whose counter is 0 are not walked; in-use nodes
  // of the kinds in `kindMask` (bit k = kind k) are listed, newest first. Locks the list.
  std::span<const CollHit> query3x3(core::Fixed x, core::Fixed y, uint32_t kindMask);
  // Every in-use node of the cell of (x, y) (a block query: no counter test). Locks.
  std::span<const CollHit> queryCell(core::Fixed x, core::Fixed y, uint32_t kindMask);
  // Coll_Unlock
  void unlock() { locked_ = false; }
  bool locked() const { return locked_; }
  std::span<const CollHit> results() const { return {results_.data(), size_t(resultCount_)}; }

  int32_t head(int cx, int cy) const { return heads_[cellIndex(cx, cy)]; }
  int32_t counter(int cx, int cy) const { return counters_[cellIndex(cx, cy)]; }
  const CollNode& node(int32_t n) const { return nodes_[size_t(n)]; }
  int32_t nodeOf(int kind, int id) const;  // kCollNoNode without a pool node
  // Nodes in the cell's list (in use or not).
  int cellLength(int cx, int cy) const;

  // The whole grid is state, the pool sizes included (set once by the constructor). The
  // result list is listed whole: entries past the count are what earlier queries left.
  static constexpr auto fields() {
    return std::tuple{CORE_FIELD(CollGrid, pools_),       CORE_FIELD(CollGrid, poolBase_),
                      CORE_FIELD(CollGrid, nodes_),       CORE_FIELD(CollGrid, heads_),
                      CORE_FIELD(CollGrid, counters_),    CORE_FIELD(CollGrid, results_),
                      CORE_FIELD(CollGrid, resultCount_), CORE_FIELD(CollGrid, locked_)};
  }
  friend bool operator==(const CollGrid& lhs, const CollGrid& rhs) { return core::fieldsEqual(lhs, rhs); }

 private:
  static size_t cellIndex(int cx, int cy) { return size_t(cy) * kCollGridSize + size_t(cx); }
  void beginQuery();
  void addResult(const CollNode& n);
  void walkCell(int cx, int cy, uint32_t kindMask);

  CollPoolSizes pools_{};
  std::array<int32_t, kCollKinds> poolBase_{};
  std::vector<CollNode> nodes_;
  std::vector<int32_t> heads_ = std::vector<int32_t>(kCollGridSize * kCollGridSize);
  std::vector<int32_t> counters_ = std::vector<int32_t>(kCollGridSize * kCollGridSize);
  std::array<CollHit, kCollMaxResults> results_{};
  int32_t resultCount_ = 0;
  bool locked_ = false;
};
static_assert(core::everyFieldListed<CollGrid>());

struct CollBox {
  std::array<core::Fixed, 4> x{};
  std::array<core::Fixed, 4> y{};
  std::array<core::Fixed, 4> groundZ{};
  bool operator==(const CollBox&) const = default;
};

}  // namespace gta
