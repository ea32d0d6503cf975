#!/usr/bin/env bash
# Builds corpus/: real open-source Swift from the local package mirror, used to
# measure `listgen scan` against the SwiftSyntax reference (Tools/scan-reference)
# and to benchmark the scanner. Only *.swift files are kept; symlinks are dropped.
#
# Usage: Scripts/make-corpus.sh [CORPUS_DIR]      (default: corpus/ at the repo root)
#   MIRROR=/opt/swift-packages overrides where the bare repositories live.
#
# Idempotent: each package is extracted into CORPUS_DIR/OWNER/NAME and stamped with
# its tag; a package whose stamp matches is left alone. corpus/ is git-ignored.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${1:-$root/corpus}"
mirror="${MIRROR:-/opt/swift-packages}"

# OWNER/NAME TAG [SUBDIR]: SUBDIR limits the archive to one folder.
packages=(
  "swiftlang/swift-syntax 603.0.1 Sources"
  "apple/swift-nio 2.101.3"
  "apple/swift-nio-http2 1.46.0"
  "apple/swift-nio-ssl 2.37.6"
  "apple/swift-nio-extras 1.35.2"
  "apple/swift-collections 1.6.0"
  "apple/swift-algorithms 1.2.1"
  "apple/swift-argument-parser 1.8.2"
  "apple/swift-async-algorithms 1.1.4"
  "apple/swift-crypto 4.5.2"
  "apple/swift-certificates 1.21.1"
  "apple/swift-asn1 1.7.4"
  "apple/swift-protobuf 1.39.0"
  "apple/swift-openapi-generator 1.14.3"
  "apple/swift-openapi-runtime 1.13.4"
  "apple/swift-log 1.16.2"
  "apple/swift-metrics 2.13.0"
  "apple/swift-system 1.8.1"
  "apple/swift-numerics 1.1.1"
  "apple/swift-atomics 1.3.0"
  "apple/swift-configuration 1.4.0"
  "swiftlang/swift-subprocess 1.0.2"
  "vapor/vapor 4.x"
  "vapor/fluent-kit 1.57.0"
  "vapor/postgres-nio 1.33.2"
  "vapor/sql-kit 3.36.0"
  "vapor/leaf-kit 1.14.3"
  "vapor/jwt-kit 5.8.0"
  "hummingbird-project/hummingbird 2.28.1"
  "hummingbird-project/swift-mustache 2.1.1"
  "groue/GRDB.swift 7.10.0"
  "grpc/grpc-swift-2 2.4.3"
  "pointfreeco/swift-case-paths 1.10.0"
  "pointfreeco/swift-dependencies 1.17.1"
  "pointfreeco/swift-custom-dump 1.7.3"
  "pointfreeco/swift-identified-collections 1.1.1"
  "pointfreeco/swift-parsing 0.15.2"
  "pointfreeco/swift-snapshot-testing 1.19.7"
  "pointfreeco/swift-clocks 1.1.1"
  "pointfreeco/swift-concurrency-extras 1.4.3"
  "pointfreeco/swift-tagged 0.10.0"
  "pointfreeco/combine-schedulers 1.2.2"
  "pointfreeco/xctest-dynamic-overlay 1.13.1"
  "pointfreeco/swift-macro-testing 0.7.0"
  "Quick/Quick 7.6.2"
  "Quick/Nimble 14.0.0"
  "swiftwasm/WasmKit 0.4.2"
  "OpenCombine/OpenCombine 0.14.0"
  "jpsim/Yams 6.2.2"
  "mattpolzin/OpenAPIKit 6.4.0"
  "GraphQLSwift/GraphQL 4.3.0"
  "swift-server/async-http-client 1.37.0"
  "swift-server/swift-service-lifecycle 2.13.0"
  "modelcontextprotocol/swift-sdk 0.12.1"
  "swhitty/FlyingFox 0.27.1"
  "attaswift/BigInt 6.0.1"
  "Swinject/Swinject 2.10.0"
  "weichsel/ZIPFoundation 0.9.20"
  "CoreOffice/XMLCoder 0.18.2"
  "JohnSundell/Ink 0.6.0"
  "JohnSundell/Plot 0.14.0"
  "stencilproject/Stencil 0.15.1"
  "x-sheep/swift-property-based 2.0.1"
  # Breadth: more styles (servers, CLIs, parsers, test helpers), newest tag of each.
  "apple/swift-nio-ssh latest"
  "apple/swift-nio-transport-services latest"
  "apple/swift-distributed-tracing latest"
  "apple/swift-service-context latest"
  "apple/swift-http-types latest"
  "apple/swift-http-structured-headers latest"
  "apple/swift-openapi-urlsession latest"
  "swiftlang/swift-docc-symbolkit latest"
  "swiftlang/swift-docc-plugin latest"
  "grpc/grpc-swift-nio-transport latest"
  "grpc/grpc-swift-protobuf latest"
  "hummingbird-project/hummingbird-auth latest"
  "hummingbird-project/hummingbird-websocket latest"
  "hummingbird-project/swift-websocket latest"
  "adam-fowler/compress-nio latest"
  "LebJe/TOMLKit latest"
  "JohnSundell/Files latest"
  "kylef/PathKit latest"
  "kylef/Spectre latest"
  "onevcat/Rainbow latest"
  "davecom/SwiftGraph latest"
  "drmohundro/SWXMLHash latest"
  "yaslab/CSV.swift latest"
  "swiftcsv/SwiftCSV latest"
  "mxcl/Version latest"
  "mattt/EventSource latest"
  "GraphQLSwift/Graphiti latest"
  "vapor/routing-kit latest"
  "vapor/console-kit latest"
  "vapor/multipart-kit latest"
  "vapor/async-kit latest"
  "vapor/fluent latest"
  "vapor/leaf latest"
  "vapor/jwt latest"
  "vapor/websocket-kit latest"
  "vapor/sqlite-nio latest"
  "vapor/postgres-kit latest"
  "swift-otel/swift-otel latest"
  "swift-server/swift-prometheus latest"
  "ordo-one/package-benchmark latest"
  "google/swift-benchmark latest"
  "swift-extras/swift-extras-base64 latest"
  "HdrHistogram/hdrhistogram-swift latest"
  "mattgallagher/CwlPreconditionTesting latest"
  "ordo-one/TextTable latest"
)

mkdir -p "$corpus"
skipped=0
for entry in "${packages[@]}"; do
  read -r repo tag subdir <<<"$entry"
  git_dir="$mirror/$repo.git"
  if [[ ! -d "$git_dir" ]]; then
    echo "make-corpus: skipping $repo: not in the mirror" >&2; skipped=$((skipped + 1)); continue
  fi
  # "latest": the newest tag; "4.x" and similar: the newest tag with that major version.
  if [[ "$tag" == latest ]]; then
    tag="$(git -C "$git_dir" tag --sort=-v:refname | head -1)"
  elif [[ "$tag" == *.x ]]; then
    tag="$(git -C "$git_dir" tag --list "${tag%.x}.*" --sort=-v:refname | head -1)"
  fi
  if ! git -C "$git_dir" rev-parse -q --verify "refs/tags/$tag^{commit}" >/dev/null; then
    newest="$(git -C "$git_dir" tag --sort=-v:refname | head -1)"
    echo "make-corpus: $repo has no tag $tag; using $newest" >&2
    tag="$newest"
  fi
  dest="$corpus/$repo"
  stamp="$corpus/.stamps/${repo//\//__}"
  want="$tag ${subdir:-.}"
  if [[ -f "$stamp" && "$(cat "$stamp")" == "$want" && -d "$dest" ]]; then
    continue
  fi
  rm -rf "$dest"
  mkdir -p "$dest" "$corpus/.stamps"
  git -C "$git_dir" archive --format=tar "$tag" ${subdir:+"$subdir"} | tar -x -C "$dest"
  # Keep regular *.swift files only: no symlinks (they may dangle), no empty folders.
  find "$dest" -type l -delete
  find "$dest" -type f ! -name '*.swift' -delete
  find "$dest" -depth -type d -empty -delete
  mkdir -p "$dest"
  echo "$want" >"$stamp"
  echo "make-corpus: $repo $tag"
done

# Real code has no `// listgen:` comments; annotated/ holds copies of a few packages
# with every comment turned into one (Tools/scan-reference/annotate-corpus.py), so the
# annotation rules are measured on real comment shapes too.
annotated=(apple/swift-nio vapor/vapor apple/swift-collections pointfreeco/swift-dependencies)
for repo in "${annotated[@]}"; do
  stamp="$corpus/.stamps/annotated__${repo//\//__}"
  want="$(cat "$corpus/.stamps/${repo//\//__}") $(cksum <"$root/Tools/scan-reference/annotate-corpus.py")"
  if [[ -f "$stamp" && "$(cat "$stamp")" == "$want" && -d "$corpus/annotated/$repo" ]]; then
    continue
  fi
  rm -rf "$corpus/annotated/$repo"
  python3 "$root/Tools/scan-reference/annotate-corpus.py" "$corpus/$repo" "$corpus/annotated/$repo" >/dev/null
  echo "$want" >"$stamp"
  echo "make-corpus: annotated/$repo"
done

files="$(find "$corpus" -type f -name '*.swift' | wc -l | tr -d ' ')"
bytes="$(find "$corpus" -type f -name '*.swift' -print0 | du -cb --files0-from=- | tail -1 | cut -f1)"
packages_count="$(find "$corpus" -mindepth 2 -maxdepth 2 -type d ! -path '*/.stamps*' ! -path '*/annotated/*' | wc -l | tr -d ' ')"
echo "corpus: $corpus"
echo "packages: $packages_count (+ ${#annotated[@]} annotated copies)   files: $files   size: $bytes bytes ($(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }') MiB)"
if [[ $skipped -gt 0 ]]; then echo "make-corpus: $skipped package(s) skipped" >&2; fi
