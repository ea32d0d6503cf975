#!/usr/bin/env bash
# Counts the glue lines of README's "Whole screen" (its first Swift block, the view
# controller) by the rule stated there: every non-blank, non-comment line that is not only
# braces, brackets, parentheses or commas, `import` lines excluded.
set -euo pipefail
cd "$(dirname "$0")/.."
awk '
    /^## Whole screen/ { inside = 1; next }
    inside && /^## / { exit }
    inside && /^```swift/ && !done { block = 1; next }
    block && /^```/ { block = 0; done = 1; next }
    block { print }
' README.md | awk '
    { line = $0; gsub(/^[ \t]+|[ \t]+$/, "", line) }
    line == "" { next }
    line ~ /^\/\// { next }
    line ~ /^import / { next }
    line ~ /^[{}()\[\],]+$/ { next }
    { count++ }
    END { print count }
'
