// The C library only: the stages that read files need not wait for Foundation to build.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an input file was not read.
public enum SourceFileProblem: Error, Sendable, Hashable {
    /// It cannot be opened or read; the system's reason.
    case unreadable(String)
    /// A FIFO, device, socket or folder: reading it could block or never end.
    case notRegular
    /// Larger than ``SourceFiles/maximumFileSize``.
    case tooLarge(Int)
    /// Mostly NUL bytes or invalid UTF-8: not source code.
    case binary
    /// A symbolic link whose target (as written in the link) does not exist.
    case brokenLink(target: String)
    /// A symbolic link that leads back to itself, directly or through other links.
    case linkLoop
}

/// Reading files and resolving paths, as the scanner reads inputs and the writer reads
/// what it may replace: regular files only, at most `maximumFileSize` bytes.
public enum FileSystem {
    /// The largest input file listgen reads: 64 MiB, far above any real Swift file, so that
    /// a mistaken argument cannot exhaust memory.
    public static let maximumFileSize = 64 << 20

    /// Why `path`, which `stat` could not reach, is not there (`errno` is still `stat`'s): a
    /// broken link or a link loop is named as such, since "no such file" would be wrong for
    /// a link the user can see; nil when nothing at all is at `path`.
    public static func unreachable(_ path: String) -> SourceFileProblem? {
        let reason = errno
        if reason == ELOOP { return .linkLoop }
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFLNK, reason == ENOENT || reason == ENOTDIR else {
            return .unreadable(String(cString: strerror(reason)))
        }
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &target, target.count - 1)
        let bytes = target.prefix(max(length, 0)).map { UInt8(bitPattern: $0) }
        return .brokenLink(target: String(decoding: bytes, as: UTF8.self))
    }

    /// Reads a whole file, or nil when it cannot be read (see ``load(_:)`` for why).
    public static func read(_ path: String) -> [UInt8]? {
        try? readBytes(path).get()
    }

    /// Reads a whole regular file of at most ``maximumFileSize`` bytes that looks like text.
    public static func load(_ path: String) -> Result<[UInt8], SourceFileProblem> {
        readBytes(path).flatMap { bytes in
            looksBinary(bytes) ? .failure(.binary) : .success(bytes)
        }
    }

    /// Whether more than 1% of the bytes (and at least 8) are NUL or belong to invalid UTF-8
    /// sequences. The compiler accepts a stray NUL or bad byte with a warning, so a few are
    /// still scanned; a binary file would give one error per garbage token.
    public static func looksBinary(_ bytes: [UInt8]) -> Bool {
        var suspicious = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 { suspicious += 1 }
                index += 1
                continue
            }
            let length = byte >= 0xF0 && byte <= 0xF4 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 && byte <= 0xDF ? 2 : 0
            var valid = length > 0 && index + length <= count
            if valid {
                for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { valid = false }
            }
            if valid {
                index += length
            } else {
                suspicious += 1
                index += 1
            }
        }
        return suspicious >= 8 && suspicious * 100 > count
    }

    /// Reads a regular file without following it into a FIFO or device and without reading
    /// past the size limit, into uninitialized storage (each byte written once).
    public static func readBytes(_ path: String) -> Result<[UInt8], SourceFileProblem> {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused just below.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        let size = max(Int(info.st_size), 0)
        guard size <= maximumFileSize else { return .failure(.tooLarge(size)) }
        var failure: String?
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var count = 0
            while count < size, let base = buffer.baseAddress {
                let got = systemRead(fd, base + count, size - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    break
                }
                if got == 0 { break }
                count += got
            }
            initialized = count
        }
        if let failure { return .failure(.unreadable(failure)) }
        // A file that grew meanwhile, or reports no size: the rest in chunks, up to the limit.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { chunk in
            guard let base = chunk.baseAddress else { return .failure(.unreadable("out of memory")) }
            while true {
                let got = systemRead(fd, base, chunk.count)
                if got < 0 {
                    if errno == EINTR { continue }
                    return .failure(.unreadable(String(cString: strerror(errno))))
                }
                if got == 0 { return .success(bytes) }
                bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: got))
                if bytes.count > maximumFileSize { return .failure(.tooLarge(bytes.count)) }
            }
        }
    }

    /// The canonical absolute path (symlinks resolved), or nil when it does not exist.
    public static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// Drops leading `./` (repeatedly) from a path.
    public static func normalized(_ path: String) -> String {
        var result = Substring(path)
        // `utf8.count`, not `count`: counting characters walks the whole path each time.
        while result.hasPrefix("./") && result.utf8.count > 2 {
            result = result.dropFirst(2)
            while result.hasPrefix("/") { result = result.dropFirst() }
        }
        return String(result)
    }

    /// The process's current directory, or `/` in the rare case it has none (it was removed).
    public static var currentDirectory: String {
        guard let path = getcwd(nil, 0) else { return "/" }
        defer { free(path) }
        return String(cString: path)
    }

    /// `path` made absolute against the current directory (not normalized).
    public static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : join(currentDirectory, path)
    }

    /// Creates the folder `path` and any missing folders above it (`mkdir -p`). Returns
    /// whether `path` is a folder afterwards.
    public static func createDirectories(_ path: String) -> Bool {
        if isDirectory(path) { return true }
        let parent = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if !parent.isEmpty, parent != path, !createDirectories(parent) { return false }
        // Another process may create it in between: what counts is that it is a folder now.
        return mkdir(path, 0o777) == 0 || isDirectory(path)
    }

    /// Whether something is at `path` (after following symlinks).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether `path` is a folder (after following symlinks).
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// `path` made absolute against the current directory, with `.` and `..` resolved by
    /// their names (symlinks are not followed: the file system is not read), and no `/` at
    /// the end except for the root.
    public static func standardized(_ path: String) -> String {
        var components: [Substring] = []
        for component in absolute(path).split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The names in the folder `path` (not `.` and `..`), sorted by their UTF-8 bytes, or nil
    /// when it cannot be read. A name that is not UTF-8 is left out: decoding it would name
    /// another file.
    public static func entries(ofDirectory path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String? in
                let bytes = UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self).prefix { $0 != 0 })
                let name = String(decoding: bytes, as: UTF8.self)
                return name.utf8.elementsEqual(bytes) ? name : nil
            }
            if let name, name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The folder part of `path`: what comes before its last `/` (ignoring `/`s at the end),
    /// `/` for a path in the root, and the empty string for a bare name.
    public static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// Writes all of `bytes` to the open descriptor `fd`, again after a signal or a partial
    /// write. Returns nil, or the `errno` of the failure (`EIO` for a write that took nothing).
    public static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let count = systemWrite(fd, bytes.baseAddress.map { $0 + written }, bytes.count - written)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return errno }
            if count == 0 { return EIO }
            written += count
        }
        return nil
    }

    /// `directory/name`, or `name` alone when `directory` is `.`.
    public static func join(_ directory: String, _ name: String) -> String {
        if directory == "." { return name }
        if directory.hasSuffix("/") { return directory + name }
        return directory + "/" + name
    }
}

/// `read(2)`, named apart from the members called `read` where it is used.
package func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// `write(2)`, named apart from ``FileSystem/write(_:to:)``.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
