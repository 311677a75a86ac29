// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/mapgen/mapgen.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <queue>
#include <stdexcept>
#include <utility>
#include <vector>

#include "rf/data/map_text.hpp"

namespace rf::mapgen {
namespace {

// The generator's own random stream (splitmix64): integer only, the same on every build.
class Rng {
 public:
  explicit Rng(uint32_t seed) : s_(0x6A09E667F3BCC909ull ^ (uint64_t{seed} * 0x9E3779B97F4A7C15ull)) {}
  uint32_t next() {
    s_ += 0x9E3779B97F4A7C15ull;
    uint64_t z = s_;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return static_cast<uint32_t>((z ^ (z >> 31)) >> 32);
  }
  // lo..hi inclusive
  int range(int lo, int hi) { return lo + static_cast<int>(next() % static_cast<uint32_t>(hi - lo + 1)); }
  bool chance(int percent) { return range(0, 99) < percent; }

 private:
  uint64_t s_;
};

constexpr int kBlock = 4;     // the land mask's block: features at least this wide
constexpr int kShallows = 2;  // cells of shallow water round every coast

struct Blob {
  int x, y, r;  // centre and radius in cells
};

// A team building turned round (a 2-player map's other half): the other team, facing the
// other way (B S <-> C N, E <-> R, M <-> N, D <-> K, S <-> Q, Y <-> Z); bridge ends swap.
char turned(char c) {
  static constexpr std::array<std::pair<char, char>, 7> kFacing = {
      {{'B', 'C'}, {'E', 'R'}, {'M', 'N'}, {'D', 'K'}, {'S', 'Q'}, {'Y', 'Z'}, {'"', '_'}}};
  for (const auto& [a, b] : kFacing) {
    if (c == a) {
      c = b;
      break;
    }
    if (c == b) {
      c = a;
      break;
    }
    if (c == a + 32 && a >= 'A') {
      c = static_cast<char>(b + 32);
      break;
    }
    if (c == b + 32 && b >= 'A') {
      c = static_cast<char>(a + 32);
      break;
    }
  }
  if (c >= 'A' && c <= 'Z') return static_cast<char>(c + 32);
  if (c >= 'a' && c <= 'z') return static_cast<char>(c - 32);
  return c;
}

class Builder {
 public:
  Builder(const GenOptions& o)
      : o_(o),
        n_(o.size),
        rng_(o.seed * 2654435761u +
             static_cast<uint32_t>(o.level * 131 + o.players * 17 + static_cast<int>(o.style) * 7)) {
    const size_t cells = static_cast<size_t>(n_) * static_cast<size_t>(n_);
    land_.assign(cells, 0);
    ford_.assign(cells, 0);
    road_.assign(cells, 0);
    dry_.assign(cells, 0);
    reserved_.assign(cells, 0);
    obj_.assign(cells, 0);
    piece_.assign(cells, 0);
  }

  std::string build() {
    makeLand();
    erode();
    if (o_.style == Style::Rift) placeBridges();
    // the half (2 players: the north, team 0) that holds the buildings
    yHi_ = o_.players == 2 ? n_ / 2 - 2 : n_ - 1;
    placeBase();
    placeDefences();
    layRoads();
    decorate();
    if (o_.players == 2) turnHalf();
    return text();
  }

 private:
  size_t at(int x, int y) const {
    return static_cast<size_t>(y) * static_cast<size_t>(n_) + static_cast<size_t>(x);
  }
  bool in(int x, int y) const { return x >= 0 && y >= 0 && x < n_ && y < n_; }
  bool isLand(int x, int y) const { return in(x, y) && land_[at(x, y)] != 0; }
  // grass a building or a road may take
  bool open(int x, int y) const {
    return in(x, y) && land_[at(x, y)] != 0 && piece_[at(x, y)] == '.' && obj_[at(x, y)] == 0 &&
           reserved_[at(x, y)] == 0;
  }

  // ---- the land ----
  bool inBlobs(int x, int y) const {
    for (const Blob& b : blobs_) {
      const int dx = x - b.x, dy = y - b.y;
      if (dx * dx + dy * dy <= b.r * b.r) return true;
    }
    return false;
  }

  void makeLand() {
    const int n = n_;
    const int c = n / 2;
    if (o_.style == Style::Archipelago) {
      // designed: 3-5 islands (2-3 a side on 2 players) of radius 13-18 % of the map, joined by fords
      const int count = o_.players == 2 ? rng_.range(2, 3) : rng_.range(3, 5);
      for (int i = 0; i < count; ++i) {
        const int r = n * rng_.range(13, 18) / 100;
        const int yMax = o_.players == 2 ? c - r / 2 : n - r - kBlock * 2;
        blobs_.push_back({rng_.range(r + kBlock * 2, n - r - kBlock * 2),
                          rng_.range(r + kBlock * 2, std::max(r + kBlock * 2, yMax)), r});
      }
    } else {
      // designed: a main blob of radius 28-34 % of the map and 3-5 smaller ones on its rim
      const int r = n * rng_.range(28, 34) / 100;
      blobs_.push_back(
          {c + rng_.range(-n / 16, n / 16), c + (o_.players == 2 ? 0 : rng_.range(-n / 16, n / 16)), r});
      const int extra = rng_.range(3, 5);
      for (int i = 0; i < extra; ++i) {
        const Blob& m = blobs_.front();
        blobs_.push_back({m.x + rng_.range(-r, r), m.y + rng_.range(-r, o_.players == 2 ? 0 : r),
                          n * rng_.range(10, 18) / 100});
      }
    }
    const int nb = n / kBlock;
    for (int by = 1; by < nb - 1; ++by) {
      for (int bx = 1; bx < nb - 1; ++bx) {
        const int cx = bx * kBlock + kBlock / 2, cy = by * kBlock + kBlock / 2;
        bool l = inBlobs(cx, cy);
        if (o_.players == 2) l = l || inBlobs(n - cx, n - cy);
        if (o_.style == Style::Rift) {
          const int r0 = o_.players == 2 ? nb / 2 - 1 : rift0();
          if (by == r0 || by == r0 + 1) l = false;
        }
        if (!l) continue;
        for (int y = 0; y < kBlock; ++y)
          for (int x = 0; x < kBlock; ++x) land_[at(bx * kBlock + x, by * kBlock + y)] = 1;
      }
    }
    if (o_.style == Style::Archipelago) {
      for (size_t i = 0; i + 1 < blobs_.size(); ++i) ford(blobs_[i], blobs_[i + 1]);
      if (o_.players == 2) {  // the nearest island to the middle, to its own turned copy
        const Blob& b = *std::min_element(blobs_.begin(), blobs_.end(), [&](const Blob& a, const Blob& d) {
          return std::abs(a.x - c) + std::abs(a.y - c) < std::abs(d.x - c) + std::abs(d.y - c);
        });
        ford(b, {n - b.x, n - b.y, b.r});
      }
    }
  }

  int rift0() {
    if (rift0_ < 0) rift0_ = n_ / kBlock / 2 - 1 + rng_.range(-1, 0);
    return rift0_;
  }

  // a ford 3 cells wide: east-west from a, then north-south to b (and the turned copy)
  void ford(const Blob& a, const Blob& b) {
    auto mark = [&](int x, int y) {
      for (int d = -1; d <= 1; ++d) {
        for (int e = -1; e <= 1; ++e) {
          if (!in(x + d, y + e)) continue;
          ford_[at(x + d, y + e)] = 1;
          if (o_.players == 2 && in(n_ - 1 - x - d, n_ - 1 - y - e))
            ford_[at(n_ - 1 - x - d, n_ - 1 - y - e)] = 1;
        }
      }
    };
    for (int x = std::min(a.x, b.x); x <= std::max(a.x, b.x); ++x) mark(x, a.y);
    for (int y = std::min(a.y, b.y); y <= std::max(a.y, b.y); ++y) mark(b.x, y);
  }

  // The shore piece of a land cell from its water neighbours ('.' inland, 0: no piece fits).
  char shorePiece(int x, int y) const {
    auto w = [&](int dx, int dy) { return !isLand(x + dx, y + dy); };
    const bool N = w(0, -1), E = w(1, 0), S = w(0, 1), W = w(-1, 0);
    const bool NE = w(1, -1), NW = w(-1, -1), SE = w(1, 1), SW = w(-1, 1);
    const int orth = N + E + S + W;
    if (orth == 0) {
      const int d = NE + NW + SE + SW;
      if (d == 0) return '.';
      if (d > 1) return 0;
      return NW ? '(' : NE ? ')' : SW ? '{' : '}';
    }
    if ((N && S) || (E && W) || orth > 2) return 0;
    if (orth == 1) {
      if (N) return SE || SW ? 0 : '8';
      if (S) return NE || NW ? 0 : '2';
      if (E) return NW || SW ? 0 : '6';
      return NE || SE ? 0 : '4';
    }
    if (N && W) return SE ? 0 : '7';
    if (N && E) return SW ? 0 : '9';
    if (S && W) return NE ? 0 : '1';
    return NW ? 0 : '3';
  }

  // Land cells no shore piece fits become water, all at once each pass (so a turned map
  // stays turned), until every coast cell has its piece.
  void erode() {
    for (;;) {
      std::vector<size_t> gone;
      for (int y = 0; y < n_; ++y)
        for (int x = 0; x < n_; ++x)
          if (isLand(x, y) && shorePiece(x, y) == 0) gone.push_back(at(x, y));
      if (gone.empty()) break;
      for (size_t i : gone) land_[i] = 0;
    }
    for (int y = 0; y < n_; ++y)
      for (int x = 0; x < n_; ++x) piece_[at(x, y)] = isLand(x, y) ? shorePiece(x, y) : 0;
  }

  // ---- bridges over the rift ----
  void placeBridges() {
    const int y0 = (o_.players == 2 ? n_ / kBlock / 2 - 1 : rift0()) * kBlock;  // the first water row
    const int yN = y0 - 2, yS = y0 + 2 * kBlock + 1;                            // the two ends
    std::vector<int> xs;
    for (int x = 2; x < n_ - 2; ++x) {
      bool ok = true;
      for (int d = -2; d <= 2 && ok; ++d)
        ok = in(x + d, yS) && piece_[at(x + d, yN)] == '.' && piece_[at(x + d, yS)] == '.' &&
             piece_[at(x + d, y0 - 1)] == '2' && piece_[at(x + d, y0 + 2 * kBlock)] == '8';
      if (ok && (o_.players == 1 || x < n_ / 2 - 3)) xs.push_back(x);
    }
    if (xs.empty()) return;  // no straight banks: the checks say the flags cannot be reached
    std::vector<int> picked;
    if (o_.players == 2) {
      const int x = xs[static_cast<size_t>(rng_.range(0, static_cast<int>(xs.size()) - 1))];
      picked = {x, n_ - 1 - x};
    } else {
      picked.push_back(xs[static_cast<size_t>(rng_.range(0, static_cast<int>(xs.size()) - 1))]);
      const int far = *std::max_element(xs.begin(), xs.end(), [&](int a, int b) {
        return std::abs(a - picked[0]) < std::abs(b - picked[0]);
      });
      if (std::abs(far - picked[0]) >= 8) picked.push_back(far);
    }
    for (int x : picked) {
      obj_[at(x, yN)] = '"';
      obj_[at(x, yS)] = '_';
      bridges_.push_back({x, yN, yS});
      for (int y = yN; y <= yS; ++y) {
        reserved_[at(x, y)] = 1;
        if (in(x - 1, y)) reserved_[at(x - 1, y)] = 1;
        if (in(x + 1, y)) reserved_[at(x + 1, y)] = 1;
      }
    }
  }

  // ---- buildings ----
  struct Spot {
    int x = -1, y = -1;
  };
  bool fits(int x, int y, int w, int h, int margin) const {
    if (y - margin < 0 || y + h - 1 + margin > yHi_) return false;
    for (int j = y - margin; j <= y + h - 1 + margin; ++j)
      for (int i = x - margin; i <= x + w - 1 + margin; ++i)
        if (!open(i, j)) return false;
    return true;
  }
  // A free w x h place with `margin` free cells round it, preferring rows yFrom..yTo.
  Spot find(int w, int h, int margin, int yFrom, int yTo) {
    for (int pass = 0; pass < 2; ++pass) {
      for (int t = 0; t < 600; ++t) {
        const int x = rng_.range(0, n_ - w);
        const int y = pass == 0 ? rng_.range(std::max(0, yFrom), std::max(0, std::min(yTo, n_ - h)))
                                : rng_.range(0, n_ - h);
        if (fits(x, y, w, h, margin)) return {x, y};
      }
    }
    return {};
  }
  void reserve(int x, int y, int w, int h, int margin) {
    for (int j = y - margin; j <= y + h - 1 + margin; ++j)
      for (int i = x - margin; i <= x + w - 1 + margin; ++i)
        if (in(i, j)) reserved_[at(i, j)] = 1;
  }
  void put(int x, int y, char c) { obj_[at(x, y)] = c; }
  // team letters: upper case the player's (1 player) or team 0's (2 players; turned later)
  char own(char c) const { return c; }
  char enemy(char c) const { return o_.players == 2 ? c : static_cast<char>(c + 32); }

  void placeBase() {
    // designed: the player's base in the south third (1 player) / the north third of the map
    // (2 players: the half turned round puts team 1's in the south)
    // designed: on 2 players 2 rows of grass north of the pad as well as south: vehicles
    // leave the lift facing south, and team 1's pad is team 0's turned round (without them
    // team 1's vehicles faced the coast and lost 8-9 of 10 games on some seeds)
    const int above = o_.players == 2 ? 2 : 0;
    const int h = 3 + 2 * above;
    const Spot s = o_.players == 2 ? find(5, h, 1, 0, n_ / 3) : find(5, h, 1, n_ * 2 / 3, n_ - 1);
    if (s.x < 0) return;  // no room: the loader's check names the missing pad
    put(s.x, s.y + above, own('S'));
    put(s.x + 4, s.y + above, own('A'));
    put(s.x + 2, s.y + above + 1, own('P'));
    pad_ = {s.x + 2, s.y + above + 1};
    reserve(s.x, s.y, 5, h, 1);
    targets_.push_back({pad_.x, pad_.y + 2});
  }

  void placeDefences() {
    const int L = o_.level;
    // designed: by level, 1-3 walled compounds and 2-5 flag sites, towers 1-5 more, as the
    // original's levels grow their defences (1 player; 2 players: a little less a side)
    const int compounds = o_.players == 2 ? 1 + (L - 1) / 4 : 1 + (L - 1) / 3;
    const int flags = o_.players == 2 ? 2 + L / 4 : 2 + L / 3;
    const int towers = o_.players == 2 ? (L + 1) / 3 : L / 2 + 1;
    int placed = 0;
    for (int i = 0; i < compounds; ++i)
      if (compound()) ++placed;
    for (int i = placed; i < flags; ++i) loneFlag();
    for (int i = 0; i < towers; ++i) {
      const Spot s = nearFlag(1, 1);
      if (s.x >= 0) {
        put(s.x, s.y, enemy('T'));
        reserve(s.x, s.y, 1, 1, 1);
      }
    }
    static constexpr std::array<char, 8> kBuildings = {'B', 'C', 'E', 'R', 'M', 'D', 'H', 'O'};
    const int buildings = 2 + L / 2 - (o_.players == 2 ? 1 : 0);
    for (int i = 0; i < buildings; ++i) single(enemy(kBuildings[static_cast<size_t>(rng_.range(0, 7))]));
    single(enemy('J'));  // a prison with men
    single(enemy('S'));  // the enemy's fuel and ammunition
    single(enemy('A'));
  }

  Spot nearFlag(int w, int h) {
    for (int t = 0; t < 200 && !flags_.empty(); ++t) {
      const Spot& f = flags_[static_cast<size_t>(rng_.range(0, static_cast<int>(flags_.size()) - 1))];
      const int x = f.x + rng_.range(-7, 7), y = f.y + rng_.range(-7, 7);
      if (fits(x, y, w, h, 1)) return {x, y};
    }
    return find(w, h, 1, 0, n_);
  }

  void single(char c) {
    const Spot s = find(1, 1, 1, 0, n_);
    if (s.x < 0) return;
    put(s.x, s.y, c);
    reserve(s.x, s.y, 1, 1, 1);
  }

  // A walled compound: large towers at the corners (level 3 on), a gate toward the base
  // with a tower each side (level 2 on), a flag site and two buildings inside on dry land.
  bool compound() {
    const int w = 2 * rng_.range(4, 5) + 1, h = rng_.range(7, 8);
    const Spot s = find(w, h, 2, 0, n_);
    if (s.x < 0) return false;
    const int x0 = s.x, y0 = s.y, x1 = x0 + w - 1, y1 = y0 + h - 1, xc = x0 + w / 2;
    const bool south = pad_.y < 0 || pad_.y > y0 + h / 2;  // the gate faces the base
    const int gy = south ? y1 : y0;
    for (int x = x0; x <= x1; ++x) {
      put(x, y0, enemy('W'));
      put(x, y1, enemy('W'));
    }
    for (int y = y0 + 1; y < y1; ++y) {
      put(x0, y, enemy('I'));
      put(x1, y, enemy('I'));
      for (int x = x0 + 1; x < x1; ++x) dry_[at(x, y)] = 1;
    }
    if (o_.level >= 3) {
      put(x0, y0, enemy('L'));
      put(x1, y0, enemy('L'));
      put(x0, y1, enemy('L'));
      put(x1, y1, enemy('L'));
    }
    put(xc, gy, enemy('G'));
    if (o_.level >= 2) {
      put(xc - 1, gy, enemy('T'));
      put(xc + 1, gy, enemy('T'));
    }
    const int fy = south ? y0 + 2 : y1 - 2;
    put(xc, fy, enemy('F'));
    flags_.push_back({xc, fy});
    for (int y = std::min(fy, gy) + 1; y < std::max(fy, gy); ++y) road_[at(xc, y)] = 1;
    put(xc - 3, fy, enemy(south ? 'B' : 'C'));
    put(xc + 3, fy, enemy(rng_.chance(50) ? 'E' : 'U'));
    reserve(x0, y0, w, h, 2);
    targets_.push_back({xc, south ? y1 + 1 : y0 - 1});
    return true;
  }

  // A flag site beside a building; the road comes to its south side.
  void loneFlag() {
    const Spot s = find(3, 2, 1, 0, n_);
    if (s.x < 0) return;
    put(s.x + 1, s.y, enemy('F'));
    put(s.x, s.y, enemy(rng_.chance(50) ? 'R' : 'M'));
    flags_.push_back({s.x + 1, s.y});
    reserve(s.x, s.y, 3, 2, 1);
    targets_.push_back({s.x + 1, s.y + 1});
  }

  // ---- roads: the cheapest 4-neighbour ways from the pad to every target over grass
  // (shores, fords and bridges cross water; existing road is cheapest) ----
  void layRoads() {
    if (pad_.x < 0) return;
    if (o_.players == 2 && o_.style != Style::Rift) {  // the middle, where team 1's road ends turned
      const int m = n_ / 2 - 1;
      if (piece_[at(m, m)] == '.' && piece_[at(m + 1, m)] == '.') {
        targets_.push_back({m, m});
        targets_.push_back({m + 1, m});
      }
    }
    for (const Bridge& b : bridges_)
      if (o_.players == 2) targets_.push_back({b.x, b.yN});
    const int yMax = o_.players == 2 ? n_ / 2 - 1 : n_ - 1;
    for (const Spot& t : targets_) road(t, yMax);
  }

  void road(Spot to, int yMax) {
    const size_t cells = land_.size();
    std::vector<int32_t> dist(cells, INT32_MAX);
    std::vector<int32_t> from(cells, -1);
    using Item = std::pair<int32_t, int32_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> q;
    const int32_t start = static_cast<int32_t>(at(pad_.x, pad_.y + 1));
    if (!open(pad_.x, pad_.y + 1) && road_[static_cast<size_t>(start)] == 0 &&
        reserved_[static_cast<size_t>(start)] == 0)
      return;
    dist[static_cast<size_t>(start)] = 0;
    q.push({0, start});
    const int32_t goal = static_cast<int32_t>(at(to.x, to.y));
    auto cost = [&](int x, int y) -> int32_t {
      if (!in(x, y) || y > yMax) return -1;
      const size_t i = at(x, y);
      if (obj_[i] != 0 && obj_[i] != '"' && obj_[i] != '_') return -1;
      if (road_[i] != 0) return 1;
      if (land_[i] != 0) return piece_[i] == '.' ? 3 : 8;
      if (ford_[i] != 0 || nearLand(x, y)) return 14;
      return -1;
    };
    while (!q.empty()) {
      const auto [d, i] = q.top();
      q.pop();
      if (d != dist[static_cast<size_t>(i)]) continue;
      if (i == goal) break;
      const int x = i % n_, y = i / n_;
      static constexpr int kDx[4] = {1, -1, 0, 0}, kDy[4] = {0, 0, 1, -1};
      auto relax = [&](int j, int32_t c) {
        if (d + c < dist[static_cast<size_t>(j)]) {
          dist[static_cast<size_t>(j)] = d + c;
          from[static_cast<size_t>(j)] = i;
          q.push({d + c, j});
        }
      };
      for (int k = 0; k < 4; ++k) {
        const int32_t c = cost(x + kDx[k], y + kDy[k]);
        if (c > 0) relax(static_cast<int32_t>(at(x + kDx[k], y + kDy[k])), c);
      }
      for (const Bridge& b : bridges_) {  // a bridge joins its two ends
        if (x == b.x && y == b.yN && b.yS <= yMax)
          relax(static_cast<int32_t>(at(b.x, b.yS)), 2 * (b.yS - b.yN));
        if (x == b.x && y == b.yS) relax(static_cast<int32_t>(at(b.x, b.yN)), 2 * (b.yS - b.yN));
      }
    }
    if (dist[static_cast<size_t>(goal)] == INT32_MAX) return;
    for (int32_t i = goal; i >= 0; i = from[static_cast<size_t>(i)]) {
      const size_t u = static_cast<size_t>(i);
      if (land_[u] != 0 && piece_[u] == '.' && obj_[u] == 0) road_[u] = 1;
    }
  }

  bool nearLand(int x, int y) const {
    for (int d = -kShallows; d <= kShallows; ++d)
      for (int e = -kShallows; e <= kShallows; ++e)
        if (isLand(x + d, y + e)) return true;
    return false;
  }

  // ---- plants and rocks: off the roads and a cell clear of them ----
  void decorate() {
    for (int y = 0; y <= (o_.players == 2 ? n_ / 2 - 1 : n_ - 1); ++y) {
      for (int x = 0; x < n_; ++x) {
        if (!open(x, y) || road_[at(x, y)] != 0 || dry_[at(x, y)] != 0) continue;
        bool nearRoad = false;
        for (int k = 0; k < 9; ++k) {
          const int i = x + k % 3 - 1, j = y + k / 3 - 1;
          if (in(i, j) && (road_[at(i, j)] != 0 || (obj_[at(i, j)] != 0))) nearRoad = true;
        }
        if (nearRoad || !rng_.chance(4)) continue;  // designed: 4 % of the open grass
        bool coast = false;
        for (int k = 0; k < 25; ++k)
          if (!isLand(x + k % 5 - 2, y + k / 5 - 2)) coast = true;
        static constexpr std::array<char, 5> kInland = {'*', '%', '@', '$', '&'};
        put(x, y, coast ? (rng_.chance(50) ? '!' : '?') : kInland[static_cast<size_t>(rng_.range(0, 4))]);
      }
    }
  }

  // ---- 2 players: the south half is the north half turned round ----
  void turnHalf() {
    for (int y = 0; y < n_ / 2; ++y) {
      for (int x = 0; x < n_; ++x) {
        const size_t a = at(x, y), b = at(n_ - 1 - x, n_ - 1 - y);
        obj_[b] = obj_[a] != 0 ? turned(obj_[a]) : 0;
        road_[b] = road_[a];
        dry_[b] = dry_[a];
      }
    }
  }

  // ---- the text ----
  char roadPiece(int x, int y) const {
    auto joins = [&](int i, int j) {
      if (!in(i, j)) return false;
      const char c = obj_[at(i, j)];
      return road_[at(i, j)] != 0 || c == 'P' || c == 'p' || c == 'G' || c == 'g' || c == 'F' || c == 'f' ||
             c == '"' || c == '_';
    };
    const bool N = joins(x, y - 1), E = joins(x + 1, y), S = joins(x, y + 1), W = joins(x - 1, y);
    const int k = (N ? 1 : 0) | (E ? 2 : 0) | (S ? 4 : 0) | (W ? 8 : 0);
    static constexpr std::array<char, 16> kPiece = {'=', '|',  '=', '`', '|',  '|', '/', '>',
                                                    '=', '\'', '=', '^', '\\', '<', ';', '+'};
    return kPiece[static_cast<size_t>(k)];
  }

  std::string text() const {
    std::string t;
    t += "# Generated by retrosim rf map generate --seed " + std::to_string(o_.seed) + " --players " +
         std::to_string(o_.players) + " --level " + std::to_string(o_.level) + " --size " +
         std::to_string(n_) + " --style " + styleName(o_.style) + " (docs/maps.md)\n";
    std::string title = styleName(o_.style);
    title[0] = static_cast<char>(title[0] - 32);
    t += "title: " + title + " " + std::to_string(o_.seed) + "\n";
    t += "players: " + std::to_string(o_.players) + "\nlevel: " + std::to_string(o_.level) + "\n";
    t += "author: retrosim map generator\n";
    // The whole 128 x 128 world, the island centred in deep sea: the game's loader leaves the
    // cells outside a smaller map as grass (world.cpp, the fill loop's quirk), a field round
    // the sea that a jeep as a boat could reach and the view would draw.
    t += "grid:\n";
    const int x0 = (kMapCells - n_) / 2, y0 = (kMapCells - n_) / 2;
    const std::string sea(static_cast<size_t>(kMapCells), '~');
    for (int y = 0; y < y0; ++y) t += sea + "\n";
    for (int y = 0; y < n_; ++y) {
      t.append(static_cast<size_t>(x0), '~');
      for (int x = 0; x < n_; ++x) {
        const size_t i = at(x, y);
        char c = '~';
        if (obj_[i] != 0) {
          c = obj_[i];
        } else if (land_[i] != 0) {
          c = road_[i] != 0 ? roadPiece(x, y) : piece_[i] != '.' ? piece_[i] : dry_[i] != 0 ? ',' : '.';
        } else if (ford_[i] != 0 || nearLand(x, y)) {
          c = '-';
        }
        t += c;
      }
      t.append(static_cast<size_t>(kMapCells - n_ - x0), '~');
      t += '\n';
    }
    for (int y = y0 + n_; y < kMapCells; ++y) t += sea + "\n";
    return t;
  }

  struct Bridge {
    int x, yN, yS;
  };
  GenOptions o_;
  int n_;
  Rng rng_;
  int yHi_ = 0;
  int rift0_ = -1;
  std::vector<Blob> blobs_;
  std::vector<uint8_t> land_, ford_, road_, dry_, reserved_;
  std::vector<char> obj_, piece_;
  std::vector<Bridge> bridges_;
  std::vector<Spot> flags_, targets_;
  Spot pad_;
};

}  // namespace

const char* styleName(Style s) {
  switch (s) {
    case Style::Island:
      return "island";
    case Style::Archipelago:
      return "archipelago";
    case Style::Rift:
      return "rift";
  }
  return "island";
}

bool parseStyle(std::string_view name, Style& out) {
  for (Style s : {Style::Island, Style::Archipelago, Style::Rift}) {
    if (name == styleName(s)) {
      out = s;
      return true;
    }
  }
  return false;
}

void checkOptions(const GenOptions& o) {
  if (o.players != 1 && o.players != 2)
    throw std::invalid_argument("--players: expected 1 or 2, found " + std::to_string(o.players));
  if (o.level < 1 || o.level > 9)
    throw std::invalid_argument("--level: expected 1..9, found " + std::to_string(o.level));
  if (o.size < kMinSize || o.size > kMaxSize || o.size % kBlock != 0)
    throw std::invalid_argument("--size: expected a multiple of 4 in 48..128, found " +
                                std::to_string(o.size));
}

std::string generateMapText(const GenOptions& o) {
  checkOptions(o);
  return Builder(o).build();
}

RfmFile generateMap(const GenOptions& o) {
  return parseMapText(generateMapText(o), "generated seed " + std::to_string(o.seed));
}

}  // namespace rf::mapgen
