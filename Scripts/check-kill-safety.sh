#!/usr/bin/env bash
# Fault injection for `listgen generate`: kills it with SIGKILL at random points, many
# times, and checks the writer's promises after every kill:
#   - every file in the output folder is a complete output (byte for byte one that some
#     run produces) or absent: no partial file, ever;
#   - the next run restores exactly the expected tree and leaves no temporary file.
# Runs alternate between two versions of 120 input files, so every run rewrites outputs.
#
#   Scripts/check-kill-safety.sh [KILLS] [SEED]      (default 200 kills, a random seed)
# KILLS counts kills that hit a running generate (a kill after it finished does not count).
set -euo pipefail
cd "$(dirname "$0")/.."
kills=${1:-200}
seed=${2:-$((RANDOM * 32768 + RANDOM))}
RANDOM=$seed

swift build --product listgen >/dev/null
listgen="$(swift build --show-bin-path)/listgen"
work=$(mktemp -d "${TMPDIR:-/tmp}/listgen-kill.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"

for version in A B; do
    mkdir -p "in$version"
    for i in $(seq 0 119); do
        {
            echo "// listgen: item(in: Row)"
            echo "struct M$i { let id: Int; var title: String; var version$version: Int }"
            echo "// listgen: hashable"
            echo "struct H$i { var a: Int; var b: String }"
        } >"in$version/M$i.swift"
    done
    ln -sfn "in$version" in
    "$listgen" generate --quiet --output "expected$version" in
    (cd "expected$version" && cksum -- *.swift) >>complete.txt
done

# How long one full run takes, so kills land across the whole run.
start=$(date +%s%N)
ln -sfn inA in
"$listgen" generate --quiet --output timing in
full_ms=$(( ($(date +%s%N) - start) / 1000000 + 1 ))
rm -rf timing

interrupted=0
kill_number=0
while ((interrupted < kills)); do
    kill_number=$((kill_number + 1))
    version=$([ $((kill_number % 2)) -eq 0 ] && echo A || echo B)
    ln -sfn "in$version" in
    delay_ms=$((RANDOM % (full_ms + 1)))
    "$listgen" generate --quiet --output out in >/dev/null 2>&1 &
    pid=$!
    sleep "$(printf '0.%03d' "$delay_ms")"
    if kill -9 "$pid" 2>/dev/null; then interrupted=$((interrupted + 1)); fi
    wait "$pid" 2>/dev/null || true

    if [ -d out ] && ls out/*.swift >/dev/null 2>&1; then
        partial=$( (cd out && cksum -- *.swift) | grep -Fxv -f complete.txt || true)
        if [ -n "$partial" ]; then
            echo "FAIL after kill $kill_number (seed $seed, ${delay_ms} ms): not a complete output:"
            echo "$partial"
            exit 1
        fi
    fi

    "$listgen" generate --quiet --output out in
    if ! diff -r out "expected$version" >/dev/null; then
        echo "FAIL after kill $kill_number (seed $seed): the next run did not restore the expected tree"
        diff -r out "expected$version" | head -20
        exit 1
    fi
    if ls -A out | grep -q '^\.listgen-tmp-'; then
        echo "FAIL after kill $kill_number (seed $seed): temporary files remain after a complete run"
        exit 1
    fi
done
echo "kill safety: $interrupted kills of a running generate in $kill_number runs (seed $seed; a full run takes ~${full_ms} ms): every file complete or absent, every next run exact, no temporary file left"
