#!/bin/sh
# Replays every demo recording in Assets/recordings headless and writes its trace, view dump and timeline into OUT, so two
# builds can be compared byte for byte: a refactoring that changes no behaviour leaves `diff -r` silent.
#   tools/demo-traces.sh .build/debug/gesture-sandbox /tmp/traces-before
#   (change, rebuild)
#   tools/demo-traces.sh .build/debug/gesture-sandbox /tmp/traces-after && diff -r /tmp/traces-before /tmp/traces-after
# Linux input recordings carry no scene: each is replayed on the scene its name starts with.
set -eu
binary=$1 out=$2
mkdir -p "$out"
# A replay that teaches a gesture keeps it on its way out: in OUT, not in the user's own recovery folder.
XDG_STATE_HOME=$(cd "$out" && pwd)/state
export XDG_STATE_HOME
status=0
for recording in Assets/recordings/*; do
  name=$(basename "$recording")
  case "$name" in
    knob-*.evemu|knob-*.libinput.yml) scene="--scene knob" ;;
    monkey-*.evemu|monkey-*.libinput.yml) scene="--scene monkey-banana" ;;
    *) scene="" ;;
  esac
  # shellcheck disable=SC2086
  if ! SDL_AUDIODRIVER=dummy "$binary" --headless --replay "$recording" $scene \
      --trace "$out/$name.trace.jsonl" --dump-views "$out/$name.views.json" >"$out/$name.out" 2>&1; then
    echo "demo-traces: $name: replay failed (see $out/$name.out)" >&2
    status=1
  fi
  # The trace read back: the timeline drawn from it.
  if ! "$binary" timeline "$out/$name.trace.jsonl" -o "$out/$name.timeline.svg" >>"$out/$name.out" 2>&1; then
    echo "demo-traces: $name: timeline failed (see $out/$name.out)" >&2
    status=1
  fi
done
exit $status
