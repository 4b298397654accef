#!/usr/bin/env python3
"""Packs the unistroke corpus into the compact text form the project ships, gzip-compressed: Assets/corpus/unistrokes-dev.txt.gz.

    tools/corpus/pack-corpus.py SOURCE [OUTPUT.txt]

SOURCE is either the original, a checkout of https://github.com/subhash-vadlamani/UniStrokeGestureRecognizer (MIT
licence; its XML logs are read by tools/corpus/convert-unistrokes.py), or that corpus already converted to JSON Lines
({"gesture","device","subject","rep","points":[[x,y,t],...]}, t in seconds). Both give the same file. To regenerate the
shipped corpus from the original (commit c098c374c9d7dfc121e3e33731d8b7fc531f2bd7 was used):

    git clone https://github.com/subhash-vadlamani/UniStrokeGestureRecognizer /tmp/corpus-upstream
    tools/corpus/pack-corpus.py /tmp/corpus-upstream

OUTPUT defaults to Assets/corpus/unistrokes-dev.txt.gz (a name without .gz writes the text uncompressed). One stroke per line: `gesture device subject rep x y t dx dy dt
dx dy dt ...` — the first point absolute, each later one as the difference from the one before; x and y in whole canvas
pixels (the source's are all whole), t in whole milliseconds (the source's seconds, rounded). Lines starting with # are
comments. Standard library only."""
import importlib.util
import gzip
import json
import os
import sys


def upstream_records(directory):
    """The records of an upstream checkout, through convert-unistrokes.py beside this script."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "convert-unistrokes.py")
    spec = importlib.util.spec_from_file_location("convert_unistrokes", path)
    convert = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(convert)
    try:
        return list(convert.read_upstream(directory))
    except convert.UpstreamError as error:
        sys.exit(f"pack-corpus.py: {error}")


def jsonl_records(path):
    try:
        with open(path, encoding="utf-8") as f:
            return [json.loads(line) for line in f]
    except (OSError, ValueError) as error:
        sys.exit(f"pack-corpus.py: {path}: {error}")


if len(sys.argv) not in (2, 3) or sys.argv[1] in ("-h", "--help"):
    print(__doc__.split("\n\n")[1].strip(), file=sys.stderr)
    sys.exit(0 if len(sys.argv) == 2 else 2)
source = sys.argv[1]
output = sys.argv[2] if len(sys.argv) > 2 else "Assets/corpus/unistrokes-dev.txt.gz"
records = upstream_records(source) if os.path.isdir(source) else jsonl_records(source)
lines = [
    "# Unistroke corpus, packed by tools/corpus/pack-corpus.py; see Assets/corpus/README.md for origin and licence.",
    "# gesture device subject rep x y t(ms) then dx dy dt per later point",
]
for r in records:
    fields = [r["gesture"], r["device"], r["subject"], str(r["rep"])]
    px = py = pt = None
    for x, y, t in r["points"]:
        if x != int(x) or y != int(y):
            sys.exit(f"pack-corpus.py: {source}: a coordinate is not whole ({x}, {y}); the packed form keeps whole pixels only")
        x, y, t = int(x), int(y), int(round(t * 1000))
        if px is None:
            fields += [str(x), str(y), str(t)]
        else:
            fields += [str(x - px), str(y - py), str(t - pt)]
        px, py, pt = x, y, t
    lines.append(" ".join(fields))
text = ("\n".join(lines) + "\n").encode("utf-8")
if output.endswith(".gz"):
    # No name and no time in the gzip header, so the same text always gives the same file (with the same zlib).
    with open(output, "wb") as raw, gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=raw, mtime=0) as f:
        f.write(text)
else:
    with open(output, "wb") as f:
        f.write(text)
print(f"{output}: {len(lines) - 2} strokes")
