#!/usr/bin/env python3
"""Drafts retrosim's four free Return Fire maps (data/rf/maps/*.txt).

The committed .txt files are the source of truth and are meant to be edited by hand; this
script only made their first drafts. It describes each map as shapes (land, rivers),
roads, bridges, walled compounds and scattered vegetation, then works out the pieces a
person would otherwise have to pick by hand: the shore piece of every coast cell (water on
the side terrain.cpp's shore table says), the road piece of every road cell from its
neighbours, the shallow band round the land.

    tools/make_maps.py --write          write data/rf/maps/*.txt
    tools/make_maps.py --png DIR        also draw a preview PNG of each map into DIR
    tools/make_maps.py --check          fail if the committed files differ from a fresh draft

Characters are the built-in legend of docs/map-format.md.
"""

import argparse
import math
import os
import random
import struct
import sys
import zlib

SIZE = 128
DEEP, SHALLOW, LAND, DRY = "deep", "shallow", "land", "dry"

# Team buildings: the team-0 character (team 1 is the lower case letter).
BUILDING_CHARS = {
    "prison_s": "J", "bldg_s": "B", "bldg_w": "R", "bldg_e": "E", "bldg_n": "C",
    "fact_s": "M", "fact_n": "N", "bnkr_s": "D", "bnkr_n": "K", "hosp_s": "H",
    "fuel_s": "S", "fuel_w": "Z", "fuel_e": "Y", "fuel_n": "Q", "gate_v": "V",
    "gate_h": "G", "wall_v": "I", "wall_h": "W", "tent_v": "U", "tent_h": "X",
    "tower": "T", "large_tower": "L", "outpost": "O", "flag": "F", "ammo": "A",
    "pad": "P",
}
NEUTRAL_CHARS = {
    "bush": "*", "palm": "!", "bush2": "%", "palm2": "?", "tree": "@", "rock": "$",
    "rock2": "&", "rock_t": ":",
}

# Shore piece by the water around a land cell (terrain.cpp): straight sides, outer
# (island) corners, inner corners with water in one quarter.
SHORE_STRAIGHT = {"N": "8", "E": "6", "S": "2", "W": "4"}
SHORE_OUTER = {("N", "W"): "7", ("N", "E"): "9", ("S", "W"): "1", ("S", "E"): "3"}
SHORE_INNER = {"NW": "(", "NE": ")", "SW": "{", "SE": "}"}

# Road piece by the directions it connects (terrain.cpp's road table).
ROAD_CHARS = {
    frozenset("EW"): "=", frozenset("NS"): "|", frozenset("NESW"): "+",
    frozenset("ES"): "/", frozenset("SW"): "\\", frozenset("NE"): "`", frozenset("NW"): "'",
    frozenset("NES"): ">", frozenset("NSW"): "<", frozenset("NEW"): "^", frozenset("ESW"): ";",
}
DIRS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}

LEGEND_COMMENT = """\
# Characters (docs/map-format.md has the full legend):
#   . grass   , dry land   - shallow water   ~ deep water
#   shore (water side as on a keypad): 8 N  6 E  2 S  4 W  7 9 1 3 island corners
#     ( ) { } inner corners with water in the NW, NE, SW, SE quarter
#   roads: = | + / \\ ` ' < > ^ ;   H-bridge ends [ ]   V-bridge ends " _
#   * % bushes  ! ? palms  @ tree  $ & rocks  : rock in shallow water
#   team 0 upper case, team 1 lower case: P home pad  F flag site  W I walls  G V gates
#     T tower  L large tower  B C E R buildings  M N factories  D K bunkers  J prison
#     H hospital  S Q Y Z fuel  A ammo  U X tents  O outpost
"""


KIND_OF_CHAR = {c: (k, 0) for k, c in BUILDING_CHARS.items()}
KIND_OF_CHAR.update({c.lower(): (k, 1) for k, c in BUILDING_CHARS.items()})
KIND_OF_CHAR.update({c: (k, 2) for k, c in NEUTRAL_CHARS.items()})

# Orientation swaps of a symmetric image: a mirror in x turns E into W, a half turn also N
# into S. Kinds without the turned variant in the legend keep their own (hospital, prison).
MIRROR_X = {"_e": "_w", "_w": "_e"}
ROT_180 = {"_e": "_w", "_w": "_e", "_n": "_s", "_s": "_n"}


def turned(kind, swap):
    for a, b in swap.items():
        if kind.endswith(a) and (kind[: -len(a)] + b) in BUILDING_CHARS:
            return kind[: -len(a)] + b
    return kind


class Map:
    """A map being drafted. With sym="mirror" (x -> 127 - x) or sym="rot180" every call
    also places its image for the other team, so two-player maps come out symmetric."""

    def __init__(self, title, players, level, seed, sym=None):
        self.title, self.players, self.level, self.sym = title, players, level, sym
        self.rng = random.Random(seed)
        self.ground = [[DEEP] * SIZE for _ in range(SIZE)]
        self.obj = {}          # (x, y) -> (kind, team)
        self.roads = set()
        self.bridge_ends = {}  # (x, y) -> '[', ']', '"' or '_'
        self.bridge_fill = set()
        self.notes = []
        self.extra_header = []

    # ---- symmetry ----
    def image(self, x, y):
        if self.sym == "mirror":
            return SIZE - 1 - x, y
        return SIZE - 1 - x, SIZE - 1 - y

    def image_box(self, x0, y0, x1, y1):
        ax, ay = self.image(x0, y0)
        bx, by = self.image(x1, y1)
        return min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)

    def image_kind(self, kind, team):
        if team == 2:
            return kind, 2
        return turned(kind, MIRROR_X if self.sym == "mirror" else ROT_180), 1 - team

    # ---- shapes ----
    def inside(self, x, y):
        return 0 <= x < SIZE and 0 <= y < SIZE

    def land_rect(self, x0, y0, x1, y1, kind=LAND):
        boxes = [(x0, y0, x1, y1)] + ([self.image_box(x0, y0, x1, y1)] if self.sym else [])
        for (a, b, c, d) in boxes:
            for y in range(b, d + 1):
                for x in range(a, c + 1):
                    self.ground[y][x] = kind

    def land_ellipse(self, cx, cy, rx, ry, kind=LAND):
        """Sets the ground in an ellipse; dry ground only goes over land."""
        centres = [(cx, cy)] + ([self.image(cx, cy)] if self.sym else [])
        for (ex, ey) in centres:
            for y in range(SIZE):
                for x in range(SIZE):
                    if ((x - ex) / rx) ** 2 + ((y - ey) / ry) ** 2 <= 1.0 and (kind != DRY or self.is_land(x, y)):
                        self.ground[y][x] = kind

    def water_rect(self, x0, y0, x1, y1):
        self.land_rect(x0, y0, x1, y1, DEEP)

    def water_ellipse(self, cx, cy, rx, ry):
        self.land_ellipse(cx, cy, rx, ry, DEEP)

    def is_land(self, x, y):
        return self.inside(x, y) and self.ground[y][x] in (LAND, DRY)

    def smooth(self):
        """Erodes land until every coast cell has a shore piece: no land cell with water on
        opposite sides, on three sides, or in a corner away from its water sides."""
        changed = True
        while changed:
            changed = False
            for y in range(SIZE):
                for x in range(SIZE):
                    if self.is_land(x, y) and self.shore_char(x, y) is None:
                        self.ground[y][x] = DEEP
                        changed = True

    def shore_char(self, x, y):
        """'' for an inland cell, the shore piece of a coast cell, None when no piece fits."""
        wet = {d for d, (dx, dy) in DIRS.items() if not self.is_land(x + dx, y + dy)}
        diag = {a + b for a in "NS" for b in "WE"
                if not self.is_land(x + DIRS[b][0], y + DIRS[a][1])}
        if not wet:
            if not diag:
                return ""
            return SHORE_INNER[diag.pop()] if len(diag) == 1 else None
        if len(wet) == 1:
            (d,) = wet
            if any(d not in c for c in diag):
                return None
            return SHORE_STRAIGHT[d]
        if len(wet) == 2:
            ns = [d for d in wet if d in "NS"]
            we = [d for d in wet if d in "WE"]
            if len(ns) != 1 or len(we) != 1:
                return None
            if OPPOSITE[ns[0]] + OPPOSITE[we[0]] in diag:
                return None
            return SHORE_OUTER[(ns[0], we[0])]
        return None

    def shallow_band(self, width):
        """Water within `width` cells (round distance) of land becomes shallow."""
        r = int(math.ceil(width))
        for (x, y) in [(x, y) for y in range(SIZE) for x in range(SIZE) if self.is_land(x, y)]:
            for dy in range(-r, r + 1):
                for dx in range(-r, r + 1):
                    if dx * dx + dy * dy <= width * width and self.inside(x + dx, y + dy) \
                            and self.ground[y + dy][x + dx] == DEEP:
                        self.ground[y + dy][x + dx] = SHALLOW

    def deepen(self, x0, y0, x1, y1):
        """Water in the box that is not next to land becomes deep again (channel middles)."""
        boxes = [(x0, y0, x1, y1)] + ([self.image_box(x0, y0, x1, y1)] if self.sym else [])
        for (a, b, c, d) in boxes:
            for y in range(b, d + 1):
                for x in range(a, c + 1):
                    if self.ground[y][x] == SHALLOW and all(
                            not self.is_land(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
                        self.ground[y][x] = DEEP

    # ---- roads, bridges, objects ----
    def road(self, *points):
        for pts in [points] + ([[self.image(x, y) for x, y in points]] if self.sym else []):
            for (ax, ay), (bx, by) in zip(pts, pts[1:]):
                assert ax == bx or ay == by, ("road segments are straight", (ax, ay), (bx, by))
                sx, sy = (bx > ax) - (bx < ax), (by > ay) - (by < ay)
                x, y = ax, ay
                while True:
                    self.roads.add((x, y))
                    if (x, y) == (bx, by):
                        break
                    x, y = x + sx, y + sy

    def bridge_h(self, y, x0, x1):
        spans = [(y, x0, x1)]
        if self.sym:
            iy = self.image(x0, y)[1]
            spans.append((iy, SIZE - 1 - x1, SIZE - 1 - x0))
        for (by, a, b) in spans:
            self.bridge_ends[(a, by)] = "["
            self.bridge_ends[(b, by)] = "]"
            self.bridge_fill.update((x, by) for x in range(a + 1, b))

    def bridge_v(self, x, y0, y1):
        spans = [(x, y0, y1)]
        if self.sym == "mirror":
            spans.append((SIZE - 1 - x, y0, y1))
        elif self.sym:
            spans.append((SIZE - 1 - x, SIZE - 1 - y1, SIZE - 1 - y0))
        for (bx, a, b) in spans:
            self.bridge_ends[(bx, a)] = '"'
            self.bridge_ends[(bx, b)] = "_"
            self.bridge_fill.update((bx, y) for y in range(a + 1, b))

    def put(self, x, y, kind, team=2):
        self.obj[(x, y)] = (kind, team)
        if self.sym:
            self.obj[self.image(x, y)] = self.image_kind(kind, team)

    def stamp(self, x0, y0, art):
        """Places a block drawn with the legend's characters: letters and vegetation are
        objects, '#' a road, ',' dry ground, '.' grass, ' ' leaves the cell alone (rows may
        be of different lengths)."""
        rows = art.strip("\n").split("\n")
        for dy, row in enumerate(rows):
            for dx, c in enumerate(row):
                x, y = x0 + dx, y0 + dy
                if c == " ":
                    continue
                cells = [(x, y)] + ([self.image(x, y)] if self.sym else [])
                for (cx, cy) in cells:
                    if c == "#":
                        self.roads.add((cx, cy))
                    elif c in ".,":
                        self.ground[cy][cx] = LAND if c == "." else DRY
                if c in KIND_OF_CHAR:
                    kind, team = KIND_OF_CHAR[c]
                    self.put(x, y, kind, team)

    def compound(self, x0, y0, x1, y1, team, gates=(), ground=DRY):
        """A walled yard: large towers at the corners, walls between, gates with a tower
        on each side. gates: ("N"|"S", x) or ("W"|"E", y)."""
        self.land_rect(x0 + 1, y0 + 1, x1 - 1, y1 - 1, ground)
        for x in range(x0 + 1, x1):
            self.put(x, y0, "wall_h", team)
            self.put(x, y1, "wall_h", team)
        for y in range(y0 + 1, y1):
            self.put(x0, y, "wall_v", team)
            self.put(x1, y, "wall_v", team)
        for c in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
            self.put(c[0], c[1], "large_tower", team)
        for side, at in gates:
            if side in "NS":
                y = y0 if side == "N" else y1
                self.put(at, y, "gate_h", team)
                self.put(at - 1, y, "tower", team)
                self.put(at + 1, y, "tower", team)
            else:
                x = x0 if side == "W" else x1
                self.put(x, at, "gate_v", team)
                self.put(x, at - 1, "tower", team)
                self.put(x, at + 1, "tower", team)

    def inner_wall_h(self, y, x0, x1, team):
        """A wall across a compound from wall to wall: large towers where it meets them."""
        self.put(x0, y, "large_tower", team)
        self.put(x1, y, "large_tower", team)
        for x in range(x0 + 1, x1):
            self.put(x, y, "wall_h", team)

    def inner_wall_v(self, x, y0, y1, team):
        self.put(x, y0, "large_tower", team)
        self.put(x, y1, "large_tower", team)
        for y in range(y0 + 1, y1):
            self.put(x, y, "wall_v", team)

    def free(self, x, y, clearance=1):
        """Inland grass with no road, bridge or object within `clearance` cells."""
        if not self.is_land(x, y) or self.ground[y][x] != LAND or self.shore_char(x, y) != "":
            return False
        for dy in range(-clearance, clearance + 1):
            for dx in range(-clearance, clearance + 1):
                p = (x + dx, y + dy)
                if p in self.obj or p in self.roads or p in self.bridge_ends or p in self.bridge_fill:
                    return False
        return True

    def coast_distance(self, x, y, limit=6):
        for r in range(1, limit + 1):
            for dy in range(-r, r + 1):
                for dx in range(-r, r + 1):
                    if max(abs(dx), abs(dy)) == r and not self.is_land(x + dx, y + dy):
                        return r
        return limit + 1

    def scatter(self, box, count, kinds, near_coast=None, clearance=1, cluster=0):
        """Puts `count` neutral objects in the box on free inland grass (and their images).
        near_coast: (lo, hi) distance to water. cluster > 0 groups them round centres."""
        x0, y0, x1, y1 = box
        placed, tries = 0, 0
        centres = [(self.rng.randint(x0, x1), self.rng.randint(y0, y1)) for _ in range(cluster)]
        while placed < count and tries < count * 200:
            tries += 1
            if centres:
                cx, cy = self.rng.choice(centres)
                x, y = cx + self.rng.randint(-5, 5), cy + self.rng.randint(-4, 4)
            else:
                x, y = self.rng.randint(x0, x1), self.rng.randint(y0, y1)
            kind = self.rng.choice(kinds)
            if not (x0 <= x <= x1 and y0 <= y <= y1) or not self.free(x, y, clearance):
                continue
            if self.sym and (self.image(x, y) == (x, y) or not self.free(*self.image(x, y), clearance)):
                continue
            if near_coast and not near_coast[0] <= self.coast_distance(x, y, near_coast[1]) <= near_coast[1]:
                continue
            self.put(x, y, kind)
            placed += 1

    def rocks_in_water(self, box, count):
        """ROCK_1T on shallow water a cell away from the shore."""
        x0, y0, x1, y1 = box
        placed, tries = 0, 0
        while placed < count and tries < count * 300:
            tries += 1
            x, y = self.rng.randint(x0, x1), self.rng.randint(y0, y1)
            cells = [(x, y)] + ([self.image(x, y)] if self.sym else [])
            ok = all(self.inside(cx, cy) and self.ground[cy][cx] == SHALLOW and (cx, cy) not in self.obj
                     and (cx, cy) not in self.bridge_fill
                     and not any(self.is_land(cx + dx, cy + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1))
                     for (cx, cy) in cells)
            if ok:
                self.put(x, y, "rock_t")
                placed += 1

    # ---- output ----
    def road_char(self, x, y):
        links = set()
        for d, (dx, dy) in DIRS.items():
            n = (x + dx, y + dy)
            if n in self.roads:
                links.add(d)
            elif n in self.bridge_ends:
                if (self.bridge_ends[n] in "[]" and d in "EW") or (self.bridge_ends[n] in '"_' and d in "NS"):
                    links.add(d)
            elif n in self.obj:
                kind = self.obj[n][0]
                if kind == "pad" or (kind == "gate_h" and d in "NS") or (kind == "gate_v" and d in "EW"):
                    links.add(d)
        if len(links) == 1:
            links.add(OPPOSITE[next(iter(links))])
        if not links:
            links = {"E", "W"}
        return ROAD_CHARS[frozenset(links)]

    def cell_char(self, x, y):
        p = (x, y)
        if p in self.obj:
            kind, team = self.obj[p]
            if team == 2:
                return NEUTRAL_CHARS[kind]
            c = BUILDING_CHARS[kind]
            return c if team == 0 else c.lower()
        if p in self.bridge_ends:
            return self.bridge_ends[p]
        if p in self.roads:
            return self.road_char(x, y)
        g = self.ground[y][x]
        if g in (LAND, DRY):
            s = self.shore_char(x, y)
            if s:
                return s
            return "." if g == LAND else ","
        return "-" if g == SHALLOW else "~"

    def problems(self):
        out = []
        for p in sorted(self.roads) + sorted(self.bridge_ends):
            x, y = p
            if not (self.is_land(x, y) and self.shore_char(x, y) == ""):
                out.append("road or bridge end not on inland ground at %s" % (p,))
            if p in self.obj:
                out.append("road under an object at %s" % (p,))
        for (x, y), (kind, team) in sorted(self.obj.items()):
            if kind == "rock_t":
                if self.ground[y][x] != SHALLOW:
                    out.append("rock_t off shallow water at %s" % ((x, y),))
            elif not (self.is_land(x, y) and self.shore_char(x, y) == ""):
                out.append("%s not on inland ground at %s" % (kind, (x, y)))
        for p in sorted(self.bridge_fill):
            if p in self.obj or p in self.roads:
                out.append("bridge fill blocked at %s" % (p,))
        for (x, y), c in sorted(self.bridge_ends.items()):
            if c == "[":
                e = next(i for i in range(x + 1, SIZE) if (i, y) in self.bridge_ends)
                if self.bridge_ends[(e, y)] != "]":
                    out.append("H-bridge without east end at %s" % ((x, y),))
            if c == '"':
                e = next(i for i in range(y + 1, SIZE) if (x, i) in self.bridge_ends)
                if self.bridge_ends[(x, e)] != "_":
                    out.append("V-bridge without south end at %s" % ((x, y),))
        return out

    def text(self):
        out = ["# " + self.title + ": a free " + str(self.players) + "-player map of retrosim."]
        out += ["# " + n for n in self.notes]
        out.append("# First drafted by tools/make_maps.py; this file is the source, edit it freely.")
        out.append(LEGEND_COMMENT.rstrip("\n"))
        out.append("title: " + self.title)
        out.append("players: " + str(self.players))
        out.append("level: " + str(self.level))
        out.append("author: retrosim")
        out += self.extra_header
        out.append("grid:")
        for y in range(SIZE):
            out.append("".join(self.cell_char(x, y) for x in range(SIZE)))
        return "\n".join(out) + "\n"


# ---- the four maps ----

def driftwood_cay():
    """1P, level 1: one big island cut by a river; home in the south-west, two walled
    enemy compounds, a factory yard and an outpost on an islet."""
    m = Map("Driftwood Cay", 1, 1, seed=11)
    m.notes.append("One island split by a river. You start in the south-west; the enemy holds")
    m.notes.append("two walled compounds, a factory yard and an islet off the north-east coast")
    m.notes.append("(an outpost and a fuel dump; no flag there: every flag site is on the main island).")
    m.land_ellipse(52, 74, 42, 38)
    m.land_ellipse(92, 40, 26, 28)
    m.land_ellipse(34, 98, 24, 18)
    m.land_ellipse(90, 76, 22, 14)
    m.land_ellipse(114, 12, 6, 5)
    m.water_rect(68, 6, 71, 60)       # the river from the north coast ...
    m.water_rect(68, 57, 122, 60)     # ... bending east to the sea
    m.water_ellipse(52, 90, 6, 4)     # a pond
    m.smooth()
    m.shallow_band(3)
    m.deepen(66, 4, 124, 62)
    # home
    m.stamp(29, 97, """
U.U......
.........
..S...A..
.........
.....P...
""")
    m.road((34, 100), (34, 80), (93, 80), (93, 63))
    m.bridge_v(93, 55, 62)
    m.road((93, 54), (93, 43))
    m.road((34, 80), (28, 80), (28, 67))
    m.road((37, 60), (50, 60), (50, 46), (65, 46))
    m.bridge_h(46, 66, 73)
    m.road((74, 46), (76, 46), (76, 33), (81, 33))
    # compound 1 (north-east): an inner keep with a flag, the yard round it
    m.compound(82, 24, 104, 42, 1, gates=[("W", 33), ("S", 93)])
    m.stamp(83, 25, """
,,,,,,,,,,,,,,,,,,,,,
,f,,m,m,,,,,,,,d,,b,,
,,,,,,,,,,,,,,,,,,,,,
,e,,,lwwwwwwwwwl,,,e,
,,,,,i,,,,,,,,,i,,,,,
,u,,,i,f,,,,,d,i,,,u,
,u,,,i,,,,,,,,,i,,,u,
,,,,,lwwwtgtwwwl,,,,,
###########,,,,,,,,,,
,,,,,,,,,,#,,,,,,,,,,
,s,s,,,,,,#,,,,,,h,,,
,,,,,,,,,,#,,,,,,,,,,
,a,a,,,,,,#,,,,,,,,f,
,,,,,,,,,,#,,,,,,,,,,
,x,x,,,,,,#,,,,,c,c,,
,,,,,,,,,,#,,,,,,,,,,
,,,,,,,,,,#,,,,,,,,,,
""")
    # compound 2 (west): the prison
    m.compound(20, 52, 36, 66, 1, gates=[("S", 28), ("E", 60)])
    m.stamp(21, 53, """
,,,,,,,,,,,,,,,
,j,,,,,,,,,,f,,
,,,,,,,,,,,,,,,
,,,,b,,,,,,,,,,
,k,,,,,,,,,,,h,
,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,
,,,,,,,########
,u,,,,,#,,,,,,,
,u,,,,,#,,,,f,,
,,,,,,,#,,,,,,,
,,,,,,,#,,,,,,,
,,,,,,,#,,,,,,,
""")
    # factory yard (south-east), islet, guards
    m.stamp(80, 69, """
.m..m...t....#.d..
.............#....
...f...m.....#..f.
.............#....
.s.a...........s..
""")
    # the islet: an outpost and a fuel dump, no flag site (a new player's flag must be on the
    # main island: issue 23's review)
    for x, y, k in [(114, 12, "fuel_s"), (112, 12, "outpost"), (63, 44, "tower"), (95, 53, "tower"),
                    (58, 86, "tower"), (31, 82, "tower")]:
        m.put(x, y, k, 1)
    m.scatter((8, 40, 66, 118), 55, ["palm", "palm2"], near_coast=(1, 3))
    m.scatter((70, 10, 120, 56), 40, ["palm", "palm2"], near_coast=(1, 3))
    m.scatter((70, 62, 120, 96), 16, ["palm", "palm2"], near_coast=(1, 3))
    m.scatter((8, 40, 66, 118), 50, ["bush", "bush2"], cluster=6)
    m.scatter((40, 84, 66, 118), 25, ["tree", "bush"], cluster=2)
    m.scatter((74, 14, 118, 56), 30, ["bush", "bush2", "tree"], cluster=4)
    m.scatter((8, 40, 118, 118), 20, ["rock", "rock2"])
    m.rocks_in_water((0, 0, 127, 127), 14)
    return m


def saltmarsh_reach():
    """1P, level 4: four islands joined by bridges; home on the southern one, a prison on
    the marshy west island, a factory complex in the east and a fortress in the north."""
    m = Map("Saltmarsh Reach", 1, 4, seed=23)
    m.notes.append("Four islands joined by five bridges. You start on the southern island; the")
    m.notes.append("prison is on the marshy west island, the factories in the east and the flag")
    m.notes.append("fortress, split by an inner wall, on the northern island.")
    m.extra_header.append("vehicles: asv=2 heli=2 jeep=6 tank=3 pool=default mines=16")
    m.land_ellipse(64, 64, 58, 56)
    m.land_ellipse(64, 22, 46, 17)
    m.land_ellipse(64, 108, 30, 14)
    m.water_rect(0, 80, 127, 85)     # south strait
    m.water_rect(0, 38, 127, 43)     # north strait
    m.water_rect(61, 38, 66, 85)     # the channel between west and east
    m.water_ellipse(4, 62, 6, 10)    # a west bay
    m.water_ellipse(124, 66, 6, 8)   # an east bay
    m.water_ellipse(26, 113, 10, 8)  # south-west cove
    m.water_ellipse(100, 113, 10, 8)
    for cx, cy, rx, ry in [(16, 84, 9, 5), (56, 80, 7, 4), (114, 80, 8, 5), (50, 40, 8, 4),
                           (80, 43, 7, 4), (16, 38, 6, 4), (64, 74, 5, 6), (64, 50, 5, 5)]:
        m.water_ellipse(cx, cy, rx, ry)
    for cx, cy, rx, ry in [(118, 100, 6, 5), (6, 96, 6, 6), (108, 20, 8, 6), (20, 18, 8, 6)]:
        m.land_ellipse(cx, cy, rx, ry)
    m.smooth()
    m.shallow_band(2.5)
    for box in [(0, 78, 127, 87), (0, 36, 127, 45), (59, 36, 68, 87)]:
        m.deepen(*box)
    # marsh on the west island
    for cx, cy, rx, ry in [(20, 74, 7, 3), (46, 54, 6, 4), (12, 48, 4, 3)]:
        m.land_ellipse(cx, cy, rx, ry, DRY)
    # home
    m.stamp(58, 100, """
...H.........
.............
..S.......A..
.............
......P......
.............
U.U.......U.U
""")
    m.road((64, 103), (64, 94), (30, 94), (30, 88))
    m.road((64, 94), (98, 94), (98, 88))
    m.bridge_v(30, 78, 87)
    m.bridge_v(98, 78, 87)
    # west island: the prison compound
    m.road((30, 77), (30, 70), (21, 70), (21, 67))
    m.road((30, 70), (40, 70), (40, 62), (58, 62))
    m.road((40, 62), (40, 48), (36, 48), (36, 46))
    m.bridge_h(62, 59, 68)
    m.compound(12, 50, 30, 66, 1, gates=[("S", 21)])
    m.stamp(13, 51, """
,,,,,,,,,,,,,,,,,
,j,,j,,,,,,,,,h,,
,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,
,u,u,,lwwwl,,,,f,
,,,,,,i,f,i,,,,,,
,,,,,,i,,,i,,,,,,
,d,,,,ltgtl,,,,b,
,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,
,k,,,,,,,,,,,,e,,
""")
    m.road((21, 59), (21, 65))
    # east island: the factory complex
    m.road((69, 62), (79, 62))
    m.road((98, 77), (98, 71))
    m.compound(80, 50, 110, 70, 1, gates=[("W", 62), ("S", 98), ("N", 92)])
    m.stamp(81, 51, """
,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
,m,m,m,,,,,,,,,,,,,,,,n,n,n,,f
,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
,s,,s,,,,,,,,,,,,,,,,,,,,,,d,
,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
,a,,a,,,,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
,x,x,x,,,,,,,,,,,,,,,,,,,,,,e,
,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,,,,,,f,,
,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
,f,,,,,,,,,,,,,,,,,,,,,,,,,,,
""")
    m.road((92, 51), (92, 62))
    m.road((81, 62), (98, 62), (98, 69))
    # north island: the fortress, split by an inner wall with a gate
    m.road((36, 46), (36, 47))
    m.road((92, 46), (92, 49))
    m.bridge_v(36, 36, 45)
    m.bridge_v(92, 36, 45)
    m.road((36, 35), (36, 24), (41, 24))
    m.road((92, 35), (92, 24), (87, 24))
    m.compound(42, 11, 86, 33, 1, gates=[("W", 24), ("E", 24)])
    m.stamp(43, 12, """
,,,,,,,,,,,,,,,,,,,,, ,,,,,,,,,,,,,,,,,,,,,
,f,,b,,c,,,,,,,,d,,,, ,,,,d,,,,,,,,,c,,b,,f
,,,,,,,,,,,,,,,,,,,,, ,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,, ,,,,,,,,,,,,,,,,,,,,,
,u,,,,,lwwwwwwwl,,,,, ,,,,,lwwwwwwwl,,,,,u,
,u,,,,,i,f,,,,,i,,,,, ,,,,,i,,,,,f,i,,,,,u,
,,,,,,,i,,,,,,,i,,,,, ,,,,,i,,,,,,,i,,,,,,,
,,,,,,,ltgtwwwwl,,,,, ,,,,,lwwwwtgtl,,,,,,,
,,,,,,,,,,,,,,,,,,,,, ,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,, ,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,, ,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,, ,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,, ,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,, ,,,,,,,,,,,,,,,,,,,,,
,m,,m,,,,,,,,,,s,,a,, ,,a,,s,,,,,,,,,,m,,m
,,,,,,,,,,,,,,,,,,,,, ,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,, ,,,,,,,,,,,,,,,,,,,,,
,h,,,,,,,,,,,,,,,,f,, ,,f,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,, ,,,,,,,,,,,,,,,,,,,,,
,e,,,,x,x,x,,,,,,,,,, ,,,,,,,,,,x,x,x,,,,r
""")
    m.road((52, 20), (52, 23))
    m.road((76, 20), (76, 23))
    m.road((43, 24), (63, 24))
    m.road((65, 24), (85, 24))
    m.inner_wall_v(64, 11, 33, 1)
    m.put(64, 23, "tower", 1)
    m.put(64, 24, "gate_v", 1)
    m.put(64, 25, "tower", 1)
    for x, y in [(27, 88), (33, 88), (95, 88), (101, 88), (58, 64), (69, 60), (33, 46), (95, 46)]:
        m.put(x, y, "tower", 1)
    m.scatter((0, 44, 60, 80), 40, ["palm", "palm2"], near_coast=(1, 3))
    m.scatter((67, 44, 127, 80), 40, ["palm", "palm2"], near_coast=(1, 3))
    m.scatter((0, 86, 127, 127), 30, ["palm", "palm2"], near_coast=(1, 3))
    m.scatter((0, 0, 127, 37), 30, ["palm", "palm2"], near_coast=(1, 3))
    m.scatter((0, 44, 60, 80), 30, ["bush", "bush2"], cluster=4)
    m.scatter((67, 70, 127, 80), 12, ["bush", "tree"], cluster=2)
    m.scatter((0, 86, 127, 127), 30, ["bush", "bush2", "tree"], cluster=4)
    m.scatter((0, 0, 127, 37), 12, ["tree", "bush"], cluster=3)
    m.scatter((0, 0, 127, 127), 20, ["rock", "rock2"])
    m.rocks_in_water((0, 0, 127, 127), 16)
    return m


def twin_harbours():
    """2P, level 2: two mirrored islands, each with a harbour bay, a home base and two
    walled compounds, joined through a small middle island."""
    m = Map("Twin Harbours", 2, 2, seed=37, sym="mirror")
    m.notes.append("Two mirrored islands joined through a small middle island by four bridges.")
    m.notes.append("Team 0 starts in the west, team 1 in the east; each side hides its flag in")
    m.notes.append("one of the sites of its two compounds and its outpost.")
    m.land_ellipse(30, 64, 22, 48)
    m.land_ellipse(24, 27, 18, 14)
    m.land_ellipse(24, 101, 18, 14)
    m.land_ellipse(63.5, 64, 7, 16)
    m.water_ellipse(5, 64, 9, 7)      # the harbour
    m.water_rect(0, 60, 8, 68)
    m.water_rect(0, 44, 30, 47)       # a fjord
    m.smooth()
    m.shallow_band(3)
    m.deepen(0, 40, 34, 51)
    m.deepen(51, 40, 63, 90)
    # home
    m.stamp(18, 57, """
U.U........
...........
.....S...A.
...........
.......P...
...........
...........
..D........
""")
    m.road((25, 60), (25, 58), (34, 58), (34, 52), (22, 52), (22, 50))
    m.bridge_v(22, 41, 50)
    m.road((22, 40), (22, 33))
    m.road((34, 58), (49, 58))
    m.bridge_h(58, 50, 59)
    m.road((60, 58), (63, 58))
    m.road((25, 62), (25, 86), (23, 86), (23, 94))
    m.road((25, 72), (49, 72))
    m.bridge_h(72, 50, 59)
    m.road((60, 72), (63, 72))
    # north compound
    m.compound(12, 20, 34, 32, 0, gates=[("S", 22)])
    m.stamp(13, 21, """
,,,,,,,,,,,,,,,,,,,,,
,F,,,B,,,,,,,,,M,,M,,
,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,
,U,,,,,,,,,,,,,,,,F,,
,U,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,
,D,,,,,,,,,,,,,,,,,A,
""")
    # south compound: prison and hospital
    m.compound(12, 95, 34, 107, 0, gates=[("N", 23)])
    m.stamp(13, 96, """
,,,,,,,,,,,,,,,,,,,,,
,J,,,,,,,,,,,,,,H,,,,
,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,
,F,,,,,,,,,,,,,,,,,F,
,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,
,K,,,,X,X,,,,,,,,,B,,
,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,
""")
    # the middle island: each side's outpost and towers
    for y, kind in [(52, "tower"), (62, "outpost"), (66, "flag"), (76, "tower")]:
        m.put(61, y, kind, 0)
    for x, y in [(48, 56), (48, 74), (20, 38), (26, 38)]:
        m.put(x, y, "tower", 0)
    m.scatter((6, 16, 50, 112), 70, ["palm", "palm2"], near_coast=(1, 3))
    m.scatter((56, 48, 63, 80), 6, ["palm"], near_coast=(1, 2))
    m.scatter((6, 16, 50, 112), 60, ["bush", "bush2", "tree"], cluster=7)
    m.scatter((6, 16, 50, 112), 18, ["rock", "rock2"])
    m.rocks_in_water((0, 0, 63, 127), 10)
    return m


def meridian_rift():
    """2P, level 5: one big island cut in two by a river and a lake; the halves are each
    other turned half round, team 0 in the west, team 1 in the east."""
    m = Map("Meridian Rift", 2, 5, seed=53, sym="rot180")
    m.notes.append("One island split by a river that widens into a lake. Each half is the other")
    m.notes.append("turned half round: team 0 holds the west, team 1 the east. Two bridges cross")
    m.notes.append("the river; an inlet on each side is crossed by a third.")
    m.land_ellipse(64, 64, 60, 58)
    m.land_ellipse(26, 26, 22, 20)
    m.water_rect(60, 0, 63, 55)       # the river ...
    m.water_ellipse(63.5, 63.5, 10, 12)  # ... its lake
    m.land_ellipse(63.5, 63.5, 3.5, 4.5)  # an islet in the lake
    m.water_rect(0, 44, 26, 47)       # the inlet
    m.smooth()
    m.shallow_band(3)
    m.deepen(0, 40, 30, 51)
    m.deepen(57, 0, 70, 60)
    # home
    m.stamp(22, 28, """
U.U.......
..........
..S.....A.
..........
......P...
""")
    m.road((28, 33), (28, 38), (18, 38), (18, 41))
    m.bridge_v(18, 42, 49)
    m.road((18, 50), (18, 53))
    m.road((28, 38), (50, 38), (50, 28), (57, 28))
    m.bridge_h(28, 58, 65)
    m.road((66, 28), (105, 28), (105, 56))
    m.road((28, 31), (28, 25))
    # north-west fort
    m.compound(14, 12, 40, 24, 0, gates=[("S", 28)])
    m.stamp(15, 13, """
,,,,,,,,,,,,,,,,,,,,,,,,,
,F,,B,,C,,,,,,,,,D,,,,F,,
,,,,,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,,,,,
,M,,M,,,,,,,,,,,,,,,,,H,,
,,,,,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,,,,,
,U,,U,,,,,,,,,,,,,,,,S,,,
""")
    # south-west compound with the prison
    m.compound(10, 54, 34, 70, 0, gates=[("N", 18), ("S", 22)])
    m.stamp(11, 55, """
,,,,,,,#,,,,,,,,,,,,,,,
,J,,,,,#,,,,,,,,,,F,,,,
,,,,,,,#,,,,,,,,,,,,,,,
,,,,,,,#,,,,,,,,,,,,,,,
,K,,,,,#,,,,,LWWWWWL,,,
,,,,,,,#,,,,,I,,F,,I,,,
,,,,,,,#,,,,,I,,,,,I,,,
,X,X,,,#,,,,,LWTGTWL,,,
,,,,,,,#,,,,,,,,#,,,,,,
,,,,,,,##########,,,,,,
,,,,,,,,,,,,,,,,,,,,,,,
,A,,,,,,,,,,,,,,,,,,,M,
,,,,,,,,,,,,,,,,,,,,,,,
,F,,,,,,,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,,,,,,,,,
""")
    m.road((22, 65), (22, 69))
    # guards and a forward outpost by the lake
    m.stamp(44, 58, """
T......
.......
...O...
.......
...F...
.......
T......
""")
    for x, y in [(16, 40), (20, 40), (55, 26), (55, 30)]:
        m.put(x, y, "tower", 0)
    m.scatter((4, 4, 57, 123), 80, ["palm", "palm2"], near_coast=(1, 3))
    m.scatter((4, 4, 57, 123), 70, ["bush", "bush2"], cluster=8)
    m.scatter((30, 76, 57, 120), 30, ["tree", "tree", "bush"], cluster=2)
    m.scatter((36, 4, 57, 40), 15, ["tree", "bush2"], cluster=1)
    m.scatter((4, 4, 57, 123), 22, ["rock", "rock2"])
    m.scatter((60, 58, 67, 69), 2, ["palm"], clearance=0)
    m.rocks_in_water((0, 0, 127, 63), 10)
    return m


def proving_strait():
    """2P, level 1: a small stage for the scripted whole games of tests/golden/rf/: one
    tower and one flag building a side, each side's road running straight from its pad to
    the enemy's flag building."""
    m = Map("Proving Strait", 2, 1, seed=61)
    m.notes.append("A small island: the stage of the scripted whole games in tests/golden/rf/")
    m.notes.append("(one tower and one flag building a side; each side's road runs straight")
    m.notes.append("from its pad to the enemy's flag building). Team 0 starts in the north")
    m.notes.append("(pad at 62,48), team 1 in the south (pad at 66,80); vehicles leave the lift")
    m.notes.append("facing south: team 1's pad has 4 rows of land south of it, so its vehicles")
    m.notes.append("face the island's end, not the sea.")
    m.land_rect(55, 46, 72, 85)
    m.smooth()
    m.shallow_band(2)
    m.road((62, 49), (62, 73))  # pad -> the enemy's flag building
    m.road((66, 79), (66, 55))
    m.put(62, 48, "pad", 0)
    m.put(66, 80, "pad", 1)
    m.put(60, 47, "fuel_s", 0)
    m.put(64, 47, "ammo", 0)
    m.put(68, 81, "fuel_s", 1)
    m.put(64, 81, "ammo", 1)
    m.put(62, 74, "flag", 1)
    m.put(66, 54, "flag", 0)
    m.put(58, 66, "tower", 1)
    m.put(70, 62, "tower", 0)
    for x, y, kind in [(57, 50, "bush"), (71, 52, "palm"), (57, 71, "palm2"), (70, 77, "bush2"),
                       (59, 77, "palm"), (69, 58, "bush"), (56, 56, "tree"), (71, 70, "tree")]:
        m.put(x, y, kind)
    return m


MAPS = [
    ("driftwood_cay", driftwood_cay),
    ("saltmarsh_reach", saltmarsh_reach),
    ("twin_harbours", twin_harbours),
    ("meridian_rift", meridian_rift),
    ("proving_strait", proving_strait),
]


# ---- preview PNG ----

COLOURS = {
    "~": (24, 48, 128), "-": (64, 120, 200), ".": (72, 150, 64), ",": (176, 156, 96),
    "road": (120, 120, 120), "bridge": (150, 100, 50), "shore": (214, 196, 140),
    "veg": (24, 96, 32), "rock": (130, 130, 130), "team0": (40, 90, 240), "team1": (230, 40, 40),
    "wall0": (20, 40, 140), "wall1": (130, 20, 20), "pad0": (120, 200, 255), "pad1": (255, 160, 60),
    "flag0": (255, 255, 255), "flag1": (255, 255, 0),
}


def char_colour(c):
    if c in COLOURS:
        return COLOURS[c]
    if c in "8624791(){}3":
        return COLOURS["shore"]
    if c in "=|+/\\`'<>^;":
        return COLOURS["road"]
    if c in '[]"_':
        return COLOURS["bridge"]
    if c in "*%!?@":
        return COLOURS["veg"]
    if c in "$&:":
        return COLOURS["rock"]
    if c == "P":
        return COLOURS["pad0"]
    if c == "p":
        return COLOURS["pad1"]
    if c in "Ff":
        return COLOURS["flag0" if c == "F" else "flag1"]
    if c in "WILGVwilgv":
        return COLOURS["wall0" if c.isupper() else "wall1"]
    return COLOURS["team0" if c.isupper() else "team1"]


def write_png(path, rows, scale=4):
    deck = set()
    for y, row in enumerate(rows):
        for x, c in enumerate(row):
            if c == "[":
                e = row.index("]", x)
                deck.update((i, y) for i in range(x + 1, e))
            if c == '"':
                e = next(i for i in range(y + 1, len(rows)) if rows[i][x] == "_")
                deck.update((x, i) for i in range(y + 1, e))
    raw = bytearray()
    for y, row in enumerate(rows):
        line = bytearray([0])
        for x, c in enumerate(row):
            colour = COLOURS["bridge"] if (x, y) in deck else char_colour(c)
            line += bytes(colour) * scale
        raw += bytes(line) * scale
    h = len(rows) * scale
    w = len(rows[0]) * scale

    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--write", action="store_true", help="write data/rf/maps/*.txt")
    ap.add_argument("--check", action="store_true", help="fail if the committed files differ from a draft")
    ap.add_argument("--png", metavar="DIR", help="write preview PNGs into DIR")
    ap.add_argument("--scale", type=int, default=4, help="preview pixels per cell")
    args = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    status = 0
    for name, build in MAPS:
        m = build()
        text = m.text()
        for p in m.problems():
            print(name + ": " + p, file=sys.stderr)
            status = 1
        path = os.path.join(root, "data", "rf", "maps", name + ".txt")
        if args.write and not m.problems():
            with open(path, "w") as f:
                f.write(text)
        if args.check:
            with open(path) as f:
                if f.read() != text:
                    print(path + ": differs from a fresh draft", file=sys.stderr)
                    status = 1
        if args.png:
            rows = [l for l in text.split("grid:\n", 1)[1].split("\n") if l]
            write_png(os.path.join(args.png, name + ".png"), rows, args.scale)
    return status


if __name__ == "__main__":
    sys.exit(main())
