#!/usr/bin/env python3
"""Pointer-to-pixels latency of the release app, black-box, under Xvfb (issue 14 item 5).

The app runs on an X server of its own (Xvfb, 1280x800, no window manager) on the touch-test scene. This script
holds the left button on the puck through XTest, then moves the pointer 2 px at a time and polls one row of the
screen's pixels through the puck (XGetSubImage, well over 10 kHz) until the puck is drawn where that move puts it.
The time from sending the move to seeing it is one latency sample: input handling, frame, present and X's copy.

  single moves      each move waits for the last one to show, then 40-120 ms more, so it lands on an idle app;
  continuous drag   a move every 8 ms (a 125 Hz mouse) whatever is on screen; each drawn position is matched to the
                    move that put the puck there.

A move not seen within 250 ms is a miss. Then the app is left alone for 10 s and its CPU time measured.
Needs python3, xvfb (Xvfb), libX11 and libXtst (xdotool's dependencies); nothing else.

Usage: tools/latency.py [--app PATH] [--moves N] [--runs R]
  --app defaults to the release build `make build` makes (built first unless SKIP_BUILD=1).
"""
import argparse
import ctypes
import ctypes.util
import os
import random
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WIDTH, HEIGHT = 1280, 800
ROW_Y = 400                     # the puck's centre row (touch-test lays the puck out at the window's centre)
MISS_AFTER = 0.25


def release_app():
    flags = subprocess.run(["make", "-s", "--no-print-directory", "print-release-flags"], cwd=ROOT,
                           capture_output=True, text=True, check=True).stdout.split()
    if not os.environ.get("SKIP_BUILD"):
        subprocess.run(["swift", "build", *flags, "--product", "gesture-sandbox"], cwd=ROOT, check=True,
                       stdout=sys.stderr)
    path = subprocess.run(["swift", "build", *flags, "--show-bin-path"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    return os.path.join(path, "gesture-sandbox")


class XImage(ctypes.Structure):
    # Only the fields read here; the struct is allocated by Xlib.
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.POINTER(ctypes.c_ubyte)), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


class Screen:
    """XTest pointer control and row reads on one display."""
    ZPIXMAP, ALL_PLANES = 2, 0xFFFFFFFF

    def __init__(self, display):
        self.x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        self.xtst = ctypes.CDLL(ctypes.util.find_library("Xtst") or "libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XDefaultRootWindow.restype = ctypes.c_ulong
        self.x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        self.x11.XGetImage.restype = ctypes.POINTER(XImage)
        self.x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                       ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        self.x11.XGetSubImage.restype = ctypes.POINTER(XImage)
        self.x11.XGetSubImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                          ctypes.c_uint, ctypes.c_ulong, ctypes.c_int, ctypes.POINTER(XImage),
                                          ctypes.c_int, ctypes.c_int]
        self.x11.XFlush.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                                   ctypes.c_ulong]
        self.xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.display = self.x11.XOpenDisplay(display.encode())
        if not self.display:
            raise SystemExit(f"latency.py: can't open display {display}")
        self.root = self.x11.XDefaultRootWindow(self.display)
        self.image = self.x11.XGetImage(self.display, self.root, 0, ROW_Y, WIDTH, 1, self.ALL_PLANES, self.ZPIXMAP)

    def move(self, x, y):
        self.xtst.XTestFakeMotionEvent(self.display, -1, x, y, 0)
        self.x11.XFlush(self.display)

    def button(self, down):
        self.xtst.XTestFakeButtonEvent(self.display, 1, 1 if down else 0, 0)
        self.x11.XFlush(self.display)

    def row(self):
        self.x11.XGetSubImage(self.display, self.root, 0, ROW_Y, WIDTH, 1, self.ALL_PLANES, self.ZPIXMAP,
                              self.image, 0, 0)
        return ctypes.string_at(self.image.contents.data, WIDTH * 4)

    def puck_left_edge(self):
        """The x of the first orange pixel (the dragged puck's fill) in the row, or None."""
        data = self.row()
        for x in range(0, WIDTH):
            b, r = data[4 * x], data[4 * x + 2]
            if r > 200 and b < 120:
                return x
        return None

    def resting_puck_centre(self):
        """The middle of the blue (resting) puck's span in the row, or None."""
        data = self.row()
        blue = [x for x in range(WIDTH) if data[4 * x] > 200 and data[4 * x + 2] < 120]
        return (blue[0] + blue[-1]) // 2 if blue else None


def wait_for(predicate, timeout):
    end = time.perf_counter() + timeout
    while time.perf_counter() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    return None


def measure(screen, moves, continuous):
    """Latencies (seconds) of `moves` 2 px moves, and the number missed. The drag heads for the side with room."""
    x = wait_for(screen.resting_puck_centre, 5)
    if x is None:
        raise SystemExit("latency.py: no puck on the row")
    step = 2 if x < WIDTH // 2 else -2
    screen.move(x, ROW_Y)
    time.sleep(0.3)
    screen.button(True)
    # Pressed on the puck, it turns orange; the first moves take up the touch slop.
    for _ in range(10):
        x += step
        screen.move(x, ROW_Y)
        time.sleep(0.02)
    if wait_for(screen.puck_left_edge, 5) is None:
        raise SystemExit("latency.py: the puck never turned orange under the pointer")
    time.sleep(0.2)
    edge_offset = screen.puck_left_edge() - x
    latencies, misses = [], 0
    if not continuous:
        for _ in range(moves):
            x += step
            sent = time.perf_counter()
            screen.move(x, ROW_Y)
            while True:
                now = time.perf_counter()
                if screen.puck_left_edge() == x + edge_offset:
                    latencies.append(now - sent)
                    break
                if now - sent > MISS_AFTER:
                    misses += 1
                    break
            time.sleep(random.uniform(0.04, 0.12))
    else:
        sent_at = {}
        next_move = time.perf_counter()
        moved = 0
        seen = x + edge_offset
        deadline = None
        while True:
            now = time.perf_counter()
            if moved < moves and now >= next_move:
                x += step
                moved += 1
                sent_at[x + edge_offset] = now
                screen.move(x, ROW_Y)
                next_move += 0.008
                if moved == moves:
                    deadline = now + MISS_AFTER
            edge = screen.puck_left_edge()
            if edge is not None and edge != seen and edge in sent_at:
                latencies.append(time.perf_counter() - sent_at[edge])
                seen = edge
            if deadline is not None and (now > deadline or seen == x + edge_offset):
                break
        # Every position was a move; those never drawn as themselves were overtaken by a later move in the same
        # frame, which is not a miss. A miss is the last move never shown.
        misses = 0 if seen == x + edge_offset else 1
    screen.button(False)
    time.sleep(0.3)
    return latencies, misses


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered), max(1, int(-(-fraction * len(ordered) // 1)))) - 1]


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--app")
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    app = args.app or release_app()
    display = f":{random.randint(200, 30000)}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{WIDTH}x{HEIGHT}x24", "-nolisten", "tcp"],
                            stderr=subprocess.DEVNULL)
    app_process = None
    try:
        time.sleep(1)
        env = dict(os.environ, DISPLAY=display)
        env.pop("SDL_VIDEODRIVER", None)
        app_process = subprocess.Popen([app, "--scene", "touch-test", "--size", f"{WIDTH}x{HEIGHT}"], env=env,
                                       stderr=subprocess.DEVNULL)
        time.sleep(2)
        screen = Screen(display)
        print("| run | mode | moves | p50 ms | p99 ms | max ms | misses |")
        print("|---|---|---|---|---|---|---|")
        for run in range(1, args.runs + 1):
            for continuous in (False, True):
                latencies, misses = measure(screen, args.moves, continuous)
                mode = "continuous drag (125 Hz)" if continuous else "single moves"
                ms = [v * 1000 for v in latencies]
                print(f"| {run} | {mode} | {len(ms)} | {statistics.median(ms):.1f} | {percentile(ms, 0.99):.1f} | "
                      f"{max(ms):.1f} | {misses} |", flush=True)
        before = cpu_seconds(app_process.pid)
        time.sleep(10)
        idle = (cpu_seconds(app_process.pid) - before) / 10
        print(f"\nidle CPU over 10 s: {idle * 100:.2f} % of a core")
    finally:
        if app_process:
            app_process.terminate()
            app_process.wait()
        xvfb.terminate()
        xvfb.wait()


if __name__ == "__main__":
    main()
