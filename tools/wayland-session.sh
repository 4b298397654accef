#!/bin/bash
# Runs COMMAND inside a real Wayland session with no GPU: Xvfb, and Debian's weston nested in it (x11 backend, kiosk
# shell: a client is shown full screen at the output's origin, and the X server's pointer and keyboard are the
# compositor's seat), in a fresh 0700 XDG_RUNTIME_DIR. COMMAND sees WAYLAND_DISPLAY, XDG_RUNTIME_DIR and, as
# XVFB_DISPLAY, the X display weston draws into (xdotool and `import -window root` act on it), WESTON_PID and XVFB_PID
# (to kill a server under the app); DISPLAY is unset
# unless --keep-display. Everything started is ended on exit; the exit status is COMMAND's.
#
#   tools/wayland-session.sh [--scale N] [--size WxH] [--seatless] [--keep-display] -- COMMAND [ARGS...]
#
# --scale N   the output's scale (weston --scale; the output is WxH pixels, WxH/N points)
# --seatless  weston's headless backend instead: no input devices, no seat (what SDL 2.26 crashes on)
set -euo pipefail
scale=1 size=1280x800 seatless=0 keep_display=0
while [ $# -gt 0 ]; do
	case "$1" in
		--scale) scale="$2"; shift 2 ;;
		--size) size="$2"; shift 2 ;;
		--seatless) seatless=1; shift ;;
		--keep-display) keep_display=1; shift ;;
		--) shift; break ;;
		*) echo "wayland-session.sh: unknown option $1" >&2; exit 64 ;;
	esac
done
[ $# -gt 0 ] || { echo "wayland-session.sh: no command" >&2; exit 64; }
width=${size%x*} height=${size#*x}

runtime=$(mktemp -d /tmp/gs-wayland.XXXXXX)
chmod 700 "$runtime"
pids=()
cleanup() {
	for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
	for pid in "${pids[@]}"; do
		for _ in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
		kill -KILL "$pid" 2>/dev/null || true
	done
	rm -rf "$runtime"
}
trap cleanup EXIT

# Xvfb and weston get SIGTERM unblocked (env --default-signal): a parent may hand down a mask that blocks it
# (Foundation's Process from a test's thread does), and then the cleanup's SIGTERM waited and SIGKILL ended Xvfb,
# which left its lock file and socket in /tmp on every run.
unblocked=(env --default-signal=TERM)

# A display number of our own: a random free one (other sessions may start Xvfb at the same moment), tried until one
# comes up.
number=""
for _ in $(seq 1 10); do
	candidate=$(( RANDOM % 20000 + 200 ))
	[ -e "/tmp/.X$candidate-lock" ] || [ -e "/tmp/.X11-unix/X$candidate" ] && continue
	"${unblocked[@]}" Xvfb ":$candidate" -nolisten tcp -noreset -screen 0 "${width}x${height}x24" >"$runtime/xvfb.log" \
		2>&1 </dev/null &
	pid=$!
	for _ in $(seq 1 100); do [ -S "/tmp/.X11-unix/X$candidate" ] && break; kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
	if kill -0 "$pid" 2>/dev/null && [ -S "/tmp/.X11-unix/X$candidate" ]; then pids+=("$pid"); number=$candidate; xvfb_pid=$pid; break; fi
	kill -KILL "$pid" 2>/dev/null || true
done
[ -n "$number" ] || { echo "wayland-session.sh: Xvfb did not start" >&2; cat "$runtime/xvfb.log" >&2; exit 1; }
xvfb_display=":$number"

socket="gs-wayland-$number"
if [ "$seatless" = 1 ]; then
	backend=(--backend=headless-backend.so)
else
	backend=(--backend=x11-backend.so --shell=kiosk-shell.so)
fi
points_width=$(( width / scale )) points_height=$(( height / scale ))
XDG_RUNTIME_DIR="$runtime" DISPLAY="$xvfb_display" "${unblocked[@]}" weston "${backend[@]}" --socket="$socket" \
	--idle-time=0 --width="$points_width" --height="$points_height" --scale="$scale" >"$runtime/weston.log" 2>&1 </dev/null &
pids+=($!)
weston_pid=$!
for _ in $(seq 1 200); do [ -S "$runtime/$socket" ] && break; sleep 0.05; done
[ -S "$runtime/$socket" ] || { echo "wayland-session.sh: weston did not start" >&2; cat "$runtime/weston.log" >&2; exit 1; }

export XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" XVFB_DISPLAY="$xvfb_display"
# For tests that kill a server under the app (DisplayLossTests).
export WESTON_PID="$weston_pid" XVFB_PID="$xvfb_pid"
if [ "$keep_display" = 1 ]; then export DISPLAY="$xvfb_display"; else unset DISPLAY; fi
unset SDL_VIDEODRIVER SDL_RENDER_DRIVER
status=0
"$@" || status=$?
exit $status
