import ListGenModel
import ListGenSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding, reading and scanning the files `listgen scan PATH...` names.
public enum SourceFiles {
    /// The files to scan for `arguments`: a file argument as given, a directory walked for
    /// `*.swift` (hidden entries included, symlinked directories not followed). Paths are
    /// the argument joined with the path below it without a leading `./`, sorted by their
    /// UTF-8 bytes; a file reached twice (through `..`, an absolute path or a symlink) is
    /// kept once, under its first spelling in that order. Folders in `skipping` (typically
    /// the output folder) are not walked. Missing arguments, broken symbolic links and link
    /// loops (named as such), non-regular files and folders that cannot be read become
    /// diagnostics.
    /// With `requiringFiles`, a folder argument that holds no `.swift` file is an error too
    /// (a mistyped or empty input must not make a run that removes every output).
    public static func collect(_ arguments: [String], skipping: [String] = [], requiringFiles: Bool = false)
        -> (paths: [String], diagnostics: [Diagnostic])
    {
        var walker = Walker(skipping: Set(skipping.compactMap(FileSystem.resolved)))
        for argument in arguments {
            var info = stat()
            guard stat(argument, &info) == 0 else {
                walker.diagnostics.append(
                    FileSystem.unreachable(argument)?.diagnostic(path: argument)
                        ?? Diagnostic(.error, "no such file or directory", path: argument, location: SourceLocation(line: 1, column: 1)))
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                if let real = FileSystem.resolved(argument), walker.skipping.contains(real) { continue }
                let before = (walker.paths.count, walker.diagnostics.count)
                walker.walk(argument)
                if requiringFiles && (walker.paths.count, walker.diagnostics.count) == before {
                    walker.diagnostics.append(
                        Diagnostic(
                            .error, "no .swift file in this folder; check the input path", path: argument,
                            location: SourceLocation(line: 1, column: 1)))
                }
            case S_IFREG:
                walker.paths.append(FileSystem.normalized(argument))
            default:
                walker.diagnostics.append(SourceFileProblem.notRegular.diagnostic(path: argument))
            }
        }
        // Sort by UTF-8 bytes (not by String's Unicode ordering), comparing byte arrays.
        let keyed = walker.paths.map { (Array($0.utf8), $0) }.sorted { $0.0.lexicographicallyPrecedes($1.0) }
        var unique: [String] = []
        var seen: Set<String> = []
        unique.reserveCapacity(keyed.count)
        for (_, path) in keyed where seen.insert(FileSystem.resolved(path) ?? path).inserted { unique.append(path) }
        // In path order, not in the order the file system lists entries.
        let diagnostics = walker.diagnostics.enumerated().sorted { a, b in
            a.element.path == b.element.path ? a.offset < b.offset : a.element.path.utf8.lexicographicallyPrecedes(b.element.path.utf8)
        }.map(\.element)
        return (unique, diagnostics)
    }

    /// Scans `paths` (in the given order) on up to `jobs` threads and hands each result to
    /// `body` in that order. Files are processed in batches so memory stays bounded however
    /// many files there are; a file that cannot be read is reported with a diagnostic.
    public static func scan(
        _ paths: [String], jobs: Int = Processors.count,
        body: (ScannedFile) -> Void
    ) {
        scan(paths, jobs: jobs, map: { $0 }, body: body)
    }

    /// Like `scan(_:jobs:body:)`, but also runs `map` on the scanning thread (for example
    /// to encode JSON in parallel); `body` receives the mapped values in path order.
    public static func scan<T: Sendable>(
        _ paths: [String], jobs: Int = Processors.count,
        map: @Sendable (ScannedFile) -> T, body: (T) -> Void
    ) {
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
    public static func scanAll(_ paths: [String], jobs: Int = Processors.count) -> [ScannedFile] {
        var files: [ScannedFile] = []
        files.reserveCapacity(paths.count)
        scan(paths, jobs: jobs) { files.append($0) }
        return files
    }

    static func scanOne(_ path: String) -> ScannedFile {
        switch FileSystem.load(path) {
        case .success(let bytes):
            return DeclarationScanner().scan(bytes, path: path)
        case .failure(let problem):
            return ScannedFile(path: path, diagnostics: [problem.diagnostic(path: path)])
        }
    }
}
