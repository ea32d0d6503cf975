#!/usr/bin/env bash
# Proves that the ListGenPlugin build command is incremental and reports errors at the
# user's line, on a throwaway copy of Examples/ (the repository is never modified):
#   1. a first build runs the tool;
#   2. a second build with no change does not run it;
#   3. touching one model file runs it exactly once (for that target only);
#   4. adding a template override (listgen.config `templates`), then editing it, runs it
#      once each time, and SwiftPM reports no unhandled files;
#   5. an invalid annotation fails the build with a `file:line:col: error:` message;
#   6. an invalid listgen.config fails the build with a `listgen.config:line:col: error:`;
#   7. fixing both makes the build pass again;
#   8. the command plugin writes the same code into the source tree, and its --check fails
#      once a committed file is stale, telling the user to run the plugin;
#   9. the command plugin honours an absolute --output, and refuses one inside another
#      target's sources;
#  10. adding an `exclude` to listgen.config, then removing it, keeps every build correct
#      (the excluded file's output is emptied, then restored; no stale plan, no missing file);
#  11. a property, or a class's ID, of a type listgen cannot see (another module's) that is
#      not Equatable (Hashable) fails the build at that property's line (#sourceLocation),
#      never only inside a generated file.
# The tool's runs are counted from the build command's display name in the build log.
#
# Usage: Scripts/check-incremental.sh        (exits nonzero with a message on any failure)
#   LISTGEN_PACKAGE_ROOT=DIR makes the copy depend on another listgen checkout (for example
#   a frozen snapshot while the working tree is being edited); Examples/ is always this one's.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "${LISTGEN_PACKAGE_ROOT:-$here}" && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/listgen-incremental.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The model the script edits, and the target it belongs to.
target="ExampleModels"
model="Sources/ExampleModels/Catalog/Book.swift"
other_target="ExampleFeed"

package="$work/Examples"
mkdir -p "$package"
# Copy the example package without its build folders, and point it at this checkout.
(cd "$here/Examples" && tar -cf - --exclude='./.build*' --exclude='./.swiftpm' .) | (cd "$package" && tar -xf -)
sed -i.orig "s|path: \"..\"|path: \"$root\"|" "$package/Package.swift"
grep -q "path: \"$root\"" "$package/Package.swift" || { echo "FAIL: could not point the copy at $root"; exit 1; }

log="$work/build.log"
step() { echo "== $*"; }
fail() { echo "FAIL: $*"; echo "---- build log ----"; cat "$log"; exit 1; }

# Runs `swift "$@"` with its whole output in $log and returns its exit status. When SwiftPM
# itself dies of a signal (status 128 and up: a crash of `swift build` or `swift package`, not
# of the plugin's tool, whose crash SwiftPM reports as a failed command with status 1), it
# runs once more. Foundation's process monitoring in SwiftPM on Linux crashes intermittently
# in libdispatch (`_dispatch_event_loop_drain`), a toolchain fault this check is not about.
swiftpm() {
    set +e
    swift "$@" >"$log" 2>&1
    local status=$?
    if ((status >= 128)); then
        echo "   note: 'swift $1' itself died of signal $((status - 128)) (a SwiftPM-on-Linux crash); running it once more"
        swift "$@" >"$log" 2>&1
        status=$?
    fi
    set -e
    return $status
}

# Builds the copy; returns the build's exit status, keeps its whole output in $log.
build() { swiftpm build --package-path "$package" --scratch-path "$package/.build"; }
# How many times the tool ran for a target in the last build.
runs() { grep -c "ListGen: generating code for $1 " "$log" || true; }

step "1. first build runs the tool"
build || fail "the first build failed"
[ "$(runs "$target")" = 1 ] || fail "expected 1 run for $target on the first build, saw $(runs "$target")"

step "2. a build with no change does not run it"
build || fail "the no-change build failed"
if [ "$(runs "$target")" != 0 ] || [ "$(runs "$other_target")" != 0 ]; then
    # SwiftPM 6.x on Linux links a plugin's tool in both its tool pass and its main pass
    # during a clean build, so the first build after a clean one re-links it once; the
    # tool is an input of the build command, so that build reruns it. Allowed only when
    # this very build re-linked the tool, and the next no-change build must be silent.
    grep -q "Linking ListGenPluginTool-tool" "$log" \
        || fail "the tool ran on a no-change build ($target: $(runs "$target"), $other_target: $(runs "$other_target"))"
    echo "   note: SwiftPM re-linked ListGenPluginTool-tool once after the clean build (a SwiftPM-on-Linux behaviour), which reran the tool; checking the next no-change build"
    build || fail "the second no-change build failed"
    [ "$(runs "$target")" = 0 ] && [ "$(runs "$other_target")" = 0 ] \
        || fail "the tool ran on a second no-change build ($target: $(runs "$target"), $other_target: $(runs "$other_target"))"
fi

step "3. touching one model runs it once, for its target only"
sleep 1 # file systems with 1 s timestamps must see a newer time
touch "$package/$model"
build || fail "the build after touch failed"
[ "$(runs "$target")" = 1 ] || fail "expected 1 run for $target after touching $model, saw $(runs "$target")"
[ "$(runs "$other_target")" = 0 ] || fail "$other_target's tool ran though none of its files changed"

step "4. adding, then editing, a template override runs it once each time"
config="$package/Sources/$target/listgen.config"
overrides="$package/Sources/$target/ListGenTemplates"
mkdir -p "$overrides"
{ cat "$root/Templates/header.mustache"; echo "// header override 1"; } >"$overrides/header.mustache"
printf 'templates = ListGenTemplates\n' >"$config"
build || fail "the build with a template override failed"
[ "$(runs "$target")" = 1 ] || fail "expected 1 run for $target after adding a template override, saw $(runs "$target")"
generated="$(find "$package/.build/plugins/outputs" -path "*/$target/*" -name 'Book+ListGen.swift' | head -n 1)"
grep -q "// header override 1" "$generated" || fail "the override did not reach $generated"
grep -qi "unhandled" "$log" && fail "SwiftPM reported unhandled files (the plugin must declare them as inputs)"
sleep 1
{ cat "$root/Templates/header.mustache"; echo "// header override 2"; } >"$overrides/header.mustache"
build || fail "the build after editing the template override failed"
[ "$(runs "$target")" = 1 ] || fail "expected 1 run for $target after editing the override, saw $(runs "$target")"
grep -q "// header override 2" "$generated" || fail "the edited override did not reach $generated"
rm -r "$overrides" "$config"

step "5. an invalid annotation fails the build at its line"
cp "$package/$model" "$work/model.orig"
line=$(($(wc -l <"$package/$model") + 2))
printf '\n// listgen: notAnAnnotation\nstruct IncrementalProbe { let id: Int }\n' >>"$package/$model"
if build; then fail "the build succeeded despite an invalid annotation"; fi
grep -Eq "$model:($line|$((line + 1))):[0-9]+: error: " "$log" \
    || fail "no '$model:$line:COL: error:' diagnostic in the build log"
grep -E "$model:[0-9]+:[0-9]+: error: " "$log" | head -n 1

step "6. an invalid listgen.config fails the build at its line"
cp "$work/model.orig" "$package/$model"
if [ -f "$config" ]; then cp "$config" "$work/config.orig"; fi
printf 'acces = public\n' >>"$config"
config_line=$(wc -l <"$config")
if build; then fail "the build succeeded despite an invalid listgen.config"; fi
grep -Eq "listgen.config:$config_line:1: error: unknown key 'acces'" "$log" \
    || fail "no 'listgen.config:$config_line:1: error:' diagnostic in the build log"
grep -E "listgen.config:[0-9]+:[0-9]+: error: " "$log" | head -n 1

step "7. fixing both makes the build pass again"
if [ -f "$work/config.orig" ]; then cp "$work/config.orig" "$config"; else rm "$config"; fi
build || fail "the build failed after the fixes"
[ "$(runs "$target")" = 1 ] || fail "expected 1 run for $target after the fixes, saw $(runs "$target")"

step "8. the command plugin writes the same code into the source tree, and --check agrees"
plugin() { swiftpm package --package-path "$package" --scratch-path "$package/.build" --allow-writing-to-package-directory listgen-generate "$@"; }
# The build plugin passes --source-locations: its #sourceLocation lines, and the guard per
# compared property they need (a directive cannot stand inside an `&&` chain), are what may
# differ from the committed code; everything else must be the same.
same_code() {
    sed -E -e '/^#sourceLocation/d' \
        -e 's/^ *guard (listGen[A-Za-z]+\(.*\)) else \{ return false \}$/\1/' \
        -e 's/^ *(return |&& )?(listGen[A-Za-z]+\(.*\))$/\2/' \
        -e '/^ *(return )?true$/d' -e 's/^ *//' "$1"
}
plugin --target "$target" || fail "listgen-generate failed"
committed="$package/Sources/$target/Generated"
for file in "$(dirname "$generated")"/*.swift; do
    name="$(basename "$file")"
    # Without --emit-all only files with annotations are written; those must match the build's.
    if [ -f "$committed/$name" ]; then
        [ "$(same_code "$file")" = "$(same_code "$committed/$name")" ] \
            || fail "Generated/$name differs from the build plugin's output (beyond #sourceLocation)"
    elif grep -q "^extension\|^public enum\|^enum" "$file"; then
        fail "the command plugin did not write $name"
    fi
done
plugin --target "$target" --check || fail "--check failed right after generating"
echo "// stale" >>"$committed/ListGen+Shared.swift"
if plugin --target "$target" --check; then fail "--check passed on a stale file"; fi
grep -q "run 'swift package --allow-writing-to-package-directory listgen-generate'" "$log" \
    || fail "--check did not tell the user to run the command plugin"
rm -r "$committed"

step "9. the command plugin honours an absolute --output and refuses another target's sources"
absolute="$work/absolute-output"
plugin --target "$target" --output "$absolute" || fail "listgen-generate --output $absolute failed"
[ -f "$absolute/ListGen+Shared.swift" ] || fail "nothing was written into the absolute --output $absolute"
[ ! -e "$package/Sources/$target/$absolute" ] || fail "the absolute --output was joined onto the target folder"
if plugin --target "$target" --output "$package/Sources/$other_target/Generated"; then
    fail "an --output inside $other_target's sources was accepted"
fi
grep -q "lies inside the sources of target '$other_target'" "$log" || fail "no message about the other target's sources"

step "10. adding, then removing, an exclude keeps every build correct"
excluded="Sources/$target/Catalog/Tagged.swift"
printf 'exclude = Catalog/Tagged.swift\n' >"$config"
build || fail "the build after adding an exclude failed"
[ "$(runs "$target")" = 1 ] || fail "expected 1 run for $target after adding an exclude, saw $(runs "$target")"
tagged="$(dirname "$generated")/Tagged+ListGen.swift"
[ -f "$tagged" ] || fail "the excluded file's declared output is missing"
grep -q "^extension" "$tagged" && fail "the excluded file still got generated code"
sleep 1
rm "$config"
build || fail "the build after removing the exclude failed"
grep -q "^extension Tagged" "$tagged" || fail "removing the exclude did not bring Tagged's conformance back"

step "11. a property of a type listgen cannot see fails the build at the property's line"
probe="$package/Sources/$target/ImportedProbe.swift"
# ManagedBuffer is the standard library's, and neither Equatable nor Hashable.
cat >"$probe" <<'SWIFT'
// listgen: equatable
struct ImportedFieldProbe {
    var buffer: ManagedBuffer<Int, Int>
}

// listgen: item
final class ImportedIDProbe {
    let id: ManagedBuffer<Int, Int>
    init(id: ManagedBuffer<Int, Int>) { self.id = id }
}
SWIFT
if build; then fail "the build succeeded despite properties that are not Equatable or Hashable"; fi
grep -Eq "ImportedProbe.swift:3:[0-9]+: error: " "$log" || fail "no error at the property's line (ImportedProbe.swift:3)"
grep -Eq "ImportedProbe.swift:8:[0-9]+: error: " "$log" || fail "no error at the ID property's line (ImportedProbe.swift:8)"
if grep -Eq "\+ListGen\.swift:[0-9]+:[0-9]+: error: " "$log"; then fail "an error inside a generated file"; fi
grep -E "ImportedProbe.swift:[0-9]+:[0-9]+: error: " "$log" | sort -u
rm "$probe"
build || fail "the build failed after removing the probe"

echo "== incrementality checks passed"
