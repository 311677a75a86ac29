#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A small agent trained with numpy alone (docs/research.md): it learns to drive the tank to a
waypoint. The policy is linear in three features of the tank's bearing to the waypoint
(sin, cos of the angle between its heading and the waypoint, and 1) over six driving
actions, its weights found by the cross-entropy method: each iteration samples a
population of weights, plays each for a short episode from the same start (the tank just
launched: reset once, then clone / restore), keeps the best fifth and refits the sampling
distribution to them. The return is the distance gained towards the waypoint in cells
(the reward table is off: the agent's own shaping). Writes the learning curve (the
population's mean and best return by iteration) as a PNG made with numpy and zlib.

    PYTHONPATH=build/python python3 docs/examples/rf_waypoint_agent.py [--iterations N] [--out curve.png]
"""

import argparse
import math
import struct
import zlib

import numpy as np

from retrosim import rf

DRIVE = [0, 1, 3, 4, 5, 6]  # none, forward, left, right, forward left, forward right (rf.ACTIONS)
TURN = 0x400000  # a heading's full turn (0 = north, clockwise)
CELL = 32 << 16  # a cell in 16.16 world pixels


def features(p, goal):
    dx, dy = goal[0] - p["x"], goal[1] - p["y"]
    bearing = math.atan2(dx, -dy)  # 0 north, clockwise, as the game's heading
    err = bearing - p["heading"] / TURN * 2 * math.pi
    return np.array([math.sin(err), math.cos(err), 1.0])


def distance(p, goal):
    return math.hypot(goal[0] - p["x"], goal[1] - p["y"]) / CELL


def episode(env, start, goal, w, steps):
    env.restore(start)
    d0 = distance(env.player(), goal)
    for _ in range(steps):
        a = DRIVE[int(np.argmax(features(env.player(), goal) @ w))]
        _, _, terminated, truncated, _ = env.step(a)
        if terminated or truncated or distance(env.player(), goal) < 0.5:
            break
    return d0 - distance(env.player(), goal)


def train(iterations, population, steps, seed):
    env = rf.Env(map="proving_strait", players=1, observation="cells", launch="tank", frame_skip=4, max_frames=0,
                 reward={})
    env.reset(seed=seed)
    start = env.clone()
    p = env.player()
    # designed: the waypoint 6 cells east and 8 south of where the tank leaves the lift: on
    # the island, off the road's line, so that the agent has to turn
    goal = (p["x"] + 6 * CELL, p["y"] + 8 * CELL)
    rng = np.random.default_rng(seed)
    mean, std = np.zeros((3, len(DRIVE))), np.ones((3, len(DRIVE)))
    curve = []
    for it in range(iterations):
        ws = mean + std * rng.standard_normal((population, 3, len(DRIVE)))
        returns = np.array([episode(env, start, goal, w, steps) for w in ws])
        elite = ws[np.argsort(returns)[-max(2, population // 5):]]
        mean, std = elite.mean(axis=0), elite.std(axis=0) + 0.05
        curve.append((returns.mean(), returns.max()))
        print(f"iteration {it + 1:3d}: mean {returns.mean():6.2f} best {returns.max():6.2f} cells "
              f"(start {distance(p, goal):.1f} cells away)")
    final = episode(env, start, goal, mean, steps)
    print(f"the learnt policy gains {final:.2f} of {distance(p, goal):.2f} cells")
    return np.array(curve), final


def write_png(path, rgb):
    h, w, _ = rgb.shape
    raw = b"".join(b"\x00" + rgb[y].tobytes() for y in range(h))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def plot(curve, path, width=480, height=270):
    """The curve as lines on a white picture: the mean blue, the best orange, a grey zero."""
    img = np.full((height, width, 3), 255, np.uint8)
    m = 24
    lo, hi = min(0.0, curve.min()), max(1e-6, curve.max())
    img[m:height - m, m] = img[height - m, m:width - m] = (0, 0, 0)  # axes
    def xy(i, v):
        x = m + (i * (width - 2 * m - 1)) // max(1, len(curve) - 1)
        y = height - m - int((v - lo) / (hi - lo) * (height - 2 * m - 1))
        return x, y
    zero = xy(0, 0.0)[1]
    img[zero, m + 1:width - m] = (200, 200, 200)
    for col, colour in ((0, (40, 90, 200)), (1, (230, 120, 20))):
        pts = [xy(i, v) for i, v in enumerate(curve[:, col])]
        for (x0, y0), (x1, y1) in zip(pts, pts[1:] or pts):
            n = max(abs(x1 - x0), abs(y1 - y0), 1)
            for t in range(n + 1):
                x, y = x0 + (x1 - x0) * t // n, y0 + (y1 - y0) * t // n
                img[max(0, y - 1):y + 2, max(0, x - 1):x + 2] = colour
    write_png(path, img)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--iterations", type=int, default=12)
    ap.add_argument("--population", type=int, default=20)
    ap.add_argument("--steps", type=int, default=60, help="steps an episode (4 frames each)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="waypoint_curve.png")
    args = ap.parse_args()
    curve, _ = train(args.iterations, args.population, args.steps, args.seed)
    plot(curve, args.out)
    print(f"learning curve: {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
