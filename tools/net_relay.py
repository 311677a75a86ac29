#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A UDP relay for the network tests (docs/net.md): it listens on loopback for the joiner,
forwards what it gets to the host and the host's answers back, each datagram delayed by a
latency plus a jitter and lost with a probability, all drawn from a seed, so that a network
test is repeatable on one machine. Loopback only.

    net_relay.py --to PORT [--listen PORT] [--latency MS] [--jitter MS] [--loss PERCENT] [--seed S]

--latency is one way (a round trip is twice it), --jitter the spread of each datagram's delay
(latency - jitter/2 .. latency + jitter/2). It prints "relay: listening on UDP port P" (port 0:
the one the system gave) and runs until killed; SIGTERM / SIGINT end it with its counts.
"""
import argparse
import heapq
import random
import select
import signal
import socket
import sys
import time

LOOPBACK = "127.0.0.1"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--to", type=int, required=True, help="the host's UDP port on loopback")
    ap.add_argument("--listen", type=int, default=0, help="the port the joiner connects to (0: any free)")
    ap.add_argument("--latency", type=float, default=50.0, help="one-way delay in ms")
    ap.add_argument("--jitter", type=float, default=20.0, help="the spread of the delay in ms")
    ap.add_argument("--loss", type=float, default=5.0, help="percent of datagrams lost (each way)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)

    front = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)  # the joiner's side
    front.bind((LOOPBACK, args.listen))
    back = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)  # towards the host
    back.bind((LOOPBACK, 0))
    host = (LOOPBACK, args.to)
    print(f"relay: listening on UDP port {front.getsockname()[1]}", flush=True)

    stop = []
    signal.signal(signal.SIGTERM, lambda *_: stop.append(1))
    signal.signal(signal.SIGINT, lambda *_: stop.append(1))
    queue = []  # (due, order, socket, address, bytes)
    order = 0
    joiner = None
    counts = {"forwarded": 0, "lost": 0}
    while not stop:
        now = time.monotonic()
        while queue and queue[0][0] <= now:
            _, _, sock, dest, data = heapq.heappop(queue)
            try:
                sock.sendto(data, dest)
            except OSError:
                pass
        timeout = max(0.0, min(0.05, queue[0][0] - now)) if queue else 0.05
        try:
            ready, _, _ = select.select([front, back], [], [], timeout)
        except InterruptedError:
            continue
        for sock in ready:
            try:
                data, src = sock.recvfrom(65536)
            except OSError:
                continue
            if sock is front:
                joiner = src  # the last address the joiner used
                out, dest = back, host
            elif joiner is not None:
                out, dest = front, joiner
            else:
                continue
            if rng.random() * 100.0 < args.loss:
                counts["lost"] += 1
                continue
            delay = args.latency + (rng.random() - 0.5) * args.jitter
            heapq.heappush(queue, (time.monotonic() + max(0.0, delay) / 1000.0, order, out, dest, data))
            order += 1
            counts["forwarded"] += 1
    print(f"relay: {counts['forwarded']} forwarded, {counts['lost']} lost", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
