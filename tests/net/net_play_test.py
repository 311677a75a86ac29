#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The network game between two retrosim processes on loopback (docs/net.md), through the
test relay (tools/net_relay.py: 100 ms round trip, 20 ms jitter, 5 % loss from a seed). Each
case starts and stops its own peers and relay on ports the system picks.

    net_play_test.py --retrosim BIN --maps DIR CASE [ARG]

CASE: golden SCRIPT (the golden 2-player script played to its end: both hashes equal the
offline run's, the replays byte-equal and verifying), synctest SCRIPT (rf run --sync-test 8
on it), delay (a key reaches the game D frames after it is pressed, D = 0 and 2, shown by the
trace), desync (a field changed on one peer is named by both), killed (a peer killed: the
other waits after 1 s and ends after 15 s with its files), goodbye (Ctrl-C on one peer: the
other ends at once), refused (different game options: one line on both sides).
"""
import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOLDEN = os.path.join(ROOT, "tests", "golden", "rf")
RELAY = os.path.join(ROOT, "tools", "net_relay.py")
WAIT = 60.0  # seconds for a line or an exit before the case fails


class Proc:
    """A process whose stdout and stderr lines are collected with the time each arrived."""

    def __init__(self, args, cwd, env=None):
        self.args = args
        self.p = subprocess.Popen(args, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines = []  # (time, stream, line)
        self.cond = threading.Condition()
        for stream, name in ((self.p.stdout, "out"), (self.p.stderr, "err")):
            threading.Thread(target=self._read, args=(stream, name), daemon=True).start()

    def _read(self, stream, name):
        for line in stream:
            with self.cond:
                self.lines.append((time.monotonic(), name, line.rstrip("\n")))
                self.cond.notify_all()

    def wait_line(self, pattern, timeout=WAIT):
        """The first line matching pattern: (time, match)."""
        rx = re.compile(pattern)
        end = time.monotonic() + timeout
        with self.cond:
            while True:
                for t, _, line in self.lines:
                    m = rx.search(line)
                    if m:
                        return t, m
                left = end - time.monotonic()
                if left <= 0 or (self.p.poll() is not None and left < timeout - 1):
                    raise AssertionError(f"no line /{pattern}/ from {' '.join(self.args)}:\n" + self.text())
                self.cond.wait(min(left, 0.1))

    def finish(self, timeout=WAIT):
        try:
            self.p.wait(timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
            raise AssertionError(f"{' '.join(self.args)} did not end in {timeout} s:\n" + self.text())
        time.sleep(0.05)  # the readers' last lines
        return self.p.returncode

    def text(self, stream=None):
        with self.cond:
            return "\n".join(l for _, s, l in self.lines if stream is None or s == stream)

    def stop(self):
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()


class Game:
    """A host, the relay and a joiner in a temporary folder."""

    def __init__(self, retrosim, map_file, host_args, join_args, seed=1):
        self.dir = tempfile.mkdtemp(prefix="retrosim_net_")
        self.procs = []
        self.host = self.start([retrosim, "rf", "run", "--net", "host:0", "--map", map_file, "--name", "Ann"] + host_args)
        _, m = self.host.wait_line(r"on UDP port (\d+)")
        self.relay = self.start([sys.executable, RELAY, "--to", m.group(1), "--latency", "50", "--jitter", "20",
                                 "--loss", "5", "--seed", str(seed)])
        _, r = self.relay.wait_line(r"relay: listening on UDP port (\d+)")
        self.join = self.start([retrosim, "rf", "run", "--net", f"join:127.0.0.1:{r.group(1)}", "--name", "Bob"] +
                               join_args)

    def start(self, args):
        p = Proc(args, self.dir)
        self.procs.append(p)
        return p

    def path(self, name):
        return os.path.join(self.dir, name)

    def close(self):
        for p in self.procs:
            if p is self.relay and p.p.poll() is None:
                p.p.send_signal(signal.SIGTERM)
                try:
                    p.p.wait(5)
                except subprocess.TimeoutExpired:
                    pass
            p.stop()


def check(cond, what, *procs):
    if not cond:
        raise AssertionError(what + "".join(f"\n--- {' '.join(p.args)}:\n{p.text()}" for p in procs))


def script_info(script):
    """(map file name, frames) of a golden script's '# map:' and '# golden: --frames N' lines."""
    text = open(script).read()
    m = re.search(r"^# map: *(\S+)", text, re.M)
    name = m.group(1) if m else os.path.splitext(os.path.basename(script))[0]
    f = re.search(r"^# golden:.*--frames (\d+)", text, re.M)
    return name + ".rfm", int(f.group(1))


def offline(retrosim, map_file, script, frames, extra=()):
    out = subprocess.run([retrosim, "rf", "run", "--map", map_file, "--input", script, "--frames", str(frames),
                          "--players", "2", "--hash", *extra], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def hash_of(proc):
    lines = proc.text("out").split("\n")
    return lines[-1].strip() if lines else ""


def case_golden(a, script):
    map_name, frames = script_info(script)
    map_file = os.path.join(a.maps, map_name)
    want = offline(a.retrosim, map_file, script, frames)
    common = ["--input", script, "--frames", str(frames), "--net-delay", "0", "--hash"]
    g = Game(a.retrosim, map_file, common + ["--record", "host.rsr"], common + ["--record", "join.rsr"])
    try:
        rj = g.join.finish(300)
        rh = g.host.finish(30)
        check(rh == 0 and rj == 0, f"exit codes {rh} {rj}", g.host, g.join)
        check(hash_of(g.host) == want and hash_of(g.join) == want,
              f"hashes {hash_of(g.host)} {hash_of(g.join)}, offline {want}", g.host, g.join)
        check("desync" not in g.host.text() + g.join.text(), "a desync", g.host, g.join)
        hb, jb = open(g.path("host.rsr"), "rb").read(), open(g.path("join.rsr"), "rb").read()
        check(hb == jb, "the replays differ", g.host, g.join)
        v = subprocess.run([a.retrosim, "rf", "replay", g.path("host.rsr"), "--verify", "--headless"],
                           capture_output=True, text=True)
        check(v.returncode == 0 and want in v.stdout, "the replay does not verify: " + v.stdout + v.stderr)
        print(f"{os.path.basename(script)}: {frames} frames through the relay, hash {want} on both peers as "
              "offline; replays byte-equal and verified")
        print("host: " + g.host.wait_line(r"net: .*")[1].group(0))
        print("joiner: " + g.join.wait_line(r"net: .*")[1].group(0))
    finally:
        g.close()


def case_synctest(a, script):
    map_name, frames = script_info(script)
    map_file = os.path.join(a.maps, map_name)
    want = offline(a.retrosim, map_file, script, frames)
    got = offline(a.retrosim, map_file, script, frames, ["--sync-test", "8"])
    assert got == want, f"sync test hash {got}, plain {want}"
    print(f"{os.path.basename(script)}: sync test K=8 over {frames} frames, hash {want}")


def launches(trace):
    """The frame of each player's first BunkerLaunch event in a JSON-lines trace."""
    out = {}
    for line in open(trace):
        row = json.loads(line)
        for e in row.get("events", []):
            if e["name"] == "BunkerLaunch" and e["a"] not in out:
                out[e["a"]] = e["frame"]
    return out


def case_delay(a):
    map_file = os.path.join(a.maps, "proving_strait.rfm")
    d = tempfile.mkdtemp(prefix="retrosim_delay_")
    script = os.path.join(d, "s.txt")
    open(script, "w").write("5 p1 A\n9 p2 A\n")  # each launches a tank from the bunker
    base = os.path.join(d, "offline.jsonl")
    subprocess.run([a.retrosim, "rf", "run", "--map", map_file, "--input", script, "--frames", "60", "--players", "2",
                    "--trace", base], check=True, capture_output=True)
    off = launches(base)
    assert set(off) == {0, 1}, off
    for delay in (0, 2):
        common = ["--input", script, "--frames", "60", "--net-delay", str(delay), "--hash"]
        g = Game(a.retrosim, map_file, common + ["--trace", "host.jsonl"], common + ["--trace", "join.jsonl"])
        try:
            check(g.join.finish() == 0 and g.host.finish() == 0, "exit codes", g.host, g.join)
            for side in ("host.jsonl", "join.jsonl"):
                got = launches(g.path(side))
                check(got == {p: f + delay for p, f in off.items()},
                      f"delay {delay}: {side} launches {got}, offline {off}", g.host, g.join)
            # the same game as offline with every key pressed `delay` frames later
            shifted = os.path.join(d, f"shifted{delay}.txt")
            open(shifted, "w").write(f"{5 + delay} p1 A\n{9 + delay} p2 A\n")
            want = offline(a.retrosim, map_file, shifted, 60)
            check(hash_of(g.host) == want == hash_of(g.join), f"delay {delay}: hashes", g.host, g.join)
            print(f"delay {delay}: the launches at frames {sorted(off.values())} + {delay} on both peers (offline "
                  f"{sorted(off.values())}), hash {want}")
        finally:
            g.close()


def case_desync(a):
    """A field changed on the joiner: both peers name it in one line with the path of their sync report
    (the joiner's at --sync-report, the host's in $XDG_CACHE_HOME/retrosim/sync/), each report whole."""
    map_file = os.path.join(a.maps, "proving_strait.rfm")
    common = ["--frames", "400", "--net-delay", "2"]
    cache = tempfile.mkdtemp(prefix="retrosim_cache_")
    os.environ["XDG_CACHE_HOME"] = cache
    g = Game(a.retrosim, map_file, common, common + ["--net-test-poke", "50", "--sync-report", "join.sync.txt"])
    try:
        rj, rh = g.join.finish(), g.host.finish()
        line = "desync at frame 50: first differing field team[1].mines"
        check(rh == 1 and rj == 1, f"exit codes {rh} {rj}", g.host, g.join)
        reports = {}
        for side, proc in (("host", g.host), ("join", g.join)):
            err = [l for l in proc.text("err").split("\n") if line in l]
            check(len(err) == 1, f"{side}: not one line naming the field", g.host, g.join)
            m = re.search(r"; sync report: (\S+)$", err[0])
            check(m is not None, f"{side}: the line does not name the report: {err[0]}", proc)
            path = m.group(1) if os.path.isabs(m.group(1)) else g.path(m.group(1))
            reports[side] = path
            text = open(path).read()
            for want in ("frame: 50 ", "first differing field: team[1].mines\n", "frame 49: 0x", "frame 0: 0x"):
                check(want in text, f"{side}: the report lacks {want!r}:\n{text}", proc)
            check(not [f for f in os.listdir(os.path.dirname(path)) if ".tmp" in f], "a temporary file was left", proc)
        check(reports["join"] == g.path("join.sync.txt"), "the joiner's report is not at --sync-report", g.join)
        check(reports["host"].startswith(os.path.join(cache, "retrosim", "sync", "sync-")) and
              reports["host"].endswith("-host.txt"), "the host's report is not in the cache folder", g.host)
        print("both peers: " + g.host.wait_line(re.escape(line) + ".*")[1].group(0))
        print("reports: " + ", ".join(reports.values()))
    finally:
        g.close()


def case_killed(a):
    map_file = os.path.join(a.maps, "proving_strait.rfm")
    common = ["--frames", "100000"]
    g = Game(a.retrosim, map_file, common + ["--record", "host.rsr", "--trace", "host.jsonl", "--trace-every", "100"],
             common)
    try:
        g.host.wait_line(r"playing proving_strait.rfm with Bob")
        time.sleep(1.0)
        killed = time.monotonic()
        g.join.p.kill()
        t1, _ = g.host.wait_line(r"waiting for Bob \(1 s\)", 10)
        rh = g.host.finish(30)
        t2 = time.monotonic()
        check(t1 - killed <= 2.0, f"waiting said {t1 - killed:.2f} s after the kill", g.host)
        check(t2 - killed <= 16.5, f"ended {t2 - killed:.2f} s after the kill", g.host)
        check(rh == 1, f"exit code {rh}", g.host)
        check("Bob was silent for 15 s: the game ends, no win recorded" in g.host.text("err"), "no end line", g.host)
        check("EndGame" not in g.host.text(), "a win was recorded", g.host)
        v = subprocess.run([a.retrosim, "rf", "replay", g.path("host.rsr"), "--verify", "--headless"],
                           capture_output=True, text=True)
        check(v.returncode == 0, "the replay does not verify: " + v.stdout + v.stderr, g.host)
        last = open(g.path("host.jsonl")).read().strip().split("\n")[-1]
        check(last.startswith('{"hash":'), "the trace is not whole: " + last, g.host)
        print(f"waiting for Bob {t1 - killed:.2f} s after the kill, ended {t2 - killed:.2f} s after it; replay "
              f"verified: {v.stdout.strip()}")
    finally:
        g.close()


def case_goodbye(a):
    map_file = os.path.join(a.maps, "proving_strait.rfm")
    g = Game(a.retrosim, map_file, ["--frames", "100000"], ["--frames", "100000"])
    try:
        g.host.wait_line(r"playing proving_strait.rfm with Bob")
        time.sleep(1.0)
        g.join.p.send_signal(signal.SIGINT)
        quit_at = time.monotonic()
        rj = g.join.finish()
        rh = g.host.finish(10)
        t = time.monotonic() - quit_at
        check(rj == 130, f"the joiner's exit code {rj}", g.join)
        check(rh == 1 and "Bob left the game: it ends, no win recorded" in g.host.text("err"), "no goodbye line",
              g.host, g.join)
        check(t < 5.0, f"the host ended {t:.2f} s after the goodbye", g.host)
        print(f"the host ended {t:.2f} s after the joiner quit: Bob left the game")
    finally:
        g.close()


def case_refused(a):
    map_file = os.path.join(a.maps, "proving_strait.rfm")
    g = Game(a.retrosim, map_file, ["--frames", "300"], ["--frames", "301"])
    try:
        rj, rh = g.join.finish(), g.host.finish()
        check(rh == 1 and rj == 1, f"exit codes {rh} {rj}", g.host, g.join)
        check("the game options differ" in g.host.text("err"), "no line on the host", g.host)
        check("refused by the host: the game options differ" in g.join.text("err"), "no line on the joiner", g.join)
        print("host: " + g.host.wait_line(r"retrosim: the game options.*")[1].group(0))
    finally:
        g.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--retrosim", required=True)
    ap.add_argument("--maps", required=True)
    ap.add_argument("case")
    ap.add_argument("arg", nargs="?")
    a = ap.parse_args()
    cases = {"golden": case_golden, "synctest": case_synctest, "delay": case_delay, "desync": case_desync,
             "killed": case_killed, "goodbye": case_goodbye, "refused": case_refused}
    fn = cases[a.case]
    if a.arg:
        fn(a, os.path.join(GOLDEN, a.arg))
    else:
        fn(a)
    return 0


if __name__ == "__main__":
    sys.exit(main())
