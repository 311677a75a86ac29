#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# The pack's drafts (issue 41 item 4, docs/maps.md): each bundled generated map of
# data/rf/maps/ was drafted by `retrosim rf map generate` with the options of its row below
# (the seed kept is the first one the hard checks and the bots accepted, from the row's seed
# on), then finished by hand in its text. This tool writes the draft of every row whose text
# is missing (never over a finished map), so a lost map can be drafted again:
#   tools/pack_draft.py build/retrosim [NAME ...]
import os
import re
import subprocess
import sys
import tempfile

# name, title, players, level, size, style, first seed tried
PACK = [
    # one player
    ("pelican_key", "Pelican Key", 1, 1, 64, "island", 1101),
    ("gannet_rock", "Gannet Rock", 1, 1, 64, "archipelago", 1102),
    ("coral_spur", "Coral Spur", 1, 2, 64, "rift", 1103),
    ("tern_island", "Tern Island", 1, 2, 80, "island", 1104),
    ("mangrove_bight", "Mangrove Bight", 1, 3, 80, "archipelago", 1105),
    ("osprey_shoal", "Osprey Shoal", 1, 3, 64, "rift", 1106),
    ("kelp_point", "Kelp Point", 1, 4, 80, "island", 1107),
    ("cormorant_isles", "Cormorant Isles", 1, 4, 96, "archipelago", 1108),
    ("ironwood_rift", "Ironwood Rift", 1, 5, 80, "rift", 1109),
    ("basalt_reef", "Basalt Reef", 1, 5, 96, "island", 1110),
    ("shingle_banks", "Shingle Banks", 1, 6, 80, "archipelago", 1111),
    ("heron_sound", "Heron Sound", 1, 7, 96, "rift", 1412),
    ("flint_holm", "Flint Holm", 1, 7, 96, "island", 1113),
    ("cinder_cays", "Cinder Cays", 1, 8, 96, "archipelago", 1114),
    ("storm_petrel", "Storm Petrel", 1, 8, 96, "rift", 1315),
    ("lighthouse_end", "Lighthouse End", 1, 9, 96, "island", 1116),
    # two players
    ("twin_gulls", "Twin Gulls", 2, 1, 64, "island", 2201),
    ("mirror_lagoon", "Mirror Lagoon", 2, 1, 64, "archipelago", 2202),
    ("brine_divide", "Brine Divide", 2, 2, 64, "rift", 2203),
    ("sandbar_duel", "Sandbar Duel", 2, 2, 80, "island", 2204),
    ("cape_contest", "Cape Contest", 2, 3, 80, "archipelago", 2205),
    ("tidewater_split", "Tidewater Split", 2, 3, 64, "rift", 2206),
    ("seawall_standoff", "Seawall Standoff", 2, 4, 80, "island", 2207),
    ("skerry_feud", "Skerry Feud", 2, 4, 80, "archipelago", 2208),
    ("broken_causeway", "Broken Causeway", 2, 5, 80, "rift", 2209),
    ("gull_channel", "Gull Channel", 2, 5, 96, "island", 2210),
    ("lantern_straits", "Lantern Straits", 2, 6, 96, "archipelago", 2211),
    ("anchor_rift", "Anchor Rift", 2, 6, 96, "rift", 2212),
    ("breakwater_bluff", "Breakwater Bluff", 2, 7, 96, "island", 2213),
    ("black_tide", "Black Tide", 2, 8, 96, "archipelago", 2214),
    ("trident_bay", "Trident Bay", 2, 8, 96, "rift", 2215),
    ("last_crossing", "The Last Crossing", 2, 9, 96, "island", 2216),
]


def draft(program, maps_dir, row):
    name, title, players, level, size, style, seed = row
    out = os.path.join(maps_dir, name + ".txt")
    if os.path.exists(out):
        print(f"{name}: kept (already there)")
        return True
    with tempfile.TemporaryDirectory() as tmp:
        rfm, txt = os.path.join(tmp, "m.rfm"), os.path.join(tmp, "m.txt")
        r = subprocess.run([program, "rf", "map", "generate", "--seed", str(seed), "--players", str(players),
                            "--level", str(level), "--size", str(size), "--style", style, "--tries", "6",
                            "-o", rfm, "--text", txt], capture_output=True, text=True)
        log = r.stdout.strip().splitlines()
        if r.returncode != 0:
            print(f"{name}: no seed accepted from {seed}: {r.stderr.strip()}", file=sys.stderr)
            return False
        kept = int(re.search(r"kept seed (\d+)", r.stdout).group(1))
        bots = next((l.split(": bots: ")[1] for l in log if l.startswith(f"seed {kept}: bots:")), "")
        text = open(txt).read()
    text = re.sub(r"^title: .*$", f"title: {title}", text, count=1, flags=re.M)
    text = re.sub(r"^author: .*$", f"author: retrosim generator, seed {kept}, by hand", text, count=1, flags=re.M)
    head = (f"# {title}: a free {players}-player map of retrosim, level {level}.\n"
            f"# Drafted by: retrosim rf map generate --seed {kept} --players {players} --level {level}"
            f" --size {size} --style {style}\n"
            f"# (tools/pack_draft.py; the bots' proof of the draft: {bots}); finished by hand.\n")
    with open(out, "w") as f:
        f.write(head + text)
    print(f"{name}: seed {kept}, {bots}")
    return True


def main():
    if len(sys.argv) < 2:
        print(__doc__ or "usage: tools/pack_draft.py PROGRAM [NAME ...]", file=sys.stderr)
        return 2
    program = os.path.abspath(sys.argv[1])
    maps_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "rf", "maps")
    rows = [r for r in PACK if len(sys.argv) == 2 or r[0] in sys.argv[2:]]
    ok = all([draft(program, maps_dir, r) for r in rows])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
