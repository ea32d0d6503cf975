#!/usr/bin/env bash
# Counts the reference screen's glue lines by the shared rule (../shared/reference-screen/
# count-glue.py): the screen's own files in Examples/ReferenceScreen, whole, plus the
# `// listgen:` lines added to Given.swift. Fails when Given.swift is anything but the shared
# copy with annotation lines added, or when the count passes LIMIT (default 30).
#   Scripts/count-glue.sh [LIMIT]
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${1:-30}
shared=../shared/reference-screen
screen=Examples/ReferenceScreen
if [[ ! -f $shared/count-glue.py ]]; then
    echo "glue count skipped: no $shared (the workload and its counting rule live beside the repository)"
    exit 0
fi
# Given.swift must be the shared copy, verbatim, plus `// listgen:` lines.
if ! diff <(grep -v '^[[:space:]]*// listgen:' "$screen/Given.swift") "$shared/Given.swift" >/dev/null; then
    echo "FAIL  $screen/Given.swift is not $shared/Given.swift with only '// listgen:' lines added:"
    diff <(grep -v '^[[:space:]]*// listgen:' "$screen/Given.swift") "$shared/Given.swift" | sed 's/^/      /'
    exit 1
fi
# The documentation shows the screen's files verbatim: they must not drift apart.
article=Sources/ListKit/ListKit.docc/WholeScreen.md
for file in "$screen/FeedViewController.swift" "$screen/SwiftUI/FeedList.swift"; do
    if ! python3 - "$article" "$file" <<'PY'
import sys
article, source = open(sys.argv[1]).read(), open(sys.argv[2]).read().rstrip()
sys.exit(0 if "```swift\n" + source + "\n```" in article else 1)
PY
    then
        echo "FAIL  $article does not show $file verbatim: copy the file into the article again"
        exit 1
    fi
done
annotations=$(grep -c '^[[:space:]]*// listgen:' "$screen/Given.swift" || true)
files=()
for file in "$screen"/*.swift; do [[ $(basename "$file") == Given.swift ]] || files+=("$file"); done
python3 "$shared/count-glue.py" "${files[@]}"
screen_lines=$(python3 "$shared/count-glue.py" "${files[@]}" | awk '{ sum += $2 } END { print sum + 0 }')
total=$((screen_lines + annotations))
echo "glue lines: $screen_lines in the screen's files + $annotations annotation lines in Given.swift = $total (limit $limit)"
((total <= limit)) || { echo "FAIL  the reference screen takes $total glue lines, over $limit"; exit 1; }
