#!/usr/bin/env python3
"""Packs the unistroke corpus (JSON Lines, as converted from subhash-vadlamani/UniStrokeGestureRecognizer) into the
compact text form the project ships: Assets/corpus/unistrokes-dev.txt.

    tools/corpus/pack-corpus.py SOURCE.jsonl [OUTPUT.txt]

One stroke per line: `gesture device subject rep x y t dx dy dt dx dy dt ...` — the first point absolute, each later
one as the difference from the one before; x and y in whole canvas pixels (the source's are all whole), t in whole
milliseconds (the source's seconds, rounded). Lines starting with # are comments."""
import json
import sys

source = sys.argv[1]
output = sys.argv[2] if len(sys.argv) > 2 else "Assets/corpus/unistrokes-dev.txt"
lines = [
    "# Unistroke corpus, packed by tools/corpus/pack-corpus.py; see Assets/corpus/README.md for origin and licence.",
    "# gesture device subject rep x y t(ms) then dx dy dt per later point",
]
for record in open(source, encoding="utf-8"):
    r = json.loads(record)
    fields = [r["gesture"], r["device"], r["subject"], str(r["rep"])]
    px = py = pt = None
    for x, y, t in r["points"]:
        if x != int(x) or y != int(y):
            sys.exit(f"{source}: a coordinate is not whole ({x}, {y}); the packed form keeps whole pixels only")
        x, y, t = int(x), int(y), int(round(t * 1000))
        if px is None:
            fields += [str(x), str(y), str(t)]
        else:
            fields += [str(x - px), str(y - py), str(t - pt)]
        px, py, pt = x, y, t
    lines.append(" ".join(fields))
with open(output, "w", encoding="utf-8") as f:
    f.write("\n".join(lines) + "\n")
print(f"{output}: {len(lines) - 2} strokes")
