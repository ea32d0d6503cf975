/// Deprecated and unavailable types: their generated extensions carry the same attributes,
/// so naming the type there neither warns nor fails.
// listgen: hashable
@available(*, deprecated, message: "use LibraryToken")
public struct LibraryLegacyToken {
    public var raw: Int
}

/// Deprecated the same way, so it may compare the deprecated token.
// listgen: equatable
@available(*, deprecated, message: "use LibraryToken")
public struct LibraryLegacyPair {
    public var token: LibraryLegacyToken
    public var count: Int
}

public enum LibraryLegacy {
    /// Deprecated on one platform.
    // listgen: item
    @available(macOS, deprecated: 12, renamed: "LibraryToken")
    public struct Entry {
        public let id: Int
        public var title: String
    }
}

/// A type no code may use: its extensions are unavailable too.
// listgen: hashable
@available(*, unavailable, message: "removed")
public struct LibraryRemoved {
    public var raw: Int
}
