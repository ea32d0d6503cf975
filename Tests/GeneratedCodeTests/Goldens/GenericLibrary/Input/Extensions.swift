extension LibraryPairs: Sequence {
    // listgen: hashable
    public struct Iterator: IteratorProtocol {
        var base: Base.Iterator
        var previous: Base.Element?

        public mutating func next() -> (Base.Element, Base.Element)? {
            guard let first = previous ?? base.next(), let second = base.next() else { return nil }
            previous = nil
            return (first, second)
        }
    }

    public func makeIterator() -> Iterator { Iterator(base: base.makeIterator(), previous: nil) }
}

extension LibraryWatch {
    // listgen: hashable
    public struct Token {
        var subject: Subject
        var serial: Int
    }
}

extension LibraryNamespace.Box where Value: Sendable {
    /// Declared in a constrained extension: it exists only where `Value: Sendable`.
    // listgen: equatable
    public struct Tag {
        var value: Value
    }
}

extension LibraryPairs {
    /// An enum whose cases hold an associated type: the conformance requires it.
    // listgen: hashable
    public enum Pending {
        case none
        case one(Base.Element)
    }
}

/// Public types declared in extensions of internal types: their members are internal, and
/// `@usableFromInline` where the outer type is (Swift requires it of their witnesses).
struct LibraryRequest {}

extension LibraryRequest {
    // listgen: item(id: raw)
    public struct Flags {
        public var raw: UInt8
        public var name: String
    }
}

@usableFromInline
struct LibraryInlinableRequest {}

extension LibraryInlinableRequest {
    // listgen: item(id: raw)
    public struct Flags {
        public var raw: UInt8
        public var name: String
    }
}

/// A package type, `@usableFromInline`: its witnesses are `@usableFromInline package`.
@usableFromInline
package struct LibraryBitSet {
    @usableFromInline
    // listgen: item(id: value)
    package struct Index: Comparable {
        @usableFromInline var value: Int
        var label: String

        @usableFromInline package static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
    }
}
