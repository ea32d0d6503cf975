import Foundation

/// Turns command-line arguments into the list of files to scan, as the spec says:
/// directories are walked for `*.swift` (hidden entries included, symlinked
/// directories not followed); a path is the argument joined with the path below it,
/// without a leading `./`; the list is sorted by the UTF-8 bytes of the path.
enum FileWalker {
    struct Entry {
        /// The path as reported.
        var path: String
        /// The path to open.
        var location: String
    }

    static func files(for arguments: [String]) throws -> [Entry] {
        var entries: [String: Entry] = [:]
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw WalkError(message: "\(argument): error: no such file or directory")
            }
            if isDirectory.boolValue {
                for relative in try walk(argument) {
                    let joined = join(argument, relative)
                    entries[reported(joined)] = Entry(path: reported(joined), location: joined)
                }
            } else {
                entries[reported(argument)] = Entry(path: reported(argument), location: argument)
            }
        }
        return entries.values.sorted { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
    }

    /// Relative paths of the `*.swift` files below `directory`.
    private static func walk(_ directory: String) throws -> [String] {
        var result: [String] = []
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? directory : join(directory, relative)
            let names = try FileManager.default.contentsOfDirectory(atPath: absolute)
            for name in names {
                let child = relative.isEmpty ? name : "\(relative)/\(name)"
                let childPath = join(directory, child)
                var info = stat()
                guard lstat(childPath, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    pending.append(child)
                case S_IFREG:
                    if name.hasSuffix(".swift") { result.append(child) }
                case S_IFLNK:
                    // A symlink to a file counts as that file; a symlinked directory is not followed.
                    var target = stat()
                    if name.hasSuffix(".swift"), stat(childPath, &target) == 0, target.st_mode & S_IFMT == S_IFREG {
                        result.append(child)
                    }
                default:
                    break
                }
            }
        }
        return result
    }

    private static func join(_ base: String, _ relative: String) -> String {
        base.hasSuffix("/") ? base + relative : "\(base)/\(relative)"
    }

    /// Drops leading `./` components.
    private static func reported(_ path: String) -> String {
        var result = Substring(path)
        while result.hasPrefix("./") {
            result = result.dropFirst(2)
            while result.hasPrefix("/") { result = result.dropFirst() }
        }
        return String(result)
    }
}

struct WalkError: Error {
    var message: String
}
