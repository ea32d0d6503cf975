import Dispatch
import ListGenSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP during a run: the file being written is finished (its
/// temporary file renamed into place, or removed on failure), nothing more is started, and
/// the process then dies of the signal as if it had no handler, so its parent sees it
/// (a shell reports status 128 + the signal's number). A run stopped this way leaves no
/// temporary file; the output lock goes with the process. `kill -9` cannot be handled:
/// the next run removes what it leaves (see ``TemporaryFile``).
///
/// The handler only writes the signal's number to a pipe (all a handler may safely do); a
/// thread reading the pipe does the rest, outside the handler.
public enum InterruptSignals {
    /// The signals handled; a signal ignored when the process started (`nohup`, a shell's
    /// background job) stays ignored.
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers (once; later calls do nothing). Call it before writing.
    public static func install() {
        _ = installation
    }

    /// Runs `body` to completion before a signal can end the process.
    static func uninterruptible<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        writing.lock()
        defer { writing.unlock() }
        return try body()
    }

    /// Held while a file is written; the signal thread takes it and never gives it back.
    private static let writing = Lock()

    private static let installation: Void = {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // A full pipe must never block the handler: one byte per signal is plenty.
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        signalPipe = fds[1]
        let reader = fds[0]
        // A queue of its own gets a thread of its own, which this block keeps, blocked in `read`.
        DispatchQueue(label: "listgen.interrupt-signals").async {
            var number: UInt8 = 0
            while read(reader, &number, 1) != 1 {
                if errno != EINTR { return }  // the pipe cannot fail; never spin if it did
            }
            writing.lock()
            let signalNumber = Int32(number)
            signal(signalNumber, SIG_DFL)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, signalNumber)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            raise(signalNumber)
            _exit(128 + signalNumber)
        }
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for number in handled {
            // Ignored while looking, so an ignored signal is never handled, even for a moment.
            if !isSameHandler(signal(number, SIG_IGN), SIG_IGN) { signal(number, forwardSignal) }
            sigaddset(&unblock, number)
        }
        // A blocked signal is inherited through exec, usually by accident (a parent started
        // from a Dispatch thread): unblocked here, so the handler sees it on this thread.
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }()

    /// Whether two handler values are the same function pointer (their Swift types differ
    /// between platforms, optional or not).
    private static func isSameHandler<A, B>(_ a: A, _ b: B) -> Bool {
        guard MemoryLayout<A>.size == MemoryLayout<Int>.size, MemoryLayout<B>.size == MemoryLayout<Int>.size else { return false }
        return unsafeBitCast(a, to: Int.self) == unsafeBitCast(b, to: Int.self)
    }
}

/// The write end of the signal pipe; set once, before any handler is installed.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// The signal handler: async-signal-safe, it only writes the signal's number to the pipe.
private func forwardSignal(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe, &byte, 1)
    errno = saved
}
