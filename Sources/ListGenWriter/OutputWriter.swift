import ListGenModel
import ListGenPlan
import ListGenSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Brings an output folder in line with the generated files, touching only what listgen
/// owns (files carrying ``OwnershipMark``):
///
/// - a changed output is written atomically (``TemporaryFile``), keeping the mode of the file
///   it replaces; an unchanged one is left alone, so build systems see no change;
/// - a file at an output's name that listgen does not own (hand-written, a symlink, a
///   folder) stops the run before anything is written, with an error naming it;
/// - stale outputs (owned `.swift` files no longer produced) are removed only when
///   ``removesStale`` is set, which callers do only after every input was read; names are
///   compared as bytes, and a file named like an output up to case or Unicode
///   normalization is treated as a second copy of it (see ``OutputPlan``);
/// - temporary files a killed run left behind are removed;
/// - while it changes the folder it holds ``OutputLock``, so concurrent runs take turns;
///   a folder with nothing to change may be read-only.
///
/// A dry run reports the same, errors included, and changes nothing.
public struct OutputWriter: Sendable {
    /// What a run did or, for a dry run, would do.
    public struct Report: Sendable, Hashable {
        /// Paths written (or that would be).
        public var written: [String] = []
        /// Paths whose content was already right, left untouched.
        public var unchanged: [String] = []
        /// Stale owned paths removed (or that would be).
        public var removed: [String] = []
        /// Temporary files of an interrupted run, removed (or that would be).
        public var leftovers: [String] = []
        /// Things worth a look that did not stop the run.
        public var warnings: [Diagnostic] = []

        /// Whether the folder was (or is, for a check) out of date.
        public var changed: Bool { !written.isEmpty || !removed.isEmpty || !leftovers.isEmpty }
    }

    /// The output folder.
    public var directory: String
    /// Report only; touch nothing.
    public var dryRun: Bool
    /// Remove owned `.swift` files that are no longer produced.
    public var removesStale: Bool

    /// A writer for `directory`; with `dryRun` it only reports.
    public init(directory: String, dryRun: Bool = false, removesStale: Bool = true) {
        self.directory = directory
        self.dryRun = dryRun
        self.removesStale = removesStale
    }

    /// Makes `directory` hold exactly `files` (name to content) among the files listgen owns.
    public func apply(_ files: [(name: String, content: String)]) throws(OutputWriterError) -> Report {
        try Self.checkNames(files.map(\.name), in: directory)
        let exists = try checkFolder()
        var lock: OutputLock?
        if !dryRun {
            if !exists, !createFolder(directory) {
                throw OutputWriterError.system("cannot create the output folder", path: directory)
            }
            lock = try OutputLock(directory: directory)
        }
        let entries = exists || !dryRun ? try listing() : []

        // Plan everything before changing anything, so a conflict changes nothing.
        let plan = OutputPlan(directory: directory, files: files, entries: entries, removesStale: removesStale)
        guard plan.conflicts.isEmpty else { throw OutputWriterError(diagnostics: plan.conflicts) }
        // Asked only now: an up-to-date folder may be read-only (a checked-in folder, a
        // read-only mount), and `--check` on it only reads.
        if plan.changesFolder, exists, access(directory, W_OK) != 0 {
            let reason = String(cString: strerror(errno))
            throw OutputWriterError(
                path: directory,
                message:
                    "cannot write into the output folder (\(reason)), and it is out of date; make it writable, or choose another --output")
        }

        var report = Report()
        report.leftovers = plan.leftovers
        report.unchanged = plan.unchanged
        for path in plan.leftovers where !dryRun { unlink(path) }
        for write in plan.writes {
            report.written.append(write.path)
            if !dryRun { try TemporaryFile.write(write.content, to: write.path, in: directory, mode: write.mode) }
        }
        for path in plan.removals {
            report.removed.append(path)
            if !dryRun, unlink(path) != 0, errno != ENOENT {
                throw OutputWriterError.system("cannot remove the stale output", path: path)
            }
        }
        if removesStale, files.allSatisfy({ $0.name == OutputNaming.sharedFileName }), !report.removed.isEmpty {
            report.warnings.append(
                Diagnostic(
                    .warning,
                    "\(dryRun ? "would remove" : "removed") every generated file here (\(report.removed.count)): no input has annotations any more; if that is a mistake, check the input paths",
                    path: directory, location: SourceLocation(line: 1, column: 1)))
        }
        withExtendedLifetime(lock) {}
        return report
    }

    /// Output names are single file names, distinct even to a case-insensitive file system:
    /// anything else would write outside the folder or make two outputs one file.
    private static func checkNames(_ names: [String], in directory: String) throws(OutputWriterError) {
        var seen: [String: String] = [:]
        for name in names {
            let plain =
                !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(UInt8(ascii: "/"))
                && !name.utf8.contains(0) && !TemporaryFile.isTemporaryName(name)
            guard plain else {
                throw OutputWriterError(
                    path: directory,
                    message:
                        "listgen was asked to write '\(CommentText.escaped(name))', which is not a plain file name; report this as a bug")
            }
            if let other = seen.updateValue(name, forKey: OutputNaming.folded(name)) {
                throw OutputWriterError(
                    path: directory,
                    message:
                        "listgen was asked to write '\(CommentText.escaped(other))' and '\(CommentText.escaped(name))', one name to macOS; report this as a bug"
                )
            }
        }
    }

    /// Whether the folder exists; throws when the path is something else, or when it is
    /// missing and cannot be created.
    private func checkFolder() throws(OutputWriterError) -> Bool {
        var info = stat()
        if stat(directory, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw OutputWriterError(
                    path: directory, message: "the output path is not a folder; give --output a folder (it is created if missing)")
            }
            return true
        }
        // Missing: the nearest existing ancestor must be a folder, for the real run to create it.
        var ancestor = FileSystem.absolute(directory)
        while stat(ancestor, &info) != 0 {
            guard let slash = ancestor.utf8.lastIndex(of: UInt8(ascii: "/")), slash != ancestor.utf8.startIndex else { return false }
            ancestor = String(ancestor[..<slash])
        }
        if info.st_mode & S_IFMT != S_IFDIR {
            throw OutputWriterError(path: ancestor, message: "cannot create the output folder inside something that is not a folder")
        }
        if dryRun, access(ancestor, W_OK) != 0 {
            throw OutputWriterError.system("cannot create the output folder", path: directory)
        }
        return false
    }

    private func listing() throws(OutputWriterError) -> [String] {
        // A name that is not UTF-8 is left out: it is never listgen's.
        guard let names = FileSystem.entries(ofDirectory: directory) else {
            throw OutputWriterError.system("cannot read the output folder", path: directory)
        }
        return names
    }

    private func createFolder(_ path: String) -> Bool {
        FileSystem.createDirectories(path)
    }

    /// `directory/name`; unlike `FileSystem.join`, `.` is kept (`./name`), as messages show it.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
