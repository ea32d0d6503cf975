#!/usr/bin/env bash
# Type-checks every UIKit- and SwiftUI-facing line of listgen against Apple's iOS SDK, on
# Linux or a Mac, and fails when one stops compiling with -swift-version 6:
#
#   0. a negative control (Tests/ApplePlatformChecks/NegativeControl.swift, a misspelled
#      UIKit call) must FAIL, so the check can never pass vacuously;
#   1. ListDiff, ListKit and ListKitTesting as modules (-emit-module), every UIKit adapter
#      included (ListDiff first: ListKit re-exports it);
#   2. the Examples' model targets plus the code `listgen generate` writes for them, the
#      reference screen (Examples/ReferenceScreen) and the screens in Examples/Screens, in
#      Swift 6 and Swift 5 modes;
#   3. the iOS use sites in Tests/ApplePlatformChecks/UseSites/ (each UIKit-facing API
#      called the way an app calls it); then the database adapters: ListKitCoreData and its
#      use site (Tests/ApplePlatformChecks/Adapters/), and the UIKit side of ListKitGRDB's
#      example screen, in Swift 6 and Swift 5 modes;
#   4. every Swift block of every tracked Markdown file that imports UIKit or SwiftUI
#      (see "Snippet markers" below);
#   5. the generator's golden inputs and expected outputs (Swift 6 and Swift 5 modes);
#   6. a cell bound to the wrong item type fails at its annotation;
#   7. delegate methods the list controllers leave to UIKit (Tests/ApplePlatformChecks/
#      LeftToUIKit.swift) must each fail to compile: no controller implements them.
#
# It only type-checks and emits modules: nothing is linked or run, on a device or otherwise.
#
# The compiler, in this order: $LISTGEN_IOS_SWIFTC; ../shared/apple-sdk/swiftc-ios beside
# the repository; `xcrun --sdk iphoneos swiftc` on a Mac. With none, it says so in one line
# and exits 0, so `swift test` users on Linux are not blocked. IOS_TARGET sets the target
# (default arm64-apple-ios15.0). The SDK's module cache lives outside the clone
# (${TMPDIR:-/tmp}/apple-sdk-cache), so a warm run adds seconds, not minutes.
#
# Snippet markers: an HTML comment on the line right above a ```swift fence,
#   <!-- apple-check: OPTION[; OPTION...] -->
# with these options:
#   uses MODULE   compile with `import MODULE` added (ExampleModels, ExampleFeed, ListKitTesting),
#                 for snippets that use the example models without showing their import;
#   statements    the block is statements, not declarations: it is compiled inside a
#                 `@MainActor func` (its imports are moved out);
#   skip REASON   not compiled (AppKit, say); the script prints the reason, never silently.
# A block that mentions UIKit or SwiftUI types without importing either and without a marker
# is an error: partial snippets must say how to complete them.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
export IOS_TARGET=${IOS_TARGET:-arm64-apple-ios15.0}
tmp_root=${TMPDIR:-/tmp}
checks=Tests/ApplePlatformChecks

# ---------------------------------------------------------------------------------------
# The compiler.

# A copy of an SDK folder can lose its symlinks (some archive and copy tools store each as
# a small file holding the link's target, e.g. usr/include/pthread.h containing
# "pthread/pthread.h"), and then clang fails on the first header that includes one. Such a
# file is recognised by its content: one line, no newline, a relative path that exists.
# When found, the folder is copied once into $tmp_root with real links restored.
repaired_apple_sdk() {
    local source=$1 stubs="" file target
    while IFS= read -r -d '' file; do
        tr -d '\000' <"$file" | cmp -s - "$file" || continue   # binary (a plist, say)
        target=$(<"$file") || continue
        [[ -n $target && $target != /* && $target != *$'\n'* && $target != \#* && $target != *" "* ]] || continue
        [[ $(tail -c 1 "$file" | od -An -c | tr -d ' ') != '\n' ]] || continue
        [[ -e "$(dirname "$file")/$target" ]] && stubs+="${file#"$source"/}"$'\t'"$target"$'\n'
    done < <(find "$source" -type f -size -256c -print0 | sort -z)
    if [[ -z $stubs ]]; then
        echo "$source"
        return
    fi
    local key copy
    key=$(printf '%s\n%s' "$source" "$stubs" | cksum | cut -d' ' -f1)
    copy="$tmp_root/listgen-apple-sdk/$key"
    if [[ ! -f "$copy/.complete" ]]; then
        local staging="$copy.partial.$$"
        rm -rf "$staging"
        mkdir -p "$staging"
        cp -R "$source/." "$staging/"
        chmod -R u+w "$staging"
        while IFS=$'\t' read -r file target; do
            [[ -n $file ]] || continue
            rm -f "$staging/$file"
            ln -s "$target" "$staging/$file"
        done <<< "$stubs"
        touch "$staging/.complete"
        rm -rf "$copy"
        mv "$staging" "$copy"
    fi
    echo "note: $(printf '%s' "$stubs" | grep -c .) symlinks of $source are stored as plain files; using a repaired copy in $copy" >&2
    echo "$copy"
}

compiler=()
if [[ -n ${LISTGEN_IOS_SWIFTC:-} ]]; then
    [[ -x $LISTGEN_IOS_SWIFTC ]] || { echo "error: LISTGEN_IOS_SWIFTC=$LISTGEN_IOS_SWIFTC is not an executable" >&2; exit 1; }
    compiler=("$LISTGEN_IOS_SWIFTC")
    origin="LISTGEN_IOS_SWIFTC ($LISTGEN_IOS_SWIFTC)"
elif [[ -x "$root/../shared/apple-sdk/swiftc-ios" ]]; then
    sdk_folder=$(repaired_apple_sdk "$(cd "$root/../shared/apple-sdk" && pwd)")
    compiler=("$sdk_folder/swiftc-ios")
    origin="../shared/apple-sdk/swiftc-ios"
elif command -v xcrun >/dev/null 2>&1 && xcrun --sdk iphoneos --show-sdk-path >/dev/null 2>&1; then
    compiler=(xcrun --sdk iphoneos swiftc -target "$IOS_TARGET" -module-cache-path "$tmp_root/listgen-ios-module-cache")
    origin="xcrun --sdk iphoneos swiftc"
else
    echo "apple-platform check skipped: no iOS SDK found (set LISTGEN_IOS_SWIFTC, put Apple's SDK wrapper at ../shared/apple-sdk/swiftc-ios, or run on a Mac with Xcode)"
    exit 0
fi

out=$(mktemp -d "$tmp_root/listgen-apple-check.XXXXXX")
trap 'rm -rf "$out"' EXIT
log="$out/compiler.log"
failures=0

# Runs the compiler; prints "ok" or the failure with the compiler's output.
compile() {
    local what=$1
    shift
    local start=$SECONDS
    if "${compiler[@]}" -swift-version 6 "$@" >"$log" 2>&1; then
        echo "ok    $what ($((SECONDS - start)) s)"
    else
        echo "FAIL  $what"
        sed 's/^/      /' "$log"
        failures=$((failures + 1))
        return 1
    fi
}

# Compiles files as module $1 (-emit-module, so SIL diagnostics such as region-based
# isolation run too, not just the type checker); its .swiftmodule lands in $modules for
# later steps. Warnings are errors: on Linux they are invisible.
#
# Two known limitations of the old SDK are worked around, and said: a `throw` inside a
# typed-throws function crashes 6.3's SILGen against the iOS 16.5 SDK, whose Swift 5.8
# standard library lacks the typed-throw entry point (Xcode 16+ SDKs have it); for a module
# that hits it, the bodies are type-checked with -typecheck and the module is emitted
# without SIL for non-inlinable bodies. A main-actor class's isolated deinit needs a runtime
# function that SDK lacks; such a module is type-checked only.
check_module() {
    local name=$1
    shift
    local start=$SECONDS
    local emit=(-emit-module -wmo -parse-as-library -warnings-as-errors -module-name "$name" -package-name listgen -I "$modules"
        -emit-module-path "$modules/$name.swiftmodule")
    # The subshell keeps bash's own "Segmentation fault" line out of the output.
    if ( "${compiler[@]}" -swift-version 6 "${emit[@]}" "$@" >"$log" 2>&1; exit $? ) 2>/dev/null; then
        echo "ok    $name ($((SECONDS - start)) s)"
        return 0
    fi
    if grep -q 'SILGenFunction::emitThrow' "$log"; then
        echo "note  $name: typed throws crash this compiler's SILGen against the SDK's Swift 5.8 standard library; checking it without SIL diagnostics"
        compile "$name (type-check)" -typecheck -parse-as-library -warnings-as-errors -package-name listgen -I "$modules" "$@" || return 1
        compile "$name (module)" "${emit[@]}" -Xfrontend -experimental-skip-non-inlinable-function-bodies "$@"
        return
    fi
    if grep -q "Missing 'swift_task_deinitOnExecutor' function" "$log"; then
        # A main-actor class (here by default isolation) gets an isolated deinit, whose
        # runtime entry point the 16.5 SDK's concurrency library predates: no SIL can be
        # made, so only the type checker runs (no later step imports such a module).
        echo "note  $name: the SDK's concurrency library predates isolated deinits (swift_task_deinitOnExecutor); type-checking it only"
        compile "$name (type-check)" -typecheck -parse-as-library -warnings-as-errors -package-name listgen -I "$modules" "$@"
        return
    fi
    echo "FAIL  $name"
    sed 's/^/      /' "$log"
    failures=$((failures + 1))
    return 1
}

sorted_swift_files() { find "$@" -name '*.swift' -type f | LC_ALL=C sort; }

echo "== Apple-platform type-check for $IOS_TARGET with $origin"

# 0. The negative control must fail, and for the misspelled member.
if "${compiler[@]}" -swift-version 6 -typecheck "$checks/NegativeControl.swift" >"$log" 2>&1; then
    echo "FAIL  negative control: $checks/NegativeControl.swift compiled, so nothing is being checked against UIKit"
    exit 1
elif ! grep -q "has no member 'reloadItemz'" "$log"; then
    echo "FAIL  negative control failed for another reason than the misspelled UIKit member:"
    sed 's/^/      /' "$log"
    exit 1
fi
echo "ok    negative control fails as it must (no member 'reloadItemz')"

# 1. The runtime modules.
modules="$out/modules"
mkdir -p "$modules"
check_module ListDiff $(sorted_swift_files Sources/ListDiff) || exit 1
check_module ListKit $(sorted_swift_files Sources/ListKit) || exit 1
check_module ListKitTesting $(sorted_swift_files Sources/ListKitTesting) || exit 1

# 2. The example targets and what listgen generates for them, as the build plugin would:
# every source of the target plus the plugin's outputs (files excluded in listgen.config
# are still compiled; listgen just does not read them). Listed in dependency order; a
# target folder missing from the list fails the check rather than going unchecked.
example_targets=(ExampleModels ExampleFeed ExampleApp FeedScreen ExampleMainActorApp)
# Swift settings of a target that has any in Examples/Package.swift, as compiler flags.
declare -A target_flags=([ExampleMainActorApp]="-default-isolation MainActor")
for folder in Examples/Sources/*/; do
    name=$(basename "$folder")
    [[ " ${example_targets[*]} " == *" $name "* ]] || {
        echo "FAIL  Examples/Sources/$name is not in example_targets of $0: add it (in dependency order)"
        exit 1
    }
done
swift build --product listgen >"$log" 2>&1 || { cat "$log"; exit 1; }
listgen="$(swift build --show-bin-path)/listgen"
for target in "${example_targets[@]}"; do
    folder=Examples/Sources/$target
    config=()
    [[ -f $folder/listgen.config ]] && config=(--config "$folder/listgen.config")
    if ! "$listgen" generate --quiet "${config[@]}" --output "$out/generated/$target" "$folder" >"$log" 2>&1; then
        echo "FAIL  listgen generate $folder"
        sed 's/^/      /' "$log"
        exit 1
    fi
    # shellcheck disable=SC2086 # the flags are words
    check_module "$target" ${target_flags[$target]:-} $(sorted_swift_files "$folder" "$out/generated/$target") || exit 1
done

# 2b. The reference screen (Examples/ReferenceScreen: ../shared/reference-screen/Given.swift
# verbatim plus annotation lines, and the screen), with what listgen generates for it, in
# Swift 6 and Swift 5 language modes: it is not a package target, since its given code
# imports UIKit unconditionally.
# Generates code for the screen in `folder` (no package target: its given code imports UIKit
# unconditionally) and type-checks both in the Swift 6 and 5 language modes, as `name`
# (which also names its generated folder).
check_screen() {
    local name=$1 folder=$2
    if ! "$listgen" generate --quiet --output "$out/generated/$name" "$folder" >"$log" 2>&1; then
        echo "FAIL  listgen generate $folder"
        sed 's/^/      /' "$log"
        failures=$((failures + 1))
        return
    fi
    for mode in 6 5; do
        compile "$name (Swift $mode)" -swift-version "$mode" -typecheck -parse-as-library -warnings-as-errors -I "$modules" \
            $(sorted_swift_files "$folder" "$out/generated/$name") || true
    done
}
check_screen ReferenceScreen Examples/ReferenceScreen

# 2c. The screens written from the documentation (Examples/Screens/*: a shared Given.swift
# verbatim plus annotation lines, and the screen), each with what listgen generates for it,
# in Swift 6 and Swift 5 language modes, as the reference screen.
for folder in Examples/Screens/*/; do
    check_screen "Screens/$(basename "$folder")" "$folder"
done

# 3. Use sites: every UIKit-facing API of ListKit called as an app would.
check_module UseSites $(sorted_swift_files "$checks/UseSites") || true

# 3b. The database adapters (Adapters/), in the Swift 6 and Swift 5 language modes: the Core
# Data adapter as a module and its use site ($checks/Adapters); the GRDB example screen's
# UIKit side (Adapters/ListKitGRDB/Sources/NotesExample/Screen, with what listgen generates
# for it), which builds without GRDB: GRDB 7 itself needs a newer SDK than this check has
# (its Sendable Dispatch types and SendableMetatype), so it is built and tested on Linux.
coredata=Adapters/ListKitCoreData/Sources/ListKitCoreData
if check_module ListKitCoreData $(sorted_swift_files "$coredata"); then
    compile "ListKitCoreData (Swift 5)" -swift-version 5 -typecheck -parse-as-library -warnings-as-errors -package-name listgen -I "$modules" \
        $(sorted_swift_files "$coredata") || true
    for mode in 6 5; do
        compile "Core Data use site (Swift $mode)" -swift-version "$mode" -typecheck -parse-as-library -warnings-as-errors -I "$modules" \
            $(sorted_swift_files "$checks/Adapters") || true
    done
fi
check_screen NotesExample/Screen Adapters/ListKitGRDB/Sources/NotesExample/Screen

# 4. Documentation snippets.
snippets="$out/snippets"
mkdir -p "$snippets"
git ls-files -z '*.md' | xargs -0 awk -v dir="$snippets" -f "$checks/extract-snippets.awk" >"$out/snippets.tsv" || {
    cat "$out/snippets.tsv"
    exit 1
}
while IFS=$'\t' read -r status file location detail; do
    case $status in
        compile) check_module "Snippet_$(basename "$file" .swift)" "$file" || true ;;
        skip) echo "skip  snippet $location: $detail" ;;
        error)
            echo "FAIL  snippet $location: $detail"
            failures=$((failures + 1))
            ;;
    esac
done <"$out/snippets.tsv"

# 5. The generator's golden cases, inputs and expected outputs together as on Linux, in the
# Swift 6 language mode (as a module) and in Swift 5's (type-checked): generated code must
# compile in the modes apps build in.
check_module Goldens $(sorted_swift_files Tests/GeneratedCodeTests/Goldens) || true
compile "Goldens (Swift 5)" -swift-version 5 -typecheck -parse-as-library -warnings-as-errors -package-name listgen -I "$modules" \
    $(sorted_swift_files Tests/GeneratedCodeTests/Goldens) || true

# 6. Generated view bindings point compiler errors at the annotation (the build plugin
# passes --source-locations with absolute paths): a cell bound to the wrong item type must
# fail, at the fixture's annotation line.
fixture="$root/$checks/BindingMismatch/Mismatch.swift"
"$listgen" generate --quiet --source-locations --output "$out/generated/BindingMismatch" "$fixture" >"$log" 2>&1 || true
if ( "${compiler[@]}" -swift-version 6 -typecheck -parse-as-library -I "$modules" "$fixture" \
        $(sorted_swift_files "$out/generated/BindingMismatch") >"$log" 2>&1; exit $? ) 2>/dev/null; then
    echo "FAIL  binding control: a cell bound to the wrong item type compiled"
    failures=$((failures + 1))
elif ! grep -q "^$fixture:15:[0-9]*: error:" "$log"; then
    echo "FAIL  binding control: the error is not at the annotation ($fixture:15):"
    sed 's/^/      /' "$log"
    failures=$((failures + 1))
else
    echo "ok    binding control fails at the annotation ($(basename "$fixture"):15)"
fi

# 7. Delegate methods the list controllers leave to UIKit's defaults and the app's delegate:
# each reference in the fixture must fail to compile, for want of the member.
fixture="$root/$checks/LeftToUIKit.swift"
if ( "${compiler[@]}" -swift-version 6 -typecheck -parse-as-library -I "$modules" "$fixture" >"$log" 2>&1; exit $? ) 2>/dev/null; then
    echo "FAIL  left to UIKit: $(basename "$fixture") compiled, so a list controller implements a method UIKit should answer"
    failures=$((failures + 1))
elif grep 'error:' "$log" | grep -qv "has no member"; then
    echo "FAIL  left to UIKit: $(basename "$fixture") failed for another reason than a missing member:"
    sed 's/^/      /' "$log"
    failures=$((failures + 1))
else
    implemented=0
    while IFS= read -r member; do
        if ! grep -q "has no member '$member'" "$log"; then
            echo "FAIL  left to UIKit: a list controller implements $member (UIKit's default and the app's delegate should decide)"
            implemented=$((implemented + 1))
        fi
    done < <(grep -o '_ = list\.[A-Za-z]*([A-Za-z_:]*)' "$fixture" | sed 's/^_ = list\.//')
    if ((implemented > 0)); then
        failures=$((failures + 1))
    else
        echo "ok    left to UIKit: the list controllers implement none of the methods in $(basename "$fixture")"
    fi
fi

if ((failures > 0)); then
    echo "apple-platform check: $failures failed"
    exit 1
fi
echo "apple-platform check passed"
