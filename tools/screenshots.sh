#!/usr/bin/env bash
# Renders the README's screenshots headless from the demo recordings, cut at an interesting moment
# (the first N lines of a recording, then a short settle), so anyone can regenerate them:
#   make build && tools/screenshots.sh            (APP=path/to/gesture-sandbox to use another build)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
app=${APP:-.build/release/gesture-sandbox}
out=docs/screenshots
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name  recording  lines-to-keep  settle-seconds
shots=(
  "monkey-banana monkey-banana-drag 60 0.05"
  "knob knob-quarter-turn 30 0.05"
  "checkmark checkmark-check 73 0.12"
  "photo-chevron photo-chevron-open 109 0.6"
  "gallery gallery-tour 120 0.1"
  "monkey-chomp monkey-banana-drag 17 0.25"
  "monkey-giggle monkey-banana-tickle 51 0.2"
  "knob-reset knob-quarter-turn 51 0.15"
)
for shot in "${shots[@]}"; do
  read -r name recording lines settle <<<"$shot"
  head -n "$lines" "Assets/recordings/$recording.jsonl" > "$work/$name.jsonl"
  "$app" --replay "$work/$name.jsonl" --headless --settle "$settle" --screenshot "$out/$name.png"
  echo "$out/$name.png"
done

# A checkmark stroke failed mid-stroke (a straight line still held): red, with the analysis's reason under the paper.
"$app" --replay Tests/EndToEndTests/Fixtures/checkmark-line-held.jsonl --headless --settle 0 \
  --screenshot "$out/checkmark-failed.png"
echo "$out/checkmark-failed.png"
