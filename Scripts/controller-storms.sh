#!/usr/bin/env bash
# More seeded list-controller storms than CI runs (10,000): concurrent applies from other
# threads, simulated user taps, swipe-deletes and drags, animations ending at random.
#   Scripts/controller-storms.sh [RUNS] [FIRST_SEED]      (default 200000 runs)
set -euo pipefail
cd "$(dirname "$0")/.."
LISTGEN_STORM_RUNS=${1:-200000} LISTGEN_STORM_SEED=${2:-$RANDOM} swift test -c release --filter ListControllerStormTests
