#!/usr/bin/env bash
# Rebuilds listgen (release, own scratch path) and the reference, then regenerates
# Tools/scan-reference/REPORT.md from the whole corpus plus the hand-checked examples.
# Usage: Tools/scan-reference/regenerate-report.sh   (run Scripts/make-corpus.sh first)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
swift build -c release --package-path Tools/scan-reference >/dev/null
swift build -c release --scratch-path .build-reference --product listgen >/dev/null
Scripts/compare-scan.py --examples 6 --notes Tools/scan-reference/report-notes.md \
  --report Tools/scan-reference/REPORT.md corpus Tools/scan-reference/Examples
