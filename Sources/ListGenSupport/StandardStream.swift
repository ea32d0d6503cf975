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
        _ = text.withUTF8 { FileSystem.write(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
