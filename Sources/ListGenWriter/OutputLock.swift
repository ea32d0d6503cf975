#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on the output folder itself, held while a run
/// changes the folder, so two runs on one folder take turns instead of removing each
/// other's temporary files. Locking the folder rather than a lock file leaves nothing
/// behind in it (it may be a committed `Generated/` folder). The system releases the lock
/// when the process ends, even by `kill -9`, so a crashed run never blocks the next.
struct OutputLock: ~Copyable {
    private let descriptor: Int32

    /// Locks `directory`, waiting for another run to finish.
    init(directory: String) throws(OutputWriterError) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw OutputWriterError.system("cannot open the output folder", path: directory) }
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let error = OutputWriterError.system("cannot lock the output folder", path: directory)
            close(fd)
            throw error
        }
        descriptor = fd
    }

    deinit {
        close(descriptor)
    }
}
