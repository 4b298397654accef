#!/usr/bin/env python3
"""Writes the Linux input recordings shipped in Assets/recordings/: a one-finger circle over the knob and a
two-finger pinch on the monkey, each as `libinput record` YAML (file version 1) and as an evemu recording
(description and events in one file), made by this script, not captured from hardware.

The device is a made-up 16:10 touchscreen, "Gesture Sandbox virtual touchscreen": ABS_MT_POSITION_X 0-4096 and
ABS_MT_POSITION_Y 0-2560 at 15 units/mm (273 x 171 mm, a 12.6" screen), ten slots, pressure 0-255,
INPUT_PROP_DIRECT. Fitted to the default 1280x800-point window one point is 3.2 units. Frames follow multitouch
protocol B as the kernel sends them: only changed values, ABS_MT_SLOT when the slot changes, the legacy single-touch
axes and BTN_TOUCH, a SYN_REPORT per frame, at 100 Hz.

Usage: tools/make-input-recordings.py [OUTPUT_DIR]   (default: Assets/recordings next to this script)
"""
import math
import os
import sys

UNITS_PER_POINT = 3.2
RATE = 100
NAME = "Gesture Sandbox virtual touchscreen"
ABS = {0x00: (0, 4096, 15), 0x01: (0, 2560, 15), 0x2F: (0, 9, 0), 0x35: (0, 4096, 15), 0x36: (0, 2560, 15),
       0x39: (0, 65535, 0), 0x3A: (0, 255, 0)}
ABS_NAMES = {0x00: "ABS_X", 0x01: "ABS_Y", 0x2F: "ABS_MT_SLOT", 0x35: "ABS_MT_POSITION_X",
             0x36: "ABS_MT_POSITION_Y", 0x39: "ABS_MT_TRACKING_ID", 0x3A: "ABS_MT_PRESSURE"}

# Scene geometry in the default 1280x800 window (SandboxScenes' layout): the knob's pivot and the monkey's centre.
KNOB_CENTRE = (640.0, 364.0)
MONKEY_CENTRE = (409.6, 434.0)


def circle():
    """One finger around the knob, 270 degrees clockwise from the top at radius 170 pt, in 1.5 s."""
    frames = []
    steps = int(1.5 * RATE)
    for step in range(steps + 1):
        angle = -math.pi / 2 + math.radians(270) * step / steps
        x = KNOB_CENTRE[0] + 170 * math.cos(angle)
        y = KNOB_CENTRE[1] + 170 * math.sin(angle)
        frames.append({0: (x, y, 110 + step % 20)})
    frames.append({})
    return frames


def pinch():
    """Two fingers on the monkey, 80 pt apart, spread to 240 pt apart in 0.8 s, held 0.1 s, then lifted."""
    frames = []
    steps = int(0.8 * RATE)
    for step in range(steps + 1 + int(0.1 * RATE)):
        half = 40 + 80 * min(step, steps) / steps
        frames.append({0: (MONKEY_CENTRE[0] - half, MONKEY_CENTRE[1], 100),
                       1: (MONKEY_CENTRE[0] + half, MONKEY_CENTRE[1] + 0.5, 90)})
    frames.append({})
    return frames


def kernel_events(frames):
    """(usec offset, type, code, value) as the kernel would send them for these contacts, a frame per 10 ms."""
    events = []
    state = {}          # slot -> (x, y, p) in units
    tracking = 0
    current_slot = 0
    for index, frame in enumerate(frames):
        usec = index * 1_000_000 // RATE
        out = []
        for slot in sorted(set(state) | set(frame)):
            def select():
                nonlocal current_slot
                if slot != current_slot:
                    out.append((3, 0x2F, slot))
                    current_slot = slot
            if slot not in frame:
                select()
                out.append((3, 0x39, -1))
                del state[slot]
                continue
            x, y, p = frame[slot]
            units = (round(x * UNITS_PER_POINT), round(y * UNITS_PER_POINT), p)
            old = state.get(slot)
            if old is None:
                select()
                out.append((3, 0x39, tracking))
                tracking += 1
                old = (None, None, None)
            for code, new, previous in ((0x35, units[0], old[0]), (0x36, units[1], old[1]), (0x3A, units[2], old[2])):
                if new != previous:
                    select()
                    out.append((3, code, new))
            state[slot] = units
        if not out:
            continue
        if index == 0:
            out.append((1, 330, 1))
        if not frame:
            out.append((1, 330, 0))
        if frame:
            first = frame[min(frame)]
            out.append((3, 0x00, round(first[0] * UNITS_PER_POINT)))
            out.append((3, 0x01, round(first[1] * UNITS_PER_POINT)))
        out.append((0, 0, 0))
        events += [(usec,) + e for e in out]
    return events


def describe(event_type, code, value):
    if event_type == 0:
        return "------------ SYN_REPORT (0) ----------"
    if event_type == 1:
        return f"EV_KEY / BTN_TOUCH {value:>14}"
    return f"EV_ABS / {ABS_NAMES[code]:<20} {value:6}"


def libinput_record(events, what):
    lines = [
        "# libinput record, written by tools/make-input-recordings.py (Gesture Sandbox), not captured from hardware",
        f"# {what}",
        "version: 1",
        "ndevices: 1",
        "libinput:",
        '  version: "1.22.1"',
        '  git: "unknown"',
        "system:",
        '  os: "debian:12"',
        '  kernel: "6.1.0"',
        '  dmi: "dmi:svnGestureSandbox:pnVirtualTouchscreen:"',
        "devices:",
        "- node: /dev/input/event7",
        "  evdev:",
        f"    # Name: {NAME}",
        "    # ID: bus 0x18 vendor 0x1d6b product 0x0105 version 0x100",
        "    # Supported Events:",
        "    # Event type 0 (EV_SYN)",
        "    # Event type 1 (EV_KEY)",
        "    #   Event code 330 (BTN_TOUCH)",
        "    # Event type 3 (EV_ABS)",
        "    # Properties:",
        "    #   Property 1 (INPUT_PROP_DIRECT)",
        f'    name: "{NAME}"',
        "    id: [24, 7531, 261, 256]",
        "    codes:",
        "      0: [0, 1, 2, 3] # EV_SYN",
        "      1: [330] # EV_KEY",
        "      3: [0, 1, 47, 53, 54, 57, 58] # EV_ABS",
        "    absinfo:",
    ]
    for code, (low, high, resolution) in sorted(ABS.items()):
        lines.append(f"      {code}: [{low}, {high}, 0, 0, {resolution}]")
    lines += [
        "    properties: [1]",
        "  hid: []",
        "  udev:",
        "    properties:",
        "    - ID_INPUT=1",
        "    - ID_INPUT_TOUCHSCREEN=1",
        "  quirks:",
        "  events:",
    ]
    frame = []
    for usec, event_type, code, value in events:
        frame.append(f"    - [{usec // 1_000_000:3}, {usec % 1_000_000:6}, {event_type:3}, {code:3}, {value:7}]"
                     f" # {describe(event_type, code, value)}")
        if event_type == 0:
            lines.append("  - evdev:")
            lines += frame
            frame = []
    return "\n".join(lines) + "\n"


def evemu(events, what):
    base = 1_700_000_000 * 1_000_000
    lines = [
        "# EVEMU 1.3",
        "# Written by tools/make-input-recordings.py (Gesture Sandbox), not captured from hardware",
        f"# {what}",
        f"# Input device name: \"{NAME}\"",
        f"N: {NAME}",
        "I: 0018 1d6b 0105 0100",
        "P: 02 00 00 00 00 00 00 00",
        "B: 00 0b 00 00 00 00 00 00 00",
        "B: 01 00 00 00 00 00 00 00 00",
        "B: 03 03 00 00 00 00 80 e0 06",
    ]
    for code, (low, high, resolution) in sorted(ABS.items()):
        lines.append(f"A: {code:02x} {low} {high} 0 0 {resolution}")
    lines += ["################################", "#      Waiting for events      #", "################################"]
    for usec, event_type, code, value in events:
        time = base + usec
        lines.append(f"E: {time // 1_000_000}.{time % 1_000_000:06} {event_type:04x} {code:04x} {value:04}\t"
                     f"# {describe(event_type, code, value)}")
    return "\n".join(lines) + "\n"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "Assets", "recordings")
    for name, frames, what in (
        ("knob-circle", circle(), "one finger, 270 degrees clockwise around the knob's pivot (640, 364) at 170 pt"),
        ("monkey-pinch", pinch(), "two fingers on the monkey (409.6, 434), 80 pt apart spreading to 240 pt"),
    ):
        events = kernel_events(frames)
        with open(os.path.join(out, name + ".libinput.yml"), "w") as f:
            f.write(libinput_record(events, what))
        with open(os.path.join(out, name + ".evemu"), "w") as f:
            f.write(evemu(events, what))


if __name__ == "__main__":
    main()
