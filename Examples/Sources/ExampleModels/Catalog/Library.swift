/// Nested types: a library's branches are items of their own.
public enum Library {
    /// A branch of the library, nested in `Library`.
    // listgen: item
    public struct Branch: Sendable {
        public let id: String
        public var city: String
        public var isOpen: Bool

        public init(id: String, city: String, isOpen: Bool) {
            self.id = id
            self.city = city
            self.isOpen = isOpen
        }
    }
}
