import ListGenModel
import ListGenSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path in the output folder, seen without following a symlink.
enum ExistingEntry {
    case none
    case file(mode: mode_t, owned: Bool, content: [UInt8]?)
    case symlink
    case other

    /// Looks at `path`; the content is read only for an owned file, and only when asked.
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
            let content = readingContent && owned ? FileSystem.read(path) : nil
            self = .file(mode: info.st_mode & 0o7777, owned: owned, content: content)
        default: self = .other
        }
    }

    /// Whether two names reach one directory entry, as two spellings of a name do on a case-
    /// or normalization-insensitive file system. One file with a single link: hard links
    /// are separate entries, each compiled on its own.
    static func isSameEntry(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        guard lstat(first, &a) == 0, lstat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino && a.st_nlink == 1
    }
}
