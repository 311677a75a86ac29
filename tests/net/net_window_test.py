#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The network game between two windows (rf play --host / --join, docs/net.md) under an Xvfb
of the test's own: the host, tools/net_relay.py (100 ms round trip, 20 ms jitter, 5 % loss
from a seed) and the joiner, all on ports the system picks; real key events (xdotool) typed
into both windows launch the tanks and drive the joiner's; both play the same N frames and end
with the same final hash (not the hash of the game without keys), byte-equal replays that
verify, and a picture of each window (F12 mid-game, --screenshot at the end).

    net_window_test.py --retrosim BIN --maps DIR [--out DIR] [play|title|killed]

play (the default): rf play --host / --join as above. title: both from the title screen (rf play
--net-port 0): the host's keys choose HOST A NETWORK GAME (its screen names the port), the
joiner's JOIN A NETWORK GAME and type the relay's address; both play, the host leaves (Esc,
Return): the joiner is told at once, both go back to their title and quit from it. killed (the
null backend, no X server): the joiner killed; the host waits, ends after 15 s, no win recorded.

--out: where the four pictures are copied (default: the test's temporary folder). Skips (exit
0 with a line) without Xvfb or xdotool. No wall-clock asserts: every wait is for a line, a
file or an exit, with a generous timeout.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from net_play_test import RELAY, Proc, check, offline  # noqa: E402

FRAMES = 900  # 30 s of game at 30 frames a second
WAIT = 120.0


class Xvfb:
    """An X server of the test's own: Xvfb -displayfd picks a free display."""

    def __init__(self):
        r, w = os.pipe()
        self.p = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", "1400x1000x24", "-nolisten", "tcp"],
                                  pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(w)
        with os.fdopen(r) as f:
            self.display = ":" + f.readline().strip()

    def close(self):
        self.p.terminate()
        try:
            self.p.wait(10)
        except subprocess.TimeoutExpired:
            self.p.kill()


def xdo(env, *args):
    return subprocess.run(["timeout", "30", "xdotool", *args], env=env, capture_output=True, text=True)


def window_of(env, side):
    out = xdo(env, "search", "--sync", "--name", rf"network game \({side}\)")
    check(out.returncode == 0 and out.stdout.strip(), f"no window of the {side}: {out.stderr}")
    return out.stdout.split()[0]


def keys(env, wid, *args):
    """xdotool's commands after the window is given the focus (no window manager under Xvfb)."""
    out = xdo(env, "windowfocus", "--sync", wid, *args)
    check(out.returncode == 0, f"xdotool {' '.join(args)}: {out.stderr}")


def wait_file(path, timeout=WAIT):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if os.path.exists(path) and os.path.getsize(path) > 0:
            return True
        time.sleep(0.1)
    return False


def base_env(d, x):
    env = dict(os.environ, DISPLAY=x.display, SDL_RENDER_DRIVER="software", SDL_FRAMEBUFFER_ACCELERATION="0",
               HOME=d, XDG_CONFIG_HOME=os.path.join(d, "config"), XDG_DATA_HOME=os.path.join(d, "data"),
               ASAN_OPTIONS="detect_leaks=0")
    for k in ("RETROSIM_WINDOW", "RETROSIM_CLOCK"):
        env.pop(k, None)
    return env


def pid_window(env, proc):
    out = xdo(env, "search", "--sync", "--pid", str(proc.p.pid))
    check(out.returncode == 0 and out.stdout.strip(), f"no window of {' '.join(proc.args)}: {out.stderr}", proc)
    return out.stdout.split()[0]


def taps(env, wid, *names):
    """Each key a tap 0.3 s after the last (a menu key held while xdotool waits would repeat)."""
    for n in names:
        keys(env, wid, "key", "--delay", "0", n, "sleep", "0.3")


def case_title(a, d, x):
    env = base_env(d, x)
    side_env = {s: dict(env, XDG_CACHE_HOME=os.path.join(d, "cache_" + s)) for s in ("host", "join")}
    procs = []

    def start(args, e):
        p = Proc(args, d, e)
        procs.append(p)
        return p

    try:
        host = start([a.retrosim, "rf", "play", "--net-port", "0"], side_env["host"])
        hw = pid_window(env, host)
        time.sleep(1.0)
        taps(env, hw, "Tab", "Tab", "Tab", "Tab")  # 1 PLAYER -> 2 PLAYERS -> VS COMPUTER -> COMPUTER VS COMPUTER -> HOST
        taps(env, hw, "Return")
        _, m = host.wait_line(r"hosting (\S+) on UDP port (\d+)", WAIT)
        map_name = m.group(1)
        time.sleep(0.5)
        keys(env, hw, "key", "--delay", "0", "F12")  # the host's screen: its port and addresses
        relay = start([sys.executable, RELAY, "--to", m.group(2), "--latency", "50", "--jitter", "20", "--loss", "5",
                       "--seed", "5"], env)
        _, r = relay.wait_line(r"relay: listening on UDP port (\d+)", WAIT)
        join = start([a.retrosim, "rf", "play"], side_env["join"])
        jw = pid_window(env, join)
        time.sleep(1.0)
        taps(env, jw, "Tab", "Tab", "Tab", "Tab", "Tab", "Return")  # ... -> JOIN: the address field
        keys(env, jw, "type", "--delay", "80", f"127.0.0.1:{r.group(1)}")
        time.sleep(0.5)
        keys(env, jw, "key", "--delay", "0", "F12")  # the address typed
        taps(env, jw, "Return")
        host.wait_line(rf"playing {re.escape(map_name)} with Player 2", WAIT)
        join.wait_line(rf"playing {re.escape(map_name)} with Player 1", WAIT)
        time.sleep(1.0)
        keys(env, hw, "keydown", "h", "sleep", "0.3", "keyup", "h")
        keys(env, jw, "keydown", "h", "sleep", "0.3", "keyup", "h")
        time.sleep(8.0)
        for w in (hw, jw):
            keys(env, w, "key", "--delay", "0", "Tab", "sleep", "0.5", "key", "--delay", "0", "F12")
        shots = {s: os.path.join(d, "cache_" + s, "retrosim", "screenshots") for s in ("host", "join")}
        for s, n in (("host", 2), ("join", 2)):
            check(wait_file(os.path.join(shots[s], f"retrosim-{n}.png")), f"no F12 screenshot of the {s}", host, join)
        # the host leaves: Esc, then Return ("leave the game"); the joiner is told at once
        taps(env, hw, "Escape", "Return")
        join.wait_line(r"Player 1 left the game: it ends, no win recorded", WAIT)
        taps(env, jw, "Escape")  # the end line -> the title
        time.sleep(0.5)
        taps(env, hw, "Escape")  # the titles quit
        taps(env, jw, "Escape")
        rh, rj = host.finish(WAIT), join.finish(WAIT)
        check(rh == 0 and rj == 0, f"exit codes {rh} {rj}", host, join)
        out = a.out or d
        os.makedirs(out, exist_ok=True)
        shutil.copy(os.path.join(shots["host"], "retrosim-1.png"), os.path.join(out, "title_host_waiting.png"))
        shutil.copy(os.path.join(shots["join"], "retrosim-1.png"), os.path.join(out, "title_join_address.png"))
        shutil.copy(os.path.join(shots["host"], "retrosim-2.png"), os.path.join(out, "title_host_game.png"))
        shutil.copy(os.path.join(shots["join"], "retrosim-2.png"), os.path.join(out, "title_join_game.png"))
        print(f"from both titles: {map_name} hosted, joined at the relay's address typed in the field, played, "
              f"left by the host (the joiner told at once), both back to their title and quit; pictures in {out}")
        print("host: " + host.wait_line(r"net: .*")[1].group(0))
        print("joiner: " + join.wait_line(r"net: .*")[1].group(0))
        return 0
    finally:
        for p in procs:
            p.stop()


def case_killed(a, d):
    """rf play --host and --join on the null backend (no display): the joiner killed mid-game, the
    host's game says "waiting for Bob" each second, ends after 15 s with the line and no win, exit 1,
    and its replay of the confirmed frames verifies."""
    env = dict(os.environ, RETROSIM_WINDOW="null", HOME=d, XDG_CONFIG_HOME=os.path.join(d, "config"),
               XDG_DATA_HOME=os.path.join(d, "data"), XDG_CACHE_HOME=os.path.join(d, "cache"))
    env.pop("DISPLAY", None)
    env.pop("RETROSIM_CLOCK", None)
    map_file = os.path.join(a.maps, "proving_strait.rfm")
    host = Proc([a.retrosim, "rf", "play", "--host", "0", "--map", map_file, "--name", "Ann", "--frames", "100000",
                 "--record", "host.rsr"], d, env)
    join = None
    try:
        _, m = host.wait_line(r"on UDP port (\d+)", WAIT)
        join = Proc([a.retrosim, "rf", "play", "--join", f"127.0.0.1:{m.group(1)}", "--name", "Bob", "--frames",
                     "100000"], d, env)
        host.wait_line(r"playing proving_strait.rfm with Bob", WAIT)
        time.sleep(1.0)
        killed = time.monotonic()
        join.p.kill()
        t1, _ = host.wait_line(r"waiting for Bob \(1 s\)", WAIT)
        host.wait_line(r"waiting for Bob \(14 s\)", WAIT)
        rh = host.finish(WAIT)
        t2 = time.monotonic()
        err = host.text("err")
        check(rh == 1, f"exit code {rh}", host)
        check(err.rstrip().endswith("Bob was silent for 15 s: the game ends, no win recorded"), "no end line", host)
        check("high score" not in err and "progress" not in err, "a win was recorded", host)
        v = subprocess.run([a.retrosim, "rf", "replay", os.path.join(d, "host.rsr"), "--verify", "--headless"],
                           capture_output=True, text=True)
        check(v.returncode == 0, "the replay does not verify: " + v.stdout + v.stderr, host)
        print(f"the window's host: waiting for Bob {t1 - killed:.2f} s after the kill, ended {t2 - killed:.2f} s after "
              f"it; replay verified: {v.stdout.strip()}")
        return 0
    finally:
        host.stop()
        if join:
            join.stop()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--retrosim", required=True)
    ap.add_argument("--maps", required=True)
    ap.add_argument("--out", default="")
    ap.add_argument("case", nargs="?", default="play", choices=("play", "title", "killed"))
    a = ap.parse_args()
    if a.case == "killed":
        return case_killed(a, tempfile.mkdtemp(prefix="retrosim_netwin_"))
    if shutil.which("Xvfb") is None or shutil.which("xdotool") is None:
        print("skipped: no Xvfb or xdotool (./dev installs them)")
        return 0
    d = tempfile.mkdtemp(prefix="retrosim_netwin_")
    if a.case == "title":
        x = Xvfb()
        try:
            return case_title(a, d, x)
        finally:
            x.close()
    map_file = os.path.join(a.maps, "proving_strait.rfm")
    x = Xvfb()
    procs = []
    try:
        env = base_env(d, x)
        side_env = {s: dict(env, XDG_CACHE_HOME=os.path.join(d, "cache_" + s)) for s in ("host", "join")}
        common = ["--frames", str(FRAMES), "--hash"]

        def start(args, e):
            p = Proc(args, d, e)
            procs.append(p)
            return p

        host = start([a.retrosim, "rf", "play", "--host", "0", "--map", map_file, "--name", "Ann", "--record",
                      "host.rsr", "--screenshot", "host_end.png"] + common, side_env["host"])
        _, m = host.wait_line(r"on UDP port (\d+)", WAIT)
        relay = start([sys.executable, RELAY, "--to", m.group(1), "--latency", "50", "--jitter", "20", "--loss", "5",
                       "--seed", "3"], env)
        _, r = relay.wait_line(r"relay: listening on UDP port (\d+)", WAIT)
        join = start([a.retrosim, "rf", "play", "--join", f"127.0.0.1:{r.group(1)}", "--name", "Bob", "--record",
                      "join.rsr", "--screenshot", "join_end.png"] + common, side_env["join"])
        host.wait_line(r"playing proving_strait.rfm with Bob", WAIT)
        join.wait_line(r"playing proving_strait.rfm with Ann", WAIT)
        hw, jw = window_of(env, "host"), window_of(env, "join")
        # both launch their tank (the button A: H), the joiner then drives forward (W) a while
        time.sleep(1.0)
        keys(env, hw, "keydown", "h", "sleep", "0.3", "keyup", "h")
        keys(env, jw, "keydown", "h", "sleep", "0.3", "keyup", "h")
        time.sleep(8.0)  # the lift rises (about 420 ticks of game)
        keys(env, jw, "keydown", "w", "sleep", "1.5", "keyup", "w")
        # both windows' pictures mid-game with the network line (Tab; F12:
        # $XDG_CACHE_HOME/retrosim/screenshots/retrosim-1.png)
        for w in (hw, jw):
            keys(env, w, "key", "--delay", "0", "Tab", "sleep", "0.5", "key", "--delay", "0", "F12")
        shots = {s: os.path.join(d, "cache_" + s, "retrosim", "screenshots", "retrosim-1.png") for s in ("host", "join")}
        for s, p in shots.items():
            check(wait_file(p), f"no F12 screenshot of the {s}", host, join)
        rj, rh = join.finish(600), host.finish(120)
        check(rh == 0 and rj == 0, f"exit codes {rh} {rj}", host, join)
        hh, jh = host.text("out").strip().split("\n")[-1], join.text("out").strip().split("\n")[-1]
        check(hh == jh and len(hh) == 16, f"the final hashes differ: host {hh}, joiner {jh}", host, join)
        empty = os.path.join(d, "no_keys.txt")
        open(empty, "w").close()
        idle = offline(a.retrosim, map_file, empty, FRAMES)
        check(hh != idle, f"the keys did not change the game (the hash without keys is {idle})", host, join)
        hb, jb = open(os.path.join(d, "host.rsr"), "rb").read(), open(os.path.join(d, "join.rsr"), "rb").read()
        check(hb == jb, "the replays differ", host, join)
        v = subprocess.run([a.retrosim, "rf", "replay", os.path.join(d, "host.rsr"), "--verify", "--headless"],
                           capture_output=True, text=True)
        check(v.returncode == 0 and hh in v.stdout, "the replay does not verify: " + v.stdout + v.stderr)
        for s in ("host", "join"):
            check(wait_file(os.path.join(d, s + "_end.png"), 5), f"no last picture of the {s}", host, join)
        out = a.out or d
        os.makedirs(out, exist_ok=True)
        for s in ("host", "join"):
            shutil.copy(shots[s], os.path.join(out, f"{s}_window_midgame.png"))
            shutil.copy(os.path.join(d, s + "_end.png"), os.path.join(out, f"{s}_window_end.png"))
        print(f"{FRAMES} frames between two windows through the relay: hash {hh} on both (without keys {idle}); "
              f"replays byte-equal and verified; pictures in {out}")
        print("host: " + host.wait_line(r"net: .*")[1].group(0))
        print("joiner: " + join.wait_line(r"net: .*")[1].group(0))
        return 0
    finally:
        for p in procs:
            p.stop()
        x.close()


if __name__ == "__main__":
    sys.exit(main())
