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
        // Sort by UTF-8 bytes (not by String's Unicode ordering), comparing byte arrays.
        let keyed = paths.map { (Array($0.utf8), $0) }.sorted { $0.0.lexicographicallyPrecedes($1.0) }
        paths = keyed.map(\.1)
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

    /// Walks with `opendir`/`readdir`: the entry type comes with the name, so most entries
    /// need no `stat` call (a large tree is walked several times faster than with FileManager).
    private static func walk(_ directory: String, into paths: inout [String], manager: FileManager) {
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        var subdirectories: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<length]), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = join(directory, name)
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: type = Int32(DT_DIR)
                case S_IFREG: type = Int32(DT_REG)
                case S_IFLNK: type = Int32(DT_LNK)
                default: continue
                }
            }
            if type == Int32(DT_DIR) {
                subdirectories.append(path)
            } else if name.hasSuffix(".swift") {
                if type == Int32(DT_LNK) {
                    // A symlink to a file counts; one to a directory is not followed.
                    var isDirectory: ObjCBool = false
                    guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                    paths.append(normalized(path))
                } else if type == Int32(DT_REG) {
                    paths.append(normalized(path))
                }
            }
        }
        for subdirectory in subdirectories {
            walk(subdirectory, into: &paths, manager: manager)
        }
    }

    /// Reads a whole file, or nil when it cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        let size = max(Int(info.st_size), 0)
        var failed = false
        // The size fstat reports goes into uninitialized storage: each byte is written once.
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var count = 0
            while count < size, let base = buffer.baseAddress {
                let got = Foundation.read(fd, base + count, size - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    break
                }
                if got == 0 { break }
                count += got
            }
            initialized = count
        }
        if failed { return nil }
        // A file that grew meanwhile, or reports no size: the rest in chunks.
        let rest: Bool = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { chunk in
            guard let base = chunk.baseAddress else { return false }
            while true {
                let got = Foundation.read(fd, base, chunk.count)
                if got < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                if got == 0 { return true }
                bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: got))
            }
        }
        return rest ? bytes : nil
    }

    /// Scans `paths` (in the given order) on up to `jobs` threads and hands each result to
    /// `body` in that order. Files are processed in batches so memory stays bounded however
    /// many files there are; a file that cannot be read is reported with a diagnostic.
    public static func scan(_ paths: [String], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                            body: (ScannedFile) -> Void) {
        scan(paths, jobs: jobs, map: { $0 }, body: body)
    }

    /// Like `scan(_:jobs:body:)`, but also runs `map` on the scanning thread (for example
    /// to encode JSON in parallel); `body` receives the mapped values in path order.
    public static func scan<T: Sendable>(_ paths: [String], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                                         map: @Sendable (ScannedFile) -> T, body: (T) -> Void) {
        let batchSize = 64
        var start = 0
        while start < paths.count {
            let batch = Array(paths[start..<min(paths.count, start + batchSize)])
            let results = parallelMap(count: batch.count, jobs: jobs) { map(scanOne(batch[$0])) }
            for value in results { body(value) }
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
