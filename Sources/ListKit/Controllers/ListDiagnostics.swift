#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reports of what an app asked of a list that cannot work, in debug and release builds
/// alike, on standard error, prefixed "ListKit:": bad input that ListKit handles as
/// documented (a move target outside the list, a hand-over to an ID the list already has) is
/// printed once per message and the list carries on; a request that can never end (one made
/// from inside its own list's closure) stops the program with its message.
@_spi(Instrumentation)
public enum ListDiagnostics {
    private static let lock = Lock()
    nonisolated(unsafe) private static var receiver: (@Sendable (String) -> Void)?
    nonisolated(unsafe) private static var reported: Set<String> = []

    /// Where reports go instead of standard error, for tests; nil restores standard error.
    /// Every report reaches a receiver, repeated or not.
    public static func redirect(to receiver: (@Sendable (String) -> Void)?) {
        lock.withLock { Self.receiver = receiver }
    }

    /// Reports `message`, once per distinct message.
    static func report(_ message: @autoclosure () -> String) {
        let text = message()
        // A bounded memory of what was printed: an app that keeps making new mistakes is told
        // of the first few hundred, not made to grow without end.
        let (receiver, isNew) = lock.withLock {
            (Self.receiver, Self.reported.count < 256 && Self.reported.insert(text).inserted)
        }
        if let receiver {
            receiver(text)
        } else if isNew {
            let line = Array("ListKit: \(text)\n".utf8)
            _ = line.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
        }
    }

    /// Stops the program with `message`, in every build (`precondition` prints nothing in
    /// release builds).
    static func stop(_ message: String) -> Never {
        fatalError("ListKit: \(message)")
    }
}
