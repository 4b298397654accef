#!/usr/bin/env bash
# Screenshots of the app on Wayland (weston nested in Xvfb, no GPU: tools/wayland-session.sh) at output scale 1 and 2,
# taken from the compositor's output (`import -window root` on the X screen weston draws into), with F5 open so the
# picture says which driver, renderer and scale it ran with:
#   make build && tools/wayland-screenshots.sh       (APP=path/to/gesture-sandbox to use another build)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
app=${APP:-.build/release/gesture-sandbox}
out=docs/screenshots
mkdir -p "$out"
shot='
	GESTURE_SANDBOX_REPORT_FIRST_FRAME=1 "$1" --scene gallery 2>"$2.err" &
	pid=$!
	for i in $(seq 1 600); do grep -q "first frame at" "$2.err" && break; sleep 0.1; done
	export DISPLAY="$XVFB_DISPLAY"
	xdotool mousemove --sync 640 300 key F5
	sleep 2
	import -window root "$2"
	kill -TERM "$pid"; wait "$pid"
	rm -f "$2.err"
'
for scale in 1 2; do
	tools/wayland-session.sh --scale "$scale" -- bash -c "$shot" shot "$app" "$out/wayland-scale$scale.png"
	echo "$out/wayland-scale$scale.png"
done
