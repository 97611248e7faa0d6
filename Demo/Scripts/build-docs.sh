#!/usr/bin/env bash
# Builds the documentation site of the sample with the toolchain's docc: the `App` module's
# symbol graph, and the catalog docs/App.docc with its tutorial, whose code files are the app's
# own (compiled and run by `swift test`), with the states before each change kept in the
# catalog's resources, and whose pictures are docs/pictures. Warnings are errors, so a tutorial that names a file or symbol that is gone fails.
#   Demo/Scripts/build-docs.sh [OUTPUT [GRAPHS]]     (default: .build/docs)
# GRAPHS is a folder of symbol graphs a build already wrote (`-emit-symbol-graph-dir`), as CI's
# one build does; without it, the script builds the App module's own.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-.build/docs}
graphs=${2:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [[ -z $graphs ]]; then
  graphs="$work/graphs-all"
  swift build --target App --scratch-path .build/docs-build \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
fi
mkdir -p "$work/graphs"
cp "$graphs/App.symbols.json" "$work/graphs/"
cp -R docs/App.docc "$work/App.docc"
mkdir -p "$work/App.docc/Resources"
cp docs/pictures/*.svg "$work/App.docc/Resources/"
# Each file a step shows that is not a state kept in the catalog is the package's own Swift file
# of that name, plain MVC's aside (TutorialCatalogTests holds that there is exactly one).
for name in $(grep -ho 'file: "[^"]*"' docs/App.docc/*.tutorial | cut -d'"' -f2 | sort -u); do
  [[ -e "docs/App.docc/Resources/$name" ]] && continue
  cp "$(find Sources Tests -name "$name" -type f -not -path 'Sources/MVC/*')" "$work/App.docc/Resources/"
done
rm -rf "$out"
docc convert "$work/App.docc" --additional-symbol-graph-dir "$work/graphs" \
  --output-path "$out" --transform-for-static-hosting --warnings-as-errors
echo "Built the documentation into $out: serve it (python3 -m http.server -d $out) and open"
echo "/documentation/app and /tutorials/table-of-contents."
