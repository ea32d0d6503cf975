#!/usr/bin/env bash
# Measures the cost every user pays once per clean build of the plugin's tool: a clean
# debug build of the `listgen` executable and all of its dependencies, from a fresh scratch
# path, against the baseline of the same run: a clean debug build of a tool that depends on
# swift-argument-parser only (the same version, resolved from the same place). The two are
# built one after the other, alternating in each run, and the ratio is printed per run and
# for the medians. Dependency fetching is done first and not timed. The machine's load
# average is printed before each build, because the box is shared.
#
# Usage: Scripts/measure-tool-build.sh [RUNS]   (default 1 run)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

runs="${1:-1}"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/listgen-measure.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

# The baseline: one executable target, a few lines of ArgumentParser, the same parser version.
baseline="$scratch/baseline"
mkdir -p "$baseline/Sources/tool"
version=$(swift package show-dependencies --format json 2>/dev/null \
    | python3 -c 'import json,sys; print(next(d["version"] for d in json.load(sys.stdin)["dependencies"] if d["identity"] == "swift-argument-parser"))')
cat > "$baseline/Package.swift" <<MANIFEST
// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "baseline",
    dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", exact: "$version")],
    targets: [.executableTarget(name: "tool", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")])]
)
MANIFEST
cat > "$baseline/Sources/tool/Tool.swift" <<'SOURCE'
import ArgumentParser

@main
struct Tool: ParsableCommand {
    @Argument var paths: [String] = []
    func run() throws { print(paths.count) }
}
SOURCE

echo "== resolving dependencies (not timed); swift-argument-parser $version for both"
swift package resolve --scratch-path "$scratch/listgen" >/dev/null
swift package resolve --package-path "$baseline" --scratch-path "$scratch/base" >/dev/null

# Prints "WALL CPU" seconds of a clean debug build of PRODUCT in PACKAGE with SCRATCH. Wall
# time is the figure that counts; CPU time (user + sys of the build and its compiler
# processes) barely depends on what else runs, so it shows how a busy machine inflated it.
clean_build() {
    local package=$1 scratch_path=$2 product=$3
    rm -rf "$scratch_path/debug" "$scratch_path"/*-unknown-* "$scratch_path"/*-apple-* "$scratch_path/plugins" 2>/dev/null || true
    TIMEFORMAT="%R %U %S"
    local times wall user sys
    times=$( { time swift build --package-path "$package" --scratch-path "$scratch_path" --product "$product" >"$scratch_path.log" 2>&1; } 2>&1 ) \
        || { echo "build of $product failed:" >&2; tail -n 30 "$scratch_path.log" >&2; exit 1; }
    read -r wall user sys <<<"$times"
    awk -v w="$wall" -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f %.1f", w, u + s }'
}

listgen_times=()
base_times=()
for run in $(seq 1 "$runs"); do
    # Alternate which goes first, so a load that comes and goes hurts both alike.
    if (( run % 2 == 1 )); then order="base listgen"; else order="listgen base"; fi
    for which in $order; do
        echo "== run $run: load average before $which: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
        if [ "$which" = base ]; then
            read -r t cpu <<<"$(clean_build "$baseline" "$scratch/base" tool)"; base_times+=("$t")
        else
            read -r t cpu <<<"$(clean_build "$root" "$scratch/listgen" listgen)"; listgen_times+=("$t")
        fi
        echo "== run $run: clean debug build of $which: $t s wall, $cpu s CPU (user+sys)"
    done
    echo "== run $run: listgen / argument-parser-only tool: $(awk -v a="${listgen_times[-1]}" -v b="${base_times[-1]}" 'BEGIN { printf "%.2fx", a / b }')"
done
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
lm=$(median "${listgen_times[@]}")
bm=$(median "${base_times[@]}")
echo "== medians over $runs run(s): listgen $lm s, argument-parser-only tool $bm s: $(awk -v a="$lm" -v b="$bm" 'BEGIN { printf "%.2fx", a / b }')"
