#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The research interface's throughput (issue 42; docs/research.md "Speed"), beside the
simulation's own frame rate in the same run:

  sim          frames a second of rf_step alone (C++, the tank driving and firing)
  cells fs1    Env steps a second, observation "cells", frame_skip 1, random actions (goal 30,000)
  rgb84 fs1    Env steps a second, observation "rgb" 84 x 84 (the 3D view), frame_skip 1 (goal 7,000)
  rgb84 fs4    the same at frame_skip 4
  vec 1 / 2    VecEnv(8) and VecEnv(32) steps a second (all envs) on 1 thread and on 2,
               cells, frame_skip 1; the ratio by the wall clock (goal 1.8)

Each figure is the best of --repeat runs of --seconds each, as a rate of wall-clock time
(/s) and of the process's CPU time (/cpu-s: every thread's; what an idle core would give,
whatever else the machine runs); the load average is printed with them. The VecEnv's
ratio is by the wall clock only (its threads spin between steps), so it means something on
an idle machine only.

    PYTHONPATH=build/python python3 bench/rf_env_bench.py [--seconds S] [--repeat R] [--json]
"""

import argparse
import json
import os
import time

import numpy as np

from retrosim import rf

MAP = "proving_strait"


def best(fn, repeat):
    """The best (wall, CPU) rates of `repeat` runs: each run gives n and its two times."""
    runs = [fn() for _ in range(repeat)]
    return max(n / w for n, w, _ in runs), max(n / c for n, _, c in runs)


class Clock:
    def __init__(self):
        self.t0, self.c0 = time.perf_counter(), time.process_time()

    def wall(self):
        return time.perf_counter() - self.t0

    def result(self, n):
        return n, time.perf_counter() - self.t0, time.process_time() - self.c0


def sim_fps(seconds):
    n, clock = 0, Clock()
    while clock.wall() < seconds:
        n += rf._core.sim_frames(MAP, 2000, 1)
    return clock.result(n)


def env_sps(seconds, **kw):
    env = rf.Env(map=MAP, players=1, launch="tank", max_frames=0, **kw)
    env.reset(seed=1)
    acts = np.random.default_rng(1).integers(len(rf.ACTIONS), size=4096).tolist()
    n, clock = 0, Clock()
    step = env.step
    while clock.wall() < seconds:
        for a in acts[:512]:
            _, _, term, trunc, _ = step(a)
            if term or trunc:
                env.reset()
        n += 512
    return clock.result(n)


def vec_sps(seconds, threads, n_envs=8):
    vec = rf.VecEnv(n_envs, threads=threads, map=MAP, players=1, launch="tank", observation="cells", frame_skip=1,
                    max_frames=0)
    vec.reset(seed=1)
    rng = np.random.default_rng(1)
    acts = [rng.integers(len(rf.ACTIONS), size=n_envs) for _ in range(64)]
    n, clock = 0, Clock()
    while clock.wall() < seconds:
        for a in acts:
            vec.step(a)
        n += n_envs * len(acts)
    return clock.result(n)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    load0 = os.getloadavg()
    cases = [
        ("sim frames", lambda: sim_fps(args.seconds)),
        ("cells fs1 steps", lambda: env_sps(args.seconds, observation="cells", frame_skip=1)),
        ("rgb84 fs1 steps", lambda: env_sps(args.seconds, observation="rgb", size=(84, 84), frame_skip=1)),
        ("rgb84 fs4 steps", lambda: env_sps(args.seconds, observation="rgb", size=(84, 84), frame_skip=4)),
        ("vec8 1 thread steps", lambda: vec_sps(args.seconds, 1, 8)),
        ("vec8 2 threads steps", lambda: vec_sps(args.seconds, 2, 8)),
        ("vec32 1 thread steps", lambda: vec_sps(args.seconds, 1, 32)),
        ("vec32 2 threads steps", lambda: vec_sps(args.seconds, 2, 32)),
    ]
    r = {}
    for name, fn in cases:
        wall, cpu = best(fn, args.repeat)
        r[name + "/s"] = wall
        r[name + "/cpu-s"] = cpu
    # By the wall clock only: the pool's threads spin between steps, so CPU seconds say
    # nothing of two idle cores. Run it on an idle machine (the load average is printed).
    for n in (8, 32):
        r[f"vec{n} 2/1 ratio (wall)"] = r[f"vec{n} 2 threads steps/s"] / r[f"vec{n} 1 thread steps/s"]
    r["load average before, after"] = [round(load0[0], 2), round(os.getloadavg()[0], 2)]
    r["cpus"] = os.cpu_count()
    if args.json:
        print(json.dumps(r, indent=1))
    else:
        for k, v in r.items():
            print(f"{k:<28} {v:,.2f}" if isinstance(v, float) else f"{k:<28} {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
