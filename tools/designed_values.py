#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes docs/designed-values.md: every value marked `designed` in src/ (the lines
`grep -rn designed src` finds), the outcomes of the notes a designed value was tuned to, and
the original table of the user's RFIRE.BIN that replaces it (the loader's tables by virtual
address; rf-simulation.md gives the rest).

    python3 tools/designed_values.py > docs/designed-values.md
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

# The original table that replaces a file's designed values when RFIRE.BIN is read (the
# loader's tables by virtual address), or why none does. Longest prefix wins.
REPLACED_BY = [
    ("src/rf/data/bno_table", "BNO table 0x451438 (0x38 x 91)"),
    ("src/rf/data/bno_ids", "BNO table 0x451438 (the ids are its record numbers)"),
    ("src/rf/data/tile_table", "tile table 0x452858 (4 bytes x 240)"),
    ("src/rf/data/terrain", "tile table 0x452858 (terrain ids of its records)"),
    ("src/rf/data/vehicle_defs", "vehicle descriptors via 0x44afc8 (tank 0x44b3a8, jeep 0x44b690, MSV 0x44b978, heli 0x44bc60; 0xb8 dwords)"),
    ("src/rf/data/projectile_types", "projectile types 0x450a78 (0x3c x 12); explosion tables 0x450a48 / 0x450a60"),
    ("src/rf/data/shapes", "collision shapes (the part lists at graphic descriptor +8)"),
    ("src/rf/data/models", "graphic descriptors and models (read with the original art)"),
    ("src/rf/data/model_ids", "graphic descriptors and models (the original look)"),
    ("src/rf/data/explosion", "explosion descriptors and scripts (read in place; op table 0x44a9c0)"),
    ("src/rf/data/debris_programs", "debris programs 0x454ee8, sets 0x454e18 / 0x454730 / 0x44a0a0, gravity 0x4546b0 / 0x4546b4"),
    ("src/rf/data/level_options", "loadout 0x4438b8 (stock); the rest is FUN_004320c0's code"),
    ("src/rf/data/high_scores", "none: the RFire_HS record layout (code, not a table)"),
    ("src/rf/data/input_script", "none: retrosim's own script format"),
    ("src/rf/data/map_text", "none: retrosim's own text maps"),
    ("src/rf/data/rfm", "none: the RFM reader (the CD's maps replace our maps, not this code)"),
    ("src/rf/data/original_layout", "none: the CD's folder layout"),
    ("src/rf/data/raw_input", "none: the input reader"),
    ("src/rf/sim/bunker", "bunker menu 0x43f1d8 (the grid; menu +0x20 the zoom scripts)"),
    ("src/rf/sim/classes", "class descriptors (0x48 bytes each, rf-simulation.md §2)"),
    ("src/rf/sim/view_pass", "vehicle descriptors' camera fields ([0x31], [0x3a..0x51], [0xb0..0xb7]) with the renderer (the original look)"),
    ("src/rf/sim/vehicle_fire", "the muzzle vectors the notes name (0x44d0b0, 0x44d088, 0x44f218 / 0x44f230)"),
    ("src/rf/sim/", "none: a reading of the notes in code (behaviour, not table data)"),
    ("src/rf/sound/", "none: the sound (the CD's samples and score play instead, issue 25)"),
    ("src/rf/", "none: the game layer"),
    ("src/gta/", "none: GTA (its data comes from the user's GTA files, not RFIRE.BIN)"),
    ("src/view/", "none: presentation (the CD's art is the original look's)"),
    ("src/app/", "none: the program"),
    ("src/platform/", "none: the platform layer"),
    ("src/core/", "none: shared core"),
]

# The pinned outcomes that rest on a value tuned to them (the labels
# are the audit's: D = rf-simulation.md §7's driving line (sim_test), T = the twoplayer_test line
# (§11), A = the ai_test turret line (§9), C = the combat_test line (§7)).
OUTCOMES = [
    ("D1", "Tank: lift 294 ticks",
     "the zoom script's step lengths 60/50/40/10/26 = 186 ticks (\"~190\") with the notes' rise (32 px at 0x4ccc/tick): src/rf/sim/bunker.hpp kZoomScript",
     "tests/rf/sim/launch/launch_test.cpp TankTakes294TicksFromSelectToControl",
     "the zoom script behind bunker menu 0x43f1d8 +0x20 (steps 0x4042b0..0x404430)"),
    ("D8", "sinks at row 80 and is back in the select screen 146 ticks later",
     "the to-select fade 0x930/tick (with the notes' respawn delay 120): src/rf/sim/bunker.hpp kToSelectFade",
     "tests/rf/sim/launch/return_test.cpp SunkTankIsBackInTheSelectScreen146TicksLater",
     "no listed table: the fade of 0x4280d0 (code)"),
    ("T1", "both launch on the same frame (tank / jeep)",
     "the same zoom script for every type (186 ticks): src/rf/sim/bunker.hpp kZoomScript",
     "tests/rf/sim/launch/two_player_test.cpp BothSelectScreensLaunchOnTheSameFrame",
     "bunker menu 0x43f1d8 +0x20 (a script per type)"),
    ("A1", "wakes with the tank 165 px away",
     "the rendered area's half height 165 px (and 264 px = 1.6 x 165 wide): src/rf/sim/view_pass.hpp kViewHalfHeight",
     "tests/rf/sim/turret/turret_test.cpp ALargeTowerWakesWithTheTank165PxAway",
     "vehicle descriptors' camera fields (0x44afc8) through the renderer's projection"),
    ("A3", "5 tank shells destroy it (5 debris, BNO 60)",
     "large tower strength 5 (src/rf/data/bno_table.cpp); the tower model's 5 turret faces classed for debris (data/rf/models/large_tower.obj)",
     "tests/rf/sim/turret/turret_test.cpp FiveTankShellsDestroyTheAwakeTower",
     "BNO table 0x451438 (hit points); the tower models 0x441840 / 0x4418a0 (the original look)"),
    ("C1", "bush: 1 shell -> BNO_DEST_BUSH_1 (2 debris)",
     "bush strength 1, the id 68 of BNO_DEST_BUSH_1, the bush model's 2 debris faces (bno_table.cpp, bno_ids.hpp, data/rf/models/bush.obj)",
     "tests/rf/sim/combat/combat_test.cpp",
     "BNO table 0x451438; the bush model (the original look)"),
    ("C2", "wall column WALL_V: 5 shells, neighbours -> RDMG/LDMG_WALL_V, cell -> terrain 0x6a",
     "wall strength 5; the wall's destroy script (op 5 neighbour states, op 4) (bno_table.cpp, explosion_scripts.cpp)",
     "tests/rf/sim/combat/combat_test.cpp",
     "BNO table 0x451438; explosion descriptors (read in place)"),
    ("C3", "building BLDG_S: 5 shells -> BNO_STD_DEST",
     "building strength 5 with armour 1.5 (shells of 1.0 still take the minimum 1); the id 57 of STD_DEST (bno_table.cpp)",
     "tests/rf/sim/combat/combat_test.cpp",
     "BNO table 0x451438"),
    ("C4", "tower: 5 shells -> 5 turret debris, BNO_DMG_TOWER",
     "tower strength 5; the turret part's 5 debris faces (bno_table.cpp, data/rf/models/tower.obj)",
     "tests/rf/sim/combat/combat_test.cpp, tests/rf/sim/damage/damage_test.cpp",
     "BNO table 0x451438; the tower model (the original look)"),
    ("C7", "MSV rockets fly over bushes, 3 destroy a factory",
     "factory strength 5 (rockets of 2.0: 5 -> 3 -> 1 -> 0); the launcher 9 px up over bushes of 7 px (bno_table.cpp, vehicle_fire.cpp kMsvLauncher)",
     "tests/rf/sim/combat/combat_test.cpp",
     "BNO table 0x451438; the MSV launcher 0x44d0b0 and tube offsets 0x44d088"),
    ("C8", "heli guns hit the ground 68 px ahead",
     "the heli's muzzle offsets (-/+5, -12, -3) px (vehicle_fire.cpp kHeliMuzzle) with the notes' 39 deg pitch",
     "tests/rf/sim/combat/combat_test.cpp",
     "the muzzle vectors 0x44f218 / 0x44f230"),
    ("C9", "3 dropped missiles destroy a building",
     "armour 1.5 for buildings that house men, so a missile of 4.0 takes 2 of strength 5 (bno_table.cpp / bno_table.hpp)",
     "tests/rf/sim/damage/damage_test.cpp, tests/rf/sim/combat/combat_test.cpp",
     "BNO table 0x451438 (armour, mult)"),
    ("A4", "Target gone -> rest in 175 ticks",
     "the rest turns the yaw, then the pitch (kTurretRestReading): both at once can never take 175 ticks (at most 162 at dt 1); one after the other 1 + 23 + 151 = 175 at dt 1 (src/rf/sim/turret.hpp)",
     "tests/rf/sim/turret/turret_test.cpp RestReadingsAtDt1AndDt2, RestsIn175TicksAtDt1",
     "none: the order is the rest think 0x423ac0's code"),
    ("A7", "surfaces under it 341 ticks later",
     "the sub jumps once 240 ticks are counted (>= 240), so that with its first update on the frame after SpawnSub it surfaces at 341 (src/rf/sim/sub.cpp subIdle)",
     "tests/rf/sim/sub/sub_test.cpp HeliOffTheWestEdgeSurfaceMissileDeathDiveRemoved",
     "none: the sub's idle think 0x407470 (code)"),
    ("A8", "missile 181 ticks after that",
     "+0x60 holds the fire tick (surfaced + 180), so that the missile leaves on the first tick past it: 181 ticks (src/rf/sim/sub.cpp subSurface)",
     "tests/rf/sim/sub/sub_test.cpp HeliOffTheWestEdgeSurfaceMissileDeathDiveRemoved",
     "none: the sub's fire think 0x407620 (code)"),
    ("G1", "GTA: the fire engine stops 4 blocks from the fire after about 530 frames and heads home at frame 910 (gta-objects.md, tests/fire_test.c)",
     "the drive of a car (the notes give only \"cruise speed 6\"): cruise unit 1/4 px, accel 1/64, brake 1/32, corner speed 3/8, footbrake 1/16 px a frame (src/gta/sim/drive.hpp), so that the NYC run stops near frame 530 and heads home near 910",
     "tests/gta/sim/fire_test.cpp TheNotesRunOnNycsStreetsStopsAndHeadsHomeWithin10PercentOfTheNotes",
     "none: GTA's driver (Sentinel_DriveCar) is not in the notes"),
    ("C10", "guns break a bridge deck (5 planks, BNO 76)",
     "deck strength 3 (bno_table.cpp); planks = 2 + strength + the last hit's overkill, at most 8 (src/rf/sim/damage.cpp bridgeDestroyed)",
     "tests/rf/sim/combat/combat_test.cpp HeliGunsBreakABridgeDeckIntoPlanks",
     "BNO table 0x451438 (strength); the count itself is the bridge handler 0x41f9a0's code"),
]


def replaced_by(path):
    best = ""
    text = "none"
    for prefix, what in REPLACED_BY:
        if path.startswith(prefix) and len(prefix) > len(best):
            best, text = prefix, what
    return text


def comment_of(line):
    """The text after // of a line that is only a comment, else None."""
    t = line.strip()
    return t[2:].strip() if t.startswith("//") else None


def designed_lines():
    """Every designed comment of src/: (file, line, the whole comment). A comment goes on over
    the comment-only lines that follow it (a blank comment line or code ends it), so the
    reasons on the lines after "designed:" are kept."""
    rows = []
    for base, _dirs, files in os.walk(os.path.join(ROOT, "src")):
        for name in files:
            if not name.endswith((".cpp", ".hpp")):
                continue
            full = os.path.join(base, name)
            rel = os.path.relpath(full, ROOT).replace(os.sep, "/")
            with open(full, encoding="utf-8") as f:
                lines = f.read().split("\n")
            n = 0
            while n < len(lines):
                line = lines[n]
                n += 1
                if "designed" not in line:
                    continue
                i = line.find("//")
                text = line[i + 2:].strip() if i >= 0 else line.strip()
                first = n
                while n < len(lines):
                    more = comment_of(lines[n])
                    if not more or "designed" in more:
                        break
                    text += " " + more
                    n += 1
                text = re.sub(r"\s+", " ", text).replace("|", "\\|")
                rows.append((rel, first, text))
    rows.sort()
    return rows


# An outcome of the notes named in a designed comment: "A4", "D13", "(T1)", "C10", "G1".
OUTCOME_ID = re.compile(r"(?<![\w.])([DACTRG]\d{1,2})(?![\w.])")


def missing_outcomes(rows):
    """The designed comments naming an outcome id the outcome table has no row for."""
    known = {o[0] for o in OUTCOMES}
    out = []
    for rel, n, text in rows:
        if not rel.startswith(("src/rf/", "src/gta/")):
            continue
        for m in OUTCOME_ID.finditer(text):
            if m.group(1) not in known:
                out.append("%s:%d: names outcome %s, which is not in the outcome table of tools/designed_values.py" %
                           (rel, n, m.group(1)))
    return out


def main():
    rows = designed_lines()
    if len(sys.argv) > 1 and sys.argv[1] == "--check":
        # the check (ctest designed_values_complete): every outcome a designed comment names is
        # in the table, and docs/designed-values.md is what this tool writes
        import io
        problems = missing_outcomes(rows)
        # the check itself: a comment naming an outcome the table lacks is found
        if not missing_outcomes([("src/rf/sim/x.cpp", 1, "designed: tuned to A99")]):
            problems.append("tools/designed_values.py: missing_outcomes finds nothing for A99")
        buf = io.StringIO()
        write(rows, buf)
        with open(os.path.join(ROOT, "docs", "designed-values.md"), encoding="utf-8") as f:
            if f.read() != buf.getvalue():
                problems.append("docs/designed-values.md: not what tools/designed_values.py writes "
                                "(run: python3 tools/designed_values.py > docs/designed-values.md)")
        for p in problems:
            print(p)
        return 1 if problems else 0
    write(rows, sys.stdout)
    return 0


def write(rows, out):
    out.write("# Designed values\n\n")
    out.write("Where the notes give no value (a shape, a BNO's hit points, a script's bytes, a step length), retrosim\n")
    out.write("designs one consistent with every outcome the notes report and marks it `designed` in the source\n")
    out.write("(STYLE.md). This file lists all of them, the outcomes they were tuned to, and which original table of the\n")
    out.write("user's RFIRE.BIN replaces them when the loader reads it (the tables by virtual address as the\n")
    out.write("loader lists them; rf-simulation.md names the rest). Generated: `python3 tools/designed_values.py >\n")
    out.write("docs/designed-values.md` (it reads every `designed` comment of `src/`, whole: a comment goes\n")
    out.write("on over the comment lines after it). `ctest -R designed_values_complete` fails when this file is\n")
    out.write("stale or a designed comment names an outcome (\"A4\", \"G1\") the table below lacks.\n\n")
    out.write("## The outcomes that rest on a tuned value\n\n")
    out.write("Of the pinned outcomes of the notes, these hold because a designed value was chosen for them. With the\n")
    out.write("original tables they must come out of the original values instead; the tests named are the ones to\n")
    out.write("watch when the tables are swapped.\n\n")
    out.write("| | the notes' outcome | designed value(s) | test | replaced by |\n|---|---|---|---|---|\n")
    for o in OUTCOMES:
        out.write("| %s | %s | %s | %s | %s |\n" % o)
    out.write("\nTwo designed values have no original field to come from:\n\n")
    out.write("- `kProjExactAim` (src/rf/data/projectile_types.hpp, types 3 and 4): a flag bit of ours. The original\n")
    out.write("  type table 0x450a78 gives the flags of types 3 and 4 without it; the loader keeps the bit from the\n")
    out.write("  designed rows (kProjOwnFlags, src/rf/data/original_tables.cpp), so with the CD's tables too the\n")
    out.write("  turret's shells fly the exact aim and no blind band returns (tests/rf/original_tables_sweep_test.cpp).\n")
    out.write("- The rendered area (A1): the original's comes from the camera and the renderer, not from one table field.\n")
    out.write("\n## By file: what replaces it\n\n")
    out.write("| file | designed lines | replaced by |\n|---|---|---|\n")
    counts = {}
    for rel, _n, _t in rows:
        counts[rel] = counts.get(rel, 0) + 1
    for rel in sorted(counts):
        out.write("| %s | %d | %s |\n" % (rel, counts[rel], replaced_by(rel)))
    out.write("\n%d designed lines in %d files.\n\n" % (len(rows), len(counts)))
    out.write("## Every designed line\n\n")
    current = None
    for rel, n, text in rows:
        if rel != current:
            current = rel
            out.write("\n### %s\n\n" % rel)
        out.write("- %d: %s\n" % (n, text))


if __name__ == "__main__":
    sys.exit(main())
