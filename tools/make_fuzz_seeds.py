#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the seed corpora of the fuzz targets that have no file of ours to start from
(fuzz/seeds/<target>/): MISSION.INI sections in the shape the tests write them
(tests/gta/game_fixture.hpp), small cities in fuzz_cmp's assembled mode, and settings
files. Every byte here is ours: nothing is copied from the original games' data.
Run from the repository root: tools/make_fuzz_seeds.py"""
import os
import struct

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "fuzz", "seeds")


def write(target, name, data):
    folder = os.path.join(ROOT, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("ascii"))


# Mission sections: the six header numbers, object lines, -1, command lines, -1.
BODIES = {
    "parked_and_player": (
        "100 1 1 1 1 0 \r\n"
        "0 (10,12,4) PARKED 3 0 \r\n"
        "1 (100,200,256) PARKED_PIXELS 5 256 \r\n"
        "2 (20,20,4) PLAYER 1 0 \r\n"
        "-1 \r\n"
        "0 DONOWT 0 0 0 0 0 \r\n"
        "-1 \r\n"
    ),
    "objects_and_labels": (
        "50 0 2 3 4 5 \r\n"
        "0 1 (108,108,4) TELEPHONE 0 768 \r\n"
        "7 (5,6,3) TRIGGER 2635 0 \r\n"
        "8 2 (4576,12448,256) OBJECT 47 0 \r\n"
        "9 (864,14114,192) CRANE 1 512 \r\n"
        "10 (12948,8096,256) PED 2 0 \r\n"
        "-1 \r\n"
        "10 DONOWT 0 0 0 0 0 \r\n"
        "32001 KICKSTART 13 -1 -1 0 0 \r\n"
        "5 SURVIVE 0 0 30 30 0 \r\n"
        "6 END 0 0 0 0 0 \r\n"
        "-1 \r\n"
    ),
    "empty_lists": "0 0 0 0 0 0 \r\n-1 \r\n-1 \r\n",
}

HEADER = "[1] \r\n\r\nSeed mission, 22, nyc.cmp, 0, \r\n"
for name, body in BODIES.items():
    # fuzz_mission_load's input is the body (it writes the header itself)
    write("fuzz_mission_load", name + ".txt", body)
    write("fuzz_mission_ini", name + ".ini", HEADER + body)
write("fuzz_mission_ini", "two_sections.ini",
      "junk [x] [1\r\n[2]\r\nSecond, 7, b.cmp, 3,\r\n1 2 3 4 5 6\r\n" + HEADER + BODIES["empty_lists"] +
      "[3]x, 1,c.cmp,12,")


def city(column_byte, blocks, objects, route, navs, style, sample, offsets, rest):
    """fuzz_cmp's odd mode: the descriptor bytes its assembleCity reads, in order."""
    data = bytes([1, column_byte, blocks, objects, route, navs, style, sample])
    data += b"".join(struct.pack("<H", o) for o in offsets)
    return data + rest


AIR = struct.pack("<H", 6)  # a column of height 6: all air
write("fuzz_cmp", "air_city.bin", city(0, 0, 0, 0, 0, 1, 1, [0] * 8, AIR))
write("fuzz_cmp", "blocks_objects.bin",
      city(3, 4, 2, 8, 1, 1, 2, [0, 2, 4, 0, 2, 4, 0, 2],
           AIR + struct.pack("<HHH", 4, 1, 2) + bytes(range(1, 33)) + bytes(28) + bytes(range(8)) +
           bytes(108) + b"Z" * 35))
write("fuzz_cmp", "odd_offsets.bin", city(1, 1, 0, 0, 0, 3, 0, [1, 3, 5, 7, 9, 11, 13, 15], AIR * 2))

write("fuzz_config", "keys.ini",
      "[player1]\nup = W, Up\ndown = S\nleft = A\nright = D\na = H\n\n"
      "[player2]\nup = Keypad 8\nc = Keypad Enter\n")
write("fuzz_config", "window_pads.ini",
      "; comment\n[window]\nfullscreen = true\n[pads]\nenabled = no\ndead_zone = 8000\nstick = digital\n")
write("fuzz_config", "bad_lines.ini",
      "[player1]\nup = NoSuchKey\njump = W\n[nowhere]\nx = 1\n[pads]\ndead_zone = -5\nno equals here\n[open\n")

# The network packets (src/net/packet.hpp, docs/net.md): the header "RSNP", the protocol
# version, the type, 0, the session; then the body.


def packet(kind, session, body):
    return b"RSNP" + struct.pack("<HBBI", 1, kind, 0, session) + body


def text(s):
    return bytes([len(s)]) + s.encode("ascii")


HELLO = text("retrosim 0.1.0") + text("designed tables") + struct.pack("<Q", 0x1234) + text("Bob")
write("fuzz_net_packet", "hello.bin", packet(1, 0, HELLO))
write("fuzz_net_packet", "welcome.bin",
      packet(2, 77, text("retrosim 0.1.0") + text("designed tables") + struct.pack("<Q", 0x1234) + text("Ann") +
             text("m.rfm") + struct.pack("<QI", 0xabcdef, 5) + bytes(range(5))))
write("fuzz_net_packet", "refuse.bin", packet(3, 77, text("the tables differ")))
write("fuzz_net_packet", "input.bin", packet(4, 77, struct.pack("<IIIII", 12, 10, 1000, 990, 3) +
                                              struct.pack("<III", 0x100, 0x101, 0)))
write("fuzz_net_packet", "hash.bin", packet(5, 77, struct.pack("<IQI", 20, 0x1122334455667788, 2) +
                                             struct.pack("<QQ", 1, 2)))
write("fuzz_net_packet", "goodbye.bin", packet(6, 77, struct.pack("<BI", 1, 300)))
write("fuzz_net_packet", "too_many_words.bin", packet(4, 77, struct.pack("<IIIII", 0, 0, 0, 0, 33)))
write("fuzz_net_packet", "version_2.bin", b"RSNP" + struct.pack("<HBBI", 2, 1, 0, 0) + HELLO)


# fuzz_folder_scan: scripts that build folder trees (the ops and names in
# fuzz/fuzz_folder_scan.cpp), with our own small map as the maps' bytes.
N = {"WORLDS": 0, "worlds": 1, "1PLAYER": 2, "2player": 3, "LEVEL1": 5, "level2": 6, "LEVEL9": 7,
     "LEVEL10": 9, "RFMAP001.RFM": 11, "rfmap100.rfm": 12, "RFMAP101.RFM": 13, "RFMAP204.RFM": 14,
     "RFMAP205.RFM": 15, "RFIRE.BIN": 20, "ART": 22, "ART.CAR": 23, "x.rfm": 24, "a.RfM": 27,
     "RFMAP050.RFM;1": 28, "sub": 29}
T = {".": 0, "..": 1, "/dev/zero": 3, "/dev/null": 4, "missing": 5, "RFMAP001.RFM": 6, "../WORLDS": 8}
with open(os.path.join(ROOT, "fuzz_rfm", "small_6x4_vhcl.rfm"), "rb") as f:
    SMALL_MAP = f.read()


def mkdir(name):
    return bytes([0, N[name]])


UP = bytes([1])


def file(name, content):
    return bytes([2, N[name]]) + struct.pack("<H", len(content)) + content


def link(name, target):
    return bytes([3, N[name], T[target]])


def fifo(name):
    return bytes([4, N[name]])


def own(name, op):
    """a name of the script's own, then an operation on it (its operands without a NAME)"""
    return bytes([5, len(name)]) + name + op


write("fuzz_folder_scan", "cd_layout.bin",
      mkdir("WORLDS") + mkdir("1PLAYER") + mkdir("LEVEL1") + file("RFMAP001.RFM", SMALL_MAP) +
      file("rfmap100.rfm", b"not a map") + UP + mkdir("level2") + file("RFMAP050.RFM;1", SMALL_MAP) + UP + UP +
      mkdir("2player") + mkdir("LEVEL9") + file("RFMAP204.RFM", SMALL_MAP) + file("RFMAP205.RFM", SMALL_MAP) +
      UP + mkdir("LEVEL10") + file("RFMAP101.RFM", SMALL_MAP) + UP + UP + UP + file("RFIRE.BIN", bytes(64)) +
      mkdir("ART") + file("ART.CAR", bytes(16)) + UP + mkdir("sub") + file("x.rfm", SMALL_MAP) +
      file("a.RfM", b"RFM?"))
write("fuzz_folder_scan", "links_and_fifos.bin",
      mkdir("worlds") + mkdir("1PLAYER") + mkdir("LEVEL1") + link("RFMAP001.RFM", "/dev/zero") +
      fifo("RFMAP101.RFM") + link("LEVEL9", ".") + link("RFMAP204.RFM", "missing") + UP +
      link("2player", "../WORLDS") + UP + link("RFIRE.BIN", "/dev/zero") + fifo("x.rfm") +
      link("sub", "..") + mkdir("ART") + link("ART.CAR", "/dev/null") + link("a.RfM", "RFMAP001.RFM"))
write("fuzz_folder_scan", "own_names.bin",
      mkdir("WORLDS") + own(b"1player", bytes([0])) + own(b"Level3", bytes([0])) +
      own(b"RfMaP007.rFm", bytes([2]) + struct.pack("<H", len(SMALL_MAP)) + SMALL_MAP) +
      own(b"\xc3\xa9t\xc3\xa9 .rfm", bytes([2, 3, 0]) + b"abc") + own(b"..", bytes([0])) +
      own(b"a/b\x01", bytes([4])))
