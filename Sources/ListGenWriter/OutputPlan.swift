import ListGenModel
import ListGenPlan

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything a run would change in the output folder, decided from the folder's listing
/// before anything changes: a real run and a `--check` or `--dry-run` share it, so they
/// agree on what is written, removed and in the way.
///
/// Names are compared as bytes, as Linux file systems do, and also up to case and Unicode
/// normalization (``OutputNaming/folded(_:)``), as macOS file systems, SwiftPM and the
/// compiler do: a file whose name differs from an output's only that way is the output
/// itself when the file system says so (one directory entry), and otherwise a second file
/// that would break the build, so it is removed when listgen's and in the way when not.
struct OutputPlan {
    /// A changed or new output: its path, content and the mode to give it.
    struct Write {
        var path: String
        var content: String
        var mode: mode_t
    }

    /// Temporary files of an interrupted run.
    var leftovers: [String] = []
    var writes: [Write] = []
    var unchanged: [String] = []
    /// Owned `.swift` files no longer produced (only with `removesStale`).
    var removals: [String] = []
    /// Files in the way; the run must stop before changing anything.
    var conflicts: [Diagnostic] = []

    /// Whether the folder changes at all.
    var changesFolder: Bool { !leftovers.isEmpty || !writes.isEmpty || !removals.isEmpty }

    /// The plan for making `directory`, whose entries are `entries`, hold `files`.
    init(directory: String, files: [(name: String, content: String)], entries: [String], removesStale: Bool) {
        let path = { (name: String) in OutputWriter.join(directory, name) }
        // listgen makes only files there: a folder with such a name is someone else's.
        leftovers = entries.filter(TemporaryFile.isTemporaryName).map(path).filter {
            if case .other = ExistingEntry($0, readingContent: false) { return false }
            return true
        }

        var wanted: Set<[UInt8]> = []
        var wantedByFold: [String: String] = [:]
        for (name, _) in files {
            wanted.insert(Array(name.utf8))
            wantedByFold[OutputNaming.folded(name)] = name
        }
        // Entries that only a case- or normalization-insensitive comparison matches to an output.
        var lookalikes: [String: [String]] = [:]
        for entry in entries where !wanted.contains(Array(entry.utf8)) {
            if let output = wantedByFold[OutputNaming.folded(entry)] { lookalikes[output, default: []].append(entry) }
        }

        for (name, content) in files.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            let target = path(name)
            switch ExistingEntry(target) {
            case .none:
                writes.append(Write(path: target, content: content, mode: 0o644))
            case .file(let mode, let owned, let current):
                guard owned else {
                    conflicts.append(
                        Self.conflict(
                            target,
                            "a file listgen did not write is in the way (it has no '\(OwnershipMark.prefix.trimmingCharacters(" "))' line at its top); move or rename it, or choose another --output"
                        ))
                    continue
                }
                if let current, current.elementsEqual(content.utf8) {
                    unchanged.append(target)
                } else {
                    writes.append(Write(path: target, content: content, mode: mode))
                }
            case .symlink:
                conflicts.append(
                    Self.conflict(
                        target,
                        "a symbolic link is in the way; listgen replaces only files it wrote; remove the link or choose another --output"))
            case .other:
                conflicts.append(
                    Self.conflict(target, "something that is not a regular file is in the way; move it or choose another --output"))
            }
            for entry in lookalikes[name] ?? [] where !ExistingEntry.isSameEntry(path(entry), target) {
                guard case .file(_, true, _) = ExistingEntry(path(entry), readingContent: false) else {
                    conflicts.append(
                        Self.conflict(
                            path(entry),
                            "a file listgen did not write has the name of the output '\(name)' up to case or Unicode normalization, which macOS, SwiftPM and the compiler take for the same name; rename or move it, or choose another --output"
                        ))
                    continue
                }
                if removesStale { removals.append(path(entry)) }
            }
        }

        guard removesStale else { return }
        for entry in entries where entry.hasSuffix(".swift") && !wanted.contains(Array(entry.utf8)) {
            // Lookalikes of outputs were decided above.
            if wantedByFold[OutputNaming.folded(entry)] != nil { continue }
            guard case .file(_, true, _) = ExistingEntry(path(entry), readingContent: false) else { continue }
            removals.append(path(entry))
        }
        removals.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func conflict(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(.error, message, path: path, location: SourceLocation(line: 1, column: 1))
    }
}
