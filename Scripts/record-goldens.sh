#!/usr/bin/env bash
# Re-records the generator's golden files with the listgen CLI, for when the current expected
# outputs no longer compile (then `LISTGEN_RECORD=1 swift test --filter GeneratorTests` cannot
# build the test bundle). Produces exactly what GoldenTests expects: outputs renamed
# CASE_<name> into Goldens/CASE/Expected, diagnostics into ExpectedDiagnostics/CASE.txt,
# paths relative to Goldens/. Review the result with `git diff`.
set -euo pipefail
cd "$(dirname "$0")/.."
log="$(mktemp)"
swift build --product listgen --scratch-path .build-record >"$log" 2>&1 || { cat "$log"; exit 1; }
rm -f "$log"
listgen="$PWD/.build-record/debug/listgen"
cd Tests/GeneratedCodeTests/Goldens
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for case in */; do
    case="${case%/}"
    mkdir -p "$scratch/$case" "$case/Expected"
    "$listgen" generate --quiet --jobs 1 --output "$scratch/$case" "$case"/Input/*.swift \
        2> "../ExpectedDiagnostics/$case.txt" || true
    rm -f "$case"/Expected/*
    for file in "$scratch/$case"/*; do
        cp "$file" "$case/Expected/${case}_$(basename "$file")"
    done
done
echo "re-recorded $(ls -d */ | wc -l) golden cases; review with git diff"
