#!/usr/bin/env bash
# Builds the DocC catalogs with warnings as errors: ListKit's (Sources/ListKit/ListKit.docc)
# and, when present, the generator's (Sources/listgen/listgen.docc). Archives land in
# ${DOCS_OUTPUT:-.build/docs}.
#
# ListKit's symbol graph is made by the iOS compiler: its list controllers and adapters exist
# only where UIKit does, and the articles link to them. The compiler is found as
# Scripts/check-apple-platforms.sh finds it (LISTGEN_IOS_SWIFTC, ../shared/apple-sdk/swiftc-ios
# repaired by that script, or xcrun); with none, ListKit's catalog is built from the Linux
# symbol graph with warnings allowed, and the script says so.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${DOCS_OUTPUT:-.build/docs}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/listgen-docs.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
docc=$(command -v docc || xcrun --find docc 2>/dev/null || true)
[[ -n $docc ]] || { echo "error: no docc found (it ships with the Swift toolchain)" >&2; exit 1; }

ios_swiftc=${LISTGEN_IOS_SWIFTC:-}
if [[ -z $ios_swiftc ]]; then
    ios_swiftc=$(ls "${TMPDIR:-/tmp}"/listgen-apple-sdk/*/swiftc-ios 2>/dev/null | head -n 1 || true)
fi
sources=$(find Sources/ListKit -name '*.swift' | LC_ALL=C sort)
if [[ -n $ios_swiftc ]]; then
    # shellcheck disable=SC2086 # one word per file
    "$ios_swiftc" -swift-version 6 -parse-as-library -wmo -module-name ListKit -package-name listgen \
        -emit-module -emit-module-path "$tmp/ios/ListKit.swiftmodule" \
        -emit-symbol-graph -emit-extension-block-symbols -emit-symbol-graph-dir "$tmp/ios" $sources
    "$docc" convert Sources/ListKit/ListKit.docc --additional-symbol-graph-dir "$tmp/ios" \
        --output-path "$out/ListKit.doccarchive" --warnings-as-errors
else
    echo "note: no iOS compiler (run Scripts/check-apple-platforms.sh first): ListKit's catalog built from the Linux symbol graph, its UIKit links unchecked"
    swift build --target ListKit -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$tmp/linux" >/dev/null
    "$docc" convert Sources/ListKit/ListKit.docc --additional-symbol-graph-dir "$tmp/linux" --output-path "$out/ListKit.doccarchive"
fi
echo "ok    ListKit documentation: $out/ListKit.doccarchive"

if [[ -d Sources/listgen/listgen.docc ]]; then
    "$docc" convert Sources/listgen/listgen.docc --output-path "$out/listgen.doccarchive" --warnings-as-errors
    echo "ok    listgen documentation: $out/listgen.doccarchive"
fi
