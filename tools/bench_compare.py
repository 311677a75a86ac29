#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Compare the benchmarks of two builds, run interleaved in one run (./dev bench --compare).

  tools/bench_compare.py --side LABEL=DIR [--side LABEL=DIR ...] --side tree=DIR
                         [--repetitions 5] [--filter REGEX] [--min-time 0.3] [--bench NAME ...]

Each DIR is a build directory with bench/<NAME> for every --bench NAME (default bench_rf_sim
and bench_rf_render); the last side (B) is compared with each earlier one (A). Repetition i
runs every bench binary of every side in turn (in reverse order on odd repetitions, so that a
drift of the machine's load falls on all alike), each once with --benchmark_format=json.
Printed for each earlier side and each benchmark both have: the median CPU time of A and of
B, the ratio B / A (< 1: B is faster) and each side's spread (the repetitions' max - min as a
percentage of the median). CPU time, not wall time: the machine is shared, and a descheduled
benchmark's wall time measures the other sessions.

  tools/bench_compare.py --self-test   checks the parsing and the ratio arithmetic
"""

import argparse
import json
import statistics
import subprocess
import sys

DEFAULT_BENCHES = ["bench_rf_sim", "bench_rf_render"]
_UNIT_NS = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}


def parse_run(text):
    """{benchmark name: CPU time in ns} of one Google Benchmark JSON report (iterations only)."""
    report = json.loads(text)
    out = {}
    for b in report.get("benchmarks", []):
        if b.get("run_type", "iteration") != "iteration" or "error_occurred" in b and b["error_occurred"]:
            continue
        unit = b.get("time_unit", "ns")
        if unit not in _UNIT_NS:
            raise ValueError(f"benchmark {b.get('name')}: unknown time unit {unit!r}")
        out[b["name"]] = float(b["cpu_time"]) * _UNIT_NS[unit]
    return out


def summarize(samples_a, samples_b):
    """Rows (name, median A, median B, B / A, spread A %, spread B %) for the names both have,
    in A's order. samples_*: {name: [ns, ...]}."""
    rows = []
    for name, a in samples_a.items():
        b = samples_b.get(name)
        if not a or not b:
            continue
        ma, mb = statistics.median(a), statistics.median(b)
        rows.append((name, ma, mb, mb / ma if ma > 0 else float("inf"), spread(a), spread(b)))
    return rows


def spread(samples):
    """max - min of the samples as a percentage of their median."""
    m = statistics.median(samples)
    return 100.0 * (max(samples) - min(samples)) / m if m > 0 else 0.0


def human(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.2f} us"
    return f"{ns:.1f} ns"


def format_table(rows, label_a, label_b, only_a, only_b):
    width = max([len("benchmark")] + [len(r[0]) for r in rows])
    lines = [f"{'benchmark':<{width}}  {label_a:>12}  {label_b:>12}  {'B/A':>6}  {'spread A':>8}  {'spread B':>8}"]
    for name, ma, mb, ratio, sa, sb in rows:
        lines.append(f"{name:<{width}}  {human(ma):>12}  {human(mb):>12}  {ratio:6.2f}  {sa:7.1f}%  {sb:7.1f}%")
    for name in only_a:
        lines.append(f"{name}: only in {label_a}")
    for name in only_b:
        lines.append(f"{name}: only in {label_b}")
    lines.append(f"median CPU time of each side's repetitions; B/A < 1: {label_b} is faster")
    return "\n".join(lines)


def run_bench(binary, filt, min_time):
    cmd = [binary, "--benchmark_format=json", f"--benchmark_min_time={min_time}"]
    if filt:
        cmd.append(f"--benchmark_filter={filt}")
    res = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if res.returncode != 0:
        raise RuntimeError(f"{binary} failed (exit {res.returncode}): {res.stderr.strip()[-400:]}")
    return parse_run(res.stdout)


def collect(dirs, benches, repetitions, filt, min_time, log):
    """{side: {name: [ns per repetition]}}, the sides run alternately."""
    samples = {side: {} for side in dirs}
    sides = list(dirs)
    for rep in range(repetitions):
        order = sides if rep % 2 == 0 else list(reversed(sides))
        for side in order:
            for bench in benches:
                log(f"repetition {rep + 1}/{repetitions}: {side} {bench}")
                for name, ns in run_bench(f"{dirs[side]}/bench/{bench}", filt, min_time).items():
                    samples[side].setdefault(name, []).append(ns)
    return samples


def self_test():
    report = json.dumps({"benchmarks": [
        {"name": "BM_A", "run_type": "iteration", "cpu_time": 2.5, "real_time": 9, "time_unit": "us"},
        {"name": "BM_B", "run_type": "iteration", "cpu_time": 1.5, "real_time": 2, "time_unit": "ms"},
        {"name": "BM_A_median", "run_type": "aggregate", "cpu_time": 7, "time_unit": "ns"},
        {"name": "BM_C", "run_type": "iteration", "cpu_time": 40, "time_unit": "ns"},
    ]})
    got = parse_run(report)
    assert got == {"BM_A": 2500.0, "BM_B": 1.5e6, "BM_C": 40.0}, got
    a = {"BM_A": [10.0, 30.0, 20.0], "BM_B": [100.0, 100.0, 100.0], "BM_OnlyA": [1.0]}
    b = {"BM_A": [5.0, 11.0, 10.0, 9.0, 50.0], "BM_B": [150.0, 150.0, 150.0]}
    rows = summarize(a, b)
    assert [r[0] for r in rows] == ["BM_A", "BM_B"], rows
    name, ma, mb, ratio, sa, sb = rows[0]
    assert (ma, mb, ratio) == (20.0, 10.0, 0.5), rows[0]
    assert abs(sa - 100.0) < 1e-9 and abs(sb - 450.0) < 1e-9, rows[0]
    assert rows[1][3] == 1.5 and rows[1][4] == 0.0, rows[1]
    table = format_table(rows, "e555d93", "tree", ["BM_OnlyA"], [])
    assert "BM_A" in table and "0.50" in table and "20.0 ns" in table and "BM_OnlyA: only in e555d93" in table, table
    assert human(1234.0) == "1.23 us" and human(2.5e6) == "2.50 ms", human(1234.0)
    assert parse_side("e555d93=build/x") == ("e555d93", "build/x")
    try:
        parse_side("no-label")
        raise AssertionError("a side without a label was accepted")
    except argparse.ArgumentTypeError:
        pass
    try:
        parse_run(json.dumps({"benchmarks": [{"name": "x", "cpu_time": 1, "time_unit": "fortnights"}]}))
        raise AssertionError("an unknown unit was accepted")
    except ValueError:
        pass
    print("bench_compare self-test: ok")
    return 0


def parse_side(text):
    label, sep, path = text.partition("=")
    if not sep or not label or not path:
        raise argparse.ArgumentTypeError(f"--side {text!r}: expected LABEL=DIR")
    return label, path


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--self-test", action="store_true")
    ap.add_argument("--side", action="append", type=parse_side, default=[])
    ap.add_argument("--repetitions", type=int, default=5)
    ap.add_argument("--filter", default="")
    ap.add_argument("--min-time", default="0.3")
    ap.add_argument("--bench", action="append")
    args = ap.parse_args(argv)
    if args.self_test:
        return self_test()
    if len(args.side) < 2:
        ap.error("at least two --side LABEL=DIR (build directories) are needed")
    if len({label for label, _ in args.side}) != len(args.side):
        ap.error("every --side needs its own label")
    if args.repetitions < 1:
        ap.error("--repetitions must be at least 1")
    benches = args.bench or DEFAULT_BENCHES

    def log(msg):
        print(f"[bench-compare] {msg}", file=sys.stderr, flush=True)

    dirs = dict(args.side)
    samples = collect(dirs, benches, args.repetitions, args.filter, args.min_time, log)
    label_b = args.side[-1][0]
    print(f"{len(dirs)} builds, {args.repetitions} repetitions interleaved: " +
          ", ".join(f"{label} = {path}" for label, path in args.side))
    for label_a, _ in args.side[:-1]:
        rows = summarize(samples[label_a], samples[label_b])
        only_a = [n for n in samples[label_a] if n not in samples[label_b]]
        only_b = [n for n in samples[label_b] if n not in samples[label_a]]
        print()
        print(format_table(rows, label_a, label_b, only_a, only_b))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
