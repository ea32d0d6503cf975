import ListGenModel
import ListGenSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the ownership mark (see `OwnershipMark`) from a file: what the writer may replace or remove.
extension OwnershipMark {
    /// Whether the regular file at `path` (a symlink is never followed) carries the mark.
    package static func isPresent(inFileAt path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        var head = [UInt8](repeating: 0, count: searchedBytes)
        let count = head.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, searchedBytes) }
        guard count > 0 else { return false }
        return isPresent(in: head[0..<count])
    }
}
