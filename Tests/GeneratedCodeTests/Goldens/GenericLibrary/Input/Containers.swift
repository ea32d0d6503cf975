/// Generic library code as collection packages write it: types nested in generic types,
/// declared in extensions, with properties typed by associated types.
public enum LibraryNamespace {}

extension LibraryNamespace {
    /// A generic type in a namespace; its nested type is spelled with the outer arguments
    /// (`LibraryNamespace.Box<Value>.Cursor`), which a bare `LibraryNamespace.Box.Cursor`
    /// does not compile without.
    // listgen: hashable
    public struct Box<Value> {
        public var value: Value

        // listgen: hashable
        public struct Cursor {
            public var offset: Int
        }
    }
}

/// Properties typed with an associated type: the conformance requires them, not `Base`.
// listgen: hashable
public struct LibrarySplit<Base: Collection> {
    public var start: Base.Index
    public var separator: Base.Element?
    public var count: Int
}

/// A sequence whose iterator is declared in an extension (in another file): the iterator
/// sees `Base` there.
public struct LibraryPairs<Base: Sequence> {
    public var base: Base
}

/// A generic parameter named like a protocol listgen knows (Combine's `Subject`).
public struct LibraryWatch<Subject> {
    public var subject: Subject
}

/// A parameter pack: the type's own fields do not use it. Packs in generic types need iOS
/// 17: the generated extension repeats the type's availability.
// listgen: hashable
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
public struct LibraryVariadic<each Part> {
    public var label: String
}

/// An item whose ID is an associated type.
// listgen: item
public struct LibraryEntry<Source: Identifiable> {
    public var id: Source.ID
    public var title: String
}

/// A class whose inheritance clause begins with an attributed conformance.
public protocol LibraryHandler {}

// listgen: item(id: name)
public final class LibraryBox: @unchecked Sendable, LibraryHandler {
    public let name: String
    public var count: Int

    public init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}

/// An iterator whose state is an annotated enum of associated types: the iterator's
/// conformance requires what the state's does.
public struct LibraryJoined<Base: Sequence> where Base.Element: Sequence {
    var base: Base

    // listgen: hashable
    public struct Iterator {
        // listgen: hashable
        enum State {
            case initial(Base.Iterator)
            case inner(Base.Iterator, Base.Element.Iterator)
            case terminal
        }

        var state: State
        var count: Int
    }
}
