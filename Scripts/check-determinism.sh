#!/usr/bin/env bash
# The diff (ListDiff) must not depend on the per-process hash seed (the fast string hash is
# seeded per process): two processes compute every benchmark scenario's changeset and
# staged batches, and the JSON must be identical byte for byte. Run by CI.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Benchmarks --product listgen-bench >/dev/null
bench="$(swift build -c release --package-path Benchmarks --show-bin-path)/listgen-bench"
work=$(mktemp -d "${TMPDIR:-/tmp}/listgen-determinism.XXXXXX")
trap 'rm -rf "$work"' EXIT
unset SWIFT_DETERMINISTIC_HASHING
"$bench" dump "$work/first"
"$bench" dump "$work/second"
count=0
for file in "$work/first"/*.json; do
    name=$(basename "$file")
    cmp -s "$file" "$work/second/$name" || { echo "FAIL: $name differs between two processes"; exit 1; }
    count=$((count + 1))
done
[ "$count" -ge 6 ] || { echo "FAIL: only $count scenarios dumped"; exit 1; }
echo "determinism: $count scenarios give byte-identical changesets and stages in two processes"
