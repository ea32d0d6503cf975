#!/usr/bin/env bash
# Longer randomized runs than CI makes, one kind at a time. Every kind reads the same
# variables (the arguments set them): LISTGEN_STRESS_RUNS, LISTGEN_STRESS_SEED,
# LISTGEN_STRESS_SCALE, LISTGEN_STRESS_LARGEST. A failure prints its seed; rerun with it.
#
#   Scripts/stress.sh storms [RUNS] [SEED]        list-controller, derived-list, scroll-position, outline and selection
#                                                 storms (CI: 10,000 runs; RUNS rounds of the value-item
#                                                 storm, RUNS/4 of the class-item ones, RUNS/10 of the
#                                                 derived, scroll and outline ones, RUNS/100 of selection;
#                                                 default 1,000,000: 100,000 derived rounds)
#   Scripts/stress.sh properties [SCALE]          ListDiff's properties by ID kind, SCALE times
#                                                 the cases and up to 10,000 x SCALE items (CI: 1)
#   Scripts/stress.sh staging [SCALE] [LARGEST]   staged changesets through the simulated view,
#                                                 SCALE times the cases, plus lists of LARGEST
#                                                 items (default 5, 1,000,000)
#   Scripts/stress.sh scanner [RUNS] [SEED]       the scanner's seeded fuzz test (CI: 2,500), then
#                                                 a linear-time check on pathological inputs
#   Scripts/stress.sh generator [RUNS] [SEED]     random Swift files through a release `listgen
#                                                 generate`: no crash, hang or nondeterminism
#                                                 (CI: 300), then its linear-time check
#   Scripts/stress.sh database [RUNS] [SEED]      ListKitGRDB's storm (a second connection's 1,000
#                                                 writes racing 200 user edits on 10,000 rows), RUNS
#                                                 rounds in release (CI: 1 round in debug)
#   Scripts/stress.sh all                         each of them with its defaults
set -euo pipefail
cd "$(dirname "$0")/.."
random_seed() { echo $(( (RANDOM << 15) | RANDOM )); }

kind=${1:-}
shift || true
case $kind in
database)
    export LISTGEN_STRESS_RUNS=${1:-20} LISTGEN_STRESS_SEED=${2:-$(random_seed)}
    echo "== ListKitGRDB's database storm: $LISTGEN_STRESS_RUNS rounds from seed $LISTGEN_STRESS_SEED"
    Scripts/need-sqlite-headers.sh
    swift test -c release --package-path Adapters/ListKitGRDB --filter DatabaseStormTests
    ;;
storms)
    export LISTGEN_STRESS_RUNS=${1:-1000000} LISTGEN_STRESS_SEED=${2:-$(random_seed)}
    echo "== list-controller storms: $LISTGEN_STRESS_RUNS runs from seed $LISTGEN_STRESS_SEED"
    swift test -c release --filter 'ListControllerStormTests|DerivedListStormTests|ScrollPositionStormTests|OutlineStormTests|SelectionStormTests'
    ;;
properties)
    export LISTGEN_STRESS_SCALE=${1:-10}
    echo "== ListDiff property tests (ListDiffTests) at scale $LISTGEN_STRESS_SCALE"
    swift test -c release --filter IDKindPropertyTests
    ;;
staging)
    export LISTGEN_STRESS_SCALE=${1:-5} LISTGEN_STRESS_LARGEST=${2:-1000000}
    echo "== staged changesets: $LISTGEN_STRESS_SCALE times the cases, up to $LISTGEN_STRESS_LARGEST items"
    swift test -c release --filter LargeStagingPropertyTests
    ;;
scanner)
    export LISTGEN_STRESS_RUNS=${1:-30000} LISTGEN_STRESS_SEED=${2:-$(random_seed)}
    scratch=".build-stress"
    echo "== scanner fuzz: $LISTGEN_STRESS_RUNS iterations from seed $LISTGEN_STRESS_SEED"
    swift test --scratch-path "$scratch" --filter 'ScannerTests.FuzzTests' 2>&1 | tail -n 5
    echo "== linear time on pathological inputs"
    swift build -c release --scratch-path "$scratch" --product listgen 2>&1 | tail -n 1
    python3 Scripts/scanner-linear-time.py "$scratch/release/listgen"
    ;;
generator)
    runs=${1:-20000} seed=${2:-$(random_seed)}
    scratch=".build-stress"
    echo "== generator fuzz: $runs runs from seed $seed"
    swift build -c release --scratch-path "$scratch" --product listgen 2>&1 | tail -n 1
    python3 Scripts/generator-fuzz.py "$scratch/release/listgen" "$runs" "$seed"
    echo "== linear time on inputs that grow what the later stages walk"
    python3 Scripts/generator-linear-time.py "$scratch/release/listgen"
    ;;
all)
    "$0" storms
    "$0" properties
    "$0" staging
    "$0" scanner
    "$0" generator
    "$0" database
    ;;
*)
    sed -n '2,24p' "$0" >&2
    exit 2
    ;;
esac
