# SPDX-License-Identifier: GPL-3.0-or-later
"""The PNG writer of the art tools (make_art.py, make_gta_art.py): 8-bit RGB, no filter."""
import struct
import zlib


def png_rgb(w, h, raw):
    """A PNG file's bytes from `raw`: h rows, each a filter byte (0) and w RGB pixels."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
