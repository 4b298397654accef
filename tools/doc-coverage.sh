#!/usr/bin/env bash
# Fails on a public symbol without a documentation comment in the documented modules (default: GestureKit,
# GestureKitTesting, GestureSandboxApp): builds them (debug), extracts their symbol graphs from the built modules
# with the toolchain's swift-symbolgraph-extract, and lets tools/doc-coverage.py list what is undocumented.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ $# -gt 0 ] || set -- GestureKit GestureKitTesting GestureSandboxApp
modules=("$@")
SWIFT=${SWIFT:-swift}
for module in "${modules[@]}"; do "$SWIFT" build --target "$module" >/dev/null; done
bin=$("$SWIFT" build --show-bin-path)
target=$("$SWIFT" -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
graphs=.build/doc-coverage
rm -rf "$graphs"
mkdir -p "$graphs"
includes=()
for module_map in Sources/*/module.modulemap; do includes+=(-I "$(dirname "$module_map")"); done
# C targets (CDisplayEscape): SwiftPM writes their module maps into the build folder.
for module_map in "$bin"/*.build/module.modulemap; do includes+=(-Xcc "-fmodule-map-file=$module_map"); done
for flag in $(pkg-config --cflags-only-I sdl2 SDL2_ttf SDL2_image zlib); do includes+=(-Xcc "$flag"); done
for module in "${modules[@]}"; do
    swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" "${includes[@]}" -target "$target" \
        -output-dir "$graphs" -minimum-access-level public >"$graphs/$module.log" 2>&1 \
        || { cat "$graphs/$module.log" >&2; echo "doc-coverage: could not read $module's symbols" >&2; exit 1; }
done
python3 tools/doc-coverage.py "$graphs" "${modules[@]}"
