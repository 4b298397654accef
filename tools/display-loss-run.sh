#!/bin/bash
# One display-server loss under the windowed app, inside tools/wayland-session.sh (SERVER weston or xvfb) or
# tools/compositor-session.sh (SERVER mutter or kwin): starts APP with ARGS (its stderr to OUT/app.err, its state
# folder OUT/state), waits for its first frame, drags with the X pointer if DRAG is 1 (Wayland: through weston's seat;
# mutter and KWin have no pointer, so no drag), sleeps DELAY seconds, sends SIGNAL to the compositor or to Xvfb (SERVER
# xvfb; the app then runs on X11), and writes OUT/gone (milliseconds from the signal to the app's end, or `alive` if
# it still ran 5 s later, when it is killed) and OUT/status (its exit status). Used by DisplayLossTests and the
# fuzzer's display-loss target.
#
#   tools/display-loss-run.sh APP OUT SERVER DELAY SIGNAL DRAG ARGS...
set -u
APP="$1"; OUT="$2"; SERVER="$3"; DELAY="$4"; SIGNAL="$5"; DRAG="$6"; shift 6
# Absolute, or the app would ignore it for the user's own ~/.local/state.
export XDG_STATE_HOME="$(realpath -m "$OUT/state")"
if [ "$SERVER" = xvfb ]; then export DISPLAY="$XVFB_DISPLAY"; unset WAYLAND_DISPLAY; fi
GESTURE_SANDBOX_REPORT_FIRST_FRAME=1 env --default-signal=TERM "$APP" "$@" 2>"$OUT/app.err" &
PID=$!
for i in $(seq 1 600); do grep -q "first frame at" "$OUT/app.err" && break; kill -0 $PID 2>/dev/null || break; sleep 0.05; done
if [ "$DRAG" = 1 ] && [ -n "${XVFB_DISPLAY:-}" ]; then
	# From a corner first: a fresh Xvfb's pointer is at 640,400 already, where `mousemove --sync` waits for a motion
	# that never comes (each dragging run took 10 s, not one).
	DISPLAY="$XVFB_DISPLAY" xdotool mousemove 0 0 mousemove --sync 640 400 mousedown 1 mousemove --sync 700 450 2>/dev/null
fi
sleep "$DELAY"
case "$SERVER" in
	xvfb) kill -"$SIGNAL" "$XVFB_PID" ;;
	weston) kill -"$SIGNAL" "$WESTON_PID" ;;
	*) kill -"$SIGNAL" "$COMPOSITOR_PID" ;;
esac
start=$(date +%s%N)
result=alive
for i in $(seq 1 500); do
	if ! kill -0 $PID 2>/dev/null; then result=$(( ($(date +%s%N) - start) / 1000000 )); break; fi
	sleep 0.01
done
echo "$result" >"$OUT/gone"
[ "$result" = alive ] && kill -KILL $PID
wait $PID
echo $? >"$OUT/status"
exit 0
