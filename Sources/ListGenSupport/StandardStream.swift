#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written unbuffered: each call's text goes out whole
/// before the call returns, so the two streams interleave as they were written.
public enum StandardStream: Sendable {
    case output
    case error

    /// Writes `text`, retrying after a signal or a partial write; gives up silently when
    /// the stream is closed (there is nowhere left to say so).
    public func write(_ text: String) {
        let descriptor: Int32 = self == .output ? 1 : 2
        var text = text
        text.withUTF8 { bytes in
            var written = 0
            while written < bytes.count {
                let count = systemWrite(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return }
                written += count
            }
        }
    }
}
