#!/usr/bin/env bash
# Fault injection for `listgen generate`: kills it with a signal (SIGKILL unless told) at
# random points, many times, and checks the writer's promises after every kill:
#   - every file in the output folder is a complete output (byte for byte one that some
#     run produces) or absent: no partial file, ever;
#   - with a signal listgen handles (TERM, INT, HUP): no temporary file is left at all, and
#     the process ends by that signal (status 128 + its number);
#   - the next run restores exactly the expected tree and leaves no temporary file.
# Runs alternate between two versions of 120 input files, so every run rewrites outputs.
#
#   Scripts/check-kill-safety.sh [KILLS] [SEED] [SIGNAL]   (default 200 kills, a random seed, KILL)
# KILLS counts kills that hit a running generate (a kill after it finished does not count).
set -euo pipefail
cd "$(dirname "$0")/.."
kills=${1:-200}
seed=${2:-$((RANDOM * 32768 + RANDOM))}
signal=${3:-KILL}
signal_number=$(kill -l "$signal") || { echo "unknown signal $signal"; exit 2; }
RANDOM=$seed
# Job control: a background job of a script would otherwise start with SIGINT ignored.
set -m
# A signal that was already ignored when this script started (the script itself run as a
# background job of a non-interactive shell, say) stays ignored in every child, and listgen
# rightly leaves an ignored signal alone: its runs would finish instead of being
# interrupted. Where env can, each run gets the signal's default handling back; elsewhere
# the loop below stops with that explanation instead of waiting for kills that never count.
restore_signal=()
if [ "$signal" != KILL ] && env --default-signal="$signal" true 2>/dev/null; then
    restore_signal=(env --default-signal="$signal")
fi

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
finished_in_a_row=0
while ((interrupted < kills)); do
    kill_number=$((kill_number + 1))
    version=$([ $((kill_number % 2)) -eq 0 ] && echo A || echo B)
    ln -sfn "in$version" in
    delay_ms=$((RANDOM % (full_ms + 1)))
    ${restore_signal[@]+"${restore_signal[@]}"} "$listgen" generate --quiet --output out in >/dev/null 2>&1 &
    pid=$!
    sleep "$(printf '0.%03d' "$delay_ms")"
    kill "-$signal" "$pid" 2>/dev/null || true
    status=0
    wait "$pid" 2>/dev/null || status=$?
    if [ "$status" -eq $((128 + signal_number)) ]; then
        interrupted=$((interrupted + 1))
        finished_in_a_row=0
    elif [ "$status" -ne 0 ]; then
        echo "FAIL after kill $kill_number (seed $seed, ${delay_ms} ms): generate exited with status $status"
        exit 1
    else
        # A kill lands after the run ends about half the time; fifty in a row do not happen
        # by chance.
        finished_in_a_row=$((finished_in_a_row + 1))
        if ((finished_in_a_row >= 50)); then
            echo "FAIL: the last 50 runs finished although SIG$signal was sent during each: is SIG$signal ignored in this shell (a background job of a non-interactive shell ignores SIGINT)? Run the script in the foreground, or where env has --default-signal."
            exit 1
        fi
    fi
    if [ "$signal" != KILL ] && [ -d out ] && ls -A out | grep -q '^\.listgen-tmp-'; then
        echo "FAIL after kill $kill_number (seed $seed, ${delay_ms} ms): SIG$signal left a temporary file"
        exit 1
    fi

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
echo "kill safety: $interrupted SIG$signal kills of a running generate in $kill_number runs (seed $seed; a full run takes ~${full_ms} ms): every file complete or absent, every next run exact, no temporary file left"
