#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes retrosim's own textures of the GTA city view (data/gta/art/tiles.png): one 64 x 64
tile per kind of face, side by side in one strip, drawn by this program (nothing is copied
from the game's style files).

    tools/make_gta_art.py              write data/gta/art/tiles.png
    tools/make_gta_art.py -o DIR       write it into DIR
    tools/make_gta_art.py --check      exit 1 when the committed file differs from what this makes

Python 3 standard library only, integer arithmetic only (seeded hash noise), so the same
program gives the same pixels everywhere; 8-bit RGB, no ancillary chunks, zlib level 9. The
tiles, in the strip's order (src/view/gta_art.hpp has the same list, GtaTile):

    lids   road, road arrows north / south / west / east, pavement, field, water 0..3,
           roofs (gravel, tar, tiles), railway
    sides  brick, concrete, glass, stone walls (each with windows), kerb, earth, fence (a flat
           block's side: chain-link whose holes are the key colour, magenta, drawn see-through)
"""

from png_rgb import png_rgb  # noqa: E402 (tools/png_rgb.py)
import os
import sys

import generated_file

T = 64
NAMES = [
    "road", "arrow_n", "arrow_s", "arrow_w", "arrow_e", "pavement", "field",
    "water_0", "water_1", "water_2", "water_3", "roof_gravel", "roof_tar", "roof_tiles", "railway",
    "wall_brick", "wall_concrete", "wall_glass", "wall_stone", "kerb", "earth", "fence",
]
KEY = (255, 0, 255)  # see-through texels (the view gives them alpha 0)


def h32(*v):
    x = 0x9E3779B9
    for n in v:
        x ^= n & 0xFFFFFFFF
        x = (x * 0x85EBCA6B) & 0xFFFFFFFF
        x ^= x >> 13
        x = (x * 0xC2B2AE35) & 0xFFFFFFFF
        x ^= x >> 16
    return x


def noise(seed, x, y, amp):
    """Texel noise in -amp..amp."""
    return (h32(seed, x, y) % (2 * amp + 1)) - amp


def clamp8(v):
    return max(0, min(255, v))


def tint(c, d):
    return tuple(clamp8(ch + d) for ch in c)


def road(x, y):
    c = tint((78, 78, 84), noise(1, x, y, 9))
    return c


def arrow(direction):
    """A white arrow painted on the road, pointing north, south, west or east."""
    def px(x, y):
        # the arrow for north, turned for the others
        u, v = {"n": (x, y), "s": (63 - x, 63 - y), "w": (63 - y, x), "e": (y, 63 - x)}[direction]
        shaft = 27 <= u <= 36 and 28 <= v <= 52
        head = 12 <= v <= 28 and abs(u - 31) * 16 <= (v - 12) * 19 // 1 and v >= 12 and abs(2 * u - 63) <= 2 * (v - 11) + 1
        if shaft or head:
            return tint((226, 226, 210), noise(2, x, y, 6))
        return road(x, y)
    return px


def pavement(x, y):
    joint = x % 16 == 0 or y % 16 == 0
    base = (150, 146, 138) if not joint else (110, 106, 100)
    slab = noise(3, x // 16, y // 16, 8)
    return tint(base, slab + noise(4, x, y, 6))


def field(x, y):
    n = noise(5, x, y, 14) + noise(6, x // 4, y // 4, 10)
    return tint((62, 122, 48), n)


def water(frame):
    def px(x, y):
        w = ((x + 2 * y + 8 * frame) % 32)
        crest = 10 if w < 3 else 0
        return tint((36, 72, 132), crest + noise(7, x, y, 5))
    return px


def roof_gravel(x, y):
    edge = x < 3 or y < 3 or x > 60 or y > 60
    if edge:
        return tint((120, 118, 112), noise(8, x, y, 4))
    return tint((104, 100, 96), noise(9, x, y, 16))


def roof_tar(x, y):
    edge = x < 3 or y < 3 or x > 60 or y > 60
    vent = 40 <= x <= 52 and 10 <= y <= 22
    if edge:
        return tint((110, 108, 104), noise(10, x, y, 4))
    if vent:
        return (150, 150, 156) if (x + y) % 4 else (90, 90, 96)
    return tint((52, 52, 58), noise(11, x, y, 6))


def roof_tiles(x, y):
    row = y // 8
    off = 8 if row % 2 else 0
    joint = y % 8 == 7 or (x + off) % 16 == 15
    base = (150, 64, 48) if not joint else (100, 40, 32)
    return tint(base, noise(12, (x + off) // 16, row, 10) + noise(13, x, y, 4))


def railway(x, y):
    sleeper = y % 12 < 5 and 8 <= x <= 55
    rail = x in (18, 19, 44, 45)
    if rail:
        return (180, 180, 186)
    if sleeper:
        return tint((96, 66, 40), noise(14, x, y, 8))
    return tint((112, 104, 92), noise(15, x, y, 14))


def windows(base, seed, glass=(60, 84, 120), lit=(230, 210, 120)):
    def px(x, y):
        wx, wy = x % 16, y % 16
        if 4 <= wx <= 11 and 3 <= wy <= 11:
            on = h32(seed, x // 16, y // 16) % 5 == 0
            return tint(lit if on else glass, noise(seed + 1, x, y, 5))
        return tint(base, noise(seed + 2, x, y, 8))
    return px


def wall_brick(x, y):
    row = y // 4
    mortar = y % 4 == 3 or (x + (4 if row % 2 else 0)) % 8 == 7
    if 4 <= x % 16 <= 11 and 3 <= y % 16 <= 11:
        return windows((0, 0, 0), 20)(x, y)
    return tint((158, 76, 56) if not mortar else (120, 110, 100), noise(21, x, y, 8))


def wall_glass(x, y):
    frame = x % 16 in (0, 15) or y % 16 in (0, 15)
    if frame:
        return (70, 74, 80)
    return tint((64, 112, 140), (y % 16) * 2 + noise(22, x, y, 4))


def kerb(x, y):
    if y < 6:
        return tint((168, 164, 156), noise(23, x, y, 5))
    return tint((120, 116, 108), noise(24, x, y, 10))


def earth(x, y):
    return tint((104, 80, 56), noise(25, x, y, 14) + noise(26, x // 4, y // 4, 8))


def fence(x, y):
    # a rail along the top and the foot, posts every 32 texels, chain-link between
    if y < 4 or y >= 60:
        return tint((120, 124, 128), noise(27, x, y, 8))
    if x % 32 < 3:
        return tint((96, 100, 104), noise(28, x, y, 6))
    if (x + y) % 8 == 0 or (x - y) % 8 == 0:
        return tint((150, 156, 160), noise(29, x, y, 10))
    return KEY


def tiles():
    f = {
        "road": road, "arrow_n": arrow("n"), "arrow_s": arrow("s"), "arrow_w": arrow("w"),
        "arrow_e": arrow("e"), "pavement": pavement, "field": field,
        "roof_gravel": roof_gravel, "roof_tar": roof_tar, "roof_tiles": roof_tiles, "railway": railway,
        "wall_brick": wall_brick, "wall_concrete": windows((150, 150, 144), 30),
        "wall_glass": wall_glass, "wall_stone": windows((178, 168, 140), 40, glass=(40, 52, 70)),
        "kerb": kerb, "earth": earth, "fence": fence,
    }
    for i in range(4):
        f[f"water_{i}"] = water(i)
    return [f[n] for n in NAMES]


def strip():
    fs = tiles()
    w = T * len(fs)
    rows = []
    for y in range(T):
        row = bytearray(b"\x00")
        for f in fs:
            for x in range(T):
                row += bytes(f(x, y))
        rows.append(bytes(row))
    return w, T, b"".join(rows)


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out_dir = os.path.join(root, "data", "gta", "art")
    check = False
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--check":
            check = True
        elif a == "-o" and args:
            out_dir = args.pop(0)
        else:
            print(f"make_gta_art.py: unknown argument {a!r} (use -o DIR or --check)", file=sys.stderr)
            return 2
    data = png_rgb(*strip())
    path = os.path.join(out_dir, "tiles.png")
    if check:
        if not generated_file.holds(path, data):
            print(f"{path}: differs from what tools/make_gta_art.py makes (run tools/make_gta_art.py)",
                  file=sys.stderr)
            return 1
        return 0
    os.makedirs(out_dir, exist_ok=True)
    generated_file.write_atomic(path, data)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
