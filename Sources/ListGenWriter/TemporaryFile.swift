import ListGenSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a file atomically: a temporary file next to it, then a rename over it.
enum TemporaryFile {
    /// Temporary files start with this and have no `.swift` extension, so neither the stale
    /// sweep nor a build system ever takes one for an output.
    static let prefix = ".listgen-tmp-"

    /// Whether `name` is one this type creates: the prefix and a random 64-bit token in hex.
    /// Nothing else is taken for a leftover, whatever it starts with.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let token = name.utf8.dropFirst(prefix.utf8.count)
        return (1...16).contains(token.count) && token.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Writes `bytes` to `path` through an exclusively created temporary file with an
    /// unpredictable name (`O_CREAT | O_EXCL | O_NOFOLLOW`: a planted file or symlink makes
    /// it fail, never redirects it), then renames it over `path` (rename replaces a link
    /// rather than following it). Readers see the old or the new content, never a partial
    /// file. No fsync: outputs are rebuilt from their inputs, and syncing hundreds of files
    /// cost seconds on a busy disk.
    static func write(_ content: String, to path: String, in directory: String, mode: mode_t) throws(OutputWriterError) {
        // A SIGINT or SIGTERM waits for this file, so it never leaves its temporary file behind.
        try InterruptSignals.uninterruptible { () throws(OutputWriterError) in
            try writeAtomically(content, to: path, in: directory, mode: mode)
        }
    }

    private static func writeAtomically(_ content: String, to path: String, in directory: String, mode: mode_t) throws(OutputWriterError) {
        var content = content
        var generator = SystemRandomNumberGenerator()
        var temporary = ""
        var fd: Int32 = -1
        for _ in 0..<8 {
            let token = String(generator.next(), radix: 16)
            temporary = OutputWriter.join(directory, prefix + token)
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw OutputWriterError.system("cannot create a temporary file for", path: path) }
        // As `StandardStream.write`: `withUTF8` makes a bridged string contiguous first (a native one already is).
        var failure = content.withUTF8 { FileSystem.write(UnsafeRawBufferPointer($0), to: fd) }
        if failure == nil, fchmod(fd, mode) != 0 { failure = errno }
        if close(fd) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporary)
            throw OutputWriterError(path: path, message: "cannot write: \(String(cString: strerror(failure)))")
        }
        guard rename(temporary, path) == 0 else {
            let error = OutputWriterError.system("cannot write", path: path)
            unlink(temporary)
            throw error
        }
    }
}
