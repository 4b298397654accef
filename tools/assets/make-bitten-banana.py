#!/usr/bin/env python3
"""Makes the bitten bananas the monkey scene shows after a chomp, from the project's own banana images:
images/banana-bite-1.png and banana-bite-2.png (and their @2x), one and two bites out of the banana's convex side.

Each bite is three overlapping tooth circles cut out of the peel where its right edge is, antialiased; inside the cut
a band of pale banana flesh with a faint darker rim shows where the teeth went. Pure Python (zlib), no image library.

Usage: tools/assets/make-bitten-banana.py   (writes into Assets/images next to this script's repository)
"""
import math
import os
import struct
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
IMAGES = os.path.join(ROOT, "Assets", "images")
FLESH = (255, 243, 196)
RIM = (176, 124, 24)


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color == 6 and interlace == 0, "8-bit RGBA, not interlaced"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * 4
    rows, previous, index = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[index]
        line = bytearray(raw[index + 1:index + 1 + stride])
        index += 1 + stride
        for i in range(stride):
            left = line[i - 4] if i >= 4 else 0
            up = previous[i]
            corner = previous[i - 4] if i >= 4 else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        previous = line
    return width, height, rows


def write_png(path, width, height, rows):
    raw = b"".join(b"\x00" + bytes(row) for row in rows)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def right_edge(rows, y, width):
    for x in range(width - 1, -1, -1):
        if rows[y][x * 4 + 3] > 128:
            return x
    return None


def bite(rows, width, height, centre_y, scale):
    """Three tooth circles along the right edge around `centre_y` (1x points)."""
    radius = 15.0 * scale
    circles = []
    for dy in (-11, 0, 11):
        y = int((centre_y + dy) * scale)
        edge = right_edge(rows, y, width)
        circles.append((edge + 1.0 * scale, y + 0.5, radius))
    band = 5.0 * scale
    for y in range(height):
        for x in range(width):
            alpha = rows[y][x * 4 + 3]
            if alpha == 0:
                continue
            px, py = x + 0.5, y + 0.5
            # Signed distance to the union of the circles (negative inside).
            inside = min(math.hypot(px - cx, py - cy) - r for cx, cy, r in circles)
            if inside > band + 1:
                continue
            cut = min(max(0.5 - inside, 0.0), 1.0)          # 1 inside the teeth, antialiased over a pixel
            if inside > 0:
                # The flesh band just outside the cut, a darker rim at its inner edge.
                t = min(inside / band, 1.0)
                colour = [round(FLESH[c] * (1 - t) + rows[y][x * 4 + c] * t) for c in range(3)]
                if inside < 1.2 * scale:
                    colour = [round(RIM[c] * 0.55 + colour[c] * 0.45) for c in range(3)]
                rows[y][x * 4:x * 4 + 3] = bytes(colour)
            rows[y][x * 4 + 3] = round(alpha * (1 - cut))


def main():
    for suffix, scale in (("", 1), ("@2x", 2)):
        width, height, rows = read_png(os.path.join(IMAGES, f"banana{suffix}.png"))
        for bites, name in ((1, "banana-bite-1"), (2, "banana-bite-2")):
            copy = [bytearray(row) for row in rows]
            for centre in (96, 136)[:bites]:
                bite(copy, width, height, centre, scale)
            write_png(os.path.join(IMAGES, f"{name}{suffix}.png"), width, height, copy)


if __name__ == "__main__":
    main()
