#!/usr/bin/env python3
"""Pointer-to-pixels latency of the release app, black-box, under Xvfb (issue 14 item 5, issue 25).

Everything runs on an X server of its own (Xvfb, 1280x800, no window manager), one target at a time:

  puck       the app's touch-test scene: the puck, a plain disc on a still background
  monkey     the app's monkey-banana scene: the monkey image, dragged over the jungle by the top of its head (the
             drag's finger trail fades between moves, so frames are going on when the next move comes: the
             animated case)
  chromium   Chromium in kiosk mode on a page with a puck like touch-test's, moved from `pointermove` (the browser
             the app is compared with; skipped with a note when chromium is not installed)

The script holds the left button on the target through XTest, then moves the pointer 1-2 px at a time and polls one
row of the screen's pixels through the target (XGetSubImage, well over 10 kHz) until the target is drawn where that
move puts it. The time from sending the move to seeing it is one latency sample: input handling, frame, present and
X's copy.

  single moves      each move waits for the last one to show, then 40-120 ms more, so it lands between frames of
                    whatever is animating;
  continuous drag   a move every 8 ms (a 125 Hz mouse) whatever is on screen; each drawn position is matched to the
                    move that put the target there.

A move not seen within 250 ms is a miss. Then an app target is left alone for 10 s and its CPU time measured
(/proc/PID/stat). The last lines sum up: each target's single-move p50/p99 (the median of its runs), and idle CPU.
Needs python3, xvfb (Xvfb), libX11 and libXtst (xdotool's dependencies), and chromium for that target.

Usage: tools/latency.py [--app PATH] [--scratch-path DIR] [--moves N] [--runs R] [--targets puck,monkey,chromium]
  --app defaults to the release build `make build` makes (built first unless SKIP_BUILD=1), in --scratch-path
  if given (e.g. .build-release).
"""
import argparse
import ctypes
import ctypes.util
import os
import random
import statistics
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WIDTH, HEIGHT = 1280, 800
ROW_Y = 400                     # the puck's centre row (touch-test lays the puck out at the window's centre)
MISS_AFTER = 0.25


def release_app(scratch_path=None):
    flags = subprocess.run(["make", "-s", "--no-print-directory", "print-release-flags"], cwd=ROOT,
                           capture_output=True, text=True, check=True).stdout.split()
    if scratch_path:
        flags += ["--scratch-path", scratch_path]
    if not os.environ.get("SKIP_BUILD"):
        # The launcher (what `make run` starts) and the app it execs.
        for product in ["gesture-sandbox-app", "gesture-sandbox"]:
            subprocess.run(["swift", "build", *flags, "--product", product], cwd=ROOT, check=True, stdout=sys.stderr)
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
        self.row_y = ROW_Y

    def move(self, x, y):
        self.xtst.XTestFakeMotionEvent(self.display, -1, x, y, 0)
        self.x11.XFlush(self.display)

    def button(self, down):
        self.xtst.XTestFakeButtonEvent(self.display, 1, 1 if down else 0, 0)
        self.x11.XFlush(self.display)

    def row(self):
        self.x11.XGetSubImage(self.display, self.root, 0, self.row_y, WIDTH, 1, self.ALL_PLANES, self.ZPIXMAP,
                              self.image, 0, 0)
        return ctypes.string_at(self.image.contents.data, WIDTH * 4)

    def left_edge(self, target):
        """The x of the first pixel of the dragged target in the row, or None."""
        return target.dragged.first(self.row(), target.scan_from)

    def resting_centre(self, target):
        """The middle of the widest run of the resting target's pixels in the row (gaps of a few pixels bridged),
        or None. The widest run, not the first to the last pixel: other things of that colour on the row (the
        banana's brown outline beside the monkey) must not pull the centre off the target."""
        data = self.row()
        runs = []
        for x in range(target.scan_from, WIDTH):
            if target.resting(data[4 * x + 2], data[4 * x + 1], data[4 * x]):
                if runs and x - runs[-1][1] <= 4:
                    runs[-1][1] = x
                else:
                    runs.append([x, x])
        if not runs:
            return None
        first, last = max(runs, key=lambda run: run[1] - run[0])
        return (first + last) // 2


class ColourTest:
    """A test of a pixel's r, g, b that finds the first passing pixel of a row in microseconds: a byte table per
    channel (a necessary condition) marks the candidates for the whole row at C speed (bytes.translate and one big-int
    AND), and only those get the exact test. A Python loop over the row with the exact test took 0.3 ms a poll with the
    puck at the window's middle (and less further left), which delayed each sample by up to that much, more on a busy
    machine, and by where the target was."""

    def __init__(self, exact, r=lambda v: True, g=lambda v: True, b=lambda v: True):
        self.exact = exact
        # Memory order of a ZPixmap pixel at depth 24: b, g, r, unused.
        self.tables = [(offset, bytes(1 if test(v) else 0 for v in range(256)))
                       for offset, test in enumerate((b, g, r))]

    def __call__(self, r, g, b):
        return self.exact(r, g, b)

    def first(self, data, start):
        """The x of the first pixel at or after `start` that passes, or None."""
        mask = -1
        for offset, table in self.tables:
            mask &= int.from_bytes(data[offset::4].translate(table), "little")
        candidates = mask.to_bytes(len(data) // 4, "little")
        x = candidates.find(1, start)
        while x != -1 and not self.exact(data[4 * x + 2], data[4 * x + 1], data[4 * x]):
            x = candidates.find(1, x + 1)
        return None if x == -1 else x


class Target:
    """What is dragged, on which screen row, and how its pixels are told from the background (colour tests on r, g,
    b)."""

    def __init__(self, name, row, resting, dragged, step, scan_from=0):
        self.name, self.row, self.resting, self.dragged = name, row, resting, dragged
        self.step, self.scan_from = step, scan_from


# The touch-test puck is blue at rest and orange under a finger; the browser page copies it.
PUCK = Target("puck", ROW_Y, resting=lambda r, g, b: b > 200 and r < 120,
              dragged=ColourTest(lambda r, g, b: r > 200 and b < 120, r=lambda r: r > 200, b=lambda b: b < 120), step=2)
# The monkey's brown fur against the green jungle, on the row through the top of its head (y 365 at 1280x800: one
# run of fur, above its face and the banana), right of the palm trunk's grey. Its colour doesn't change when it is
# grabbed; 1 px moves.
MONKEY_FUR = lambda r, g, b: 70 < r < 190 and r - g > 35 and g - b > 5 and b < 90  # noqa: E731
MONKEY = Target("monkey", 365, resting=MONKEY_FUR,
                dragged=ColourTest(MONKEY_FUR, r=lambda r: 70 < r < 190, g=lambda g: g < 155, b=lambda b: b < 90),
                step=1, scan_from=200)

CHROMIUM_PAGE = """<!doctype html><html><head><style>
html, body { margin: 0; height: 100%; background: #202428; overflow: hidden; touch-action: none; }
#puck { position: absolute; left: 580px; top: 340px; width: 120px; height: 120px; border-radius: 60px;
        background: rgb(40, 110, 230); }
#puck.held { background: rgb(255, 140, 40); }
</style></head><body><div id="puck"></div><script>
const puck = document.getElementById("puck");
let grab = null;
puck.addEventListener("pointerdown", e => {
  puck.setPointerCapture(e.pointerId); puck.classList.add("held");
  grab = { x: e.clientX - puck.offsetLeft, y: e.clientY - puck.offsetTop };
});
puck.addEventListener("pointermove", e => {
  if (grab) { puck.style.left = (e.clientX - grab.x) + "px"; puck.style.top = (e.clientY - grab.y) + "px"; }
});
puck.addEventListener("pointerup", () => { grab = null; puck.classList.remove("held"); });
</script></body></html>
"""


def wait_for(predicate, timeout):
    end = time.perf_counter() + timeout
    while time.perf_counter() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    return None


def measure(screen, target, moves, continuous):
    """Latencies (seconds) of `moves` moves of the target, and the number missed. The drag heads for the side with
    room."""
    screen.row_y = target.row
    x = wait_for(lambda: screen.resting_centre(target), 10)
    if x is None:
        raise SystemExit(f"latency.py: no {target.name} on the row")
    step = target.step if x < WIDTH // 2 else -target.step
    screen.move(x, target.row)
    time.sleep(0.3)
    screen.button(True)
    # Pressed on the target (the puck turns orange); the first moves take up the touch slop.
    for _ in range(20 // target.step):
        x += step
        screen.move(x, target.row)
        time.sleep(0.02)
    if wait_for(lambda: screen.left_edge(target), 5) is None:
        raise SystemExit(f"latency.py: the {target.name} never showed as dragged under the pointer")
    time.sleep(0.2)
    edge_offset = screen.left_edge(target) - x
    latencies, misses = [], 0
    if not continuous:
        for _ in range(moves):
            x += step
            sent = time.perf_counter()
            screen.move(x, target.row)
            while True:
                now = time.perf_counter()
                if screen.left_edge(target) == x + edge_offset:
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
                screen.move(x, target.row)
                next_move += 0.008
                if moved == moves:
                    deadline = now + MISS_AFTER
            edge = screen.left_edge(target)
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


def launch(target, app, env, work):
    """Starts what shows the target; returns the process and whether its idle CPU is measured."""
    if target == "chromium":
        page = os.path.join(work, "puck.html")
        with open(page, "w") as out:
            out.write(CHROMIUM_PAGE)
        command = [chromium(), "--no-sandbox", "--kiosk", "--no-first-run", "--no-default-browser-check",
                   "--disable-extensions", "--disable-background-networking", "--password-store=basic",
                   f"--user-data-dir={work}/profile", "--window-position=0,0", f"--window-size={WIDTH},{HEIGHT}",
                   f"file://{page}"]
        return subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL), False
    scene = {"puck": "touch-test", "monkey": "monkey-banana"}[target]
    return subprocess.Popen([app, "--scene", scene, "--size", f"{WIDTH}x{HEIGHT}"], env=env,
                            stderr=subprocess.DEVNULL), True


def chromium():
    return shutil.which("chromium") or shutil.which("chromium-browser")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--app")
    parser.add_argument("--scratch-path")
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--targets", default="puck,monkey,chromium")
    args = parser.parse_args()
    targets = args.targets.split(",")
    unknown = [name for name in targets if name not in ("puck", "monkey", "chromium")]
    if unknown:
        raise SystemExit(f"latency.py: unknown target {unknown[0]} (puck, monkey or chromium)")
    if "chromium" in targets and not chromium():
        print("latency.py: chromium not installed, so not measured (apt-get install chromium)", file=sys.stderr)
        targets.remove("chromium")
    app = args.app or (release_app(args.scratch_path) if set(targets) - {"chromium"} else None)
    display = f":{random.randint(200, 30000)}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{WIDTH}x{HEIGHT}x24", "-nolisten", "tcp"],
                            stderr=subprocess.DEVNULL)
    work = tempfile.mkdtemp(prefix="latency-")
    process = None
    try:
        time.sleep(1)
        env = dict(os.environ, DISPLAY=display)
        env.pop("SDL_VIDEODRIVER", None)
        screen = Screen(display)
        print("| target | run | mode | moves | p50 ms | p99 ms | max ms | misses |")
        print("|---|---|---|---|---|---|---|---|")
        summary, idle_lines = [], []
        for name in targets:
            target = {"puck": PUCK, "monkey": MONKEY, "chromium": PUCK}[name]
            process, measures_cpu = launch(name, app, env, work)
            time.sleep(6 if name == "chromium" else 2)
            single = []
            for run in range(1, args.runs + 1):
                for continuous in (False, True):
                    latencies, misses = measure(screen, target, args.moves, continuous)
                    mode = "continuous drag (125 Hz)" if continuous else "single moves"
                    ms = [v * 1000 for v in latencies]
                    p50, p99 = statistics.median(ms), percentile(ms, 0.99)
                    if not continuous:
                        single.append((p50, p99))
                    print(f"| {name} | {run} | {mode} | {len(ms)} | {p50:.1f} | {p99:.1f} | {max(ms):.1f} | {misses} |",
                          flush=True)
            summary.append(f"{name}: single moves p50 {statistics.median(p for p, _ in single):.1f} ms, "
                           f"p99 {statistics.median(p for _, p in single):.1f} ms (median of {len(single)} runs)")
            if measures_cpu:
                before = cpu_seconds(process.pid)
                time.sleep(10)
                idle_lines.append(f"{name}: idle CPU over 10 s {(cpu_seconds(process.pid) - before) * 10:.2f} % of a core")
            process.terminate()
            process.wait()
            process = None
        print()
        print("\n".join(summary + idle_lines))
    finally:
        if process:
            process.terminate()
            process.wait()
        xvfb.terminate()
        xvfb.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
