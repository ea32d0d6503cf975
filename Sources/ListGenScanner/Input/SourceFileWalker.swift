import ListGenModel
import ListGenSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SourceFiles {
    /// Collects `*.swift` files below folders, with the problems met on the way.
    struct Walker {
        /// Resolved paths of folders not to enter.
        let skipping: Set<String>
        var paths: [String] = []
        var diagnostics: [Diagnostic] = []
        /// Opens a folder; replaceable in tests (as root, no folder is unreadable).
        var open: (String) -> OpaquePointer? = { opendir($0) }

        init(skipping: Set<String>) {
            self.skipping = skipping
        }

        /// Walks with `opendir`/`readdir`: the entry type comes with the name, so most
        /// entries need no `stat` call (a large tree is walked several times faster than with
        /// FileManager). A folder that cannot be read is an error, not a silent gap: its
        /// files' outputs would otherwise look stale and be removed. The folders still to
        /// read are a list, not a recursion, so no depth of nesting exhausts the stack, and a
        /// folder met twice (a bind mount of its parent) is read once, so the walk ends.
        mutating func walk(_ root: String) {
            var pending = [root]
            var visited: Set<FolderID> = []
            while let directory = pending.popLast() {
                read(directory, visited: &visited, into: &pending)
            }
        }

        /// A folder as the file system knows it, whatever path reached it.
        private struct FolderID: Hashable {
            var device: UInt64
            var inode: UInt64
        }

        /// Lists one folder: its Swift files into `paths`, its subfolders onto `pending`.
        private mutating func read(_ directory: String, visited: inout Set<FolderID>, into pending: inout [String]) {
            guard let dir = open(directory) else {
                let reason = String(cString: strerror(errno))
                diagnostics.append(
                    Diagnostic(
                        .error, "cannot read folder: \(reason)", path: directory,
                        location: SourceLocation(line: 1, column: 1)))
                return
            }
            defer { closedir(dir) }
            var info = stat()
            if fstat(dirfd(dir), &info) == 0,
                !visited.insert(FolderID(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino)))
                    .inserted
            {
                return
            }
            var subdirectories: [String] = []
            while let entry = readdir(dir) {
                let (name, isUTF8) = withUnsafeBytes(of: entry.pointee.d_name) { raw -> (String, Bool) in
                    let bytes = UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self).prefix { $0 != 0 })
                    let name = String(decoding: bytes, as: UTF8.self)
                    return (name, name.utf8.elementsEqual(bytes))
                }
                if name == "." || name == ".." { continue }
                let path = FileSystem.join(directory, name)
                var type = Int32(entry.pointee.d_type)
                // The decoded name (with U+FFFD) names no file: say so rather than "not found".
                if !isUTF8 {
                    if type == Int32(DT_DIR) || name.hasSuffix(".swift") {
                        diagnostics.append(
                            Diagnostic(
                                .error, "this name is not valid UTF-8, so listgen cannot name it in generated code; rename it",
                                path: FileSystem.normalized(path), location: SourceLocation(line: 1, column: 1)))
                    }
                    continue
                }
                if type == Int32(DT_UNKNOWN) {
                    var info = stat()
                    guard lstat(path, &info) == 0 else { continue }
                    switch info.st_mode & S_IFMT {
                    case S_IFDIR: type = Int32(DT_DIR)
                    case S_IFREG: type = Int32(DT_REG)
                    case S_IFLNK: type = Int32(DT_LNK)
                    default: type = Int32(DT_FIFO)
                    }
                }
                if type == Int32(DT_DIR) {
                    if !skipping.isEmpty, let real = FileSystem.resolved(path), skipping.contains(real) { continue }
                    subdirectories.append(path)
                } else if name.hasSuffix(".swift") {
                    if type == Int32(DT_REG) {
                        paths.append(FileSystem.normalized(path))
                    } else if type == Int32(DT_LNK) {
                        // A symlink to a file counts; one to a folder is not followed.
                        var info = stat()
                        guard stat(path, &info) == 0 else {
                            // A broken link is an input that cannot be read, not an absent one:
                            // silence would remove its output as stale.
                            let problem = FileSystem.unreachable(path) ?? .unreadable(String(cString: strerror(ENOENT)))
                            diagnostics.append(problem.diagnostic(path: FileSystem.normalized(path)))
                            continue
                        }
                        switch info.st_mode & S_IFMT {
                        case S_IFREG: paths.append(FileSystem.normalized(path))
                        case S_IFDIR: continue
                        default: diagnostics.append(SourceFileProblem.notRegular.diagnostic(path: FileSystem.normalized(path)))
                        }
                    } else {
                        // A FIFO or device named *.swift would block or never end.
                        diagnostics.append(SourceFileProblem.notRegular.diagnostic(path: FileSystem.normalized(path)))
                    }
                }
            }
            // Reversed onto the stack: folders are read in listing order, as before.
            pending.append(contentsOf: subdirectories.reversed())
        }
    }
}
