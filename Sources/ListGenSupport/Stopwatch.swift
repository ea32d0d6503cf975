import Dispatch

/// Time elapsed since it was made, on the monotonic clock (`ContinuousClock` needs newer
/// Apple systems than listgen supports).
public struct Stopwatch: Sendable {
    private let start = DispatchTime.now()

    /// Starts counting now.
    public init() {}

    /// Milliseconds since ``init()``.
    public var elapsedMilliseconds: Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    }
}
