#!/bin/bash
# Runs COMMAND inside GNOME's or KDE's own Wayland compositor, headless, with no GPU: mutter 43
# (`mutter --wayland --headless`, a virtual monitor; its seat has no input devices) or KWin 5.27 (`kwin_wayland
# --virtual`; a keyboard, no pointer), in a D-Bus session of its own and a fresh 0700 XDG_RUNTIME_DIR. Neither shows
# its output to an X server as weston nested in Xvfb does, so tests look at the app's own --screenshot. COMMAND sees
# WAYLAND_DISPLAY, XDG_RUNTIME_DIR, COMPOSITOR_PID (to kill the compositor under the app) and COMPOSITOR_LOG (what the
# compositor printed so far: what it says about the app's window is a defect); DISPLAY is unset. Everything started is
# ended on exit; the exit status is COMMAND's.
#
#   tools/compositor-session.sh mutter|kwin [--scale N] [--size WxH] [--client-decorations] -- COMMAND [ARGS...]
#
# --scale N   KWin only: the output's scale, 1.5 too (the output is WxH pixels, WxH/N points)
# --client-decorations   KWin only: no decoration plugin, so windows draw their own (libdecor's title bar, as on
#             GNOME, when the app is told SDL_VIDEO_WAYLAND_PREFER_LIBDECOR=1)
set -euo pipefail
[ $# -gt 0 ] || { echo "compositor-session.sh: mutter or kwin?" >&2; exit 64; }
compositor="$1"; shift
case "$compositor" in
	mutter|kwin) ;;
	*) echo "compositor-session.sh: unknown compositor $compositor (mutter or kwin)" >&2; exit 64 ;;
esac
scale=1 size=1280x800 client_decorations=0
while [ $# -gt 0 ]; do
	case "$1" in
		--scale) scale="$2"; shift 2 ;;
		--client-decorations) client_decorations=1; shift ;;
		--size) size="$2"; shift 2 ;;
		--) shift; break ;;
		*) echo "compositor-session.sh: unknown option $1" >&2; exit 64 ;;
	esac
done
[ $# -gt 0 ] || { echo "compositor-session.sh: no command" >&2; exit 64; }
[ "$compositor" = kwin ] || [ "$scale" = 1 ] || { echo "compositor-session.sh: --scale is KWin's only" >&2; exit 64; }
[ "$compositor" = kwin ] || [ "$client_decorations" = 0 ] \
	|| { echo "compositor-session.sh: --client-decorations is KWin's only (mutter's are the client's already)" >&2; exit 64; }
width=${size%x*} height=${size#*x}
# Pixels to points at the scale, which may be fractional (KWin's 1.5).
points() { awk -v pixels="$1" -v scale="$scale" 'BEGIN { printf "%d", pixels / scale }'; }

# The servers get SIGTERM unblocked (env --default-signal): a parent may hand down a mask that blocks it (Foundation's
# Process from a test's thread does), and dbus-run-session's SIGTERM then left its bus daemon running for ever.
unblocked=(env --default-signal=TERM)

# Both compositors want a session bus (mutter for its own names, KWin for its D-Bus interfaces): one of our own. The
# bus daemon's own complaint (it may not raise its file limit in a container) is left out of stderr.
if [ -z "${GS_COMPOSITOR_BUS:-}" ]; then
	decorations=(); [ "$client_decorations" = 1 ] && decorations=(--client-decorations)
	GS_COMPOSITOR_BUS=1 exec "${unblocked[@]}" dbus-run-session -- "$0" "$compositor" --scale "$scale" --size "$size" \
		"${decorations[@]}" -- "$@" 2> >(grep --line-buffered -v "^dbus-daemon\[" >&2)
fi

runtime=$(mktemp -d /tmp/gs-compositor.XXXXXX)
chmod 700 "$runtime"
pids=()
cleanup() {
	for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
	for pid in "${pids[@]}"; do
		for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
		kill -KILL "$pid" 2>/dev/null || true
	done
	rm -rf "$runtime"
}
trap cleanup EXIT
socket="gs-$compositor-$$"
# The compositor's configuration and caches (KWin writes kwinrc and a service cache) stay in the session's folder,
# not the user's home.
home=(XDG_RUNTIME_DIR="$runtime" XDG_CONFIG_HOME="$runtime/config" XDG_CACHE_HOME="$runtime/cache"
	XDG_DATA_HOME="$runtime/data" XDG_STATE_HOME="$runtime/state")
log="$runtime/compositor.log"
# KWin without its decoration plugin leaves decorations to the clients (libdecor's title bar, as on GNOME).
if [ "$client_decorations" = 1 ]; then
	mkdir -p "$runtime/config"
	printf '[org.kde.kdecoration2]\nNoPlugin=true\n' >"$runtime/config/kwinrc"
fi
if [ "$compositor" = mutter ]; then
	env "${home[@]}" "${unblocked[@]}" mutter --wayland --headless --no-x11 \
		--virtual-monitor "${width}x${height}" --wayland-display="$socket" >"$log" 2>&1 </dev/null &
else
	# The installed kwin_wayland carries file capabilities (CAP_SYS_NICE) that a container may refuse to execute
	# ("Operation not permitted"); a copy has none and runs the same.
	cp "$(command -v kwin_wayland)" "$runtime/kwin_wayland"
	env "${home[@]}" QT_QPA_PLATFORM=offscreen KWIN_WAYLAND_NO_PERMISSION_CHECKS=1 "${unblocked[@]}" "$runtime/kwin_wayland" --virtual \
		--width "$(points "$width")" --height "$(points "$height")" --scale "$scale" --socket "$socket" \
		--no-lockscreen >"$log" 2>&1 </dev/null &
fi
compositor_pid=$!
pids+=("$compositor_pid")
for _ in $(seq 1 300); do [ -S "$runtime/$socket" ] && break; kill -0 "$compositor_pid" 2>/dev/null || break; sleep 0.05; done
[ -S "$runtime/$socket" ] || { echo "compositor-session.sh: $compositor did not start" >&2; cat "$log" >&2; exit 1; }

export XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" COMPOSITOR_PID="$compositor_pid" COMPOSITOR_LOG="$log"
unset DISPLAY SDL_VIDEODRIVER SDL_RENDER_DRIVER
status=0
"$@" || status=$?
exit $status
