#!/usr/bin/env python3
"""Writes Assets/recordings/monkey-banana-tickle.jsonl: one finger rubbing 60 pt side to side across the monkey, six
runs at one point every 1/60 s (drifting down a quarter point a sample, as a real finger does), then lifting. The
monkey's tickle recognizes at the third reversal and the scene answers with its "hee hee!" bubble.

    python3 tools/make-tickle-recording.py        (from the repository's root)"""
import json

left, top, width, steps_per_run, runs = 380.0, 430.0, 60.0, 8, 6
start = 0.5
xs = [left]
for run in range(runs):
    a, b = (left, left + width) if run % 2 == 0 else (left + width, left)
    xs += [a + (b - a) * k / steps_per_run for k in range(1, steps_per_run + 1)]

def line(obj):
    return json.dumps(obj, separators=(",", ":"))

lines = [line({"format": "gesture-sandbox-recording", "version": 1, "window": [1280, 800], "scene": "monkey-banana"})]
for i, x in enumerate(xs):
    lines.append(line({"t": round(start + i / 60, 4), "type": "down" if i == 0 else "move", "id": 1,
                       "x": round(x, 2), "y": round(top + i * 0.25, 2)}))
last = len(xs) - 1
lines.append(line({"t": round(start + len(xs) / 60, 4), "type": "up", "id": 1,
                   "x": round(xs[last], 2), "y": round(top + last * 0.25, 2)}))
with open("Assets/recordings/monkey-banana-tickle.jsonl", "w", encoding="utf-8") as out:
    out.write("\n".join(lines) + "\n")
