#!/usr/bin/env bash
# Counts a screen's glue lines and tokens by the shared rules (../shared/reference-screen/
# count-glue.py and count-tokens.py): the screen's own files in Examples/Screens/NAME, whole,
# plus the `// listgen:` lines added to its Given.swift. Fails when Given.swift is anything
# but the shared copy (../shared/screens/NAME/Given.swift, NAME in lower case) with annotation
# lines added, or when the screen passes LINES glue lines or TOKENS tokens.
#   Scripts/count-screen.sh NAME LINES TOKENS        (Scripts/count-screen.sh Inbox 50 540)
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?"usage: Scripts/count-screen.sh NAME LINES TOKENS"}
line_limit=${2:?"usage: Scripts/count-screen.sh NAME LINES TOKENS"}
token_limit=${3:?"usage: Scripts/count-screen.sh NAME LINES TOKENS"}
rules=../shared/reference-screen
shared=../shared/screens/$(echo "$name" | tr '[:upper:]' '[:lower:]')
screen=Examples/Screens/$name
[[ -d $screen ]] || { echo "FAIL  no $screen"; exit 1; }
if [[ ! -f $rules/count-glue.py || ! -f $rules/count-tokens.py || ! -f $shared/Given.swift ]]; then
    echo "$name count skipped: no $shared or $rules (the workload and its counting rules live beside the repository)"
    exit 0
fi
# Given.swift must be the shared copy, verbatim, plus `// listgen:` lines.
if ! diff <(grep -v '^[[:space:]]*// listgen:' "$screen/Given.swift") "$shared/Given.swift" >/dev/null; then
    echo "FAIL  $screen/Given.swift is not $shared/Given.swift with only '// listgen:' lines added:"
    diff <(grep -v '^[[:space:]]*// listgen:' "$screen/Given.swift") "$shared/Given.swift" | sed 's/^/      /'
    exit 1
fi
files=()
for file in "$screen"/*.swift; do [[ $(basename "$file") == Given.swift ]] || files+=("$file"); done
annotations=$(mktemp)
trap 'rm -f "$annotations"' EXIT
grep '^[[:space:]]*// listgen:' "$screen/Given.swift" >"$annotations" || true
annotation_lines=$(grep -c . "$annotations" || true)
python3 "$rules/count-glue.py" "${files[@]}"
screen_lines=$(python3 "$rules/count-glue.py" "${files[@]}" | awk '{ sum += $2 } END { print sum + 0 }')
lines=$((screen_lines + annotation_lines))
tokens=$(python3 "$rules/count-tokens.py" "${files[@]}" "$annotations" | awk '{ print $1 }')
echo "$name: $screen_lines glue lines in the screen's files + $annotation_lines annotation lines in Given.swift = $lines (limit $line_limit); $tokens tokens (limit $token_limit)"
((lines <= line_limit)) || { echo "FAIL  the $name screen takes $lines glue lines, over $line_limit"; exit 1; }
((tokens <= token_limit)) || { echo "FAIL  the $name screen takes $tokens tokens, over $token_limit"; exit 1; }
