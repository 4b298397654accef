#!/bin/bash
# The user guide's screenshots of the panels over a live scene (issue 25): F2, F4 and F6 open in the gallery after a
# slow drag (a pan) at 1280×800 and 640×400, and F4 with F2 after a straight line on the checkmark's paper. Each runs
# the app in a window of its size under Xvfb, drives it with xdotool and writes the last frame (--screenshot) when it
# is sent SIGTERM. Usage: tools/panels-screenshots.sh [BINARY] [OUTDIR]
set -euo pipefail
bin=${1:-.build/debug/gesture-sandbox}
out=${2:-docs/screenshots}
mkdir -p "$out"
out=$(cd "$out" && pwd)

shot() {   # shot OUT SCENE WxH STEPS... (sleep:S, drag:X1,Y1,X2,Y2,MOVES,SECONDS-BETWEEN, or a key name)
    local file=$1 scene=$2 size=$3; shift 3
    xvfb-run -a -s "-noreset -screen 0 1920x1080x24" bash -c '
        bin=$1; file=$2; scene=$3; size=$4; shift 4
        "$bin" --scene "$scene" --size "$size" --screenshot "$file" & pid=$!
        wid=$(xdotool search --sync --onlyvisible --pid "$pid" | head -1)
        sleep 1.5
        for k in "$@"; do
            case $k in
                sleep:*) sleep "${k#sleep:}" ;;
                drag:*) IFS=, read -r x1 y1 x2 y2 n d <<<"${k#drag:}"
                        xdotool mousemove --window "$wid" "$x1" "$y1" mousedown 1
                        for i in $(seq 1 "$n"); do
                            xdotool mousemove --window "$wid" $((x1 + (x2 - x1) * i / n)) $((y1 + (y2 - y1) * i / n))
                            sleep "$d"
                        done
                        xdotool mouseup 1 ;;
                *) xdotool key --window "$wid" "$k" ;;
            esac
        done
        sleep 0.3
        kill -TERM $pid; wait $pid' _ "$bin" "$file" "$scene" "$size" "$@"
    echo "$file"
}

# 180 pt in 2.4 s: under the swipe's 100 pt/s, so the gallery pans.
shot "$out/panels-1280.png" gallery 1280x800 F6 F4 F2 sleep:0.3 drag:120,200,300,200,30,0.08 sleep:0.3
shot "$out/panels-640.png" gallery 640x400 F6 F4 F2 sleep:0.3 drag:120,150,240,150,30,0.08 sleep:0.3
shot "$out/checkmark-f4.png" checkmark 1280x800 F4 F2 sleep:0.3 drag:150,250,650,270,12,0.03 sleep:0.2
