import Foundation

/// An exclusive advisory lock on `.listgen.lock` in the output folder, held while a run
/// changes the folder, so two runs on one folder take turns instead of removing each
/// other's temporary files. The system releases it when the process ends, even by
/// `kill -9`, so a crashed run never blocks the next. The file itself stays (removing a lock
/// file races with its next user) and is never an output.
struct OutputLock: ~Copyable {
    /// The lock file's name inside the output folder.
    static let fileName = ".listgen.lock"

    private let descriptor: Int32

    /// Opens (creating it if needed, never through a symlink) and locks the lock file,
    /// waiting for another run to finish.
    init(directory: String) throws(OutputWriterError) {
        let path = OutputWriter.join(directory, Self.fileName)
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputWriterError.system("cannot open the lock file", path: path) }
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let error = OutputWriterError.system("cannot lock", path: path)
            close(fd)
            throw error
        }
        descriptor = fd
    }

    deinit {
        close(descriptor)
    }
}
