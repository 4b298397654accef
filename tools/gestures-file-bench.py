#!/usr/bin/env python3
"""Load time and peak memory of gestures files (issue 36, classes 6 and 7): writes files of 100 / 300 / 1,000 / 3,000
examples of one gesture and 10,000 / 100,000 empty gestures, then runs the app headless on each in the Teach scene,
with a recording that taps Try and Teach three times each (mode switches), under /usr/bin/time -v.

    tools/gestures-file-bench.py APP [FOLDER]      (BENCH_LIMIT: seconds a run may take, default 600)

APP is a built gesture-sandbox (a release build: `swift build -c release`). Prints one row a file: seconds of wall
time and the peak resident set in MB. A measurement, not a test: figures go in docs/reliability.md."""
import json, math, os, random, signal, subprocess, sys, tempfile

app = sys.argv[1]
folder = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix="gs-bench-")
limit = int(os.environ.get("BENCH_LIMIT", "600"))
random.seed(36)


def example():
    # A check of 40 points with a little wobble, as the Teach scene saves one.
    points = []
    for i in range(40):
        f = i / 39
        x = 400 + (f * 140 if f < 0.35 else 49 + (f - 0.35) * 340) + random.uniform(-2, 2)
        y = 360 + (f * 160 if f < 0.35 else 56 - (f - 0.35) * 400) + random.uniform(-2, 2)
        points.append("[%.2f, %.2f, %.3f]" % (x, y, f * 0.4))
    return "[" + ", ".join(points) + "]"


def write(name, gestures):
    path = os.path.join(folder, name)
    with open(path, "w") as out:
        out.write('{\n  "format": "gesture-sandbox-gestures",\n  "version": 1,\n  "gestures": [\n')
        out.write(",\n".join(gestures))
        out.write("\n  ]\n}\n")
    return path


def switches():
    # Try at (466, 87), Teach at (374, 87): the buttons' centres in a 1280x800 window (--dump-views).
    lines = [json.dumps({"format": "gesture-sandbox-recording", "version": 1, "window": [1280, 800], "scene": "teach"})]
    t = 0.5
    for i in range(6):
        x = 466 if i % 2 == 0 else 374
        lines.append(json.dumps({"t": t, "type": "down", "id": 1, "x": x, "y": 87}))
        lines.append(json.dumps({"t": t + 0.05, "type": "up", "id": 1, "x": x, "y": 87}))
        t += 0.5
    path = os.path.join(folder, "switches.jsonl")
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")
    return path


files = []
for count in [100, 300, 1000, 3000]:
    examples = ",\n".join("      " + example() for _ in range(count))
    files.append(write("examples-%d.json" % count, ['    {"name": "check", "examples": [\n' + examples + "\n    ]}"]))
for count in [10000, 100000]:
    files.append(write("gestures-%d.json" % count,
                       ['    {"name": "gesture %d", "examples": []}' % i for i in range(count)]))
recording = switches()
print("%-22s %10s %8s %8s" % ("file", "bytes", "seconds", "peak MB"))
for path in files:
    process = subprocess.Popen(["/usr/bin/time", "-v", app, "--headless", "--gestures", path, "--replay", recording,
                                "--settle", "0.5"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env=dict(os.environ, SDL_AUDIODRIVER="dummy"), start_new_session=True)
    try:
        _, stderr = process.communicate(timeout=limit)
    except subprocess.TimeoutExpired:
        # The app is time's child: the whole group goes.
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        print("%-22s %10d %8s %8s" % (os.path.basename(path), os.path.getsize(path), "> %d" % limit, "?"), flush=True)
        continue
    run = subprocess.CompletedProcess(process.args, process.returncode, "", stderr)
    fields = dict(line.strip().rsplit(": ", 1) for line in run.stderr.splitlines() if ": " in line and line.startswith("\t"))
    wall = fields.get("Elapsed (wall clock) time (h:mm:ss or m:ss)", "?")
    parts = [float(p) for p in wall.split(":")] if wall != "?" else []
    seconds = sum(p * 60 ** i for i, p in enumerate(reversed(parts))) if parts else math.nan
    peak = int(fields.get("Maximum resident set size (kbytes)", "0")) / 1024
    status = "" if run.returncode == 0 else "  exit %d: %s" % (run.returncode, run.stderr.splitlines()[0] if run.stderr else "")
    print("%-22s %10d %8.2f %8.1f%s" % (os.path.basename(path), os.path.getsize(path), seconds, peak, status), flush=True)
