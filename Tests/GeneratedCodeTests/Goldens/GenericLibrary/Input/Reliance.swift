/// Generic types comparing other annotated generic types: each requires what the
/// conformance it relies on requires, however that type's properties are written.

/// Its `Equatable` comes with `Hashable`: only where `Element: Hashable`.
// listgen: hashable
public struct LibraryKeyed<Element> {
    public var element: Element
}

/// So comparing it needs `Element: Hashable`, not `Equatable`.
// listgen: equatable
public struct LibraryKeyedPair<Element> {
    public var first: LibraryKeyed<Element>
    public var second: Element
}

/// Conditional on an associated type.
// listgen: hashable
public struct LibraryCursor<Base: Collection> {
    public var end: Base.Index
}

/// Relies on it for its own parameter and for an associated type of it.
// listgen: equatable
public struct LibraryChunks<Base: Collection> {
    public var cursor: LibraryCursor<Base>
    public var rest: LibraryCursor<Base.SubSequence>
}

/// A property without a written type, whose alias hides the parameter it uses.
// listgen: hashable
public struct LibraryStorage<Key: Hashable, Value> {
    public typealias Map = [Key: [Value]]
    public var map = Map()
}

// listgen: equatable
public struct LibraryCache<Value> {
    public var storage: LibraryStorage<Int, Value>
}

/// An index whose ID is an annotated type nested in the generic type's extension.
public struct LibraryInterspersed<Base: Collection> {
    public var base: Base
}

extension LibraryInterspersed {
    // listgen: hashable
    public enum Representation {
        case element(Base.Index)
        case separator(next: Base.Index)
    }

    // listgen: item(id: representation)
    public struct Position: Comparable {
        public let representation: Representation

        public static func == (lhs: Position, rhs: Position) -> Bool {
            switch (lhs.representation, rhs.representation) {
            case (.element(let a), .element(let b)), (.separator(let a), .separator(let b)): a == b
            default: false
            }
        }

        public static func < (lhs: Position, rhs: Position) -> Bool {
            switch (lhs.representation, rhs.representation) {
            case (.element(let a), .element(let b)), (.separator(let a), .separator(let b)): a < b
            case (.element(let a), .separator(let b)): a <= b
            case (.separator(let a), .element(let b)): a < b
            }
        }
    }
}
