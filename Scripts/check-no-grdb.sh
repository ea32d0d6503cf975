#!/usr/bin/env bash
# Proves that an app using only ListKit and the plugin fetches no GRDB: a scratch package in a
# temporary folder depends on a clone of this checkout by URL and version, as an app depends on
# listgen, with a target on ListKit and the build plugin; `swift package resolve` must resolve
# it without GRDB (nor anything of the adapters' packages) in Package.resolved or the checkouts.
# (The adapters are packages of their own, Adapters/ListKitGRDB and Adapters/ListKitCoreData;
# a product of a package that declares GRDB would fetch it, whichever product an app uses.)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/listgen-resolve-check.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# A clone of what is committed, tagged as a release.
git clone --quiet "$root" "$tmp/listgen"
git -C "$tmp/listgen" -c user.name=check -c user.email=check@localhost tag -a 99.0.0 -m check
mkdir -p "$tmp/app/Sources/App"
cat >"$tmp/app/Package.swift" <<SWIFT
// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "app",
    platforms: [.macOS(.v12), .iOS(.v15)],
    dependencies: [.package(url: "file://$tmp/listgen", from: "99.0.0")],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "ListKit", package: "listgen")],
            plugins: [.plugin(name: "ListGenPlugin", package: "listgen")]
        )
    ]
)
SWIFT
printf 'import ListKit\n\n// listgen: item\nstruct Row: Sendable {\n    var id: Int\n}\n' >"$tmp/app/Sources/App/Row.swift"

start=$SECONDS
(cd "$tmp/app" && swift package resolve) >"$tmp/resolve.log" 2>&1 || { cat "$tmp/resolve.log"; exit 1; }
fetched=$(ls "$tmp/app/.build/checkouts")
echo "resolved in $((SECONDS - start)) s; checkouts: $(echo "$fetched" | tr '\n' ' ')"
if grep -qi grdb "$tmp/resolve.log" "$tmp/app/Package.resolved" || echo "$fetched" | grep -qi grdb; then
    echo "FAIL  an app using only ListKit and the plugin fetched GRDB:"
    cat "$tmp/resolve.log"
    exit 1
fi
echo "ok    an app using only ListKit and the plugin fetches no GRDB"
