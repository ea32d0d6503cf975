#!/usr/bin/env bash
# Measures the cost every user pays once per clean build: a clean debug build of the
# `listgen` executable and all of its dependencies, from a fresh scratch path.
# Dependency fetching is done first and not timed (it is network/mirror time, not build
# time); the build itself is timed with bash's `time`. The machine's load average is
# printed before and after, because the box is shared and the figure depends on it.
#
# Usage: Scripts/measure-tool-build.sh [RUNS]   (default 1 run)
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-1}"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/listgen-measure.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

echo "== resolving dependencies into $scratch (not timed)"
swift package resolve --scratch-path "$scratch" >/dev/null

for run in $(seq 1 "$runs"); do
    # Keep the checkouts, drop every build product: the next build starts from nothing.
    rm -rf "$scratch/debug" "$scratch"/*-unknown-* "$scratch"/*-apple-* "$scratch/plugins" 2>/dev/null || true
    echo "== run $run: load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
    start=$(date +%s.%N)
    swift build --scratch-path "$scratch" --product listgen >/dev/null
    end=$(date +%s.%N)
    seconds=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }')
    echo "== run $run: clean debug build of listgen + dependencies: ${seconds} s"
    echo "== run $run: load average after:  $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
done
