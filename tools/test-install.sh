#!/usr/bin/env bash
# Checks `make install` and `make uninstall` in a temporary DESTDIR: every file where it belongs, the desktop entry
# valid, the man page readable, and the installed binary running headless from another directory, finding its
# assets beside itself. Exits non-zero with a message on the first failure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
stage=$(mktemp -d)
elsewhere=$(mktemp -d)
trap 'rm -rf "$stage" "$elsewhere"' EXIT
fail() { echo "test-install: $*" >&2; exit 1; }

make --no-print-directory install DESTDIR="$stage" PREFIX=/usr >/dev/null
root="$stage/usr"
for file in bin/gesture-sandbox libexec/gesture-sandbox/gesture-sandbox-app share/applications/gesture-sandbox.desktop share/man/man1/gesture-sandbox.1 \
            share/icons/hicolor/48x48/apps/gesture-sandbox.png share/icons/hicolor/256x256/apps/gesture-sandbox.png \
            share/icons/hicolor/512x512/apps/gesture-sandbox.png share/icons/hicolor/scalable/apps/gesture-sandbox.svg \
            share/gesture-sandbox/images/monkey.png share/gesture-sandbox/fonts/DejaVuSans.ttf \
            share/gesture-sandbox/sounds/chomp.wav share/gesture-sandbox/recordings/gallery-tour.jsonl; do
    [ -e "$root/$file" ] || fail "missing $file"
done
[ -x "$root/bin/gesture-sandbox" ] || fail "bin/gesture-sandbox is not executable"
[ -x "$root/libexec/gesture-sandbox/gesture-sandbox-app" ] || fail "libexec/gesture-sandbox/gesture-sandbox-app is not executable"
desktop-file-validate "$root/share/applications/gesture-sandbox.desktop" || fail "the desktop entry is invalid"
grep -q '^\.Nm gesture-sandbox' "$root/share/man/man1/gesture-sandbox.1" || fail "the man page has no name"
grep -q 'KEYS' "$root/share/man/man1/gesture-sandbox.1" || fail "the man page lacks the help's KEYS paragraph"

# From another directory, with no GESTURE_SANDBOX_ASSETS: the launcher starts libexec/gesture-sandbox/gesture-sandbox-app,
# which finds share/gesture-sandbox.
(cd "$elsewhere" && env -u GESTURE_SANDBOX_ASSETS timeout 60 "$root/bin/gesture-sandbox" --headless \
    --replay "$root/share/gesture-sandbox/recordings/monkey-banana-drag.jsonl" --settle 0.5 \
    --dump-views views.json --screenshot shot.png --trace trace.jsonl) || fail "the installed binary did not run headless"
grep -q '"name": "monkey"' "$elsewhere/views.json" || fail "the view dump lacks the monkey"
[ -s "$elsewhere/shot.png" ] || fail "no screenshot"
head -1 "$elsewhere/trace.jsonl" | grep -q gesture-sandbox-trace || fail "the trace has no header"

make --no-print-directory uninstall DESTDIR="$stage" PREFIX=/usr >/dev/null
left=$(find "$stage" \( -type f -o -path "*/libexec/gesture-sandbox" \) | sed "s|$stage||")
[ -z "$left" ] || fail "uninstall left: $left"
echo "test-install: install and uninstall in a temporary DESTDIR: OK"
