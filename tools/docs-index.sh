#!/usr/bin/env bash
# Prints the front page of the documentation site `make docs` writes: a link to each module's DocC pages.
set -euo pipefail
echo '<!DOCTYPE html>'
echo '<html lang="en"><head><meta charset="utf-8"><title>Gesture Sandbox API documentation</title></head><body>'
echo '<h1>Gesture Sandbox API documentation</h1><ul>'
for module in "$@"; do
    lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
    echo "<li><a href=\"$module/documentation/$lower/\">$module</a></li>"
done
echo '</ul></body></html>'
