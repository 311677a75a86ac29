#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes retrosim's low-poly models as Wavefront OBJ files (data/rf/models/, docs/models.md).

Deterministic: the same program writes the same bytes:

    python3 tools/make_models.py            # writes data/rf/models/*.obj and palette.mtl
    python3 tools/make_models.py --check    # fails when the files differ from what it writes

This program is the models' source: the test models_match_their_tool (CMakeLists.txt) runs
--check, so a model changes here, then the files are written again.

Every model is designed (the original models live in the executable we do not ship). The
faces the simulation reads (a debris class 1..3: SpawnDebrisBurst makes a piece of each)
come first in their part, in the order and at the corners they had when the models were C++
tables; the detail faces added after them have debris class 0 and only change the picture.
Coordinates are pixels (16.16 in the game: 1/16 px steps here), x east, y south, z up; a
vehicle's forward is -y.
"""

import argparse
import math
import os
import sys

import generated_file
from fractions import Fraction as F

# data/rf/models of the repository this tool is in (whatever the working folder: a test runs it)
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data", "rf", "models")

# ---- colours (0xRRGGBB) ----
COLOURS = {
    "leaf": 0x2F7D32, "leaf_dark": 0x1B5E20, "leaf_light": 0x4C9A3A, "trunk": 0x6D4C41,
    "bark": 0x5A3D2E, "cactus": 0x558B2F, "cactus_dark": 0x3F6B22, "stone": 0x8D8D8D,
    "stone_dark": 0x616161, "stone_light": 0xA8A49C, "concrete": 0xB0A990, "concrete_dark": 0x8E8872,
    "wall": 0xD7C9A0, "roof": 0xA33B2B, "roof_dark": 0x7A2A1F, "olive": 0x6B6B2F,
    "olive_dark": 0x4A4A20, "steel": 0x78909C, "steel_dark": 0x4E5F68, "crate": 0x8D6E3F,
    "crate_dark": 0x6A512D, "canvas": 0xC2B280, "fuel_red": 0xC62828, "white": 0xEEEEEE,
    "plank": 0x9C7A4D, "beam": 0x5D4037, "burnt": 0x3E3A36, "ash": 0x5A5550, "soot": 0x262220,
    "tank_green": 0x4F6B3A, "tank_dark": 0x3A5029, "track": 0x2E2E2A, "jeep_sand": 0xA89B64,
    "jeep_dark": 0x857A4B, "heli_grey": 0x5F6F7A, "heli_dark": 0x46535C, "rotor": 0x262626,
    "glass": 0x7FA7BF, "window": 0x2A3440, "door": 0x4E342E, "rubber": 0x1E1E1E,
    "sandbag": 0xB8A67A, "hazard": 0xE0B020, "cross": 0xD32F2F, "rust": 0x7B4A2A,
    "fruit": 0xC98A2B, "flower": 0xD8485A, "team": 0xD8D8D8, "water_dark": 0x23404A,
    "pad": 0x9E9A8A, "marking": 0xF0EEE0,
}

# the material of a face: (colour name, debris class, flags: TEAM | DECAL)
TEAM = 1   # the renderer tints the face with the team's colour
DECAL = 2  # the face lies 1/16 px in front of a larger face of its part (a window, a stripe)


def mat_name(colour, k, flags):
    name = colour
    if k:
        name += "_k%d" % k
    if flags & TEAM:
        name += "_team"
    if flags & DECAL:
        name += "_decal"
    return name


def px(v):
    return F(v)


class Part:
    def __init__(self, name):
        self.name = name
        self.verts = []  # (x, y, z) Fractions of px
        self.faces = []  # ([a, b, c, d], colour, k, team)
        self.solids = []  # (first face, last face, centre) of closed convex solids: outward check

    def vert(self, x, y, z):
        self.verts.append((F(x), F(y), F(z)))
        return len(self.verts) - 1

    def face(self, a, b, c, d, colour, k=0, team=False):
        assert colour in COLOURS, colour
        self.faces.append(([a, b, c, d], colour, k, int(team)))
        return len(self.faces) - 1


class Model:
    def __init__(self, name, *parts):
        self.name = name
        self.parts = list(parts)


# ---- the builders of the C++ tables (the same vertices, faces and order) ----
def box(p, x0, y0, z0, x1, y1, z1, side, top, kSide=0, kTop=0, team_side=False):
    b = p.vert(x0, y0, z0)
    p.vert(x1, y0, z0); p.vert(x1, y1, z0); p.vert(x0, y1, z0)
    p.vert(x0, y0, z1); p.vert(x1, y0, z1); p.vert(x1, y1, z1); p.vert(x0, y1, z1)
    v = lambda i: b + i
    f0 = p.face(v(4), v(5), v(6), v(7), top, kTop)
    p.face(v(0), v(1), v(5), v(4), side, kSide, team_side)
    p.face(v(1), v(2), v(6), v(5), side, kSide, team_side)
    p.face(v(2), v(3), v(7), v(6), side, kSide, team_side)
    p.face(v(3), v(0), v(4), v(7), side, kSide, team_side)
    return f0


def gable(p, x0, y0, x1, y1, zEave, zRidge, alongY, roof, end, kSlope, kGable):
    a = p.vert(x0, y0, zEave); b = p.vert(x1, y0, zEave)
    c = p.vert(x1, y1, zEave); d = p.vert(x0, y1, zEave)
    if alongY:
        xm = (F(x0) + F(x1)) / 2
        rn = p.vert(xm, y0, zRidge); rs = p.vert(xm, y1, zRidge)
        p.face(a, rn, rs, d, roof, kSlope); p.face(rn, b, c, rs, roof, kSlope)
        p.face(a, b, rn, rn, end, kGable); p.face(c, d, rs, rs, end, kGable)
    else:
        ym = (F(y0) + F(y1)) / 2
        rw = p.vert(x0, ym, zRidge); re = p.vert(x1, ym, zRidge)
        p.face(a, b, re, rw, roof, kSlope); p.face(rw, re, c, d, roof, kSlope)
        p.face(d, a, rw, rw, end, kGable); p.face(b, c, re, re, end, kGable)


def pyramid(p, x0, y0, x1, y1, zBase, zTop, colour, k=0, team=False):
    a = p.vert(x0, y0, zBase); b = p.vert(x1, y0, zBase)
    c = p.vert(x1, y1, zBase); d = p.vert(x0, y1, zBase)
    t = p.vert((F(x0) + F(x1)) / 2, (F(y0) + F(y1)) / 2, zTop)
    p.face(a, b, t, t, colour, k, team); p.face(b, c, t, t, colour, k, team)
    p.face(c, d, t, t, colour, k, team); p.face(d, a, t, t, colour, k, team)


def quadV(p, xa, ya, xb, yb, z0, z1, colour, k=0, team=False):
    a = p.vert(xa, ya, z0); b = p.vert(xb, yb, z0)
    c = p.vert(xb, yb, z1); d = p.vert(xa, ya, z1)
    return p.face(a, b, c, d, colour, k, team)


def quadH(p, x0, y0, x1, y1, z, colour, k=0, team=False):
    a = p.vert(x0, y0, z); b = p.vert(x1, y0, z)
    c = p.vert(x1, y1, z); d = p.vert(x0, y1, z)
    return p.face(a, b, c, d, colour, k, team)


def tri(p, a, b, c, colour, k=0, team=False):
    i = p.vert(*a); j = p.vert(*b); l = p.vert(*c)
    return p.face(i, j, l, l, colour, k, team)


# ---- the detail builders (class 0 unless told) ----
def normal(p, f):
    v = [p.verts[i] for i in f]
    u = [v[2][i] - v[0][i] for i in range(3)]
    w = [v[3][i] - v[1][i] for i in range(3)]
    return (u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0])


def orient(p, idx, outward):
    """idx (4 corners, a triangle repeating its last) turned so that its normal points along
    `outward` (the renderer's (c - a) x (d - b), what it culls by)."""
    n = normal(p, idx)
    if sum(n[i] * outward[i] for i in range(3)) >= 0:
        return idx
    if idx[2] == idx[3]:
        return [idx[2], idx[1], idx[0], idx[0]]
    return [idx[3], idx[2], idx[1], idx[0]]


def solid(p, corners, faces, colours, k=0, team=False):
    """A closed convex solid: corners (x, y, z), faces as corner lists (3 or 4), each turned to
    face away from the solid's centre. colours: one name or one per face."""
    base = len(p.verts)
    for c in corners:
        p.vert(*c)
    cx = sum(F(c[0]) for c in corners) / len(corners)
    cy = sum(F(c[1]) for c in corners) / len(corners)
    cz = sum(F(c[2]) for c in corners) / len(corners)
    first = len(p.faces)
    for i, f in enumerate(faces):
        idx = [base + j for j in f] + ([base + f[-1]] if len(f) == 3 else [])
        vs = [p.verts[j] for j in idx]
        m = [sum(v[a] for v in vs) / 4 - (cx, cy, cz)[a] for a in range(3)]
        colour = colours if isinstance(colours, str) else colours[i]
        tm = team if isinstance(team, bool) else team[i]
        p.face(*orient(p, idx, m), colour, k, tm)
    p.solids.append((first, len(p.faces), (cx, cy, cz)))


def prism_z(p, poly, z0, z1, side, top, k=0, team_side=False, bottom=False):
    """A vertical prism on the convex polygon poly [(x, y)], z0..z1: the top (split in quads),
    the sides, the bottom when asked."""
    n = len(poly)
    corners = [(x, y, z0) for x, y in poly] + [(x, y, z1) for x, y in poly]
    faces = []
    colours = []
    teams = []
    for cap in cap_quads(n):
        faces.append([n + i for i in cap]); colours.append(top); teams.append(False)
        if bottom:
            faces.append(list(cap)); colours.append(side); teams.append(False)
    for i in range(n):
        j = (i + 1) % n
        faces.append([i, j, n + j, n + i]); colours.append(side); teams.append(team_side)
    solid(p, corners, faces, colours, k, teams)


def cap_quads(n):
    """A convex n-gon (corners 0..n-1) as quads and a last triangle."""
    out = []
    i = 1
    while i + 2 < n:
        out.append([0, i, i + 1, i + 2])
        i += 2
    if i + 1 < n:
        out.append([0, i, i + 1])
    return out


def prism_axis(p, profile, axis, t0, t1, side, cap, k=0, team_side=False):
    """A prism along x or y: profile [(u, z)] (u the other ground axis) from t0 to t1."""
    n = len(profile)

    def at(t, u, z):
        return (t, u, z) if axis == "x" else (u, t, z)

    corners = [at(t0, u, z) for u, z in profile] + [at(t1, u, z) for u, z in profile]
    faces, colours, teams = [], [], []
    for c in cap_quads(n):
        faces.append(list(c)); colours.append(cap); teams.append(False)
        faces.append([n + i for i in c]); colours.append(cap); teams.append(False)
    for i in range(n):
        j = (i + 1) % n
        faces.append([i, j, n + j, n + i]); colours.append(side); teams.append(team_side)
    solid(p, corners, faces, colours, k, teams)


def ngon(cx, cy, r, n, phase=0.5):
    """n corners round (cx, cy), snapped to 1/16 px."""
    out = []
    for i in range(n):
        a = 2 * math.pi * (i + phase) / n
        out.append((snap(cx + r * math.cos(a)), snap(cy + r * math.sin(a))))
    return out


def snap(v):
    return F(round(v * 16), 16)


def wheel(p, cx, cy, cz, r, width, axis="x", n=6, colour="rubber", hub="steel_dark"):
    """A wheel turning about the x axis (or y): an n-gon prism."""
    prof = [(u, z) for u, z in ngon(cy if axis == "x" else cx, cz, r, n)]
    t = cx if axis == "x" else cy
    prism_axis(p, prof, axis, F(t) - F(width) / 2, F(t) + F(width) / 2, colour, hub)


EPS = F(1, 16)  # decals sit 1/16 px in front of the face they mark


def decal_x(p, x, y0, y1, z0, z1, colour, out, team=False):
    """A mark on a wall facing east (out +1) or west (-1) at x: a quad 1/16 px in front."""
    xx = F(x) + out * EPS
    a = p.vert(xx, y0, z0); b = p.vert(xx, y1, z0); c = p.vert(xx, y1, z1); d = p.vert(xx, y0, z1)
    return p.face(*orient(p, [a, b, c, d], (out, 0, 0)), colour, 0, DECAL | int(team))


def decal_y(p, y, x0, x1, z0, z1, colour, out, team=False):
    """A mark on a wall facing south (out +1) or north (-1) at y."""
    yy = F(y) + out * EPS
    a = p.vert(x0, yy, z0); b = p.vert(x1, yy, z0); c = p.vert(x1, yy, z1); d = p.vert(x0, yy, z1)
    return p.face(*orient(p, [a, b, c, d], (0, out, 0)), colour, 0, DECAL | int(team))


def decal_z(p, z, x0, y0, x1, y1, colour, team=False):
    """A mark on the ground or a flat top at z, facing up."""
    zz = F(z) + EPS
    a = p.vert(x0, y0, zz); b = p.vert(x1, y0, zz); c = p.vert(x1, y1, zz); d = p.vert(x0, y1, zz)
    return p.face(*orient(p, [a, b, c, d], (0, 0, 1)), colour, 0, DECAL | int(team))


def ring_x(p, x0, x1, y0, y1, z0, z1, colour, team=False):
    """A band of 4 marks round a box x0..x1 / y0..y1 (its sides), z0..z1."""
    decal_y(p, y0, x0, x1, z0, z1, colour, -1, team)
    decal_x(p, x1, y0, y1, z0, z1, colour, +1, team)
    decal_y(p, y1, x0, x1, z0, z1, colour, +1, team)
    decal_x(p, x0, y0, y1, z0, z1, colour, -1, team)


def boxd(p, x0, y0, z0, x1, y1, z1, side, top, team_side=False):
    """A detail box (class 0) with its outward check."""
    first = len(p.faces)
    box(p, x0, y0, z0, x1, y1, z1, side, top, 0, 0, team_side)
    p.solids.append((first, len(p.faces),
                     ((F(x0) + F(x1)) / 2, (F(y0) + F(y1)) / 2, (F(z0) + F(z1)) / 2)))


# ---- vegetation, rocks, planters ----
def bush():
    p = Part("leaves")
    quadV(p, -3, -4, 5, 4, 0, 7, "leaf", 1)
    quadV(p, 4, -3, -4, 5, 0, 7, "leaf_dark", 1)
    quadH(p, -3, -3, 3, 3, 5, "leaf", 0)
    quadV(p, -5, 0, 5, 0, 0, 6, "leaf_light")
    quadV(p, 0, -5, 0, 5, 0, 6, "leaf_dark")
    for dx, dy, c in ((-2, -2, "leaf_light"), (2, 1, "leaf"), (-1, 2, "leaf_dark")):
        pyramid(p, dx - 2, dy - 2, dx + 2, dy + 2, 4, 7, c)
    return Model("bush", p)


def cactus():
    p = Part("arms")
    quadV(p, -3, 1, 3, 1, 0, 7, "cactus", 1)
    quadV(p, 1, -3, 1, 3, 0, 7, "cactus", 1)
    d = Part("stem")
    prism_z(d, ngon(0, 0, F(3, 2), 6), 0, 6, "cactus", "cactus_dark")
    boxd(d, F(3, 2), -F(1, 2), 3, 3, F(1, 2), 4, "cactus", "cactus_dark")  # east arm
    boxd(d, F(5, 2), -F(1, 2), 4, F(7, 2), F(1, 2), 6, "cactus", "cactus_dark")
    boxd(d, -3, -F(1, 2), 2, -F(3, 2), F(1, 2), 3, "cactus", "cactus_dark")  # west arm
    boxd(d, -4, -F(1, 2), 2, -3, F(1, 2), 5, "cactus", "cactus_dark")
    return Model("cactus", p, d)


def planter():
    pot = Part("pot")
    box(pot, -8, -8, 0, 8, 8, 3, "stone", "trunk", 0, 0)
    ring_x(pot, -8, 8, -8, 8, F(5, 2), 3, "stone_light")
    ring_x(pot, -8, 8, -8, 8, 0, F(1, 2), "stone_dark")
    plant = Part("plant")
    quadV(plant, -5, -6, 7, 6, 3, 7, "leaf", 1)
    quadV(plant, 6, -5, -6, 7, 3, 7, "leaf_dark", 1)
    quadV(plant, -6, 0, 6, 0, 3, 6, "leaf_light")
    quadV(plant, 0, -6, 0, 6, 3, 6, "leaf")
    for dx, dy in ((-4, -4), (4, -3), (-3, 4), (3, 4)):
        pyramid(plant, dx - 1, dy - 1, dx + 1, dy + 1, 3, 5, "flower")
    return Model("planter", pot, plant)


def palm():
    trunk = Part("trunk")
    quadV(trunk, -1, 0, 1, 0, 0, 17, "trunk", 2)
    quadV(trunk, 0, -1, 0, 1, 0, 17, "trunk", 2)
    for z in (4, 9, 14):
        prism_z(trunk, ngon(0, 0, F(5, 4), 6), z, z + 1, "bark", "bark")
    fronds = Part("fronds")
    top = (0, 0, 20)
    tri(fronds, top, (8, -2, 15), (8, 2, 15), "leaf", 1)
    tri(fronds, top, (2, 8, 15), (-2, 8, 15), "leaf_dark", 1)
    tri(fronds, top, (-8, 2, 15), (-8, -2, 15), "leaf", 1)
    tri(fronds, top, (-2, -8, 15), (2, -8, 15), "leaf_dark", 1)
    # the drooping tips and the diagonal fronds
    for sx, sy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
        a = (8 * sx - 2 * sy, 8 * sy - 2 * sx, 15)
        b = (8 * sx + 2 * sy, 8 * sy + 2 * sx, 15)
        tri(fronds, a, b, (11 * sx, 11 * sy, 11), "leaf_light")
    for sx, sy in ((1, 1), (-1, 1), (-1, -1), (1, -1)):
        tri(fronds, (0, 0, 19), (6 * sx - sy, 6 * sy + sx, 16), (6 * sx + sy, 6 * sy - sx, 16), "leaf")
        tri(fronds, (6 * sx - sy, 6 * sy + sx, 16), (6 * sx + sy, 6 * sy - sx, 16),
            (9 * sx, 9 * sy, 13), "leaf_dark")
    for dx, dy in ((1, 0), (-1, 1), (0, -1)):
        boxd(fronds, dx - F(1, 2), dy - F(1, 2), 16, dx + F(1, 2), dy + F(1, 2), 17, "fruit", "fruit")
    return Model("palm", trunk, fronds)


def tree():
    trunk = Part("trunk")
    quadV(trunk, -1, 0, 1, 0, 0, 8, "trunk", 2)
    quadV(trunk, 0, -1, 0, 1, 0, 8, "trunk", 2)
    prism_z(trunk, ngon(0, 0, F(3, 2), 6), 0, 9, "bark", "bark")
    crown = Part("crown")
    box(crown, -6, -6, 8, 6, 6, 20, "leaf_dark", "leaf", 1, 1)
    boxd(crown, -7, -4, 10, -6, 4, 17, "leaf", "leaf")  # the bulges on the sides
    boxd(crown, 6, -4, 10, 7, 4, 17, "leaf", "leaf")
    boxd(crown, -4, -7, 10, 4, -6, 17, "leaf_light", "leaf_light")
    boxd(crown, -4, 6, 11, 4, 7, 18, "leaf", "leaf")
    return Model("tree", trunk, crown)


def rock():
    p = Part("rock")
    box(p, -6, -5, 0, 6, 5, 2, "stone_dark", "stone", 0, 0)
    pyramid(p, -5, -4, 5, 4, 2, 5, "stone", 1)
    solid(p, [(-7, 2, 0), (-4, 3, 0), (-5, 6, 0), (-8, 5, 0), (-6, 4, 3)],
          [[0, 1, 4], [1, 2, 4], [2, 3, 4], [3, 0, 4]], "stone_light")
    solid(p, [(4, -6, 0), (7, -5, 0), (7, -2, 0), (5, -3, 0), (6, -4, 2)],
          [[0, 1, 4], [1, 2, 4], [2, 3, 4], [3, 0, 4]], "stone_dark")
    decal_z(p, 2, -6, 3, -2, 5, "stone_light")
    return Model("rock", p)


# ---- team buildings ----
def floor_under_roof(p, first):
    """The box top at p.faces[first] (class 0, under a roof) moved down to the floor, on
    vertices of its own: a painter's sort by face centres would draw the flat top over the far
    roof slope; the floor is hidden by the walls and shows only through a broken roof. Its
    index and class stay (the faces after it keep theirs)."""
    idx, colour, k, flags = p.faces[first]
    assert k == 0
    vs = [p.vert(p.verts[i][0], p.verts[i][1], EPS) for i in idx]
    p.faces[first] = (vs, "concrete_dark", 0, flags)


def windows_x(p, x, out, ys, z0, z1, w=F(3, 2), colour="window"):
    for y in ys:
        decal_x(p, x, F(y) - w, F(y) + w, z0, z1, colour, out)


def windows_y(p, y, out, xs, z0, z1, w=F(3, 2), colour="window"):
    for x in xs:
        decal_y(p, y, F(x) - w, F(x) + w, z0, z1, colour, out)


def ammo():
    p = Part("dump")
    quadH(p, -16, -16, 16, 16, 0, "concrete", 0)
    box(p, -8, -14, 0, 8, -4, 12, "crate", "crate", 1, 1)
    box(p, -6, 0, 0, 2, 8, 6, "crate", "crate", 1, 1)
    d = Part("detail")
    for z in (4, 8):  # the planks of the big stack
        ring_x(d, -8, 8, -14, -4, z, z + F(1, 2), "crate_dark")
    decal_y(d, -4, -3, 3, 9, 11, "white", +1, team=True)  # the team's mark on the stack
    boxd(d, 4, 1, 0, 9, 6, 4, "crate", "crate_dark")
    boxd(d, 5, 2, 4, 8, 5, 6, "crate_dark", "crate")
    prism_axis(d, [(9, 0), (11, 0), (11, 2), (9, 2)], "x", -12, -9, "olive", "olive_dark")  # shells
    e = Part("sandbags")
    for x0 in (-14, -11):  # the sandbag ring along the south edge
        boxd(e, x0, 11, 0, x0 + 3, 14, 2, "sandbag", "sandbag")
    decal_z(e, 0, -15, -15, -11, -11, "hazard")
    decal_z(e, 0, 11, -15, 15, -11, "hazard")
    return Model("ammo", p, d, e)


def prison():
    p = Part("block")
    floor_under_roof(p, box(p, -12, -12, 0, 12, 12, 14, "concrete", "concrete", 1, 0))
    pyramid(p, -12, -12, 12, 12, 14, 18, "stone_dark", 2)
    windows_x(p, 12, +1, (-6, 0, 6), 8, 11, F(1))
    windows_x(p, -12, -1, (-6, 0, 6), 8, 11, F(1))
    windows_y(p, -12, -1, (-6, 0, 6), 8, 11, F(1))
    windows_y(p, 12, +1, (-7, 7), 8, 11, F(1))
    decal_y(p, 12, -3, 3, 0, 6, "steel_dark", +1)  # the barred door
    ring_x(p, -12, 12, -12, 12, 13, 14, "stone_dark")
    d = Part("towers")
    for sx, sy in ((-1, -1), (1, 1)):  # the corner guard posts
        boxd(d, sx * 12 - 2, sy * 12 - 2, 0, sx * 12 + 2, sy * 12 + 2, 16, "concrete_dark", "stone_dark")
    decal_y(d, 12 + 2, 10, 14, 12, 14, "window", +1)
    decal_y(d, -12 - 2, -14, -10, 12, 14, "window", -1)
    return Model("prison", p, d)


def watch_tower(dx, dy, name):
    p = Part("tower")
    box(p, dx - 2, dy - 2, 0, dx + 2, dy + 2, 17, "trunk", "trunk", 1, 1)
    box(p, dx - 5, dy - 5, 17, dx + 5, dy + 5, 21, "crate", "crate", 1, 1)
    pyramid(p, dx - 5, dy - 5, dx + 5, dy + 5, 21, 24, "roof_dark", 1)
    ring_x(p, dx - 5, dx + 5, dy - 5, dy + 5, 19, 20, "window")
    ring_x(p, dx - 5, dx + 5, dy - 5, dy + 5, 17, F(35, 2), "crate_dark")
    legs = Part("legs")
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        boxd(legs, dx + sx * 4 - F(1, 2), dy + sy * 4 - F(1, 2), 0, dx + sx * 4 + F(1, 2),
             dy + sy * 4 + F(1, 2), 17, "bark", "bark")
    for z in (5, 11):  # braces
        quadV(legs, dx - 4, dy - 4, dx + 4, dy - 4, z, z + 1, "beam")
        quadV(legs, dx + 4, dy - 4, dx + 4, dy + 4, z, z + 1, "beam")
        quadV(legs, dx + 4, dy + 4, dx - 4, dy + 4, z, z + 1, "beam")
    decal_y(legs, dy - 5, dx - 2, dx + 2, F(39, 2), F(41, 2), "white", -1, team=True)
    return Model(name, p, legs)


def flag_building():
    p = Part("house")
    floor_under_roof(p, box(p, -10, -10, 0, 10, 10, 12, "wall", "wall", 1, 0))
    pyramid(p, -10, -10, 10, 10, 12, 16, "roof", 2)
    decal_y(p, 10, -2, 2, 0, 6, "door", +1)
    windows_y(p, 10, +1, (-6, 6), 6, 9)
    windows_x(p, 10, +1, (-5, 5), 6, 9)
    windows_x(p, -10, -1, (-5, 5), 6, 9)
    windows_y(p, -10, -1, (-5, 5), 6, 9)
    ring_x(p, -10, 10, -10, 10, 11, 12, "white", team=True)  # the team's band under the eaves
    pole = Part("pole")
    boxd(pole, -15, 11, 0, -14, 12, 16, "steel", "steel")
    a = pole.vert(-14, F(23, 2), 15); b = pole.vert(-8, F(23, 2), 15)
    c = pole.vert(-8, F(23, 2), 11); e = pole.vert(-14, F(23, 2), 11)
    pole.face(a, b, c, e, "team", 0, True)  # the flag cloth, both sides
    decal_z(pole, 0, -16, 10, -13, 13, "concrete")
    return Model("flag building", p, pole)


def house_detail(p, h, z_top, door_side="s"):
    """Door and windows of a house box -h..h."""
    decal_y(p, h, -2, 2, 0, 7, "door", +1)
    windows_y(p, h, +1, (-h + 4, h - 4), 7, 11)
    windows_y(p, -h, -1, (-h + 4, 0, h - 4), 7, 11)
    windows_x(p, h, +1, (-h + 4, h - 4), 7, 11)
    windows_x(p, -h, -1, (-h + 4, h - 4), 7, 11)


def building():
    p = Part("house")
    floor_under_roof(p, box(p, -12, -12, 0, 12, 12, 14, "wall", "wall", 1, 0))
    gable(p, -12, -12, 12, 12, 14, 20, True, "roof", "wall", 2, 1)
    house_detail(p, 12, 14)
    ring_x(p, -12, 12, -12, 12, 0, 1, "concrete_dark")
    boxd(p, 5, -8, 14, 8, -5, 19, "stone_dark", "soot")  # chimney
    decal_y(p, -12, -3, 3, 15, 17, "white", -1, team=True)  # the team's sign in the gable
    return Model("building", p)


def factory():
    p = Part("hall")
    floor_under_roof(p, box(p, -14, -14, 0, 14, 14, 14, "concrete", "concrete", 1, 0))
    gable(p, -14, -14, 14, 14, 14, 18, False, "roof_dark", "concrete", 2, 1)
    box(p, 7, -11, 10, 11, -7, 22, "stone_dark", "burnt", 3, 3)  # chimney
    decal_y(p, 14, -6, 6, 0, 9, "steel_dark", +1)  # the loading door
    for z in (10, 12):
        decal_y(p, 14, -6, 6, z - F(1, 2), z, "hazard", +1)
    windows_x(p, 14, +1, (-9, -3, 3, 9), 9, 12, F(2))
    windows_x(p, -14, -1, (-9, -3, 3, 9), 9, 12, F(2))
    ring_x(p, 7, 11, -11, -7, 19, 20, "white")  # the chimney band
    d = Part("roof")
    boxd(d, -8, -9, 14, -4, -5, 17, "steel", "steel_dark")  # vents
    boxd(d, -8, 5, 14, -4, 9, 17, "steel", "steel_dark")
    decal_y(d, -14, -4, 4, 8, 12, "white", -1, team=True)
    return Model("factory", p, d)


def bunker():
    p = Part("bunker")
    floor_under_roof(p, box(p, -12, -12, 0, 12, 12, 8, "concrete", "concrete", 1, 0))
    pyramid(p, -12, -12, 12, 12, 8, 12, "stone", 1)
    decal_y(p, 12, -3, 3, 0, 5, "steel_dark", +1)
    windows_y(p, -12, -1, (-6, 0, 6), 5, 6, F(2))
    windows_x(p, 12, +1, (-6, 6), 5, 6, F(2))
    windows_x(p, -12, -1, (-6, 6), 5, 6, F(2))
    ring_x(p, -12, 12, -12, 12, 7, 8, "white", team=True)
    d = Part("sandbags")
    for x0 in (-15, -11, 7, 11):
        boxd(d, x0, 13, 0, x0 + 4, 15, 2, "sandbag", "sandbag")
    return Model("bunker", p, d)


def outpost():
    p = Part("outpost")
    box(p, -10, -10, 0, 10, 10, 16, "olive", "olive_dark", 1, 2)
    decal_y(p, 10, -2, 2, 0, 7, "door", +1)
    windows_y(p, -10, -1, (-5, 5), 10, 12, F(2))
    windows_x(p, 10, +1, (-5, 5), 10, 12, F(2))
    windows_x(p, -10, -1, (-5, 5), 10, 12, F(2))
    windows_y(p, 10, +1, (-6, 6), 10, 12, F(1))
    ring_x(p, -10, 10, -10, 10, 14, 15, "white", team=True)
    d = Part("sandbags")
    for y0 in (-9, -4, 1, 6):
        boxd(d, 11, y0, 0, 14, y0 + 4, 3, "sandbag", "sandbag")
    return Model("outpost", p, d)


def hospital():
    p = Part("house")
    floor_under_roof(p, box(p, -13, -13, 0, 13, 13, 13, "white", "white", 1, 0))
    gable(p, -13, -13, 13, 13, 13, 18, False, "fuel_red", "white", 2, 1)
    decal_y(p, 13, -3, 3, 0, 7, "door", +1)
    for out, x in ((+1, 13), (-1, -13)):  # the red crosses on the gable walls
        decal_x(p, x, -3, 3, 8, 10, "cross", out)
        decal_x(p, x, -1, 1, 6, 12, "cross", out)
    windows_y(p, 13, +1, (-9, 9), 7, 10)
    windows_y(p, -13, -1, (-9, -3, 3, 9), 7, 10)
    ring_x(p, -13, 13, -13, 13, 0, 1, "concrete_dark")
    decal_y(p, -13, -2, 2, 11, 12, "white", -1, team=True)
    return Model("hospital", p)


def fuel(dx, dy, name):
    p = Part("depot")
    quadH(p, -16, -16, 16, 16, 0, "concrete", 0)
    box(p, dx - 6, dy - 6, 0, dx + 6, dy + 6, 14, "fuel_red", "steel", 1, 1)
    ring_x(p, dx - 6, dx + 6, dy - 6, dy + 6, 9, 11, "white", team=True)
    ring_x(p, dx - 6, dx + 6, dy - 6, dy + 6, 0, 1, "steel_dark")
    d = Part("pipes")
    # the pump on the far side of the pad, the pipe from it to the tank, the ladder
    qx, qy = -dx, -dy
    if dy:
        boxd(d, -F(1, 2), min(dy, qy), 0, F(1, 2), max(dy, qy), 1, "steel_dark", "steel")
    else:
        boxd(d, min(dx, qx), -F(1, 2), 0, max(dx, qx), F(1, 2), 1, "steel_dark", "steel")
    boxd(d, qx - 2, qy - 2, 0, qx + 2, qy + 2, 5, "steel", "fuel_red")
    if dy:
        decal_x(d, dx + 6, dy - 1, dy + 1, 0, 14, "steel_dark", +1)
    else:
        decal_y(d, dy + 6, dx - 1, dx + 1, 0, 14, "steel_dark", +1)
    decal_z(d, 0, -15, -15, -11, -11, "hazard")
    decal_z(d, 0, 11, 11, 15, 15, "hazard")
    return Model(name, p, d)


def gate(vertical, name):
    a = Part("door a")
    b = Part("door b")
    if vertical:
        box(a, -3, -16, 0, 3, 0, 19, "steel", "steel", 1, 1)
        box(b, -3, 0, 0, 3, 16, 19, "steel", "steel", 1, 1)
        for part, y0, y1 in ((a, -16, 0), (b, 0, 16)):
            for out, x in ((+1, 3), (-1, -3)):
                decal_x(part, x, y0 + 2, y1 - 2, 12, 14, "white", out, team=True)
                decal_x(part, x, y0 + 2, y1 - 2, 4, 6, "steel_dark", out)
            boxd(part, -F(7, 2), (y0 + y1) / 2 - 1, 0, F(7, 2), (y0 + y1) / 2 + 1, 19, "steel_dark", "steel_dark")
    else:
        box(a, -16, -3, 0, 0, 3, 19, "steel", "steel", 1, 1)
        box(b, 0, -3, 0, 16, 3, 19, "steel", "steel", 1, 1)
        for part, x0, x1 in ((a, -16, 0), (b, 0, 16)):
            for out, y in ((+1, 3), (-1, -3)):
                decal_y(part, y, x0 + 2, x1 - 2, 12, 14, "white", out, team=True)
                decal_y(part, y, x0 + 2, x1 - 2, 4, 6, "steel_dark", out)
            boxd(part, (x0 + x1) / 2 - 1, -F(7, 2), 0, (x0 + x1) / 2 + 1, F(7, 2), 19, "steel_dark", "steel_dark")
    return Model(name, a, b)


def wall(x0, y0, x1, y1, name, broken_lo=False, broken_hi=False):
    p = Part("wall")
    box(p, x0, y0, 0, x1, y1, 19, "stone", "stone_dark", 1, 1)
    along_y = (y1 - y0) > (x1 - x0)
    for z in (5, 10, 15):  # the courses of stone
        if along_y:
            decal_x(p, x1, y0 + 1 if broken_lo else y0, y1 - 1 if broken_hi else y1, z, z + F(1, 2), "stone_dark", +1)
            decal_x(p, x0, y0 + 1 if broken_lo else y0, y1 - 1 if broken_hi else y1, z, z + F(1, 2), "stone_dark", -1)
        else:
            decal_y(p, y1, x0 + 1 if broken_lo else x0, x1 - 1 if broken_hi else x1, z, z + F(1, 2), "stone_dark", +1)
            decal_y(p, y0, x0 + 1 if broken_lo else x0, x1 - 1 if broken_hi else x1, z, z + F(1, 2), "stone_dark", -1)
    # the broken ends: fallen blocks at their foot
    for lo, broken in ((True, broken_lo), (False, broken_hi)):
        if not broken:
            continue
        if along_y:
            y = y0 if lo else y1
            s = -1 if lo else 1
            boxd(p, x0 - 1, y + s * 2 - 1, 0, x0 + 3, y + s * 2 + 1, 3, "stone", "stone_dark")
            decal_y(p, y, x0, x1, 12, 19, "soot", s)
        else:
            x = x0 if lo else x1
            s = -1 if lo else 1
            boxd(p, x + s * 2 - 1, y0 - 1, 0, x + s * 2 + 1, y0 + 3, 3, "stone", "stone_dark")
            decal_x(p, x, y0, y1, 12, 19, "soot", s)
    return Model(name, p)


def tent(along_y, name):
    p = Part("tent")
    hx = 6 if along_y else 10
    hy = 10 if along_y else 6
    box(p, -hx, -hy, 0, hx, hy, 2, "canvas", "canvas", 0, 0)
    gable(p, -hx, -hy, hx, hy, 2, 10, along_y, "canvas", "olive", 1, 1)
    # the entrance on each gable end, the ridge pole ends, the guy ropes
    if along_y:
        for out, y in ((-1, -hy), (1, hy)):
            decal_y(p, y, -2, 2, 0, 2, "soot", out)
            a = p.vert(-2, F(y) + out * EPS, 2); b = p.vert(2, F(y) + out * EPS, 2); c = p.vert(0, F(y) + out * EPS, 6)
            p.face(*orient(p, [a, b, c, c], (0, out, 0)), "soot", 0, DECAL)
        boxd(p, -F(1, 2), -hy - 1, 0, F(1, 2), -hy, 10, "beam", "beam")
        boxd(p, -F(1, 2), hy, 0, F(1, 2), hy + 1, 10, "beam", "beam")
        for sy in (-1, 1):
            quadV(p, 0, sy * (hy + 1), 0, sy * (hy + 4), 0, 1, "canvas")
    else:
        for out, x in ((-1, -hx), (1, hx)):
            decal_x(p, x, -2, 2, 0, 2, "soot", out)
            a = p.vert(F(x) + out * EPS, -2, 2); b = p.vert(F(x) + out * EPS, 2, 2); c = p.vert(F(x) + out * EPS, 0, 6)
            p.face(*orient(p, [a, b, c, c], (out, 0, 0)), "soot", 0, DECAL)
        boxd(p, -hx - 1, -F(1, 2), 0, -hx, F(1, 2), 10, "beam", "beam")
        boxd(p, hx, -F(1, 2), 0, hx + 1, F(1, 2), 10, "beam", "beam")
        for sx in (-1, 1):
            quadV(p, sx * (hx + 1), 0, sx * (hx + 4), 0, 0, 1, "canvas")
    return Model(name, p)


def tower(base, turret, name):
    b = Part("base")
    box(b, -base, -base, 0, base, base, 16, "stone", "stone_dark", 2, 2)
    decal_y(b, base, -2, 2, 0, 6, "door", +1)
    for z in (4, 9):
        ring_x(b, -base, base, -base, base, z, z + F(1, 2), "stone_dark")
    ring_x(b, -base, base, -base, base, 14, 16, "white", team=True)
    windows_y(b, -base, -1, (0,), 10, 12, F(1, 2))
    windows_x(b, base, +1, (0,), 10, 12, F(1, 2))
    windows_x(b, -base, -1, (0,), 10, 12, F(1, 2))
    t = Part("turret")
    box(t, -turret, -turret, 16, turret, turret, 24, "steel", "steel", 1, 1)
    quadH(t, -1, -turret - 8, 1, -turret, 20, "rotor", 0)
    quadV(t, -1, -turret - 8, 1, -turret - 8, 19, 21, "rotor", 0)
    # the barrel as a solid (its sides under the old top strip), the mantlet, the band, slits
    quadV(t, -1, -turret, -1, -turret - 8, 19, 20, "steel_dark")
    quadV(t, 1, -turret - 8, 1, -turret, 19, 20, "steel_dark")
    quadH(t, -1, -turret - 8, 1, -turret, 19, "steel_dark")
    decal_y(t, -turret, -2, 2, 18, 22, "steel_dark", -1)
    ring_x(t, -turret, turret, -turret, turret, 22, 23, "white", team=True)
    windows_x(t, turret, +1, (0,), 19, 21, F(1, 2))
    windows_x(t, -turret, -1, (0,), 19, 21, F(1, 2))
    return Model(name, b, t)


# ---- destroyed states ----
def rubble():
    p = Part("rubble")
    pyramid(p, -12, -12, 12, 12, 0, 4, "ash", 0)
    box(p, -10, 5, 0, -3, 11, 2, "stone_dark", "burnt", 0, 0)
    d = Part("pieces")
    boxd(d, 4, -11, 0, 11, -8, 3, "wall", "burnt")  # a wall stump
    boxd(d, 8, -8, 0, 11, 2, 2, "wall", "soot")
    boxd(d, 3, 6, 0, 9, 9, 1, "roof_dark", "roof_dark")  # roof tiles
    prism_axis(d, [(-1, 0), (0, 0), (0, 1), (-1, 1)], "x", -12, 2, "beam", "soot")  # a beam
    prism_axis(d, [(-9, 0), (-8, 0), (-8, 1), (-9, 1)], "y", -6, 6, "beam", "soot")
    decal_z(d, 0, -14, -14, -6, -6, "soot")
    return Model("rubble", p, d)


def dest_fuel():
    p = Part("scorch")
    quadH(p, -16, -16, 16, 16, 0, "burnt", 0)
    box(p, -5, -5, 0, 5, 5, 3, "burnt", "ash", 0, 0)
    d = Part("plates")
    tri(d, (5, -2, 0), (9, 0, 0), (6, 2, 3), "rust")
    tri(d, (-5, 3, 0), (-9, 6, 0), (-6, 1, 2), "rust")
    tri(d, (1, -5, 0), (-2, -10, 0), (3, -7, 2), "fuel_red")
    boxd(d, 10, 9, 0, 14, 13, 2, "steel_dark", "soot")
    return Model("dest fuel", p, d)


def dest_ammo():
    p = Part("scorch")
    quadH(p, -16, -16, 16, 16, 0, "burnt", 0)
    box(p, -7, -12, 0, 5, -5, 2, "crate", "burnt", 0, 0)
    d = Part("pieces")
    boxd(d, -2, 1, 0, 3, 4, 1, "crate_dark", "soot")
    prism_axis(d, [(6, 0), (7, 0), (7, 1), (6, 1)], "x", -10, -3, "beam", "soot")
    prism_axis(d, [(8, 0), (9, 0), (9, 1), (8, 1)], "y", 0, 7, "crate_dark", "soot")
    decal_z(d, 0, -14, 6, -8, 12, "soot")
    return Model("dest ammo", p, d)


def dmg_tower():
    p = Part("base")
    box(p, -10, -10, 0, 10, 10, 10, "stone_dark", "burnt", 0, 0)
    for z in (4, 8):
        ring_x(p, -10, 10, -10, 10, z, z + F(1, 2), "burnt")
    d = Part("pieces")
    boxd(d, -6, -6, 10 - 2, -1, -2, 10, "steel_dark", "soot")  # the sunk turret ring
    boxd(d, 11, -4, 0, 14, 0, 2, "steel", "soot")  # a fallen plate
    prism_axis(d, [(11, 0), (12, 0), (12, 1), (11, 1)], "x", -14, -6, "rotor", "soot")  # the barrel
    return Model("dmg tower", p, d)


def dest_gate():
    p = Part("posts")
    box(p, -16, -3, 0, -13, 3, 3, "steel", "burnt", 0, 0)
    box(p, 13, -3, 0, 16, 3, 3, "steel", "burnt", 0, 0)
    d = Part("pieces")
    boxd(d, -10, -2, 0, -2, 2, 1, "steel_dark", "soot")
    boxd(d, 3, -1, 0, 10, 3, 1, "steel", "soot")
    decal_z(d, 0, -6, -8, 6, -4, "soot")
    return Model("dest gate", p, d)


def dmg_flag():
    p = Part("shell")
    box(p, -10, -10, 0, 10, 10, 10, "wall", "burnt", 1, 1)
    decal_y(p, 10, -2, 2, 0, 6, "soot", +1)
    windows_y(p, 10, +1, (-6, 6), 5, 8, F(3, 2), "soot")
    windows_x(p, 10, +1, (-5, 5), 5, 8, F(3, 2), "soot")
    windows_x(p, -10, -1, (-5, 5), 5, 8, F(3, 2), "soot")
    windows_y(p, -10, -1, (-5, 5), 5, 8, F(3, 2), "soot")
    ring_x(p, -10, 10, -10, 10, 8, 10, "soot")
    d = Part("beams")
    prism_axis(d, [(-4, 10 - 1), (-3, 10 - 1), (-3, 10), (-4, 10)], "x", -9, 9, "beam", "soot")
    prism_axis(d, [(3, 10 - 1), (4, 10 - 1), (4, 10), (3, 10)], "y", -9, 9, "beam", "soot")
    boxd(d, 11, 4, 0, 15, 8, 2, "roof_dark", "soot")
    return Model("dmg flag", p, d)


def dest_flag():
    p = Part("rubble")
    box(p, -10, -10, 0, 10, 10, 2, "ash", "burnt", 0, 0)
    pyramid(p, -8, -8, 8, 8, 2, 4, "ash", 0)
    d = Part("pieces")
    boxd(d, -10, -10, 2, -6, -6, 4, "wall", "soot")
    boxd(d, 6, 5, 2, 10, 10, 3, "wall", "soot")
    boxd(d, -15, 11, 0, -9, 12, 1, "steel", "steel")  # the fallen pole
    return Model("dest flag", p, d)


def dest_tent():
    p = Part("canvas")
    quadH(p, -8, -10, 8, 10, 0, "burnt", 0)
    pyramid(p, -5, -6, 5, 6, 0, 2, "ash", 0)
    d = Part("poles")
    prism_axis(d, [(-1, 0), (0, 0), (0, 1), (-1, 1)], "y", -9, 3, "beam", "soot")
    tri(d, (3, 4, 0), (7, 8, 0), (5, 5, 1), "canvas")
    return Model("dest tent", p, d)


def dest_wtower():
    p = Part("stump")
    box(p, -2, -2, 0, 2, 2, 4, "burnt", "ash", 0, 0)
    quadH(p, -6, -6, 6, 6, 0, "ash", 0)
    d = Part("pieces")
    prism_axis(d, [(3, 0), (4, 0), (4, 1), (3, 1)], "x", -10, 2, "bark", "soot")
    prism_axis(d, [(-4, 0), (-3, 0), (-3, 1), (-4, 1)], "y", 2, 12, "bark", "soot")
    boxd(d, 5, 5, 0, 11, 10, 1, "crate_dark", "soot")
    return Model("dest watch tower", p, d)


def dest_bush():
    p = Part("stubs")
    quadV(p, -3, -3, 3, 3, 0, 1, "trunk", 0)
    quadV(p, 3, -3, -3, 3, 0, 1, "trunk", 0)
    for dx, dy in ((-2, 2), (2, -1)):
        pyramid(p, dx - 1, dy - 1, dx + 1, dy + 1, 0, 1, "leaf_dark")
    decal_z(p, 0, -4, -4, 4, 4, "burnt")
    return Model("dest bush", p)


def stump(h, name):
    p = Part("stump")
    box(p, -h, -h, 0, h, h, 3, "trunk", "burnt", 0, 0)
    prism_axis(p, [(-F(1, 2), 0), (F(1, 2), 0), (F(1, 2), 1), (-F(1, 2), 1)], "x", h, h + 9, "bark", "soot")
    decal_z(p, 0, -h - 3, -h - 3, h + 3, h + 3, "burnt")
    return Model(name, p)


def dest_cactus():
    p = Part("stubs")
    quadV(p, -3, 1, 3, 1, 0, 2, "cactus", 0)
    quadV(p, 1, -3, 1, 3, 0, 2, "cactus", 0)
    boxd(p, 2, 2, 0, 6, 3, 1, "cactus_dark", "cactus")
    return Model("dest cactus", p)


def dest_planter():
    p = Part("pot")
    box(p, -8, -8, 0, 8, 8, 3, "stone", "burnt", 0, 0)
    ring_x(p, -8, 8, -8, 8, F(5, 2), 3, "stone_dark")
    tri(p, (8, 2, 0), (12, 4, 0), (9, 5, 2), "stone")
    return Model("dest planter", p)


def bridge(along_x, keep, k, name):
    planks = Part("planks")
    z = F(1, 2)
    for i in range(8):
        if not (keep >> i) & 1:
            continue
        a = -16 + 4 * i
        b = -12 + 4 * i
        lo, hi = -16, 16
        if along_x:
            v0 = planks.vert(a, lo, z); v1 = planks.vert(b, lo, z)
            v2 = planks.vert(b, hi, z); v3 = planks.vert(a, hi, z)
        else:
            v0 = planks.vert(lo, a, z); v1 = planks.vert(hi, a, z)
            v2 = planks.vert(hi, b, z); v3 = planks.vert(lo, b, z)
        planks.face(v0, v1, v2, v3, "plank" if i & 1 else "trunk", k)
    beams = Part("beams")
    if along_x:
        quadV(beams, -16, -16, 16, -16, -3, 0, "beam", 0)
        quadV(beams, 16, 16, -16, 16, -3, 0, "beam", 0)
    else:
        quadV(beams, -16, 16, -16, -16, -3, 0, "beam", 0)
        quadV(beams, 16, -16, 16, 16, -3, 0, "beam", 0)
    # the piers under the deck and the cross beams
    for t in (-10, 10):
        for u in (-14, 14):
            x, y = (t, u) if along_x else (u, t)
            boxd(beams, x - 1, y - 1, -8, x + 1, y + 1, -3, "bark", "beam")
        if along_x:
            quadV(beams, t, -14, t, 14, -3, -1, "beam")
        else:
            quadV(beams, -14, t, 14, t, -3, -1, "beam")
    return Model(name, planks, beams)


# ---- vehicles (forward -y) ----
def tank_hull():
    hull = Part("hull")
    # the hull between the tracks: a glacis at the front, the engine deck at the back
    prism_axis(hull, [(-12, 2), (12, 2), (12, 5), (11, 6), (-10, 6), (-12, 5)], "x", -F(11, 2), F(11, 2),
               "tank_green", "tank_dark", team_side=False)
    decal_z(hull, 6, -4, 2, 4, 7, "tank_dark")  # the engine grille
    for x in (-F(11, 2), F(11, 2)):  # the team's stripe on the hull sides
        decal_x(hull, x, -6, 6, 3, 4, "white", 1 if x > 0 else -1, team=True)
    boxd(hull, -4, -13, 3, -2, -12, 4, "glass", "glass")  # headlights (on the hull front)
    boxd(hull, 2, -13, 3, 4, -12, 4, "glass", "glass")
    tracks = Part("tracks")
    for x0, x1 in ((-8, -F(11, 2)), (F(11, 2), 8)):
        prism_axis(tracks, [(-12, 1), (-11, 0), (11, 0), (12, 1), (12, 4), (-12, 4)], "x", x0, x1,
                   "track", "track")
    for x, out in ((-8, -1), (8, 1)):  # the road wheels on the outer sides
        for y in (-8, -3, 2, 7):
            decal_x(tracks, x, y - F(3, 2), y + F(3, 2), F(1, 2), F(7, 2), "steel_dark", out)
    return Model("tank hull", hull, tracks)


def tank_turret():
    t = Part("turret")
    prism_z(t, [(-3, -5), (3, -5), (5, -3), (5, 4), (3, 6), (-3, 6), (-5, 4), (-5, -3)], 6, 9,
            "tank_green", "tank_green")
    prism_z(t, ngon(F(3, 2), F(3, 2), F(3, 2), 6), 9, 10, "tank_dark", "tank_dark")  # the cupola
    for x, out in ((-5, -1), (5, 1)):
        decal_x(t, x, -2, 3, 7, 8, "white", out, team=True)
    boxd(t, -2, -6, 6, 2, -5, 9, "tank_dark", "tank_dark")  # the mantlet
    barrel = Part("barrel")
    boxd(barrel, -F(3, 4), -16, 7, F(3, 4), -6, F(17, 2), "tank_dark", "tank_dark")
    boxd(barrel, -1, -17, F(27, 4), 1, -15, F(35, 4), "rotor", "rotor")  # the muzzle brake
    return Model("tank turret", t, barrel)


def jeep_body(p, r, boat=False):
    if boat:
        prism_z(p, [(-3, -9), (3, -9), (5, -6), (5, 8), (-5, 8), (-5, -6)], 0, 4, "jeep_sand", "jeep_dark")
        decal_x(p, 5, -5, 7, 0, 1, "white", 1, team=True)
        decal_x(p, -5, -5, 7, 0, 1, "white", -1, team=True)
    else:
        prism_axis(p, [(-8, 1), (8, 1), (8, 4), (3, 5), (-3, 5), (-8, 4)], "x", -5, 5, "jeep_sand", "jeep_dark")
        for x, out in ((-5, -1), (5, 1)):
            decal_x(p, x, -6, 6, 2, 3, "white", out, team=True)
    decal_z(p, 5 if not boat else 4, -3, -7, 3, -4, "jeep_dark")  # the bonnet
    a = p.vert(-4, -3, 5); b = p.vert(4, -3, 5); c = p.vert(4, -4, 8); d = p.vert(-4, -4, 8)
    p.face(a, b, c, d, "glass")  # the windscreen (both sides)
    boxd(r, -3, 0, 5, -1, 2, 6, "rubber", "rubber")  # seats
    boxd(r, 1, 0, 5, 3, 2, 6, "rubber", "rubber")
    for x in (-5, 4):  # the roll bar
        boxd(r, x, 3, 5, x + 1, 4, 10, "rotor", "rotor")
    boxd(r, -5, 3, 9, 5, 4, 10, "rotor", "rotor")


def jeep_hull():
    body = Part("body")
    bar = Part("roll bar")
    jeep_body(body, bar)
    front = Part("wheels front")
    rear = Part("wheels rear")
    for x in (-F(21, 4), F(21, 4)):  # just outside the body
        wheel(front, x, -5, 2, 2, F(3, 2))
        wheel(rear, x, 5, 2, 2, F(3, 2))
    return Model("jeep", body, bar, front, rear)


def jeep_boat():
    body = Part("body")
    bar = Part("roll bar")
    jeep_body(body, bar, boat=True)
    motor = Part("motor")
    boxd(motor, -1, 8, 1, 1, 10, 5, "rotor", "steel_dark")
    boxd(motor, -F(1, 2), 9, 0, F(1, 2), 10, 1, "steel", "steel")
    return Model("jeep boat", body, bar, motor)


def msv_hull():
    hull = Part("hull")
    prism_axis(hull, [(-12, 2), (12, 2), (12, 7), (-8, 7), (-12, 4)], "x", -7, 7, "olive", "olive_dark")
    decal_y(hull, 12, -4, 4, 3, 6, "olive_dark", 1)  # the rear door
    for x, out in ((-7, -1), (7, 1)):
        decal_x(hull, x, -6, 8, 5, 6, "white", out, team=True)
    boxd(hull, -6, -12, 3, -4, -11, 4, "glass", "glass")
    boxd(hull, 4, -12, 3, 6, -11, 4, "glass", "glass")
    decal_z(hull, 7, -5, -7, 5, -4, "glass")  # the driver's hatch
    left = Part("wheels left")
    right = Part("wheels right")
    for y in (-8, 0, 8):
        wheel(left, -7, y, F(5, 2), F(5, 2), 2)
        wheel(right, 7, y, F(5, 2), F(5, 2), 2)
    return Model("msv hull", hull, left, right)


def msv_launcher():
    p = Part("launcher")
    box(p, -6, -4, 7, 6, 8, 12, "steel", "olive_dark", 0, 0)
    for x in (-4, 0, 4):  # the missile tubes in the front face
        for z in (8, 10):
            decal_y(p, -4, x - 1, x + 1, z, z + F(3, 2), "rotor", -1)
    ring_x(p, -6, 6, -4, 8, 11, 12, "white", team=True)
    boxd(p, -2, 2, 7, 2, 6, 8, "steel_dark", "steel_dark")  # the mount
    return Model("msv launcher", p)


def heli_hull():
    body = Part("body")
    # the cabin: an octagonal section, the nose sloping to the canopy
    sect = [(-5, 1), (5, 1), (7, 3), (7, 6), (5, 8), (-5, 8), (-7, 6), (-7, 3)]
    corners = [(x, -14, z) for x, z in sect] + [(x, 0, z) for x, z in sect] + \
              [(x * F(1, 2), -21, z * F(1, 2) + 2) for x, z in sect]
    faces = []
    colours = []
    n = len(sect)
    for i in range(n):
        j = (i + 1) % n
        faces.append([i, j, n + j, n + i]); colours.append("heli_grey")
        faces.append([2 * n + i, 2 * n + j, j, i]); colours.append("glass" if sect[i][1] >= 3 else "heli_dark")
    for c in cap_quads(n):
        faces.append([n + i for i in c]); colours.append("heli_dark")
        faces.append([2 * n + i for i in c]); colours.append("heli_dark")
    solid(body, corners, faces, colours)
    for x, out in ((-7, -1), (7, 1)):
        decal_x(body, x, -12, -3, 4, 5, "white", out, team=True)
    boxd(body, -F(1, 2), -8, 8, F(1, 2), -6, 9, "heli_dark", "heli_dark")  # the mast
    tail = Part("tail")
    tail_corners = [(-2, 0, 3), (2, 0, 3), (2, 0, 6), (-2, 0, 6), (-1, 20, 4), (1, 20, 4), (1, 20, 6), (-1, 20, 6)]
    solid(tail, tail_corners, [[0, 1, 5, 4], [1, 2, 6, 5], [2, 3, 7, 6], [3, 0, 4, 7], [4, 5, 6, 7]],
          "heli_grey")
    quadV(tail, 0, 18, 0, 22, 6, 9, "heli_grey")  # the fin
    quadV(tail, 0, 17, 0, 21, 5, 6, "heli_dark")
    quadV(tail, -4, 19, 4, 19, 5, 6, "heli_dark")  # the tail plane
    decal_x(tail, 0, 19, 21, 7, 8, "white", 1, team=True)
    skids = Part("skids")
    for x in (-6, 5):
        boxd(skids, x, -16, 0, x + 1, 2, F(1, 2), "rotor", "rotor")
        quadV(skids, x + F(1, 2), -11, x + F(1, 2), -10, F(1, 2), 1, "rotor")
        quadV(skids, x + F(1, 2), -3, x + F(1, 2), -2, F(1, 2), 1, "rotor")
    wings = Part("wings")
    for x0 in (-10, 7):  # the stub wings with their rocket pods
        boxd(wings, x0, -9, 4, x0 + 3, -6, 5, "heli_dark", "heli_dark")
        prism_axis(wings, ngon(F(x0 * 2 + 3, 2) if x0 < 0 else F(x0 * 2 + 3, 2), 3, 1, 6), "y", -12, -6,
                   "olive_dark", "rotor")
    tr = Part("tail rotor")
    quadV(tr, F(5, 4), 17, F(5, 4), 23, 6, 7, "rotor")
    quadV(tr, F(5, 4), 19, F(5, 4), 21, 4, 9, "rotor")
    return Model("heli", body, tail, skids, wings, tr)


def heli_rotor():
    p = Part("rotor")
    quadH(p, -1, -22, 1, 22, 10, "rotor", 0)
    quadH(p, -22, -1, 22, 1, 10, "rotor", 0)
    prism_z(p, ngon(0, 0, F(3, 2), 6), 9, F(39, 4), "steel_dark", "steel_dark")
    return Model("heli rotor", p)


def drone():
    guns = Part("guns")
    quadH(guns, -9, -10, -7, -2, -3, "rotor", 1)
    quadH(guns, 7, -10, 9, -2, -3, "rotor", 1)
    boxd(guns, -F(17, 2), -10, -F(7, 2), -F(15, 2), -2, -3, "steel_dark", "steel_dark")
    boxd(guns, F(15, 2), -10, -F(7, 2), F(17, 2), -2, -3, "steel_dark", "steel_dark")
    body = Part("body")
    box(body, -6, -6, -6, 6, 6, 2, "steel", "olive_dark", 2, 1)
    ring_x(body, -6, 6, -6, 6, -2, -1, "white", team=True)
    decal_y(body, -6, -3, 3, -4, -2, "glass", -1)  # the sensor
    boxd(body, -7, -5, -4, -6, -1, -3, "steel_dark", "steel_dark")  # the gun mounts
    boxd(body, 6, -5, -4, 7, -1, -3, "steel_dark", "steel_dark")
    rotor = Part("rotor")
    quadH(rotor, -1, -8, 1, 8, 6, "rotor", 1)
    quadH(rotor, -8, -1, 8, 1, 6, "rotor", 1)
    prism_z(rotor, ngon(0, 0, 1, 6), 2, F(23, 4), "steel_dark", "steel_dark")
    return Model("drone", guns, body, rotor)


def tank_wreck():
    hull = Part("hull")
    box(hull, -8, -12, 0, 8, 12, 6, "burnt", "ash", 2, 1)
    for x, out in ((-8, -1), (8, 1)):
        decal_x(hull, x, -12, 12, 0, 3, "track", out)
        for y in (-8, -3, 2, 7):
            decal_x(hull, x, y - F(3, 2), y + F(3, 2), F(1, 2), F(5, 2), "rust", out)
    decal_z(hull, 6, -6, 3, 0, 10, "soot")
    turret = Part("turret")
    box(turret, -5, -4, 6, 5, 6, 10, "burnt", "ash", 1, 1)
    d = Part("barrel")  # bent down to the ground
    solid(d, [(-F(3, 4), -4, 7), (F(3, 4), -4, 7), (F(3, 4), -4, F(17, 2)), (-F(3, 4), -4, F(17, 2)),
              (-F(3, 4) + 2, -14, 1), (F(3, 4) + 2, -14, 1), (F(3, 4) + 2, -14, F(5, 2)),
              (-F(3, 4) + 2, -14, F(5, 2))],
          [[0, 1, 5, 4], [1, 2, 6, 5], [2, 3, 7, 6], [3, 0, 4, 7], [4, 5, 6, 7], [0, 1, 2, 3]], "soot")
    decal_y(turret, 6, -3, 3, 7, 9, "soot", 1)
    return Model("tank wreck", hull, turret, d)


def jeep_wreck():
    p = Part("body")
    box(p, -5, -8, 0, 5, 8, 5, "burnt", "ash", 2, 1)
    quadV(p, -5, 3, 5, 3, 5, 10, "rotor", 1)
    d = Part("wheels front")
    e = Part("wheels rear")
    for x in (-F(11, 2), F(11, 2)):
        wheel(d, x, -5, 2, 2, 1, n=6, colour="soot", hub="rust")
        wheel(e, x, 5, 2, 2, 1, n=6, colour="soot", hub="rust")
    decal_z(p, 5, -3, -6, 3, -1, "soot")
    return Model("jeep wreck", p, d, e)


def msv_wreck():
    hull = Part("hull")
    box(hull, -8, -12, 0, 8, 12, 7, "burnt", "ash", 2, 1)
    for x, out in ((-8, -1), (8, 1)):
        for y in (-8, 0, 8):
            decal_x(hull, x, y - 2, y + 2, 0, 4, "soot", out)
    launcher = Part("launcher")
    box(launcher, -6, -4, 7, 6, 8, 12, "burnt", "ash", 1, 1)
    for x in (-4, 0, 4):
        decal_y(launcher, -4, x - 1, x + 1, 9, 11, "soot", -1)
    return Model("msv wreck", hull, launcher)


def heli_wreck():
    p = Part("body")
    box(p, -7, -22, 0, 7, 0, 8, "burnt", "ash", 2, 1)
    box(p, -2, 0, 0, 2, 20, 4, "burnt", "ash", 2, 2)
    quadH(p, -1, -18, 1, 10, 10, "rotor", 1)  # the bent rotor blade
    decal_y(p, -22, -5, 5, 3, 7, "soot", -1)
    decal_x(p, 7, -18, -4, 2, 6, "soot", 1)
    decal_x(p, -7, -18, -4, 2, 6, "soot", -1)
    d = Part("pieces")
    quadV(d, 0, 16, 0, 20, 4, 7, "ash")  # the broken fin
    boxd(d, -9, -16, 0, -8, 0, 1, "rotor", "rotor")  # the skids
    boxd(d, 8, -14, 0, 9, 0, 1, "rotor", "rotor")
    tri(d, (4, 4, 0), (14, 8, 0), (5, 6, 1), "rotor")  # a blade on the ground
    return Model("heli wreck", p, d)


# ---- the lift and the pads (new: no BNO; the renderer may draw them) ----
def lift():
    p = Part("platform")
    quadH(p, -16, -16, 16, 16, 0, "steel_dark")
    boxd(p, -14, -14, 0, 14, 14, 1, "steel", "steel")
    for x0 in (-14, -6, 2, 10):  # hazard stripes round the edge
        decal_z(p, 1, x0, -14, x0 + 4, -12, "hazard")
        decal_z(p, 1, x0, 12, x0 + 4, 14, "hazard")
    decal_z(p, 1, -2, -10, 2, 10, "marking")  # the arrow
    a = p.vert(-6, -6, 1 + EPS); b = p.vert(0, -12, 1 + EPS); c = p.vert(6, -6, 1 + EPS)
    p.face(*orient(p, [a, b, c, c], (0, 0, 1)), "marking", 0, DECAL)
    rails = Part("rails")
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        boxd(rails, sx * 15 - 1, sy * 15 - 1, 0, sx * 15 + 1, sy * 15 + 1, 3, "steel_dark", "hazard")
    return Model("lift", p, rails)


def pad():
    p = Part("pad")
    box(p, -15, -15, 0, 15, 15, F(1, 2), "concrete_dark", "pad")
    ring_x(p, -15, 15, -15, 15, 0, F(1, 2), "concrete_dark")
    for x0 in (-13, 11):  # the team's corner marks
        decal_z(p, F(1, 2), x0, -13, x0 + 2, 13, "white", team=True)
    decal_z(p, F(1, 2), -6, -8, -4, 8, "marking")  # an H
    decal_z(p, F(1, 2), 4, -8, 6, 8, "marking")
    decal_z(p, F(1, 2), -4, -1, 4, 1, "marking")
    return Model("pad", p)


# ---- the damaged looks ----
def shade(colour, amount):
    rgb = COLOURS[colour]
    return tuple(((rgb >> s) & 0xFF) * amount // 256 for s in (16, 8, 0))


DARK = {}


def dark_colour(colour):
    """The colour 30 % darker (a palette entry of its own: `<colour>_dim`)."""
    if colour.endswith("_dim"):
        return colour
    name = colour + "_dim"
    if name not in COLOURS:
        r, g, b = shade(colour, 180)
        COLOURS[name] = (r << 16) | (g << 8) | b
    return name


def damaged_of(m, name, drop_roof=False):
    """The damaged look: every colour 30 % darker, every third detail face gone (a broken
    window, a fallen stone), soot on the upper edge of the vertical sides, and (drop_roof)
    every second roof face (class 2) gone: the hole in the roof. The vertices stay, so the
    height does too."""
    out = Model(name)
    for part in m.parts:
        q = Part(part.name)
        q.verts = list(part.verts)
        roof = 0
        detail = 0
        sides = []
        for idx, colour, k, team in part.faces:
            if drop_roof and k == 2:
                roof += 1
                if roof % 2 == 0:
                    continue
            if k == 0 and idx[2] != idx[3]:
                detail += 1
                if detail % 3 == 0:
                    continue
            q.faces.append((idx, colour if team & TEAM else dark_colour(colour), k, team))
            if k != 0:
                sides.append(idx)
        # soot: a jagged triangle over the upper half of the first two vertical sides
        for idx in [s for s in sides if is_vertical_axis(q, s)][:2]:
            soot(q, idx)
        out.parts.append(q)
    return out


def is_vertical_axis(p, idx):
    n = normal(p, idx)
    return n[2] == 0 and (n[0] == 0) != (n[1] == 0) and idx[2] != idx[3]


def soot(p, idx):
    n = normal(p, idx)
    out = (1 if n[0] > 0 else -1 if n[0] < 0 else 0, 1 if n[1] > 0 else -1 if n[1] < 0 else 0, 0)
    vs = [p.verts[i] for i in idx]
    top = max(v[2] for v in vs)
    bot = min(v[2] for v in vs)
    tops = sorted([v for v in vs if v[2] == top])
    if len(tops) < 2:
        return
    a, b = tops[0], tops[-1]
    mid = tuple((a[i] + b[i]) / 2 for i in range(3))
    low = (mid[0], mid[1], snap(float(top - (top - bot) * F(2, 5))))
    off = lambda v: (v[0] + out[0] * EPS, v[1] + out[1] * EPS, v[2])
    i = p.vert(*off(a)); j = p.vert(*off((snap(float(mid[0])), snap(float(mid[1])), top)))
    l = p.vert(*off(low))
    p.face(*orient(p, [i, j, l, l], out), "soot", 0, DECAL)


# ---- the model list: file name (the id's name) -> model ----
def models():
    bld = building(); fac = factory(); pri = prison(); hos = hospital(); flb = flag_building()
    out = [
        ("bush", bush()), ("palm", palm()), ("tree", tree()), ("cactus", cactus()), ("rock", rock()),
        ("planter", planter()), ("ammo", ammo()), ("prison", pri),
        ("wtower_ne", watch_tower(9, -9, "watch tower ne")), ("wtower_nw", watch_tower(-9, -9, "watch tower nw")),
        ("wtower_se", watch_tower(9, 9, "watch tower se")), ("wtower_sw", watch_tower(-9, 9, "watch tower sw")),
        ("flag_building", flb), ("building", bld), ("factory", fac), ("bunker", bunker()),
        ("outpost", outpost()), ("hospital", hos),
        ("fuel_n", fuel(0, -8, "fuel n")), ("fuel_s", fuel(0, 8, "fuel s")),
        ("fuel_e", fuel(8, 0, "fuel e")), ("fuel_w", fuel(-8, 0, "fuel w")),
        ("gate_h", gate(False, "gate h")), ("gate_v", gate(True, "gate v")),
        ("wall_v", wall(-4, -16, 4, 16, "wall v")), ("wall_h", wall(-16, -4, 16, 4, "wall h")),
        ("tent_v", tent(True, "tent v")), ("tent_h", tent(False, "tent h")),
        ("tower", tower(10, 6, "tower")), ("large_tower", tower(12, 8, "large tower")),
        ("ldmg_wall_v", wall(-4, -8, 4, 16, "ldmg wall v", broken_lo=True)),
        ("rdmg_wall_v", wall(-4, -16, 4, 8, "rdmg wall v", broken_hi=True)),
        ("bdmg_wall_v", wall(-4, -8, 4, 8, "bdmg wall v", True, True)),
        ("ldmg_wall_h", wall(-8, -4, 16, 4, "ldmg wall h", broken_lo=True)),
        ("rdmg_wall_h", wall(-16, -4, 8, 4, "rdmg wall h", broken_hi=True)),
        ("bdmg_wall_h", wall(-8, -4, 8, 4, "bdmg wall h", True, True)),
        ("building_damaged", damaged_of(building(), "building damaged", True)),
        ("factory_damaged", damaged_of(factory(), "factory damaged", True)),
        ("prison_damaged", damaged_of(prison(), "prison damaged", True)),
        ("hospital_damaged", damaged_of(hospital(), "hospital damaged", True)),
        ("flag_building_damaged", damaged_of(flag_building(), "flag building damaged", True)),
        ("rubble", rubble()), ("dest_fuel", dest_fuel()), ("dest_ammo", dest_ammo()),
        ("dmg_tower", dmg_tower()), ("dest_gate", dest_gate()), ("dmg_flag", dmg_flag()),
        ("dest_flag", dest_flag()), ("dest_tent", dest_tent()), ("dest_wtower", dest_wtower()),
        ("dest_bush", dest_bush()), ("dest_palm", stump(1, "dest palm")), ("dest_tree", stump(2, "dest tree")),
        ("dest_cactus", dest_cactus()),
        ("bridge_h", bridge(True, 0xFF, 1, "bridge h")), ("bridge_v", bridge(False, 0xFF, 1, "bridge v")),
        ("dest_bridge", bridge(True, 0xC7, 0, "dest bridge")), ("dest_planter", dest_planter()),
        ("tank_hull", tank_hull()), ("tank_turret", tank_turret()), ("jeep_hull", jeep_hull()),
        ("msv_hull", msv_hull()), ("msv_launcher", msv_launcher()), ("heli_hull", heli_hull()),
        ("heli_rotor", heli_rotor()), ("tank_wreck", tank_wreck()), ("jeep_wreck", jeep_wreck()),
        ("msv_wreck", msv_wreck()), ("heli_wreck", heli_wreck()), ("drone", drone()),
        # new ids (71..)
        ("jeep_boat", jeep_boat()), ("lift", lift()), ("pad", pad()),
    ]
    # the damaged looks of the other damageable objects
    for base, builder in DAMAGED:
        out.append((base + "_damaged", damaged_of(builder(), builder().name + " damaged", False)))
    return out


DAMAGED = [
    ("bush", bush), ("palm", palm), ("tree", tree), ("cactus", cactus), ("planter", planter),
    ("ammo", ammo), ("wtower_ne", lambda: watch_tower(9, -9, "watch tower ne")),
    ("wtower_nw", lambda: watch_tower(-9, -9, "watch tower nw")),
    ("wtower_se", lambda: watch_tower(9, 9, "watch tower se")),
    ("wtower_sw", lambda: watch_tower(-9, 9, "watch tower sw")),
    ("bunker", bunker), ("outpost", outpost),
    ("fuel_n", lambda: fuel(0, -8, "fuel n")), ("fuel_s", lambda: fuel(0, 8, "fuel s")),
    ("fuel_e", lambda: fuel(8, 0, "fuel e")), ("fuel_w", lambda: fuel(-8, 0, "fuel w")),
    ("gate_h", lambda: gate(False, "gate h")), ("gate_v", lambda: gate(True, "gate v")),
    ("wall_v", lambda: wall(-4, -16, 4, 16, "wall v")), ("wall_h", lambda: wall(-16, -4, 16, 4, "wall h")),
    ("ldmg_wall_v", lambda: wall(-4, -8, 4, 16, "ldmg wall v", broken_lo=True)),
    ("rdmg_wall_v", lambda: wall(-4, -16, 4, 8, "rdmg wall v", broken_hi=True)),
    ("bdmg_wall_v", lambda: wall(-4, -8, 4, 8, "bdmg wall v", True, True)),
    ("ldmg_wall_h", lambda: wall(-8, -4, 16, 4, "ldmg wall h", broken_lo=True)),
    ("rdmg_wall_h", lambda: wall(-16, -4, 8, 4, "rdmg wall h", broken_hi=True)),
    ("bdmg_wall_h", lambda: wall(-8, -4, 8, 4, "bdmg wall h", True, True)),
    ("tent_v", lambda: tent(True, "tent v")), ("tent_h", lambda: tent(False, "tent h")),
    ("tower", lambda: tower(10, 6, "tower")), ("large_tower", lambda: tower(12, 8, "large tower")),
    ("dmg_flag", dmg_flag),
    ("bridge_h", lambda: bridge(True, 0xFF, 1, "bridge h")), ("bridge_v", lambda: bridge(False, 0xFF, 1, "bridge v")),
]


# ---- checks and writing ----
PROBLEMS = []


def check(file, m):
    if not 1 <= len(m.parts) <= 8:
        PROBLEMS.append((file, "parts", len(m.parts)))
    for p in m.parts:
        if not 1 <= len(p.faces) <= 32:
            PROBLEMS.append((file, p.name, "faces", len(p.faces)))
        if len({i for idx, *_ in p.faces for i in idx}) > 128:
            PROBLEMS.append((file, p.name, "verts", len(p.verts)))
        for first, last, c in p.solids:
            for idx, *_ in p.faces[first:last]:
                n = normal(p, idx)
                vs = [p.verts[i] for i in idx]
                m_ = [sum(v[a] for v in vs) / 4 - c[a] for a in range(3)]
                assert sum(n[a] * m_[a] for a in range(3)) > 0, (file, p.name, "inward face", idx)
        for idx, *_ in p.faces:
            assert len(set(idx)) >= 3, (file, p.name, "degenerate face", idx)


def fmt(v):
    v = F(v)
    assert (v * 16).denominator == 1, v
    if v.denominator == 1:
        return str(v.numerator)
    s = "%.4f" % float(v)
    return s.rstrip("0")


def write_obj(file, m):
    lines = ["# retrosim model %s (made by tools/make_models.py; see docs/models.md)" % m.name,
             "# px: x east, y south, z up; forward -y", "mtllib palette.mtl"]
    base = 1
    used = set()
    for p in m.parts:
        lines.append("o %s" % p.name.replace(" ", "_"))
        # only the vertices its faces use, in their order
        refs = sorted({i for idx, *_ in p.faces for i in idx})
        remap = {i: base + n for n, i in enumerate(refs)}
        for i in refs:
            x, y, z = p.verts[i]
            lines.append("v %s %s %s" % (fmt(x), fmt(y), fmt(z)))
        cur = None
        for idx, colour, k, team in p.faces:
            mname = mat_name(colour, k, team)
            used.add((colour, k, team))
            if mname != cur:
                lines.append("usemtl %s" % mname)
                cur = mname
            corners = idx[:3] if idx[2] == idx[3] else idx
            lines.append("f " + " ".join(str(remap[i]) for i in corners))
        base += len(refs)
    return "\n".join(lines) + "\n", used


def write_mtl(used):
    lines = ["# retrosim's model palette (made by tools/make_models.py; see docs/models.md)",
             "# Kd: the face colour (0xRRGGBB / 255); rs_debris: the debris class 1..3;",
             "# rs_team: 1 = the renderer tints the face with the team's colour;",
             "# rs_decal: 1 = the face lies 1/16 px in front of a larger face of its part"]
    for colour, k, team in sorted(used):
        rgb = COLOURS[colour]
        lines.append("")
        lines.append("newmtl %s" % mat_name(colour, k, team))
        lines.append("Kd %.6f %.6f %.6f" % (((rgb >> 16) & 255) / 255, ((rgb >> 8) & 255) / 255, (rgb & 255) / 255))
        if k:
            lines.append("rs_debris %d" % k)
        if team & TEAM:
            lines.append("rs_team 1")
        if team & DECAL:
            lines.append("rs_decal 1")
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--out", default=OUT)
    args = ap.parse_args()
    files = {}
    used = set()
    for name, m in models():
        check(name, m)
        text, u = write_obj(name, m)
        files[name + ".obj"] = text
        used |= u
    if PROBLEMS:
        for pr in PROBLEMS:
            print("make_models:", *pr, file=sys.stderr)
        return 1
    files["palette.mtl"] = write_mtl(used)
    if args.check:
        bad = [n for n, t in files.items() if not generated_file.holds(os.path.join(args.out, n), t.encode())]
        extra = [n for n in os.listdir(args.out) if n not in files]
        if bad or extra:
            print("make_models: differs: %s" % " ".join(sorted(bad + extra)), file=sys.stderr)
            return 1
        return 0
    os.makedirs(args.out, exist_ok=True)
    for n in os.listdir(args.out):
        if n not in files:
            os.remove(os.path.join(args.out, n))
    for n, t in sorted(files.items()):
        generated_file.write_atomic(os.path.join(args.out, n), t.encode())
    print("make_models: %d models, %d materials -> %s" % (len(files) - 1, len(used), args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
