#!/bin/bash
# Screenshots of the inspector (F2), the timeline (F4), time control in a windowed replay, and live input (F3, F5, the
# 3-finger mode) under Xvfb with xdotool:
# the gallery recording is replayed, paused (Space), sought on the scrub bar, stepped (Right), and the app's
# --screenshot writes the frame when it is sent SIGTERM. Usage: tools/inspector-screenshots.sh [BINARY] [OUTDIR]
set -euo pipefail
bin=${1:-.build/debug/gesture-sandbox}
out=${2:-docs/screenshots}
mkdir -p "$out"
recording=Assets/recordings/gallery-tap-swipe-pan.jsonl
duration=3.776   # the recording's last event
# The scrub track runs from x=200 to x=1060 at y=752 in a 1280×800 window.
scrub_x() { python3 -c "print(round(200 + 860 * $1 / $duration))"; }

shot() {   # shot OUT KEYS...
    local file=$1; shift
    xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
        bin=$1; recording=$2; file=$3; shift 3
        "$bin" --replay "$recording" --screenshot "$file" & pid=$!
        wid=$(xdotool search --sync --name "Gesture Sandbox" | head -1)
        sleep 1
        for k in "$@"; do
            case $k in
                sleep:*) sleep "${k#sleep:}" ;;
                seek:*) xdotool mousemove --window "$wid" "${k#seek:}" 752; sleep 0.3
                        xdotool mousedown 1; sleep 0.2; xdotool mouseup 1 ;;
                *) xdotool key --window "$wid" "$k" ;;
            esac
        done
        sleep 0.3
        kill -TERM $pid; wait $pid' _ "$bin" "$recording" "$file" "$@"
}

shot "$out/inspector-f2.png" F2 space "seek:$(scrub_x 2.0)" sleep:0.8
shot "$out/timeline-f4.png" F4 space "seek:$(scrub_x 3.2)" sleep:0.8
shot "$out/replay-paused-step.png" F2 space "seek:$(scrub_x 0.3)" sleep:0.8 Right Right Right sleep:0.3

# Live input on the touch-test scene: F3 and F5 over a short drag of the puck, and the 3-finger mode's preview (M).
live_shot() {   # live_shot OUT KEYS... (move:X,Y, down, up, sleep:S, or a key name)
    local file=$1; shift
    xvfb-run -a -s "-noreset -screen 0 1280x800x24" bash -c '
        bin=$1; file=$2; shift 2
        "$bin" --scene touch-test --screenshot "$file" & pid=$!
        wid=$(xdotool search --sync --onlyvisible --pid "$pid" | head -1)
        sleep 1
        for k in "$@"; do
            case $k in
                sleep:*) sleep "${k#sleep:}" ;;
                move:*) xy=${k#move:}; xdotool mousemove --window "$wid" "${xy%,*}" "${xy#*,}" ;;
                down) xdotool mousedown 1 ;;
                up) xdotool mouseup 1 ;;
                *) xdotool key --window "$wid" "$k" ;;
            esac
        done
        sleep 0.5
        kill -TERM $pid; wait $pid' _ "$bin" "$file" "$@"
}

live_shot "$out/f3-f5.png" F3 F5 move:600,400 down move:620,410 sleep:0.1 move:650,420 sleep:0.1 move:680,430 \
    sleep:0.1 move:700,440 sleep:0.1 move:720,450 sleep:0.2
live_shot "$out/three-fingers.png" m move:900,560 sleep:1
