#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Debug-build reports of what an app asked of a list controller that cannot work (a move
/// target outside the list, a request made from inside an `update` closure): printed once
/// each, prefixed "ListKit:". Release builds report nothing and carry on as documented.
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

    /// Reports `message` in debug builds.
    static func report(_ message: @autoclosure () -> String) {
        #if DEBUG
        let text = message()
        let (receiver, isNew) = lock.withLock { (Self.receiver, Self.reported.insert(text).inserted) }
        if let receiver {
            receiver(text)
        } else if isNew {
            let line = Array("ListKit: \(text)\n".utf8)
            _ = line.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
        }
        #endif
    }
}
