#!/usr/bin/env python3
"""Converts the unistroke corpus from its original form, the XML logs in a checkout of
https://github.com/subhash-vadlamani/UniStrokeGestureRecognizer (MIT licence), to JSON Lines.

    tools/corpus/convert-unistrokes.py UPSTREAM_DIR [OUTPUT.jsonl]

UPSTREAM_DIR is the checkout's top folder (or its project2_sourcecode folder). Without OUTPUT the JSON Lines go to
standard output. tools/corpus/pack-corpus.py calls `read_upstream` directly, so packing needs no JSON file.

What it reads: project2_sourcecode/<family>/<subject folder>/<gesture><NN>.xml, one file per stroke:

    <Gesture Name="check01" Subject="user1" Number="01">
        <Point X="146" Y="209" T="1677757991.366061"/> ...

X and Y are whole canvas pixels (y down); T is a Unix time in seconds. The folder families are the input devices:
user_logs (the same files as Part_4/part4_dataset/user_logs, which project2_sourcecode/Readme.txt says were drawn on a
trackpad; labelled `unspecified` here, as in the converted corpus the project has always used), user_logs_mouse,
user_logs_stylus and user_logs_touchscreen.

What it writes, one JSON object a line, with no spaces:

    {"gesture":"check","device":"touchscreen","subject":"user01","rep":1,"points":[[x,y,t],...]}

- gesture: the file name without its number, with three names changed to the $1 set's usual ones: delete ->
  delete_mark, left_square_bracket -> left_sq_bracket, right_square_bracket -> right_sq_bracket.
- device: from the family (above).
- subject: from the subject folder's number, two digits: user1, user01, user01mouse -> user01. (The Subject
  attribute is not used: two touchscreen files of user02 say "user02delete1,2".)
- rep: the file name's number, 1-10.
- points: x and y as numbers (146.0), t the seconds since the file's first point, round(T - T0, 6) computed in
  double precision. Every point is kept, in file order.

Records come in the order: device (unspecified, mouse, stylus, touchscreen), subject, gesture (by its new name), rep.
Standard library only."""
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

# Folder family under project2_sourcecode -> device label, in output order.
FAMILIES = [
    ("user_logs", "unspecified"),
    ("user_logs_mouse", "mouse"),
    ("user_logs_stylus", "stylus"),
    ("user_logs_touchscreen", "touchscreen"),
]
RENAMED = {
    "delete": "delete_mark",
    "left_square_bracket": "left_sq_bracket",
    "right_square_bracket": "right_sq_bracket",
}
GESTURES = 16
REPS = 10
SUBJECTS = 6

SUBJECT_FOLDER = re.compile(r"user0*([1-9][0-9]*)(?:mouse)?")
STROKE_FILE = re.compile(r"([a-z_]+?)([0-9]{2})\.xml")


class UpstreamError(Exception):
    """The folder is not (a complete) checkout of the upstream repository."""


def find_logs(upstream_dir):
    """The project2_sourcecode folder of a checkout given as its top folder or as that folder itself."""
    for candidate in (os.path.join(upstream_dir, "project2_sourcecode"), upstream_dir):
        if all(os.path.isdir(os.path.join(candidate, family)) for family, _ in FAMILIES):
            return candidate
    raise UpstreamError(
        f"{upstream_dir} is not a checkout of subhash-vadlamani/UniStrokeGestureRecognizer "
        f"(no project2_sourcecode/{{{','.join(family for family, _ in FAMILIES)}}} in it)")


def read_stroke(path):
    """The points [[x, y, t], ...] of one XML log, t in seconds since its first point."""
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError) as error:
        raise UpstreamError(f"{path}: {error}")
    points = []
    t0 = None
    for point in root.iter("Point"):
        try:
            x, y, t = int(point.attrib["X"]), int(point.attrib["Y"]), float(point.attrib["T"])
        except (KeyError, ValueError):
            raise UpstreamError(f"{path}: a Point without whole X, Y and a time T: {point.attrib}")
        if t0 is None:
            t0 = t
        points.append([float(x), float(y), round(t - t0, 6)])
    if not points:
        raise UpstreamError(f"{path}: no points")
    return points


def read_upstream(upstream_dir):
    """Yields the corpus records, dicts with gesture, device, subject, rep and points, in the corpus's order."""
    logs = find_logs(upstream_dir)
    for family, device in FAMILIES:
        family_dir = os.path.join(logs, family)
        subjects = {}
        for name in os.listdir(family_dir):
            match = SUBJECT_FOLDER.fullmatch(name)
            if match and os.path.isdir(os.path.join(family_dir, name)):
                subject = f"user{int(match.group(1)):02d}"
                if subject in subjects:
                    raise UpstreamError(f"{family_dir}: two folders for {subject}: {subjects[subject]}, {name}")
                subjects[subject] = name
        if len(subjects) != SUBJECTS:
            raise UpstreamError(f"{family_dir}: {len(subjects)} subject folders, expected {SUBJECTS}")
        for subject in sorted(subjects):
            subject_dir = os.path.join(family_dir, subjects[subject])
            strokes = []
            for name in os.listdir(subject_dir):
                match = STROKE_FILE.fullmatch(name)
                if match:
                    gesture = RENAMED.get(match.group(1), match.group(1))
                    strokes.append((gesture, int(match.group(2)), name))
            gestures = {gesture for gesture, _, _ in strokes}
            if len(strokes) != GESTURES * REPS or len(gestures) != GESTURES:
                raise UpstreamError(f"{subject_dir}: {len(strokes)} strokes of {len(gestures)} gestures, "
                                    f"expected {GESTURES * REPS} of {GESTURES}")
            for gesture, rep, name in sorted(strokes):
                yield {"gesture": gesture, "device": device, "subject": subject, "rep": rep,
                       "points": read_stroke(os.path.join(subject_dir, name))}


def main(argv):
    if len(argv) not in (2, 3) or argv[1] in ("-h", "--help"):
        print(__doc__.split("\n\n")[1].strip(), file=sys.stderr)
        return 2 if len(argv) not in (2, 3) else 0
    upstream_dir = argv[1]
    try:
        records = list(read_upstream(upstream_dir))
    except UpstreamError as error:
        print(f"convert-unistrokes.py: {error}", file=sys.stderr)
        return 1
    lines = "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in records)
    if len(argv) == 3:
        with open(argv[2], "w", encoding="utf-8") as f:
            f.write(lines)
        print(f"{argv[2]}: {len(records)} strokes", file=sys.stderr)
    else:
        sys.stdout.write(lines)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
