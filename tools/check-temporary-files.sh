#!/usr/bin/env bash
# Runs COMMAND (the Swift tests) with TMPDIR set to a fresh empty folder and fails, listing them, if anything is left
# in it afterwards: every test removes what it makes in the temporary directory, or each `make test` litters the
# user's /tmp. The folder is made in the system's temporary directory, not in the checkout (a test of the asset search
# needs an empty folder with no Assets folder above it), and is removed at the end either way.
#
#   tools/check-temporary-files.sh COMMAND [ARGS...]
#
# Exit status: COMMAND's when it failed, else 1 when something was left, else 0.
set -euo pipefail
[ $# -gt 0 ] || { echo "check-temporary-files.sh: no command" >&2; exit 64; }
folder=$(mktemp -d "${TMPDIR:-/tmp}/gesture-sandbox-tests.XXXXXX")
trap 'rm -rf "$folder"' EXIT
status=0
TMPDIR="$folder" "$@" || status=$?

# Not counted: what the Swift toolchain leaves there itself, not a test. `swift test` runs swiftc -print-target-info,
# whose driver never removes its TemporaryDirectory.* on Linux (it holds only .keep-directory; swift-driver issue
# 2049); SwiftPM's file locks are empty files named after the path they lock (/work/x/.build → _work_x_.build.lock).
shopt -s nullglob dotglob
leftovers=()
for path in "$folder"/*; do
	name=${path##*/}
	case $name in
		TemporaryDirectory.*) [ -d "$path" ] && [ -z "$(find "$path" -mindepth 1 ! -name .keep-directory)" ] && continue ;;
		_*.lock) [ -f "$path" ] && [ ! -s "$path" ] && continue ;;
	esac
	leftovers+=("$name")
done
if [ ${#leftovers[@]} -gt 0 ]; then
	echo "check-temporary-files: ${#leftovers[@]} left in the temporary directory (a test must remove what it makes):" >&2
	(cd "$folder" && find "${leftovers[@]}" -maxdepth 1 | sort | sed 's/^/  /') >&2
	[ "$status" != 0 ] || status=1
fi
exit $status
