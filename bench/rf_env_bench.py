#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The research interface's throughput (issue 42; docs/research.md "Speed"), beside the
simulation's own frame rate in the same run:

  sim          frames a second of rf_step alone (C++, the tank driving and firing)
  cells fs1    Env steps a second, observation "cells", frame_skip 1, random actions (goal 30,000)
  rgb84 fs1    Env steps a second, observation "rgb" 84 x 84 (the 3D view), frame_skip 1 (goal 7,000)
  rgb84 fs4    the same at frame_skip 4
  vec 1 / 2    VecEnv(8) steps a second (all envs) on 1 thread and on 2, cells, frame_skip 1;
               the ratio (goal 1.8)

Each figure is the best of --repeat runs of --seconds each; the machine's load average is
printed with them (other work on the cores lowers every figure, the ratio most). The VecEnv
is also measured in steps a CPU second (all its threads' time): when two threads cost no
more CPU a step than one, two idle cores give twice the steps.

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
    return max(fn() for _ in range(repeat))


def sim_fps(seconds):
    n, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        n += rf._core.sim_frames(MAP, 2000, 1)
    return n / (time.perf_counter() - t0)


def env_sps(seconds, **kw):
    env = rf.Env(map=MAP, players=1, launch="tank", max_frames=0, **kw)
    env.reset(seed=1)
    acts = np.random.default_rng(1).integers(len(rf.ACTIONS), size=4096).tolist()
    n, t0 = 0, time.perf_counter()
    step = env.step
    while time.perf_counter() - t0 < seconds:
        for a in acts[:512]:
            _, _, term, trunc, _ = step(a)
            if term or trunc:
                env.reset()
        n += 512
    return n / (time.perf_counter() - t0)


def vec_sps(seconds, threads, n_envs=8, cpu=False):
    vec = rf.VecEnv(n_envs, threads=threads, map=MAP, players=1, launch="tank", observation="cells", frame_skip=1,
                    max_frames=0)
    vec.reset(seed=1)
    rng = np.random.default_rng(1)
    acts = [rng.integers(len(rf.ACTIONS), size=n_envs) for _ in range(64)]
    n, t0, c0 = 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < seconds:
        for a in acts:
            vec.step(a)
        n += n_envs * len(acts)
    if cpu:  # steps a CPU second (every thread's time): what the threads cost, whatever the load
        return n / (time.process_time() - c0)
    return n / (time.perf_counter() - t0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    load0 = os.getloadavg()
    r = {}
    r["sim frames/s"] = best(lambda: sim_fps(args.seconds), args.repeat)
    r["cells fs1 steps/s"] = best(lambda: env_sps(args.seconds, observation="cells", frame_skip=1), args.repeat)
    r["rgb84 fs1 steps/s"] = best(lambda: env_sps(args.seconds, observation="rgb", size=(84, 84), frame_skip=1),
                                  args.repeat)
    r["rgb84 fs4 steps/s"] = best(lambda: env_sps(args.seconds, observation="rgb", size=(84, 84), frame_skip=4),
                                  args.repeat)
    r["vec8 1 thread steps/s"] = best(lambda: vec_sps(args.seconds, 1), args.repeat)
    r["vec8 2 threads steps/s"] = best(lambda: vec_sps(args.seconds, 2), args.repeat)
    r["vec 2/1 ratio"] = r["vec8 2 threads steps/s"] / r["vec8 1 thread steps/s"]
    r["vec8 1 thread steps/cpu-s"] = best(lambda: vec_sps(args.seconds, 1, cpu=True), args.repeat)
    r["vec8 2 threads steps/cpu-s"] = best(lambda: vec_sps(args.seconds, 2, cpu=True), args.repeat)
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
