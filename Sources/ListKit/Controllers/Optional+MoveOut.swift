extension Optional {
    /// The value, leaving nil behind: Swift 6's `take()`, which the standard library of the
    /// iOS SDKs before Swift 6 does not have.
    @inline(__always)
    mutating func moveOut() -> Wrapped? {
        let value = self
        self = nil
        return value
    }
}
