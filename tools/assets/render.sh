#!/bin/sh
# Re-render every SVG in tools/assets/svg/ to Assets/images/NAME.png (1x) and
# Assets/images/NAME@2x.png (2x), then re-synthesise the sounds. Opaque full-bleed
# backdrops (JPEG_IMAGES) become NAME.jpg / NAME@2x.jpg instead: they decode in a
# quarter of the PNG's time, which counts on the app's first frame.
# Requires: rsvg-convert (Debian: librsvg2-bin), ImageMagick's convert (for the
#           JPEGs), python3 + numpy, DejaVu Sans fonts (Debian: fonts-dejavu-core).
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
OUT="$ROOT/Assets/images"
mkdir -p "$OUT"
command -v rsvg-convert >/dev/null 2>&1 || {
  echo "rsvg-convert not found (apt-get install -y librsvg2-bin)" >&2; exit 1; }
JPEG_IMAGES="jungle"
for svg in "$HERE"/svg/*.svg; do
  name=$(basename "$svg" .svg)
  rsvg-convert -z 1 "$svg" -o "$OUT/$name.png"
  rsvg-convert -z 2 "$svg" -o "$OUT/$name@2x.png"
  case " $JPEG_IMAGES " in
    *" $name "*)
      for size in "" "@2x"; do
        convert "$OUT/$name$size.png" -sampling-factor 4:2:0 -quality 95 "$OUT/$name$size.jpg"
        rm "$OUT/$name$size.png"
      done ;;
  esac
  echo "rendered $name"
done
python3 "$HERE/make_sounds.py" "$ROOT/Assets/sounds"
