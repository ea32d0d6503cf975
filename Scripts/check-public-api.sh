#!/usr/bin/env bash
# Checks ListKit's public face, as apps see it:
#
#   1. the host interface is not the app's: each `_ =` line of Tests/PublicAPIChecks/
#      HostOnly.swift (a member only the view that shows a list calls) must fail to compile
#      in a file that imports ListKit without `@_spi(ListHost)`, for want of access;
#   2. ListKit imports nothing into its users' modules that they did not ask for: a module
#      with its own `String(format:)` and a file importing ListKit (Tests/PublicAPIChecks/
#      OwnFormat) compiles, which it does not once ListKit brings Foundation along;
#   3. the size of the API an app reads: ListKit's written public symbols on iOS (its symbol
#      graph, emitted by the iOS compiler, which holds the re-exported ListDiff's too;
#      synthesized members and SPI not counted) and the direct public members of
#      ListController, each at most its limit. Without an iOS
#      compiler (see Scripts/check-apple-platforms.sh) this step says so and is skipped.
#
#   Scripts/check-public-api.sh [MAX_SYMBOLS] [MAX_CONTROLLER_MEMBERS]     (default 400 and 30)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
max_symbols=${1:-400}
max_members=${2:-30}
checks=Tests/PublicAPIChecks
tmp=$(mktemp -d "${TMPDIR:-/tmp}/listgen-api.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
failures=0

swift build --target ListKit >"$tmp/build.log" 2>&1 || { cat "$tmp/build.log"; exit 1; }
modules=$(swift build --target ListKit --show-bin-path)/Modules

# 1. The host interface.
if swiftc -typecheck -swift-version 6 -I "$modules" "$checks/HostOnly.swift" >"$tmp/host.log" 2>&1; then
    echo "FAIL  host interface: $checks/HostOnly.swift compiled, so an app sees members only hosts call"
    failures=$((failures + 1))
else
    visible=0
    while IFS= read -r member; do
        if ! grep -q "'$member' is inaccessible due to '@_spi' protection level" "$tmp/host.log"; then
            echo "FAIL  host interface: an app that imports ListKit sees ListController.$member (or it no longer exists)"
            visible=$((visible + 1))
        fi
    done < <(grep -o '_ = controller\.[A-Za-z]*' "$checks/HostOnly.swift" | sed 's/^_ = controller\.//')
    if ((visible > 0)); then
        sed 's/^/      /' "$tmp/host.log"
        failures=$((failures + 1))
    else
        echo "ok    host interface: $(grep -c '_ = controller\.' "$checks/HostOnly.swift") host-only members are out of an app's reach"
    fi
fi

# 2. Nothing brought along.
if swiftc -typecheck -swift-version 6 -module-name OwnFormat -I "$modules" "$checks"/OwnFormat/*.swift >"$tmp/format.log" 2>&1; then
    echo "ok    imports: a module with its own String(format:) compiles beside a file importing ListKit"
else
    echo "FAIL  imports: ListKit brings declarations into its users' modules (Foundation?):"
    sed 's/^/      /' "$tmp/format.log"
    failures=$((failures + 1))
fi

# 3. The size of the app's API, on iOS.
ios_swiftc=${LISTGEN_IOS_SWIFTC:-$(ls "${TMPDIR:-/tmp}"/listgen-apple-sdk/*/swiftc-ios 2>/dev/null | head -n 1 || true)}
if [[ -z $ios_swiftc && -x ../shared/apple-sdk/swiftc-ios ]]; then ios_swiftc=../shared/apple-sdk/swiftc-ios; fi
if [[ -z $ios_swiftc ]]; then
    echo "skip  API size: no iOS compiler (run Scripts/check-apple-platforms.sh first, or set LISTGEN_IOS_SWIFTC)"
else
    # ListDiff first: ListKit re-exports it, and its symbols count in ListKit's graph too.
    mkdir -p "$tmp/graph" "$tmp/diff-graph"
    # shellcheck disable=SC2046 # one word per file
    "$ios_swiftc" -swift-version 6 -parse-as-library -wmo -module-name ListDiff -package-name listgen \
        -emit-module -emit-module-path "$tmp/ListDiff.swiftmodule" -emit-symbol-graph -emit-symbol-graph-dir "$tmp/diff-graph" \
        $(find Sources/ListDiff -name '*.swift' | LC_ALL=C sort) >"$tmp/ios.log" 2>&1 || { cat "$tmp/ios.log"; exit 1; }
    # shellcheck disable=SC2046 # one word per file
    "$ios_swiftc" -swift-version 6 -parse-as-library -wmo -module-name ListKit -package-name listgen -I "$tmp" \
        -emit-module -emit-module-path "$tmp/ListKit.swiftmodule" -emit-symbol-graph -emit-symbol-graph-dir "$tmp/graph" \
        $(find Sources/ListKit -name '*.swift' | LC_ALL=C sort) >"$tmp/ios.log" 2>&1 || { cat "$tmp/ios.log"; exit 1; }
    python3 - "$tmp/graph" "$max_symbols" "$max_members" <<'PY' || failures=$((failures + 1))
import glob, json, sys
folder, max_symbols, max_members = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
symbols, members = 0, {}
for path in glob.glob(folder + "/ListKit*.symbols.json"):
    graph = json.load(open(path))
    written = {s["identifier"]["precise"]: s for s in graph["symbols"]
               if "::SYNTHESIZED::" not in s["identifier"]["precise"] and not s.get("spi")}
    symbols += len(written)
    for relation in graph.get("relationships", []):
        if relation["kind"] == "memberOf" and relation["source"] in written:
            members.setdefault(relation["target"], []).append(written[relation["source"]]["names"]["title"])
    for symbol in graph["symbols"]:
        if symbol["names"]["title"] == "ListController" and symbol["kind"]["identifier"] == "swift.class":
            controller = symbol["identifier"]["precise"]
own = sorted(members.get(controller, []))
ok = symbols <= max_symbols and len(own) <= max_members
print(f"{'ok  ' if ok else 'FAIL'}  API size: {symbols} written public symbols in ListKit on iOS (at most {max_symbols}); "
      f"ListController has {len(own)} direct public members (at most {max_members})")
if len(own) > max_members:
    print("      " + ", ".join(own))
sys.exit(0 if ok else 1)
PY
fi

if ((failures > 0)); then
    echo "public API check: $failures failed"
    exit 1
fi
echo "public API check passed"
