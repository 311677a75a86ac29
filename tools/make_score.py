#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Compiles retrosim's text scores (data/rf/music/*.score) to Standard MIDI files (.mid).

    tools/make_score.py                 every data/rf/music/*.score -> the .mid beside it
    tools/make_score.py A.score -o A.mid
    tools/make_score.py --check         exit 1 when a committed .mid differs from its score

Python 3 standard library only. The output is a format-1 SMF, 480 ticks a quarter note:
track 0 holds the tempo map, the time signature and the "loop" marker (music_player.hpp);
each part is a track of its own on its channel. The same text gives the same bytes.

The text format (docs/sound.md "The score format"):

    title: Mars, the Bringer of War          ; header lines: name: value (';' starts a comment)
    composer: Gustav Holst (1914)
    arranger: retrosim
    tempo: 160                               ; quarter notes a minute at the start
    time: 5/4
    loop: 1                                  ; the bar (1-based) the loop starts at; none: once

    part horns program=60 channel=1 volume=100 pan=64 reverb=40
    | G3:8t G3 G3 G3:4 G3 G3:8 G3 G3:4 |     ; bars between |, checked against the time
    ( | ... | ... | )x4                      ; a group of bars played 4 times

A note is PITCH[OCTAVE][:DURATION]: c d e f g a b with # or b (C#4, Bb3), octave 4 the middle C's;
r a rest; [C4 E4 G4] a chord; a duration is 1 2 4 8 16 32, dotted with '.', a triplet with 't';
without one the last duration goes on. A '~' after a note ties it into the next one of the
same pitch. Drum names on channel 10 (kick snare hat ...) instead of pitches. !pp !p !mp !mf !f !ff
set the loudness; !< (crescendo) or !> (diminuendo) ramps the notes from there in a straight line
to the next loudness mark; T120 changes the tempo at that point (any part; one tempo map).
"""

import os
import re
import struct
import sys

import generated_file

PPQ = 480
DYNAMICS = {"ppp": 24, "pp": 36, "p": 50, "mp": 64, "mf": 80, "f": 96, "ff": 112, "fff": 124}
DRUMS = {
    "kick": 36, "kick2": 35, "snare": 38, "rim": 37, "clap": 39, "hat": 42, "ohat": 46, "pedal": 44,
    "crash": 49, "crash2": 57, "ride": 51, "china": 52, "splash": 55, "tom1": 50, "tom2": 48,
    "tom3": 45, "tom4": 43, "ftom": 41, "tamb": 54, "bell": 53, "cowbell": 56, "tri": 81,
}
NOTE_BASE = {"c": 0, "d": 2, "e": 4, "f": 5, "g": 7, "a": 9, "b": 11}


class ScoreError(Exception):
    pass


def fail(path, line, expected, found):
    raise ScoreError(f"{path}: line {line}: expected {expected}, found {found}")


def duration_ticks(text, path, line):
    m = re.fullmatch(r"(1|2|4|8|16|32)(\.?)(t?)", text)
    if not m:
        fail(path, line, "a duration 1 2 4 8 16 32 (with . or t)", repr(text))
    ticks = PPQ * 4 // int(m.group(1))
    if m.group(2):
        ticks = ticks * 3 // 2
    if m.group(3):
        ticks = ticks * 2 // 3
    return ticks


def pitch_number(text, path, line, drums):
    low = text.lower()
    if drums:
        if low in DRUMS:
            return DRUMS[low]
        fail(path, line, "a drum name (" + " ".join(sorted(DRUMS)) + ")", repr(text))
    m = re.fullmatch(r"([a-g])(#|b)?(-?\d)", low)
    if not m:
        fail(path, line, "a pitch such as C4, F#3 or Bb5", repr(text))
    n = NOTE_BASE[m.group(1)] + (1 if m.group(2) == "#" else -1 if m.group(2) == "b" else 0)
    n += (int(m.group(3)) + 1) * 12
    if not 0 <= n <= 127:
        fail(path, line, "a pitch within MIDI's 0..127", repr(text))
    return n


class Part:
    def __init__(self, name, attrs, path, line):
        self.name = name
        self.program = int(attrs.get("program", 0))
        self.channel = int(attrs.get("channel", 1)) - 1
        self.volume = int(attrs.get("volume", 100))
        self.pan = int(attrs.get("pan", 64))
        self.reverb = int(attrs.get("reverb", 40))
        self.transpose = int(attrs.get("transpose", 0))
        if not 0 <= self.channel <= 15:
            fail(path, line, "channel=1..16", attrs.get("channel"))
        self.drums = self.channel == 9
        self.notes = []  # (tick, length, key, velocity)
        self.tick = 0
        self.dur = PPQ
        self.vel = DYNAMICS["mf"]
        self.tied = {}  # key -> index in notes of a note tied into the next
        self.hairpin = None  # an open !< / !>: (first note, tick, loudness, '<' or '>', line)
        self.tokens = []  # (token, line) as written, groups not yet expanded


def tokenize_bars(text):
    """The body's tokens, with ( and )xN as their own tokens."""
    return re.findall(r"\(|\)x\d+|\||\[[^\]]*\](?::[0-9.t]+)?~?|[^\s|()\[\]]+", text)


def expand(tokens, path):
    """(token, line) pairs with every (...)xN group written out."""
    stack = [[]]
    opened = []
    for t, line in tokens:
        if t == "(":
            stack.append([])
            opened.append(line)
        elif t.startswith(")x"):
            if len(stack) == 1:
                fail(path, line, "a '(' before " + t, "none")
            group = stack.pop()
            opened.pop()
            stack[-1].extend(group * int(t[2:]))
        else:
            stack[-1].append((t, line))
    if len(stack) != 1:
        fail(path, opened[-1], "')xN' closing the '(' of this line", "an unclosed group")
    return stack[0]


def close_hairpin(part, target, path, line):
    """The notes since the hairpin's start get louder (<) or softer (>) in a straight line of
    ticks from its loudness to `target` at this point."""
    first, t0, v0, kind, opened = part.hairpin
    part.hairpin = None
    if (kind == "<" and target <= v0) or (kind == ">" and target >= v0):
        fail(path, line, f"a loudness {'above' if kind == '<' else 'below'} {v0} closing the hairpin !{kind} "
             f"of line {opened}", str(target))
    span = max(1, part.tick - t0)
    for i in range(first, len(part.notes)):
        tick, length, key, _ = part.notes[i]
        part.notes[i] = (tick, length, key, v0 + (target - v0) * (tick - t0) // span)


def add_tokens(part, tokens, bar_ticks, tempos, path):
    bar_start = part.tick
    for tok, line in tokens:
        if tok == "|":
            if part.tick != bar_start and part.tick - bar_start != bar_ticks:
                fail(path, line, f"a bar of {bar_ticks} ticks in part {part.name}",
                     f"{part.tick - bar_start} ticks (bar ending at tick {part.tick})")
            bar_start = part.tick
            continue
        if tok in ("!<", "!>"):  # a hairpin: the notes up to the next loudness ramp to it
            if part.hairpin is not None:
                fail(path, line, "a loudness closing the hairpin of line " + str(part.hairpin[4]), repr(tok))
            part.hairpin = (len(part.notes), part.tick, part.vel, tok[1], line)
            continue
        if tok.startswith("!"):
            if tok[1:] not in DYNAMICS:
                fail(path, line, "a loudness !pp !p !mp !mf !f !ff !fff (or a hairpin !< !>)", repr(tok))
            target = DYNAMICS[tok[1:]]
            if part.hairpin is not None:
                close_hairpin(part, target, path, line)
            part.vel = target
            continue
        if re.fullmatch(r"T\d+", tok):
            tempos.append((part.tick, int(tok[1:])))
            continue
        tie = tok.endswith("~")
        if tie:
            tok = tok[:-1]
        if tok.startswith("["):
            inner, _, dur = tok[1:].partition("]")
            dur = dur[1:] if dur.startswith(":") else ""
            names = inner.split()
        else:
            name, _, dur = tok.partition(":")
            names = [name]
        if dur:
            part.dur = duration_ticks(dur, path, line)
        if names == ["r"]:
            part.tick += part.dur
            continue
        keys = [pitch_number(n, path, line, part.drums) + (0 if part.drums else part.transpose) for n in names]
        for k in keys:
            if k in part.tied:  # a tie into this note: the held one gets longer
                i = part.tied.pop(k)
                t0, length, key, vel = part.notes[i]
                part.notes[i] = (t0, length + part.dur, key, vel)
                if tie:
                    part.tied[k] = i
                continue
            part.notes.append((part.tick, part.dur, k, part.vel))
            if tie:
                part.tied[k] = len(part.notes) - 1
        part.tick += part.dur


def parse(path, text):
    header = {}
    parts = []
    tempos = []
    current = None
    bar_ticks = PPQ * 4
    for n, raw in enumerate(text.splitlines(), 1):
        s = raw.split(";", 1)[0].strip()
        if not s:
            continue
        m = re.fullmatch(r"(title|composer|arranger|work|tempo|time|loop|note)\s*:\s*(.*)", s)
        if m and current is None:
            header[m.group(1)] = m.group(2).strip()
            if m.group(1) == "time":
                tm = re.fullmatch(r"(\d+)/(1|2|4|8|16)", m.group(2).strip())
                if not tm:
                    fail(path, n, "time: N/D", repr(m.group(2)))
                bar_ticks = PPQ * 4 * int(tm.group(1)) // int(tm.group(2))
            continue
        m = re.fullmatch(r"part\s+(\S+)(.*)", s)
        if m:
            attrs = dict(re.findall(r"(\w+)=(\S+)", m.group(2)))
            current = Part(m.group(1), attrs, path, n)
            same = [p for p in parts if p.name == current.name]
            if same:  # a part named again goes on where it stopped
                current = same[0]
            else:
                parts.append(current)
            continue
        if current is None:
            fail(path, n, "a header line (title: ...) or 'part NAME ...'", repr(s))
        current.tokens.extend((t, n) for t in tokenize_bars(s))
    for key in ("title", "composer", "arranger", "tempo", "time", "loop"):
        if key not in header:
            fail(path, 1, f"a '{key}:' header line", "none")
    if not parts:
        fail(path, 1, "at least one part", "none")
    for p in parts:
        add_tokens(p, expand(p.tokens, path), bar_ticks, tempos, path)
        if p.hairpin is not None:
            fail(path, p.hairpin[4], f"a loudness closing the hairpin !{p.hairpin[3]} in part {p.name}",
                 "the end of the part")
    end = max(p.tick for p in parts)
    for p in parts:
        if p.tick != end:
            raise ScoreError(f"{path}: part {p.name}: expected {end} ticks like the longest part, found {p.tick}")
        if p.tied:
            raise ScoreError(f"{path}: part {p.name}: a tie '~' at the end with no note to tie into")
    if end % bar_ticks != 0:
        raise ScoreError(f"{path}: expected whole bars, found {end} ticks ({end / bar_ticks:.2f} bars)")
    loop = header["loop"]
    if loop == "none":
        loop_tick = None
    elif loop.isdigit() and 1 <= int(loop) <= end // bar_ticks:
        loop_tick = (int(loop) - 1) * bar_ticks
    else:
        fail(path, 1, f"loop: none or a bar 1..{end // bar_ticks}", repr(loop))
    return header, parts, tempos, end, loop_tick


def vlq(v):
    out = [v & 0x7F]
    v >>= 7
    while v:
        out.append(0x80 | (v & 0x7F))
        v >>= 7
    return bytes(reversed(out))


def track_chunk(events, end):
    """events: (tick, order, bytes); written in tick order, then End of Track at `end`."""
    data = bytearray()
    last = 0
    for tick, _, body in sorted(events, key=lambda e: (e[0], e[1])):
        data += vlq(tick - last) + body
        last = tick
    data += vlq(end - last) + b"\xff\x2f\x00"
    return b"MTrk" + struct.pack(">I", len(data)) + bytes(data)


def meta(kind, body):
    return bytes([0xFF, kind]) + vlq(len(body)) + body


def compile_score(path, text):
    header, parts, tempos, end, loop_tick = parse(path, text)
    num, den = (int(x) for x in header["time"].split("/"))
    t0 = [(0, 0, meta(0x03, header["title"].encode("utf-8")))]
    t0.append((0, 1, meta(0x02, ("arranged by " + header["arranger"] + "; " + header["composer"]).encode("utf-8"))))
    t0.append((0, 2, meta(0x58, bytes([num, den.bit_length() - 1, 24, 8]))))
    tempo_map = [(0, int(header["tempo"]))] + sorted(tempos)
    for i, (tick, bpm) in enumerate(tempo_map):
        t0.append((tick, 3 + i, meta(0x51, struct.pack(">I", 60000000 // bpm)[1:])))
    if loop_tick is not None:
        t0.append((loop_tick, 1000, meta(0x06, b"loop")))
    chunks = [track_chunk(t0, end)]
    for p in parts:
        ch = p.channel
        ev = [(0, 0, meta(0x03, p.name.encode("utf-8")))]
        if not p.drums:
            ev.append((0, 1, bytes([0xC0 | ch, p.program])))
        ev.append((0, 2, bytes([0xB0 | ch, 7, p.volume])))
        ev.append((0, 3, bytes([0xB0 | ch, 10, p.pan])))
        ev.append((0, 4, bytes([0xB0 | ch, 91, p.reverb])))
        order = 10
        for tick, length, key, vel in p.notes:
            # a note's off comes before any note starting at the same tick (order 5 < 10+)
            off = min(tick + length - (0 if p.drums else 6), end) if length > 12 else tick + length
            ev.append((max(off, tick + 1), 5, bytes([0x80 | ch, key, 0])))
            ev.append((tick, order, bytes([0x90 | ch, key, vel])))
            order += 1
        chunks.append(track_chunk(ev, end))
    head = b"MThd" + struct.pack(">IHHH", 6, 1, len(chunks), PPQ)
    return head + b"".join(chunks), header


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    folder = os.path.join(root, "data", "rf", "music")
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    jobs = []
    if "-o" in args:
        i = args.index("-o")
        jobs = [(args[0], args[i + 1])]
    elif args:
        jobs = [(a, os.path.splitext(a)[0] + ".mid") for a in args]
    else:
        for name in sorted(os.listdir(folder)):
            if name.endswith(".score"):
                jobs.append((os.path.join(folder, name), os.path.join(folder, name[:-6] + ".mid")))
    bad = 0
    for src, out in jobs:
        try:
            with open(src, encoding="utf-8") as f:
                data, header = compile_score(src, f.read())
        except ScoreError as e:
            print(f"make_score: {e}", file=sys.stderr)
            return 1
        except OSError as e:
            print(f"make_score: {src}: cannot read: {e.strerror}", file=sys.stderr)
            return 1
        if check:
            if not generated_file.holds(out, data):
                print(f"make_score: {out}: differs from {src} (run tools/make_score.py)", file=sys.stderr)
                bad = 1
            continue
        generated_file.write_atomic(out, data)
        print(f"{out}: {header['title']} ({len(data)} bytes)")
    return bad


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
