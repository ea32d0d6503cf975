#!/usr/bin/env bash
# Makes sure the system SQLite's headers are installed, which GRDB builds against on Linux
# (Adapters/ListKitGRDB and the benchmarks): with Debian's apt-get, as root or through sudo,
# when <sqlite3.h> is missing. On macOS the SDK has them. Fails with what to do otherwise.
set -euo pipefail
[[ $(uname) == Darwin ]] && exit 0
if echo '#include <sqlite3.h>' | cc -E -x c - >/dev/null 2>&1 || [[ -f /usr/include/sqlite3.h ]]; then
    exit 0
fi
echo "== installing the system SQLite headers (Debian's libsqlite3-dev), which GRDB builds against"
if [[ $(id -u) == 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root=(sudo -n)
else
    echo "error: GRDB needs the SQLite headers (sqlite3.h), and this user can neither install them (not root, no sudo without a password)." >&2
    echo "       Install them once: sudo apt-get install libsqlite3-dev" >&2
    exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: no apt-get here: install SQLite's development headers (sqlite3.h) with this system's package manager" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq libsqlite3-dev >/dev/null
echo "ok    libsqlite3-dev installed"
