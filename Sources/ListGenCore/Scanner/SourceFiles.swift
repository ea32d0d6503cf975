import Foundation

/// Finding, reading and scanning the files `listgen scan PATH...` names.
public enum SourceFiles {
    /// The files to scan for `arguments`: a file argument as given, a directory walked for
    /// `*.swift` (hidden entries included, symlinked directories not followed). Paths are
    /// the argument joined with the path below it without a leading `./`, deduplicated and
    /// sorted by their UTF-8 bytes. Missing arguments become diagnostics.
    public static func collect(_ arguments: [String]) -> (paths: [String], diagnostics: [Diagnostic]) {
        var paths: [String] = []
        var diagnostics: [Diagnostic] = []
        let manager = FileManager.default
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(.error, "no such file or directory", path: argument,
                                              location: SourceLocation(line: 1, column: 1)))
                continue
            }
            if isDirectory.boolValue {
                walk(argument, into: &paths, manager: manager)
            } else {
                paths.append(normalized(argument))
            }
        }
        paths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var unique: [String] = []
        unique.reserveCapacity(paths.count)
        for path in paths where unique.last != path { unique.append(path) }
        return (unique, diagnostics)
    }

    /// Drops leading `./` (repeatedly) from a path.
    static func normalized(_ path: String) -> String {
        var result = Substring(path)
        while result.hasPrefix("./") && result.count > 2 {
            result = result.dropFirst(2)
            while result.hasPrefix("/") { result = result.dropFirst() }
        }
        return String(result)
    }

    private static func join(_ directory: String, _ name: String) -> String {
        if directory == "." { return name }
        if directory.hasSuffix("/") { return directory + name }
        return directory + "/" + name
    }

    private static func walk(_ directory: String, into paths: inout [String], manager: FileManager) {
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
        for name in names {
            let path = join(directory, name)
            let attributes = try? manager.attributesOfItem(atPath: path)
            let type = attributes?[.type] as? FileAttributeType
            if type == .typeDirectory {
                walk(path, into: &paths, manager: manager)
            } else if name.hasSuffix(".swift") {
                if type == .typeSymbolicLink {
                    // A symlink to a file counts; one to a directory is not followed.
                    var isDirectory: ObjCBool = false
                    guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                }
                if type == .typeRegular || type == .typeSymbolicLink {
                    paths.append(normalized(path))
                }
            }
        }
    }

    /// Reads a whole file, or nil when it cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    /// Scans `paths` (in the given order) on up to `jobs` threads and hands each result to
    /// `body` in that order. Files are processed in batches so memory stays bounded however
    /// many files there are; a file that cannot be read is reported with a diagnostic.
    public static func scan(_ paths: [String], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                            body: (ScannedFile) -> Void) {
        let batchSize = 64
        var start = 0
        while start < paths.count {
            let batch = Array(paths[start..<min(paths.count, start + batchSize)])
            let results = ResultSlots(count: batch.count)
            let workers = max(1, min(jobs, batch.count))
            if workers == 1 {
                for (index, path) in batch.enumerated() { results.store(scanOne(path), at: index) }
            } else {
                let next = AtomicCounter()
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    while true {
                        let index = next.increment()
                        if index >= batch.count { break }
                        results.store(scanOne(batch[index]), at: index)
                    }
                }
            }
            for file in results.values() { body(file) }
            start += batchSize
        }
    }

    /// Scans every path and returns the results in order (see `scan(_:jobs:body:)`).
    public static func scanAll(_ paths: [String], jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> [ScannedFile] {
        var files: [ScannedFile] = []
        files.reserveCapacity(paths.count)
        scan(paths, jobs: jobs) { files.append($0) }
        return files
    }

    static func scanOne(_ path: String) -> ScannedFile {
        guard let bytes = read(path) else {
            return ScannedFile(path: path, diagnostics: [
                Diagnostic(.error, "cannot read file", path: path, location: SourceLocation(line: 1, column: 1)),
            ])
        }
        return DeclarationScanner().scan(bytes, path: path)
    }
}

/// Per-index result storage written by worker threads; each slot is written exactly once
/// by one thread before `values()` is read after all workers finished.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [ScannedFile?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ file: ScannedFile, at index: Int) {
        lock.lock()
        slots[index] = file
        lock.unlock()
    }

    func values() -> [ScannedFile] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}

/// A shared work index for the scanning threads.
private final class AtomicCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let current = value
        value += 1
        return current
    }
}
