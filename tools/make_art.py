#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes retrosim's own terrain textures (data/rf/art/*.png) for the Return Fire views.

    tools/make_art.py              write every texture into data/rf/art/
    tools/make_art.py -o DIR       write them into DIR
    tools/make_art.py --check      exit 1 when a committed texture differs from what this makes

Python 3 standard library only, integer arithmetic only (seeded hash noise, integer
interpolation, shading from a bump height against the views' one sun), so the same program
gives the same pixels everywhere; the PNGs are 8-bit RGB (RGBA for the overlays) with no
ancillary chunks, deflated by zlib at level 9. One texel is one world pixel; the textures tile
seamlessly. What each file is (src/view/rf_art.hpp reads them):

    grass.png dry.png earth.png     128 x 128 RGB (they repeat every 4 cells)
    sand.png rock.png rubble.png concrete.png   64 x 64 RGB
    shallow_0..7.png deep_0..7.png   64 x 64 RGB, the water's 8 animation frames (a loop)
    road.png    512 x 32 RGB: 16 road cells, one per connection mask (bit 1 N, 2 E, 4 S, 8 W)
    bridge.png  32 x 32 RGB: deck planks for north-south travel (the view turns it for E-W)
    pad_0.png pad_1.png  32 x 32 RGB: the home pads of team 0 / 1 with their markings
"""

from png_rgb import png_rgb  # noqa: E402 (tools/png_rgb.py)
import functools
import math
import os
import sys

import generated_file

SIZE = 64
LAND = 128  # grass, dry land and earth repeat every 4 cells
FRAMES = 8
# designed: the sun of the views (src/view/rf_3d_render.cpp): direction to it (-2, -1, 3).
SUN = (-2, -1, 3)


def h32(*v):
    """A 32-bit integer hash of integers (seeded noise)."""
    x = 0x9E3779B9
    for n in v:
        x ^= n & 0xFFFFFFFF
        x = (x * 0x85EBCA6B) & 0xFFFFFFFF
        x ^= x >> 13
        x = (x * 0xC2B2AE35) & 0xFFFFFFFF
        x ^= x >> 16
    return x


@functools.lru_cache(maxsize=None)
def lattice(seed, i, j, k):
    return h32(seed, i, j, k) & 255


def smooth(t):
    """Smoothstep of t in 0..256 -> 0..256 (integer)."""
    return t * t * (768 - 2 * t) // 65536


def value_noise(seed, x, y, cell, period=SIZE, t=0, tcell=0, tperiod=1):
    """Tileable value noise 0..255 at (x, y) (and frame t when tcell > 0), lattice `cell` px."""
    n = period // cell
    gx, fx = divmod(x, cell)
    gy, fy = divmod(y, cell)
    sx = smooth(fx * 256 // cell)
    sy = smooth(fy * 256 // cell)

    def lat(i, j, k):
        return lattice(seed, i % n, j % n, k)

    def plane(k):
        a = lat(gx, gy, k) * (256 - sx) + lat(gx + 1, gy, k) * sx
        b = lat(gx, gy + 1, k) * (256 - sx) + lat(gx + 1, gy + 1, k) * sx
        return (a * (256 - sy) + b * sy) // 65536

    if tcell <= 0:
        return plane(0)
    nt = tperiod // tcell
    gt, ft = divmod(t, tcell)
    st = smooth(ft * 256 // tcell)
    return (plane(gt % nt) * (256 - st) + plane((gt + 1) % nt) * st) // 256


def fbm(seed, x, y, cells, weights, **kw):
    total = sum(weights)
    return sum(value_noise(seed + i, x, y, c, **kw) * w for i, (c, w) in enumerate(zip(cells, weights))) // total


def isqrt(v):
    return math.isqrt(v) if v > 0 else 0


SUN_LEN = isqrt(SUN[0] ** 2 + SUN[1] ** 2 + SUN[2] ** 2)


def lit(height, x, y, w, h, strength):
    """Light 0..512 (256 = flat) of a bump height field at (x, y): the slope against the sun."""
    dx = height[y * w + (x + 1) % w] - height[y * w + (x - 1) % w]
    dy = height[((y + 1) % h) * w + x] - height[((y - 1) % h) * w + x]
    # normal (-dx * s, -dy * s, 512) in 1/256: dot with the sun, relative to the flat's
    nx, ny, nz = -dx * strength, -dy * strength, 512 * 16
    ln = isqrt(nx * nx + ny * ny + nz * nz)
    dot = (nx * SUN[0] + ny * SUN[1] + nz * SUN[2]) * 256 // (ln * SUN_LEN)
    flat = 3 * 256 // SUN_LEN
    return max(0, min(512, dot * 256 // flat))


def clamp8(v):
    return max(0, min(255, v))


def shade(c, light):
    return tuple(clamp8(ch * light // 256) for ch in c)


def mix(a, b, t):  # t 0..256
    return tuple((x * (256 - t) + y * t) // 256 for x, y in zip(a, b))


def field(w, h, f):
    return [f(x, y) for y in range(h) for x in range(w)]


def image_from(w, h, f):
    return [f(x, y) for y in range(h) for x in range(w)]


# ---- the textures ----


def grass():
    hgt = field(LAND, LAND, lambda x, y: fbm(11, x, y, (16, 4, 2), (2, 2, 1), period=LAND))
    patch = field(LAND, LAND, lambda x, y: fbm(12, x, y, (64, 32, 16), (2, 2, 1), period=LAND))
    dark, light = (52, 112, 38), (96, 160, 60)

    def px(x, y):
        c = mix(dark, light, patch[y * LAND + x])
        r = h32(13, x, y) & 255
        if r < 14:  # darker tufts
            c = mix(c, (34, 84, 26), 150)
        elif r > 246:  # a few light blades
            c = mix(c, (150, 190, 90), 120)
        return shade(c, lit(hgt, x, y, LAND, LAND, 3))

    return image_from(LAND, LAND, px)


def dry():
    hgt = field(LAND, LAND, lambda x, y: fbm(21, x, y, (16, 8, 2), (2, 1, 1), period=LAND))
    tone = field(LAND, LAND, lambda x, y: fbm(22, x, y, (64, 32, 8), (2, 2, 1), period=LAND))
    a, b = (168, 140, 84), (206, 178, 116)

    def px(x, y):
        c = mix(a, b, tone[y * LAND + x])
        r = h32(23, x, y) & 255
        if r < 20:
            c = mix(c, (120, 96, 56), 140)  # pebbles, dark grains
        elif r < 26:
            c = mix(c, (110, 130, 60), 120)  # a dry tuft
        return shade(c, lit(hgt, x, y, LAND, LAND, 4))

    return image_from(LAND, LAND, px)


def sand():
    # ripples: a band pattern along a noisy diagonal, shaded by the sun
    warp = field(SIZE, SIZE, lambda x, y: fbm(31, x, y, (32, 16), (1, 1)))

    def ripple(x, y):
        v = (x + 2 * y + warp[y * SIZE + x] // 16) % 16
        return (v if v < 8 else 16 - v) * 24 + fbm(32, x, y, (4, 2), (1, 1)) // 4

    hgt = field(SIZE, SIZE, ripple)
    a, b = (214, 194, 138), (236, 220, 168)

    def px(x, y):
        c = mix(a, b, fbm(33, x, y, (16, 8), (1, 1)))
        if h32(34, x, y) & 255 < 10:
            c = mix(c, (170, 150, 110), 140)
        return shade(c, lit(hgt, x, y, SIZE, SIZE, 2))

    return image_from(SIZE, SIZE, px)


def rock():
    hgt = field(SIZE, SIZE, lambda x, y: fbm(41, x, y, (16, 8, 4, 2), (4, 2, 2, 1)) * 2)
    a, b = (112, 108, 102), (168, 162, 152)

    def px(x, y):
        c = mix(a, b, fbm(42, x, y, (16, 4), (2, 1)))
        v = value_noise(43, x, y, 8)
        if 120 < v < 128:  # cracks
            c = mix(c, (60, 58, 54), 180)
        return shade(c, lit(hgt, x, y, SIZE, SIZE, 5))

    return image_from(SIZE, SIZE, px)


def rubble():
    # chunks: cells of a jittered grid, each a lump with its own tone
    def lump(x, y):
        best, tone = 1 << 30, 0
        for j in range(-1, 2):
            for i in range(-1, 2):
                gx, gy = x // 8 + i, y // 8 + j
                hx = h32(51, gx % 8, gy % 8)
                cx = gx * 8 + (hx & 7)
                cy = gy * 8 + ((hx >> 3) & 7)
                d = (x - cx) ** 2 + (y - cy) ** 2
                if d < best:
                    best, tone = d, (hx >> 8) & 255
        return best, tone

    lumps = field(SIZE, SIZE, lump)
    hgt = [max(0, 64 - d * 3) for d, _ in lumps]

    def px(x, y):
        d, tone = lumps[y * SIZE + x]
        c = mix((84, 78, 70), (150, 140, 126), tone)
        if d > 14:
            c = mix(c, (46, 42, 38), 160)  # gaps between the pieces
        return shade(c, lit(hgt, x, y, SIZE, SIZE, 8))

    return image_from(SIZE, SIZE, px)


def earth():
    hgt = field(LAND, LAND, lambda x, y: fbm(61, x, y, (8, 4, 2), (2, 2, 1), period=LAND))
    a, b = (96, 112, 60), (132, 122, 76)

    def px(x, y):
        c = mix(a, b, fbm(62, x, y, (64, 16, 8), (2, 1, 1), period=LAND))
        return shade(c, lit(hgt, x, y, LAND, LAND, 3))

    return image_from(LAND, LAND, px)


def concrete():
    def px(x, y):
        c = mix((138, 138, 130), (164, 162, 152), fbm(71, x, y, (16, 4, 2), (1, 1, 1)))
        if x % 32 == 0 or y % 32 == 0:
            c = mix(c, (96, 96, 90), 150)  # slab joints
        if h32(72, x, y) & 255 < 8:
            c = mix(c, (110, 110, 104), 128)
        return c

    return image_from(SIZE, SIZE, px)


def water(frame, deep):
    """One frame of the water: shimmering waves (3D noise looping over the 8 frames)."""
    seed = 81 if deep else 91
    hgt = field(SIZE, SIZE, lambda x, y: (
        value_noise(seed, (x + frame * 2) % SIZE, y, 16, t=frame, tcell=4, tperiod=FRAMES) * 2
        + value_noise(seed + 1, x, (y + SIZE - frame * 2) % SIZE, 8, t=frame, tcell=4, tperiod=FRAMES)
        + value_noise(seed + 2, x, y, 4, t=frame, tcell=2, tperiod=FRAMES)) // 2)
    a, b = ((18, 40, 104), (34, 70, 150)) if deep else ((52, 118, 186), (86, 160, 214))

    def px(x, y):
        c = mix(a, b, fbm(seed + 5, x, y, (32, 16), (1, 1)))
        light = lit(hgt, x, y, SIZE, SIZE, 6)
        c = shade(c, light)
        if light > 300:  # glints on the crests
            c = mix(c, (230, 240, 250), min(200, (light - 300) * 2))
        return c

    return image_from(SIZE, SIZE, px)


ASPHALT_A, ASPHALT_B = (74, 74, 78), (100, 100, 104)
ROAD_EDGE = (214, 214, 200)
ROAD_DASH = (232, 196, 60)
VERGE = (128, 120, 96)


def road_cell(mask):
    """A road cell: asphalt, a verge and white edge lines where it does not connect, the
    yellow dashed centre line from the centre out to each connected side."""
    s = 32
    out = []
    n, e, so, w = mask & 1, mask & 2, mask & 4, mask & 8
    for y in range(s):
        for x in range(s):
            c = mix(ASPHALT_A, ASPHALT_B, fbm(101, x, y, (8, 2), (1, 1)))
            if h32(102, x, y) & 255 < 20:
                c = mix(c, (50, 50, 54), 128)
            # the verge and the edge line along the sides without a connection (inside 3 px,
            # the line at 3..4), continued through the corners of the connected sides
            near = []
            if not n:
                near.append(y)
            if not so:
                near.append(s - 1 - y)
            if not w:
                near.append(x)
            if not e:
                near.append(s - 1 - x)
            # the corners between two connected sides keep their edge marks
            corner = min(x, s - 1 - x) if (n and y < 5) or (so and y > s - 6) else 99
            corner2 = min(y, s - 1 - y) if (w and x < 5) or (e and x > s - 6) else 99
            d = min(near) if near else 99
            dc = max(corner, corner2) if corner < 99 and corner2 < 99 else 99
            d = min(d, dc)
            if d < 2:
                c = mix(VERGE, c, 64)
            elif d < 4:
                c = ROAD_EDGE
            # the centre dashes: 2 px wide along each connected arm, 4 on 4 off
            cx, cy = x - 15, y - 15
            if (n and cy <= 0 and 0 <= cx <= 1 and (-cy // 4) % 2 == 0) or \
               (so and cy >= 1 and 0 <= cx <= 1 and ((cy - 1) // 4) % 2 == 0) or \
               (w and cx <= 0 and 0 <= cy <= 1 and (-cx // 4) % 2 == 0) or \
               (e and cx >= 1 and 0 <= cy <= 1 and ((cx - 1) // 4) % 2 == 0):
                c = ROAD_DASH
            out.append(c)
    return out


def road():
    cells = [road_cell(m) for m in range(16)]
    return [cells[x // 32][y * 32 + x % 32] for y in range(32) for x in range(512)]


def bridge():
    """Planks across north-south travel: 4 px boards, dark gaps, nails, grain."""
    def px(x, y):
        board = y // 4
        c = mix((132, 92, 52), (182, 134, 82), h32(111, board) & 255)
        c = mix(c, (110, 76, 42), value_noise(112, x, y * 8 % 32, 8, period=32) // 3)
        if y % 4 == 3:
            c = (70, 46, 26)
        elif (x == 3 or x == 28) and y % 4 == 1:
            c = (60, 60, 60)  # nails over the beams
        return c

    return image_from(32, 32, px)


TEAM = [(52, 96, 240), (30, 210, 110)]  # rf_map_render.cpp rfTeamColour


def pad(team):
    """A home pad: concrete slab, a team-coloured border band, a white ring and an H."""
    tc = TEAM[team]

    def px(x, y):
        c = mix((132, 132, 126), (160, 158, 150), fbm(121, x, y, (8, 2), (1, 1), period=32))
        d = min(x, y, 31 - x, 31 - y)
        if d < 2:
            return mix(tc, (0, 0, 0), 80)
        if d < 3:
            return (230, 230, 220)
        dx, dy = 2 * x - 31, 2 * y - 31
        r2 = dx * dx + dy * dy
        if 19 * 19 <= r2 <= 23 * 23:
            return (236, 236, 228)
        if (abs(dx) <= 11 and abs(dx) >= 7 and abs(dy) <= 13) or (abs(dx) <= 11 and abs(dy) <= 2):
            return mix(tc, (255, 255, 255), 60)
        return c

    return image_from(32, 32, px)


def textures():
    out = {
        "grass": (LAND, LAND, grass()),
        "dry": (LAND, LAND, dry()),
        "sand": (SIZE, SIZE, sand()),
        "rock": (SIZE, SIZE, rock()),
        "rubble": (SIZE, SIZE, rubble()),
        "earth": (LAND, LAND, earth()),
        "concrete": (SIZE, SIZE, concrete()),
        "road": (512, 32, road()),
        "bridge": (32, 32, bridge()),
        "pad_0": (32, 32, pad(0)),
        "pad_1": (32, 32, pad(1)),
    }
    for f in range(FRAMES):
        out[f"shallow_{f}"] = (SIZE, SIZE, water(f, False))
        out[f"deep_{f}"] = (SIZE, SIZE, water(f, True))
    return out


def png(w, h, pixels):
    raw = b"".join(b"\x00" + bytes(ch for p in pixels[y * w:(y + 1) * w] for ch in p) for y in range(h))
    return png_rgb(w, h, raw)


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out_dir = os.path.join(root, "data", "rf", "art")
    check = False
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--check":
            check = True
        elif a == "-o" and args:
            out_dir = args.pop(0)
        else:
            print(f"make_art.py: unknown argument {a!r} (use -o DIR or --check)", file=sys.stderr)
            return 2
    bad = []
    for name, (w, h, px) in textures().items():
        data = png(w, h, px)
        path = os.path.join(out_dir, name + ".png")
        if check:
            if not generated_file.holds(path, data):
                bad.append(path)
            continue
        os.makedirs(out_dir, exist_ok=True)
        generated_file.write_atomic(path, data)
    if bad:
        for p in bad:
            print(f"{p}: differs from what tools/make_art.py makes (run tools/make_art.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
