#!/usr/bin/env bash
# Measures the cost every app that adds a listgen plugin pays once per clean build: a clean
# debug build of the plugins' tool (`ListGenPluginTool`, `listgen generate` without the
# argument parser) and all of its dependencies, from a fresh scratch path, against the
# baseline of the same run: a clean debug build of a tool that depends on
# swift-argument-parser only (the same version, resolved from the same place). The `listgen`
# command-line tool (the generator and swift-argument-parser), which apps do not build, is
# measured in the same run as a second line. The three are built one after the other, in an
# order that rotates from run to run. Dependency fetching is done first and not timed.
#
# The machine is shared, so each build also reports what it cannot control:
# - its CPU time (user + sys of the build and its compiler processes), which barely moves
#   with the machine's load and shows the work itself;
# - the CPU time other processes used while it ran (Linux: /proc/stat), in cores: 0 on a
#   quiet machine, about 2 when other builds took both cores.
# The summary gives, for each tool, the median wall time and its range, the median of the
# per-run ratios to the baseline (each run's builds saw about the same load) beside the
# ratio of the medians, the same over quiet runs (where the other processes used less than a
# quarter of a core in each of the run's builds) when there are any, and the CPU times with
# the floor they put on the wall time: on 2 cores a build cannot take less than half its
# CPU time.
#
# Usage: Scripts/measure-tool-build.sh [RUNS] [--timeline]   (default 5 runs)
#   --timeline  also prints, for the last build of each listgen tool, when each module's
#               compile started and ended and its CPU time: which modules waited on which.
#               Reading it: SwiftPM's build engine (llbuild; `swift build` without
#               `--build-system swiftbuild`) compiles as many ready modules at once as
#               there are cores, and which ready module goes first is its own choice (it
#               differs between the two tools' builds of the same modules). In the CLI's
#               build, ArgumentParser waits behind ready ListGen* modules and then
#               compiles alone at the end, which is why the plugins' tool does without it.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

runs=5
timeline=0
for argument in "$@"; do
    case "$argument" in
        --timeline) timeline=1 ;;
        '' | *[!0-9]*) echo "usage: Scripts/measure-tool-build.sh [RUNS] [--timeline]" >&2; exit 2 ;;
        *) runs=$argument ;;
    esac
done
(( runs >= 1 )) || { echo "RUNS must be at least 1" >&2; exit 2; }

scratch="$(mktemp -d "${TMPDIR:-/tmp}/listgen-measure.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

# The baseline: one executable target, a few lines of ArgumentParser, the same parser version.
baseline="$scratch/baseline"
mkdir -p "$baseline/Sources/tool"
version=$(swift package show-dependencies --format json 2>/dev/null \
    | python3 -c 'import json,sys; print(next(d["version"] for d in json.load(sys.stdin)["dependencies"] if d["identity"] == "swift-argument-parser"))')
cat > "$baseline/Package.swift" <<MANIFEST
// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "baseline",
    dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", exact: "$version")],
    targets: [.executableTarget(name: "tool", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")])]
)
MANIFEST
cat > "$baseline/Sources/tool/Tool.swift" <<'SOURCE'
import ArgumentParser

@main
struct Tool: ParsableCommand {
    @Argument var paths: [String] = []
    func run() throws { print(paths.count) }
}
SOURCE

# With --timeline, the compiler driver SwiftPM runs once per module is wrapped to log the
# module's name, start, end and CPU time (SwiftPM takes the driver from SWIFT_EXEC).
driver_log="$scratch/driver.log"
: > "$driver_log"
if (( timeline )); then
    real_swiftc=$(command -v swiftc)
    cat > "$scratch/swiftc" <<WRAPPER
#!/usr/bin/env bash
module=other previous=
for argument in "\$@"; do
    [ "\$previous" = -module-name ] && module=\$argument
    case "\$argument" in -emit-executable) module="\$module (link)" ;; -modulewrap) module="\$module (modulewrap)" ;; esac
    previous=\$argument
done
start=\$(date +%s.%N)
"$real_swiftc" "\$@"
status=\$?
times > "$scratch/times.\$\$"
echo "\$module|\$start|\$(date +%s.%N)|\$(tail -n 1 "$scratch/times.\$\$")" >> "$driver_log"
rm -f "$scratch/times.\$\$"
exit \$status
WRAPPER
    chmod +x "$scratch/swiftc"
fi

echo "== resolving dependencies (not timed); swift-argument-parser $version for both"
swift package resolve --scratch-path "$scratch/plugin" >/dev/null
swift package resolve --scratch-path "$scratch/listgen" >/dev/null
swift package resolve --package-path "$baseline" --scratch-path "$scratch/base" >/dev/null

# Busy and total CPU ticks of the whole machine so far (0 0 where /proc/stat is missing).
machine_ticks() {
    if [ -r /proc/stat ]; then
        awk '/^cpu / { busy = $2 + $3 + $4 + $7 + $8 + $9; print busy, busy + $5 + $6; exit }' /proc/stat
    else
        echo "0 0"
    fi
}
ticks_per_second=$(getconf CLK_TCK 2>/dev/null || echo 100)

# Prints "WALL CPU OTHERS" for a clean debug build of PRODUCT in PACKAGE with SCRATCH: wall
# seconds, the build's CPU seconds, and the cores other processes kept busy meanwhile.
clean_build() {
    local package=$1 scratch_path=$2 product=$3
    rm -rf "$scratch_path/debug" "$scratch_path"/*-unknown-* "$scratch_path"/*-apple-* "$scratch_path/plugins" 2>/dev/null || true
    : > "$driver_log"
    local before after times wall user sys
    before=$(machine_ticks)
    TIMEFORMAT="%R %U %S"
    if (( timeline )); then
        times=$( { time SWIFT_EXEC="$scratch/swiftc" swift build --package-path "$package" --scratch-path "$scratch_path" --product "$product" >"$scratch_path.log" 2>&1; } 2>&1 ) \
            || { echo "build of $product failed:" >&2; tail -n 30 "$scratch_path.log" >&2; exit 1; }
    else
        times=$( { time swift build --package-path "$package" --scratch-path "$scratch_path" --product "$product" >"$scratch_path.log" 2>&1; } 2>&1 ) \
            || { echo "build of $product failed:" >&2; tail -n 30 "$scratch_path.log" >&2; exit 1; }
    fi
    after=$(machine_ticks)
    read -r wall user sys <<<"$times"
    awk -v w="$wall" -v u="$user" -v s="$sys" -v b="$before" -v a="$after" -v hz="$ticks_per_second" 'BEGIN {
        split(b, x, " "); split(a, y, " ")
        others = (y[1] - x[1]) / hz - (u + s)
        printf "%.1f %.1f %.2f", w, u + s, (w > 0 && y[2] > x[2]) ? (others > 0 ? others : 0) / w : 0
    }'
}

# The builds, by name: the baseline, the plugins' tool, the command-line tool.
names=(base plugin listgen)
declare -A label=([base]="argument-parser-only tool" [plugin]="plugins' tool (ListGenPluginTool)" [listgen]="listgen CLI")
declare -A walls=() cpus=() ratios=() quiet_walls=() quiet_ratios=()
quiet_runs=0
for run in $(seq 1 "$runs"); do
    # Rotate the order, so no tool always goes first (or right after another's build).
    order=()
    for index in 0 1 2; do order+=("${names[(index + run - 1) % 3]}"); done
    others_max=0
    declare -A wall_of=()
    for which in "${order[@]}"; do
        case "$which" in
            base) read -r wall cpu others <<<"$(clean_build "$baseline" "$scratch/base" tool)" ;;
            plugin) read -r wall cpu others <<<"$(clean_build "$root" "$scratch/plugin" ListGenPluginTool)" ;;
            listgen) read -r wall cpu others <<<"$(clean_build "$root" "$scratch/listgen" listgen)" ;;
        esac
        [ "$which" = base ] || cp "$driver_log" "$scratch/$which-driver.log"
        wall_of[$which]=$wall
        walls[$which]+="$wall " cpus[$which]+="$cpu "
        echo "== run $run: clean debug build of ${label[$which]}: $wall s wall, $cpu s CPU; other processes kept $others cores busy"
        others_max=$(awk -v a="$others_max" -v b="$others" 'BEGIN { print (b > a) ? b : a }')
    done
    quiet=0
    if awk -v o="$others_max" 'BEGIN { exit !(o < 0.25) }'; then quiet=1 quiet_runs=$((quiet_runs + 1)); fi
    line="== run $run:"
    for which in plugin listgen; do
        ratio=$(awk -v a="${wall_of[$which]}" -v b="${wall_of[base]}" 'BEGIN { printf "%.2f", a / b }')
        ratios[$which]+="$ratio "
        line+=" ${label[$which]} ${ratio}x,"
        if (( quiet )); then quiet_ratios[$which]+="$ratio " quiet_walls[$which]+="${wall_of[$which]} "; fi
    done
    (( quiet )) && quiet_walls[base]+="${wall_of[base]} "
    echo "${line%,} the argument-parser-only tool's time$( (( quiet )) && echo " (quiet)")"
done

median() { printf '%s\n' $@ | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
range() { printf '%s\n' $@ | sort -n | awk 'NR == 1 { lo = $1 } { hi = $1 } END { print lo "-" hi }'; }
ratio_of() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }

bm=$(median ${walls[base]})
bc=$(median ${cpus[base]})
echo "== over $runs run(s): ${label[base]} $bm s (range $(range ${walls[base]})), $bc s CPU"
for which in plugin listgen; do
    m=$(median ${walls[$which]})
    c=$(median ${cpus[$which]})
    echo "== ${label[$which]}: $m s (range $(range ${walls[$which]})); ratio: median of the runs' ratios $(median ${ratios[$which]})x (range $(range ${ratios[$which]})), ratio of the medians $(ratio_of "$m" "$bm")"
    if (( quiet_runs > 0 )); then
        echo "   quiet runs ($quiet_runs): $(median ${quiet_walls[$which]}) s against $(median ${quiet_walls[base]}) s, median ratio $(median ${quiet_ratios[$which]})x"
    fi
    echo "   CPU time $c s against $bc s ($(ratio_of "$c" "$bc")); on 2 cores its build cannot take less than $(awk -v c="$c" 'BEGIN { printf "%.1f", c / 2 }') s"
done
(( quiet_runs > 0 )) || echo "== quiet runs: none (other processes used a quarter of a core or more in every run)"

for which in plugin listgen; do
    (( timeline )) || break
    echo "== timeline of the last build of the ${label[$which]} (seconds from its first compiler call; CPU of the module's driver and compiler processes)"
    awk -F'|' '
        function seconds(t,   m, s) { m = t; sub(/m.*/, "", m); s = t; sub(/^[0-9]+m/, "", s); sub(/s$/, "", s); return m * 60 + s }
        $1 != "other" && $1 !~ /modulewrap/ {
            split($4, t, " "); n++; name[n] = $1; start[n] = $2; end[n] = $3; cpu[n] = seconds(t[1]) + seconds(t[2])
            if (first == "" || $2 < first) first = $2
        }
        END { for (i = 1; i <= n; i++) printf "%.1f %.1f %.1f %s\n", start[i] - first, end[i] - first, cpu[i], name[i] }
    ' "$scratch/$which-driver.log" | sort -n | awk '{ printf "   %-34s %6.1f -> %6.1f s  %5.1f s CPU\n", $4 " " $5, $1, $2, $3 }'
done
