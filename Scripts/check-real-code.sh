#!/usr/bin/env bash
# The real-code check: listgen on real open-source packages, none written for it.
#
# Usage: Scripts/check-real-code.sh [--ci] [--keep DIR] [NAME ...]
#   NAME     packages of Tools/real-code/packages.py to check (default: all eighteen of them:
#            Version, SwiftCSV, SwiftGraph, BigInt, Ink, Yams, PathKit, Plot, XMLCoder,
#            swift-http-types, Rainbow, swift-numerics, and generic library code with Swift 6
#            feature flags in their own manifests: swift-w3c-trace-context, swift-log,
#            swift-system, swift-algorithms, swift-async-algorithms, swift-collections)
#   --ci     only the small ones CI runs (Version, SwiftCSV, swift-w3c-trace-context: about
#            five minutes on 2 cores)
#   --keep   work in DIR and leave it there (default: a temporary folder, removed)
#   MIRROR=/opt/swift-packages overrides where the bare repositories live.
#   LISTGEN_SCRATCH_PATH=.build-NAME builds listgen in that folder instead of .build (a
#   working tree shared with someone else's build).
#
# Each package is extracted from the local mirror at its tag (git archive) into the work
# folder twice: an original copy and an annotated one. Nothing of the packages is committed.
#
# THE FIXED ANNOTATION RULE. Every struct, class and enum that `listgen scan` reports in a
# library ("regular") target's sources gets one annotation line, `// listgen: ...`, inserted
# directly above the line of its keyword (with that line's indentation), whatever its access,
# nesting or shape:
#   - an enum with cases, none with associated values           -> item
#   - any other enum                                            -> hashable
#   - a struct or class with a stored instance property `id`:
#       declaring Equatable, Hashable or Comparable itself      -> item
#       otherwise                                               -> item, and hashable(identity)
#   - a struct or class declaring Equatable, Hashable or Comparable itself (no `id`)
#                                                               -> item(id: P), P its first stored
#                                                                  instance property with a written type
#                                                                  (hashable when it has none)
#   - any other struct or class                                 -> hashable
# ("Declaring" means its own inheritance clause as written. Only the first declaration on a
# line is annotated.)
#
# Then, per package: `listgen generate --source-locations` (as the build plugin runs it) into
# a ListGenGenerated folder inside each annotated target; the package, depending on ListKit
# by path, built in debug and in release. A compiler error in a generated file counts as a
# failure. A compiler error at the user's own line (what listgen promises for types it cannot
# see, through #sourceLocation) is counted, and answered as a user would: that type's
# annotation is removed, the code regenerated, the build rerun (at most 7 times). Then, with
# the annotations the user kept, the code is generated again without --source-locations (as
# committed code is) and built in debug and release: there a compiler error in generated
# code stays in it, and counts as a failure. A warning in a generated file, in any of these
# builds, counts as a failure too.
#
# The probe (Tools/real-code/Probe.swift) is built into both copies, with a few lines per
# package (packages.py) that make values through the package's API. It walks all values
# reachable from them and prints, per type: `==` between every pair, hash values, and for
# items `id == id && isContentEqual(to:)` and whether the ID is an ObjectIdentifier. The
# existing `==` and hash of every type must print the same in both copies (no annotation
# changed the meaning of a conformance the type had); a generated `==` must be reflexive and
# agree with its hash; no item may be identified by object. Where an item's content
# equality differs from the type's existing `==` it is listed (informational: `item` adds a
# conformance, it replaces none).
#
# First, the probe's negative control: a tiny package whose "generated" code replaces a
# synthesized `==` and identifies a class by object (what listgen once did) must be caught.
#
# Prints a table per package (types annotated, diagnostics by message, compile errors, ...)
# and a summary table; exits 1 on a listgen crash, a compile error in generated code, code
# generated for a type that has errors, a changed meaning, or a build or probe failure.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

ci=""
keep=""
names=()
while [ $# -gt 0 ]; do
    case "$1" in
        --ci) ci="--ci" ;;
        --keep) keep="$2"; shift ;;
        *) names+=("$1") ;;
    esac
    shift
done

scratch="${LISTGEN_SCRATCH_PATH:-.build}"
log="$(mktemp)"
swift build --scratch-path "$scratch" --product listgen >"$log" 2>&1 || { cat "$log"; rm -f "$log"; exit 1; }
rm -f "$log"
listgen="$(cd "$scratch" && pwd)/debug/listgen"

if [ -n "$keep" ]; then
    work="$keep"
    rm -rf "$work"
    mkdir -p "$work"
else
    work="$(mktemp -d "${TMPDIR:-/tmp}/listgen-real-code.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi

python3 Tools/real-code/realcode.py --listgen "$listgen" --root "$root" --work "$work" $ci ${names[@]+"${names[@]}"}
