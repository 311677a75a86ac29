#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""tools/make_score.py's hairpins: !< ramps the notes up to the next loudness mark in a
straight line of ticks, !> down; a hairpin that the next mark does not close the right way,
or that no mark closes, is one error naming the line."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
import make_score  # noqa: E402

HEAD = "title: t\ncomposer: c\narranger: retrosim\ntempo: 120\ntime: 4/4\nloop: 1\n"


def velocities(body):
    _, parts, _, _, _ = make_score.parse("t.score", HEAD + "part a program=0 channel=1\n" + body)
    return [n[3] for n in parts[0].notes]


def error(body):
    try:
        velocities(body)
    except make_score.ScoreError as e:
        return str(e)
    return ""


def main():
    failures = []

    def check(what, got, want):
        if got != want:
            failures.append(f"{what}: {got!r}, expected {want!r}")

    # p (50) to f (96) over a bar of four crotchets: 50, 61, 73, 84, then f
    check("crescendo", velocities("!p !< | C4:4 C4 C4 C4 | !f C4:1 |"), [50, 61, 73, 84, 96])
    check("diminuendo", velocities("!ff !> | C4:2 C4 | !pp C4:1 |"), [112, 74, 36])
    check("plain marks", velocities("!mf | C4:2 !f C4 |"), [80, 96])
    check("no louder mark", error("!f !<\n| C4:1 | !p C4:1 |"),
          "t.score: line 9: expected a loudness above 96 closing the hairpin !< of line 8, found 50")
    check("unclosed", error("!p !< | C4:1 |"),
          "t.score: line 8: expected a loudness closing the hairpin !< in part a, found the end of the part")
    for f in failures:
        print("FAILED:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
