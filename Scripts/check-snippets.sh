#!/usr/bin/env bash
# Compiles every Swift block of ListKit's articles (Sources/ListKit/ListKit.docc) and of the
# README that does not face UIKit or SwiftUI, on this machine, against the ListKit and
# ListKitTesting this checkout builds (Swift Testing included), in the Swift 6 language mode,
# warnings as errors: a sample that no longer compiles against the API, or against the models
# it names, fails here. The blocks that face UIKit or SwiftUI are compiled against Apple's iOS
# SDK by Scripts/check-apple-platforms.sh, with the same markers (documented there), plus:
#
#   continues     the block is compiled after every earlier compiled block of its file (it
#                 uses a type or a helper an earlier block declared)
#
# With `adapters`, it compiles the blocks of the database adapters' catalogs
# (Adapters/*/Sources/*/*.docc) instead, against ListKitGRDB's package (GRDB, ListKit,
# ListKitGRDB, ListKitCoreData's platform-neutral part is not needed by them), each with the
# code `listgen generate` writes for its `// listgen:` annotations, as the build plugin would.
#
#   Scripts/check-snippets.sh [adapters]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/listgen-snippets.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

flags=()
if [[ ${1:-} == adapters ]]; then
    package=Adapters/ListKitGRDB
    swift build --package-path "$package" --target ListKitGRDB >"$tmp/build.log" 2>&1 || { cat "$tmp/build.log"; exit 1; }
    swift build --product listgen >"$tmp/build.log" 2>&1 || { cat "$tmp/build.log"; exit 1; }
    listgen="$(swift build --show-bin-path)/listgen"
    modules=$(swift build --package-path "$package" --show-bin-path)/Modules
    # GRDB's system library module (the SQLite headers), as SwiftPM passes it to GRDB's importers.
    flags=(-Xcc "-fmodule-map-file=$package/.build/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap")
    markdown=$(git ls-files 'Adapters/*/Sources/*/*.docc/*.md')
else
    swift build --target ListKitTesting >"$tmp/build.log" 2>&1 || { cat "$tmp/build.log"; exit 1; }
    modules=$(swift build --target ListKitTesting --show-bin-path)/Modules
    markdown=$(git ls-files 'Sources/ListKit/ListKit.docc/*.md' README.md)
fi

mkdir -p "$tmp/snippets"
# shellcheck disable=SC2086 # one word per file
awk -v dir="$tmp/snippets" -v mode=plain -f Tests/ApplePlatformChecks/extract-snippets.awk $markdown >"$tmp/snippets.tsv"

failures=0
compiled=0
while IFS=$'\t' read -r status file location detail; do
    case $status in
        compile)
            compiled=$((compiled + 1))
            generated=()
            if [[ -n ${listgen:-} ]] && grep -q '// listgen:' "$file"; then
                out="$tmp/generated/$(basename "$file" .swift)"
                "$listgen" generate --quiet --output "$out" "$file" >"$tmp/log" 2>&1 || { sed 's/^/      /' "$tmp/log"; }
                generated=("$out"/*.swift)
            fi
            if ! swiftc -typecheck -swift-version 6 -parse-as-library -warnings-as-errors -I "$modules" ${flags[@]+"${flags[@]}"} \
                "$file" ${generated[@]+"${generated[@]}"} >"$tmp/log" 2>&1; then
                echo "FAIL  snippet $location"
                sed 's/^/      /' "$tmp/log"
                failures=$((failures + 1))
            fi
            ;;
        skip) echo "skip  snippet $location: $detail" ;;
        error)
            echo "FAIL  snippet $location: $detail"
            failures=$((failures + 1))
            ;;
    esac
done <"$tmp/snippets.tsv"

if ((failures > 0)); then
    echo "snippet check: $failures of $compiled failed"
    exit 1
fi
echo "snippet check passed: $compiled blocks compiled"
