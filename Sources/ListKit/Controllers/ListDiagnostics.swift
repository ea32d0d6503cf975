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
    nonisolated(unsafe) private static var receivers: [Int: @Sendable (String) -> Void] = [:]
    nonisolated(unsafe) private static var nextReception = 0
    nonisolated(unsafe) private static var reported: Set<String> = []

    /// A receiver added by ``receive(_:)``, for ``stopReceiving(_:)``.
    public struct Reception: Hashable, Sendable {
        fileprivate let number: Int
    }

    /// Sends every report, repeated or not, to `receiver` until ``stopReceiving(_:)``; while
    /// any receiver is added, nothing goes to standard error. Receivers are kept side by
    /// side, not replaced: tests that run at once each see every report, their own among them.
    public static func receive(_ receiver: @escaping @Sendable (String) -> Void) -> Reception {
        lock.withLock {
            nextReception += 1
            receivers[nextReception] = receiver
            return Reception(number: nextReception)
        }
    }

    /// Removes the receiver `reception` names; with none left, reports go to standard error.
    public static func stopReceiving(_ reception: Reception) {
        _ = lock.withLock { receivers.removeValue(forKey: reception.number) }
    }

    /// Reports `message`, once per distinct message.
    static func report(_ message: @autoclosure () -> String) {
        let text = message()
        // A bounded memory of what was printed: an app that keeps making new mistakes is told
        // of the first few hundred, not made to grow without end.
        let (receivers, isNew) = lock.withLock {
            (Array(Self.receivers.values), Self.reported.count < 256 && Self.reported.insert(text).inserted)
        }
        if !receivers.isEmpty {
            for receiver in receivers { receiver(text) }
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
