#!/bin/sh
# Re-render every SVG in tools/assets/svg/ to Assets/images/NAME.png (1x) and
# Assets/images/NAME@2x.png (2x), then re-synthesise the sounds.
# Requires: rsvg-convert (Debian: librsvg2-bin), python3 + numpy,
#           DejaVu Sans fonts installed (Debian: fonts-dejavu-core).
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
OUT="$ROOT/Assets/images"
mkdir -p "$OUT"
command -v rsvg-convert >/dev/null 2>&1 || {
  echo "rsvg-convert not found (apt-get install -y librsvg2-bin)" >&2; exit 1; }
for svg in "$HERE"/svg/*.svg; do
  name=$(basename "$svg" .svg)
  rsvg-convert -z 1 "$svg" -o "$OUT/$name.png"
  rsvg-convert -z 2 "$svg" -o "$OUT/$name@2x.png"
  echo "rendered $name"
done
python3 "$HERE/make_sounds.py" "$ROOT/Assets/sounds"
