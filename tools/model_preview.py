#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Draws model files of data/rf/models/ as a contact sheet PNG, larger than the game draws them
(docs/models.md), to look at the models while making them: the tilted view's projection (5 px
south -> 4 px down, 5 px up -> 3 px up), flat shading by one sun, decals after the faces they
lie on, team faces in blue. Not the game's renderer (src/view); deterministic.

    python3 tools/model_preview.py OUT.png [--scale S] MODEL[+MODEL...][@DEGREES] ...

A cell of the sheet draws the models joined by + (a hull and its turret) turned by DEGREES.
Example: tools/model_preview.py /tmp/tank.png tank_hull+tank_turret@30 building tower
"""
import argparse
import math
import os
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "rf", "models")
TEAM = (0.2, 0.4, 0.9)
SUN = (-0.4, -0.5, 0.77)


def palette():
    mats, cur = {}, None
    for line in open(os.path.join(ROOT, "palette.mtl")):
        w = line.split()
        if not w or w[0].startswith("#"):
            continue
        if w[0] == "newmtl":
            cur = w[1]
            mats[cur] = {"kd": (0.0, 0.0, 0.0), "decal": False, "team": False}
        elif w[0] == "Kd":
            mats[cur]["kd"] = tuple(float(x) for x in w[1:4])
        elif w[0] == "rs_decal":
            mats[cur]["decal"] = w[1] == "1"
        elif w[0] == "rs_team":
            mats[cur]["team"] = w[1] == "1"
    return mats


def faces_of(name):
    verts, out, mat = [], [], None
    for line in open(os.path.join(ROOT, name + ".obj")):
        w = line.split()
        if not w or w[0].startswith("#"):
            continue
        if w[0] == "v":
            verts.append(tuple(float(x) for x in w[1:4]))
        elif w[0] == "usemtl":
            mat = w[1]
        elif w[0] == "f":
            out.append(([verts[int(i) - 1 if int(i) > 0 else int(i)] for i in w[1:]], mat))
    return out


def draw(img, width, height, faces, mats, ox, oy, scale, heading):
    c, s = math.cos(heading), math.sin(heading)
    todo = []
    for pts, mat in faces:
        m = mats[mat]
        p = [(x * c - y * s, x * s + y * c, z) for x, y, z in pts]
        a, b, cc = p[0], p[1], p[2]
        d = p[3] if len(p) == 4 else p[2]
        u = [cc[i] - a[i] for i in range(3)]
        v = [d[i] - b[i] for i in range(3)]
        n = (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])
        facing = n[1] * 0.6 + n[2] * 0.8
        if facing <= 0:
            if m["decal"]:
                continue  # a decal on a side turned away
            n = (-n[0], -n[1], -n[2])
        length = math.sqrt(sum(x * x for x in n)) or 1.0
        light = 0.55 + 0.45 * max(0.0, sum(n[i] * SUN[i] for i in range(3)) / length)
        col = m["kd"]
        if m["team"]:
            col = tuple(0.35 * col[i] + 0.65 * TEAM[i] for i in range(3))
        col = tuple(min(255, int(255 * col[i] * light)) for i in range(3))
        key = sum(q[1] for q in p) / len(p) * 0.6 + sum(q[2] for q in p) / len(p) * 0.8
        scr = [(ox + q[0] * scale, oy + (q[1] * 0.8 - q[2] * 0.6) * scale) for q in p]
        todo.append((1 if m["decal"] else 0, key, len(todo), scr, col))
    todo.sort()
    for *_, scr, col in todo:
        fill(img, width, height, scr, col)


def fill(img, width, height, pts, col):
    n = len(pts)
    area = sum(pts[i][0] * pts[(i + 1) % n][1] - pts[(i + 1) % n][0] * pts[i][1] for i in range(n))
    if abs(area) < 1e-9:
        return
    sign = 1 if area > 0 else -1
    x0 = max(0, int(min(p[0] for p in pts)))
    x1 = min(width - 1, int(max(p[0] for p in pts)) + 1)
    y0 = max(0, int(min(p[1] for p in pts)))
    y1 = min(height - 1, int(max(p[1] for p in pts)) + 1)
    edges = [(pts[i], pts[(i + 1) % n]) for i in range(n)]
    for y in range(y0, y1 + 1):
        py = y + 0.5
        for x in range(x0, x1 + 1):
            px = x + 0.5
            if all(sign * ((bx - ax) * (py - ay) - (by - ay) * (px - ax)) >= 0 for (ax, ay), (bx, by) in edges):
                i = (y * width + x) * 3
                img[i:i + 3] = bytes(col)


def write_png(path, img, width, height):
    raw = b"".join(b"\0" + bytes(img[y * width * 3:(y + 1) * width * 3]) for y in range(height))

    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) +
                chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))
    os.replace(tmp, path)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--scale", type=float, default=5)
    ap.add_argument("--columns", type=int, default=4)
    ap.add_argument("models", nargs="+")
    args = ap.parse_args()
    mats = palette()
    cell = int(44 * args.scale)
    rows = (len(args.models) + args.columns - 1) // args.columns
    width, height = args.columns * cell, rows * cell
    img = bytearray([70, 140, 60] * width * height)
    for i, spec in enumerate(args.models):
        names, _, deg = spec.partition("@")
        faces = [f for n in names.split("+") for f in faces_of(n)]
        r, c = divmod(i, args.columns)
        draw(img, width, height, faces, mats, c * cell + cell / 2, r * cell + cell * 0.62, args.scale,
             math.radians(float(deg or 0)))
    write_png(args.out, img, width, height)


if __name__ == "__main__":
    main()
