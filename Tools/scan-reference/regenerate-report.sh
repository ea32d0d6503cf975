#!/usr/bin/env bash
# Rebuilds listgen (release, own scratch path) and the reference, then regenerates
#   Tools/scan-reference/REPORT.md         the whole corpus plus the hand-checked examples
#   Tools/scan-reference/REPORT-stress.md  seeded generated files piling up the spec's hard cases
#   Tools/scan-reference/REPORT-broken.md  seeded broken variants of corpus files (informative)
# Usage: Tools/scan-reference/regenerate-report.sh   (run Scripts/make-corpus.sh first)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
swift build -c release --package-path Tools/scan-reference >/dev/null
# Others' half-written files may break the build for a moment: keep the last binary then.
if ! swift build -c release --scratch-path .build-reference --product listgen >/dev/null 2>&1; then
  echo "warning: listgen did not build; comparing with the previous binary" >&2
fi
status=0
Scripts/compare-scan.py --examples 6 --notes Tools/scan-reference/report-notes.md \
  --report Tools/scan-reference/REPORT.md corpus Tools/scan-reference/Examples || status=$?

broken="$(mktemp -d)"
trap 'rm -rf "$broken"' EXIT
python3 Tools/scan-reference/generate-stress.py --seed 1 --count 600 "$broken/stress" >/dev/null
(cd "$broken" && "$root/Scripts/compare-scan.py" --examples 4 --target 0 \
  --reference-bin "$root/Tools/scan-reference/.build/release/scan-reference" \
  --listgen-bin "$root/.build-reference/release/listgen" \
  --notes "$root/Tools/scan-reference/report-stress-notes.md" \
  --report "$root/Tools/scan-reference/REPORT-stress.md" stress >/dev/null) || true
python3 Tools/scan-reference/mutate-corpus.py --seed 1 --count 300 corpus "$broken/broken" >/dev/null
(cd "$broken" && "$root/Scripts/compare-scan.py" --examples 3 --target 0 \
  --reference-bin "$root/Tools/scan-reference/.build/release/scan-reference" \
  --listgen-bin "$root/.build-reference/release/listgen" \
  --notes "$root/Tools/scan-reference/report-broken-notes.md" \
  --report "$root/Tools/scan-reference/REPORT-broken.md" broken >/dev/null) || true
exit $status
