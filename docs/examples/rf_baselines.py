#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Baselines on every bundled map (docs/research.md): a random agent and the computer player
(the bot drives player 1: Env(autopilot="bot:normal")) play the same number of frames
against the map's defences, scored with the default reward table; prints one line a map.

    PYTHONPATH=build/python python3 docs/examples/rf_baselines.py [--frames N] [--maps A,B]
"""

import argparse

import numpy as np

from retrosim import rf


def play(env, seed, steps, rng):
    env.reset(seed=seed)
    total, terms = 0.0, {}
    for _ in range(steps):
        _, reward, terminated, truncated, info = env.step(env.action_space.sample() if rng else 0)
        total += reward
        for k, v in info.get("terms", {}).items():
            terms[k] = terms.get(k, 0) + v
        if terminated or truncated:
            break
    return total, terms


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=20000, help="frames a game (default 20000: about 5.5 minutes)")
    ap.add_argument("--maps", default="", help="comma-separated map names (default: every bundled map)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    names = args.maps.split(",") if args.maps else rf.maps()
    frame_skip = 4
    steps = max(1, args.frames // frame_skip)
    print(f"{'map':<18} {'random':>8} {'bot':>8}  bot's events")
    for name in names:
        random_env = rf.Env(map=name, players=1, observation="cells", frame_skip=frame_skip, max_frames=0)
        random_env.action_space.seed(args.seed)
        bot_env = rf.Env(map=name, players=1, autopilot="bot:normal", observation="cells", frame_skip=frame_skip,
                         max_frames=0)
        r, _ = play(random_env, args.seed, steps, rng=True)
        b, terms = play(bot_env, args.seed, steps, rng=False)
        said = ", ".join(f"{k} {v:g}" for k, v in sorted(terms.items())) or "-"
        print(f"{name:<18} {r:8.2f} {b:8.2f}  {said}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
