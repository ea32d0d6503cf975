#!/usr/bin/env bash
# Formats the repository's Swift code with swift-format and the root `.swift-format`, or, with
# `lint`, checks it and fails on any finding (CI runs `Scripts/format.sh lint`).
#
# Left out, because their bytes are the point: golden inputs and expected outputs, scanner
# fixtures, the screens' given code (../shared/reference-screen/Given.swift and
# ../shared/screens/*/Given.swift verbatim), the embedded templates (generated from
# Templates/), the Apple check's negative controls (they must fail at fixed lines) and the
# scan reference's example inputs.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-format}"
files=()
while IFS= read -r file; do files+=("$file"); done < <(
    git ls-files '*.swift' | grep -v \
        -e '^Tests/GeneratedCodeTests/Goldens/' \
        -e '^Tests/ScannerTests/Fixtures/' \
        -e '^Examples/ReferenceScreen/Given.swift$' \
        -e '^Examples/Screens/[^/]*/Given.swift$' \
        -e '^Sources/ListGenRenderer/EmbeddedTemplates.swift$' \
        -e '^Tests/ApplePlatformChecks/NegativeControl.swift$' \
        -e '^Tests/ApplePlatformChecks/BindingMismatch/' \
        -e '^Tools/scan-reference/Examples/' \
        -e '^Tools/real-code/'
)
case "$mode" in
    format) swift format format --in-place --parallel "${files[@]}" ;;
    lint) swift format lint --strict --parallel "${files[@]}" ;;
    *) echo "usage: Scripts/format.sh [format|lint]" >&2; exit 2 ;;
esac
