#!/usr/bin/env python3
"""Writes Assets/recordings/teach-check.jsonl: in the Teach scene at 1280x800 with nothing taught, tap + New
(a gesture named "check"), draw three check marks as examples, tap Try, and draw a fourth, which the template
recognizer recognizes. The coordinates follow TeachScene's layout at 1280x800 (+ New at (166, 727), Try at
(466, 87), the paper from (332, 116) to (1264, 632))."""
import json, math, sys

events = []
t = 0.5

def add(kind, x, y):
    events.append({"t": round(t, 3), "type": kind, "id": 1, "x": round(x, 2), "y": round(y, 2)})

def tap(x, y):
    global t
    add("down", x, y); t += 0.06; add("up", x, y); t += 0.5

def stroke(corners, step=5, dt=1 / 60):
    global t
    points = [corners[0]]
    for (ax, ay), (bx, by) in zip(corners, corners[1:]):
        n = max(1, math.ceil(math.hypot(bx - ax, by - ay) / step))
        points += [(ax + (bx - ax) * i / n, ay + (by - ay) * i / n) for i in range(1, n + 1)]
    add("down", *points[0])
    for p in points[1:-1]:
        t += dt; add("move", *p)
    t += dt; add("up", *points[-1])
    t += 0.6

def check(x, y, size, wobble=0):
    return [(x, y), (x + size * 0.35, y + size * 0.5 + wobble), (x + size, y - size * 0.45)]

tap(166, 727)
stroke(check(482, 354, 160))
stroke(check(520, 340, 120, 10))
stroke(check(450, 380, 200, -8))
tap(466, 87)
stroke(check(600, 360, 150, 4))

out = sys.argv[1] if len(sys.argv) > 1 else "Assets/recordings/teach-check.jsonl"
with open(out, "w") as f:
    f.write(json.dumps({"format": "gesture-sandbox-recording", "version": 1, "window": [1280, 800], "scene": "teach"},
                       separators=(",", ":")) + "\n")
    for e in events:
        f.write(json.dumps(e, separators=(",", ":")) + "\n")
