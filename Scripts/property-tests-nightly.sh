#!/usr/bin/env bash
# The randomized ListKit property tests at nightly size: ten times the cases, lists up to
# 100,000 items (CI runs them at 1x, up to 10,000). Takes several minutes.
#   Scripts/property-tests-nightly.sh [SCALE]      (default 10)
set -euo pipefail
cd "$(dirname "$0")/.."
LISTGEN_PROPERTY_SCALE=${1:-10} swift test -c release --filter 'IDKindPropertyTests'
