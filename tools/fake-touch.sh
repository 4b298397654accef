#!/bin/bash
# Touches on a touchscreen, as KWin gives them to its clients: builds (once, into .build/fake-touch) and runs a small
# Wayland client that feeds KWin's org_kde_kwin_fake_input protocol (Debian's plasma-wayland-protocols) from standard
# input, one command a line: `down ID X Y`, `move ID X Y`, `up ID`, `frame`, `sleep MS` (X, Y in the compositor's
# logical coordinates). Run inside tools/compositor-session.sh kwin, whose KWin lets any client use the protocol
# (KWIN_WAYLAND_NO_PERMISSION_CHECKS). KWin adds a touch device for the client when it connects and removes it when
# it disconnects, and a client bound to the seat hears of it only then: keep one run for a whole test, and let its
# first touch (which the app can't receive yet) be a throwaway.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../.build/fake-touch"
protocol=/usr/share/plasma-wayland-protocols/fake-input.xml
[ -f "$protocol" ] || { echo "fake-touch.sh: $protocol is missing (apt-get install plasma-wayland-protocols)" >&2; exit 1; }
if [ ! -x "$out/fake-touch" ] || [ "$here/fake-touch/fake-touch.c" -nt "$out/fake-touch" ]; then
	mkdir -p "$out"
	wayland-scanner client-header "$protocol" "$out/fake-input-client.h"
	wayland-scanner private-code "$protocol" "$out/fake-input.c"
	"${CC:-clang}" -O1 -I"$out" -o "$out/fake-touch.tmp" "$here/fake-touch/fake-touch.c" "$out/fake-input.c" -lwayland-client
	mv "$out/fake-touch.tmp" "$out/fake-touch"
fi
exec "$out/fake-touch"
