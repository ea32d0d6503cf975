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
    # Wall time is the figure that counts; CPU time (user + sys of the build and its
    # compiler processes) barely depends on what else runs, so it shows how a busy machine
    # inflated the wall time.
    TIMEFORMAT="%R %U %S"
    times=$( { time swift build --scratch-path "$scratch" --product listgen >"$scratch/build.log" 2>&1; } 2>&1 ) \
        || { echo "build failed:"; tail -n 30 "$scratch/build.log"; exit 1; }
    read -r wall user sys <<<"$times"
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f", u + s }')
    echo "== run $run: clean debug build of listgen + dependencies: ${wall} s wall, ${cpu} s CPU (user+sys)"
    echo "== run $run: load average after:  $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
done
