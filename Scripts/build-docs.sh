#!/usr/bin/env bash
# Builds the DocC catalogs with warnings as errors: ListDiff's (Sources/ListDiff/ListDiff.docc),
# ListKit's (Sources/ListKit/ListKit.docc), the database adapters' (Adapters/ListKitGRDB,
# Adapters/ListKitCoreData) and, when present, the generator's (Sources/listgen/listgen.docc).
# Archives land in ${DOCS_OUTPUT:-.build/docs}.
#
# ListDiff is compiled first, since ListKit imports its module. ListKit re-exports ListDiff, and
# the compiler writes a re-exported module's symbols into the symbol graph of the module that
# re-exports it: ListKit's catalog documents and links the diff's types as an app that imports
# ListKit sees them (``Changeset`` there is a link), and ListDiff's catalog documents them alone.
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
sources_of() { find "Sources/$1" -name '*.swift' | LC_ALL=C sort; }
graphs="$tmp/graphs"
mkdir -p "$graphs/ListDiff" "$graphs/ListKit" "$tmp/modules"
if [[ -n $ios_swiftc ]]; then
    # ListDiff first: ListKit imports its module. Each module's symbol graph in a folder of its
    # own, so that each catalog sees its module alone.
    for module in ListDiff ListKit; do
        # shellcheck disable=SC2046 # one word per file
        "$ios_swiftc" -swift-version 6 -parse-as-library -wmo -module-name "$module" -package-name listgen -I "$tmp/modules" \
            -emit-module -emit-module-path "$tmp/modules/$module.swiftmodule" \
            -emit-symbol-graph -emit-extension-block-symbols -emit-symbol-graph-dir "$graphs/$module" $(sources_of "$module")
    done
    strict=(--warnings-as-errors)
else
    echo "note: no iOS compiler (run Scripts/check-apple-platforms.sh first): ListKit's catalog built from the Linux symbol graph, its UIKit links unchecked"
    swift build --target ListKit -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$tmp/linux" >/dev/null
    for module in ListDiff ListKit; do cp "$tmp/linux/$module".symbols.json "$tmp/linux/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true; done
    strict=()
fi
# ListDiff knows no UIKit: its links are checked either way.
"$docc" convert Sources/ListDiff/ListDiff.docc --additional-symbol-graph-dir "$graphs/ListDiff" \
    --output-path "$out/ListDiff.doccarchive" --warnings-as-errors
echo "ok    ListDiff documentation: $out/ListDiff.doccarchive"
"$docc" convert Sources/ListKit/ListKit.docc --additional-symbol-graph-dir "$graphs/ListKit" \
    --output-path "$out/ListKit.doccarchive" ${strict[@]+"${strict[@]}"}
echo "ok    ListKit documentation: $out/ListKit.doccarchive"

# The database adapters' catalogs (Adapters/*), each a package of its own. ListKitGRDB's symbol
# graph comes from its Linux build (GRDB 7 does not build against the iOS compiler's older
# SDK); ListKitCoreData's from the iOS compiler with the ListKit module above, since its
# adapter exists only where Core Data and UIKit do.
grdb=Adapters/ListKitGRDB
if [[ -d $grdb/Sources/ListKitGRDB/ListKitGRDB.docc ]]; then
    swift package --package-path "$grdb" dump-symbol-graph >"$tmp/grdb-graph.log" 2>&1 || { cat "$tmp/grdb-graph.log"; exit 1; }
    mkdir -p "$graphs/ListKitGRDB"
    cp "$(swift build --package-path "$grdb" --show-bin-path)/../symbolgraph/ListKitGRDB.symbols.json" "$graphs/ListKitGRDB/"
    "$docc" convert "$grdb/Sources/ListKitGRDB/ListKitGRDB.docc" --additional-symbol-graph-dir "$graphs/ListKitGRDB" \
        --output-path "$out/ListKitGRDB.doccarchive" --warnings-as-errors
    echo "ok    ListKitGRDB documentation: $out/ListKitGRDB.doccarchive"
fi
coredata=Adapters/ListKitCoreData/Sources/ListKitCoreData
if [[ -d $coredata/ListKitCoreData.docc ]]; then
    mkdir -p "$graphs/ListKitCoreData"
    if [[ -n $ios_swiftc ]]; then
        # shellcheck disable=SC2046 # one word per file
        "$ios_swiftc" -swift-version 6 -parse-as-library -wmo -module-name ListKitCoreData -package-name listgen -I "$tmp/modules" \
            -emit-module -emit-module-path "$tmp/modules/ListKitCoreData.swiftmodule" \
            -emit-symbol-graph -emit-symbol-graph-dir "$graphs/ListKitCoreData" $(find "$coredata" -name '*.swift' | LC_ALL=C sort)
    else
        swift package --package-path Adapters/ListKitCoreData dump-symbol-graph >/dev/null
        cp "$(swift build --package-path Adapters/ListKitCoreData --show-bin-path)/../symbolgraph/ListKitCoreData.symbols.json" \
            "$graphs/ListKitCoreData/"
    fi
    "$docc" convert "$coredata/ListKitCoreData.docc" --additional-symbol-graph-dir "$graphs/ListKitCoreData" \
        --output-path "$out/ListKitCoreData.doccarchive" ${strict[@]+"${strict[@]}"}
    echo "ok    ListKitCoreData documentation: $out/ListKitCoreData.doccarchive"
fi

if [[ -d Sources/listgen/listgen.docc ]]; then
    "$docc" convert Sources/listgen/listgen.docc --output-path "$out/listgen.doccarchive" --warnings-as-errors
    echo "ok    listgen documentation: $out/listgen.doccarchive"
fi
