#!/usr/bin/env bash
# More staged-changeset cases than CI runs, up to 1,000,000 items: each case's stages go
# through ListKitTesting's simulated view (LargeStagingPropertyTests).
# Usage: Scripts/stress-staging.sh [FACTOR]   (case counts times FACTOR, default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
LISTKIT_STAGING_CASES="${1:-5}" LISTKIT_STAGING_LARGEST=1000000 \
    swift test --filter LargeStagingPropertyTests
