#!/usr/bin/env bash
# Start-up and memory of the release app for each scene, printed as a table (median and min of N runs):
#   first frame  process launch → first frame drawn, from the opt-in hook GESTURE_SANDBOX_REPORT_FIRST_FRAME=1
#                (the app prints the frame's unix time; this script notes the time just before exec);
#   max RSS      peak resident memory of the whole run, from /usr/bin/time %M.
# Two modes:
#   headless     --headless on the offscreen driver + software renderer. Startup run: --settle 0 --screenshot, whose
#                screenshot is the first (and only) frame drawn. Demo run: the scene's recording + --settle 1.
#   windowed     under Xvfb (if xvfb-run is installed): a real X11 window, the renderer the app picks there
#                (accelerated first: Mesa llvmpipe OpenGL on a GPU-less VM), replaying the demo at 4× speed, every frame
#                drawn and presented, ended by SIGTERM after the recording.
# Usage: tools/bench-app.sh [RUNS]          RUNS defaults to 10 (windowed: WINDOWED_RUNS, default 5)
#   SCRATCH_PATH=.build-bench  build folder (default .build);  SKIP_BUILD=1  use the existing release build
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs=${1:-10}
windowed_runs=${WINDOWED_RUNS:-5}
scratch=${SCRATCH_PATH:-.build}
app="$scratch/release/gesture-sandbox"
scenes=(monkey-banana:monkey-banana-drag knob:knob-quarter-turn checkmark:checkmark-check
        photo-chevron:photo-chevron-open gallery:gallery-tour)

if [ "${1:-}" != "--windowed-inner" ]; then
  # The same flags as `make build` (static Swift runtime), so the figures are those of the app `make run` opens:
  # the launcher and the app it starts.
  if [ -z "${SKIP_BUILD:-}" ]; then
    for product in gesture-sandbox-app gesture-sandbox; do
      # shellcheck disable=SC2046
      swift build $(make -s --no-print-directory print-release-flags) --scratch-path "$scratch" --product "$product" >&2
    done
  fi
fi
[ -x "$app" ] || { echo "no release build at $app" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
# Milliseconds from the launch time $1 to the hook's line in the stderr file $2 ("" when it never came).
first_frame_ms() {
  local at
  at=$(sed -n 's/^gesture-sandbox: first frame at \([0-9.]*\).*/\1/p' "$2" | head -1)
  [ -n "$at" ] && awk -v a="$at" -v s="$1" 'BEGIN { printf "%.1f", (a - s) * 1000 }'
}
rss_mb() { awk '/^rss/ { printf "%.1f", $2 / 1024 }' "$1"; }
# median and min of the numbers on stdin, as "median (min)".
summary() { sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) { print "n/a"; exit }
  m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.1f (%.1f)", m, v[1] }'; }

# One run: launch time noted, app under /usr/bin/time; appends first-frame ms and RSS MB to $work/$1.{first,rss}.
measure() {
  local key=$1; shift
  local start
  start=$(now)
  GESTURE_SANDBOX_REPORT_FIRST_FRAME=1 /usr/bin/time -f "rss %M" -o "$work/time" "$@" 2>"$work/err" >/dev/null || true
  first_frame_ms "$start" "$work/err" >>"$work/$key.first" && echo >>"$work/$key.first" || cat "$work/err" >&2
  rss_mb "$work/time" >>"$work/$key.rss"; echo >>"$work/$key.rss"
}

if [ "${1:-}" = "--windowed-inner" ]; then
  runs=$windowed_runs
  for entry in "${scenes[@]}"; do
    scene=${entry%%:*} recording="Assets/recordings/${entry#*:}.jsonl"
    duration=$(tail -1 "$recording" | sed 's/.*"t":\([0-9.]*\).*/\1/')
    seconds=$(awk -v d="$duration" 'BEGIN { printf "%.1f", d / 4 + 1 }')
    for _ in $(seq "$runs"); do
      measure "$scene" timeout -s TERM "$seconds" "$app" --scene "$scene" --replay "$recording" --replay-speed 4
    done
    printf "%-14s %-18s %-18s\n" "$scene" "$(summary <"$work/$scene.first")" "$(summary <"$work/$scene.rss")"
  done
  exit 0
fi

echo "gesture-sandbox start-up and memory, median (min) of $runs runs; $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "headless (offscreen driver, software renderer, 1280x800)"
printf "%-14s %-18s %-18s %-18s\n" scene "first frame ms" "startup RSS MB" "demo RSS MB"
for entry in "${scenes[@]}"; do
  scene=${entry%%:*} recording="Assets/recordings/${entry#*:}.jsonl"
  for _ in $(seq "$runs"); do
    measure "$scene" "$app" --headless --scene "$scene" --settle 0 --screenshot "$work/shot.png"
    measure "$scene-demo" "$app" --headless --scene "$scene" --replay "$recording" --settle 1 --screenshot "$work/shot.png"
  done
  printf "%-14s %-18s %-18s %-18s\n" "$scene" "$(summary <"$work/$scene.first")" "$(summary <"$work/$scene.rss")" \
    "$(summary <"$work/$scene-demo.rss")"
done

echo
if command -v xvfb-run >/dev/null; then
  echo "windowed under Xvfb (1280x800x24, renderer the app picks), demo replayed at 4x, median (min) of $windowed_runs runs"
  printf "%-14s %-18s %-18s\n" scene "first frame ms" "max RSS MB"
  SKIP_BUILD=1 SCRATCH_PATH="$scratch" WINDOWED_RUNS="$windowed_runs" \
    xvfb-run -a -s "-screen 0 1280x800x24" "$0" --windowed-inner
else
  echo "windowed: skipped (xvfb-run not installed)"
fi
