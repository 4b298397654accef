#!/usr/bin/env python3
"""Writes the example's recordings (made by this project): a lasso drawn around tiles 1 and 2 of the lasso scene at
the default 1280x800 window, and a loop left open, in the sandbox's recording format v1, at 60 Hz."""
import json
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, points, rate=60.0):
    with open(os.path.join(HERE, name), "w") as out:
        out.write(json.dumps({"format": "gesture-sandbox-recording", "version": 1, "window": [1280, 800],
                              "scene": "lasso"}) + "\n")
        for index, (x, y) in enumerate(points):
            kind = "down" if index == 0 else "up" if index == len(points) - 1 else "move"
            event = {"t": round(index / rate, 4), "type": kind, "id": 1, "x": round(x, 1), "y": round(y, 1)}
            out.write(json.dumps(event) + "\n")


def ellipse(center, rx, ry, turns, steps):
    return [(center[0] + rx * math.cos(-math.pi / 2 + turns * 2 * math.pi * i / steps),
             center[1] + ry * math.sin(-math.pi / 2 + turns * 2 * math.pi * i / steps)) for i in range(steps + 1)]


write("lasso-two-tiles.jsonl", ellipse((435, 233), 300, 140, 1.0, 60))
write("lasso-left-open.jsonl", ellipse((435, 233), 300, 140, 0.7, 42))
