import Foundation

/// Brings an output folder in line with the generated files, touching only what listgen
/// owns (files carrying ``OwnershipMark``):
///
/// - a changed output is written atomically (``TemporaryFile``), keeping the mode of the file
///   it replaces; an unchanged one is left alone, so build systems see no change;
/// - a file at an output's name that listgen does not own (hand-written, a symlink, a
///   folder) stops the run before anything is written, with an error naming it;
/// - stale outputs (owned `.swift` files no longer produced) are removed only when
///   ``removesStale`` is set, which callers do only after every input was read;
/// - temporary files a killed run left behind are removed;
/// - while it changes the folder it holds ``OutputLock``, so concurrent runs take turns.
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
        let exists = try checkFolder()
        var report = Report()
        var lock: OutputLock?
        if !dryRun {
            if !exists, !createFolder(directory) {
                throw OutputWriterError.system("cannot create the output folder", path: directory)
            }
            lock = try OutputLock(directory: directory)
        }
        let entries = exists || !dryRun ? try listing() : []

        for name in entries where name.hasPrefix(TemporaryFile.prefix) {
            let path = Self.join(directory, name)
            report.leftovers.append(path)
            if !dryRun { unlink(path) }
        }

        // Plan every file before writing one, so a conflict changes nothing.
        var plan: [(path: String, content: String, mode: mode_t)] = []
        var conflicts: [Diagnostic] = []
        var wanted: Set<String> = []
        for (name, content) in files.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            wanted.insert(name)
            let path = Self.join(directory, name)
            switch Existing(path) {
            case .none:
                plan.append((path, content, 0o644))
            case .file(let mode, let owned, let current):
                guard owned else {
                    conflicts.append(conflict(path, "a file listgen did not write is in the way (it has no '\(OwnershipMark.prefix.trimmingCharacters(in: .whitespaces))' line at its top); move or rename it, or choose another --output"))
                    continue
                }
                if let current, current.elementsEqual(content.utf8) {
                    report.unchanged.append(path)
                } else {
                    plan.append((path, content, mode))
                }
            case .symlink:
                conflicts.append(conflict(path, "a symbolic link is in the way; listgen replaces only files it wrote; remove the link or choose another --output"))
            case .other:
                conflicts.append(conflict(path, "something that is not a regular file is in the way; move it or choose another --output"))
            }
        }
        guard conflicts.isEmpty else { throw OutputWriterError(diagnostics: conflicts) }

        for entry in plan {
            report.written.append(entry.path)
            if !dryRun { try TemporaryFile.write(entry.content, to: entry.path, in: directory, mode: entry.mode) }
        }

        if removesStale {
            for name in entries where name.hasSuffix(".swift") && !wanted.contains(name) {
                let path = Self.join(directory, name)
                guard case .file(_, true, _) = Existing(path, readingContent: false) else { continue }
                report.removed.append(path)
                if !dryRun, unlink(path) != 0, errno != ENOENT {
                    throw OutputWriterError.system("cannot remove the stale output", path: path)
                }
            }
            if wanted.subtracting([OutputNaming.sharedFileName]).isEmpty && !report.removed.isEmpty {
                report.warnings.append(Diagnostic(
                    .warning,
                    "\(dryRun ? "would remove" : "removed") every generated file here (\(report.removed.count)): no input has annotations any more; if that is a mistake, check the input paths",
                    path: directory, location: SourceLocation(line: 1, column: 1)))
            }
        }
        withExtendedLifetime(lock) {}
        return report
    }

    /// Whether the folder exists; throws when the path is something else or cannot be made.
    private func checkFolder() throws(OutputWriterError) -> Bool {
        var info = stat()
        if stat(directory, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw OutputWriterError(path: directory, message: "the output path is not a folder; give --output a folder (it is created if missing)")
            }
            guard access(directory, W_OK) == 0 else {
                throw OutputWriterError.system("cannot write into the output folder", path: directory)
            }
            return true
        }
        // Missing: the nearest existing ancestor must be a folder, for the real run to create it.
        var ancestor = directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory
        while stat(ancestor, &info) != 0 {
            guard let slash = ancestor.utf8.lastIndex(of: UInt8(ascii: "/")), slash != ancestor.utf8.startIndex else { return false }
            ancestor = String(ancestor[..<slash])
        }
        if info.st_mode & S_IFMT != S_IFDIR {
            throw OutputWriterError(path: ancestor, message: "cannot create the output folder inside something that is not a folder")
        }
        return false
    }

    private func listing() throws(OutputWriterError) -> [String] {
        guard let dir = opendir(directory) else { throw OutputWriterError.system("cannot read the output folder", path: directory) }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<length]), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private func conflict(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(.error, message, path: path, location: SourceLocation(line: 1, column: 1))
    }

    private func createFolder(_ path: String) -> Bool {
        (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// What is at an output's path, seen without following a symlink.
    private enum Existing {
        case none
        case file(mode: mode_t, owned: Bool, content: [UInt8]?)
        case symlink
        case other

        init(_ path: String, readingContent: Bool = true) {
            var info = stat()
            guard lstat(path, &info) == 0 else {
                self = .none
                return
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK: self = .symlink
            case S_IFREG:
                let owned = OwnershipMark.isPresent(inFileAt: path)
                let content = readingContent && owned ? SourceFiles.read(path) : nil
                self = .file(mode: info.st_mode & 0o7777, owned: owned, content: content)
            default: self = .other
            }
        }
    }
}
