#!/usr/bin/env bash
# Builds the documentation site of the sample with the toolchain's docc: the `App` module's
# symbol graph, and the catalog docs/App.docc with its tutorial, whose code files are the test
# target Tests/TutorialTests (compiled and run by `swift test`) and whose pictures are
# docs/pictures. Warnings are errors, so a tutorial that names a file or symbol that is gone fails.
#   Demo/Scripts/build-docs.sh [OUTPUT]     (default: .build/docs)
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-.build/docs}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --target App --scratch-path .build/docs-build \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/graphs-all" >/dev/null
mkdir -p "$work/graphs"
cp "$work/graphs-all/App.symbols.json" "$work/graphs/"
cp -R docs/App.docc "$work/App.docc"
mkdir -p "$work/App.docc/Resources"
cp Tests/TutorialTests/*.swift docs/pictures/*.svg "$work/App.docc/Resources/"
rm -rf "$out"
docc convert "$work/App.docc" --additional-symbol-graph-dir "$work/graphs" \
  --output-path "$out" --transform-for-static-hosting --warnings-as-errors
echo "Built the documentation into $out: serve it (python3 -m http.server -d $out) and open"
echo "/documentation/app and /tutorials/table-of-contents."
