#!/usr/bin/env python3
"""Fails on a public symbol with no documentation comment in the documented modules (issue 27).

Reads the symbol graphs swift-symbolgraph-extract writes for each module (public and open symbols, extensions of
other modules' types included) and lists every symbol whose documentation comment is missing or empty, with its
file and line, as `FILE:LINE: undocumented public KIND NAME`. Compiler-synthesized members (Equatable's ==,
Hashable's hashValue) are not written in the source and are skipped; an override or a protocol requirement's
implementation counts as documented when it inherits the documentation of what it overrides or implements.

usage: doc-coverage.py SYMBOL_GRAPH_DIR MODULE...
"""
import glob
import json
import os
import sys


def undocumented(folder, module):
    found = []
    total = 0
    for path in sorted(glob.glob(os.path.join(folder, f"{module}.symbols.json"))
                       + glob.glob(os.path.join(folder, f"{module}@*.symbols.json"))):
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            total += 1
            lines = (symbol.get("docComment") or {}).get("lines", [])
            if "".join(line["text"] for line in lines).strip():
                continue
            location = symbol.get("location", {})
            uri = location.get("uri", "?").removeprefix("file://")
            line = location.get("position", {}).get("line", -1) + 1
            name = ".".join(symbol["pathComponents"])
            found.append(f"{os.path.relpath(uri)}:{line}: undocumented public {symbol['kind']['displayName'].lower()}"
                         f" {module}.{name}")
    return total, found


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    folder, modules = sys.argv[1], sys.argv[2:]
    missing = []
    for module in modules:
        total, found = undocumented(folder, module)
        if total == 0:
            sys.exit(f"doc-coverage: no symbols for {module} in {folder}")
        print(f"doc-coverage: {module}: {total - len(found)} of {total} public symbols documented")
        missing += found
    for line in sorted(missing):
        print(line, file=sys.stderr)
    if missing:
        sys.exit(f"doc-coverage: {len(missing)} public symbols have no documentation comment")


if __name__ == "__main__":
    main()
